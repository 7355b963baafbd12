//! Plain breadth-first search forward from the start, over a flat array indexed by the board's
//! rank (no hashing). For boards of up to 12 cells.

use super::board::{Board, START};
use super::puzzle::Puzzle;
use super::rank::{rank, FACTORIAL};
use super::search::{walk_back, Strategy, Tally};
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
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
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
        // The queue holds whole layers one after another: `depth` moves from the start up to
        // `end`.
        let (mut next, mut depth) = (0, 0);
        'search: while next < self.queue.len() {
            let end = self.queue.len();
            while next < end {
                let (board, last) = self.queue[next];
                next += 1;
                stats.add(1, 0);
                stats.at(0, depth);
                // The inverse of the last move leads back to the parent: seen already.
                let mut moves = P::MOVES_FROM[board.blank] & !(1 << (last ^ 1));
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    stats.add(0, 1);
                    let child = board.slide(P::NEIGHBOR[board.blank][m as usize] as usize).0;
                    let seen = &mut self.came[rank(child, P::N)];
                    if *seen != 0 {
                        continue;
                    }
                    *seen = 1 + m;
                    // Goal test on generation: BFS meets boards in order of distance, so the
                    // first time the goal turns up is by a shortest path, and the layer need not
                    // finish.
                    if child == goal {
                        break 'search;
                    }
                    self.queue.push((child, m));
                }
            }
            depth += 1;
        }
        let came = &self.came;
        walk_back(goal, &P::NEIGHBOR, |b| came[rank(b, P::N)] - 1, path);
        path.reverse();
    }
}
