//! idastar.rs (UVA 10181, assembled from the parts `pdb15`, `prune15`, `idastar15`, `idastar15_units`,
//! `idastar15_plan`, `idastar15_parallel`): the judge's sample exactly, every case of cases/uva10181 accepted by
//! the checker at the optimal length (bidirectional BFS is the independent oracle), a sample of
//! Korf's 100 at the published length (all 100: `--ignored`), the parallel search optimal and
//! the same on any number of threads, parity, malformed input.

#[path = "../solutions/uva10181/bibfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod bibfs;
mod fifteen_common;

#[path = "../solutions/uva10181/idastar.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod idastar;

use fifteen_common::{assert_optimal_on_cases, read, run, uva_case_names, SAMPLE, SAMPLE_ANSWER};
use npuzzle::check::{check, Verdict};
use npuzzle::parts::board15::{step, Board, GOAL};
use npuzzle::parts::idastar15_plan::{idastar, idastar_on, idastar_with, Plan, Tables, SEQUENTIAL};
use npuzzle::parts::pdb15::{Heuristic, PATTERNS, VIEWS};
use npuzzle::parts::search::Quiet;
use npuzzle::problems::problem;
use std::sync::OnceLock;

fn idastar_solve(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    idastar::solve(input, out)
}

/// Korf's 100 from cases/korf100: (16 numbers of a board, published length).
fn korf() -> Vec<(String, usize)> {
    let input = read("cases/korf100/01-korf100.in");
    let numbers: Vec<&str> = input.split_ascii_whitespace().skip(1).collect();
    let lengths = read("cases/korf100/01-korf100.out");
    let lengths: Vec<usize> = lengths
        .lines()
        .map(|line| line.trim().parse().unwrap_or(line.trim().len()))
        .collect();
    assert_eq!(numbers.len(), 16 * 100);
    assert_eq!(lengths.len(), 100);
    numbers
        .chunks(16)
        .map(|board| board.join(" "))
        .zip(lengths)
        .collect()
}

/// The UVA-format input of some boards.
fn input_of(boards: &[&str]) -> String {
    let mut input = format!("{}\n", boards.len());
    for board in boards {
        input.push_str(board);
        input.push('\n');
    }
    input
}

#[test]
fn uva_sample_is_exact() {
    assert_eq!(run(idastar_solve, SAMPLE), SAMPLE_ANSWER);
}

#[test]
fn every_uva_case_is_accepted_at_the_optimal_length() {
    let names = uva_case_names();
    assert!(names.len() >= 5, "cases/uva10181 has only {:?}", names);
    assert_optimal_on_cases(idastar_solve, 45);
}

/// Korf's instances with the published length at most `longest`, checked by the korf100 rule
/// (fewest moves) against the published lengths.
fn korf_sample(longest: usize) {
    let korf100 = problem("korf100").expect("korf100 row");
    let sample: Vec<(String, usize)> = korf().into_iter().filter(|k| k.1 <= longest).collect();
    let boards: Vec<&str> = sample.iter().map(|k| k.0.as_str()).collect();
    let input = input_of(&boards);
    let output = run(idastar_solve, &input);
    let answer: String = sample.iter().map(|k| format!("{}\n", k.1)).collect();
    let outcome = check(
        korf100,
        input.as_bytes(),
        output.as_bytes(),
        Some(answer.as_bytes()),
    );
    assert_eq!(outcome.verdict, Verdict::Ok, "{}", outcome.message);
    for (line, (_, length)) in output.lines().zip(&sample) {
        assert_eq!(line.len(), *length);
    }
}

#[test]
fn korf_sample_at_the_published_length() {
    korf_sample(50);
}

#[test]
#[ignore = "all of Korf's 100: a few seconds in release (scripts/bench-korf times it)"]
fn all_of_korf_at_the_published_length() {
    korf_sample(80);
}

/// Korf's instance as a board.
fn board_of(numbers: &str) -> Board {
    let mut board = [0; 16];
    for (cell, token) in board.iter_mut().zip(numbers.split_ascii_whitespace()) {
        *cell = token.parse().expect("a tile number");
    }
    board
}

/// The board reached from `board` by the blank's moves (directions of `board15::step`).
fn replay(board: &Board, moves: &[u8]) -> Board {
    let mut board = *board;
    for &dir in moves {
        let blank = board.iter().position(|&t| t == 0).expect("a blank");
        let target = step(blank, dir as usize).expect("a move off the board");
        board.swap(blank, target);
    }
    board
}

#[test]
fn the_parallel_search_is_optimal_and_the_same_on_any_number_of_threads_on_20_boards() {
    let heuristic = Heuristic::new(&PATTERNS, VIEWS);
    let mut boards = korf();
    boards.sort_by_key(|k| k.1);
    // Boards whose answer is another optimal path than the first in the order of the children.
    let mut reordered = 0;
    for (numbers, length) in boards.iter().take(20) {
        let board = board_of(numbers);
        let (moves, _) = idastar(&board, &heuristic);
        assert_eq!(moves.len(), *length, "{}: sequential length", numbers);
        // Every iteration split (its units ordered by their estimate), or every one ordered on
        // one thread (fewer units), on 1, 2 and 3 threads: an optimal answer, the same moves and
        // the same effort.
        let splits = [(0, u64::MAX), (u64::MAX, 0)];
        for (parallel_from, ordered_from) in splits {
            let cut = |threads| {
                let plan = Plan {
                    threads,
                    parallel_from,
                    ordered_from,
                    ..SEQUENTIAL
                };
                idastar_on(&board, &heuristic, plan)
            };
            let (one, one_stats) = cut(1);
            let one = one.expect("a solution");
            assert_eq!(one.len(), *length, "{}: cut length", numbers);
            assert_eq!(replay(&board, &one), GOAL, "{}", numbers);
            if one != moves {
                reordered += 1;
            }
            for threads in [2, 3] {
                let (parallel, parallel_stats) = cut(threads);
                assert_eq!(
                    parallel.as_ref(),
                    Some(&one),
                    "{} on {} threads",
                    numbers,
                    threads
                );
                assert_eq!(parallel_stats.expanded, one_stats.expanded, "{}", numbers);
                assert_eq!(parallel_stats.generated, one_stats.generated, "{}", numbers);
            }
        }
    }
    assert!(reordered > 0, "the units' order is the search's");
}

#[test]
fn the_6_6_3_databases_keep_every_answer_optimal_whenever_they_come_in() {
    let quick = Heuristic::new(&PATTERNS, VIEWS);
    let strong = OnceLock::new();
    let tables = Tables {
        quick: &quick,
        strong: Some(&strong),
    };
    let mut boards = korf();
    boards.sort_by_key(|k| k.1);
    for (numbers, length) in boards.iter().step_by(5).take(16) {
        let board = board_of(numbers);
        // From the first iteration, from the third or so (where the search is sequential, then
        // split), and once the searches are split; on 1 and 2 threads: an optimal answer, and
        // the same one on any number of threads.
        for (strong_from, parallel_from) in [(0, u64::MAX), (1_000, u64::MAX), (1_000, 100)] {
            let mut answers = Vec::new();
            for threads in [1, 2] {
                let plan = Plan {
                    threads,
                    parallel_from,
                    strong_from,
                    ..SEQUENTIAL
                };
                let (moves, stats) = idastar_with(&board, tables, plan, &mut Quiet);
                let moves = moves.expect("a solution");
                assert_eq!(moves.len(), *length, "{} {:?}", numbers, plan);
                assert_eq!(replay(&board, &moves), GOAL, "{}", numbers);
                answers.push((moves, stats));
            }
            assert_eq!(answers[0], answers[1], "{}", numbers);
        }
    }
    // The 6-6-3 databases were built (two tables of 16^6 entries and one of 16^3) and used,
    // with the 5-5-5 tables' first two lookups after their own two.
    let strong = strong.get().expect("the 6-6-3 databases");
    assert_eq!(strong.bytes(), 2 * (1 << 24) + (1 << 12) + 3 * (1 << 20));
    assert_eq!(strong.views, VIEWS);
}

#[test]
fn unsolvable_boards_are_told_by_parity() {
    let uva = problem("uva10181").expect("uva10181 row");
    let goal = uva.goal_board();
    let mut rng = npuzzle::rng::Rng::new(10181);
    let mut boards = Vec::new();
    for _ in 0..40 {
        let mut cells: Vec<u32> = (0..16).collect();
        for i in (1..16).rev() {
            cells.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let board = npuzzle::board::Board::new(4, 4, cells.clone()).expect("a permutation");
        if !npuzzle::parity::solvable(&board, &goal) {
            boards.push(cells);
        }
    }
    assert!(boards.len() > 5);
    let lines: Vec<String> = boards
        .iter()
        .map(|cells| {
            cells
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let refs: Vec<&str> = lines.iter().map(|l| l.as_str()).collect();
    let output = run(idastar_solve, &input_of(&refs));
    assert_eq!(output.lines().count(), boards.len());
    assert!(output
        .lines()
        .all(|line| line == "This puzzle is not solvable."));
}

#[test]
fn malformed_input_is_one_clear_error() {
    let cases = [
        ("", "UVA 10181: the input is empty"),
        ("x", "UVA 10181: the number of puzzles 'x'"),
        ("1\n1 2 3", "UVA 10181: puzzle 1: the input ends"),
        (
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15",
            "UVA 10181: puzzle 1:",
        ),
        (
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
            "UVA 10181: puzzle 1:",
        ),
        (
            "2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 2 x",
            "UVA 10181: puzzle 2:",
        ),
        (
            "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 7",
            "UVA 10181: puzzle 2:",
        ),
        // The largest count, and no board: an error, not a wrapped empty range.
        (
            "18446744073709551615",
            "UVA 10181: puzzle 1: the input ends after 0 of its 16 cells",
        ),
    ];
    for (input, start) in cases.iter() {
        let mut out = Vec::new();
        let error = idastar::solve(input, &mut out).expect_err(input);
        assert!(error.starts_with(start), "{:?} gave {:?}", input, error);
        assert!(!error.contains('\n'));
        assert!(out.is_empty(), "no output before an input error");
    }
}
