//! Problem:   POJ 3240 "Solution to the n²−1 Puzzle" (n ≤ 10; any valid L R U D, or No Answer!)
//! Strategy:  line-by-line beam search over whole boards (500 a layer), exact placement where the beam stalls, the last 3×3 by A*
//! Heuristic: weighted Manhattan (the line ×4, the next line ×2, the rest ×1) + 4 × the blank's distance to the line
//! Time:      ~1,370 moves (2.1 × Manhattan) on a random 10×10; slowest of 200: 0.3 s CPU (README)
//! Memory:    the beam (500 boards) and its history; a (cells)³ byte table for the pair BFS
//! Status:    replayed valid on 1,000 random boards each of 5×5, 7×7, 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)

use std::io::Write;

// @parts scan cycles grid place construct beam poj3240

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
    beam::beam_solve(board, &beam::SUBMITTED, placer, moves)
}

fn main() {
    poj3240::main_with(strategy);
}
