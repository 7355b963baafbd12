//! The 4×4 IDA* with the 5-5-5 pattern databases (`pdb_idastar`) as a search of the parts, for
//! the goal `1 … 15 0` only (the databases are built for it). Children are tried in the order
//! of the row's move letters, so the first answer is the least string among the shortest (see
//! `pdb_idastar`); a count row tries them in the parts' order.

use super::board::Board;
use super::pdb555::{Heuristic, PATTERNS};
use super::pdb_idastar::idastar;
use super::puzzle::{Output, Puzzle};
use super::search::{Stats, Strategy};
use std::marker::PhantomData;

/// The parts' move (0 up, 1 down, 2 left, 3 right) of each direction of `pdb555::step` (0 left,
/// 1 right, 2 up, 3 down).
const MOVE_OF: [u8; 4] = [2, 3, 0, 1];

/// The databases (3 MB, built once) and the order children are tried in.
pub struct Search<P> {
    heuristic: Heuristic,
    order: [usize; 4],
    kind: PhantomData<P>,
}

impl<P: Puzzle> Search<P> {
    /// The search's answer for `start` (no longer than `cap` moves, when one is given): its
    /// moves appended to `path`, or `false` when every solution is longer than `cap`.
    pub fn within(
        &mut self,
        start: Board,
        cap: Option<u32>,
        stats: &mut Stats,
        path: &mut Vec<u8>,
    ) -> bool {
        let mut cells = [0u8; 16];
        for (cell, tile) in cells.iter_mut().enumerate() {
            *tile = start.tile(cell) as u8;
        }
        let (moves, effort) = idastar(&cells, &self.heuristic, self.order, cap);
        stats.expanded += effort.expanded;
        stats.generated += effort.generated;
        match moves {
            Some(moves) => {
                path.extend(moves.iter().map(|&dir| MOVE_OF[dir as usize]));
                true
            }
            None => false,
        }
    }
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        let mut order = [0, 1, 2, 3];
        if let Output::Moves { letters } = P::FORMAT.output {
            order.sort_by_key(|&dir| letters[MOVE_OF[dir] as usize]);
        }
        Search {
            heuristic: Heuristic::new(&PATTERNS, true),
            order,
            kind: PhantomData,
        }
    }

    /// A fewest-move solution, the least in letter order among them.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        self.within(start, None, stats, path);
    }
}
