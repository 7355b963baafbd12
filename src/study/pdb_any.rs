//! Additive pattern databases for any board of at most 16 cells and any goal (`puzzle::Puzzle`),
//! built at start-up by a 0-1 breadth-first search over the abstraction of each group of tiles:
//! a state is where the group's tiles and the blank stand, the other tiles being indistinct; a
//! move that slides one of the group's tiles costs 1, a move of another tile 0. The groups are
//! disjoint, so a real move costs 1 in one database at most and the sum of the lookups is a lower
//! bound; each lookup keeps the blank's cell (no minimum over it), so that a move changes it by at
//! most 1 and the sum is consistent. A table of `N^(tiles + 1)` bytes a group (10^6 for 5 tiles
//! on 2×5), indexed by the cells in base `N`. (`pdb15` and `pdb_bfs` build the 4×4 databases of
//! the solution files, a placement's value there the least over the blank's regions.)

use crate::parts::board::{Board, MAX_CELLS, OFF};
use crate::parts::puzzle::Puzzle;
use crate::parts::search::Estimate;
use std::collections::VecDeque;
use std::marker::PhantomData;

/// A table entry not reached: two of the group's tiles, or one and the blank, on one cell.
pub const UNSEEN: u8 = u8::MAX;

/// A problem with a partition of its tiles, and the place its databases are kept, built once:
///
/// ```ignore
/// fn databases() -> &'static Databases {
///     static DATABASES: std::sync::OnceLock<Databases> = std::sync::OnceLock::new();
///     DATABASES.get_or_init(Databases::build::<Self>)
/// }
/// ```
pub trait Patterns: Puzzle {
    /// Disjoint groups of tiles (the blank in none); a tile of no group counts nothing.
    const PATTERNS: &'static [&'static [u8]];
    fn databases() -> &'static Databases;
}

/// The most groups a partition may have (each group's index is a 32-bit lane of a `u128`).
pub const MOST_GROUPS: usize = 4;

/// The databases of a partition and how a board indexes them.
pub struct Databases {
    /// Per group: the fewest moves of its tiles from every (cells of its tiles, blank's cell).
    tables: Vec<Vec<u8>>,
    /// `lanes[tile][cell]`: what the tile (or the blank, tile 0) on that cell adds to the index
    /// of each group, group `g` in bits `32g..32g + 32`: the sum over the cells is every index
    /// at once, in one chain of additions.
    lanes: [[u128; MAX_CELLS]; MAX_CELLS],
}

impl Databases {
    /// The databases of `P`'s partition (the groups past `MOST_GROUPS` left out).
    pub fn build<P: Patterns>() -> Databases {
        let patterns = &P::PATTERNS[..P::PATTERNS.len().min(MOST_GROUPS)];
        let mut lanes = [[0; MAX_CELLS]; MAX_CELLS];
        for (g, tiles) in patterns.iter().enumerate() {
            // The group's tiles, then the blank: tile 0 holds the blank's term.
            for (slot, &tile) in tiles.iter().chain(&[0]).enumerate() {
                for (cell, lane) in lanes[tile as usize & 15].iter_mut().enumerate() {
                    *lane += ((cell * P::N.pow(slot as u32)) as u128) << (32 * g);
                }
            }
        }
        Databases {
            tables: patterns
                .iter()
                .map(|&tiles| distances::<P>(tiles))
                .collect(),
            lanes,
        }
    }

    /// The index of `board`, a board of `cells` cells, in each group's table.
    fn indices(&self, board: Board, cells: usize) -> u128 {
        (0..cells)
            .map(|cell| self.lanes[board.tile(cell)][cell & 15])
            .sum()
    }

    /// Group `g`'s lookup for `board`, a board of `cells` cells (`UNSEEN` for no group `g`).
    pub fn value(&self, g: usize, board: Board, cells: usize) -> u8 {
        let index = (self.indices(board, cells) >> (32 * (g % MOST_GROUPS))) as u32;
        self.tables
            .get(g)
            .and_then(|table| table.get(index as usize))
            .map_or(UNSEEN, |&v| v)
    }

    /// The sum of the lookups of `board`.
    fn sum(&self, board: Board, cells: usize) -> usize {
        let index = self.indices(board, cells);
        self.tables
            .iter()
            .enumerate()
            .map(|(g, table)| {
                let i = (index >> (32 * g)) as u32 as usize;
                table.get(i).map_or(0, |&v| v as usize)
            })
            .sum()
    }
}

/// For every placement of `tiles` and the blank on `P`'s board, the fewest moves of `tiles` that
/// bring them home, the blank to its goal cell (`UNSEEN` where two share a cell). The index of
/// a placement: the cell of `tiles[j]` times `N^j`, plus the blank's times `N^tiles.len()`.
pub fn distances<P: Puzzle>(tiles: &[u8]) -> Vec<u8> {
    let n = P::N;
    let mut home = [0; MAX_CELLS];
    for (cell, &tile) in P::GOAL_CELLS[..n].iter().enumerate() {
        home[tile as usize & 15] = cell;
    }
    let weights: Vec<usize> = (0..=tiles.len()).map(|j| n.pow(j as u32)).collect();
    let blank_weight = weights[tiles.len()];
    let goal = P::GOAL.blank * blank_weight
        + tiles
            .iter()
            .zip(&weights)
            .map(|(&tile, w)| home[tile as usize & 15] * w)
            .sum::<usize>();
    let mut value = vec![UNSEEN; blank_weight * n];
    value[goal] = 0;
    // 0-1 BFS: a free move goes to the front, a counted one to the back, so that states leave
    // the queue in order of distance; a state may be queued again when a free move improves it.
    let mut queue = VecDeque::from(vec![goal]);
    while let Some(state) = queue.pop_front() {
        let d = value[state];
        let blank = state / blank_weight;
        for &to in P::NEIGHBOR[blank].iter().filter(|&&to| to != OFF) {
            let to = to as usize;
            let moved = state - blank * blank_weight + to * blank_weight;
            let slot = weights[..tiles.len()]
                .iter()
                .position(|w| state / w % n == to);
            let (next, cost) = match slot {
                Some(j) => (moved - to * weights[j] + blank * weights[j], 1),
                None => (moved, 0),
            };
            if d + cost < value[next] {
                value[next] = d + cost;
                if cost == 0 {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    value
}

/// The sum of the databases of `P`'s partition: admissible and consistent.
pub struct Heuristic<P>(PhantomData<P>);

impl<P: Patterns> Estimate for Heuristic<P> {
    fn new() -> Self {
        Heuristic(PhantomData)
    }

    fn estimate(&self, board: Board) -> usize {
        P::databases().sum(board, P::N)
    }

    /// Every group's lookup moves with the blank: the sum of the board after the move.
    fn after(&self, _: usize, board: Board, _: usize, _: usize, to: usize) -> usize {
        self.estimate(board.slide(to).0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parts::test_puzzles::TwoByThree;

    #[test]
    fn every_tile_in_one_group_is_the_whole_puzzle() {
        let table = distances::<TwoByThree>(&[1, 2, 3, 4, 5]);
        let reached: Vec<u8> = table.into_iter().filter(|&v| v != UNSEEN).collect();
        // 6!/2 solvable boards, the farthest 21 moves away.
        assert_eq!(reached.len(), 360);
        assert_eq!(reached.iter().max(), Some(&21));
    }

    #[test]
    fn one_tile_alone_is_its_manhattan_distance() {
        let table = distances::<TwoByThree>(&[5]);
        for (tile_cell, blank) in (0..6).flat_map(|t| (0..6).map(move |b| (t, b))) {
            let value = table[tile_cell + 6 * blank];
            if tile_cell == blank {
                assert_eq!(value, UNSEEN);
            } else {
                // Tile 5's home is cell 4 (row 1, column 1).
                let manhattan = (tile_cell / 3).abs_diff(1) + (tile_cell % 3).abs_diff(1);
                assert_eq!(
                    value as usize, manhattan,
                    "tile on {}, blank on {}",
                    tile_cell, blank
                );
            }
        }
    }
}
