//! The additive 5-5-5 disjoint pattern databases of Korf & Felner for the 4×4 board (`board15`),
//! built at start-up by BFS over the abstract space, max with the same tables read for three
//! more partitions (`pdb15_views`): the board mirrored about the main diagonal, and two partitions
//! of rotated and reflected patterns (26% fewer nodes on Korf's 100 than with the mirror alone).
//! A `Node` keeps a board and its lookups in a few words, updated per move by a shift, an
//! addition and one table read a lookup (the tables read mod 16, `Heuristic::packed`). The one
//! 4×4 heuristic of the parts (`idastar15`, `astar15`, `greedy15`, `idastar15_ordered`); the same code
//! with the 6-6-3 partition (`PATTERNS_663`, two lookups, and the 5-5-5 tables' first two after
//! them: `Heuristic::with_views_of`) serves long searches (`idastar15_plan::Tables`).

use super::board15::{Board, CELLS, SIDE};
use super::packed15::{pack, slide};
pub use super::pdb15_build::build_pattern;
use super::pdb15_build::home;

/// Tiles of each pattern. Every tile is in exactly one, so the three lookups add up to a lower
/// bound: a move moves one tile and is counted by one pattern only.
pub const GROUPS: usize = 3;
pub const PATTERNS: [&[u8]; GROUPS] = [&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]];

/// The 6-6-3 partition of Korf & Felner (the heuristic study's first): fewer nodes than the 5-5-5
/// of `PATTERNS` (57.2 M generated on Korf's 100 against 95.7 M, both with the mirror), 32 MB of
/// tables; the search's second databases for long searches (`idastar15_plan::Tables`).
pub const PATTERNS_663: [&[u8]; GROUPS] =
    [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];

pub fn is_goal(board: &Board) -> bool {
    board
        .iter()
        .enumerate()
        .all(|(cell, &tile)| home(tile) == cell)
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

/// How many lookups a node keeps at most (`pdb15_views`): the partition's own, its mirror's, and for
/// the 5-5-5 partition two more, all from the same tables.
pub const VIEWS: usize = 4;

/// One lookup of a node: the sum of its patterns' values and where each is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lookup {
    /// The sum of the patterns' values.
    pub h: u32,
    /// Where each pattern is looked up in `flat`: its table's start plus its tiles' cells, 4 bits
    /// each, the first tile lowest (the cells seen through the pattern's symmetry, `pdb15_views`).
    pub index: [u32; SLOTS],
    /// What each pattern's lookup gave, mod 16: a move changes a pattern's value by -7..=7 (the
    /// least over the blank's regions, not always ±1; `pdb_check` measures it, and
    /// tests/fifteen_pdb.rs checks every move of `PATTERNS` and `PATTERNS_663`; other partitions
    /// must be checked before a search), so the packed entry of the child tells the change.
    pub value: [u8; SLOTS],
}

/// A board with its lookups: a move changes one tile, so one pattern's index and value in each
/// lookup. Small enough to be copied for each child, so that nothing is undone on the way back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The board packed as `packed15::pack`: the tile of cell `c` in bits `4c..4c + 4`.
    pub board: u64,
    /// The lookups of the heuristic's views, in its order (those past `Heuristic::views` unused).
    /// The heuristic is their greatest h; the first is 0 only at the goal.
    pub views: [Lookup; VIEWS],
}

/// The change of a moving tile's cell (from the cell the blank moves to into the blank's cell)
/// for each direction of the blank (`board15::step`), as a pair of cells.
const CELL_CHANGE: [(usize, usize); 4] = [(0, 1), (1, 0), (0, SIDE), (SIDE, 0)];

/// The pattern tables and what a move does to each lookup of a node, per tile and direction of
/// the blank.
pub struct Heuristic {
    /// The tables one after the other.
    pub flat: Vec<u8>,
    /// The same entries mod 16, two a byte (the first in the low half): what the search reads
    /// (`slid`), in half the cache lines (the 6-6-3 tables miss the caches: 6% less time on the
    /// first 80-move position, the same on Korf's 100). (A fixed-size box of a power of two,
    /// read through a masked index without a bounds check, saved 20 of ~320 instructions a node
    /// but no time, and would reserve 32 MB of address space in every file: acm.mipt.ru 091
    /// allows 33 MB.)
    pub packed: Vec<u8>,
    /// How many lookups are kept (1 to `VIEWS`).
    pub views: usize,
    /// Per pattern: where its table starts in `flat`.
    pub base: [u32; SLOTS],
    /// Per view, tile and direction of the blank (the tile moves the other way).
    pub slides: [[[Slide; 4]; CELLS]; VIEWS],
    /// Per view and pattern of the view: where its table starts in `flat`.
    start: [[u32; SLOTS]; VIEWS],
    /// Per view and tile (the blank's unused): the tile's pattern in the view, and what the tile
    /// adds to that pattern's index in each cell.
    place: [[(usize, [u32; CELLS]); CELLS]; VIEWS],
}

/// The stack of a pattern builder's thread (it does not recurse; the default is 2 MiB).
const BUILDER_STACK: usize = 256 << 10;

/// The entries of `flat` mod 16, two a byte, the first in the low half (`Heuristic::packed`).
fn nibbles(flat: &[u8]) -> Vec<u8> {
    (flat.chunks(2))
        .map(|pair| (pair[0] & 15) | pair.get(1).map_or(0, |high| high << 4))
        .collect()
}

impl Heuristic {
    /// Builds every pattern on its own thread, and keeps up to `views` lookups of its tables
    /// (1: the partition's own; 2: with its mirror; `VIEWS`: every one `pdb15_views` finds). Every
    /// tile is in exactly one pattern.
    pub fn new(patterns: &[&[u8]; GROUPS], views: usize) -> Heuristic {
        Heuristic::built_by(patterns, views, build_pattern)
    }

    /// The same with another builder of the tables (laid out as `build_pattern` lays them out).
    pub fn built_by(
        patterns: &[&[u8]; GROUPS],
        views: usize,
        build: fn(&[u8]) -> Vec<u8>,
    ) -> Heuristic {
        // Each table packed on its builder's thread too (a table has 16^k entries: its packed
        // bytes follow the last table's without a shared byte).
        let work = move |tiles: &[u8]| {
            let table = build(tiles);
            let packed = nibbles(&table);
            (table, packed)
        };
        let tables = std::thread::scope(|scope| {
            // Small stacks keep three builders within acm.mipt.ru's 33 MB counted as address
            // space; a builder that cannot be started runs here.
            let workers: Vec<_> = (patterns.iter())
                .map(|&tiles| {
                    (std::thread::Builder::new().stack_size(BUILDER_STACK))
                        .spawn_scoped(scope, move || work(tiles))
                        .map_err(|_| tiles)
                })
                .collect();
            (workers.into_iter())
                .map(|worker| match worker {
                    Ok(worker) => worker.join().expect("pattern builder panicked"),
                    Err(tiles) => work(tiles),
                })
                .collect::<Vec<_>>()
        });
        let mut base = [0; SLOTS];
        let mut flat = Vec::with_capacity(tables.iter().map(|table| table.0.len()).sum());
        let mut packed = Vec::with_capacity(flat.capacity() / 2);
        // Each table freed once copied (the pages of the copies touched as they are written).
        for (number, (table, nibbles)) in tables.into_iter().enumerate() {
            base[number] = flat.len() as u32;
            flat.extend_from_slice(&table);
            packed.extend_from_slice(&nibbles);
        }
        let mut heuristic = Heuristic {
            flat,
            packed,
            views: 0,
            base,
            slides: [[[Slide::default(); 4]; CELLS]; VIEWS],
            start: [[0; SLOTS]; VIEWS],
            place: [[(0, [0; CELLS]); CELLS]; VIEWS],
        };
        for view in super::pdb15_views::views(patterns, views.clamp(1, VIEWS)) {
            heuristic.add_view(patterns, &view);
        }
        heuristic
    }

    /// The same with the lookups `which` of `other` added after its own (as many as there is room
    /// for), their tables copied after its own.
    pub fn with_views_of(mut self, other: &Heuristic, which: &[usize]) -> Heuristic {
        // Every table has 16^k entries (or none), so `flat` ends on a byte of `packed`.
        let offset = self.flat.len() as u32;
        self.flat.extend_from_slice(&other.flat);
        self.packed.extend_from_slice(&other.packed);
        for &view in which.iter().filter(|&&view| view < other.views) {
            if self.views == VIEWS {
                break;
            }
            let number = self.views;
            self.slides[number] = other.slides[view];
            self.place[number] = other.place[view];
            self.start[number] = other.start[view].map(|start| start + offset);
            self.views += 1;
        }
        self
    }

    /// Keeps the lookup of `view`: each of its patterns read in its table through its symmetry.
    fn add_view(&mut self, patterns: &[&[u8]; GROUPS], view: &super::pdb15_views::View) {
        use super::pdb15_views::inverse;
        let number = self.views;
        for (group, image) in view.iter().enumerate() {
            self.start[number][group] = self.base[image.table];
            let back = |cell: usize| inverse(image.symmetry, cell) as i32;
            for tile in (1..CELLS).filter(|&tile| image.cells >> home(tile as u8) & 1 != 0) {
                // The table's tile whose home the symmetry takes to this tile's home.
                let table_home = back(home(tile as u8)) as usize;
                let slot = (patterns[image.table].iter())
                    .position(|&other| home(other) == table_home)
                    .unwrap_or(0);
                let shift = 4 * slot as u32;
                let mut cells = [0; CELLS];
                for (cell, added) in cells.iter_mut().enumerate() {
                    *added = (back(cell) as u32) << shift;
                }
                self.place[number][tile] = (group, cells);
                for (dir, &(from, to)) in CELL_CHANGE.iter().enumerate() {
                    self.slides[number][tile][dir] = Slide {
                        delta: ((back(to) - back(from)) << shift) as u32,
                        group: group as u32,
                    };
                }
            }
        }
        self.views += 1;
    }

    /// The tables' size in bytes.
    pub fn bytes(&self) -> usize {
        self.flat.len()
    }

    /// The node of a board, computed from scratch.
    pub fn node(&self, board: &Board) -> Node {
        // A lookup past the views reads entry 0 and keeps its h at 0 (`idastar15` may update it).
        let unused = Lookup {
            value: [self.flat.first().map_or(0, |value| value & 15); SLOTS],
            ..Lookup::default()
        };
        let mut views = [unused; VIEWS];
        for (number, lookup) in views.iter_mut().enumerate().take(self.views) {
            *lookup = Lookup::default();
            lookup.index = self.start[number];
            for (cell, &tile) in board.iter().enumerate() {
                if tile != 0 {
                    let (group, cells) = &self.place[number][tile as usize & 15];
                    lookup.index[*group] += cells[cell];
                }
            }
            for group in 0..GROUPS {
                let value = self.flat[lookup.index[group] as usize];
                lookup.h += value as u32;
                lookup.value[group] = value & 15;
            }
        }
        Node {
            board: pack(board),
            views,
        }
    }

    /// One lookup of a node once a tile slid as `slide` says: its pattern, that pattern's index
    /// and value, and the new h.
    #[inline(always)]
    pub fn slid(&self, slide: &Slide, lookup: &Lookup) -> (usize, u32, u8, u32) {
        let group = slide.group as usize & (SLOTS - 1);
        let moved = lookup.index[group].wrapping_add(slide.delta);
        let new = (self.packed[(moved >> 1) as usize] >> ((moved & 1) * 4)) & 15;
        // The change, from -7 to 7 (see `value`): the difference mod 16 as a signed nibble.
        let change = ((new.wrapping_sub(lookup.value[group]) << 4) as i8 >> 4) as i32;
        (group, moved, new, lookup.h.wrapping_add(change as u32))
    }

    /// The node after the blank on `blank` moves in direction `dir` (`board15::step`) to
    /// `target`: its board, and each lookup updated for the one pattern that changes.
    pub fn child(&self, node: &Node, blank: usize, target: usize, dir: usize) -> Node {
        let tile = (node.board >> (4 * target)) as usize & 15;
        let mut child = *node;
        child.board = slide(node.board, blank, target);
        for view in 0..self.views.min(VIEWS) {
            let slide = &self.slides[view][tile][dir & 3];
            let (group, index, value, h) = self.slid(slide, &node.views[view]);
            let lookup = &mut child.views[view];
            lookup.h = h;
            lookup.index[group] = index;
            lookup.value[group] = value;
        }
        child
    }

    /// The heuristic of a node: the greatest h of its lookups (0 only at the goal).
    pub fn h(&self, node: &Node) -> u32 {
        (node.views.iter().take(self.views))
            .map(|lookup| lookup.h)
            .max()
            .unwrap_or(0)
    }

    /// The heuristic of a whole board, computed from scratch.
    pub fn estimate(&self, board: &Board) -> u32 {
        self.h(&self.node(board))
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, step, GOAL, LETTERS};
    use super::super::idastar15_plan::idastar;
    use super::super::pdb15_views::{mirror_cell, mirror_tile};
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
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let mut rng = Rng::new(7);
        let mut board = sample;
        for _ in 0..2_000 {
            let image = mirrored(&board);
            // The mirrored lookup of a board is the direct lookup of its mirror image.
            let (node, image_node) = (heuristic.node(&board), heuristic.node(&image));
            assert_eq!(node.views[1], image_node.views[0]);
            assert_eq!(image_node.views[1], node.views[0]);
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
