//! IDA* on the 4×4 board with the 5-5-5 databases (`pdb15`): one depth-first search, the board
//! changed in place, the pattern indexes updated per move by two additions each, the children
//! from the lists of the pruning machine (`prune15`). `plan15` runs its iterations, `parallel15`
//! cuts big ones into units for every core.

use super::board15::{Board, CELLS};
use super::pdb15::{Heuristic, Lookup, SLOTS};
use super::prune15::Pruning;
use super::search::Stats;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Returned by the depth-first search when it reached the goal (bounds are always above 1).
pub const FOUND: u32 = 0;
/// Returned when another thread found a solution earlier in the fixed order: stop here.
pub const ABORTED: u32 = 1;

/// How often (in expanded nodes, a power of two minus one) a search looks whether it may stop.
const POLL: u64 = (1 << 12) - 1;

/// No solution found yet in this iteration (the number of the first unit that found one).
static NEVER: AtomicUsize = AtomicUsize::new(usize::MAX);

/// One IDA* search: the board changed in place, the pattern indexes updated per move. On success
/// `path` holds the moves from the search's root, last move first.
pub struct Search<'a> {
    pub heuristic: &'a Heuristic,
    pub pruning: &'a Pruning,
    pub board: Board,
    pub lookup: Lookup,
    pub direct: u32,
    pub mirror: u32,
    pub path: Vec<u8>,
    pub stats: Stats,
    /// The search stops once `found` names a unit before `unit` (parallel iterations only).
    pub found: &'a AtomicUsize,
    pub unit: usize,
}

impl<'a> Search<'a> {
    /// Tries every move from the node whose blank is at `blank`, `g` moves from the start, that
    /// the pruning machine in `state` lets through: a child whose f = g + 1 + h is within `bound`
    /// is entered (board and lookups changed in place), handed to `visit` with the move and the
    /// machine's next state, and left. Returns FOUND or ABORTED as soon as
    /// `visit` does (the board left at that child), else the least f above the bound seen.
    #[inline(always)]
    pub fn expand<F>(
        &mut self,
        blank: usize,
        g: u32,
        bound: u32,
        state: usize,
        visit: &mut F,
    ) -> u32
    where
        F: FnMut(&mut Self, usize, usize, usize) -> u32,
    {
        let heuristic = self.heuristic;
        let mut next_bound = u32::MAX;
        let steps = &self.pruning.steps[state * CELLS + (blank & 15)];
        for &(dir, target, next_state) in &steps.list[..steps.count.min(4)] {
            self.stats.generated += 1;
            // The tile at `target` slides into the blank's cell: only its pattern changes.
            let tile = self.board[target & 15] as usize & 15;
            let group = heuristic.group[tile] & (SLOTS - 1);
            let old = self.lookup.index[group];
            let (index, value) = heuristic.slide(&heuristic.key[tile], old, blank, target);
            let direct = self.direct + value - self.lookup.value[group];
            if g + 1 + direct > bound {
                next_bound = next_bound.min(g + 1 + direct);
                continue;
            }
            // Only children the direct lookup lets through pay for the mirrored one.
            let mirror_group = heuristic.mirror_group[tile] & (SLOTS - 1);
            let old = self.lookup.mirror_index[mirror_group];
            let (mirror_index, mirror_value) =
                heuristic.slide(&heuristic.mirror_key[tile], old, blank, target);
            let mirror = self.mirror + mirror_value - self.lookup.mirror_value[mirror_group];
            if heuristic.mirrored && g + 1 + mirror > bound {
                next_bound = next_bound.min(g + 1 + mirror);
                continue;
            }
            let mut entries = [index, value, mirror_index, mirror_value, direct, mirror];
            self.swap_entries(group, mirror_group, &mut entries);
            self.board[blank & 15] = tile as u8;
            self.board[target & 15] = 0;
            let result = visit(self, target, dir, next_state);
            if result <= ABORTED {
                return result;
            }
            // Swapping again puts the old entries back.
            self.swap_entries(group, mirror_group, &mut entries);
            self.board[target & 15] = tile as u8;
            self.board[blank & 15] = 0;
            next_bound = next_bound.min(result);
        }
        next_bound
    }

    /// Exchanges the lookup entries a move changes with `entries`: the index and the value of
    /// `group`, those of `mirror_group` in the mirrored lookup, and the two sums.
    #[inline(always)]
    fn swap_entries(&mut self, group: usize, mirror_group: usize, entries: &mut [u32; 6]) {
        let lookup = &mut self.lookup;
        std::mem::swap(&mut lookup.index[group], &mut entries[0]);
        std::mem::swap(&mut lookup.value[group], &mut entries[1]);
        std::mem::swap(&mut lookup.mirror_index[mirror_group], &mut entries[2]);
        std::mem::swap(&mut lookup.mirror_value[mirror_group], &mut entries[3]);
        std::mem::swap(&mut self.direct, &mut entries[4]);
        std::mem::swap(&mut self.mirror, &mut entries[5]);
    }

    /// Depth-first search below the node whose blank is at `blank` with f = g + h <= bound.
    /// Returns FOUND (the moves on `path`), ABORTED, or the least f above the bound seen.
    pub fn dfs(&mut self, blank: usize, g: u32, bound: u32, state: usize) -> u32 {
        if self.direct == 0 {
            // Every tile is home: h is 0 only at the goal.
            return FOUND;
        }
        self.stats.expanded += 1;
        if self.stats.expanded & POLL == 0 && self.found.load(Relaxed) < self.unit {
            return ABORTED;
        }
        self.expand(blank, g, bound, state, &mut |search, target, dir, next| {
            let result = search.dfs(target, g + 1, bound, next);
            if result == FOUND {
                search.path.push(dir as u8);
            }
            result
        })
    }
}

/// A search positioned on a board, with its lookups computed from scratch.
pub fn start<'a>(board: &Board, heuristic: &'a Heuristic, pruning: &'a Pruning) -> Search<'a> {
    let lookup = heuristic.lookup(board);
    Search {
        heuristic,
        pruning,
        board: *board,
        lookup,
        direct: lookup.value.iter().sum(),
        mirror: lookup.mirror_value.iter().sum(),
        path: Vec::new(),
        stats: Stats::default(),
        found: &NEVER,
        unit: 0,
    }
}

/// Adds the effort `more` to `total`.
pub fn add(total: &mut Stats, more: &Stats) {
    total.expanded += more.expanded;
    total.generated += more.generated;
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, step};
    use super::super::pdb15::PATTERNS;
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn incremental_lookups_equal_recomputation_after_every_move_and_undo() {
        let heuristic = Heuristic::new(&PATTERNS, true);
        let pruning = Pruning::new([0, 1, 2, 3]);
        let mut rng = Rng::new(5);
        let mut board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
        let mut blank = CELLS - 1;
        for walk in 0..3_000 {
            // Every child of every board on a random walk, entered and left by `expand`.
            let mut search = start(&board, &heuristic, &pruning);
            let mut children = 0;
            search.expand(blank, 0, u32::MAX / 2, 0, &mut |search, target, _, _| {
                let fresh = heuristic.lookup(&search.board);
                assert_eq!(search.lookup.index, fresh.index, "walk {}", walk);
                assert_eq!(search.lookup.value, fresh.value);
                assert_eq!(search.lookup.mirror_index, fresh.mirror_index);
                assert_eq!(search.lookup.mirror_value, fresh.mirror_value);
                assert_eq!(search.direct, fresh.value.iter().sum::<u32>());
                assert_eq!(search.mirror, fresh.mirror_value.iter().sum::<u32>());
                assert_eq!(blank_of(&search.board), target);
                children += 1;
                u32::MAX
            });
            assert_eq!(children, (0..4).filter_map(|dir| step(blank, dir)).count());
            // Left as found.
            assert_eq!(search.board, board);
            assert_eq!(search.lookup.index, heuristic.lookup(&board).index);
            assert_eq!(
                search.direct,
                heuristic.lookup(&board).value.iter().sum::<u32>()
            );
            let dir = rng.below(4) as usize;
            if let Some(target) = step(blank, dir) {
                board.swap(blank, target);
                blank = target;
            }
        }
    }
}
