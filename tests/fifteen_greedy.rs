//! greedy.rs (UVA 10181): valid on every case of cases/uva10181 (replayed by the checker; UVA's
//! 50-move bound is reported, not required) and never shorter than the optimum (bidirectional
//! BFS is the oracle); valid on all of Korf's 100.

#[path = "../solutions/uva10181/bibfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bibfs;
mod fifteen_common;
#[path = "../solutions/uva10181/greedy.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod greedy;

use fifteen_common::{checked_on_cases, read, run, SAMPLE};

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
