//! Greedy best-first search on h alone on the 4×4 board with the 5-5-5 databases (`pdb15`,
//! computed per generated board): every board reached once, by the first path that finds it,
//! the goal tested on generation; the boards of one input on all cores (`best_first15`). A valid
//! answer, NOT optimal.

use super::best_first15::{self, children, goal, path_to, Node, Solver, ROOT};
use super::board15::Board;
use super::packed15::{pack, KeyHasher, NO_MOVE};
use super::pdb15::Heuristic;
use super::search::Tally;
use std::collections::{BinaryHeap, HashMap};
use std::hash::BuildHasherDefault;

/// Greedy best-first search as a strategy of the parts.
pub type Search<P> = best_first15::Search<P, Greedy>;

/// Greedy best-first search.
pub struct Greedy;

impl Solver for Greedy {
    fn solve<T: Tally>(board: &Board, heuristic: &Heuristic, stats: &mut T) -> Vec<u8> {
        greedy(board, heuristic, stats)
    }
}

/// A valid (not optimal) sequence of blank moves for a solvable board, its effort told to
/// `stats`.
pub fn greedy(board: &Board, heuristic: &Heuristic, stats: &mut impl Tally) -> Vec<u8> {
    let goal = goal();
    let mut nodes = vec![Node {
        key: pack(board),
        parent: ROOT,
        dir: NO_MOVE,
        g: 0,
    }];
    if nodes[0].key == goal {
        return Vec::new();
    }
    // Every board ever generated: a board is reached once, by the first path that finds it.
    let mut seen: HashMap<u64, (), BuildHasherDefault<KeyHasher>> = HashMap::default();
    seen.insert(nodes[0].key, ());
    // Max-heap on (-h, node): least h first, and among equal h the newest node (depth-first
    // flavour, which keeps the frontier small); the node number makes the order total.
    let mut open = BinaryHeap::new();
    open.push((std::cmp::Reverse(heuristic.estimate(board)), 0u32));
    while let Some((std::cmp::Reverse(h), number)) = open.pop() {
        stats.at(0, h);
        let (born, count) = children(&nodes, number, heuristic, stats, Some(goal));
        for &(dir, child, h) in &born[..count] {
            if seen.insert(child, ()).is_some() {
                continue;
            }
            let child_number = nodes.len() as u32;
            nodes.push(Node {
                key: child,
                parent: number,
                dir,
                g: 0,
            });
            // The goal test on generation: optimality is not the aim, so stop at first sight.
            if child == goal {
                return path_to(&nodes, child_number);
            }
            open.push((std::cmp::Reverse(h), child_number));
        }
    }
    unreachable!("a solvable board always reaches the goal")
}
