//! Open-addressing hash tables of boards (linear probing, keyed by `cells`, 0 = empty), as flat
//! arrays of `SLOTS` entries (a power of two, a const generic parameter of the searches, so
//! that the compiler knows it): by default room for the 8-puzzle's 181,440 boards and every
//! smaller board. `find` probes a whole array; `Table` uses only a prefix that grows with the
//! work, so a small search touches few pages (one puzzle a process pays a page fault for every
//! page it touches), and keeps a board of at most 9 cells in 32 bits.

use super::hash_keys::{home, probe, touch_pages, Cells, Key, Keys, Mode, NARROW};
use super::search::zeroed;
use std::marker::PhantomData;

/// The default number of slots: a power of two well above the 8-puzzle's 181,440 boards.
pub const DEFAULT_SLOTS: usize = 1 << 19;
/// The default number of slots of a `Table` (A*, bidirectional BFS): a power of two well above
/// the boards one search of an 8-puzzle meets (at most 25,769, A* with Manhattan distance
/// over all 9! boards; 17,308 for bidirectional BFS), so that a whole table takes 160 pages.
pub const SEARCH_SLOTS: usize = 1 << 16;
/// A `Table` starts with `1 << FIRST_BITS` slots (12 KB for the 8-puzzle: most random ones
/// fit)...
const FIRST_BITS: u32 = 11;
/// ...and, when a search would fill it past three quarters (`limit`), grows `1 << GROWTH`
/// times (a growth moves every board and touches the new pages).
const GROWTH: u32 = 2;
/// A start at least `FAR` moves from the goal by a lower bound (its Manhattan distance) is among
/// the farthest: under 1 % of random 8-puzzles, the two hardest (31 moves) among them. Its
/// search takes the whole array at once: no growth and the constant size in the inner loop.
pub const FAR: usize = 21;

/// The boards a growing table of `1 << bits` slots takes: three quarters of them (linear
/// probing stays short enough there, and fewer pages are touched than at half).
fn limit(bits: u32) -> usize {
    3 << bits >> 2
}

/// The slot holding `cells` in the whole array, or the empty one where it goes. The table must
/// never fill up: `SLOTS` exceeds the boards a search can meet.
pub fn find<const SLOTS: usize>(keys: &[u64; SLOTS], cells: u64) -> (usize, bool) {
    let shift = 64 - SLOTS.trailing_zeros();
    probe(keys, home(cells, shift), SLOTS - 1, cells)
}

/// A table of boards of `C::CELLS` cells with a value each, using the first `1 << bits` of its
/// `SLOTS` slots (allocated zeroed: the rest is never touched), keyed as `mode()` says (a key
/// is never 0: some cell is not blank). A search works through a `View`; its queues hold slot
/// numbers, which it renumbers with `moved` after the table grows. The table keeps its size
/// from one puzzle to the next.
pub struct Table<V, C, const SLOTS: usize> {
    keys: Keys<SLOTS>,
    mode: Mode,
    values: Box<[V; SLOTS]>,
    bits: u32,
    /// `moved[old]`: the slot of the board that was in slot `old` before the last growth.
    moved: Vec<u32>,
    kind: PhantomData<C>,
}

impl<V: Copy + Default + std::fmt::Debug, C: Cells, const SLOTS: usize> Default
    for Table<V, C, SLOTS>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<V: Copy + Default + std::fmt::Debug, C: Cells, const SLOTS: usize> Table<V, C, SLOTS> {
    pub fn new() -> Self {
        let mut table = Table {
            keys: Keys {
                narrow: None,
                wide: None,
            },
            mode: if C::CELLS > NARROW {
                Mode::Wide
            } else {
                Mode::Narrow
            },
            values: zeroed(),
            bits: FIRST_BITS.min(SLOTS.trailing_zeros()),
            moved: Vec::new(),
            kind: PhantomData,
        };
        table.touch(0);
        table
    }

    /// The keys in use (see `Mode`).
    #[inline]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Writes a zero into every page of the slots from `from` up to the size in use: a page of
    /// fresh zeroed memory read first (a probe) and written later faults twice, once to map
    /// the shared zero page and once to copy it; written first, it faults once.
    fn touch(&mut self, from: usize) {
        let to = 1 << self.bits;
        match self.mode() {
            Mode::Narrow => touch_pages(&mut u32::array(&mut self.keys)[from..to]),
            _ => touch_pages(&mut u64::array(&mut self.keys)[from..to]),
        }
        touch_pages(&mut self.values[from..to]);
    }

    /// Whether the table spans all `SLOTS` (then it never grows; made whole by `plan`, search
    /// it through a `View<u64, _, _, _, true>`, whose size the compiler knows).
    #[inline]
    pub fn whole(&self) -> bool {
        self.bits == SLOTS.trailing_zeros()
    }

    /// Before a search, the table empty: a start whose distance to the goal is at least `bound`
    /// moves, `bound` reaching `FAR`, takes the whole array (it stays whole); another start
    /// gets room for `boards` boards at once (a growth later would move every board).
    pub fn plan(&mut self, bound: usize, boards: usize) {
        if bound >= FAR {
            if self.mode != Mode::Whole {
                self.bits = SLOTS.trailing_zeros();
                self.mode = Mode::Whole;
                // Every page at once, written: probed at random, each would fault twice.
                self.touch(0);
            }
        } else if self.mode != Mode::Whole {
            let bits = (boards * 4 / 3).next_power_of_two().trailing_zeros();
            let from = 1 << self.bits;
            self.bits = self.bits.max(bits.min(SLOTS.trailing_zeros()));
            self.touch(from);
        }
    }

    /// The table to search in, through keys `K` (those of `mode()`): its arrays and its size,
    /// held in locals by the compiler. With `WHOLE` the table must be `whole()`.
    #[inline]
    pub fn view<K: Key, const WHOLE: bool>(&mut self) -> View<'_, K, V, C, SLOTS, WHOLE> {
        View {
            limit: if self.whole() {
                usize::MAX / 2
            } else {
                limit(self.bits)
            },
            shift: 64 - self.bits,
            mask: (1 << self.bits) - 1,
            keys: K::array(&mut self.keys),
            values: &mut self.values,
            kind: PhantomData,
        }
    }

    /// The value of the board `cells`, which the table holds.
    pub fn value_of(&mut self, cells: u64) -> V {
        match self.mode() {
            Mode::Narrow => self.view::<u32, false>().value_of(cells),
            _ => self.view::<u64, false>().value_of(cells),
        }
    }

    /// Whether the table should grow before `more` boards join the `live` ones.
    pub fn full(&self, live: usize, more: usize) -> bool {
        !self.whole() && live + more > limit(self.bits)
    }

    /// Grows the table `1 << GROWTH` times, moving every board: `live` names the slot of each
    /// board at least once (a slot named again is skipped). Then `moved(old)` is its new slot.
    pub fn grow(&mut self, live: impl Iterator<Item = usize>) {
        match self.mode() {
            Mode::Narrow => self.grow_keyed::<u32>(live),
            _ => self.grow_keyed::<u64>(live),
        }
    }

    fn grow_keyed<K: Key>(&mut self, live: impl Iterator<Item = usize>) {
        let old_slots = 1 << self.bits;
        let mut boards: Vec<(K, u32, V)> = Vec::with_capacity(limit(self.bits) + 4);
        let view = self.view::<K, false>();
        for old in live {
            let old = old & (SLOTS - 1);
            let key = view.keys[old];
            if key != K::default() {
                boards.push((key, old as u32, view.values[old]));
                view.keys[old] = K::default();
            }
        }
        let mut moved = vec![0; old_slots];
        self.bits = (self.bits + GROWTH).min(SLOTS.trailing_zeros());
        self.touch(old_slots);
        let view = self.view::<K, false>();
        for (key, old, value) in boards {
            let (slot, _) = view.probe(key);
            view.keys[slot] = key;
            view.values[slot] = value;
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
        match self.mode() {
            Mode::Narrow => live.for_each(|s| u32::array(&mut self.keys)[s & (SLOTS - 1)] = 0),
            _ => live.for_each(|s| u64::array(&mut self.keys)[s & (SLOTS - 1)] = 0),
        }
    }
}

/// A table borrowed for a search: `find`, read and write slots. `WHOLE`: the table spans all
/// `SLOTS` (a size known to the compiler, and never full).
pub struct View<'a, K, V, C, const SLOTS: usize, const WHOLE: bool> {
    keys: &'a mut [K; SLOTS],
    values: &'a mut [V; SLOTS],
    /// 64 − log2 of the slots in use, and their number − 1.
    shift: u32,
    mask: usize,
    /// The boards the table takes before it should grow: past three quarters of its slots, or
    /// never when it spans all `SLOTS` (more than the boards a search can meet).
    limit: usize,
    kind: PhantomData<C>,
}

impl<'a, K: Key, V: Copy, C: Cells, const SLOTS: usize, const WHOLE: bool>
    View<'a, K, V, C, SLOTS, WHOLE>
{
    /// The sum of a board's tiles (0 + 1 + … + (CELLS − 1)), for the 9th cell of a `u32` key.
    const TOTAL: u64 = (C::CELLS * (C::CELLS - 1) / 2) as u64;

    /// The slot of `key`, or the empty one where it goes (`true` when found).
    #[inline]
    fn probe(&self, key: K) -> (usize, bool) {
        if WHOLE {
            let shift = 64 - SLOTS.trailing_zeros();
            probe(self.keys, home(key.hashed(), shift), SLOTS - 1, key)
        } else {
            probe(self.keys, home(key.hashed(), self.shift), self.mask, key)
        }
    }

    /// The slot of `cells`, or the empty one where it goes (`true` when found).
    #[inline]
    pub fn find(&self, cells: u64) -> (usize, bool) {
        self.probe(K::of(cells))
    }

    /// The value of the board `cells`, which the table holds.
    pub fn value_of(&self, cells: u64) -> V {
        self.value(self.find(cells).0)
    }

    /// Whether the table should grow before `more` boards join the `live` ones.
    #[inline]
    pub fn full(&self, live: usize, more: usize) -> bool {
        !WHOLE && live + more > self.limit
    }

    /// The board in `slot` (which holds one).
    #[inline]
    pub fn key(&self, slot: usize) -> u64 {
        self.keys[slot & (SLOTS - 1)].cells(Self::TOTAL)
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
        self.keys[slot & (SLOTS - 1)] = K::of(cells);
        self.values[slot & (SLOTS - 1)] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Boards of 16 cells: any non-zero keys.
    struct Wide;
    impl Cells for Wide {
        const CELLS: usize = 16;
    }

    fn board(i: usize) -> u64 {
        (i as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D) | 1
    }

    /// Boards (any non-zero keys) in a small table: found where put, through growths, with
    /// slots renumbered by `moved`, and gone after `clear`.
    #[test]
    fn a_table_grows_and_keeps_every_board() {
        let mut table = Table::<u16, Wide, { 1 << 16 }>::new();
        let mut slots = Vec::new();
        let mut sizes = vec![table.bits];
        for i in 0..30_000 {
            if table.full(slots.len(), 1) {
                table.grow(slots.iter().copied());
                for s in &mut slots {
                    *s = table.moved(*s);
                }
                sizes.push(table.bits);
            }
            let mut view = table.view::<u64, false>();
            let (slot, found) = view.find(board(i));
            assert!(!found);
            view.insert(slot, board(i), i as u16);
            slots.push(slot);
        }
        assert_eq!(*sizes.last().unwrap(), 16, "{:?}", sizes);
        assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{:?}", sizes);
        let view = table.view::<u64, false>();
        for (i, &slot) in slots.iter().enumerate() {
            assert_eq!(view.find(board(i)), (slot, true));
            assert_eq!((view.key(slot), view.value(slot)), (board(i), i as u16));
        }
        assert!(!view.full(60_000, 1), "the whole array never grows");
        table.clear(slots.iter().copied());
        let view = table.view::<u64, false>();
        assert!((0..30_000).all(|i| !view.find(board(i)).1));
    }

    /// A far start makes the table whole at once (a near one leaves it small); searched
    /// through the whole view, a board is found where the run-time view puts it.
    #[test]
    fn a_far_start_takes_the_whole_table() {
        let mut table = Table::<u16, Wide, { 1 << 16 }>::new();
        table.plan(FAR - 1, 0);
        assert!(!table.whole());
        table.plan(FAR, 0);
        assert!(table.whole());
        let mut slots = Vec::new();
        for i in 0..40_000 {
            let mut view = table.view::<u64, true>();
            assert!(!view.full(i, 4), "a whole table never grows");
            let (slot, found) = view.find(board(i));
            assert!(!found);
            view.insert(slot, board(i), i as u16);
            slots.push(slot);
        }
        let view = table.view::<u64, false>();
        for (i, &slot) in slots.iter().enumerate() {
            assert_eq!(view.find(board(i)), (slot, true));
        }
    }

    struct Nine;
    impl Cells for Nine {
        const CELLS: usize = 9;
    }

    /// Boards of 9 cells keep 32 bits: the 9th cell comes back from the other eight, through
    /// growths. The boards are random permutations of 0..9, as the 8-puzzle's are.
    #[test]
    fn nine_cell_boards_keep_32_bits() {
        let mut table = Table::<u8, Nine, { 1 << 16 }>::new();
        assert_eq!(table.mode(), Mode::Narrow);
        let (mut boards, mut slots) = (Vec::new(), Vec::new());
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        while boards.len() < 6_000 {
            let mut cells: Vec<u64> = (0..9).collect();
            for k in (1..9).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                cells.swap(k, (state % (k as u64 + 1)) as usize);
            }
            let packed = cells
                .iter()
                .enumerate()
                .fold(0, |a, (k, &t)| a | t << (4 * k));
            if table.full(slots.len(), 1) {
                table.grow(slots.iter().copied());
                for s in &mut slots {
                    *s = table.moved(*s);
                }
            }
            let mut view = table.view::<u32, false>();
            let (slot, found) = view.find(packed);
            if !found {
                view.insert(slot, packed, 1);
                boards.push(packed);
                slots.push(slot);
            }
            assert_eq!(view.key(slot), packed);
        }
        assert!(table.bits > FIRST_BITS, "the table grew");
        let view = table.view::<u32, false>();
        for (&b, &slot) in boards.iter().zip(&slots) {
            assert_eq!(view.find(b), (slot, true));
            assert_eq!(view.key(slot), b);
        }
    }
}
