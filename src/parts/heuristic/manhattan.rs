//! Manhattan distance for any width, height and goal, updated per move.

use super::board::{Board, MAX_CELLS};
use super::puzzle::Puzzle;
use super::search::Estimate;
use std::marker::PhantomData;

/// Manhattan distance: rows plus columns from each tile to its goal cell, the blank not counted.
pub struct Heuristic<P>(PhantomData<P>);

impl<P: Puzzle> Heuristic<P> {
    /// `TABLE[tile][cell]`: the tile's term on that cell; 0 for the blank. Padded to 16 × 16
    /// (zeros) so that indexing with `& 15` needs no bounds check in the inner loop.
    const TABLE: [[u8; MAX_CELLS]; MAX_CELLS] = table(P::FORMAT.width, P::FORMAT.goal);
}

const fn table(width: usize, goal: &[u32]) -> [[u8; MAX_CELLS]; MAX_CELLS] {
    let mut goal_cell = [0; MAX_CELLS];
    let mut i = 0;
    while i < goal.len() {
        goal_cell[goal[i] as usize] = i;
        i += 1;
    }
    let mut table = [[0; MAX_CELLS]; MAX_CELLS];
    let mut tile = 1;
    while tile < goal.len() {
        let mut cell = 0;
        while cell < goal.len() {
            let (a, b) = (goal_cell[tile], cell);
            let rows = (a / width).abs_diff(b / width);
            let cols = (a % width).abs_diff(b % width);
            table[tile][cell] = (rows + cols) as u8;
            cell += 1;
        }
        tile += 1;
    }
    table
}

impl<P: Puzzle> Estimate for Heuristic<P> {
    fn new() -> Self {
        Heuristic(PhantomData)
    }

    fn estimate(&self, board: Board) -> usize {
        (0..P::N)
            .map(|i| Self::TABLE[board.tile(i)][i] as usize)
            .sum()
    }

    /// Only the tile that slides changes its term, by exactly 1.
    fn after(&self, h: usize, _: Board, tile: usize, blank: usize, to: usize) -> usize {
        h + Self::TABLE[tile & 15][blank & 15] as usize - Self::TABLE[tile & 15][to & 15] as usize
    }
}
