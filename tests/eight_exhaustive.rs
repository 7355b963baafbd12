//! The 8-puzzle solutions against the BFS oracle, over every board.
//!
//! Each optimal strategy gets all 9! = 362,880 boards in one multi-puzzle input (the solvable
//! half and the unsolvable half) and must print, for each, a path that replays to the goal with
//! exactly the oracle's length — or `unsolvable` (Luogu: `-1`) exactly for the unsolvable half.
//! Greedy must print a valid path, never shorter than the oracle. Plain BFS, the slow one, gets
//! 5,000 random boards plus every board at distance ≥ 30. The test harness runs
//! the tests of this file in parallel threads. These sweeps take minutes: they are `#[ignore]`d
//! (`.ci/run` runs them); the default run has `every_strategy_on_a_sample`.

use eight_common::Solve;
use npuzzle::board::Board;
use npuzzle::oracle::{self, DistanceTable};
use npuzzle::problems::problem;
use npuzzle::rng::Rng;

#[macro_use]
mod eight_common;

eight_solutions!();

/// Which boards a run gets.
enum Boards {
    /// Every solvable board and, for each, an unsolvable twin (two tiles swapped).
    All,
    /// `n` random solvable boards (seeded) and every board at least `depth` moves away.
    Sample { n: usize, depth: u32 },
}

#[derive(Clone, Copy, PartialEq)]
enum Output {
    /// POJ 1077: a line of `udlr`, or `unsolvable`.
    Moves,
    /// Luogu P1379: the count, or `-1`.
    Count,
}

/// The first two tiles (not the blank) swapped: flips solvability, and is its own inverse, so it
/// maps the solvable half one-to-one onto the unsolvable half.
fn twin(board: &Board) -> Board {
    let mut cells = board.cells.clone();
    let tiles: Vec<usize> = (0..cells.len())
        .filter(|&i| cells[i] != 0)
        .take(2)
        .collect();
    cells.swap(tiles[0], tiles[1]);
    Board::new(board.width, board.height, cells).unwrap()
}

/// The boards of a run with their distance (`None` = unsolvable).
fn boards(table: &DistanceTable, which: Boards) -> Vec<(Board, Option<u32>)> {
    let solvable: Vec<(Board, u32)> = table.solvable_boards().collect();
    assert_eq!(solvable.len(), 181_440);
    match which {
        Boards::All => {
            let mut all = Vec::with_capacity(2 * solvable.len());
            for (board, d) in solvable {
                all.push((twin(&board), None));
                all.push((board, Some(d)));
            }
            all
        }
        Boards::Sample { n, depth } => {
            let mut rng = Rng::new(0x8_9u64 << 32 | n as u64);
            let mut some: Vec<(Board, Option<u32>)> = (0..n)
                .map(|_| {
                    let (b, d) = &solvable[rng.below(solvable.len() as u64) as usize];
                    (b.clone(), Some(*d))
                })
                .collect();
            let deep: Vec<_> = solvable.iter().filter(|(_, d)| *d >= depth).collect();
            assert!(deep.len() >= 2, "too few boards at depth {}", depth);
            some.extend(deep.into_iter().map(|(b, d)| (b.clone(), Some(*d))));
            let unsolvable: Vec<_> = some.iter().take(100).map(|(b, _)| twin(b)).collect();
            some.extend(unsolvable.into_iter().map(|b| (b, None)));
            some
        }
    }
}

/// The input for `boards`: POJ tokens (`x` for the blank) or Luogu digit strings.
fn input(boards: &[(Board, Option<u32>)], output: Output) -> String {
    let mut text = String::with_capacity(boards.len() * 18);
    for (board, _) in boards {
        for (i, &t) in board.cells.iter().enumerate() {
            match (output, t) {
                (Output::Moves, 0) => text.push('x'),
                (Output::Moves, _) => text.push(char::from(b'0' + t as u8)),
                (Output::Count, _) => text.push(char::from(b'0' + t as u8)),
            }
            if output == Output::Moves && i < 8 {
                text.push(' ');
            }
        }
        text.push('\n');
    }
    text
}

/// Replays a line of `udlr` on `board`: the board reached, or None if a move leaves the board.
fn replay(board: &Board, moves: &[u8]) -> Option<Vec<u32>> {
    let mut cells = board.cells.clone();
    let mut blank = board.blank;
    for &letter in moves {
        let to = match letter {
            b'u' if blank >= 3 => blank - 3,
            b'd' if blank < 6 => blank + 3,
            b'l' if blank % 3 > 0 => blank - 1,
            b'r' if blank % 3 < 2 => blank + 1,
            _ => return None,
        };
        cells.swap(blank, to);
        blank = to;
    }
    Some(cells)
}

/// Runs `solve` on the boards of `which` in one input and checks every line.
fn verify(problem_id: &str, solve: Solve, which: Boards, output: Output, optimal: bool) {
    let goal = problem(problem_id).unwrap().goal_board();
    let table = oracle::shared(&goal);
    let boards = boards(&table, which);
    let mut out = Vec::new();
    solve(&input(&boards, output), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), boards.len(), "one line per puzzle");
    for ((board, distance), line) in boards.iter().zip(lines) {
        let shown = board.one_line();
        match (distance, output) {
            (None, Output::Moves) => assert_eq!(line, "unsolvable", "{}", shown),
            (None, Output::Count) => assert_eq!(line, "-1", "{}", shown),
            (Some(d), Output::Count) => assert_eq!(line, d.to_string(), "{}", shown),
            (Some(d), Output::Moves) => {
                let reached = replay(board, line.as_bytes());
                assert_eq!(reached.as_ref(), Some(&goal.cells), "{}: {}", shown, line);
                let length = line.len() as u32;
                if optimal {
                    assert_eq!(length, *d, "{}: {}", shown, line);
                } else {
                    assert!(length >= *d, "{}: {} beats the oracle", shown, line);
                }
            }
        }
    }
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn astar_is_optimal_on_every_board() {
    verify("poj1077", astar::solve, Boards::All, Output::Moves, true);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn idastar_is_optimal_on_every_board() {
    verify("poj1077", idastar::solve, Boards::All, Output::Moves, true);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn bibfs_is_optimal_on_every_board() {
    verify("poj1077", bibfs::solve, Boards::All, Output::Moves, true);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn table_is_optimal_on_every_board() {
    verify("poj1077", table::solve, Boards::All, Output::Moves, true);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn greedy_is_valid_on_every_board() {
    verify("poj1077", greedy::solve, Boards::All, Output::Moves, false);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn bfs_is_optimal_on_random_and_deep_boards() {
    let sample = Boards::Sample { n: 5000, depth: 30 };
    verify("poj1077", bfs::solve, sample, Output::Moves, true);
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn luogu_astar_is_optimal_on_every_board() {
    verify(
        "luogu1379",
        luogu_astar::solve,
        Boards::All,
        Output::Count,
        true,
    );
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn luogu_idastar_is_optimal_on_every_board() {
    verify(
        "luogu1379",
        luogu_idastar::solve,
        Boards::All,
        Output::Count,
        true,
    );
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn luogu_bibfs_is_optimal_on_every_board() {
    verify(
        "luogu1379",
        luogu_bibfs::solve,
        Boards::All,
        Output::Count,
        true,
    );
}

#[test]
#[ignore = "exhaustive sweep: .ci/run runs it"]
fn luogu_bfs_is_optimal_on_random_and_deep_boards() {
    let sample = Boards::Sample { n: 5000, depth: 30 };
    verify("luogu1379", luogu_bfs::solve, sample, Output::Count, true);
}

/// The default run's sample of the sweeps above: every strategy on 300 random boards, the
/// deepest boards of its goal and 100 unsolvable twins.
#[test]
fn every_strategy_on_a_sample() {
    let poj = || Boards::Sample { n: 300, depth: 31 };
    verify("poj1077", astar::solve, poj(), Output::Moves, true);
    verify("poj1077", idastar::solve, poj(), Output::Moves, true);
    verify("poj1077", bibfs::solve, poj(), Output::Moves, true);
    verify("poj1077", table::solve, poj(), Output::Moves, true);
    verify("poj1077", greedy::solve, poj(), Output::Moves, false);
    verify("poj1077", bfs::solve, poj(), Output::Moves, true);
    let luogu = || Boards::Sample { n: 300, depth: 30 };
    let count = Output::Count;
    verify("luogu1379", luogu_astar::solve, luogu(), count, true);
    verify("luogu1379", luogu_idastar::solve, luogu(), count, true);
    verify("luogu1379", luogu_bibfs::solve, luogu(), count, true);
    verify("luogu1379", luogu_bfs::solve, luogu(), count, true);
}
