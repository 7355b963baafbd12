//! The 5-5-5 additive pattern-database heuristic for the 4×4 board with goal `1 … 15 0`.
//!
//! TO BE MERGED with the pattern-database part of the `asm` branch: this is the heuristic of
//! `solutions/uva10181/idastar.rs` copied as it is (Korf & Felner's disjoint 5-5-5 partition,
//! built at start-up by BFS over the abstract space, max with the same lookup on the board
//! mirrored about the main diagonal), made a part so that `pdb_idastar` can use it now.
//! Tables: 3 MB, ~0.2 s to build on one core each.

/// The board is 4 x 4, row-major, 0 = blank; the goal is `1 2 .. 15 0`.
pub const SIDE: usize = 4;
pub const CELLS: usize = SIDE * SIDE;
pub type Board = [u8; CELLS];

/// Tiles of each pattern. Every tile is in exactly one, so the three lookups add up to a lower
/// bound: a move moves one tile and is counted by one pattern only.
pub const GROUPS: usize = 3;
pub const PATTERNS: [&[u8]; GROUPS] = [&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]];

/// A table entry not reached yet while building.
const UNSEEN: u8 = u8::MAX;

/// Cells of the first and of the last column, as bit masks.
const FIRST_COLUMN: u32 = 0x1111;
const LAST_COLUMN: u32 = 0x8888;

/// The cell the blank reaches from `cell` moving in `dir` (0 left, 1 right, 2 up, 3 down; `dir ^
/// 1` is the inverse), if it stays on the board.
pub fn step(cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / SIDE, cell % SIDE);
    match dir {
        0 if col > 0 => Some(cell - 1),
        1 if col + 1 < SIDE => Some(cell + 1),
        2 if row > 0 => Some(cell - SIDE),
        3 if row + 1 < SIDE => Some(cell + SIDE),
        _ => None,
    }
}

pub fn blank_of(board: &Board) -> usize {
    board.iter().position(|&tile| tile == 0).unwrap_or(0)
}

/// Even width: solvable iff the inversions among the tiles plus the blank's row counted from the
/// bottom (0-based) is even.
pub fn solvable(board: &Board) -> bool {
    let tiles: Vec<u8> = board.iter().cloned().filter(|&tile| tile != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            if tiles[i] > tiles[j] {
                inversions += 1;
            }
        }
    }
    let blank_row_from_bottom = SIDE - 1 - blank_of(board) / SIDE;
    (inversions + blank_row_from_bottom) & 1 == 0
}

/// The goal cell of a tile (the blank's is the last cell).
pub fn home(tile: u8) -> usize {
    if tile == 0 {
        CELLS - 1
    } else {
        tile as usize - 1
    }
}

pub fn is_goal(board: &Board) -> bool {
    board
        .iter()
        .enumerate()
        .all(|(cell, &tile)| home(tile) == cell)
}

/// The 4 cells around each cell, as bit masks.
fn adjacent(cell: usize) -> u32 {
    (0..4)
        .filter_map(|dir| step(cell, dir))
        .fold(0, |mask, next| mask | 1 << next)
}

/// The cells the blank reaches from `cell` through `free` cells (a bit mask) at no cost.
fn flood(cell: usize, free: u32) -> u32 {
    let mut region = 1u32 << cell;
    loop {
        let grown = (region
            | region << SIDE
            | region >> SIDE
            | (region & !LAST_COLUMN) << 1
            | (region & !FIRST_COLUMN) >> 1)
            & free;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// A pattern database: for every placement of the pattern's tiles (4 bits of cell per tile, the
/// first tile in the lowest bits) the fewest moves OF THESE TILES that bring them home, the other
/// tiles being indistinct. Built by BFS from the goal over (placement, region of the blank): the
/// blank wanders through the free cells at no cost, so a state is a placement plus the region the
/// blank is in, and one step slides a pattern tile into an adjacent cell of that region.
/// `seen[placement]` marks the cells of the regions already reached; the first layer reaching a
/// placement is its value (the minimum over the blank's position).
pub fn build_pattern(tiles: &[u8]) -> Vec<u8> {
    let size = 1usize << (4 * tiles.len());
    let mut table = vec![UNSEEN; size];
    let mut seen = vec![0u16; size];
    let neighbours: Vec<u32> = (0..CELLS).map(adjacent).collect();
    let free_of = |placement: u32| -> u32 {
        let mut free = (1u32 << CELLS) - 1;
        for slot in 0..tiles.len() {
            free &= !(1 << ((placement >> (4 * slot)) & 15));
        }
        free
    };
    let goal: u32 = (0..tiles.len())
        .map(|slot| (home(tiles[slot]) as u32) << (4 * slot))
        .sum();
    let goal_free = free_of(goal);
    let goal_region = flood(home(0), goal_free);
    seen[goal as usize] = goal_region as u16;
    table[goal as usize] = 0;
    // A state is a placement (low 32 bits), its free cells and the blank's region (16 bits each).
    let mut layer = vec![goal as u64 | (goal_free as u64) << 32 | (goal_region as u64) << 48];
    let mut depth = 0;
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for &state in &layer {
            let placement = state as u32;
            let free = (state >> 32) as u32 & 0xffff;
            let region = (state >> 48) as u32;
            for slot in 0..tiles.len() {
                let shift = 4 * slot;
                let from = (placement >> shift) & 15;
                let mut targets = neighbours[from as usize] & region;
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    let moved = placement ^ (from ^ to) << shift;
                    let mask = seen[moved as usize];
                    if mask & (1 << from) != 0 {
                        continue;
                    }
                    if mask == 0 {
                        table[moved as usize] = depth;
                    }
                    let moved_free = free ^ (1 << to) ^ (1 << from);
                    let moved_region = flood(from as usize, moved_free);
                    seen[moved as usize] = mask | moved_region as u16;
                    next.push(
                        moved as u64 | (moved_free as u64) << 32 | (moved_region as u64) << 48,
                    );
                }
            }
        }
        layer = next;
    }
    table
}

/// Mirror about the main diagonal: the cell (row, col) goes to (col, row), and the tile whose home
/// is a cell is renamed after the home of the mirrored cell. The goal maps to itself, so the
/// distance of the mirrored board is the distance of the board, and the pattern lookup of the
/// mirrored board is a second lower bound (the same tables seen through a transposed partition).
fn mirror_cell(cell: usize) -> usize {
    (cell % SIDE) * SIDE + cell / SIDE
}

fn mirror_tile(tile: u8) -> u8 {
    if tile == 0 {
        0
    } else {
        mirror_cell(home(tile)) as u8 + 1
    }
}

/// The pattern tables and, per tile and cell, its part of the pattern index on the board and on
/// the mirrored board, so that a move updates two indexes by two additions each.
pub struct Heuristic {
    pub tables: [Vec<u8>; GROUPS],
    pub masks: [usize; GROUPS],
    pub mirrored: bool,
    pub group: [usize; CELLS],
    pub key: [[u32; CELLS]; CELLS],
    pub mirror_group: [usize; CELLS],
    pub mirror_key: [[u32; CELLS]; CELLS],
}

/// The pattern indexes of one board and of its mirror, and the value of each lookup.
#[derive(Clone, Copy)]
pub struct Lookup {
    pub index: [u32; GROUPS],
    pub value: [u32; GROUPS],
    pub mirror_index: [u32; GROUPS],
    pub mirror_value: [u32; GROUPS],
}

impl Heuristic {
    /// Builds every pattern on its own thread.
    pub fn new(patterns: &[&[u8]; GROUPS], mirrored: bool) -> Heuristic {
        let tables = std::thread::scope(|scope| {
            let workers: Vec<_> = patterns
                .iter()
                .map(|&tiles| scope.spawn(move || build_pattern(tiles)))
                .collect();
            let mut tables: [Vec<u8>; GROUPS] = Default::default();
            for (table, worker) in tables.iter_mut().zip(workers) {
                *table = worker.join().expect("pattern builder panicked");
            }
            tables
        });
        let mut group = [0; CELLS];
        let mut shift = [0; CELLS];
        for (number, tiles) in patterns.iter().enumerate() {
            for (slot, &tile) in tiles.iter().enumerate() {
                group[tile as usize] = number;
                shift[tile as usize] = 4 * slot;
            }
        }
        let mut key = [[0; CELLS]; CELLS];
        let mut mirror_group = [0; CELLS];
        let mut mirror_key = [[0; CELLS]; CELLS];
        for tile in 1..CELLS {
            let image = mirror_tile(tile as u8) as usize;
            mirror_group[tile] = group[image];
            for cell in 0..CELLS {
                key[tile][cell] = (cell as u32) << shift[tile];
                mirror_key[tile][cell] = (mirror_cell(cell) as u32) << shift[image];
            }
        }
        let mut masks = [0; GROUPS];
        for (mask, table) in masks.iter_mut().zip(&tables) {
            *mask = table.len() - 1;
        }
        Heuristic {
            tables,
            masks,
            mirrored,
            group,
            key,
            mirror_group,
            mirror_key,
        }
    }

    /// The tables' size in bytes.
    pub fn bytes(&self) -> usize {
        self.tables.iter().map(|table| table.len()).sum()
    }

    pub fn lookup(&self, board: &Board) -> Lookup {
        let mut index = [0; GROUPS];
        let mut mirror_index = [0; GROUPS];
        for (cell, &tile) in board.iter().enumerate() {
            if tile != 0 {
                index[self.group[tile as usize]] += self.key[tile as usize][cell];
                mirror_index[self.mirror_group[tile as usize]] +=
                    self.mirror_key[tile as usize][cell];
            }
        }
        let mut value = [0; GROUPS];
        let mut mirror_value = [0; GROUPS];
        for g in 0..GROUPS {
            value[g] = self.tables[g][index[g] as usize] as u32;
            mirror_value[g] = self.tables[g][mirror_index[g] as usize] as u32;
        }
        Lookup {
            index,
            value,
            mirror_index,
            mirror_value,
        }
    }

    /// The heuristic of a whole board, computed from scratch.
    pub fn estimate(&self, board: &Board) -> u32 {
        let lookup = self.lookup(board);
        let direct: u32 = lookup.value.iter().sum();
        let mirror: u32 = lookup.mirror_value.iter().sum();
        if self.mirrored {
            direct.max(mirror)
        } else {
            direct
        }
    }
}
