//! A second build of a pattern database of `pdb15` (the same table as `pdb15::build_pattern`)
//! for the 6-tile patterns of the 6-6-3 partition (`pdb15::PATTERNS_663`), in 0.6x the memory of
//! `pdb15_build`'s but 1.2x its time; no solution file uses it (the README's heuristic study). A
//! breadth-first search over
//! the placements of the pattern's tiles in which the blank is known only up to its region (the
//! free cells it reaches without moving a pattern tile), since moves of the other tiles are free:
//! a state is a placement and one of its regions, and a step slides a pattern tile next to the
//! region into a cell of it. The search goes level by level over a compact rank of the
//! placements (16!/10! = 5,765,760 for 6 tiles, against 16^6 nibble indices), in rank order
//! through a bitmap of the ranks to expand, and keeps three 16-bit masks a placement: the cells
//! of the regions seen, of those of the level being expanded and of those of the next level.
//! Expanding the union of a placement's regions of one level at once is the same as expanding
//! each; a child's rank follows from its parent's by the cells the moved tile passes, and its
//! region needs no flood when the free cells are all one region (a table by occupied cells).

use crate::parts::board15::CELLS;
pub use crate::parts::pdb15::PATTERNS_663;
use crate::parts::pdb15_build::{adjacent, flood, home, UNSEEN};

/// Every cell of the board, as a bit mask.
const ALL: u32 = (1 << CELLS) - 1;

/// The most tiles a pattern may have.
const MOST: usize = 8;

/// The compact rank of a placement: tile `i`'s cell counted among the cells the tiles before
/// it leave free (`0..16 - i`), the first tile most significant.
struct Rank {
    tiles: usize,
    /// What one step of tile `i`'s count adds to the rank.
    weight: [u32; MOST],
    /// How many placements there are.
    size: usize,
}

impl Rank {
    fn new(tiles: usize) -> Rank {
        assert!(
            (1..=MOST).contains(&tiles),
            "a pattern has 1 to {} tiles",
            MOST
        );
        let mut weight = [0; MOST];
        let mut size = 1u32;
        for slot in (0..tiles).rev() {
            weight[slot] = size;
            size *= (CELLS - slot) as u32;
        }
        Rank {
            tiles,
            weight,
            size: size as usize,
        }
    }

    /// Calls `block(cells, occupied, rank)` for every placement of all tiles but the last, in
    /// rank order, skipping the ranges of ranks `keep(start, length)` refuses: `cells` holds
    /// their cells (the last entry unset), `occupied` them as a mask, and the placements that add
    /// the last tile, on the free cells in increasing order, have the ranks `rank`, `rank + 1`, …
    fn blocks<K, F>(&self, keep: &K, block: &mut F)
    where
        K: Fn(usize, usize) -> bool,
        F: FnMut(&[u32; MOST], u32, usize),
    {
        let mut cells = [0; MOST];
        if keep(0, self.size) {
            self.walk(0, (&mut cells, 0, 0), keep, block);
        }
    }

    fn walk<K, F>(
        &self,
        slot: usize,
        (cells, occupied, rank): (&mut [u32; MOST], u32, usize),
        keep: &K,
        block: &mut F,
    ) where
        K: Fn(usize, usize) -> bool,
        F: FnMut(&[u32; MOST], u32, usize),
    {
        if slot + 1 == self.tiles {
            block(cells, occupied, rank);
            return;
        }
        let mut free = ALL & !occupied;
        let width = self.weight[slot] as usize;
        let mut next = rank;
        while free != 0 {
            let cell = free.trailing_zeros();
            free &= free - 1;
            if keep(next, width) {
                cells[slot] = cell;
                self.walk(slot + 1, (cells, occupied | 1 << cell, next), keep, block);
            }
            next += width;
        }
    }

    /// The rank of a placement.
    fn of(&self, cells: &[u32]) -> usize {
        let mut occupied = 0u32;
        let mut rank = 0;
        for (slot, &cell) in cells.iter().enumerate() {
            let count = cell - (occupied & ((1 << cell) - 1)).count_ones();
            rank += (count * self.weight[slot]) as usize;
            occupied |= 1 << cell;
        }
        rank
    }

    /// What the rank changes by (mod 2^32) when the tile of `slot` moves from `from` to the
    /// adjacent free cell `to`. Across a row no cell lies between, so only the tile's own count
    /// changes, by one. Up or down, the 3 cells between are passed: the tile's count changes by
    /// 4 less those held by tiles before it, and each later tile on one of them changes its
    /// count by one the same way (the moved tile is below it before a move down, not after).
    #[inline(always)]
    fn delta(&self, slot: usize, from: u32, to: u32, occupied: u32, slot_of: &[u8; CELLS]) -> u32 {
        let own = self.weight[slot];
        if from + 1 == to {
            return own;
        }
        if to + 1 == from {
            return own.wrapping_neg();
        }
        let mut between = 7 << (from.min(to) + 1) & occupied;
        let mut change = 4 * own;
        while between != 0 {
            let other = slot_of[between.trailing_zeros() as usize] as usize;
            between &= between - 1;
            if other < slot {
                change -= own;
            } else {
                change += self.weight[other];
            }
        }
        if to > from {
            change
        } else {
            change.wrapping_neg()
        }
    }
}

/// Whether any of the bits `start..start + length` is set.
fn any_set(bits: &[u64], start: usize, length: usize) -> bool {
    let (first, last) = (start / 64, (start + length - 1) / 64);
    let head = !0u64 << (start % 64);
    let tail = !0u64 >> (63 - (start + length - 1) % 64);
    if first == last {
        return bits[first] & head & tail != 0;
    }
    bits[first] & head != 0
        || bits[last] & tail != 0
        || bits[first + 1..last].iter().any(|&w| w != 0)
}

/// The bits `start..start + length` (at most 57 of them), the first lowest.
fn window(bits: &[u64], start: usize, length: usize) -> u64 {
    let (word, shift) = (start / 64, start % 64);
    let mut value = bits[word] >> shift;
    if shift + length > 64 {
        value |= bits[word + 1] << (64 - shift);
    }
    value & ((1 << length) - 1)
}

/// The search's state: per placement (by rank) the masks and the level it was first reached at.
struct Levels {
    seen: Vec<u16>,
    current: Vec<u16>,
    next: Vec<u16>,
    /// A bit a rank: whether `current` (`next`) holds regions for it.
    active: Vec<u64>,
    active_next: Vec<u64>,
    value: Vec<u8>,
    neighbours: [u32; CELLS],
    /// Per set of occupied cells with the pattern's number of tiles: whether the free cells are
    /// one region (most are), so that a child's region needs no flood.
    connected: Vec<bool>,
}

impl Levels {
    /// Expands the regions `frontier` (cells) of the placement `cells` (rank `rank`) reached at
    /// `depth`; the number of new states.
    #[inline(always)]
    fn expand(
        &mut self,
        rank: &Rank,
        cells: &[u32; MOST],
        (occupied, at): (u32, usize),
        frontier: u32,
        depth: u8,
    ) -> usize {
        let free = ALL & !occupied;
        let mut slot_of = [0u8; CELLS];
        for (slot, &cell) in cells[..rank.tiles].iter().enumerate() {
            slot_of[cell as usize] = slot as u8;
        }
        let mut added = 0;
        for (slot, &from) in cells[..rank.tiles].iter().enumerate() {
            let mut targets = self.neighbours[from as usize] & frontier;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                let child =
                    (at as u32).wrapping_add(rank.delta(slot, from, to, occupied, &slot_of));
                let child = child as usize;
                let mask = self.seen[child];
                if mask & 1 << from != 0 {
                    continue;
                }
                let child_free = free ^ 1 << from ^ 1 << to;
                let region = if self.connected[(ALL & !child_free) as usize] {
                    child_free
                } else {
                    flood(from as usize, child_free)
                } as u16;
                if mask == 0 {
                    self.value[child] = depth + 1;
                }
                self.seen[child] = mask | region;
                self.next[child] |= region;
                self.active_next[child / 64] |= 1 << (child % 64);
                added += 1;
            }
        }
        added
    }
}

/// A pattern database: for every placement of the pattern's tiles (4 bits of cell per tile, the
/// first tile in the lowest bits) the fewest moves OF THESE TILES that bring them home, the other
/// tiles being indistinct; `UNSEEN` where two tiles share a cell.
pub fn build_pattern(tiles: &[u8]) -> Vec<u8> {
    let rank = Rank::new(tiles.len());
    let mut levels = Levels {
        seen: vec![0; rank.size],
        current: vec![0; rank.size],
        next: vec![0; rank.size],
        active: vec![0; (rank.size + 63) / 64],
        active_next: vec![0; (rank.size + 63) / 64],
        value: vec![UNSEEN; rank.size],
        neighbours: [0; CELLS],
        connected: (0..1 << CELLS)
            .map(|occupied: u32| {
                let free = ALL & !occupied;
                occupied.count_ones() as usize == tiles.len()
                    && flood(free.trailing_zeros() as usize, free) == free
            })
            .collect(),
    };
    for (cell, mask) in levels.neighbours.iter_mut().enumerate() {
        *mask = adjacent(cell);
    }
    let goal: Vec<u32> = tiles.iter().map(|&tile| home(tile) as u32).collect();
    let goal_free = goal.iter().fold(ALL, |free, &cell| free & !(1 << cell));
    let start = rank.of(&goal);
    let region = flood(home(0), goal_free) as u16;
    levels.seen[start] = region;
    levels.next[start] = region;
    levels.active_next[start / 64] |= 1 << (start % 64);
    levels.value[start] = 0;
    let last = rank.tiles - 1;
    let mut depth = 0;
    let mut added = 1;
    while added > 0 {
        std::mem::swap(&mut levels.current, &mut levels.next);
        std::mem::swap(&mut levels.active, &mut levels.active_next);
        let active = std::mem::take(&mut levels.active);
        added = 0;
        let keep = |start, length| any_set(&active, start, length);
        rank.blocks(&keep, &mut |cells, occupied, base| {
            let mut cells = *cells;
            // The free cells in increasing order go with the ranks base, base + 1, …
            let (mut free, mut passed) = (ALL & !occupied, 0);
            let mut bits = window(&active, base, CELLS - last);
            while bits != 0 {
                let at = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                for _ in passed..at {
                    free &= free - 1;
                }
                passed = at;
                let cell = free.trailing_zeros();
                let frontier = std::mem::take(&mut levels.current[base + at]) as u32;
                cells[last] = cell;
                let placement = (occupied | 1 << cell, base + at);
                added += levels.expand(&rank, &cells, placement, frontier, depth);
            }
        });
        levels.active = active;
        levels.active.iter_mut().for_each(|w| *w = 0);
        depth += 1;
    }
    nibble_table(&rank, &levels.value)
}

/// The values by rank laid out by placement, 4 bits of cell a tile, the first tile lowest.
fn nibble_table(rank: &Rank, value: &[u8]) -> Vec<u8> {
    let mut table = vec![UNSEEN; 1 << (4 * rank.tiles)];
    let last = rank.tiles - 1;
    rank.blocks(&|_, _| true, &mut |cells, occupied, base| {
        let prefix: usize = cells[..last]
            .iter()
            .enumerate()
            .map(|(slot, &cell)| (cell as usize) << (4 * slot))
            .sum();
        let mut free = ALL & !occupied;
        for &v in &value[base..base + CELLS - last] {
            let cell = free.trailing_zeros() as usize;
            free &= free - 1;
            table[prefix | cell << (4 * last)] = v;
        }
    });
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_bijection_and_deltas_match() {
        for tiles in 1..=4 {
            let rank = Rank::new(tiles);
            let mut seen = vec![false; rank.size];
            let last = tiles - 1;
            rank.blocks(&|_, _| true, &mut |cells, occupied, base| {
                let mut cells = *cells;
                let mut free = ALL & !occupied;
                for (at, seen) in seen.iter_mut().enumerate().skip(base).take(CELLS - last) {
                    cells[last] = free.trailing_zeros();
                    free &= free - 1;
                    assert_eq!(rank.of(&cells[..tiles]), at);
                    assert!(!std::mem::replace(seen, true));
                    let occupied = occupied | 1 << cells[last];
                    let mut slot_of = [0u8; CELLS];
                    for (slot, &cell) in cells[..tiles].iter().enumerate() {
                        slot_of[cell as usize] = slot as u8;
                    }
                    for slot in 0..tiles {
                        let from = cells[slot];
                        let mut targets = adjacent(from as usize) & !occupied;
                        while targets != 0 {
                            let to = targets.trailing_zeros();
                            targets &= targets - 1;
                            let mut moved = cells;
                            moved[slot] = to;
                            let delta = rank.delta(slot, from, to, occupied, &slot_of);
                            let child = (at as u32).wrapping_add(delta) as usize;
                            assert_eq!(child, rank.of(&moved[..tiles]));
                        }
                    }
                }
            });
            assert!(seen.iter().all(|&s| s), "{} tiles: every rank used", tiles);
        }
    }
}
