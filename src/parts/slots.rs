//! An open-addressing hash table of boards, as flat arrays of `SLOTS` entries (a power of two,
//! a const generic parameter of the searches, so that the compiler knows it): by default sized
//! for the 8-puzzle's 181,440 boards and every smaller board.

/// The default number of slots: a power of two well above the 8-puzzle's 181,440 boards.
pub const DEFAULT_SLOTS: usize = 1 << 19;

/// The slot holding `cells` (open addressing, linear probing), or the empty one where it goes.
/// The table must never fill up: `SLOTS` exceeds the boards a search can meet.
pub fn find<const SLOTS: usize>(keys: &[u64; SLOTS], cells: u64) -> (usize, bool) {
    let bits = SLOTS.trailing_zeros();
    let mut slot = (cells.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize;
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
