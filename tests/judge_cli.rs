//! The `judge` binary end to end: verdicts of hostile programs, a classic C++ solution under
//! `--split`, gen, stress, compare, replay, and its argument errors.

use judge_common::{judge, judge_test, scratch, stdout};
use std::path::Path;
use std::process::Output;

mod judge_common;

/// `judge gen acwing179 --count 20 --files 2 --seed SEED --out OUT EXTRA…`.
fn gen_acwing179(seed: &str, out: &Path, extra: &[&str]) -> Output {
    let out = out.to_str().unwrap();
    let mut args = vec!["gen", "acwing179", "--count", "20", "--files", "2"];
    args.extend_from_slice(&["--seed", seed, "--out", out]);
    args.extend_from_slice(extra);
    judge(&args)
}

/// The depths and unsolvable count of the deterministic gen runs.
const GEN_SHAPE: [&str; 6] = [
    "--min-depth",
    "15",
    "--max-depth",
    "25",
    "--unsolvable",
    "3",
];

/// `judge test FILE --problem poj1077 --cases cases/poj1077/01-sample.in EXTRA…`: the verdict
/// of its one row.
fn verdict_on_sample(file: &str, extra: &[&str]) -> (String, Output) {
    let mut args = vec!["--cases", "cases/poj1077/01-sample.in"];
    args.extend_from_slice(extra);
    let o = judge_test(file, "poj1077", &args);
    let text = stdout(&o);
    let verdict = match text.lines().find(|l| l.starts_with("01-sample")) {
        Some(row) => row.split_whitespace().nth(1).unwrap_or("").to_string(),
        None => String::new(),
    };
    (verdict, o)
}

#[test]
fn hostile_programs_get_their_verdicts_and_a_failing_exit_status() {
    let programs = [
        ("tests/judge_programs/poj1077_classic.cpp", "AC"),
        ("tests/hostile/busy_loop.rs", "TLE"),
        ("tests/hostile/ignore_sigterm.rs", "TLE"),
        ("tests/hostile/sleeper.rs", "TLE"),
        ("tests/hostile/memory_bomb.rs", "MLE"),
        ("tests/hostile/panic.rs", "RE"),
        ("tests/hostile/wrong_output.rs", "WA"),
        ("tests/hostile/malformed_output.rs", "PE"),
    ];
    // A judge a program, on every core: the sleeper mostly waits.
    npuzzle::parallel::for_each(programs.len(), npuzzle::parallel::cores(), |i| {
        let (file, expected) = programs[i];
        // A TLE program burns or sleeps to its limit: a quarter second, not the problem's 1 s
        // (whose wall clock limit is 3 s).
        let tl: &[&str] = if expected == "TLE" {
            &["--tl", "0.25"]
        } else {
            &[]
        };
        let (verdict, o) = verdict_on_sample(file, tl);
        assert_eq!(verdict, expected, "{file}:\n{}", stdout(&o));
        if expected == "AC" {
            assert_eq!(o.status.code(), Some(0), "{file}");
            return;
        }
        assert_eq!(o.status.code(), Some(1), "{file}");
        assert!(stdout(&o).contains("0/1 AC"), "{file}");
    });
}

#[test]
fn a_compile_error_is_ce_with_the_message_shown() {
    let o = judge_test("tests/hostile/compile_error.rs", "poj1077", &[]);
    let text = stdout(&o);
    assert!(
        text.contains("CE  tests/hostile/compile_error.rs"),
        "{text}"
    );
    assert!(text.contains("mismatched types"), "{text}");
    assert!(text.contains("0/12 AC (12 CE)"), "{text}");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_classic_cpp_single_puzzle_solution_is_accepted_under_split() {
    let classic = "tests/judge_programs/poj1077_classic.cpp";
    let o = judge_test(classic, "poj1077", &["--split"]);
    let text = stdout(&o);
    assert!(text.contains("12/12 AC"), "{text}");
    assert!(text.contains("31 (fewest)"), "the hardest cases: {text}");
    assert_eq!(o.status.code(), Some(0));
    // A multi-puzzle case, one puzzle per run: still one row and one verdict.
    let o = judge_test(
        classic,
        "hdu1043",
        &["--cases", "cases/hdu1043/02-mixed.in", "--split"],
    );
    let text = stdout(&o);
    assert!(text.contains("1/1 AC"), "{text}");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn without_split_a_single_puzzle_solution_fails_a_multi_puzzle_case() {
    let o = judge_test(
        "tests/judge_programs/poj1077_classic.cpp",
        "hdu1043",
        &["--cases", "cases/hdu1043/02-mixed.in"],
    );
    let text = stdout(&o);
    assert!(text.contains("0/1 AC (1 WA)"), "{text}");
}

#[test]
fn stats_lines_become_the_nodes_column() {
    // echo.rs prints `stats expanded=<bytes> generated=<2·bytes>`: 18 bytes of sample input.
    let o = judge_test(
        "tests/hostile/echo.rs",
        "poj1077",
        &["--cases", "cases/poj1077/01-sample.in"],
    );
    let text = stdout(&o);
    assert!(text.contains("18 exp / 36 gen"), "{text}");
}

#[test]
fn gen_is_deterministic_refuses_to_overwrite_and_passes_its_own_checker() {
    let dir = scratch("gen");
    let (a, b) = (dir.join("a"), dir.join("b"));
    for out in [&a, &b] {
        let o = gen_acwing179("42", out, &GEN_SHAPE);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let mut names: Vec<_> = std::fs::read_dir(&a)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names.len(), 4);
    for name in &names {
        assert_eq!(
            std::fs::read(a.join(name)).unwrap(),
            std::fs::read(b.join(name)).unwrap(),
            "{name:?} differs between two runs of the same seed"
        );
    }
    // Another seed, other boards.
    let c = dir.join("c");
    gen_acwing179("43", &c, &GEN_SHAPE);
    assert_ne!(
        std::fs::read(c.join("gen-s43-01.in")).unwrap(),
        std::fs::read(a.join("gen-s42-01.in")).unwrap()
    );
    // Refuses to overwrite, and leaves the file alone.
    let marker = a.join("gen-s42-01.out");
    std::fs::write(&marker, "keep me\n").unwrap();
    let o = gen_acwing179("42", &a, &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("exists; pass --force"), "{err}");
    assert_eq!(std::fs::read_to_string(&marker).unwrap(), "keep me\n");
    let o = gen_acwing179("42", &a, &["--force"]);
    assert_eq!(o.status.code(), Some(0));
    assert_ne!(std::fs::read_to_string(&marker).unwrap(), "keep me\n");
}

#[test]
fn stress_finds_the_planted_bug_and_shrinks_it_to_depth_20() {
    let o = judge(&[
        "stress",
        "tests/judge_programs/planted_bug.rs",
        "--problem",
        "poj1077",
        "--count",
        "200",
        "--seed",
        "5",
    ]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{text}");
    assert!(text.contains("fails: WA at depth"), "{text}");
    assert!(
        text.contains("shrunk along the oracle's path to depth 20 "),
        "{text}"
    );
    assert!(text.contains("verdict: WA"), "{text}");
    // The input printed is a real depth-20 board.
    let input = text
        .lines()
        .skip_while(|l| *l != "input:")
        .nth(1)
        .expect("the failing input")
        .trim()
        .to_string();
    let problem = npuzzle::problems::problem("poj1077").unwrap();
    let boards = npuzzle::input::parse_input(problem, input.as_bytes()).unwrap();
    let table = npuzzle::oracle::shared(&problem.goal_board());
    assert_eq!(table.distance(&boards[0]), Some(20), "{input}");
}

#[test]
fn stress_passes_a_correct_solution() {
    // A correct file that answers in milliseconds (the classic C++ BFS took a quarter second a
    // puzzle; the compares here compile this file too).
    let o = judge(&[
        "stress",
        "solutions/poj1077/idastar.rs",
        "--problem",
        "acwing179",
        "--count",
        "10",
    ]);
    let text = stdout(&o);
    assert!(text.contains("10/10 random puzzles pass"), "{text}");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn compare_writes_a_markdown_table_and_an_svg_chart() {
    let dir = scratch("compare");
    let svg = dir.join("chart.svg");
    // Three cases of the twelve and one strategy of the folder's: the table and the chart are
    // what is tested, not the searches.
    let o = judge(&[
        "compare",
        "poj1077",
        "--strategies",
        "idastar",
        "--cases",
        "cases/poj1077/01-sample.in",
        "cases/poj1077/02-solved.in",
        "cases/poj1077/10-random-depth-17-22.in",
        "--with",
        "tests/judge_programs/poj1077_classic.cpp",
        "tests/hostile/wrong_output.rs",
        // Generous: the test runs beside others on two cores, and only the table is tested.
        "--tl",
        "5",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{text}");
    assert!(text.contains("### poj1077"), "{text}");
    assert!(text.contains("| strategy"), "{text}");
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| strategy") && !l.starts_with("| :"))
        .map(|l| l.split('|').nth(1).unwrap().trim())
        .collect();
    let named = [
        "idastar",
        "idastar.cpp",
        "poj1077_classic.cpp (split)",
        "wrong_output.rs",
    ];
    assert_eq!(
        rows, named,
        "--strategies keeps the one named, its twin after it: {text}"
    );
    // The twins expand and generate the same boards (columns 6 and 7).
    let nodes = |name: &str| -> Vec<String> {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("| {name} ")))
            .unwrap();
        line.split('|')
            .skip(6)
            .take(2)
            .map(|c| c.trim().to_string())
            .collect()
    };
    assert_eq!(nodes("idastar"), nodes("idastar.cpp"), "{text}");
    assert_ne!(nodes("idastar")[0], "0", "{text}");
    let classic = text
        .lines()
        .find(|l| l.starts_with("| poj1077_classic.cpp (split)"))
        .expect("a row for the --with file, split because it asks for it");
    assert!(classic.contains("| 3 AC "), "{text}");
    assert!(text.contains("| wrong_output.rs"), "{text}");
    assert!(text.contains("- wrong_output.rs: WA on"), "{text}");
    let chart = std::fs::read_to_string(&svg).unwrap();
    assert!(chart.starts_with("<svg") && chart.contains("poj1077_classic.cpp"));
    let progress = String::from_utf8_lossy(&o.stderr);
    assert!(progress.contains("left)"), "{progress}");
}

#[test]
fn replay_marks_the_tile_that_slid() {
    let o = judge(&[
        "replay",
        "cases/poj1077/01-sample.in",
        "cases/poj1077/01-sample.out",
    ]);
    let text = stdout(&o);
    assert!(text.contains("1 u (4)"), "{text}");
    assert!(text.contains(" 1  5 [4]"), "{text}");
    assert!(text.contains("19 move(s): reaches the goal"), "{text}");
    let bad = scratch("replay").join("bad.out");
    std::fs::write(&bad, "uu\n").unwrap();
    let o = judge(&[
        "replay",
        "cases/poj1077/01-sample.in",
        bad.to_str().unwrap(),
    ]);
    assert!(
        stdout(&o).contains("move 2 'u' leaves the board"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn argument_errors_are_one_line_on_stderr_and_exit_2() {
    for args in [
        &["bogus"][..],
        &["test"],
        &["test", "tests/hostile/panic.rs", "--tl"],
        &["test", "tests/hostile/panic.rs", "--tl", "soon"],
        &["test", "tests/hostile/panic.rs"],
        &["test", "no/such/file.rs"],
        &["compare", "nope"],
        &["compare", "poj1077", "--strategies", "idastar,idastr"],
        &["gen", "poj1077"],
        &[
            "gen",
            "poj1077",
            "--count",
            "1",
            "--depth",
            "3",
            "--min-depth",
            "2",
        ],
        &["replay", "cases/poj1077/01-sample.in"],
    ] {
        let o = judge(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("judge"), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

/// The README's main command on every problem: names every strategy file, within 2 minutes.
/// Heavy (it runs every strategy on every case), so it is ignored; `.ci/run` runs the same job
/// as `cargo run --release` (docs/testing.md).
#[test]
#[ignore]
fn judge_without_arguments_compares_every_strategy_within_two_minutes() {
    let started = std::time::Instant::now();
    let o = judge(&[]);
    let elapsed = started.elapsed();
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{text}");
    assert!(elapsed.as_secs() < 120, "took {elapsed:?}");
    for problem in npuzzle::problems::PROBLEMS {
        let heading = format!("{} — ", problem.id);
        let sections = format!("\n{text}");
        let section = sections
            .split("\n### ")
            .find(|s| s.starts_with(&heading))
            .unwrap_or_else(|| panic!("no section for {}:\n{text}", problem.id));
        for file in npuzzle::judge::cases::strategies(problem.solutions) {
            let name = file.file_stem().unwrap().to_string_lossy().into_owned();
            assert!(
                section.contains(&format!("| {name} ")),
                "{} lacks a row for {name}",
                problem.id
            );
        }
    }
    assert!(Path::new("target/compare/all.svg").is_file());
}

#[test]
fn python_runs_under_python3_and_a_syntax_error_is_ce() {
    let (verdict, o) = verdict_on_sample("tests/judge_programs/poj1077_bfs.py", &[]);
    assert_eq!(verdict, "AC", "{}", stdout(&o));
    let (verdict, o) = verdict_on_sample("tests/hostile/syntax_error.py", &[]);
    assert!(stdout(&o).contains("SyntaxError"), "{}", stdout(&o));
    assert_eq!(verdict, "", "no row for a CE: {}", stdout(&o));
}
