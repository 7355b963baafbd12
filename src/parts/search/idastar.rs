//! IDA*: depth-first searches bounded by f = g + h, the bound raised each time to the least f
//! that exceeded it. One board, changed in place and restored on the way back; the heuristic
//! updated per move; memory O(depth).

use super::board::{Board, START};
use super::puzzle::Puzzle;
use super::search::{Estimate, Strategy, Tally};
use std::marker::PhantomData;

pub struct Search<P, H> {
    board: Board,
    bound: usize,
    /// The least f above `bound` met in this iteration: the next bound.
    next_bound: usize,
    expanded: u64,
    generated: u64,
    heuristic: H,
    kind: PhantomData<P>,
}

impl<P: Puzzle, H: Estimate> Strategy for Search<P, H> {
    fn new() -> Self {
        Search {
            board: P::GOAL,
            bound: 0,
            next_bound: 0,
            expanded: 0,
            generated: 0,
            heuristic: H::new(),
            kind: PhantomData,
        }
    }

    /// A fewest-move solution when the heuristic is admissible.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        self.board = start;
        self.expanded = 0;
        self.generated = 0;
        let h = self.heuristic.estimate(start);
        self.bound = h;
        // An iteration that finds nothing proves that every solution is longer than its bound;
        // as the heuristic is admissible, the first solution found is a fewest-move one.
        loop {
            self.next_bound = usize::MAX;
            let (before, found) = (self.expanded, self.dfs(0, h, START, path));
            stats.stage(self.bound as u32, self.expanded - before);
            if found {
                break;
            }
            self.bound = self.next_bound;
        }
        stats.add(self.expanded, self.generated);
    }
}

impl<P: Puzzle, H: Estimate> Search<P, H> {
    /// Searches below the board, `g` moves deep with heuristic `h` (f = g + h ≤ bound), whose
    /// last move was `last`; on success the moves from here to the goal are in `path`.
    fn dfs(&mut self, g: usize, h: usize, last: u8, path: &mut Vec<u8>) -> bool {
        // Goal test on expansion: h = 0 only at the goal.
        if h == 0 {
            return true;
        }
        self.expanded += 1;
        let blank = self.board.blank;
        // Undoing the last move returns to the parent: a path through it is never the
        // shortest, and pruning it cuts the branching factor from about 2.7 to 1.7.
        let mut moves = P::MOVES_FROM[blank] & !(1 << (last ^ 1));
        while moves != 0 {
            let m = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let to = P::NEIGHBOR[blank][m as usize] as usize;
            self.generated += 1;
            let tile = self.board.tile(to);
            let child_h = self.heuristic.after(h, self.board, tile, blank, to);
            let f = g + 1 + child_h;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            let saved = self.board;
            self.board = saved.slide(to).0;
            path.push(m);
            if self.dfs(g + 1, child_h, m, path) {
                return true;
            }
            path.pop();
            self.board = saved;
        }
        false
    }
}
