//! The 4×4 IDA* with the 5-5-5 pattern databases (`plan15`) as a search of the parts, for the
//! goal `1 … 15 0` only, on every core: children in the fixed order L R U D, the boards in input
//! order, each on all cores, the big iterations' units in order of their estimate (`parallel15`),
//! with the same answer and node counts on any number of threads. The databases are
//! built at the first board that needs a search; with `NPUZZLE_PROGRESS` set, one stderr line an
//! iteration.

use super::board::Board;
use super::parallel15::PARALLEL_FROM;
use super::pdb15::Heuristic;
use super::plan15::{heuristic_for, search_board, Plan};
use super::prune15::LONGEST;
use super::puzzle::Puzzle;
use super::search::{Stats, Strategy};
use std::marker::PhantomData;

/// The databases once built, and how each board is searched.
pub struct Search<P> {
    heuristic: Option<Heuristic>,
    plan: Plan,
    kind: PhantomData<P>,
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            heuristic: None,
            plan: Plan {
                order: [0, 1, 2, 3],
                cap: None,
                threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
                parallel_from: PARALLEL_FROM,
                progress: std::env::var_os("NPUZZLE_PROGRESS").is_some(),
                longest: LONGEST,
            },
            kind: PhantomData,
        }
    }

    /// A fewest-move solution (the first in the order L R U D unless an iteration was split).
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        if start != P::GOAL {
            let heuristic = self
                .heuristic
                .get_or_insert_with(|| heuristic_for(self.plan));
            search_board(start, heuristic, self.plan, stats, path);
        }
    }
}
