//! The additive 5-5-5 disjoint pattern databases of Korf & Felner for the 4×4 board (`board15`),
//! built at start-up by BFS over the abstract space, max with the same lookup on the board
//! mirrored about the main diagonal. A `Node` keeps a board and both lookups in a few words,
//! updated per move by a shift, an addition and one table read a side (the tables read mod 16,
//! `Heuristic::packed`). The one 4×4 heuristic of the parts (`idastar15`, `astar15`, `greedy15`,
//! `pdb_search`); the same code with the 6-6-3 partition (`PATTERNS_663`) serves long searches
//! (`plan15::Tables`).

use super::board15::{Board, CELLS, SIDE};
pub use super::build15::build_pattern;
use super::build15::home;
use super::keys15::pack;

/// Tiles of each pattern. Every tile is in exactly one, so the three lookups add up to a lower
/// bound: a move moves one tile and is counted by one pattern only.
pub const GROUPS: usize = 3;
pub const PATTERNS: [&[u8]; GROUPS] = [&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]];

/// The 6-6-3 partition of Korf & Felner (the heuristic study's first): fewer nodes than the 5-5-5
/// of `PATTERNS` (57.2 M generated on Korf's 100 against 95.7 M, both with the mirror), 32 MB of
/// tables; the search's second databases for long searches (`plan15::Tables`).
pub const PATTERNS_663: [&[u8]; GROUPS] =
    [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];

pub fn is_goal(board: &Board) -> bool {
    board
        .iter()
        .enumerate()
        .all(|(cell, &tile)| home(tile) == cell)
}

/// Mirror about the main diagonal: the cell (row, col) goes to (col, row), and the tile whose home
/// is a cell is renamed after the home of the mirrored cell. The goal maps to itself, so the
/// distance of the mirrored board is the distance of the board, and the pattern lookup of the
/// mirrored board is a second lower bound (the same tables seen through a transposed partition).
pub fn mirror_cell(cell: usize) -> usize {
    (cell % SIDE) * SIDE + cell / SIDE
}

pub fn mirror_tile(tile: u8) -> u8 {
    if tile == 0 {
        0
    } else {
        mirror_cell(home(tile)) as u8 + 1
    }
}

/// Room for the patterns in a node: a power of two, so that a pattern number masked by
/// `SLOTS - 1` needs no bounds check (the entries past GROUPS stay 0).
pub const SLOTS: usize = 4;

/// What a move of the blank does to one pattern's lookup when a given tile slides.
#[derive(Clone, Copy, Default, Debug)]
pub struct Slide {
    /// Added to the pattern's index (the tile's nibble changes by the cells it moves).
    pub delta: u32,
    /// The tile's pattern.
    pub group: u32,
}

/// A board with its lookups: a move changes one tile, so one pattern's index and value on the
/// board and one on the mirrored board. Small enough to be copied for each child, so that
/// nothing is undone on the way back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The board packed as `keys15::pack`: the tile of cell `c` in bits `4c..4c + 4`.
    pub board: u64,
    /// The heuristic: the sum of the patterns' values.
    pub h: u32,
    pub mirror_h: u32,
    /// Where each pattern is looked up in `flat`: its table's start plus its tiles' cells, 4 bits
    /// each, the first tile lowest.
    pub index: [u32; SLOTS],
    /// The same for the board mirrored about the main diagonal.
    pub mirror_index: [u32; SLOTS],
    /// What each pattern's lookup gave, mod 16: a move changes a pattern's value by -7..=7 (the
    /// least over the blank's regions, not always ±1; `pdb_check` measures it, and
    /// tests/fifteen_pdb.rs checks every move of `PATTERNS` and `PATTERNS_663`; other partitions
    /// must be checked before a search), so the packed entry of the child tells the change.
    pub value: [u8; SLOTS],
    pub mirror_value: [u8; SLOTS],
}

/// The change of a moving tile's cell (from the cell the blank moves to into the blank's cell)
/// for each direction of the blank (`board15::step`), and the same on the mirrored board, where a
/// move left or right is a move up or down.
const CELL_CHANGE: [i32; 4] = [1, -1, SIDE as i32, -(SIDE as i32)];
const MIRROR_CELL_CHANGE: [i32; 4] = [SIDE as i32, -(SIDE as i32), 1, -1];

/// The pattern tables and what a move does to a node, directly and mirrored, per tile and
/// direction of the blank.
pub struct Heuristic {
    /// The tables one after the other.
    pub flat: Vec<u8>,
    /// The same entries mod 16, two a byte (the first in the low half): what the search reads
    /// (`slid`), in half the cache lines (the 6-6-3 tables miss the caches: 6% less time on the
    /// first 80-move position, the same on Korf's 100).
    pub packed: Vec<u8>,
    pub mirrored: bool,
    /// Per tile: its pattern and its nibble in the pattern's index (the blank's entry unused).
    pub group: [usize; CELLS],
    pub shift: [u32; CELLS],
    /// Per pattern: where its table starts in `flat`.
    pub base: [u32; SLOTS],
    /// Per tile and direction of the blank (the tile moves the other way).
    pub slides: [[Slide; 4]; CELLS],
    /// The same for the tile's image on the mirrored board (`mirror_tile`), which moves between
    /// the mirrored cells.
    pub mirror_slides: [[Slide; 4]; CELLS],
}

impl Heuristic {
    /// Builds every pattern on its own thread. Every tile is in exactly one pattern.
    pub fn new(patterns: &[&[u8]; GROUPS], mirrored: bool) -> Heuristic {
        Heuristic::built_by(patterns, mirrored, build_pattern)
    }

    /// The same with another builder of the tables (laid out as `build_pattern` lays them out).
    pub fn built_by(
        patterns: &[&[u8]; GROUPS],
        mirrored: bool,
        build: fn(&[u8]) -> Vec<u8>,
    ) -> Heuristic {
        let tables = std::thread::scope(|scope| {
            let workers: Vec<_> = patterns
                .iter()
                .map(|&tiles| scope.spawn(move || build(tiles)))
                .collect();
            let mut tables: [Vec<u8>; GROUPS] = Default::default();
            for (table, worker) in tables.iter_mut().zip(workers) {
                *table = worker.join().expect("pattern builder panicked");
            }
            tables
        });
        let mut group = [0; CELLS];
        let mut shift = [0; CELLS];
        let mut base = [0; SLOTS];
        let mut flat = Vec::with_capacity(tables.iter().map(|table| table.len()).sum());
        for (number, (tiles, table)) in patterns.iter().zip(&tables).enumerate() {
            for (slot, &tile) in tiles.iter().enumerate() {
                group[tile as usize] = number;
                shift[tile as usize] = 4 * slot as u32;
            }
            base[number] = flat.len() as u32;
            flat.extend_from_slice(table);
        }
        let slide = |tile: usize, change: i32| Slide {
            delta: (change << shift[tile]) as u32,
            group: group[tile] as u32,
        };
        let mut slides = [[Slide::default(); 4]; CELLS];
        let mut mirror_slides = [[Slide::default(); 4]; CELLS];
        for tile in 1..CELLS {
            let image = mirror_tile(tile as u8) as usize;
            for dir in 0..4 {
                slides[tile][dir] = slide(tile, CELL_CHANGE[dir]);
                mirror_slides[tile][dir] = slide(image, MIRROR_CELL_CHANGE[dir]);
                if !mirrored {
                    // The mirrored lookups never change and their sum stays 0 (see `node`), so
                    // the mirrored bound never cuts.
                    mirror_slides[tile][dir].delta = 0;
                }
            }
        }
        let packed = (flat.chunks_exact(2))
            .map(|pair| (pair[0] & 15) | pair[1] << 4)
            .collect();
        Heuristic {
            flat,
            packed,
            mirrored,
            group,
            shift,
            base,
            slides,
            mirror_slides,
        }
    }

    /// The tables' size in bytes.
    pub fn bytes(&self) -> usize {
        self.flat.len()
    }

    /// The node of a board, computed from scratch.
    pub fn node(&self, board: &Board) -> Node {
        let mut index = self.base;
        let mut mirror_index = self.base;
        for (cell, &tile) in board.iter().enumerate() {
            if tile != 0 {
                let tile = tile as usize & 15;
                index[self.group[tile]] += (cell as u32) << self.shift[tile];
                let image = mirror_tile(tile as u8) as usize;
                mirror_index[self.group[image]] += (mirror_cell(cell) as u32) << self.shift[image];
            }
        }
        let mut value = [0; SLOTS];
        let mut mirror_value = [0; SLOTS];
        for g in 0..GROUPS {
            value[g] = self.flat[index[g] as usize];
            mirror_value[g] = self.flat[mirror_index[g] as usize];
        }
        let sum = |value: &[u8; SLOTS]| value.iter().map(|&v| v as u32).sum();
        Node {
            board: pack(board),
            h: sum(&value),
            mirror_h: if self.mirrored { sum(&mirror_value) } else { 0 },
            index,
            mirror_index,
            value: value.map(|v| v & 15),
            mirror_value: mirror_value.map(|v| v & 15),
        }
    }

    /// One side of a node (`h`, `index` and `value` or their mirrored three) once a tile slid as
    /// `slide` says: its pattern, that pattern's index and value, and the new h.
    #[inline(always)]
    pub fn slid(
        &self,
        slide: &Slide,
        (h, index, value): (u32, &[u32; SLOTS], &[u8; SLOTS]),
    ) -> (usize, u32, u8, u32) {
        let group = slide.group as usize & (SLOTS - 1);
        let moved = index[group].wrapping_add(slide.delta);
        let new = (self.packed[(moved >> 1) as usize] >> ((moved & 1) * 4)) & 15;
        // The change, from -7 to 7 (see `value`): the difference mod 16 as a signed nibble.
        let change = ((new.wrapping_sub(value[group]) << 4) as i8 >> 4) as i32;
        (group, moved, new, h.wrapping_add(change as u32))
    }

    /// The heuristic of a whole board, computed from scratch.
    pub fn estimate(&self, board: &Board) -> u32 {
        let node = self.node(board);
        node.h.max(node.mirror_h)
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, step, GOAL, LETTERS};
    use super::super::plan15::idastar;
    use super::*;
    use crate::rng::Rng;

    /// The board mirrored about the main diagonal, written out directly.
    fn mirrored(board: &Board) -> Board {
        let mut image = [0; CELLS];
        for row in 0..SIDE {
            for col in 0..SIDE {
                image[col * SIDE + row] = mirror_tile(board[row * SIDE + col]);
            }
        }
        image
    }

    #[test]
    fn mirror_maps_boards_and_moves() {
        assert_eq!(mirrored(&GOAL), GOAL, "the goal is its own mirror");
        assert!(is_goal(&GOAL));
        // Known board: the UVA sample's first board.
        let sample: Board = [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15];
        let image: Board = [5, 1, 3, 4, 9, 2, 6, 8, 13, 10, 7, 11, 0, 14, 15, 12];
        assert_eq!(mirrored(&sample), image);
        let heuristic = Heuristic::new(&PATTERNS, true);
        let mut rng = Rng::new(7);
        let mut board = sample;
        for _ in 0..2_000 {
            let image = mirrored(&board);
            // The mirrored lookup of a board is the direct lookup of its mirror image.
            let (node, image_node) = (heuristic.node(&board), heuristic.node(&image));
            assert_eq!(node.mirror_index, image_node.index);
            assert_eq!(node.mirror_h, image_node.h);
            assert_eq!(image_node.mirror_index, node.index);
            assert_eq!(image_node.mirror_h, node.h);
            // A blank move L R U D on the board is U D L R on the mirror image.
            let dir = rng.below(4) as usize;
            let blank = blank_of(&board);
            if let Some(target) = step(blank, dir) {
                let mirror_dir = [2, 3, 0, 1][dir];
                let mirror_target = step(mirror_cell(blank), mirror_dir).expect("mirrored move");
                assert_eq!(mirror_target, mirror_cell(target));
                board.swap(blank, target);
                let mut moved_image = image;
                moved_image.swap(mirror_cell(blank), mirror_target);
                assert_eq!(moved_image, mirrored(&board));
            }
        }
        // Mirror images are equally far from the goal.
        let letters =
            |moves: Vec<u8>| -> Vec<u8> { moves.iter().map(|&d| LETTERS[d as usize]).collect() };
        assert_eq!(letters(idastar(&sample, &heuristic).0), b"LLLDRDRDR");
        assert_eq!(letters(idastar(&image, &heuristic).0), b"UUURDRDRD");
    }
}
