//! Every solution file reads its input by tokens, so it also takes layouts no judge of
//! `cases/` sends (the cases hold only each judge's own layout; see tests/cases.rs): CRLF, tabs,
//! blank lines, leading and trailing blanks, a puzzle split across lines, `X` and `0` for the
//! 3×3 blank, a UTF-8 byte-order mark, a vertical tab or form feed between tokens. Each answer
//! is judged by the checker library against the same input. Bad input gets exit 1 and one
//! stderr line that starts with the problem's name, from every file.

use npuzzle::check::{check, Verdict};
use npuzzle::problems::problem;
use std::io::Write;
use std::process::{Command, Stdio};

const POJ: [&str; 6] = [
    env!("CARGO_BIN_EXE_poj1077-bfs"),
    env!("CARGO_BIN_EXE_poj1077-bibfs"),
    env!("CARGO_BIN_EXE_poj1077-astar"),
    env!("CARGO_BIN_EXE_poj1077-idastar"),
    env!("CARGO_BIN_EXE_poj1077-greedy"),
    env!("CARGO_BIN_EXE_poj1077-table"),
];
const LUOGU: [&str; 4] = [
    env!("CARGO_BIN_EXE_luogu1379-bfs"),
    env!("CARGO_BIN_EXE_luogu1379-bibfs"),
    env!("CARGO_BIN_EXE_luogu1379-astar"),
    env!("CARGO_BIN_EXE_luogu1379-idastar"),
];
const UVA: [&str; 5] = [
    env!("CARGO_BIN_EXE_uva10181-idastar"),
    env!("CARGO_BIN_EXE_uva10181-astar"),
    env!("CARGO_BIN_EXE_uva10181-greedy"),
    env!("CARGO_BIN_EXE_uva10181-bfs"),
    env!("CARGO_BIN_EXE_uva10181-bibfs"),
];

/// The layouts the 3×3 token problems (POJ 1077, AcWing 179, HDU 1043) tolerate.
const EIGHT: [&[u8]; 7] = [
    b"2 3 4\r\n1\t5  x\r\n\r\n7 6\r\n8\r\n",
    b"  2 3 4 1 5 X 7 6 8  \n",
    b"2 3 4\n1 5 0\n7 6 8",
    b"1 2 3\r\n4 5 6\r\n7 8 x\r\n2\t3 4 1 5 X 7 6 8\n\n8 6 7\n2 5 4\n3 0 1\n   2 1 3 4 5 6 7 8 x   \n",
    b"\xEF\xBB\xBF2 3 4 1 5 x 7 6 8\n",
    b"2 3 4\x0b1 5 x\x0c7 6 8\n",
    b"2 3 4 1 5 x 7 6 8",
];
const LUOGU_LAYOUTS: [&[u8]; 4] = [
    b"  283104765\r\n",
    b"\t283104765",
    b"\xEF\xBB\xBF283104765\n",
    b"\x0b283104765\x0c\n",
];
const UVA_LAYOUTS: [&[u8]; 3] = [
    b"  1\r\n2 3 4 0 1 5 7 8\r\n9\t6 10 12\n\n13 14 11 15\r\n",
    b"\xEF\xBB\xBF1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
    b"1\x0b2 3 4 0 1 5 7 8\x0c9 6 10 12 13 14 11 15",
];

/// Exit status, stdout and stderr of `binary` on `input`.
fn execute(binary: &str, input: &[u8]) -> std::process::Output {
    let mut child = Command::new(binary)
        .env_remove("NPUZZLE_STATS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn run(binary: &str, input: &[u8]) -> Vec<u8> {
    let out = execute(binary, input);
    assert!(
        out.status.success(),
        "{binary} on {:?}: {}",
        String::from_utf8_lossy(input),
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn every_layout_passes(id: &str, binaries: &[&str], layouts: &[&[u8]]) {
    let p = problem(id).unwrap();
    for binary in binaries {
        for input in layouts {
            let output = run(binary, input);
            let outcome = check(p, input, &output, None);
            assert_eq!(
                outcome.verdict,
                Verdict::Ok,
                "{id}, {binary} on {:?}: {}",
                String::from_utf8_lossy(input),
                outcome.line()
            );
        }
    }
}

#[test]
fn eight_puzzle_solutions_take_every_layout() {
    every_layout_passes("poj1077", &POJ, &EIGHT);
    every_layout_passes("hdu1043", &POJ, &EIGHT);
}

#[test]
fn acwing_gets_a_fewest_answer_in_every_layout() {
    // AcWing 179 wants the fewest moves: every optimal file, on every layout.
    every_layout_passes("acwing179", &POJ[..4], &EIGHT);
}

#[test]
fn luogu_solutions_take_every_layout() {
    every_layout_passes("luogu1379", &LUOGU, &LUOGU_LAYOUTS);
}

#[test]
fn uva_solutions_take_every_layout() {
    every_layout_passes("uva10181", &UVA, &UVA_LAYOUTS);
}

/// Exit 1, nothing on stdout, one stderr line opening with `name`.
fn rejected(binaries: &[&str], name: &str, inputs: &[&[u8]]) {
    for binary in binaries {
        for input in inputs {
            let out = execute(binary, input);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let shown = String::from_utf8_lossy(input);
            assert_eq!(
                out.status.code(),
                Some(1),
                "{binary} on {shown:?}: {stderr}"
            );
            assert!(out.stdout.is_empty(), "{binary} on {shown:?}");
            assert!(
                stderr.starts_with(&format!("{name}: ")) && stderr.lines().count() == 1,
                "{binary} on {shown:?}: {stderr:?}"
            );
        }
    }
}

#[test]
fn bad_input_is_one_line_naming_the_problem() {
    rejected(
        &POJ,
        "POJ 1077",
        &[b"", b"\xEF\xBB\xBF", b"2 3 4 1 5 y 7 6 8", b"1 2 3"],
    );
    rejected(&LUOGU, "Luogu P1379", &[b"", b"\xEF\xBB\xBF28310476"]);
    rejected(
        &UVA,
        "UVA 10181",
        &[
            b"",
            b"18446744073709551615",
            b"18446744073709551616",
            b"\xEF\xBB\xBF2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
            b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15",
        ],
    );
}
