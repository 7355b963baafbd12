//! The 8-puzzle solutions as processes, the way a judge runs them: stdout answers, stderr
//! silent unless `NPUZZLE_STATS` is set (then one `stats expanded=N generated=M` line a
//! puzzle, pinned here on the POJ 1077 sample so a change of move order or tie-break shows),
//! and malformed input answered by exit code 1 and one stderr line naming the puzzle and the
//! problem — never a panic, never partial output.

use std::io::Write;
use std::process::{Command, Stdio};

/// Each binary, and its (expanded, generated, moves) on the POJ 1077 sample.
const POJ: [(&str, &str, u64, u64, usize); 6] = [
    ("bfs", env!("CARGO_BIN_EXE_poj1077-bfs"), 21971, 37115, 19),
    ("bibfs", env!("CARGO_BIN_EXE_poj1077-bibfs"), 621, 1087, 19),
    ("astar", env!("CARGO_BIN_EXE_poj1077-astar"), 312, 526, 19),
    (
        "idastar",
        env!("CARGO_BIN_EXE_poj1077-idastar"),
        919,
        1572,
        19,
    ),
    ("greedy", env!("CARGO_BIN_EXE_poj1077-greedy"), 97, 175, 55),
    ("table", env!("CARGO_BIN_EXE_poj1077-table"), 19, 19, 19),
];
const LUOGU: [&str; 4] = [
    env!("CARGO_BIN_EXE_luogu1379-bfs"),
    env!("CARGO_BIN_EXE_luogu1379-bibfs"),
    env!("CARGO_BIN_EXE_luogu1379-astar"),
    env!("CARGO_BIN_EXE_luogu1379-idastar"),
];

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(binary: &str, input: &[u8], stats: bool) -> Run {
    let mut command = Command::new(binary);
    command.env_remove("NPUZZLE_STATS");
    if stats {
        command.env("NPUZZLE_STATS", "1");
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {}", binary, e));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn poj1077_sample_answers_and_pinned_stats() {
    for &(name, binary, expanded, generated, moves) in &POJ {
        let quiet = run(binary, b"2 3 4 1 5 x 7 6 8\n", false);
        assert_eq!(quiet.code, Some(0), "{}: {}", name, quiet.stderr);
        assert_eq!(quiet.stderr, "", "{}: stderr must be silent", name);
        assert_eq!(quiet.stdout.trim_end().len(), moves, "{}", name);
        let loud = run(binary, b"2 3 4 1 5 x 7 6 8\n", true);
        assert_eq!(loud.stdout, quiet.stdout, "{}", name);
        let want = format!("stats expanded={} generated={}\n", expanded, generated);
        assert_eq!(loud.stderr, want, "{}", name);
    }
}

#[test]
fn solved_and_unsolvable_puzzles_cost_nothing() {
    let input = b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 8 7 x\n";
    for &(name, binary, ..) in &POJ {
        let r = run(binary, input, true);
        assert_eq!(r.stdout, "\nunsolvable\n", "{}", name);
        let zero = "stats expanded=0 generated=0\n";
        assert_eq!(r.stderr, zero.repeat(2), "{}", name);
    }
    for binary in LUOGU {
        let r = run(binary, b"123804765 213804765\n", true);
        assert_eq!(r.stdout, "0\n-1\n", "{}", binary);
        let zero = "stats expanded=0 generated=0\n";
        assert_eq!(r.stderr, zero.repeat(2), "{}", binary);
    }
}

/// One stderr line naming the problem and `puzzle K`; exit code 1; nothing on stdout.
fn assert_rejected(binary: &str, input: &[u8], problem: &str, puzzle: usize) {
    let r = run(binary, input, false);
    let shown = String::from_utf8_lossy(input);
    assert_eq!(r.code, Some(1), "{} on {:?}: {}", binary, shown, r.stderr);
    assert_eq!(r.stdout, "", "{} on {:?}", binary, shown);
    assert_eq!(
        r.stderr.lines().count(),
        1,
        "{} on {:?}: {}",
        binary,
        shown,
        r.stderr
    );
    assert!(r.stderr.ends_with('\n'), "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    let message = r.stderr.trim_end_matches('\n');
    assert!(!message.chars().any(char::is_control), "{:?}", message);
    let tag = format!("puzzle {}", puzzle);
    assert!(
        r.stderr.contains(problem) && r.stderr.contains(&tag),
        "{} on {:?}: '{}' should name {} and {}",
        binary,
        shown,
        r.stderr.trim_end(),
        problem,
        tag
    );
}

#[test]
fn poj1077_malformed_input_is_one_line_and_exit_1() {
    let cases: [(&[u8], usize); 9] = [
        (b"1 2 3 4 5 6 7 8 9", 1),
        (b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x x\n", 2),
        (b"1 2 3 4 5 6 7 8 x 1 2 3", 2),
        (b"1 2 3 4 5 6 7 8 x 12 3 4 5 6 7 8 x", 2),
        (b"1 2 3 4 5 6 7 8 -", 1),
        (b"1 2 3 4 5 6 7 8 \xff\xfe", 1),
        (b"1,2,3,4,5,6,7,8,x", 1),
        (b"  \r\n\t ", 1),
        (b"1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 8 \x0b\x1b[2J", 2),
    ];
    for &(_, binary, ..) in &POJ {
        for &(input, puzzle) in &cases {
            assert_rejected(binary, input, "POJ 1077", puzzle);
        }
    }
}

#[test]
fn luogu1379_malformed_input_is_one_line_and_exit_1() {
    let cases: [(&[u8], usize); 6] = [
        (b"28310476", 1),
        (b"283104765 2831047650", 2),
        (b"283104765\n283104768\n", 2),
        (b"2831x4765", 1),
        (b"2 8 3 1 0 4 7 6 5", 1),
        (b"", 1),
    ];
    for binary in LUOGU {
        for &(input, puzzle) in &cases {
            assert_rejected(binary, input, "Luogu P1379", puzzle);
        }
    }
}

#[test]
fn tolerant_input_is_accepted() {
    // CRLF, tabs, blank lines, a puzzle split across lines, X and 0 for the blank.
    let input = b"2 3 4\r\n1\t5 x\r\n\r\n7 6\r\n8\r\n1 2 3 4 5 6 7 8 X 1 2 3 4 5 6 7 8 0";
    for &(name, binary, _, _, moves) in &POJ {
        let r = run(binary, input, false);
        assert_eq!(r.code, Some(0), "{}: {}", name, r.stderr);
        let lines: Vec<&str> = r.stdout.lines().collect();
        assert_eq!(lines.len(), 3, "{}: {:?}", name, r.stdout);
        assert_eq!(lines[0].len(), moves, "{}", name);
        assert_eq!(&lines[1..], ["", ""], "{}", name);
    }
}
