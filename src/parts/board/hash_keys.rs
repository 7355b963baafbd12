//! Keys of boards in the open-addressing tables of `hash_table` (linear probing, 0 = empty): a whole
//! packed board (`u64`), or for a board of at most 9 cells its first 8 cells (`u32`, the 9th
//! being the one tile missing from them); the probe, and the writes that fault pages in once.

use super::puzzle::Puzzle;
use super::search::zeroed;

/// Boards of at most `NARROW` cells are keyed by their first 8 cells (32 bits) while the table
/// grows: the 9th, if any, is the one tile missing from them.
pub const NARROW: usize = 9;

/// The boards a table holds: their number of cells (every puzzle's boards).
pub trait Cells {
    const CELLS: usize;
}

impl<P: Puzzle> Cells for P {
    const CELLS: usize = P::N;
}

/// A board's key: all of `cells` (`u64`), or its first 8 cells (`u32`, boards of at most 9).
pub trait Key: Copy + PartialEq + Default + std::fmt::Debug {
    fn of(cells: u64) -> Self;
    /// What the home slot hashes: the key as 64 bits.
    fn hashed(self) -> u64;
    /// The board of a key; `total` is the sum of a board's tiles.
    fn cells(self, total: u64) -> u64;
    /// The table's array of such keys (allocated zeroed on first use).
    fn array<const SLOTS: usize>(table: &mut Keys<SLOTS>) -> &mut [Self; SLOTS];
}

impl Key for u64 {
    #[inline]
    fn of(cells: u64) -> Self {
        cells
    }

    #[inline]
    fn hashed(self) -> u64 {
        self
    }

    #[inline]
    fn cells(self, _: u64) -> u64 {
        self
    }

    #[inline]
    fn array<const SLOTS: usize>(keys: &mut Keys<SLOTS>) -> &mut [Self; SLOTS] {
        keys.wide.get_or_insert_with(zeroed)
    }
}

impl Key for u32 {
    #[inline]
    fn of(cells: u64) -> Self {
        cells as u32
    }

    #[inline]
    fn hashed(self) -> u64 {
        self as u64
    }

    /// The 9th cell's tile is the total less the sum of the other 8 (nibbles paired into
    /// bytes, the bytes added up by a multiplication).
    #[inline]
    fn cells(self, total: u64) -> u64 {
        let pairs = (self & 0x0F0F_0F0F) + (self >> 4 & 0x0F0F_0F0F);
        let sum = pairs.wrapping_mul(0x0101_0101) >> 24;
        self as u64 | (total - sum as u64) << 32
    }

    #[inline]
    fn array<const SLOTS: usize>(keys: &mut Keys<SLOTS>) -> &mut [Self; SLOTS] {
        keys.narrow.get_or_insert_with(zeroed)
    }
}

/// Which keys a table uses: 32-bit ones for narrow boards; 64-bit ones for wider boards, and
/// in a table made whole by `hash_table::Table::plan` (a long search reads boards back often: one load rather
/// than recovering the 9th cell).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    Narrow,
    Wide,
    Whole,
}

/// A table's key arrays, each allocated on first use (a zeroed mapping: a page is touched, and
/// faults, only once used).
pub struct Keys<const SLOTS: usize> {
    pub narrow: Option<Box<[u32; SLOTS]>>,
    pub wide: Option<Box<[u64; SLOTS]>>,
}

/// The home slot of `key`: the top bits of a multiplicative hash (`64 - shift` of them).
#[inline]
pub fn home(key: u64, shift: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize
}

/// The slot of `key` among the first `mask + 1` (a power of two, ≤ `SLOTS`) slots of `keys`
/// from `slot` on, or the empty slot (the default key) where it goes (`true` when found). The
/// prefix must never fill up.
#[inline]
pub fn probe<K: Key, const SLOTS: usize>(
    keys: &[K; SLOTS],
    mut slot: usize,
    mask: usize,
    key: K,
) -> (usize, bool) {
    slot &= SLOTS - 1;
    loop {
        let found = keys[slot];
        if found == key {
            return (slot, true);
        }
        if found == K::default() {
            return (slot, false);
        }
        slot = (slot + 1) & mask & (SLOTS - 1);
    }
}

/// Writes the default (zero) into one element a page of `hash_table` and into the last one. The
/// writes go through `black_box`, so that the compiler, which may know the memory is zeroed,
/// keeps them.
pub fn touch_pages<T: Copy + Default>(slots: &mut [T]) {
    let slots = std::hint::black_box(slots);
    let step = (4096 / std::mem::size_of::<T>()).max(1);
    for i in (0..slots.len()).step_by(step) {
        slots[i] = T::default();
    }
    if let Some(last) = slots.last_mut() {
        *last = T::default();
    }
}
