//! The 4×4 IDA* at its plainest, for a file that must be small (UVa takes 40 KB): the 5-5-5
//! pattern databases and their mirror (`pdb15`, built at start-up), each child's lookups updated
//! for the one pattern its move changes, the inverse of the last move pruned, on one thread, the
//! goal `1 … 15 0` only. It finds a fewest-move answer like `idastar15_ordered`, with more nodes: no
//! machine prunes the longer duplicate sequences, no stronger tables take the big iterations.

use super::board::Board;
use super::board15::{cells_of, step, MOVE_OF};
use super::packed15::{blank_in, NO_MOVE};
use super::pdb15::{Heuristic, Node, PATTERNS, VIEWS};
use super::search::{Stats, Strategy, Tally};
use std::marker::PhantomData;

/// The databases (3 MB, built once).
pub struct Search<P> {
    heuristic: Heuristic,
    kind: PhantomData<P>,
}

impl<P> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            heuristic: Heuristic::new(&PATTERNS, VIEWS),
            kind: PhantomData,
        }
    }

    /// A fewest-move solution: iterations of depth-first search, each bounded by the least
    /// `g + h` that passed the bound before.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        let root = self.heuristic.node(&cells_of(start));
        let mut bound = self.heuristic.h(&root);
        let mut moves = Vec::new();
        loop {
            // Each iteration's effort told on its own (its threshold, its nodes).
            let mut effort = Stats::default();
            let next = self.dfs(&root, 0, bound, NO_MOVE, &mut moves, &mut effort);
            stats.add(effort.expanded, effort.generated);
            stats.stage(bound, effort.expanded);
            match next {
                Some(next) => bound = next,
                None => break,
            }
        }
        // The moves were pushed on the way back from the goal.
        path.extend(moves.iter().rev().map(|&dir| MOVE_OF[dir as usize]));
    }
}

impl<P> Search<P> {
    /// Depth-first search below `node`, `g` moves from the start: `None` once the goal is
    /// reached (the moves pushed, the last first), else the least `g + h` past `bound`.
    fn dfs(
        &self,
        node: &Node,
        g: u32,
        bound: u32,
        last: u8,
        moves: &mut Vec<u8>,
        stats: &mut Stats,
    ) -> Option<u32> {
        let h = self.heuristic.h(node);
        if g + h > bound {
            return Some(g + h);
        }
        if h == 0 {
            return None;
        }
        stats.expanded += 1;
        let blank = blank_in(node.board);
        let mut next = u32::MAX;
        for dir in 0..4 {
            let target = match step(blank, dir) {
                // The inverse of the last move only returns to the parent.
                Some(target) if dir as u8 ^ 1 != last => target,
                _ => continue,
            };
            stats.generated += 1;
            let child = self.heuristic.child(node, blank, target, dir);
            match self.dfs(&child, g + 1, bound, dir as u8, moves, stats) {
                None => {
                    moves.push(dir as u8);
                    return None;
                }
                Some(f) => next = next.min(f),
            }
        }
        Some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parts::board15::{blank_of, Board as Cells, GOAL};
    use crate::parts::idastar15_plan::idastar;
    use crate::problems::{row, Row};

    type Uva = Row<{ row("uva10181") }>;

    /// `board` after the parts' moves `path` (0 up, 1 down, 2 left, 3 right).
    fn replay(mut board: Cells, path: &[u8]) -> Cells {
        for &m in path {
            let dir = MOVE_OF.iter().position(|&p| p == m).unwrap();
            let blank = blank_of(&board);
            board.swap(blank, step(blank, dir).unwrap());
        }
        board
    }

    #[test]
    fn answers_have_the_fewest_moves_of_the_full_search() {
        let mut search = Search::<Uva>::new();
        for korf in crate::data::korf100()
            .into_iter()
            .filter(|&(_, n)| n <= 46)
            .take(3)
        {
            let (cells, length) = korf;
            let (mut stats, mut path) = (Stats::default(), Vec::new());
            search.run(Board::from_cells(&cells), &mut stats, &mut path);
            assert_eq!(path.len() as u32, length);
            assert_eq!(replay(cells, &path), GOAL);
            assert!(stats.expanded > 0 && stats.generated >= stats.expanded);
            let (moves, _) = idastar(&cells, &search.heuristic);
            assert_eq!(moves.len(), path.len());
        }
        let (mut stats, mut path) = (Stats::default(), Vec::new());
        search.run(Board::from_cells(&GOAL), &mut stats, &mut path);
        assert!(path.is_empty() && stats.expanded == 0);
    }
}
