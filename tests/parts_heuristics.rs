//! The heuristic parts against the BFS oracle on whole spaces: the pattern databases of
//! `pdb_any` hold the exact distances of their abstraction (against a plain Dijkstra search of
//! it), and Manhattan distance and the databases are admissible (never above the oracle's
//! distance) and consistent (a move changes them by at most 1; the per-move update equals the
//! estimate from scratch) on every solvable board of 2×2, 2×3, 2×4, 3×3 and 2×5.

#[macro_use]
mod sweep_common;

use npuzzle::board::Board;
use npuzzle::oracle;
use npuzzle::parts::manhattan;
use npuzzle::parts::puzzle::{Cells, Format, Frame, Output, Puzzle};
use npuzzle::parts::search::Estimate;
use npuzzle::study::pdb_any::{self, Databases, Patterns};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use sweep_common::*;

/// A cell of an abstract board that holds none of the group's tiles nor the blank.
const OTHER: u8 = u8::MAX;

/// `board` as the abstraction of `group` sees it: the group's tiles and the blank, else `OTHER`.
fn project(board: &Board, group: &[u8]) -> Vec<u8> {
    let keep = |t: u32| t == 0 || group.contains(&(t as u8));
    let cells = board.cells.iter();
    cells
        .map(|&t| if keep(t) { t as u8 } else { OTHER })
        .collect()
}

/// Every abstract board of `group` on a `width` × `height` board that reaches `goal`'s, with
/// the fewest moves of the group's tiles: Dijkstra's search, a move of another tile free.
fn abstract_distances(goal: &Board, group: &[u8]) -> HashMap<Vec<u8>, u32> {
    let (width, n) = (goal.width, goal.len());
    let start = project(goal, group);
    let mut best = HashMap::from([(start.clone(), 0)]);
    let mut heap = BinaryHeap::from([Reverse((0, start))]);
    while let Some(Reverse((d, cells))) = heap.pop() {
        if best[&cells] < d {
            continue;
        }
        let blank = cells.iter().position(|&t| t == 0).expect("a blank");
        let (row, column) = (blank / width, blank % width);
        let near = [
            (row > 0).then(|| blank - width),
            (blank + width < n).then(|| blank + width),
            (column > 0).then(|| blank - 1),
            (column + 1 < width).then(|| blank + 1),
        ];
        for to in near.iter().flatten().copied() {
            let mut next = cells.clone();
            next.swap(blank, to);
            let e = d + u32::from(cells[to] != OTHER);
            if best.get(&next).map_or(true, |&known| e < known) {
                best.insert(next.clone(), e);
                heap.push(Reverse((e, next)));
            }
        }
    }
    best
}

/// Each of `P`'s databases against Dijkstra's search of its abstraction, on every solvable board.
fn exact<P: Patterns>() {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let databases = P::databases();
    for (g, group) in P::PATTERNS.iter().enumerate() {
        let distances = abstract_distances(&goal, group);
        for (board, _) in oracle::shared(&goal).solvable_boards() {
            let value = databases.value(g, packed(&board), P::N);
            let expected = distances[&project(&board, group)];
            assert_eq!(
                u32::from(value),
                expected,
                "{:?} on {}",
                group,
                board.one_line()
            );
        }
    }
}

#[test]
fn databases_hold_the_abstract_distances() {
    exact::<S2x3>();
    exact::<S2x4>();
}

/// `H` on every solvable board of `P`: 0 at the goal, at most the oracle's distance, and each
/// move changes it by at most 1, its update (`after`) agreeing with the estimate from scratch.
fn admissible_and_consistent<P: Puzzle, H: Estimate>(name: &str) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let heuristic = H::new();
    assert_eq!(heuristic.estimate(packed(&goal)), 0, "{}", name);
    for (board, d) in oracle::shared(&goal).solvable_boards() {
        let board = packed(&board);
        let h = heuristic.estimate(board);
        assert!(h <= d as usize, "{}: {} > {} on {:?}", name, h, d, board);
        for &to in P::NEIGHBOR[board.blank]
            .iter()
            .filter(|&&to| (to as usize) < P::N)
        {
            let (child, tile) = board.slide(to as usize);
            let after = heuristic.after(h, board, tile, board.blank, to as usize);
            assert_eq!(
                after,
                heuristic.estimate(child),
                "{}: after on {:?}",
                name,
                board
            );
            assert!(after.abs_diff(h) <= 1, "{}: {} then {}", name, h, after);
        }
    }
}

fn both_heuristics<P: Patterns>() -> [fn(); 2] {
    [
        || admissible_and_consistent::<P, manhattan::Heuristic<P>>("manhattan"),
        || admissible_and_consistent::<P, pdb_any::Heuristic<P>>("databases"),
    ]
}

#[test]
fn heuristics_are_admissible_and_consistent_on_every_board() {
    // On every core, the largest space first.
    let checks = [
        both_heuristics::<S2x5>(),
        both_heuristics::<S3x3>(),
        both_heuristics::<S2x4>(),
        both_heuristics::<S2x3>(),
        both_heuristics::<S2x2>(),
    ]
    .concat();
    npuzzle::parallel::for_each(checks.len(), npuzzle::parallel::cores(), |i| checks[i]());
}

// Other partitions of 2×5, for the study below.
size!(Halves, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
patterns!(Halves, &[&[1, 2, 3, 6, 7], &[4, 5, 8, 9]]);
size!(Rows, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
patterns!(Rows, &[&[1, 2, 3, 4, 5], &[6, 7, 8, 9]]);
size!(Thirds, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
patterns!(Thirds, &[&[1, 2, 6], &[3, 7, 8], &[4, 5, 9]]);
size!(SixThree, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
patterns!(SixThree, &[&[1, 2, 3, 6, 7, 8], &[4, 5, 9]]);

/// The mean of `H` on `boards`, and IDA*'s and A*'s cost with it (`cost`).
fn study<P: Patterns>(name: &str, boards: &[(Board, u32)]) {
    let wall = std::time::Instant::now();
    let start = cpu_time(wall);
    let sum: usize = boards
        .iter()
        .map(|(b, _)| pdb_any::Heuristic::<P>::new().estimate(packed(b)))
        .sum();
    let mean = sum as f64 / boards.len() as f64;
    eprintln!(
        "{}: built in {:.1?}, mean h {:.2}",
        name,
        cpu_time(wall) - start,
        mean
    );
    type D<P> = pdb_any::Heuristic<P>;
    cost::<npuzzle::parts::idastar::Search<P, D<P>>>("  idastar", boards);
    cost::<npuzzle::parts::astar::Search<P, D<P>, { 1 << 18 }>>("  astar", boards);
}

/// Partitions of 2×5 into pattern databases, on every 3001st solvable board (605).
#[test]
#[ignore = "benchmark: partitions of 2×5"]
fn partitions_of_2x5() {
    let goal = Board::standard_goal(5, 2);
    let boards: Vec<(Board, u32)> = oracle::shared(&goal)
        .solvable_boards()
        .step_by(3001)
        .collect();
    let mean = boards.iter().map(|b| b.1 as f64).sum::<f64>() / boards.len() as f64;
    let manhattan: usize = boards
        .iter()
        .map(|(b, _)| manhattan::Heuristic::<S2x5>::new().estimate(packed(b)))
        .sum();
    eprintln!(
        "distance {:.2}, manhattan {:.2}",
        mean,
        manhattan as f64 / boards.len() as f64
    );
    study::<Rows>("rows 1-5 6-9", &boards);
    study::<Halves>("halves 1-3,6-7 4-5,8-9", &boards);
    study::<S2x5>("halves 1-2,6-7 3-5,8-9 (the sweep's)", &boards);
    study::<Thirds>("thirds 1,2,6 3,7,8 4,5,9", &boards);
    study::<SixThree>("6-3 1-3,6-8 4,5,9", &boards);
}
