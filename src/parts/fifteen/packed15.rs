//! 4×4 boards (`board15`) packed in a u64 as hash keys — the packing of `board::Board`, 4 bits
//! per cell, cell 0 in the lowest bits — and the moves of the blank on them; the searches that
//! store boards use them (`best_first15`, `bfs15`).

use super::board::Board as Packed;
use super::board15::{Board, CELLS};
use std::hash::Hasher;

/// No move: the start's, so nothing is pruned as its inverse.
pub const NO_MOVE: u8 = 4;

/// A board as a u64: 4 bits per cell, cell 0 in the lowest bits.
pub fn pack(board: &Board) -> u64 {
    Packed::from_cells(board).cells
}

/// The cells of a packed board.
pub fn unpack(key: u64) -> Board {
    let packed = Packed {
        cells: key,
        blank: 0,
    };
    let mut board = [0u8; CELLS];
    for (cell, slot) in board.iter_mut().enumerate() {
        *slot = packed.tile(cell) as u8;
    }
    board
}

/// The packed boards are already well mixed in their high bits; one multiply spreads them.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = (key ^ key >> 31).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

/// The cell of the blank in a packed board.
pub fn blank_in(key: u64) -> usize {
    (0..CELLS)
        .find(|&cell| (key >> (4 * cell)) & 15 == 0)
        .unwrap_or(0)
}

/// The packed board after the blank at `blank` moves to `target`.
pub fn slide(key: u64, blank: usize, target: usize) -> u64 {
    let packed = Packed { cells: key, blank };
    packed.slide(target).0.cells
}
