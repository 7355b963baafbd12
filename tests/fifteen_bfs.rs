//! bfs.rs (UVA 10181): the sample exactly and the cases of cases/uva10181 up to 22 moves accepted
//! by the checker at the optimal length (bidirectional BFS is the oracle); deeper boards are
//! beyond plain BFS (memory), which is its lesson.

#[path = "../solutions/uva10181/bfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bfs;
#[path = "../solutions/uva10181/bibfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bibfs;
mod fifteen_common;

use fifteen_common::{assert_optimal_on_cases, run, SAMPLE, SAMPLE_ANSWER};

fn strategy_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    bfs::solve(input, out)
}

#[test]
fn sample_is_exact() {
    assert_eq!(run(strategy_solve, SAMPLE), SAMPLE_ANSWER);
}

#[test]
fn shallow_cases_are_accepted_at_the_optimal_length() {
    assert_optimal_on_cases(strategy_solve, 12);
}

#[test]
#[ignore = "depth ~20: a few seconds and ~250 MB"]
fn cases_to_22_moves_are_accepted_at_the_optimal_length() {
    assert_optimal_on_cases(strategy_solve, 22);
}
