//! The 4×4 IDA* with the 5-5-5 pattern databases (`idastar15_plan`) as a search of the parts, for
//! the goal `1 … 15 0` only (the databases are built for it), on one thread. Children are tried
//! in the order of the row's move letters, so the first answer is the least string among the
//! shortest (see `idastar15_plan`); a count row tries them in the parts' order.

use super::board::Board;
use super::board15::MOVE_OF;
use super::idastar15_plan::{heuristic_for, search_board, Plan, Tables, SEQUENTIAL};
use super::pdb15::Heuristic;
use super::puzzle::{Output, Puzzle};
use super::search::{Strategy, Tally};
use std::marker::PhantomData;

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
        stats: &mut impl Tally,
        path: &mut Vec<u8>,
    ) -> bool {
        let plan = Plan {
            order: self.order,
            cap,
            ..SEQUENTIAL
        };
        search_board(start, Tables::quick(&self.heuristic), plan, stats, path)
    }
}

/// The directions of `pdb15::step` in the order of the row's letters (the parts' order for a
/// count row).
pub fn letter_order<P: Puzzle>() -> [usize; 4] {
    match P::FORMAT.output {
        Output::Moves { letters } => {
            let mut order = [0, 1, 2, 3];
            order.sort_by_key(|&dir| letters[MOVE_OF[dir] as usize]);
            order
        }
        _ => [0, 1, 2, 3],
    }
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        let order = letter_order::<P>();
        Search {
            heuristic: heuristic_for(Plan {
                order,
                ..SEQUENTIAL
            }),
            order,
            kind: PhantomData,
        }
    }

    /// A fewest-move solution, the least in letter order among them.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        self.within(start, None, stats, path);
    }

    /// The same, stopping once the threshold passes `cap`.
    fn run_within<T: Tally>(
        &mut self,
        start: Board,
        cap: u32,
        stats: &mut T,
        path: &mut Vec<u8>,
    ) -> bool {
        self.within(start, Some(cap), stats, path)
    }
}
