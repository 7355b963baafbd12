//! A* on the 4×4 board with the 5-5-5 databases (`pdb15`, computed per generated board): a
//! closed set of boards packed in a u64, stale heap entries skipped, reopening when a shorter
//! path is found, ties to the deeper node; the boards of one input on all cores (`best_first15`).
//! Optimal while memory lasts.

use super::best_first15::{self, children, goal, path_to, Node, Solver, ROOT};
use super::board15::Board;
use super::packed15::{pack, KeyHasher, NO_MOVE};
use super::pdb15::Heuristic;
use super::search::Tally;
use std::collections::{BinaryHeap, HashMap};
use std::hash::BuildHasherDefault;

/// A* as a strategy of the parts.
pub type Search<P> = best_first15::Search<P, Astar>;

/// A*.
pub struct Astar;

impl Solver for Astar {
    fn solve<T: Tally>(board: &Board, heuristic: &Heuristic, stats: &mut T) -> Vec<u8> {
        astar(board, heuristic, stats)
    }
}

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`.
pub fn astar(board: &Board, heuristic: &Heuristic, stats: &mut impl Tally) -> Vec<u8> {
    let goal = goal();
    let mut nodes = vec![Node {
        key: pack(board),
        parent: ROOT,
        dir: NO_MOVE,
        g: 0,
    }];
    // The node holding the fewest moves found so far for each board: the closed set and the open
    // set in one map. A heap entry whose node is no longer the best for its board is stale.
    let mut best: HashMap<u64, u32, BuildHasherDefault<KeyHasher>> = HashMap::default();
    best.insert(nodes[0].key, 0);
    // Max-heap on (-f, g, node): least f first, and among equal f the deeper node, which is
    // closer to the goal when h is good; the node number makes the order total.
    let mut open = BinaryHeap::new();
    open.push((std::cmp::Reverse(heuristic.estimate(board)), 0u8, 0u32));
    while let Some((std::cmp::Reverse(f), g, number)) = open.pop() {
        let key = nodes[number as usize].key;
        if best[&key] != number {
            continue;
        }
        // The goal test on expansion: with f = g at the goal, every cheaper f was expanded first.
        if key == goal {
            return path_to(&nodes, number);
        }
        stats.at(0, f);
        let (born, count) = children(&nodes, number, heuristic, stats, None);
        for &(dir, child, h) in &born[..count] {
            if let Some(&seen) = best.get(&child) {
                if nodes[seen as usize].g <= g + 1 {
                    continue;
                }
            }
            let child_number = nodes.len() as u32;
            nodes.push(Node {
                key: child,
                parent: number,
                dir,
                g: g + 1,
            });
            best.insert(child, child_number);
            open.push((std::cmp::Reverse(g as u32 + 1 + h), g + 1, child_number));
        }
    }
    unreachable!("a solvable board always reaches the goal")
}
