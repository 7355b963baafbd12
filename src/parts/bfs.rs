//! Plain breadth-first search forward from the start, over a flat array indexed by the board's
//! rank (no hashing). For boards of up to 12 cells.

use super::board::{Board, START};
use super::puzzle::Puzzle;
use super::rank::{rank, FACTORIAL};
use super::search::{walk_back, Stats, Strategy};
use std::marker::PhantomData;

/// `came[rank]` is 1 + the move that first reached that board (`1 + START` for the start), 0
/// while unseen; the queue holds each board met with its last move.
pub struct Search<P> {
    came: Vec<u8>,
    queue: Vec<(Board, u8)>,
    kind: PhantomData<P>,
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            // Every order of the cells, solvable or not (a board of more than 12 cells has no
            // entry in FACTORIAL: this part is not for it).
            came: vec![0; FACTORIAL[P::N]],
            queue: Vec::new(),
            kind: PhantomData,
        }
    }

    /// A fewest-move solution.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        let goal = P::GOAL;
        if start == goal {
            return;
        }
        for seen in self.came.iter_mut() {
            *seen = 0;
        }
        self.queue.clear();
        self.came[rank(start, P::N)] = 1 + START;
        self.queue.push((start, START));
        let mut next = 0;
        'search: while next < self.queue.len() {
            let (board, last) = self.queue[next];
            next += 1;
            stats.expanded += 1;
            // The inverse of the last move leads back to the parent: seen already.
            let mut moves = P::MOVES_FROM[board.blank] & !(1 << (last ^ 1));
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                stats.generated += 1;
                let child = board.slide(P::NEIGHBOR[board.blank][m as usize] as usize).0;
                let seen = &mut self.came[rank(child, P::N)];
                if *seen != 0 {
                    continue;
                }
                *seen = 1 + m;
                // Goal test on generation: BFS meets boards in order of distance, so the first
                // time the goal turns up is by a shortest path, and the layer need not finish.
                if child == goal {
                    break 'search;
                }
                self.queue.push((child, m));
            }
        }
        let came = &self.came;
        walk_back(goal, &P::NEIGHBOR, |b| came[rank(b, P::N)] - 1, path);
        path.reverse();
    }
}
