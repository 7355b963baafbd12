//! IDA* on the 4×4 board with the 5-5-5 pattern databases, a chosen move order and a cap on
//! the length: one search serves "optimal" (AOJ ALDS1_13_C, e-olymp 3669 with its 45), "the
//! least string among the shortest" (LightOJ 15-puzzle, order `D L R U`, cap 35) and "any
//! valid" (mipt 091, no cap).
//!
//! TO BE MERGED with the IDA* part of the `asm` branch: the search of
//! `solutions/uva10181/idastar.rs`, with the move order and the cap made parameters.
//!
//! Why the first answer in letter order is the least shortest string. Let `d` be the optimum.
//! (1) Every threshold is at most `d`: the heuristic is admissible, so every node of every
//! shortest path has `f = g + h <= d`; while the threshold is below `d`, no goal is reached, so
//! some node of a shortest path is cut, and the next threshold (the least `f` cut) is `<= d`.
//! Thresholds strictly grow, so the last one is exactly `d`. (2) In the iteration with threshold
//! `d` no node of any shortest path is cut: not by `f > d` (admissible, both the direct and the
//! mirrored lookups), and not by the inverse-move rule (a shortest path never undoes its last
//! move), and nothing else is pruned (no transposition table, no goal test at generation that
//! could stop early on a longer path: a goal cannot be reached in fewer than `d` moves).
//! (3) A depth-first search that tries the children in letter order visits the paths from the
//! root in lexicographic order of their strings (preorder), so among the goal nodes at depth `d`
//! it meets first the one with the least string — and every shortest string is among the paths
//! it visits, by (2). Hence the first solution found is the least of all shortest strings.
//! `tests/family_parts.rs` checks it against an enumeration of all shortest paths.

use super::pdb555::{blank_of, step, Board, Heuristic, Lookup, CELLS};

/// Returned by the depth-first search when it reached the goal (bounds are always above 0).
const FOUND: u32 = 0;

/// No cell: the move leaves the board.
const OFF: usize = usize::MAX;

/// Search effort for one puzzle: nodes whose successors were produced, successors produced.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Stats {
    pub expanded: u64,
    pub generated: u64,
}

/// One pattern lookup after a move: which pattern, its new index, its new value.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Change {
    group: usize,
    index: u32,
    value: u32,
}

/// One IDA* run: the board changed in place, the pattern indexes updated per move, the moves so
/// far on `path` (directions of `pdb555::step`: 0 left, 1 right, 2 up, 3 down).
struct Search<'a> {
    heuristic: &'a Heuristic,
    neighbour: [[usize; 4]; CELLS],
    order: [usize; 4],
    board: Board,
    lookup: Lookup,
    direct: u32,
    mirror: u32,
    path: Vec<u8>,
    stats: Stats,
}

impl<'a> Search<'a> {
    /// The direct lookup once the tile at `target` slides into the blank's cell `blank`: only the
    /// moved tile's pattern changes, by two additions to its index.
    #[inline(always)]
    fn direct_after(&self, tile: usize, blank: usize, target: usize) -> Change {
        let heuristic = self.heuristic;
        let group = heuristic.group[tile];
        let index = self.lookup.index[group]
            .wrapping_add(heuristic.key[tile][blank])
            .wrapping_sub(heuristic.key[tile][target]);
        let value = heuristic.tables[group][index as usize & heuristic.masks[group]] as u32;
        Change {
            group,
            index,
            value,
        }
    }

    /// The same for the mirrored board, where the tile and both cells are mirrored.
    #[inline(always)]
    fn mirror_after(&self, tile: usize, blank: usize, target: usize) -> Change {
        let heuristic = self.heuristic;
        let group = heuristic.mirror_group[tile];
        let index = self.lookup.mirror_index[group]
            .wrapping_add(heuristic.mirror_key[tile][blank])
            .wrapping_sub(heuristic.mirror_key[tile][target]);
        let value = heuristic.tables[group][index as usize & heuristic.masks[group]] as u32;
        Change {
            group,
            index,
            value,
        }
    }

    /// Makes the move and its two changes; returns what undoes them.
    #[inline(always)]
    fn apply(
        &mut self,
        blank: usize,
        target: usize,
        direct: Change,
        mirror: Change,
    ) -> (Change, Change) {
        let old_direct = Change {
            group: direct.group,
            index: self.lookup.index[direct.group],
            value: self.lookup.value[direct.group],
        };
        let old_mirror = Change {
            group: mirror.group,
            index: self.lookup.mirror_index[mirror.group],
            value: self.lookup.mirror_value[mirror.group],
        };
        self.direct = self.direct + direct.value - old_direct.value;
        self.mirror = self.mirror + mirror.value - old_mirror.value;
        self.lookup.index[direct.group] = direct.index;
        self.lookup.value[direct.group] = direct.value;
        self.lookup.mirror_index[mirror.group] = mirror.index;
        self.lookup.mirror_value[mirror.group] = mirror.value;
        self.board.swap(blank, target);
        (old_direct, old_mirror)
    }

    /// Depth-first search below the node whose blank is at `blank`, `g` moves from the start,
    /// with f = g + h <= bound. Returns FOUND or the least f above the bound seen.
    fn dfs(&mut self, blank: usize, g: u32, bound: u32, last: usize) -> u32 {
        if self.direct == 0 {
            // Every tile is home: h is 0 only at the goal.
            return FOUND;
        }
        self.stats.expanded += 1;
        let mut next_bound = u32::MAX;
        for dir in self.order {
            // The inverse of the last move only undoes it: never worth a node.
            let target = self.neighbour[blank][dir];
            if target == OFF || dir ^ 1 == last {
                continue;
            }
            self.stats.generated += 1;
            // The tile at `target` slides into the blank's cell.
            let tile = self.board[target] as usize;
            let direct = self.direct_after(tile, blank, target);
            let f = g + 1 + self.direct + direct.value - self.lookup.value[direct.group];
            if f > bound {
                next_bound = next_bound.min(f);
                continue;
            }
            // Only children the direct lookup lets through pay for the mirrored one.
            let mirror = self.mirror_after(tile, blank, target);
            let f = g + 1 + self.mirror + mirror.value - self.lookup.mirror_value[mirror.group];
            if self.heuristic.mirrored && f > bound {
                next_bound = next_bound.min(f);
                continue;
            }
            let (old_direct, old_mirror) = self.apply(blank, target, direct, mirror);
            self.path.push(dir as u8);
            let result = self.dfs(target, g + 1, bound, dir);
            if result == FOUND {
                return FOUND;
            }
            self.path.pop();
            // Undoing is applying the old changes to the reverse move.
            self.apply(target, blank, old_direct, old_mirror);
            next_bound = next_bound.min(result);
        }
        next_bound
    }
}

/// A search positioned on a board, with its lookups computed from scratch.
fn start<'a>(board: &Board, heuristic: &'a Heuristic, order: [usize; 4]) -> Search<'a> {
    let mut neighbour = [[OFF; 4]; CELLS];
    for (cell, row) in neighbour.iter_mut().enumerate() {
        for (dir, slot) in row.iter_mut().enumerate() {
            *slot = step(cell, dir).unwrap_or(OFF);
        }
    }
    let lookup = heuristic.lookup(board);
    Search {
        heuristic,
        neighbour,
        order,
        board: *board,
        lookup,
        direct: lookup.value.iter().sum(),
        mirror: lookup.mirror_value.iter().sum(),
        path: Vec::new(),
        stats: Stats::default(),
    }
}

/// A shortest sequence of blank moves (directions of `pdb555::step`) for `board`, the first in
/// the order `order` (a permutation of `0..4`) — the least string among the shortest when
/// `order` lists the directions by their letters — or `None` when every solution is longer
/// than `cap` moves (or there is none: an unsolvable board ends once the threshold passes the
/// cap, so without a cap tell unsolvable boards apart first with `pdb555::solvable`).
pub fn idastar(
    board: &Board,
    heuristic: &Heuristic,
    order: [usize; 4],
    cap: Option<u32>,
) -> (Option<Vec<u8>>, Stats) {
    let mut search = start(board, heuristic, order);
    let mut bound = heuristic.estimate(board);
    let cap = cap.unwrap_or(u32::MAX - 1);
    // No move is the inverse of "4", so the first node tries all its moves.
    while bound <= cap {
        let result = search.dfs(blank_of(board), 0, bound, 4);
        if result == FOUND {
            return (Some(search.path), search.stats);
        }
        bound = result;
    }
    (None, search.stats)
}

#[cfg(test)]
mod tests {
    use super::super::pdb555::{solvable, PATTERNS};
    use super::*;

    const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    /// Directions in the letters' order `D L R U` (LightOJ) and `L R U D`.
    const BY_LETTER: [usize; 4] = [3, 0, 1, 2];
    const PLAIN: [usize; 4] = [0, 1, 2, 3];

    fn replay(board: &Board, moves: &[u8]) -> Board {
        let mut board = *board;
        for &dir in moves {
            let blank = blank_of(&board);
            let target = step(blank, dir as usize).expect("a move off the board");
            board.swap(blank, target);
        }
        board
    }

    #[test]
    fn uva_sample_and_aoj_sample() {
        let heuristic = Heuristic::new(&PATTERNS, true);
        let uva = [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15];
        let (moves, _) = idastar(&uva, &heuristic, PLAIN, None);
        let moves = moves.unwrap();
        assert_eq!(moves, [0, 0, 0, 3, 1, 3, 1, 3, 1]);
        let aoj = [1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15];
        let (moves, _) = idastar(&aoj, &heuristic, BY_LETTER, Some(45));
        let moves = moves.unwrap();
        assert_eq!(moves.len(), 8);
        assert_eq!(replay(&aoj, &moves), GOAL);
    }

    #[test]
    fn the_cap_is_exact() {
        let heuristic = Heuristic::new(&PATTERNS, true);
        let aoj = [1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15];
        assert!(idastar(&aoj, &heuristic, PLAIN, Some(8)).0.is_some());
        assert!(idastar(&aoj, &heuristic, PLAIN, Some(7)).0.is_none());
        assert_eq!(
            idastar(&GOAL, &heuristic, PLAIN, Some(0)).0,
            Some(Vec::new())
        );
        let mut swapped = GOAL;
        swapped.swap(0, 1);
        assert!(!solvable(&swapped));
        assert!(idastar(&swapped, &heuristic, PLAIN, Some(20)).0.is_none());
    }
}
