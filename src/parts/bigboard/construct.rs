//! The row-by-row construction: solve the unsolved region's top row or left column (whichever
//! side is longer), fence it off, repeat, and finish the last few cells exactly. Each tile goes
//! home by an exact search for that tile and the blank; the last two tiles of a row or column go
//! together (the classic corner trick, found by search instead of a fixed move sequence).

use super::grid::Grid;
use super::place_tiles::{finish, Placer};
use super::search::{Quiet, Stats, Tally};
use super::sized_run::Strategy;
use std::marker::PhantomData;

/// Where the plain construction stops to finish exactly: the last 2×3 (or 3×2, 2×2).
pub const PLAIN_FINISH: usize = 6;

/// The construction as a file's strategy, for the problem `P`.
pub struct Search<P> {
    placer: Placer,
    problem: PhantomData<P>,
}

impl<P> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            placer: Placer::new(),
            problem: PhantomData,
        }
    }

    fn run(&mut self, board: &mut Grid, moves: &mut Vec<u8>) -> Result<(), String> {
        construct(board, PLAIN_FINISH, &mut self.placer, moves, &mut Quiet)
    }

    fn effort(&self) -> Stats {
        self.placer.effort()
    }
}

/// The next line of the region `top.., left..` to solve: the cells of its top row or left
/// column, in order; `None` when the region has at most `finish_cells` cells (finish it exactly).
pub fn next_line(grid: &Grid, top: usize, left: usize, finish_cells: usize) -> Option<Vec<usize>> {
    let (w, h) = (grid.width - left, grid.height - top);
    if w * h <= finish_cells.max(4) || w < 2 || h < 2 {
        return None;
    }
    let row = h > w || (h == w && h > 2);
    Some(if row {
        (left..grid.width).map(|c| top * grid.width + c).collect()
    } else {
        (top..grid.height).map(|r| r * grid.width + left).collect()
    })
}

/// Solves the board by construction, finishing exactly once at most `finish_cells` (≥ 4, ≤ 16)
/// cells are left; the moves are appended to `moves`, each line's effort told to `tally`.
pub fn construct(
    grid: &mut Grid,
    finish_cells: usize,
    placer: &mut Placer,
    moves: &mut Vec<u8>,
    tally: &mut impl Tally,
) -> Result<(), String> {
    let mut free = vec![true; grid.cells.len()];
    let (mut top, mut left) = (0, 0);
    while let Some(line) = next_line(grid, top, left, finish_cells) {
        let before = placer.expanded;
        place_line(grid, &mut free, &line, placer, moves)?;
        tally.stage((top + left) as u32, placer.expanded - before);
        if line[0] / grid.width == line[line.len() - 1] / grid.width {
            top += 1;
        } else {
            left += 1;
        }
    }
    finish(grid, &free, moves)
}

/// Brings home the tiles of `line` one by one, the last two together, and fences them off.
pub fn place_line(
    grid: &mut Grid,
    free: &mut [bool],
    line: &[usize],
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    let n = grid.cells.len();
    let tile = |cell: usize| ((cell + 1) % n) as u8;
    let split = line.len().saturating_sub(2);
    for &cell in &line[..split] {
        placer.place(grid, free, &[tile(cell)], &[cell], moves)?;
        free[cell] = false;
    }
    let last = &line[split..];
    let tiles: Vec<u8> = last.iter().map(|&c| tile(c)).collect();
    placer.place(grid, free, &tiles, last, moves)?;
    for &cell in last {
        free[cell] = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solvable board reached by a random walk of `steps` moves from the goal.
    fn scrambled(w: usize, h: usize, steps: usize, seed: u64) -> Grid {
        let mut g = Grid::goal(w, h);
        g.scramble(steps, seed);
        g
    }

    /// Every shape from 2×2 to 10×10, two scrambles each, a width a job on every core.
    #[test]
    fn solves_every_shape_up_to_ten_by_ten() {
        let widths: Vec<usize> = (2..=10).collect();
        crate::parallel::map(&widths, crate::parallel::cores(), |&w| {
            let mut placer = Placer::new();
            for h in 2..=10 {
                solves(w, h, &mut placer);
            }
        });
    }

    /// A `w`×`h` board's two scrambles solved and replayed.
    fn solves(w: usize, h: usize, placer: &mut Placer) {
        for (seed, finish_cells) in [(1u64, 6), (2, 9)] {
            let g0 = scrambled(w, h, 5000, seed * 1000 + (w * 11 + h) as u64);
            let mut g = g0.clone();
            let mut moves = Vec::new();
            construct(&mut g, finish_cells, placer, &mut moves, &mut Quiet).unwrap();
            assert!(g.is_goal(), "{}x{}", w, h);
            let mut replay = g0.clone();
            for &m in &moves {
                assert!(replay.step(m as usize));
            }
            assert!(replay.is_goal());
            assert!(moves.len() >= g0.manhattan());
        }
    }

    #[test]
    fn the_goal_needs_no_move() {
        let mut g = scrambled(5, 4, 0, 1);
        let mut moves = Vec::new();
        construct(&mut g, 6, &mut Placer::new(), &mut moves, &mut Quiet).unwrap();
        assert!(moves.is_empty());
    }
}
