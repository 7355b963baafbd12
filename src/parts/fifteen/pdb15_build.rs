//! The build of one pattern database of `pdb15` (`build_pattern`): a breadth-first search over (placement of the
//! pattern's tiles, region of the blank), from the goal. A child's region is read from a table
//! of the regions of every set of free cells rather than flooded, and each layer is kept in
//! buckets by the cells of the pattern's last two tiles, so that the entries a bucket's children
//! read and write lie close together in memory.

use super::board15::{step, CELLS, SIDE};

/// A table entry not reached yet while building.
pub const UNSEEN: u8 = u8::MAX;

/// The most tiles a pattern of `build_pattern` may have (16^6 entries a table).
pub const MOST_TILES: usize = 6;

/// Every cell of the board, and those of its first and last column, as bit masks.
const ALL: u32 = (1 << CELLS) - 1;
const FIRST_COLUMN: u32 = 0x1111;
const LAST_COLUMN: u32 = 0x8888;

/// The goal cell of a tile (the blank's is the last cell).
pub fn home(tile: u8) -> usize {
    if tile == 0 {
        CELLS - 1
    } else {
        tile as usize - 1
    }
}

/// The 4 cells around a cell, as a bit mask.
pub fn adjacent(cell: usize) -> u32 {
    (0..4)
        .filter_map(|dir| step(cell, dir))
        .fold(0, |mask, next| mask | 1 << next)
}

/// The cells the blank reaches from `cell` through `free` cells (a bit mask) at no cost.
pub fn flood(cell: usize, free: u32) -> u32 {
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

/// The region of every free cell for every set of `free_cells` free cells: a set is ranked in the
/// combinatorial number system (the sum over its cells c_1 < c_2 < … of C(c_i, i)), read as the
/// rank of its low byte plus that of its high byte after the low byte's cells.
struct Regions {
    /// The rank of the low byte's cells, and their number in bits 16 and up.
    low: [u32; 256],
    /// By the number of cells of the low byte (rows past 8 unused: an index masked to 4 bits).
    high: [[u16; 256]; 16],
    region: Vec<[u16; CELLS]>,
}

impl Regions {
    fn new(free_cells: u32) -> Regions {
        // Pascal's triangle: choose[n][k] is n choose k.
        let mut choose = [[0u16; CELLS + 1]; CELLS + 1];
        for n in 0..=CELLS {
            choose[n][0] = 1;
            for k in 1..=n {
                choose[n][k] = choose[n - 1][k - 1] + choose[n - 1][k];
            }
        }
        // The rank of a byte's cells, the first of them being the `before + 1`-th, at `offset`.
        let rank_of = |byte: usize, before: usize, offset: usize| -> u16 {
            (0..8)
                .filter(|bit| byte >> bit & 1 != 0)
                .enumerate()
                .map(|(i, bit)| choose[offset + bit][before + 1 + i])
                .sum()
        };
        let mut regions = Regions {
            low: [0; 256],
            high: [[0; 256]; 16],
            region: vec![[0; CELLS]; choose[CELLS][free_cells as usize] as usize],
        };
        for byte in 0..256 {
            regions.low[byte] = rank_of(byte, 0, 0) as u32 | byte.count_ones() << 16;
            for before in 0..9 {
                regions.high[before][byte] = rank_of(byte, before, 8);
            }
        }
        for free in (0..=ALL).filter(|free| free.count_ones() == free_cells) {
            let rank = regions.rank(free);
            let mut left = free;
            while left != 0 {
                let region = flood(left.trailing_zeros() as usize, free);
                left &= !region;
                for cell in (0..CELLS).filter(|cell| region >> cell & 1 != 0) {
                    regions.region[rank][cell] = region as u16;
                }
            }
        }
        regions
    }

    #[inline(always)]
    fn rank(&self, free: u32) -> usize {
        let low = self.low[free as u8 as usize];
        (low & 0xffff) as usize
            + self.high[(low >> 16) as usize & 15][(free >> 8) as u8 as usize] as usize
    }

    /// `flood(cell, free)` for a free `cell` and a set `free` of `free_cells` cells.
    #[inline(always)]
    fn of(&self, cell: u32, free: u32) -> u32 {
        self.region[self.rank(free)][cell as usize & (CELLS - 1)] as u32
    }
}

/// A pattern database: for every placement of the pattern's tiles (4 bits of cell per tile, the
/// first tile in the lowest bits) the fewest moves OF THESE TILES that bring them home, the other
/// tiles being indistinct. Built by BFS from the goal over (placement, region of the blank): the
/// blank wanders through the free cells at no cost, so a state is a placement plus the region the
/// blank is in, and one step slides a pattern tile into an adjacent cell of that region.
/// `seen[placement]` marks the cells of the regions already reached (complemented, see `run`); the
/// first layer reaching a placement is its value (the minimum over the blank's position). A
/// pattern of no tile or of more than `MOST_TILES` gets an empty table.
pub fn build_pattern(tiles: &[u8]) -> Vec<u8> {
    match tiles.len() {
        1 => Build::<1>::run(tiles),
        2 => Build::<2>::run(tiles),
        3 => Build::<3>::run(tiles),
        4 => Build::<4>::run(tiles),
        5 => Build::<5>::run(tiles),
        6 => Build::<6>::run(tiles),
        _ => Vec::new(),
    }
}

/// A build for patterns of `TILES` tiles: the sizes are constants, so that an index masked by
/// one needs no bounds check.
struct Build<const TILES: usize> {
    table: Vec<u8>,
    seen: Vec<u16>,
    regions: Regions,
    neighbours: [u32; CELLS],
}

impl<const TILES: usize> Build<TILES> {
    const SIZE: usize = 1 << (4 * TILES);
    /// A state's bucket: the cells of the last two tiles (of the only one for one tile).
    const BUCKET_SHIFT: usize = 4 * TILES.saturating_sub(2);
    const BUCKETS: usize = Self::SIZE >> Self::BUCKET_SHIFT;

    fn run(tiles: &[u8]) -> Vec<u8> {
        let mut build = Build::<TILES> {
            table: vec![UNSEEN; Self::SIZE],
            // Kept complemented (all ones: nothing seen), so that the allocation is written
            // before it is read: a zeroed one maps the shared zero page at its first read and
            // copies it at the first write, a fault that flushes the other cores' TLBs.
            seen: vec![!0; Self::SIZE],
            regions: Regions::new((CELLS - TILES) as u32),
            neighbours: [0; CELLS],
        };
        for (cell, mask) in build.neighbours.iter_mut().enumerate() {
            *mask = adjacent(cell);
        }
        let goal = tiles.iter().enumerate().fold(0, |goal, (slot, &tile)| {
            goal | (home(tile) as u32) << (4 * slot)
        });
        let free = tiles
            .iter()
            .fold(ALL, |free, &tile| free & !(1 << home(tile)));
        let region = build.regions.of(home(0) as u32, free);
        build.seen[goal as usize] = !(region as u16);
        build.table[goal as usize] = 0;
        // A state is a placement (low 32 bits), its free cells and the blank's region (16 bits
        // each). The buckets' vectors are kept from layer to layer.
        let mut layer = vec![Vec::new(); Self::BUCKETS];
        let mut next = vec![Vec::new(); Self::BUCKETS];
        layer[goal as usize >> Self::BUCKET_SHIFT]
            .push(goal as u64 | (free as u64) << 32 | (region as u64) << 48);
        let mut depth = 0;
        while build.expand(&mut layer, &mut next, depth + 1) > 0 {
            std::mem::swap(&mut layer, &mut next);
            depth += 1;
        }
        build.table
    }

    /// Empties `layer` into `next`, the states first reached at `depth`; how many there are.
    fn expand(&mut self, layer: &mut [Vec<u64>], next: &mut [Vec<u64>], depth: u8) -> usize {
        let (table, seen) = (&mut self.table[..Self::SIZE], &mut self.seen[..Self::SIZE]);
        let next = &mut next[..Self::BUCKETS];
        for bucket in layer.iter_mut() {
            for &state in bucket.iter() {
                let placement = state as u32;
                let free = (state >> 32) as u32 & ALL;
                let region = (state >> 48) as u32;
                // Slot by slot: the tile is the lowest nibble of `rest`, `unit` is 16^slot (a child's
                // index a multiply by it rather than a shift by a register).
                let (mut rest, mut unit) = (placement, 1);
                for _ in 0..TILES {
                    let from = rest & 15;
                    let base = placement - from * unit;
                    let mut targets = self.neighbours[from as usize & (CELLS - 1)] & region;
                    while targets != 0 {
                        let to = targets.trailing_zeros();
                        targets &= targets - 1;
                        let moved = (base + to * unit) as usize & (Self::SIZE - 1);
                        let mask = !seen[moved];
                        if mask & (1 << from) != 0 {
                            continue;
                        }
                        if mask == 0 {
                            table[moved] = depth;
                        }
                        let moved_free = free ^ (1 << to) ^ (1 << from);
                        let moved_region = self.regions.of(from, moved_free);
                        seen[moved] = !(mask | moved_region as u16);
                        next[(moved >> Self::BUCKET_SHIFT) & (Self::BUCKETS - 1)].push(
                            moved as u64 | (moved_free as u64) << 32 | (moved_region as u64) << 48,
                        );
                    }
                    rest >>= 4;
                    unit <<= 4;
                }
            }
            bucket.clear();
        }
        next.iter().map(Vec::len).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_equal_the_flood() {
        for free_cells in [CELLS as u32 - 5, CELLS as u32 - 2, 1] {
            let regions = Regions::new(free_cells);
            let mut sets = 0;
            for free in (0..=ALL).filter(|free| free.count_ones() == free_cells) {
                sets += 1;
                for cell in (0..CELLS as u32).filter(|cell| free >> cell & 1 != 0) {
                    assert_eq!(regions.of(cell, free), flood(cell as usize, free));
                }
            }
            assert_eq!(sets, regions.region.len(), "every rank is a set");
        }
    }

    #[test]
    fn no_table_past_the_most_tiles() {
        assert!(build_pattern(&[]).is_empty());
        assert!(build_pattern(&[1, 2, 3, 4, 5, 6, 7]).is_empty());
        assert_eq!(build_pattern(&[15]).len(), 16);
    }
}
