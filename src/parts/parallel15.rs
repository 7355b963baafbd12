//! The parallel iteration of `idastar15`: the iteration's tree cut at a fixed depth into units of
//! work, numbered in the order a sequential search meets them and taken in that order by every
//! thread; the first solution in that order is kept, so the answer and the node counts are
//! those of one thread, every run.

use super::board15::{blank_of, Board};
use super::idastar15::{add, limit, start, Search, FOUND};
use super::pdb15::{Heuristic, Node};
use super::prune15::Pruning;
use super::search::Stats;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Iterations after one expanding fewer nodes than this run on one thread (an iteration is ~6x
/// the one before).
pub const PARALLEL_FROM: u64 = 20_000;
/// Depth at which an iteration's tree is cut into units of work: on Korf's 100, depth 8 gives
/// ~600 units an iteration, 2 threads taking them in order 98% busy (simulated from the units'
/// node counts), and 1.4% more search instructions than one thread; depth 12 gives ~7,700 units
/// and 10% more.
const SPLIT_DEPTH: u32 = 8;

/// A subtree root of one iteration: a node at the split depth (or the goal above it), numbered
/// in the order a sequential search meets it, with the effort spent above it until then.
struct Unit {
    node: Node,
    at: usize,
    g: u32,
    moves: Vec<u8>,
    before: Stats,
}

impl<'a> Search<'a> {
    /// The sequential search of one iteration down to `depth`, where every node becomes a unit.
    /// Returns the least excess (see `idastar15::FOUND`) seen above the units.
    fn split(
        &mut self,
        node: &Node,
        (at, g): (usize, u32),
        bound: u32,
        depth: u32,
        trail: &mut Vec<u8>,
        units: &mut Vec<Unit>,
    ) -> u32 {
        if node.h == 0 || g == depth {
            units.push(Unit {
                node: *node,
                at,
                g,
                moves: trail.clone(),
                before: self.stats,
            });
            return u32::MAX;
        }
        self.stats.expanded += 1;
        self.expand(
            node,
            (at, limit(bound, g)),
            &mut |search, child, dir, next| {
                trail.push(dir as u8);
                let result = search.split(child, (next, g + 1), bound, depth, trail, units);
                trail.pop();
                result
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

/// The units of `units` searched by `threads` threads taking them in order. A thread that finds
/// a solution in unit k stops the units after k; units before k still run to the end, so the
/// first unit with a solution, the one a sequential search would meet first, is always known.
fn search_units(
    units: &[Unit],
    (heuristic, pruning): (&Heuristic, &Pruning),
    bound: u32,
    threads: usize,
) -> (usize, Vec<Option<Outcome>>) {
    let found = AtomicUsize::new(usize::MAX);
    let next = AtomicUsize::new(0);
    let mut outcomes: Vec<Option<Outcome>> = units.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        let work = || {
            let mut done = Vec::new();
            loop {
                let number = next.fetch_add(1, Relaxed);
                if number >= units.len() || number > found.load(Relaxed) {
                    return done;
                }
                let unit = &units[number];
                let mut search = start(heuristic, pruning);
                search.found = &found;
                search.unit = number;
                let limit = limit(bound, unit.g);
                let result = search.dfs(&unit.node, unit.at, limit);
                if result == FOUND {
                    found.fetch_min(number, Relaxed);
                }
                let (path, stats) = (search.path, search.stats);
                done.push((
                    number,
                    Outcome {
                        result,
                        path,
                        stats,
                    },
                ));
            }
        };
        let workers: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
        for worker in workers {
            for (number, outcome) in worker.join().expect("a search thread panicked") {
                outcomes[number] = Some(outcome);
            }
        }
    });
    (found.into_inner(), outcomes)
}

/// One iteration on `threads` threads: the tree cut at a fixed depth into units taken in a fixed
/// order, the first solution in that order kept. Returns what the sequential search returns: the
/// result (FOUND or the excess), the moves when found, and the effort up to the solution (or in
/// all).
pub fn parallel_iteration(
    board: &Board,
    (heuristic, pruning): (&Heuristic, &Pruning),
    bound: u32,
    threads: usize,
) -> (u32, Vec<u8>, Stats) {
    let mut root = start(heuristic, pruning);
    let mut units = Vec::new();
    // State 0: no move made, none pruned.
    let at = (blank_of(board), 0);
    let node = heuristic.node(board);
    let above = root.split(&node, at, bound, SPLIT_DEPTH, &mut Vec::new(), &mut units);
    let (first, outcomes) = search_units(&units, (heuristic, pruning), bound, threads);
    if let Some(unit) = units.get(first) {
        // Every unit up to the first solution ran to its end.
        let mut stats = unit.before;
        let mut moves = unit.moves.clone();
        for outcome in outcomes[..=first].iter().flatten() {
            add(&mut stats, &outcome.stats);
            if outcome.result == FOUND {
                moves.extend(outcome.path.iter().rev());
            }
        }
        return (FOUND, moves, stats);
    }
    let mut stats = root.stats;
    let mut excess = above;
    for outcome in outcomes.iter().flatten() {
        add(&mut stats, &outcome.stats);
        excess = excess.min(outcome.result);
    }
    (excess, Vec::new(), stats)
}
