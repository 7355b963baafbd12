//! Problem:   POJ 3240 "Solution to the n²−1 Puzzle" (n ≤ 10; any valid L R U D, or No Answer!)
//! Strategy:  row-by-row construction: each tile home by an exact tile+blank BFS, the last two of a line together, the last 2×3 by A*
//! Heuristic: none for the placements (exact BFS); Manhattan for the last 2×3
//! Time:      ~2,100 moves (3.2 × Manhattan) on a random 10×10; slowest: 0.22–0.28 s CPU (README)
//! Memory:    a (cells)³ byte table for the pair BFS (1 MB on 10×10)
//! Status:    replayed valid on 1,000 random boards each of 5×5, 7×7, 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)

use std::io::Write;

// @parts scan cycles grid place construct poj3240

/// Answers every board of `input`: `n`, then n² numbers, `0` the blank.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    poj3240::solve_with(input, out, strategy)
}

/// This file's strategy.
fn strategy(
    board: &mut grid::Grid,
    placer: &mut place::Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    construct::construct(board, construct::PLAIN_FINISH, placer, moves)
}

fn main() {
    poj3240::main_with(strategy);
}
