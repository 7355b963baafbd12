//! How one 4×4 board is searched by `idastar15`: children tried in a chosen order with the
//! duplicate pruning of `prune15`, an optional cap on the length, and iterations cut into units
//! searched in order of their estimate (`idastar15_units`): on one thread, or on every core when big
//! enough, with the same answer and node counts for any number of threads.
//!
//! Without such iterations (`SEQUENTIAL`), why the first answer in an order is the first
//! shortest path in that order (so in letter
//! order the least string among the shortest, as LightOJ wants). Let `d` be the optimum.
//! (1) Every threshold is at most `d`: the heuristic is admissible, so every node of every
//! shortest path has `f = g + h <= d`; while the threshold is below `d`, no goal is reached, so
//! some node of a shortest path is cut, and the next threshold (the least `f` cut) is `<= d`.
//! Thresholds strictly grow, so the last one is exactly `d`. (2) In the iteration with threshold
//! `d` no node of the first shortest path in the order is cut: not by `f > d` (admissible, both
//! the direct and the mirrored lookups), and not by the pruning machine (see `prune15`), and
//! nothing else is pruned (no transposition table, no goal test at generation). (3) A depth-first
//! search that tries the children in that order visits the paths from the root in lexicographic
//! order (preorder), so among the goal nodes at depth `d` it meets that path first.
//! `tests/family_parts.rs` checks it against an enumeration of all shortest paths.

use super::board15::{blank_of, cells_of, Board, MOVE_OF};
use super::idastar15::{add, limit, start, ABORTED, FOUND};
use super::idastar15_units::{parallel_iteration, ORDER_DEPTH, SPLIT_DEPTH};
use super::pdb15::{Heuristic, PATTERNS, PATTERNS_663, VIEWS};
use super::prune15::{Pruning, LONGEST};
use super::search::{Quiet, Stats, Tally};
use std::sync::OnceLock;

/// How one board is searched: children tried in `order` (directions of `pdb15::step`, first
/// tried first), no answer longer than `cap`; iterations that follow one of at least
/// `parallel_from` expanded nodes are cut into units (at `idastar15_units::SPLIT_DEPTH`) ordered by
/// their estimate and run on `threads` threads (smaller ones are not worth them), whatever the
/// number of threads, so that the answer does not depend on it (an optimal one, not always the
/// first in `order`); smaller ones that follow one of at least `ordered_from` are cut into fewer
/// units (at `idastar15_units::ORDER_DEPTH`) searched in their order on one thread; those
/// after one of at least `strong_from` search with the 6-6-3 databases when the search has a
/// place for them (see `Tables`); with `progress`, one line per iteration on stderr.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub order: [usize; 4],
    pub cap: Option<u32>,
    pub threads: usize,
    pub parallel_from: u64,
    pub ordered_from: u64,
    pub progress: bool,
    /// The longest move sequences the duplicate pruning knows (`prune15::LONGEST`).
    pub longest: usize,
    pub strong_from: u64,
}

/// One thread, the order L R U D, no cap.
pub const SEQUENTIAL: Plan = Plan {
    order: [0, 1, 2, 3],
    cap: None,
    threads: 1,
    parallel_from: u64::MAX,
    ordered_from: u64::MAX,
    progress: false,
    longest: LONGEST,
    strong_from: u64::MAX,
};

/// `Plan::strong_from` of the files that solve many long boards (UVA 10181's `idastar.rs`): the
/// iteration after one of 4 M nodes expands some 25 M or more (an iteration is ~7x the one
/// before), and then the 6-6-3 databases' 1.3-1.8 s build pays for itself within a few iterations.
/// Korf's 100 never gets there (its biggest iteration is 1.6 M nodes); each of the 80-move
/// positions does, two or three iterations before its last.
pub const STRONG_FROM: u64 = 4_000_000;

/// The databases a board is searched with: the 5-5-5 ones (`quick`, 3 MB, built in ~0.1 s, four
/// lookups) and maybe a place for the 6-6-3 ones of `PATTERNS_663` (`strong`: 32 MB, 1.3-1.8 s
/// and 186 MB at the peak to build; their two lookups, then the 5-5-5 tables' direct and
/// mirrored ones: on the 80-move positions 0.68x the nodes of the 6-6-3 two alone), built by the
/// first iteration that needs them (`Plan::strong_from`) and kept for every later one. Either is
/// admissible, so every threshold stays at most the optimum and every iteration proves what the
/// other's would (see above); which one searched changes the effort and, in a
/// split iteration, which optimal answer comes first, not its length.
#[derive(Clone, Copy)]
pub struct Tables<'a> {
    pub quick: &'a Heuristic,
    pub strong: Option<&'a OnceLock<Heuristic>>,
}

impl<'a> Tables<'a> {
    /// The 5-5-5 databases alone.
    pub fn quick(heuristic: &'a Heuristic) -> Tables<'a> {
        Tables {
            quick: heuristic,
            strong: None,
        }
    }

    /// The 6-6-3 databases for an iteration after one of `last` expanded nodes (built here when
    /// they are first needed), or `None` for the 5-5-5 ones. (The duplicate pruning of 14 moves,
    /// 7% fewer nodes on the first 80-move position, lost as much in the machine's misses.)
    fn strong(&self, last: u64, plan: Plan) -> Option<&'a Heuristic> {
        let strong = self.strong.filter(|_| last >= plan.strong_from)?;
        Some(strong.get_or_init(|| {
            // The 5-5-5 partition's own lookup and its mirror's: on the first two 80-move
            // positions 10% fewer nodes than its other two; all four, in nodes of six lookups,
            // cost more time than their 10% fewer nodes save.
            Heuristic::new(&PATTERNS_663, VIEWS).with_views_of(self.quick, &[0, 1])
        }))
    }
}

/// The databases of `pdb15::PATTERNS`, built while another thread makes the pruning machine of
/// `plan` (`Pruning::shared`, ~130 M instructions for 12-move sequences: after the tables, it
/// would delay every first search).
pub fn heuristic_for(plan: Plan) -> Heuristic {
    std::thread::scope(|scope| {
        // Should the thread not start, the first search makes the machine.
        let made = move || Pruning::shared(plan.order, plan.longest);
        let _ = std::thread::Builder::new().spawn_scoped(scope, made);
        Heuristic::new(&PATTERNS, VIEWS)
    })
}

/// An optimal sequence of blank moves for a solvable board, on one thread, and the effort.
pub fn idastar(board: &Board, heuristic: &Heuristic) -> (Vec<u8>, Stats) {
    let (moves, stats) = idastar_on(board, heuristic, SEQUENTIAL);
    (moves.unwrap_or_default(), stats)
}

/// A shortest sequence of blank moves (the first in the plan's order when no iteration is split,
/// see `Plan`), the same moves and the same effort for any number of threads; `None` when every
/// solution is longer than the cap (or there is none: an unsolvable board ends once the threshold
/// passes the cap, so without a cap tell unsolvable boards apart first).
pub fn idastar_on(board: &Board, heuristic: &Heuristic, plan: Plan) -> (Option<Vec<u8>>, Stats) {
    idastar_with(board, Tables::quick(heuristic), plan, &mut Quiet)
}

/// `idastar_on` with the databases of `tables`, each iteration told to `tally`.
pub fn idastar_with(
    board: &Board,
    tables: Tables,
    plan: Plan,
    tally: &mut impl Tally,
) -> (Option<Vec<u8>>, Stats) {
    let mut search = Iterations::new(board, tables.quick);
    let pruning = Pruning::shared(plan.order, plan.longest);
    search.iterate((tables, pruning), plan, false, tally);
    (search.answer.flatten(), search.total)
}

/// One board's IDA* between two iterations (`idastar_on` in steps): the next threshold, the
/// effort of the biggest iteration yet, the effort so far, the answer once the search has ended,
/// and the progress lines not shown yet.
#[derive(Clone, Debug)]
pub struct Iterations {
    board: Board,
    bound: u32,
    last: u64,
    /// The most nodes the iterations may expand in all (`u64::MAX`: no end); looked at in the
    /// iterations searched whole on one thread only (split or ordered ones run to their end).
    /// When it runs out, `iterate` returns with no answer, the iteration to be searched again.
    pub budget: u64,
    pub total: Stats,
    /// `Some` once the search has ended: the moves, or `None` when every solution is longer
    /// than the cap.
    pub answer: Option<Option<Vec<u8>>>,
    lines: String,
}

impl Iterations {
    /// Before the first iteration, whose threshold is the board's estimate by `heuristic`.
    pub fn new(board: &Board, heuristic: &Heuristic) -> Iterations {
        Iterations {
            board: *board,
            bound: heuristic.estimate(board),
            last: 0,
            budget: u64::MAX,
            total: Stats::default(),
            answer: None,
            lines: String::new(),
        }
    }

    /// Runs the iterations until the search ends, the budget runs out or, with `small_only`,
    /// until the next one would be split (see `Plan`), so that the small ones of many boards can run side by side
    /// and the big ones after. With `plan.progress`, one line an iteration: kept while
    /// `small_only`, otherwise written to stderr after the lines kept. Each iteration is told
    /// to `tally` (its threshold and its nodes).
    pub fn iterate(
        &mut self,
        (tables, pruning): (Tables, &Pruning),
        plan: Plan,
        small_only: bool,
        tally: &mut impl Tally,
    ) {
        if !small_only && !self.lines.is_empty() {
            eprint!("{}", std::mem::take(&mut self.lines));
        }
        let board = &self.board;
        while self.answer.is_none() {
            // Small iterations are not worth the threads. Big ones are split on one thread too,
            // so that the answer is the same on any number of cores; once split or ordered,
            // always (the strong databases may make an iteration smaller than the one before).
            let split = self.last >= plan.parallel_from;
            let ordered = self.last >= plan.ordered_from;
            if self.bound > plan.cap.unwrap_or(u32::MAX - 1) {
                self.answer = Some(None);
                return;
            }
            if split && small_only {
                return;
            }
            let strong = tables.strong(self.last, plan);
            let heuristic = strong.unwrap_or(tables.quick);
            let cut = |depth, threads| {
                parallel_iteration(board, (heuristic, pruning), self.bound, (depth, threads))
            };
            let (result, moves, stats) = if split {
                cut(SPLIT_DEPTH, plan.threads)
            } else if ordered {
                cut(ORDER_DEPTH, 1)
            } else {
                let mut search = start(heuristic, pruning);
                search.budget = self.budget.saturating_sub(self.total.expanded);
                // State 0: no move made, none pruned.
                let (node, limit) = (heuristic.node(board), limit(self.bound, 0));
                let result = search.dfs(&node, blank_of(board), limit);
                search.path.reverse();
                (result, search.path, search.stats)
            };
            add(&mut self.total, &stats);
            tally.stage(self.bound, stats.expanded);
            if plan.progress {
                let line = format!(
                    "progress bound={} tables={} expanded={} total={}\n",
                    self.bound,
                    if strong.is_some() { "6-6-3" } else { "5-5-5" },
                    stats.expanded,
                    self.total.expanded
                );
                if small_only {
                    self.lines.push_str(&line);
                } else {
                    eprint!("{}", line);
                }
            }
            if result == FOUND {
                self.answer = Some(Some(moves));
                return;
            }
            if result == ABORTED {
                // The budget ran out (nothing else stops a sequential search).
                return;
            }
            self.last = self.last.max(stats.expanded);
            // The least f above the bound (see `idastar15::FOUND`); u32::MAX - 1 when nothing
            // was cut.
            self.bound = self.bound.saturating_add(result - 1);
        }
    }
}

/// `idastar_on` for the parts' board `start`: its moves, as the parts number them, appended to
/// `path` and its effort told to `stats`; `false` when every solution is longer than the cap.
pub fn search_board(
    start: super::board::Board,
    tables: Tables,
    plan: Plan,
    stats: &mut impl Tally,
    path: &mut Vec<u8>,
) -> bool {
    let (moves, effort) = idastar_with(&cells_of(start), tables, plan, stats);
    stats.add(effort.expanded, effort.generated);
    parts_moves(moves.as_deref(), path)
}

/// `moves` (directions of `pdb15::step`) as the parts number them, appended to `path`; `false`
/// when there are none (every solution longer than the cap).
pub fn parts_moves(moves: Option<&[u8]>, path: &mut Vec<u8>) -> bool {
    match moves {
        Some(moves) => {
            path.extend(moves.iter().map(|&dir| MOVE_OF[dir as usize]));
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::replay;
    use super::*;

    const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    /// Directions in the letters' order `D L R U` (LightOJ) and `L R U D`.
    const BY_LETTER: [usize; 4] = [3, 0, 1, 2];
    const PLAIN: [usize; 4] = [0, 1, 2, 3];

    fn plan(order: [usize; 4], cap: Option<u32>) -> Plan {
        Plan {
            order,
            cap,
            ..SEQUENTIAL
        }
    }

    #[test]
    fn uva_sample_and_aoj_sample() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let uva = [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15];
        let (moves, _) = idastar_on(&uva, &heuristic, plan(PLAIN, None));
        let moves = moves.unwrap();
        assert_eq!(moves, [0, 0, 0, 3, 1, 3, 1, 3, 1]);
        let aoj = [1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15];
        let (moves, _) = idastar_on(&aoj, &heuristic, plan(BY_LETTER, Some(45)));
        let moves = moves.unwrap();
        assert_eq!(moves.len(), 8);
        assert_eq!(replay(&aoj, &moves), GOAL);
    }

    #[test]
    fn the_cap_is_exact() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let aoj = [1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15];
        assert!(idastar_on(&aoj, &heuristic, plan(PLAIN, Some(8)))
            .0
            .is_some());
        assert!(idastar_on(&aoj, &heuristic, plan(PLAIN, Some(7)))
            .0
            .is_none());
        assert_eq!(
            idastar_on(&GOAL, &heuristic, plan(PLAIN, Some(0))).0,
            Some(Vec::new())
        );
        let mut swapped = GOAL;
        swapped.swap(0, 1);
        assert!(idastar_on(&swapped, &heuristic, plan(PLAIN, Some(20)))
            .0
            .is_none());
    }
}
