//! The ordered and parallel iterations of `idastar15`: the iteration's tree cut at a fixed depth
//! into units of work, ordered by their estimate (the least first) and taken in that order by
//! every thread; the first solution in that order is kept, so the answer and the node counts are
//! those of one thread, every run. The order finds a solution in the last iteration sooner than
//! the sequential search's (see `SPLIT_DEPTH` and `ORDER_DEPTH`); the answer is then an optimal
//! path, not always the first in the order of the children.

use super::board15::{blank_of, Board};
use super::idastar15::{add, limit, start, Search, FOUND};
use super::pdb15::{Heuristic, Node};
use super::prune15::Pruning;
use super::search::Stats;
use super::share::share_out;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Iterations after one expanding fewer nodes than this run on one thread (an iteration is ~6x
/// the one before). On Korf's 100 (`idastar15_parallel`: such iterations of all boards first, the
/// boards shared out over the cores), from 200,000: 22.47 M nodes, 0.667 / 0.748 s wall against
/// 21.40 M and 0.723 / 0.782 s from 20,000 (means of 12 interleaved runs, twice): the tree
/// above a split iteration's units runs on one core, a large part of a small iteration's time;
/// 100,000: 22.45 M, 0.766 s; 300,000: 23.25 M, 0.695 s; 1,000,000: 28.60 M, 0.818 s.
pub const PARALLEL_FROM: u64 = 200_000;
/// Depth at which an iteration's tree is cut into units of work. On Korf's 100 (nodes expanded,
/// callgrind instructions of the whole run with the tables' 0.88 G; README): the units in the
/// sequential order at depth 8, 39.8 M nodes and 7.97 G; ordered by estimate (the units sorted)
/// at depth 10, 30.7 M and 6.47 G; at 12, 29.0 M and 6.36 G (6.32 G with the keys sorted,
/// `ordered`); at 14, 28.8 M and 6.88 G (more units, each a start, cost more than the finer order
/// saves).
pub const SPLIT_DEPTH: u32 = 12;

/// Iterations after one expanding at least this many nodes, and too small to split, are cut into
/// units at `ORDER_DEPTH` and searched in their order on one thread (`idastar15_plan::Plan::ordered_from`):
/// every iteration of Korf's 100 (README, issue 12's seventh round): 15.78 M nodes against
/// 16.62 M in the order of the children (from 5,000: 15.80 M; from 20,000: 15.82 M).
pub const ORDERED_FROM: u64 = 0;
/// Depth at which an iteration too small to split is cut into units to be ordered: few units, so
/// that their starts and sort cost next to nothing in a small iteration. On Korf's 100 with every
/// such iteration ordered: depth 5, 16.22 M nodes; 6, 15.78 M; 7, 15.83 M; 12 (the split depth),
/// 15.55 M nodes from 20,000 but more time than the sequential search (a unit of a small
/// iteration is a few dozen nodes).
pub const ORDER_DEPTH: u32 = 6;

/// A subtree root of one iteration: a node at the split depth (or the goal above it) and the
/// moves to it from the root, 2 bits each, the first lowest (`SPLIT_DEPTH` ≤ 32).
#[derive(Clone, Copy)]
struct Unit {
    node: Node,
    at: usize,
    /// How many moves lead to it (its `g`).
    length: u32,
    moves: u64,
}

impl Unit {
    /// The order units are searched in: the sum of the node's lookups, the least first (the most
    /// room left under the bound), then the sequential order.
    fn estimate(&self) -> u32 {
        self.node.views.iter().map(|lookup| lookup.h).sum::<u32>()
    }
}

/// `units` in their order (see `Unit::estimate`). The keys are sorted, not the units: a unit is
/// about 128 bytes, and a stable sort of them cost ~280 instructions a unit (callgrind); nor are
/// they copied into that order (560 K units, 45 MB, on Korf's 100: 8 ms of the 60 ms the
/// iterations' splits took on one core).
fn ordered(units: &[Unit]) -> Vec<&Unit> {
    let mut keys: Vec<u64> = (units.iter().enumerate())
        .map(|(number, unit)| (unit.estimate() as u64) << 32 | number as u64)
        .collect();
    // The keys are distinct: an unstable sort gives the one order.
    keys.sort_unstable();
    keys.iter()
        .map(|&key| &units[key as u32 as usize])
        .collect()
}

impl<'a> Search<'a> {
    /// The sequential search of one iteration down to `depth`, where every node becomes a unit;
    /// `moves` are the moves to `node` (see `Unit`). Returns the least excess (see
    /// `idastar15::FOUND`) seen above the units.
    fn split(
        &mut self,
        node: &Node,
        (at, g, moves): (usize, u32, u64),
        bound: u32,
        depth: u32,
        units: &mut Vec<Unit>,
    ) -> u32 {
        if node.views[0].h == 0 || g == depth {
            units.push(Unit {
                node: *node,
                at,
                length: g,
                moves,
            });
            return u32::MAX;
        }
        self.stats.expanded += 1;
        self.expand(
            node,
            (at, limit(bound, g)),
            &mut |search, child, dir, next| {
                let moves = moves | (dir as u64) << (2 * g);
                search.split(child, (next, g + 1, moves), bound, depth, units)
            },
        )
    }
}

/// What the search of one unit gave.
struct Outcome {
    result: u32,
    path: Vec<u8>,
    stats: Stats,
}

/// The units of `units` searched by `threads` threads taking them in order (`share_out`). A
/// thread that finds a solution in unit k stops the units after k (those not started yet give
/// `None`); units before k still run to the end, so the first unit with a solution, the one a
/// sequential search would meet first, is always known.
fn search_units(
    units: &[&Unit],
    (heuristic, pruning): (&Heuristic, &Pruning),
    bound: u32,
    threads: usize,
) -> (usize, Vec<Option<Outcome>>) {
    let found = AtomicUsize::new(usize::MAX);
    let outcomes = share_out(units, threads, |number, unit| {
        if number > found.load(Relaxed) {
            return None;
        }
        let mut search = start(heuristic, pruning);
        search.found = &found;
        search.unit = number;
        let result = search.dfs(&unit.node, unit.at, limit(bound, unit.length));
        if result == FOUND {
            found.fetch_min(number, Relaxed);
        }
        let (path, stats) = (search.path, search.stats);
        Some(Outcome {
            result,
            path,
            stats,
        })
    });
    (found.into_inner(), outcomes)
}

/// One iteration on `threads` threads: the tree cut at `depth` into units ordered by their
/// estimate, the first solution in that order kept. Returns what the sequential search returns:
/// the result (FOUND or the excess), the moves when found, and the effort: the whole tree above
/// the units, then the units up to the solution (or all of them).
pub fn parallel_iteration(
    board: &Board,
    (heuristic, pruning): (&Heuristic, &Pruning),
    bound: u32,
    (depth, threads): (u32, usize),
) -> (u32, Vec<u8>, Stats) {
    let mut root = start(heuristic, pruning);
    let mut units = Vec::new();
    // State 0: no move made, none pruned.
    let at = blank_of(board);
    let node = heuristic.node(board);
    let above = root.split(&node, (at, 0, 0), bound, depth, &mut units);
    let units = ordered(&units);
    let (first, outcomes) = search_units(&units, (heuristic, pruning), bound, threads);
    let mut stats = root.stats;
    if let Some(unit) = units.get(first) {
        // Every unit up to the first solution ran to its end.
        let mut moves: Vec<u8> = (0..unit.length)
            .map(|g| (unit.moves >> (2 * g)) as u8 & 3)
            .collect();
        for outcome in outcomes[..=first].iter().flatten() {
            add(&mut stats, &outcome.stats);
            if outcome.result == FOUND {
                moves.extend(outcome.path.iter().rev());
            }
        }
        return (FOUND, moves, stats);
    }
    let mut excess = above;
    for outcome in outcomes.iter().flatten() {
        add(&mut stats, &outcome.stats);
        excess = excess.min(outcome.result);
    }
    (excess, Vec::new(), stats)
}
