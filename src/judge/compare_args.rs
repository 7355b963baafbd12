//! What `judge compare` was asked: its command line parsed into a [`Request`], every argument
//! error one line naming the option.

use super::cases;
use super::cli::args::{self, Arity};
use crate::problems::{self, Problem};
use std::path::PathBuf;

const OPTIONS: &[(&str, Arity)] = &[
    ("--strategies", Arity::Many),
    ("--with", Arity::Many),
    ("--cases", Arity::Many),
    ("--svg", Arity::One),
    ("--jobs", Arity::One),
    ("--tl", Arity::One),
    ("--ml", Arity::One),
    ("--no-skip", Arity::Flag),
];

/// Runs at once. Two on this 2-core machine: measured to leave the times of single runs within
/// noise (see README), and it halves the wall time of the default comparison.
const DEFAULT_JOBS: usize = 2;

/// The word of `--strategies none`: none of the problem's own files, the `--with` files alone.
const NONE: &str = "none";

/// Which of a problem's own files `compare` runs.
#[derive(Clone, Debug)]
pub enum Selection {
    /// Every `solutions/<folder>/*.rs` (no `--strategies`).
    All,
    /// Those named by their stem (`--strategies idastar,bibfs`), each of which every problem
    /// compared must have; none at all for `--strategies none`.
    Named(Vec<String>),
}

impl Selection {
    /// The problem's own files kept, in the folder's order; the error names the problem's
    /// strategies when a name is not one of them.
    pub fn files(&self, problem: &Problem) -> Result<Vec<PathBuf>, String> {
        let files = cases::strategies(problem.solutions);
        let Selection::Named(names) = self else {
            return Ok(files);
        };
        let stems: Vec<String> = files.iter().map(|f| cases::strategy_name(f)).collect();
        if let Some(unknown) = names.iter().find(|n| !stems.contains(n)) {
            // `--strategies idastar poj1077` takes the problem for a name, as `--with` would.
            let hint = match problems::problem(unknown) {
                Some(_) => "; name problems before --strategies",
                None => "",
            };
            return Err(format!(
                "--strategies: {} has no strategy '{unknown}' (its strategies: {}{hint})",
                problem.id,
                stems.join(", ")
            ));
        }
        Ok(files
            .into_iter()
            .zip(stems)
            .filter(|(_, stem)| names.contains(stem))
            .map(|(file, _)| file)
            .collect())
    }
}

/// What `compare` was asked to do.
pub struct Request {
    pub problems: Vec<&'static Problem>,
    pub strategies: Selection,
    pub with: Vec<PathBuf>,
    pub cases: Vec<PathBuf>,
    pub jobs: usize,
    pub time_limit: Option<f64>,
    pub memory_mb: Option<u64>,
    pub skip: bool,
}

/// `--strategies NAME[,NAME…]` (repeatable, commas or spaces), or `--strategies none` with
/// `--with` files.
fn selection(parsed: &args::Parsed, with: &[PathBuf]) -> Result<Selection, String> {
    if !parsed.flag("--strategies") {
        return Ok(Selection::All);
    }
    let mut names: Vec<String> = Vec::new();
    for value in parsed.values("--strategies") {
        for name in value.split(',') {
            if name.is_empty() {
                return Err(format!(
                    "judge compare: --strategies expects names like idastar,bibfs, found '{value}'"
                ));
            }
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
        }
    }
    if !names.iter().any(|n| n == NONE) {
        return Ok(Selection::Named(names));
    }
    if names.len() > 1 {
        return Err(format!(
            "judge compare: --strategies {NONE} stands alone, found '{}'",
            names.join(",")
        ));
    }
    if with.is_empty() {
        return Err(format!(
            "judge compare: --strategies {NONE} leaves nothing to compare: add --with FILE"
        ));
    }
    Ok(Selection::Named(Vec::new()))
}

/// Parses `judge compare …` (or no arguments at all) into a request.
pub fn request(args: &[String]) -> Result<(Request, Option<PathBuf>), String> {
    let parsed = args::parse("compare", args, OPTIONS)?;
    let problems = if parsed.positional.is_empty() {
        problems::PROBLEMS.iter().collect()
    } else {
        parsed
            .positional
            .iter()
            .map(|id| {
                problems::problem(id).ok_or_else(|| {
                    format!(
                        "judge compare: unknown problem '{id}' (expected one of {})",
                        problems::ids()
                    )
                })
            })
            .collect::<Result<Vec<_>, String>>()?
    };
    let with: Vec<PathBuf> = parsed.values("--with").iter().map(PathBuf::from).collect();
    for file in &with {
        if !file.is_file() {
            return Err(format!(
                "judge compare: --with {}: no such file",
                file.display()
            ));
        }
    }
    let strategies = selection(&parsed, &with)?;
    // Every name checked before anything is read or run.
    for &problem in &problems {
        strategies
            .files(problem)
            .map_err(|e| format!("judge compare: {e}"))?;
    }
    let jobs = parsed.number::<usize>("--jobs", "a number of parallel runs")?;
    Ok((
        Request {
            problems,
            strategies,
            with,
            cases: parsed.values("--cases").iter().map(PathBuf::from).collect(),
            jobs: jobs.unwrap_or(DEFAULT_JOBS).max(1),
            time_limit: parsed.time_limit()?,
            memory_mb: parsed.memory_limit()?,
            skip: !parsed.flag("--no-skip"),
        },
        parsed.value("--svg").map(PathBuf::from),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::compare;
    use super::*;

    /// The rows `judge compare ARGS` would compare, per problem, before any run.
    fn rows(args: &[&str]) -> Result<Vec<Vec<String>>, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (request, _) = request(&args)?;
        let names = |c: compare::Comparison| c.rows.into_iter().map(|r| r.strategy.name).collect();
        request
            .problems
            .iter()
            .map(|&problem| compare::comparison(problem, &request).map(names))
            .collect()
    }

    /// The stems of a folder's files, in order.
    fn own(folder: &str) -> Vec<String> {
        let files = cases::strategies(folder);
        files.iter().map(|f| cases::strategy_name(f)).collect()
    }

    #[test]
    fn strategies_keeps_the_files_named_in_the_folders_order() {
        assert_eq!(rows(&["poj1077"]).unwrap(), [own("poj1077")]);
        assert!(own("poj1077").len() > 2, "{:?}", own("poj1077"));
        let picked = ["bibfs", "idastar"];
        assert_eq!(
            rows(&["poj1077", "--strategies", "idastar,bibfs"]).unwrap(),
            [picked]
        );
        // Spaces, repeats and `=` too; a name given twice is one row.
        let args = ["--strategies", "idastar", "bibfs", "--strategies=idastar"];
        assert_eq!(rows(&[&["poj1077"][..], &args].concat()).unwrap(), [picked]);
        // Each problem compared, with the --with files after its own.
        let with = ["--with", "tests/hostile/panic.rs"];
        let args = ["poj1077", "uva10181", "--strategies", "idastar"];
        assert_eq!(
            rows(&[&args[..], &with].concat()).unwrap(),
            [["idastar", "panic.rs"], ["idastar", "panic.rs"]]
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
