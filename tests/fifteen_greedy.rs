//! greedy.rs (UVA 10181): valid on every case of cases/uva10181 (replayed by the checker; UVA's
//! 50-move bound is reported, not required) and never shorter than the optimum (bidirectional
//! BFS is the oracle); valid on all of Korf's 100.

#[path = "../solutions/uva10181/bibfs.rs"]
#[allow(dead_code)]
mod bibfs;
#[path = "../solutions/uva10181/greedy.rs"]
#[allow(dead_code)]
mod greedy;

use npuzzle::check::check;
use npuzzle::problems::problem;
use std::fs;

fn read(path: &str) -> String {
    let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), path);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e))
}

fn run(solve: fn(&str, &mut Vec<u8>) -> Result<(), String>, input: &str) -> String {
    let mut out = Vec::new();
    solve(input, &mut out).expect("valid input");
    String::from_utf8(out).expect("ASCII output")
}

fn lengths(text: &str) -> Vec<usize> {
    text.lines().map(|line| line.len()).collect()
}

/// The cases of cases/uva10181, sorted by name, as (name, input, answer).
fn uva_cases() -> Vec<(String, String, String)> {
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
fn checked_on_cases(
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

fn bibfs_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    bibfs::solve(input, out)
}

const SAMPLE: &str = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                      13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";

fn strategy_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    greedy::solve(input, out)
}

#[test]
fn sample_is_valid() {
    let output = run(strategy_solve, SAMPLE);
    assert!(output.ends_with("\nThis puzzle is not solvable.\n"));
    assert!(output.lines().next().unwrap().len() >= 9);
}

#[test]
fn every_case_is_valid_and_never_shorter_than_the_optimum() {
    for (verdict, output, oracle) in checked_on_cases(strategy_solve, 45) {
        // A valid answer over 50 moves is a wrong answer for UVA, never a malformed one.
        assert!(
            verdict.contains(": Ok ")
                || verdict.contains("more than 50")
                || verdict.contains("WrongAnswer"),
            "{}",
            verdict
        );
        for (line, best) in output.lines().zip(oracle.lines()) {
            assert!(line.len() >= best.len(), "{}", verdict);
        }
        let unsolvable = |text: &str| {
            text.lines()
                .map(|l| l.starts_with("This"))
                .collect::<Vec<_>>()
        };
        assert_eq!(unsolvable(&output), unsolvable(&oracle));
    }
}

#[test]
fn valid_on_all_of_korf() {
    let input = read("cases/korf100/01-korf100.in");
    let output = run(strategy_solve, &input);
    let mut boards = input.split_ascii_whitespace().skip(1);
    let published = read("cases/korf100/01-korf100.out");
    for (line, best) in output.lines().zip(published.lines()) {
        let mut board: Vec<u32> = (0..16)
            .map(|_| boards.next().unwrap().parse().unwrap())
            .collect();
        let mut blank = board.iter().position(|&t| t == 0).unwrap();
        for letter in line.bytes() {
            let target = match letter {
                b'L' => blank - 1,
                b'R' => blank + 1,
                b'U' => blank - 4,
                _ => blank + 4,
            };
            board.swap(blank, target);
            blank = target;
        }
        assert_eq!(board, (1..16).chain(0..1).collect::<Vec<u32>>());
        assert!(line.len() >= best.trim().parse::<usize>().unwrap_or(best.len()));
    }
    assert_eq!(output.lines().count(), 100);
}
