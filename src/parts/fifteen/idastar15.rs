//! IDA* on the 4×4 board with the 5-5-5 databases (`pdb15`): one depth-first search over
//! `pdb15::Node`s, each child a copy of its parent with one tile moved (one pattern's index and
//! value changed a lookup), so nothing is undone on the way back; the children from the lists of
//! the pruning machine (`prune15`). `idastar15_plan` runs its iterations, `idastar15_units` cuts big
//! ones into units for every core.

use super::board15::CELLS;
use super::pdb15::{Heuristic, Node, VIEWS};
use super::prune15::{Moves, Pruning};
use super::search::Stats;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Returned by the depth-first search when it reached the goal. Otherwise it returns ABORTED,
/// or by how much the least f cut exceeds the bound, plus 1 (so at least 2): `bound + result - 1`
/// is the next bound. That excess is the same at every depth, so a node needs neither its g nor
/// the bound, only its `limit`: the most h a child may have, bound - g - 1.
pub const FOUND: u32 = 0;
/// Returned when another thread found a solution earlier in the fixed order, or the search's
/// budget of nodes ran out: stop here.
pub const ABORTED: u32 = 1;

/// How often (in expanded nodes, a power of two minus one) a search looks whether it may stop.
const POLL: u64 = (1 << 12) - 1;

/// No solution found yet in this iteration (the number of the first unit that found one).
static NEVER: AtomicUsize = AtomicUsize::new(usize::MAX);

/// One IDA* search. On success `path` holds the moves from the search's root, last move first.
pub struct Search<'a> {
    pub heuristic: &'a Heuristic,
    pub pruning: &'a Pruning,
    pub path: Vec<u8>,
    pub stats: Stats,
    /// The search stops once `found` names a unit before `unit` (parallel iterations only).
    pub found: &'a AtomicUsize,
    pub unit: usize,
    /// The search stops once it has expanded this many nodes (looked at every `POLL` + 1).
    pub budget: u64,
}

impl<'a> Search<'a> {
    /// Tries every move from `node` that the pruning machine lets through at `at` (see
    /// `Pruning::at`: the blank's cell and the machine's state): a child whose h is within
    /// `limit` is handed to `visit` with the move and where its own moves are. Returns FOUND or
    /// ABORTED as soon as `visit` does, else the least excess (see FOUND) seen.
    #[inline(always)]
    pub fn expand<F>(&mut self, node: &Node, at: (usize, u32), visit: &mut F) -> u32
    where
        F: FnMut(&mut Self, &Node, usize, usize) -> u32,
    {
        // The number of lookups a constant, so that their loop is unrolled: 2 serves a heuristic
        // of 1 or 2 (`Heuristic::node` keeps the lookups past its views at 0).
        if self.heuristic.views > 2 {
            self.expand_with::<VIEWS, F>(node, at, visit)
        } else {
            self.expand_with::<2, F>(node, at, visit)
        }
    }

    /// `expand` with the first `V` lookups of each node.
    #[inline(always)]
    fn expand_with<const V: usize, F>(
        &mut self,
        node: &Node,
        (at, limit): (usize, u32),
        visit: &mut F,
    ) -> u32
    where
        F: FnMut(&mut Self, &Node, usize, usize) -> u32,
    {
        let heuristic = self.heuristic;
        let mut excess = u32::MAX;
        // The blank's nibble in the packed board (see `Pruning::at`: `at` ends with its cell).
        let blank = 1u64 << (4 * (at % CELLS));
        let Moves {
            next: reached,
            moves,
            mut kept,
        } = self.pruning.at(at);
        'moves: while kept != 0 {
            // The next move kept, in the search's order.
            let rank = kept.trailing_zeros() as usize & 3;
            kept &= kept - 1;
            let entry = moves[rank];
            let dir = entry as usize & 3;
            self.stats.generated += 1;
            // The position reached, and 4 × the cell the blank moves to.
            let next = (reached[rank] + (entry >> 2)) as usize;
            let shift = entry & 0x3c;
            // The tile the blank moves to slides into the blank's cell: only its pattern changes,
            // in each lookup. A lookup is paid for only when those before it let the child through.
            let tile = (node.board >> shift) as usize & 15;
            let mut slid = [(0, 0, 0, 0); V];
            for (view, slid) in slid.iter_mut().enumerate() {
                let slide = &heuristic.slides[view & (VIEWS - 1)][tile][dir & 3];
                *slid = heuristic.slid(slide, &node.views[view & (VIEWS - 1)]);
                let h = slid.3;
                if h > limit {
                    excess = excess.min(h - limit + 1);
                    continue 'moves;
                }
            }
            let mut child = *node;
            child.board = (child.board)
                .wrapping_add((tile as u64).wrapping_mul(blank.wrapping_sub(1 << shift)));
            for (lookup, &(group, index, value, h)) in child.views.iter_mut().zip(&slid) {
                lookup.h = h;
                lookup.index[group] = index;
                lookup.value[group] = value;
            }
            let result = visit(self, &child, dir, next);
            if result <= ABORTED {
                return result;
            }
            excess = excess.min(result);
        }
        excess
    }

    /// Depth-first search below `node`, whose moves are at `at` in the pruning machine (see
    /// `Pruning::at`), whose children may have an h of `limit` at most. Returns FOUND (the moves
    /// on `path`), ABORTED, or the least excess.
    pub fn dfs(&mut self, node: &Node, at: usize, limit: u32) -> u32 {
        self.node(node, (at, limit), Self::dfs_inlined)
    }

    /// `dfs` written into its caller, so that a call (its registers saved and restored) is made
    /// every other level only.
    #[inline(always)]
    fn dfs_inlined(&mut self, node: &Node, at: usize, limit: u32) -> u32 {
        self.node(node, (at, limit), Self::dfs)
    }

    /// The search of one node, its children searched by `deeper`.
    #[inline(always)]
    fn node(&mut self, node: &Node, (at, limit): (usize, u32), deeper: Deeper<'a>) -> u32 {
        if node.views[0].h == 0 {
            // Every tile is home: h is 0 only at the goal.
            return FOUND;
        }
        self.stats.expanded += 1;
        if self.stats.expanded & POLL == 0
            && (self.stats.expanded >= self.budget || self.found.load(Relaxed) < self.unit)
        {
            return ABORTED;
        }
        self.expand(node, (at, limit), &mut |search, child, dir, next| {
            // A child's children may have an h one less.
            // (limit >= h >= 1 here, unless the child is the goal, where it is not used.)
            let result = deeper(search, child, next, limit.wrapping_sub(1));
            if result == FOUND {
                search.path.push(dir as u8);
            }
            result
        })
    }
}

/// A search of the nodes one level down.
type Deeper<'a> = fn(&mut Search<'a>, &Node, usize, u32) -> u32;

/// The most h a child of a node `g` moves from the start may have within `bound`.
pub fn limit(bound: u32, g: u32) -> u32 {
    bound.saturating_sub(g + 1)
}

/// A search with nothing found and no effort yet.
pub fn start<'a>(heuristic: &'a Heuristic, pruning: &'a Pruning) -> Search<'a> {
    Search {
        heuristic,
        pruning,
        path: Vec::new(),
        stats: Stats::default(),
        found: &NEVER,
        unit: 0,
        budget: u64::MAX,
    }
}

/// Adds the effort `more` to `total`.
pub fn add(total: &mut Stats, more: &Stats) {
    total.expanded += more.expanded;
    total.generated += more.generated;
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, step, CELLS};
    use super::super::packed15::unpack;
    use super::super::pdb15::{PATTERNS, VIEWS};
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn every_child_node_equals_its_board_computed_from_scratch() {
        let all = Heuristic::new(&PATTERNS, VIEWS);
        assert_eq!(all.views, VIEWS);
        every_child_equals_its_board(&all);
        every_child_equals_its_board(&Heuristic::new(&PATTERNS, 1));
        // Lookups of another heuristic's after the mirror's, their tables after these.
        let mixed = Heuristic::new(&PATTERNS, 2).with_views_of(&all, &[3, 2]);
        assert_eq!(mixed.views, VIEWS);
        every_child_equals_its_board(&mixed);
        let board = [5, 1, 2, 3, 9, 6, 7, 4, 13, 10, 11, 8, 0, 14, 15, 12];
        let (mixed, all) = (mixed.node(&board), all.node(&board));
        assert_eq!(mixed.views[2].h, all.views[3].h);
        assert_eq!(mixed.views[3].h, all.views[2].h);
    }

    /// Every child of every board on a random walk, its lookups updated by `expand`, equals its
    /// node computed from scratch.
    fn every_child_equals_its_board(heuristic: &Heuristic) {
        let pruning = Pruning::new([0, 1, 2, 3], super::super::prune15::LONGEST);
        let mut rng = Rng::new(5);
        let mut board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
        let mut blank = CELLS - 1;
        for walk in 0..3_000 {
            let node = heuristic.node(&board);
            let mut search = start(heuristic, &pruning);
            let mut children = 0;
            let at = (blank, u32::MAX / 2);
            search.expand(&node, at, &mut |_, child, dir, next| {
                let target = next % CELLS;
                let mut moved = board;
                moved.swap(blank, target);
                assert_eq!(step(blank, dir), Some(target));
                assert_eq!(unpack(child.board), moved, "walk {}", walk);
                assert_eq!(*child, heuristic.node(&moved), "walk {}", walk);
                assert_eq!(blank_of(&moved), target);
                children += 1;
                u32::MAX
            });
            assert_eq!(children, (0..4).filter_map(|dir| step(blank, dir)).count());
            let dir = rng.below(4) as usize;
            if let Some(target) = step(blank, dir) {
                board.swap(blank, target);
                blank = target;
            }
        }
    }
}
