//! Generated puzzles towards goals of their own (HDU 3567 gives each puzzle its goal): a uniform
//! random goal, and boards drawn by their exact distance to it.
//!
//! The distances come from at most one BFS table per blank cell. Tiles are only names: renaming the
//! tiles of a start and of its goal alike keeps every path, so the distance from a start to a goal
//! is the distance from the renamed start to the *canonical* goal with the same blank cell (tiles
//! 1, 2, … in reading order).

use crate::board::{Board, Dir};
use crate::oracle::{self, DistanceTable};
use crate::rng::Rng;
use std::sync::Arc;

/// The goal with `goal`'s blank cell and the tiles 1, 2, … in reading order around it.
pub fn canonical(goal: &Board) -> Board {
    let mut next = 0;
    let cells = goal.cells.iter().map(|&t| match t {
        0 => 0,
        _ => {
            next += 1;
            next
        }
    });
    Board {
        cells: cells.collect(),
        ..goal.clone()
    }
}

/// `board` with each tile renamed from its name in `from` to the name in `to` of the same cell
/// (`from` and `to` have the blank in the same cell).
pub fn rename(board: &Board, from: &Board, to: &Board) -> Board {
    let mut name = vec![0u32; from.len()];
    for (&old, &new) in from.cells.iter().zip(&to.cells) {
        name[old as usize] = new;
    }
    Board {
        cells: board.cells.iter().map(|&t| name[t as usize]).collect(),
        ..board.clone()
    }
}

/// A fewest-move path from `board` to `goal` by the BFS oracle (boards it covers, any goal).
pub fn oracle_path(board: &Board, goal: &Board) -> Option<Vec<Dir>> {
    let canon = canonical(goal);
    oracle::shared(&canon).path(&rename(board, goal, &canon))
}

/// A uniformly random goal of `like`'s size: every arrangement of the tiles and the blank
/// alike, so half of them in each parity class.
pub fn random_goal(like: &Board, rng: &mut Rng) -> Board {
    let mut cells = like.cells.clone();
    rng.shuffle(&mut cells);
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(0);
    Board {
        cells,
        blank,
        ..like.clone()
    }
}

/// Boards to draw by their distance to a goal, for the oracle's sizes: per canonical goal
/// (one per blank cell) its table and the ranks of its boards at a distance in `lo..=hi`,
/// made as goals need them.
pub struct Pools {
    lo: u32,
    hi: u32,
    made: Vec<(Board, Arc<DistanceTable>, Vec<u32>)>,
}

impl Pools {
    pub fn new(lo: u32, hi: u32) -> Pools {
        Pools {
            lo,
            hi,
            made: Vec::new(),
        }
    }

    /// The index in `made` of `goal`'s canonical goal, its pool made when new.
    fn pool(&mut self, goal: &Board) -> usize {
        let canon = canonical(goal);
        if let Some(i) = self.made.iter().position(|(c, _, _)| *c == canon) {
            return i;
        }
        let table = oracle::shared(&canon);
        let ranks = table.ranks_between(self.lo, self.hi);
        self.made.push((canon, table, ranks));
        self.made.len() - 1
    }

    /// A board at a distance in `lo..=hi` from `goal`, uniform among them, and a fewest-move
    /// path to `goal`; `None` when no board lies at those distances.
    pub fn draw(&mut self, goal: &Board, rng: &mut Rng) -> Option<(Board, Vec<Dir>)> {
        let i = self.pool(goal);
        let (canon, table, ranks) = &self.made[i];
        if ranks.is_empty() {
            return None;
        }
        let start = table.board(ranks[rng.below(ranks.len() as u64) as usize] as usize);
        let path = table.path(&start).expect("a pool's boards reach its goal");
        Some((rename(&start, canon, goal), path))
    }

    /// A uniformly random goal of `like`'s size among those with boards at a distance in
    /// `lo..=hi` (a goal drawn again while its blank cell has none: the deepest boards lie
    /// further from a goal whose blank is in a corner); `None` when no goal has any.
    pub fn goal(&mut self, like: &Board, rng: &mut Rng) -> Option<Board> {
        let mut barren = vec![false; like.len()];
        while barren.contains(&false) {
            let goal = random_goal(like, rng);
            if barren[goal.blank] {
                continue;
            }
            let i = self.pool(&goal);
            if !self.made[i].2.is_empty() {
                return Some(goal);
            }
            barren[goal.blank] = true;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parity::solvable;

    fn eight() -> Board {
        Board::standard_goal(3, 3)
    }

    #[test]
    fn renaming_keeps_every_distance() {
        let mut rng = Rng::new(7);
        for _ in 0..3 {
            let goal = random_goal(&eight(), &mut rng);
            let canon = canonical(&goal);
            assert_eq!(rename(&rename(&goal, &goal, &canon), &canon, &goal), goal);
            // A BFS from the goal itself against the canonical goal's table, renamed.
            let direct = DistanceTable::new(&goal);
            for _ in 0..300 {
                let mut board = random_goal(&eight(), &mut rng);
                let path = oracle_path(&board, &goal);
                let length = path.as_ref().map(|p| p.len() as u32);
                assert_eq!(length, direct.distance(&board), "{}", board.one_line());
                if let Some(path) = path {
                    assert_eq!(board.apply_all(&path), Ok(()));
                    assert!(board.is(&goal));
                }
            }
        }
    }

    #[test]
    fn goals_are_uniform_and_boards_lie_at_the_asked_distance_from_theirs() {
        let mut pools = Pools::new(20, 22);
        let mut rng = Rng::new(3);
        let mut blanks = [0usize; 9];
        let mut other_class = 0;
        for _ in 0..900 {
            let goal = pools.goal(&eight(), &mut rng).unwrap();
            blanks[goal.blank] += 1;
            other_class += usize::from(!solvable(&goal, &eight()));
            let (mut board, path) = pools.draw(&goal, &mut rng).unwrap();
            assert!((20..=22).contains(&path.len()), "{}", path.len());
            assert_eq!(board.apply_all(&path), Ok(()));
            assert!(board.is(&goal));
        }
        // 100 expected in each blank cell, 450 in each parity class.
        assert!(blanks.iter().all(|n| (70..=130).contains(n)), "{blanks:?}");
        assert!((400..=500).contains(&other_class), "{other_class}");
    }

    #[test]
    fn the_deepest_boards_come_only_with_goals_that_have_them() {
        let with_blank_at = |cell: usize| {
            let mut cells: Vec<u32> = (1..9).collect();
            cells.insert(cell, 0);
            Board::new(3, 3, cells).unwrap()
        };
        let deep: Vec<bool> = (0..9)
            .map(|cell| oracle::shared(&with_blank_at(cell)).diameter() >= 31)
            .collect();
        assert!(deep[8] && !deep[4], "{deep:?}");
        let mut rng = Rng::new(5);
        let mut pools = Pools::new(31, 31);
        for _ in 0..40 {
            let goal = pools.goal(&eight(), &mut rng).unwrap();
            assert!(deep[goal.blank], "{}", goal.one_line());
            assert_eq!(pools.draw(&goal, &mut rng).unwrap().1.len(), 31);
        }
        assert!(Pools::new(32, 40).goal(&eight(), &mut rng).is_none());
    }
}
