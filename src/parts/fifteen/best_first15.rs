//! What the 4×4 A* and greedy best-first searches (`astar15`, `greedy15`) share: boards packed
//! in a u64 as hash keys, the stored nodes and the path back to the start, the children of a
//! node with their estimates (`pdb15`, computed per generated board), and the boards of one
//! input spread over every core, the answers kept in input order.

use super::board15::{blank_of, cells_of, step, Board, GOAL, MOVE_OF};
use super::packed15::{pack, unpack};
use super::pdb15::{Heuristic, PATTERNS, VIEWS};
use super::search::{Stats, Strategy, Tally};
use super::share::share_out;
use std::marker::PhantomData;

/// A stored board: its key, the node it was reached from, the blank's move, moves from the start.
pub struct Node {
    pub key: u64,
    pub parent: u32,
    pub dir: u8,
    pub g: u8,
}

/// No parent (the start).
pub const ROOT: u32 = u32::MAX;

/// The packed goal.
pub fn goal() -> u64 {
    pack(&GOAL)
}

/// The blank's moves from the start to a node.
pub fn path_to(nodes: &[Node], mut at: u32) -> Vec<u8> {
    let mut moves = Vec::new();
    while nodes[at as usize].parent != ROOT {
        moves.push(nodes[at as usize].dir);
        at = nodes[at as usize].parent;
    }
    moves.reverse();
    moves
}

/// The children of the node `number`: (move, packed board, estimate) each, and how many; the
/// inverse of the node's last move only returns to the parent and is skipped. With `stop`, no
/// child is generated after the board `stop` (a search that tests the goal on generation).
pub fn children(
    nodes: &[Node],
    number: u32,
    heuristic: &Heuristic,
    stats: &mut impl Tally,
    stop: Option<u64>,
) -> ([(u8, u64, u32); 4], usize) {
    stats.add(1, 0);
    let mut found = [(0, 0, 0); 4];
    let mut count = 0;
    let current = unpack(nodes[number as usize].key);
    let blank = blank_of(&current);
    let last = nodes[number as usize].dir;
    // The lookups of the board once, then each child's h from the one pattern its move changes.
    let node = heuristic.node(&current);
    for dir in 0..4 {
        let target = match step(blank, dir) {
            Some(target) if dir as u8 ^ 1 != last => target,
            _ => continue,
        };
        stats.add(0, 1);
        let child = heuristic.child(&node, blank, target, dir);
        found[count] = (dir as u8, child.board, heuristic.h(&child));
        count += 1;
        if stop == Some(child.board) {
            break;
        }
    }
    (found, count)
}

/// A search of one solvable 4×4 board: its moves (directions of `pdb15::step`), its effort
/// told to `stats`.
pub trait Solver {
    fn solve<T: Tally>(board: &Board, heuristic: &Heuristic, stats: &mut T) -> Vec<u8>;
}

/// The search `S` as a strategy of the parts: the databases once built.
pub struct Search<P, S> {
    heuristic: Option<Heuristic>,
    kind: PhantomData<(P, S)>,
}

impl<P, S: Solver> Strategy for Search<P, S> {
    fn new() -> Self {
        Search {
            heuristic: None,
            kind: PhantomData,
        }
    }

    /// One board on this thread, its effort told to `stats` as it goes (`run_all`'s per board).
    fn run<T: Tally>(&mut self, start: super::board::Board, stats: &mut T, path: &mut Vec<u8>) {
        let board = cells_of(start);
        if board != GOAL {
            let heuristic =
                (self.heuristic).get_or_insert_with(|| Heuristic::new(&PATTERNS, VIEWS));
            let moves = S::solve(&board, heuristic, stats);
            path.extend(moves.iter().map(|&dir| MOVE_OF[dir as usize]));
        }
    }

    fn run_all(&mut self, starts: &[super::board::Board]) -> Vec<(Vec<u8>, Stats)> {
        solve_all::<S>(&mut self.heuristic, starts)
    }
}

/// The answers of `S` for the solvable boards `starts`, in order, as the parts number
/// moves: the boards shared out to one thread per core. The databases are built (into
/// `heuristic`) only when a board is not the goal.
pub fn solve_all<S: Solver>(
    heuristic: &mut Option<Heuristic>,
    starts: &[super::board::Board],
) -> Vec<(Vec<u8>, Stats)> {
    let boards: Vec<Board> = starts.iter().map(|&start| cells_of(start)).collect();
    if boards.iter().all(|board| *board == GOAL) {
        return vec![(Vec::new(), Stats::default()); boards.len()];
    }
    let heuristic = &*heuristic.get_or_insert_with(|| Heuristic::new(&PATTERNS, VIEWS));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    share_out(&boards, cores, |_, board| {
        let mut stats = Stats::default();
        let moves = S::solve(board, heuristic, &mut stats);
        let moves = moves.iter().map(|&dir| MOVE_OF[dir as usize]).collect();
        (moves, stats)
    })
}
