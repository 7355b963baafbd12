//! An open-addressing hash table of boards, as flat arrays: sized for the 8-puzzle's 181,440
//! boards (and every smaller board).

/// Slots of the hash table of boards seen (a power of two, well above the 181,440 boards).
pub const SLOT_BITS: u32 = 19;
pub const SLOTS: usize = 1 << SLOT_BITS;

/// The slot holding `cells` (open addressing, linear probing), or the empty one where it goes.
pub fn find(keys: &[u64; SLOTS], cells: u64) -> (usize, bool) {
    let mut slot = (cells.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SLOT_BITS)) as usize;
    loop {
        let key = keys[slot];
        if key == cells {
            return (slot, true);
        }
        if key == 0 {
            return (slot, false);
        }
        slot = (slot + 1) & (SLOTS - 1);
    }
}
