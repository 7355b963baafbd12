//! The index of a board among all orders of its cells (its Lehmer code): a dense key for a
//! flat array, no hashing. For boards of up to 12 cells (12! indices fit any array we build).

use super::board::Board;

/// `FACTORIAL[k]` = k!.
pub const FACTORIAL: [usize; 13] = factorials();

const fn factorials() -> [usize; 13] {
    let mut table = [1; 13];
    let mut k = 1;
    while k < 13 {
        table[k] = table[k - 1] * k;
        k += 1;
    }
    table
}

/// `BITS_SET[mask]`: how many of the 12 bits of `mask` are set (a load instead of the ~12
/// instructions of `count_ones` on a CPU without `popcnt`).
const BITS_SET: [u8; 4096] = bits_set();

const fn bits_set() -> [u8; 4096] {
    let mut table = [0; 4096];
    let mut mask = 1;
    while mask < 4096 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// The rank of `board` of `n` cells in 0..n!. Cell i contributes (cells after it holding a
/// smaller value) × (n − 1 − i)!, and that count is the value minus the smaller values already met.
pub fn rank(board: Board, n: usize) -> usize {
    let mut rank = 0;
    let mut seen = 0u32;
    for i in 0..n - 1 {
        let value = board.tile(i);
        let smaller_before = BITS_SET[seen as usize & ((1 << value) - 1) & 4095] as usize;
        rank += (value - smaller_before) * FACTORIAL[(n - 1 - i) % 13];
        seen |= 1 << value;
    }
    rank
}
