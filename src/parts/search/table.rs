//! The reverse-BFS table: one breadth-first search backward from the goal over every solvable
//! board, then each puzzle answered by following the table, O(length). For boards of up to 12
//! cells.

use super::board::{Board, START};
use super::puzzle::Puzzle;
use super::rank::{rank, FACTORIAL};
use super::search::{Strategy, Tally};
use std::marker::PhantomData;

/// `toward_goal[rank]`: 1 + the move that takes that board one step closer to the goal
/// (`1 + START` at the goal itself), 0 for boards the goal cannot reach.
pub struct Search<P> {
    toward_goal: Vec<u8>,
    kind: PhantomData<P>,
}

impl<P: Puzzle> Strategy for Search<P> {
    /// A board first met from `parent` by move m is one step farther than `parent`, so undoing
    /// m (move `m ^ 1`) is a step toward the goal.
    fn new() -> Self {
        // Every order of the cells (a board of more than 12 cells has no entry in FACTORIAL).
        let mut toward_goal = vec![0u8; FACTORIAL[P::N]];
        let goal = P::GOAL;
        toward_goal[rank(goal, P::N)] = 1 + START;
        let mut layer = vec![goal];
        let mut next_layer = Vec::new();
        while !layer.is_empty() {
            for &board in &layer {
                let mut moves = P::MOVES_FROM[board.blank];
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    let child = board.slide(P::NEIGHBOR[board.blank][m as usize] as usize).0;
                    let seen = &mut toward_goal[rank(child, P::N)];
                    if *seen == 0 {
                        *seen = 1 + (m ^ 1);
                        next_layer.push(child);
                    }
                }
            }
            std::mem::swap(&mut layer, &mut next_layer);
            next_layer.clear();
        }
        Search {
            toward_goal,
            kind: PhantomData,
        }
    }

    /// A fewest-move solution. Stats count each board of the path as expanded into one
    /// successor.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        let mut board = start;
        loop {
            let m = self.toward_goal[rank(board, P::N)] - 1;
            if m == START {
                break;
            }
            path.push(m);
            board = board.slide(P::NEIGHBOR[board.blank][m as usize] as usize).0;
        }
        stats.add(path.len() as u64, path.len() as u64);
    }
}
