//! Whether the search may read a heuristic's tables mod 16 (`pdb15::Heuristic::packed`): it takes
//! a move's change of a pattern's value from the difference of two entries mod 16, which is the
//! change only while every change is within -8..=7. A change is not always ±1, as a table holds
//! the least over the blank's regions: the 5-5-5 and 6-6-3 partitions of `pdb15` reach ±7
//! (tests/fifteen_pdb.rs). No solution file needs it; the tools that search with other
//! partitions (examples/korf_partition.rs, the heuristic study) check them with it first.

use crate::parts::pdb15::{Heuristic, GROUPS};
use crate::parts::pdb15_build::{adjacent, UNSEEN};

/// The least and the most change of a table's value (`pdb15::build_pattern`'s layout, `tiles`
/// tiles) when one of its tiles slides into a free cell next to it, over every placement.
pub fn change_range(table: &[u8], tiles: usize) -> (i32, i32) {
    let mut range = (0, 0);
    for (index, &value) in table.iter().enumerate() {
        if value == UNSEEN {
            // Two tiles in one cell.
            continue;
        }
        let cells = (0..tiles).map(|slot| index >> (4 * slot) & 15);
        let occupied: u32 = cells.clone().map(|cell| 1 << cell).sum();
        for (slot, cell) in cells.enumerate() {
            let mut free = adjacent(cell) & !occupied;
            while free != 0 {
                let target = free.trailing_zeros() as usize;
                free &= free - 1;
                let moved = index + (target << (4 * slot)) - (cell << (4 * slot));
                let change = table[moved] as i32 - value as i32;
                range = (range.0.min(change), range.1.max(change));
            }
        }
    }
    range
}

/// Whether every table of `heuristic`, built for `patterns`, may be read mod 16.
pub fn readable_mod_16(heuristic: &Heuristic, patterns: &[&[u8]; GROUPS]) -> bool {
    patterns.iter().enumerate().all(|(group, tiles)| {
        let start = heuristic.base[group] as usize;
        let table = &heuristic.flat[start..start + (1 << (4 * tiles.len()))];
        let (least, most) = change_range(table, tiles.len());
        -8 <= least && most <= 7
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jump_of_more_than_7_is_seen() {
        // One tile: its table is its distance from home, cell 0 (tile 1), ±1 a move.
        let mut table: Vec<u8> = (0..16).map(|cell| (cell / 4 + cell % 4) as u8).collect();
        assert_eq!(change_range(&table, 1), (-1, 1));
        table[5] = 11;
        assert_eq!(change_range(&table, 1), (-10, 10));
    }
}
