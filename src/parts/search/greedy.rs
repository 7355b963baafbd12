//! Greedy best-first search: always expand a board of least h, whatever its depth. Valid
//! answers, not always the shortest.

use super::board::{Board, START};
use super::hash_table::{find, DEFAULT_SLOTS};
use super::puzzle::Puzzle;
use super::search::{walk_back, zeroed, Estimate, Strategy, Tally};
use std::marker::PhantomData;

/// Buckets of the queue: h ≤ 16 tiles × 7 moves.
const BUCKETS: usize = 64;

/// Per slot: `keys` holds a board's `cells` (0 = empty), `came` the move that first reached it
/// (`START` for the start). The open list is a bucket queue by h, LIFO within a bucket (the
/// newest board first, which dives deeper); `nonempty` has bit h set while bucket h is not
/// empty. `SLOTS` is a power of two above the boards met.
pub struct Search<P, H, const SLOTS: usize = DEFAULT_SLOTS> {
    keys: Box<[u64; SLOTS]>,
    came: Box<[u8; SLOTS]>,
    /// Slots filled by the last puzzle, emptied before the next one.
    used: Vec<u32>,
    buckets: Vec<Vec<Board>>,
    nonempty: u64,
    heuristic: H,
    kind: PhantomData<P>,
}

impl<P, H, const SLOTS: usize> Search<P, H, SLOTS> {
    fn insert(&mut self, board: Board, slot: usize, came: u8, h: usize) {
        self.keys[slot] = board.cells;
        self.came[slot] = came;
        self.used.push(slot as u32);
        self.buckets[h].push(board);
        self.nonempty |= 1 << h;
    }
}

impl<P: Puzzle, H: Estimate, const SLOTS: usize> Strategy for Search<P, H, SLOTS> {
    fn new() -> Self {
        Search {
            keys: zeroed(),
            came: zeroed(),
            used: Vec::new(),
            buckets: (0..BUCKETS).map(|_| Vec::new()).collect(),
            nonempty: 0,
            heuristic: H::new(),
            kind: PhantomData,
        }
    }

    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        let goal = P::GOAL;
        if start == goal {
            return;
        }
        // Empty what the last puzzle used (before the search rather than after it, so that
        // the last puzzle of the input leaves its garbage to the operating system).
        for i in 0..self.used.len() {
            self.keys[self.used[i] as usize & (SLOTS - 1)] = 0;
        }
        self.used.clear();
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        self.nonempty = 0;
        let (slot, _) = find(&self.keys, start.cells);
        self.insert(start, slot, START, self.heuristic.estimate(start));
        'search: loop {
            let h = self.nonempty.trailing_zeros() as usize;
            // Never empty before the goal turns up: the start is solvable.
            let board = self.buckets[h].pop().unwrap();
            if self.buckets[h].is_empty() {
                self.nonempty &= !(1 << h);
            }
            stats.add(1, 0);
            stats.at(0, h as u32);
            let last = self.came[find(&self.keys, board.cells).0];
            // The inverse of the last move leads back to the parent: seen already.
            let mut moves = P::MOVES_FROM[board.blank] & !(1 << (last ^ 1));
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                let to = P::NEIGHBOR[board.blank][m as usize] as usize;
                stats.add(0, 1);
                let (child, tile) = board.slide(to);
                let (slot, found) = find(&self.keys, child.cells);
                if found {
                    continue;
                }
                let child_h = self.heuristic.after(h, board, tile, board.blank, to);
                self.insert(child, slot, m, child_h);
                // Goal test on generation: optimality is not promised anyway, and waiting for
                // the goal to be popped would only cost time.
                if child == goal {
                    break 'search;
                }
            }
        }
        let (keys, came_of) = (&*self.keys, &*self.came);
        walk_back(goal, &P::NEIGHBOR, |b| came_of[find(keys, b.cells).0], path);
        path.reverse();
    }
}
