//! The judge on corner cases: `--split` keeps an empty answer in its place and holds the summed
//! time of its runs to the case's limit; `gen` and `stress` stay inside a problem's bounds and
//! refuse what they cannot do with one clear line; the checker and replay in memory linear in
//! the output; `compare`'s skips after a TLE and its node totals of killed runs; `--help`
//! everywhere; the tools from any directory.

use judge_common::{judge, judge_test, scratch, stderr, stdout};
use npuzzle::judge::sandbox::{self, Limits, Run, RunVerdict};
use std::ffi::OsString;
use std::fs;
use std::time::Duration;

mod judge_common;

const TERSE: &str = "tests/judge_programs/terse_bfs.rs";

#[test]
fn an_empty_output_for_a_solved_board_is_accepted_whole_and_split() {
    let o = judge_test(TERSE, "poj1077", &["--cases", "cases/poj1077/02-solved.in"]);
    assert!(stdout(&o).contains("1/1 AC"), "{}", stdout(&o));
    // Solved first: the empty answer must stay in its place, not shift the next one up.
    let dir = scratch("split-empty").join("hdu1043");
    fs::create_dir_all(&dir).unwrap();
    let case = dir.join("01-solved-first.in");
    fs::write(
        &case,
        "1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n",
    )
    .unwrap();
    let o = judge_test(
        TERSE,
        "hdu1043",
        &["--cases", case.to_str().unwrap(), "--split"],
    );
    let text = stdout(&o);
    assert!(text.contains("1/1 AC"), "{text}");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn split_holds_the_summed_time_to_the_case_limit_and_says_so() {
    // 200 puzzles, a full BFS a run: far over 0.3 s in all, whatever the machine.
    let o = judge_test(
        TERSE,
        "hdu1043",
        &[
            "--cases",
            "cases/hdu1043/03-deep-200.in",
            "--split",
            "--tl",
            "0.3",
        ],
    );
    let text = stdout(&o);
    assert!(text.contains("summed against the TL"), "{text}");
    assert!(text.contains("0/1 AC (1 TLE)"), "{text}");
    assert!(text.contains("--split holds their sum"), "{text}");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).is_empty() || stderr(&o).contains("puzzles run"));
}

#[test]
fn gen_works_with_defaults_and_bounds_its_options() {
    let dir = scratch("gen");
    let out = dir.join("uva");
    let o = judge(&[
        "gen",
        "uva10181",
        "--count",
        "5",
        "--seed",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(out.join("gen-s1-01.in").is_file());
    for (args, says) in [
        (
            &["--count", "5", "--min-depth", "60"][..],
            "--min-depth 60 is over 50",
        ),
        (
            &["--count", "5", "--depth", "4000000000"],
            "--depth 4000000000 is over 50",
        ),
        (
            &["--count", "5", "--files", "0"],
            "--files 0 is out of range",
        ),
        (&["--count", "0"], "--count 0 is out of range"),
        (
            &["--count", "99999999999"],
            "--count 99999999999 is out of range",
        ),
    ] {
        let mut all = vec!["gen", "uva10181", "--out", out.to_str().unwrap()];
        all.extend_from_slice(args);
        let o = judge(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o).lines().count(), 1);
    }
}

#[test]
fn gen_writes_nothing_through_a_symbolic_link() {
    let dir = scratch("gen-link");
    let out = dir.join("out");
    fs::create_dir_all(&out).unwrap();
    let target = dir.join("cases-file.in");
    std::os::unix::fs::symlink(&target, out.join("gen-s1-01.in")).unwrap();
    let linked = dir.join("linked-out");
    std::os::unix::fs::symlink(&out, &linked).unwrap();
    // A dangling link where a case file goes, and an --out that is itself a link.
    for out in [&out, &linked] {
        let o = judge(&[
            "gen",
            "poj1077",
            "--count",
            "2",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains("is a symbolic link"), "{}", stderr(&o));
    }
    assert!(!target.exists());
}

/// Runs `command` under a 64 MB resident-memory limit: it must finish within it.
fn within_64_mb(command: &[&str]) -> Run {
    let command: Vec<OsString> = command.iter().map(OsString::from).collect();
    let limits = Limits::judge(Duration::from_secs(60), Some(64 << 20));
    let run = sandbox::run(&command, b"", &limits, &[]).unwrap();
    assert_eq!(
        run.verdict(&limits),
        RunVerdict::Finished,
        "{command:?}: {}; peak {} MB; {}",
        run.describe_exit(),
        run.peak_memory >> 20,
        String::from_utf8_lossy(&run.stderr)
    );
    run
}

#[test]
fn the_checker_and_replay_work_in_memory_linear_in_the_output() {
    let dir = scratch("memory");
    let input = dir.join("solved.in");
    fs::write(&input, "1 2 3 4 5 6 7 8 x\n").unwrap();
    // 10⁷ empty lines after the answer: 10 MB of output, once 160 MB of line slices.
    let blank = dir.join("blank.out");
    fs::write(&blank, vec![b'\n'; 10_000_000]).unwrap();
    let check = env!("CARGO_BIN_EXE_check");
    let (input, blank) = (input.to_str().unwrap(), blank.to_str().unwrap());
    let run = within_64_mb(&[check, "--problem", "poj1077", input, blank]);
    assert!(String::from_utf8_lossy(&run.stderr).starts_with("ok "));
    // 10⁶ moves replayed (about 50 MB printed), once some 200 bytes of frames a move.
    let sample = dir.join("sample.in");
    fs::write(&sample, "2 3 4 1 5 x 7 6 8\n").unwrap();
    let long = dir.join("long.out");
    fs::write(
        &long,
        format!("{}ullddrurdllurdruldr\n", "lr".repeat(500_000)),
    )
    .unwrap();
    let (sample, long) = (sample.to_str().unwrap(), long.to_str().unwrap());
    let judge = env!("CARGO_BIN_EXE_judge");
    let run = within_64_mb(&[judge, "replay", "--problem", "poj1077", sample, long]);
    let tail =
        String::from_utf8_lossy(&run.stdout[run.stdout.len().saturating_sub(200)..]).into_owned();
    assert!(tail.contains("1000019 move(s): reaches the goal"), "{tail}");
}

#[test]
fn compare_skips_deeper_cases_once_a_strategy_runs_out_of_time() {
    let dir = scratch("skip");
    let o = judge(&[
        "compare",
        "poj1077",
        "--strategies",
        "idastar",
        "--with",
        "tests/hostile/busy_loop.rs",
        "--tl",
        "0.2",
        "--jobs",
        "1",
        "--svg",
        dir.join("skip.svg").to_str().unwrap(),
    ]);
    let text = stdout(&o);
    let row = text
        .lines()
        .find(|l| l.starts_with("| busy_loop.rs"))
        .unwrap_or_else(|| panic!("{text}"));
    // Its first run, on a depth-0 case, is TLE; every case is at least that deep.
    assert!(row.contains("1 TLE, 11 skipped"), "{row}");
    // Its TLE skips nothing of another strategy's (idastar: milliseconds a case).
    let idastar = text.lines().find(|l| l.starts_with("| idastar "));
    assert!(idastar.is_some_and(|r| r.contains("| 12 AC ")), "{text}");
    let o = judge(&[
        "compare",
        "poj1077",
        "--strategies",
        "none",
        "--cases",
        "cases/poj1077/01-sample.in",
        "cases/poj1077/02-solved.in",
        "--with",
        "tests/hostile/busy_loop.rs",
        "--tl",
        "0.2",
        "--no-skip",
        "--svg",
        dir.join("no-skip.svg").to_str().unwrap(),
    ]);
    let text = stdout(&o);
    assert!(text.contains("| busy_loop.rs | 2 TLE"), "{text}");
}

#[test]
fn compare_marks_a_node_total_that_includes_a_killed_run() {
    let dir = scratch("compare-killed");
    let o = judge(&[
        "compare",
        "poj1077",
        "--strategies",
        "idastar",
        "--cases",
        "cases/poj1077/01-sample.in",
        "--with",
        "tests/hostile/stats_then_loop.rs",
        "--tl",
        "0.2",
        "--svg",
        dir.join("chart.svg").to_str().unwrap(),
    ]);
    let text = stdout(&o);
    let row = text
        .lines()
        .find(|l| l.starts_with("| stats_then_loop.rs"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(row.contains("1 TLE"), "{row}");
    assert!(row.contains(" 5+ ") && row.contains(" 9+ "), "{row}");
    // A run served from the compile cache is not announced as compiled.
    let again = judge(&[
        "compare",
        "poj1077",
        "--strategies",
        "idastar",
        "--cases",
        "cases/poj1077/01-sample.in",
        "--svg",
        dir.join("again.svg").to_str().unwrap(),
    ]);
    assert!(!stderr(&again).contains("compiled"), "{}", stderr(&again));
}

#[test]
fn every_tool_and_subcommand_answers_help_with_its_usage() {
    for args in [
        &["--help"][..],
        &["test", "--help"],
        &["gen", "-h"],
        &["compare", "--help"],
        &["stress", "--help"],
        &["replay", "--help"],
    ] {
        let o = judge(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(
            stdout(&o).starts_with("usage: judge"),
            "{args:?}: {}",
            stdout(&o)
        );
        assert!(stderr(&o).is_empty(), "{args:?}");
    }
    assert!(stdout(&judge(&["gen", "--help"])).contains("--min-depth"));
    let help = stdout(&judge(&["compare", "--help"]));
    assert!(
        help.contains("[--strategies NAME[,NAME...] | none]"),
        "{help}"
    );
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_check"))
        .arg("--help")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).starts_with("usage: check"), "{}", stdout(&o));
}

#[test]
fn the_judge_finds_the_checkout_from_any_directory() {
    let elsewhere = scratch("elsewhere");
    let root = env!("CARGO_MANIFEST_DIR");
    // IDA*, not the terse BFS: the hardest cases in milliseconds (compare compiles it too).
    let program = format!("{root}/solutions/poj1077/idastar.rs");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_judge"))
        .current_dir(&elsewhere)
        .args(["test", &program, "--problem", "poj1077"])
        .output()
        .unwrap();
    let text = stdout(&o);
    assert!(text.contains("12/12 AC"), "{text}{}", stderr(&o));
    let cases = elsewhere.join("cases");
    assert!(!cases.exists(), "nothing made in the current directory");
}
