//! Solvability, told before any search, for any width, height and goal.

use super::puzzle::Puzzle;

/// Inversions among the tiles read row by row, the blank left out.
fn inversions(cells: &[u8]) -> usize {
    let mut count = 0;
    for (i, &a) in cells.iter().enumerate() {
        count += cells[i + 1..].iter().filter(|&&b| b != 0 && b < a).count();
    }
    count
}

/// A horizontal move keeps the inversions; a vertical one changes them by width − 1 tiles
/// passed, so on an odd width their parity is invariant, and on an even width the parity of
/// inversions plus the blank's row is. A board reaches the goal iff it has the goal's parity.
fn parity(cells: &[u8], width: usize) -> usize {
    let blank_row = cells.iter().position(|&c| c == 0).unwrap_or(0) / width;
    let row_term = if width % 2 == 0 { blank_row } else { 0 };
    (inversions(cells) + row_term) % 2
}

/// Whether `cells` (row-major, a permutation of 0..N) reaches the goal of `P`.
pub fn solvable<P: Puzzle>(cells: &[u8]) -> bool {
    solvable_on(cells, &P::GOAL_CELLS[..P::N], P::FORMAT.width)
}

/// Whether `cells` reaches `goal` on a board `width` cells wide.
pub fn solvable_on(cells: &[u8], goal: &[u8], width: usize) -> bool {
    parity(cells, width) == parity(goal, width)
}
