//! astar.rs (UVA 10181): the sample exactly, every case of cases/uva10181 accepted by the checker
//! at the optimal length (bidirectional BFS is the oracle), a sample of Korf's 100 at the
//! published length.

#[path = "../solutions/uva10181/astar.rs"]
#[allow(dead_code)]
mod astar;
#[path = "../solutions/uva10181/bibfs.rs"]
#[allow(dead_code)]
mod bibfs;

use npuzzle::check::{check, Verdict};
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
    astar::solve(input, out)
}

#[test]
fn sample_is_exact() {
    assert_eq!(
        run(strategy_solve, SAMPLE),
        "LLLDRDRDR\nThis puzzle is not solvable.\n"
    );
}

#[test]
fn every_case_is_accepted_at_the_optimal_length() {
    for (verdict, output, oracle) in checked_on_cases(strategy_solve, 45) {
        assert!(verdict.contains(": Ok "), "{}", verdict);
        assert_eq!(lengths(&output), lengths(&oracle), "{}", verdict);
    }
}

#[test]
fn korf_sample_at_the_published_length() {
    let input = read("cases/korf100/01-korf100.in");
    let published = read("cases/korf100/01-korf100.out");
    let numbers: Vec<&str> = input.split_ascii_whitespace().skip(1).collect();
    let published: Vec<usize> = published
        .lines()
        .map(|l| l.trim().parse().unwrap_or(l.trim().len()))
        .collect();
    let sample: Vec<(String, usize)> = numbers
        .chunks(16)
        .map(|board| board.join(" "))
        .zip(published)
        .filter(|k| k.1 <= 48)
        .collect();
    let mut text = format!("{}\n", sample.len());
    for (board, _) in &sample {
        text.push_str(board);
        text.push('\n');
    }
    let output = run(strategy_solve, &text);
    let answer: String = sample.iter().map(|k| format!("{}\n", k.1)).collect();
    let korf100 = problem("korf100").expect("korf100 row");
    let outcome = check(
        korf100,
        text.as_bytes(),
        output.as_bytes(),
        Some(answer.as_bytes()),
    );
    assert_eq!(outcome.verdict, Verdict::Ok, "{}", outcome.message);
    assert!(sample.len() >= 5);
}
