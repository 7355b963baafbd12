//! astar.rs (UVA 10181): the sample exactly, every case of cases/uva10181 accepted by the checker
//! at the optimal length (bidirectional BFS is the oracle), a sample of Korf's 100 at the
//! published length.

#[path = "../solutions/uva10181/astar.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod astar;
#[path = "../solutions/uva10181/bibfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bibfs;
mod fifteen_common;

use fifteen_common::{assert_optimal_on_cases, read, run, SAMPLE, SAMPLE_ANSWER};
use npuzzle::check::{check, Verdict};
use npuzzle::problems::problem;

fn strategy_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    astar::solve(input, out)
}

#[test]
fn sample_is_exact() {
    assert_eq!(run(strategy_solve, SAMPLE), SAMPLE_ANSWER);
}

#[test]
fn every_case_is_accepted_at_the_optimal_length() {
    assert_optimal_on_cases(strategy_solve, 45);
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
