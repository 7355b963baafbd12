//! Helpers shared by the fifteen_* tests of the UVA 10181 solutions: reading files of the
//! checkout, running a solution, the cases of cases/uva10181 and the bidirectional BFS oracle.
//! Each including test declares `mod bibfs` (solutions/uva10181/bibfs.rs) at its root, so the
//! solution's own unit tests keep their names (`bibfs::tests::…`) in every test crate.

#![allow(dead_code)]

use npuzzle::check::check;
use npuzzle::problems::problem;
use std::fs;

pub fn read(path: &str) -> String {
    let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), path);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e))
}

pub fn run(solve: fn(&str, &mut Vec<u8>) -> Result<(), String>, input: &str) -> String {
    let mut out = Vec::new();
    solve(input, &mut out).expect("valid input");
    String::from_utf8(out).expect("ASCII output")
}

pub fn lengths(text: &str) -> Vec<usize> {
    text.lines().map(|line| line.len()).collect()
}

/// The names of the cases of cases/uva10181 (the `.in` files), sorted.
pub fn uva_case_names() -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/cases/uva10181"))
            .expect("cases/uva10181")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name.ends_with(".in"))
            .collect();
    names.sort();
    names
}

/// The cases of cases/uva10181, sorted by name, as (name, input, answer).
pub fn uva_cases() -> Vec<(String, String, String)> {
    uva_case_names()
        .into_iter()
        .map(|name| {
            let input = read(&format!("cases/uva10181/{}", name));
            let answer = read(&format!("cases/uva10181/{}", name.replace(".in", ".out")));
            (name, input, answer)
        })
        .collect()
}

/// Runs the strategy on the cases whose answers are at most `deepest` moves long, checks every
/// output with the library checker and returns (name, output, oracle output by bibfs).
pub fn checked_on_cases(
    solve: fn(&str, &mut Vec<u8>) -> Result<(), String>,
    deepest: usize,
) -> Vec<(String, String, String)> {
    let uva = problem("uva10181").expect("uva10181 row");
    let mut results = Vec::new();
    for (name, input, answer) in uva_cases() {
        if lengths(&answer).into_iter().max().unwrap_or(0) > deepest {
            continue;
        }
        let output = run(solve, &input);
        let outcome = check(
            uva,
            input.as_bytes(),
            output.as_bytes(),
            Some(answer.as_bytes()),
        );
        let oracle = run(bibfs_solve, &input);
        results.push((
            format!("{}: {:?} {}", name, outcome.verdict, outcome.message),
            output,
            oracle,
        ));
    }
    assert!(results.len() >= 3, "too few cases ran");
    results
}

pub fn bibfs_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    crate::bibfs::solve(input, out)
}

/// Asserts that `solve` is accepted by the checker at the oracle's length on every case whose
/// answers are at most `deepest` moves long.
pub fn assert_optimal_on_cases(
    solve: fn(&str, &mut Vec<u8>) -> Result<(), String>,
    deepest: usize,
) {
    for (verdict, output, oracle) in checked_on_cases(solve, deepest) {
        assert!(verdict.contains(": Ok "), "{}", verdict);
        assert_eq!(lengths(&output), lengths(&oracle), "{}", verdict);
    }
}

/// The judge's sample: one board 9 moves from the goal, one unsolvable.
pub const SAMPLE: &str = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                          13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";

/// The judge's answer to SAMPLE.
pub const SAMPLE_ANSWER: &str = "LLLDRDRDR\nThis puzzle is not solvable.\n";
