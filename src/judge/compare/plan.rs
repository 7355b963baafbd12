//! A problem's comparison before any run: its cases, their reference lengths and one row per
//! strategy, its own files that `--strategies` keeps, then the `--with` files.

use super::model::{reference_lengths, Comparison, Row, Strategy};
use super::request::Request;
use crate::judge::cases;
use crate::judge::evaluate::Settings;
use crate::problems::Problem;
use std::fs;

/// The text a `--with` file carries to be run one puzzle per run (most classic judge code reads
/// a single puzzle).
pub const SPLIT_MARKER: &str = "judge: split";

/// A problem's comparison before any run: its cases, their reference lengths and one row per
/// strategy (its own files that `--strategies` keeps, then the `--with` files).
pub(super) fn comparison(
    problem: &'static Problem,
    request: &Request,
) -> Result<Comparison, String> {
    let own = request.strategies.files(problem)?;
    let dirs = if request.cases.is_empty() {
        vec![cases::default_dir(problem)]
    } else {
        request.cases.clone()
    };
    let cases = cases::collect(&dirs)?;
    let mut strategies: Vec<Strategy> = Vec::new();
    for source in own {
        let twin = source.with_extension("cpp");
        strategies.push(Strategy {
            name: cases::strategy_name(&source),
            source,
            split: false,
        });
        if request.twins && twin.is_file() {
            strategies.push(Strategy {
                name: format!("{}.cpp", cases::strategy_name(&twin)),
                source: twin,
                split: false,
            });
        }
    }
    for file in &request.with {
        let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        strategies.push(Strategy {
            name: file
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default(),
            source: file.clone(),
            split: text.contains(SPLIT_MARKER),
        });
    }
    let reference = cases
        .iter()
        .map(|c| reference_lengths(problem, c))
        .collect();
    let rows = strategies
        .into_iter()
        .map(|strategy| Row {
            strategy,
            results: vec![None; cases.len()],
        })
        .collect();
    Ok(Comparison {
        problem,
        settings: Settings::for_problem(problem, request.time_limit, request.memory_mb, false),
        cases,
        reference,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::compare::request::request;

    /// The rows `judge compare ARGS` would compare, per problem, before any run.
    fn rows(args: &[&str]) -> Result<Vec<Vec<String>>, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (request, _) = request(&args)?;
        let names = |c: Comparison| c.rows.into_iter().map(|r| r.strategy.name).collect();
        request
            .problems
            .iter()
            .map(|&problem| comparison(problem, &request).map(names))
            .collect()
    }

    /// The stems of a folder's files, in order.
    fn own(folder: &str) -> Vec<String> {
        let files = cases::strategies(folder);
        files.iter().map(|f| cases::strategy_name(f)).collect()
    }

    /// The stems of a folder's files, each followed by its C++ twin's row where it has one.
    fn with_twins(folder: &str) -> Vec<String> {
        let mut names = Vec::new();
        for file in cases::strategies(folder) {
            names.push(cases::strategy_name(&file));
            if file.with_extension("cpp").is_file() {
                names.push(format!("{}.cpp", cases::strategy_name(&file)));
            }
        }
        names
    }

    #[test]
    fn a_named_problem_compares_each_file_with_its_cpp_twin_the_main_job_without() {
        let names = &rows(&["poj1077"]).unwrap()[0];
        assert_eq!(names, &with_twins("poj1077"));
        assert!(names.iter().any(|n| n == "astar.cpp"), "{names:?}");
        let at = names.iter().position(|n| n == "idastar").unwrap();
        assert_eq!(names[at + 1], "idastar.cpp");
        // A folder without twins (the 24-puzzle's): its Rust files alone.
        assert_eq!(rows(&["korf24"]).unwrap(), [own("korf24")]);
        // The main job: every problem, the Rust files alone.
        let every = rows(&[]).unwrap();
        assert_eq!(every[0], own(crate::problems::PROBLEMS[0].solutions));
        assert!(every.iter().flatten().all(|n| !n.ends_with(".cpp")));
    }

    #[test]
    fn strategies_keeps_the_files_named_in_the_folders_order() {
        assert_eq!(rows(&["poj1077"]).unwrap(), [with_twins("poj1077")]);
        assert!(own("poj1077").len() > 2, "{:?}", own("poj1077"));
        let pairs = ["bibfs", "bibfs.cpp", "idastar", "idastar.cpp"];
        assert_eq!(
            rows(&["poj1077", "--strategies", "idastar,bibfs"]).unwrap(),
            [pairs]
        );
        // Spaces, repeats and `=` too; a name given twice is one row.
        let args = ["--strategies", "idastar", "bibfs", "--strategies=idastar"];
        assert_eq!(rows(&[&["poj1077"][..], &args].concat()).unwrap(), [pairs]);
        // Each problem compared, with the --with files after its own.
        let with = ["--with", "tests/hostile/panic.rs"];
        let args = ["poj1077", "uva10181", "--strategies", "idastar"];
        assert_eq!(
            rows(&[&args[..], &with].concat()).unwrap(),
            [
                &["idastar", "idastar.cpp", "panic.rs"][..],
                &["idastar", "idastar.cpp", "panic.rs"]
            ]
        );
        let args = ["poj1077", "--strategies", "none"];
        assert_eq!(rows(&[&args[..], &with].concat()).unwrap(), [["panic.rs"]]);
    }

    #[test]
    fn strategies_refuses_what_it_cannot_do_with_one_line() {
        let e = rows(&["poj1077", "--strategies", "idastar,idastr"]).unwrap_err();
        let known = own("poj1077").join(", ");
        let says = format!("poj1077 has no strategy 'idastr' (its strategies: {known})");
        assert_eq!(e, format!("judge compare: --strategies: {says}"));
        let e = rows(&["--strategies", "idastar", "poj1077"]).unwrap_err();
        assert!(e.ends_with("; name problems before --strategies)"), "{e}");
        // Every problem compared must have each name.
        let e = rows(&["acwing179", "poj2893", "--strategies", "idastar"]).unwrap_err();
        let says = "judge compare: --strategies: poj2893 has no strategy 'idastar'";
        assert!(e.starts_with(says), "{e}");
        for (args, says) in [
            (
                &["none"][..],
                "none leaves nothing to compare: add --with FILE",
            ),
            (&["none,idastar"], "none stands alone, found 'none,idastar'"),
            (
                &["idastar,"],
                "expects names like idastar,bibfs, found 'idastar,'",
            ),
            (&["", "--with", "tests/hostile/panic.rs"], "expects names"),
            (&[], "--strategies needs at least one value"),
        ] {
            let e = rows(&[&["poj1077", "--strategies"][..], args].concat()).unwrap_err();
            assert!(e.starts_with("judge compare: --strategies "), "{e}");
            assert!(e.contains(says), "{args:?}: {e}");
            assert!(!e.contains('\n'), "{e}");
        }
    }
}
