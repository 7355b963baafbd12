//! bibfs.rs (UVA 10181): the sample exactly, every case of cases/uva10181 accepted by the checker
//! at the optimal length, which plain BFS confirms on the shallow ones (so the oracle of the
//! other tests is itself checked against an independent search).

#[path = "../solutions/uva10181/bibfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bibfs;
mod fifteen_common;

use fifteen_common::{checked_on_cases, lengths, run, uva_cases, SAMPLE, SAMPLE_ANSWER};

fn strategy_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    bibfs::solve(input, out)
}

#[path = "../solutions/uva10181/bfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bfs;

#[test]
fn sample_is_exact() {
    assert_eq!(run(strategy_solve, SAMPLE), SAMPLE_ANSWER);
}

#[test]
fn every_case_is_accepted() {
    for (verdict, _, _) in checked_on_cases(strategy_solve, 45) {
        assert!(verdict.contains(": Ok "), "{}", verdict);
    }
}

#[test]
fn plain_bfs_agrees_on_the_shallow_cases() {
    for (name, input, answer) in uva_cases() {
        if lengths(&answer).into_iter().max().unwrap_or(0) > 12 {
            continue;
        }
        let mut out = Vec::new();
        bfs::solve(&input, &mut out).unwrap();
        let plain = String::from_utf8(out).unwrap();
        assert_eq!(
            lengths(&plain),
            lengths(&run(strategy_solve, &input)),
            "{}",
            name
        );
    }
}
