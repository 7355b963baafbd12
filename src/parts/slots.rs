//! Open-addressing hash tables of boards (linear probing, keyed by `cells`, 0 = empty), as flat
//! arrays of `SLOTS` entries (a power of two, a const generic parameter of the searches, so
//! that the compiler knows it): by default room for the 8-puzzle's 181,440 boards and every
//! smaller board. `find` probes a whole array; `Table` uses only a prefix that grows with the
//! work, so a small search touches few pages (one puzzle a process pays a page fault for every
//! page it touches).

use super::search::zeroed;

/// The default number of slots: a power of two well above the 8-puzzle's 181,440 boards.
pub const DEFAULT_SLOTS: usize = 1 << 19;
/// A `Table` starts with `1 << FIRST_BITS` slots (64 KB of keys: most random 8-puzzles fit)...
const FIRST_BITS: u32 = 13;
/// ...and, when a search would fill it past half, grows `1 << GROWTH` times (a growth moves
/// every board: few large steps cost less than many small ones).
const GROWTH: u32 = 3;
/// A start at least `FAR` moves from the goal by a lower bound (its Manhattan distance) is among
/// the farthest: under 1 % of random 8-puzzles, the two hardest (31 moves) among them. Its
/// search takes the whole array at once: no growth and the constant size in the inner loop,
/// its page faults spread over a long search.
pub const FAR: usize = 21;

/// The slot of `cells` among the first `mask + 1` (a power of two, ≤ `SLOTS`) slots of `keys`,
/// its home slot the top bits of a multiplicative hash (`64 - shift` of them), or the empty
/// slot where it goes (`true` when found). The prefix must never fill up.
#[inline]
fn probe<const SLOTS: usize>(
    keys: &[u64; SLOTS],
    shift: u32,
    mask: usize,
    cells: u64,
) -> (usize, bool) {
    let mut slot = (cells.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize & (SLOTS - 1);
    loop {
        let key = keys[slot];
        if key == cells {
            return (slot, true);
        }
        if key == 0 {
            return (slot, false);
        }
        slot = (slot + 1) & mask & (SLOTS - 1);
    }
}

/// The slot holding `cells` in the whole array, or the empty one where it goes. The table must
/// never fill up: `SLOTS` exceeds the boards a search can meet.
pub fn find<const SLOTS: usize>(keys: &[u64; SLOTS], cells: u64) -> (usize, bool) {
    probe(keys, 64 - SLOTS.trailing_zeros(), SLOTS - 1, cells)
}

/// A table of boards with a value each, using the first `1 << bits` of its `SLOTS` slots
/// (allocated zeroed: the rest is never touched). A search works through a `View`; its queues
/// hold slot numbers, which it renumbers with `moved` after the table grows. The table keeps
/// its size from one puzzle to the next.
pub struct Table<V, const SLOTS: usize> {
    keys: Box<[u64; SLOTS]>,
    values: Box<[V; SLOTS]>,
    bits: u32,
    /// `moved[old]`: the slot of the board that was in slot `old` before the last growth.
    moved: Vec<u32>,
}

impl<V: Copy + Default + std::fmt::Debug, const SLOTS: usize> Default for Table<V, SLOTS> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V: Copy + Default + std::fmt::Debug, const SLOTS: usize> Table<V, SLOTS> {
    pub fn new() -> Self {
        Table {
            keys: zeroed(),
            values: zeroed(),
            bits: FIRST_BITS.min(SLOTS.trailing_zeros()),
            moved: Vec::new(),
        }
    }

    /// Whether the table spans all `SLOTS` (then it never grows: search it through a
    /// `View<_, _, true>`, whose size the compiler knows).
    #[inline]
    pub fn whole(&self) -> bool {
        self.bits == SLOTS.trailing_zeros()
    }

    /// Before a search, the table empty: a start whose distance to the goal is at least `bound`
    /// moves, `bound` reaching `FAR`, takes the whole array (it stays whole).
    pub fn plan(&mut self, bound: usize) {
        if bound >= FAR {
            self.bits = SLOTS.trailing_zeros();
        }
    }

    /// The table to search in: its arrays and its size, held in locals by the compiler. With
    /// `WHOLE` the table must be `whole()`.
    #[inline]
    pub fn view<const WHOLE: bool>(&mut self) -> View<'_, V, SLOTS, WHOLE> {
        // Past half full the table grows; spanning all `SLOTS` it never needs to (they exceed
        // the boards a search can meet).
        let limit = if 1 << self.bits < SLOTS {
            1 << (self.bits - 1)
        } else {
            usize::MAX / 2
        };
        View {
            keys: &mut self.keys,
            values: &mut self.values,
            shift: 64 - self.bits,
            mask: (1 << self.bits) - 1,
            limit,
        }
    }

    /// Whether the table should grow before `more` boards join the `live` ones.
    pub fn full(&mut self, live: usize, more: usize) -> bool {
        self.view::<false>().full(live, more)
    }

    /// Grows the table `1 << GROWTH` times, moving every board: `live` names the slot of each
    /// board at least once (a slot named again is skipped). Then `moved(old)` is its new slot.
    pub fn grow(&mut self, live: impl Iterator<Item = usize>) {
        let old_slots = 1 << self.bits;
        let mut boards: Vec<(u64, u32, V)> = Vec::with_capacity(old_slots / 2);
        for old in live {
            let old = old & (SLOTS - 1);
            let key = self.keys[old];
            if key != 0 {
                boards.push((key, old as u32, self.values[old]));
                self.keys[old] = 0;
            }
        }
        let mut moved = vec![0; old_slots];
        self.bits = (self.bits + GROWTH).min(SLOTS.trailing_zeros());
        let mut view = self.view::<false>();
        for (key, old, value) in boards {
            let (slot, _) = view.find(key);
            view.insert(slot, key, value);
            moved[old as usize] = slot as u32;
        }
        self.moved = moved;
    }

    /// The slot, after the last growth, of the board that was in slot `old` before it.
    #[inline]
    pub fn moved(&self, old: usize) -> usize {
        self.moved[old] as usize
    }

    /// Empties the slots `live` names (every board's at least once), keeping the size.
    pub fn clear(&mut self, live: impl Iterator<Item = usize>) {
        for slot in live {
            self.keys[slot & (SLOTS - 1)] = 0;
        }
    }
}

/// A table borrowed for a search: `find`, read and write slots. `WHOLE`: the table spans all
/// `SLOTS` (a size known to the compiler, and never full).
pub struct View<'a, V, const SLOTS: usize, const WHOLE: bool> {
    keys: &'a mut [u64; SLOTS],
    values: &'a mut [V; SLOTS],
    /// 64 − log2 of the slots in use, and their number − 1.
    shift: u32,
    mask: usize,
    /// The boards the table takes before it should grow.
    limit: usize,
}

impl<'a, V: Copy, const SLOTS: usize, const WHOLE: bool> View<'a, V, SLOTS, WHOLE> {
    /// The slot of `cells`, or the empty one where it goes (`true` when found).
    #[inline]
    pub fn find(&self, cells: u64) -> (usize, bool) {
        if WHOLE {
            find(self.keys, cells)
        } else {
            probe(self.keys, self.shift, self.mask, cells)
        }
    }

    /// Whether the table should grow before `more` boards join the `live` ones.
    #[inline]
    pub fn full(&self, live: usize, more: usize) -> bool {
        !WHOLE && live + more > self.limit
    }

    /// The board in `slot` (0 when empty).
    #[inline]
    pub fn key(&self, slot: usize) -> u64 {
        self.keys[slot & (SLOTS - 1)]
    }

    #[inline]
    pub fn value(&self, slot: usize) -> V {
        self.values[slot & (SLOTS - 1)]
    }

    #[inline]
    pub fn set_value(&mut self, slot: usize, value: V) {
        self.values[slot & (SLOTS - 1)] = value;
    }

    /// Puts `cells` with `value` into `slot`, the empty slot `find` gave for it.
    #[inline]
    pub fn insert(&mut self, slot: usize, cells: u64, value: V) {
        self.keys[slot & (SLOTS - 1)] = cells;
        self.values[slot & (SLOTS - 1)] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(i: usize) -> u64 {
        (i as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D) | 1
    }

    /// Boards (any non-zero keys) in a small table: found where put, through growths, with
    /// slots renumbered by `moved`, and gone after `clear`.
    #[test]
    fn a_table_grows_and_keeps_every_board() {
        let mut table = Table::<u16, { 1 << 16 }>::new();
        let mut slots = Vec::new();
        let mut sizes = vec![table.bits];
        for i in 0..20_000 {
            if table.full(slots.len(), 1) {
                table.grow(slots.iter().copied());
                for s in &mut slots {
                    *s = table.moved(*s);
                }
                sizes.push(table.bits);
            }
            let mut view = table.view::<false>();
            let (slot, found) = view.find(board(i));
            assert!(!found);
            view.insert(slot, board(i), i as u16);
            slots.push(slot);
        }
        assert_eq!(*sizes.last().unwrap(), 16, "{:?}", sizes);
        assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{:?}", sizes);
        let view = table.view::<false>();
        for (i, &slot) in slots.iter().enumerate() {
            assert_eq!(view.find(board(i)), (slot, true));
            assert_eq!((view.key(slot), view.value(slot)), (board(i), i as u16));
        }
        assert!(!view.full(60_000, 1), "the whole array never grows");
        table.clear(slots.iter().copied());
        let view = table.view::<false>();
        assert!((0..20_000).all(|i| !view.find(board(i)).1));
    }

    /// A far start makes the table whole at once (a near one leaves it small); searched
    /// through the whole view, a board is found where the run-time view puts it.
    #[test]
    fn a_far_start_takes_the_whole_table() {
        let mut table = Table::<u16, { 1 << 16 }>::new();
        table.plan(FAR - 1);
        assert!(!table.whole());
        table.plan(FAR);
        assert!(table.whole());
        let mut slots = Vec::new();
        for i in 0..40_000 {
            let mut view = table.view::<true>();
            assert!(!view.full(i, 4), "a whole table never grows");
            let (slot, found) = view.find(board(i));
            assert!(!found);
            view.insert(slot, board(i), i as u16);
            slots.push(slot);
        }
        let view = table.view::<false>();
        for (i, &slot) in slots.iter().enumerate() {
            assert_eq!(view.find(board(i)), (slot, true));
        }
    }
}
