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

/// The cases in one input (their boards in order) and how many boards each holds.
fn joined(cases: &[(String, String, String)]) -> (String, Vec<usize>) {
    let mut counts = Vec::new();
    let mut boards = String::new();
    for (name, input, _) in cases {
        let (count, rest) = input
            .split_once('\n')
            .unwrap_or_else(|| panic!("{}: no count line", name));
        let count = count.trim().parse::<usize>();
        counts.push(count.unwrap_or_else(|_| panic!("{}: no count", name)));
        boards.push_str(rest);
    }
    (
        format!("{}\n{}", counts.iter().sum::<usize>(), boards),
        counts,
    )
}

/// `output`, one line a board, cut into the outputs of cases of `counts` boards each.
fn split(output: &str, counts: &[usize]) -> Vec<String> {
    let mut lines = output.lines();
    let outputs = counts
        .iter()
        .map(|&n| lines.by_ref().take(n).map(|l| format!("{}\n", l)).collect())
        .collect();
    assert_eq!(lines.next(), None, "more answers than boards");
    outputs
}

/// Runs the strategy on the cases whose answers are at most `deepest` moves long, checks every
/// output with the library checker and returns (name, output, oracle output by bibfs). The
/// cases go to the strategy in one input, their outputs cut apart again: the 4×4 files build
/// their tables once a run (a quarter second), so once, not once a case.
pub fn checked_on_cases(
    solve: fn(&str, &mut Vec<u8>) -> Result<(), String>,
    deepest: usize,
) -> Vec<(String, String, String)> {
    let uva = problem("uva10181").expect("uva10181 row");
    let cases: Vec<(String, String, String)> = uva_cases()
        .into_iter()
        .filter(|(_, _, answer)| lengths(answer).into_iter().max().unwrap_or(0) <= deepest)
        .collect();
    assert!(cases.len() >= 3, "too few cases ran");
    let (input, counts) = joined(&cases);
    // The strategy and the oracle side by side, on a core each.
    let (output, oracle) = std::thread::scope(|scope| {
        let oracle = scope.spawn(|| run(bibfs_solve, &input));
        (run(solve, &input), oracle.join().unwrap())
    });
    let outputs = split(&output, &counts);
    let oracles = split(&oracle, &counts);
    let checked = cases.into_iter().zip(outputs).zip(oracles);
    checked
        .map(|(((name, input, answer), output), oracle)| {
            let outcome = check(
                uva,
                input.as_bytes(),
                output.as_bytes(),
                Some(answer.as_bytes()),
            );
            let verdict = format!("{}: {:?} {}", name, outcome.verdict, outcome.message);
            (verdict, output, oracle)
        })
        .collect()
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
