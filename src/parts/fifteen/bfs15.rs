//! Breadth-first search on the 4×4 board: boards packed in a u64 (`packed15`) in one hash map a
//! side with the move that reached them and their depth, layer by layer, the inverse move
//! pruned; plain BFS from the start with the goal tested on generation, optimal. No cap: on deep
//! boards it runs out of time or memory. `bibfs15` runs one side from each end.

use super::board15::{cells_of, step, Board, GOAL, MOVE_OF};
use super::packed15::{blank_in, pack, slide, KeyHasher, NO_MOVE};
use super::search::{Strategy, Tally};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::marker::PhantomData;

/// Every board reached, with the blank's move that reached it and its depth.
pub type Reached = HashMap<u64, (u8, u8), BuildHasherDefault<KeyHasher>>;

/// Follows the recorded moves back from `key` to the board whose entry has no move, undoing
/// each; returns the moves in the order they were made from that board.
pub fn moves_back(reached: &Reached, mut key: u64) -> Vec<u8> {
    let mut moves = Vec::new();
    loop {
        let dir = reached[&key].0;
        if dir == NO_MOVE {
            break;
        }
        moves.push(dir);
        let blank = blank_in(key);
        let before = step(blank, dir as usize ^ 1).expect("a recorded move is on the board");
        key = slide(key, blank, before);
    }
    moves.reverse();
    moves
}

/// One side of a search: the boards it reached and its newest complete layer.
pub struct Side {
    pub reached: Reached,
    pub layer: Vec<u64>,
    pub depth: u8,
}

impl Side {
    pub fn new(root: u64) -> Side {
        let mut reached = Reached::default();
        reached.insert(root, (NO_MOVE, 0));
        Side {
            reached,
            layer: vec![root],
            depth: 0,
        }
    }

    /// Expands the whole newest layer, stopping at the first new board that `meets`; returns it.
    /// `side` names the side to `stats` (0: from the start, 1: from the goal).
    pub fn expand(
        &mut self,
        side: usize,
        stats: &mut impl Tally,
        meets: impl Fn(u64) -> bool,
    ) -> Option<u64> {
        let depth = self.depth as u32;
        self.depth += 1;
        let mut next = Vec::new();
        let mut meeting = None;
        for &key in &self.layer {
            stats.add(1, 0);
            stats.at(side, depth);
            let last = self.reached[&key].0;
            let blank = blank_in(key);
            for dir in 0..4 {
                let target = match step(blank, dir) {
                    // The inverse of the last move only returns to the parent.
                    Some(target) if dir as u8 ^ 1 != last => target,
                    _ => continue,
                };
                stats.add(0, 1);
                let child = slide(key, blank, target);
                if self.reached.contains_key(&child) {
                    continue;
                }
                self.reached.insert(child, (dir as u8, self.depth));
                if meets(child) {
                    meeting = Some(child);
                    break;
                }
                next.push(child);
            }
            if meeting.is_some() {
                break;
            }
        }
        self.layer = next;
        meeting
    }
}

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`. The
/// goal test on generation: every board of a layer is at the same depth, so the first sight of
/// the goal is already optimal.
pub fn bfs(board: &Board, stats: &mut impl Tally) -> Vec<u8> {
    let (start, goal) = (pack(board), pack(&GOAL));
    if start == goal {
        return Vec::new();
    }
    let mut side = Side::new(start);
    loop {
        if let Some(found) = side.expand(0, stats, |child| child == goal) {
            return moves_back(&side.reached, found);
        }
    }
}

/// A search of one solvable 4×4 board without a heuristic: its moves (directions of
/// `board15::step`), its effort told to `stats`.
pub trait Blind {
    fn solve<T: Tally>(board: &Board, stats: &mut T) -> Vec<u8>;
}

/// Plain BFS.
pub struct Bfs;

impl Blind for Bfs {
    fn solve<T: Tally>(board: &Board, stats: &mut T) -> Vec<u8> {
        bfs(board, stats)
    }
}

/// The search `S` as a strategy of the parts, the boards one after the other.
pub struct Search<P, S = Bfs> {
    kind: PhantomData<(P, S)>,
}

impl<P, S: Blind> Strategy for Search<P, S> {
    fn new() -> Self {
        Search { kind: PhantomData }
    }

    fn run<T: Tally>(&mut self, start: super::board::Board, stats: &mut T, path: &mut Vec<u8>) {
        let moves = S::solve(&cells_of(start), stats);
        path.extend(moves.iter().map(|&dir| MOVE_OF[dir as usize]));
    }
}
