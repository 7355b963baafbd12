//! The 8-puzzle heuristics: Manhattan distance admissible and consistent on every solvable
//! board of both goals (POJ 1077's and Luogu P1379's), and the per-move update the searches use
//! equal to a full recomputation — on every board and move, and along long random walks.
//!
//! IDA* keeps Manhattan distance: linear conflict was measured and lost
//! (tests/eight_linear_conflict.rs, which checks it too).

use npuzzle::board::Board;
use npuzzle::oracle;
use npuzzle::parts::board::Board as Packed;
use npuzzle::parts::manhattan;
use npuzzle::parts::search::Estimate;
use npuzzle::problems::{problem, row, Row};
use npuzzle::rng::Rng;

/// The heuristic part on one problem's goal: from scratch, and after a move (h before, the board
/// before, tile, blank cell, tile cell). Every 8-puzzle solution that uses a heuristic is assembled from it.
struct Heuristic {
    name: &'static str,
    full: fn(&[u8; 9]) -> usize,
    after: fn(usize, Packed, usize, usize, usize) -> usize,
}

type Poj = manhattan::Heuristic<Row<{ row("poj1077") }>>;
type Luogu = manhattan::Heuristic<Row<{ row("luogu1379") }>>;

fn heuristics(problem_id: &str) -> Vec<Heuristic> {
    if problem_id == "poj1077" {
        vec![Heuristic {
            name: "manhattan (poj1077)",
            full: |c| Poj::new().estimate(Packed::from_cells(c)),
            after: |h, board, tile, blank, to| Poj::new().after(h, board, tile, blank, to),
        }]
    } else {
        vec![Heuristic {
            name: "manhattan (luogu1379)",
            full: |c| Luogu::new().estimate(Packed::from_cells(c)),
            after: |h, board, tile, blank, to| Luogu::new().after(h, board, tile, blank, to),
        }]
    }
}

fn cells(board: &Board) -> [u8; 9] {
    let mut cells = [0u8; 9];
    for (c, &t) in cells.iter_mut().zip(&board.cells) {
        *c = t as u8;
    }
    cells
}

/// The cells the blank can move to from `blank`.
fn targets(blank: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (blank / 3, blank % 3);
    [
        (r > 0, blank.wrapping_sub(3)),
        (r < 2, blank + 3),
        (c > 0, blank.wrapping_sub(1)),
        (c < 2, blank + 1),
    ]
    .into_iter()
    .filter(|&(ok, _)| ok)
    .map(|(_, to)| to)
}

/// On every solvable board: h ≤ the oracle's distance (admissible), h = 0 only at the goal,
/// and across every move h changes by exactly 1 (consistent: h(a) ≤ 1 + h(b)), the incremental
/// update giving the same value as a recomputation.
fn check_every_board(problem_id: &str) {
    let goal = problem(problem_id).unwrap().goal_board();
    let table = oracle::shared(&goal);
    let mut boards = 0;
    for (board, distance) in table.solvable_boards() {
        boards += 1;
        let start = cells(&board);
        for heuristic in heuristics(problem_id) {
            let h = (heuristic.full)(&start);
            assert!(
                h as u32 <= distance,
                "{}: h = {} on {}",
                heuristic.name,
                h,
                board.one_line()
            );
            assert_eq!(
                h == 0,
                distance == 0,
                "{}: {}",
                heuristic.name,
                board.one_line()
            );
            for to in targets(board.blank) {
                let mut child = start;
                child.swap(board.blank, to);
                let tile = start[to] as usize;
                let child_h = (heuristic.full)(&child);
                assert_eq!(
                    child_h.abs_diff(h),
                    1,
                    "{}: {}",
                    heuristic.name,
                    board.one_line()
                );
                let updated =
                    (heuristic.after)(h, Packed::from_cells(&start), tile, board.blank, to);
                assert_eq!(
                    updated,
                    child_h,
                    "{}: {} to {}",
                    heuristic.name,
                    board.one_line(),
                    to
                );
            }
        }
    }
    assert_eq!(boards, 181_440);
}

#[test]
fn manhattan_is_admissible_and_consistent_poj1077() {
    check_every_board("poj1077");
}

#[test]
fn manhattan_is_admissible_and_consistent_luogu1379() {
    check_every_board("luogu1379");
}

/// Random walks of 100,000 moves from the goal (seeded), carrying h by the per-move update only,
/// as IDA* does; after every move it must equal a recomputation.
fn check_random_walks(problem_id: &str) {
    let goal = problem(problem_id).unwrap().goal_board();
    for heuristic in heuristics(problem_id) {
        let mut rng = Rng::new(0x1da ^ heuristic.name.len() as u64);
        let mut board = cells(&goal);
        let mut blank = goal.blank;
        let mut h = (heuristic.full)(&board);
        for step in 1..=100_000 {
            let options: Vec<usize> = targets(blank).collect();
            let to = options[rng.below(options.len() as u64) as usize];
            h = (heuristic.after)(h, Packed::from_cells(&board), board[to] as usize, blank, to);
            board.swap(blank, to);
            blank = to;
            assert_eq!(
                h,
                (heuristic.full)(&board),
                "{} after {} moves",
                heuristic.name,
                step
            );
        }
    }
}

#[test]
fn incremental_manhattan_matches_recomputation_poj1077() {
    check_random_walks("poj1077");
}

#[test]
fn incremental_manhattan_matches_recomputation_luogu1379() {
    check_random_walks("luogu1379");
}
