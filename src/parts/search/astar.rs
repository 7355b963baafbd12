//! A*, closed set, bucket queue preferring deeper nodes among equal f. The hash table and the
//! queue grow with the search, touched as used (one puzzle a process pays a page fault a page,
//! and a mapping for each large allocation: the queue starts small, on the heap), and are kept
//! from one puzzle to the next.

use super::board::{Board, START};
use super::hash_keys::{Key, Mode};
use super::hash_table::{Table, SEARCH_SLOTS};
use super::puzzle::Puzzle;
use super::search::{walk_back, Estimate, Strategy, Tally};
use std::marker::PhantomData;

/// Flag in `came` of a board already expanded (its `g` is then final).
const CLOSED: u8 = 0x80;
/// The room for queue entries a search starts with (8 KB, from the heap: most random
/// 8-puzzles push fewer), and a far start's (256 KB: the hardest 8-puzzle pushes 10,981).
/// Powers of two; the queue doubles when an expansion could overflow it.
const FIRST_ENTRIES: usize = 1 << 10;
const FAR_ENTRIES: usize = 1 << 15;
/// g stays below 64 (on the 8-puzzle g ≤ 31 + 1).
const DEPTHS: usize = 64;
/// The rows of the queue, one per f modulo `ROWS`. A consistent heuristic changes by at most
/// 1 a move (moves are reversible), so a child's f is its parent's, plus 1 or 2: every open
/// entry's f lies within 2 of the least, and f modulo 4 tells them apart.
const ROWS: usize = 4;

/// The open list: a bucket queue rather than a binary heap, as f and g are small integers.
/// `head[(f % ROWS) * DEPTHS + g]` starts a LIFO list of entries `[next, slot | blank <<
/// log2(SLOTS)]` (entry 0 ends a list) and `nonempty[f % ROWS]` has bit g set while that list
/// is not empty. The heads are 1 KB, kept inline (no page of their own to fault in). The
/// entries live in the search (`Search::entries`) and are passed in as a slice: its address and
/// length stay in registers, and an index masked by its length − 1 needs no bounds check.
struct Queue<const SLOTS: usize> {
    head: [u32; ROWS * DEPTHS],
    nonempty: [u64; ROWS],
    /// Entries in use, entry 0 included.
    len: usize,
}

impl<const SLOTS: usize> Queue<SLOTS> {
    /// Where an entry keeps the blank: above the slot (so `SLOTS` ≤ 2^28).
    const BLANK_SHIFT: u32 = SLOTS.trailing_zeros();

    /// Pushes onto `entries`, a power of two of them, with room for one more.
    fn push(&mut self, entries: &mut [[u32; 2]], f: usize, g: usize, slot: usize, blank: usize) {
        let bucket = (f * DEPTHS + g) & (ROWS * DEPTHS - 1);
        let mask = entries.len() - 1;
        entries[self.len & mask] = [
            self.head[bucket],
            (slot | blank << Self::BLANK_SHIFT) as u32,
        ];
        self.head[bucket] = self.len as u32;
        self.len += 1;
        self.nonempty[f & (ROWS - 1)] |= 1 << g;
    }

    /// Takes an entry of the least f at least `f`: among them, of the greatest g (the least
    /// h: it reaches the goal sooner, and the goal, h = 0, is taken as soon as its f is least).
    fn pop(&mut self, entries: &[[u32; 2]], f: &mut usize) -> (usize, usize, usize) {
        while self.nonempty[*f & (ROWS - 1)] == 0 {
            *f += 1;
        }
        let bits = &mut self.nonempty[*f & (ROWS - 1)];
        let g = 63 - bits.leading_zeros() as usize;
        let bucket = (*f * DEPTHS + g) & (ROWS * DEPTHS - 1);
        let mask = entries.len() - 1;
        let [next, node] = entries[self.head[bucket] as usize & mask];
        self.head[bucket] = next;
        if next == 0 {
            *bits &= !(1 << g);
        }
        (
            g,
            node as usize & (SLOTS - 1),
            node as usize >> Self::BLANK_SHIFT,
        )
    }
}

/// A* with a closed set. The table holds each board met with `[g, came]`: `g` its least known
/// distance from the start, `came` the last move of that path (`START` for the start), maybe
/// `| CLOSED`. `SLOTS` is a power of two above the boards met.
pub struct Search<P, H, const SLOTS: usize = SEARCH_SLOTS> {
    table: Table<[u8; 2], P, SLOTS>,
    queue: Queue<SLOTS>,
    /// The queue's entries: room for a power of two of them.
    entries: Vec<[u32; 2]>,
    heuristic: H,
    kind: PhantomData<P>,
}

impl<P: Puzzle, H: Estimate, const SLOTS: usize> Strategy for Search<P, H, SLOTS> {
    fn new() -> Self {
        Search {
            table: Table::new(),
            queue: Queue {
                head: [0; ROWS * DEPTHS],
                nonempty: [0; ROWS],
                len: 1,
            },
            entries: vec![[0, 0]; FIRST_ENTRIES],
            heuristic: H::new(),
            kind: PhantomData,
        }
    }

    /// A fewest-move solution when the heuristic is consistent.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        self.clear();
        let f = self.heuristic.estimate(start);
        // A far start takes the whole table at once (see `hash_table::FAR`), and a large queue.
        self.table.plan(f, 0);
        if self.table.whole() {
            self.reserve(FAR_ENTRIES);
        }
        match self.table.mode() {
            Mode::Narrow => self.search::<u32, false>(start, f, stats),
            Mode::Wide => self.search::<u64, false>(start, f, stats),
            Mode::Whole => self.search::<u64, true>(start, f, stats),
        }
        let came = |board: Board| self.table.value_of(board.cells)[1] & !CLOSED;
        walk_back(P::GOAL, &P::NEIGHBOR, came, path);
        path.reverse();
    }
}

impl<P: Puzzle, H: Estimate, const SLOTS: usize> Search<P, H, SLOTS> {
    /// Searches from `start` (its estimate `f`) until the goal is expanded, the table keyed by
    /// `K`, `WHOLE` or growing.
    fn search<K: Key, const WHOLE: bool>(
        &mut self,
        start: Board,
        mut f: usize,
        stats: &mut impl Tally,
    ) {
        let goal = P::GOAL;
        let mut table = self.table.view::<K, WHOLE>();
        let (slot, _) = table.find(start.cells);
        table.insert(slot, start.cells, [0, START]);
        let (mut expanded, mut generated, mut boards) = (0, 0, 1);
        self.queue.push(&mut self.entries, f, 0, slot, start.blank);
        // A consistent heuristic (Manhattan distance: a move changes it by exactly 1) never
        // lets f decrease along a path, so the least f in the queue only grows.
        loop {
            // An expansion adds at most 4 boards and pushes: room for them first.
            if self.table.full(boards, 4) {
                self.grow();
            }
            self.reserve(self.queue.len + 4);
            let (mut table, queue) = (self.table.view::<K, WHOLE>(), &mut self.queue);
            let entries = &mut self.entries[..];
            while !table.full(boards, 4) && queue.len + 4 <= entries.len() {
                let (g, slot, blank) = queue.pop(entries, &mut f);
                let [g_known, came] = table.value(slot);
                // A board is pushed again each time a shorter path to it turns up; the older
                // entries stay in the queue (no decrease-key) and are stale: skip them.
                if came & CLOSED != 0 || g_known as usize != g {
                    continue;
                }
                let board = Board {
                    cells: table.key(slot),
                    blank,
                };
                // Goal test on expansion, not on generation: only then is g sure to be least.
                if board.cells == goal.cells {
                    stats.add(expanded, generated);
                    return;
                }
                table.set_value(slot, [g as u8, came | CLOSED]);
                expanded += 1;
                stats.at(0, f as u32);
                let h = f - g;
                // The inverse of the last move only leads back to the parent, already closed.
                let mut moves = P::MOVES_FROM[blank] & !(1 << (came ^ 1));
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    let to = P::NEIGHBOR[blank][m as usize] as usize;
                    generated += 1;
                    let (child, tile) = board.slide(to);
                    let (child_slot, found) = table.find(child.cells);
                    let next = [(g + 1) as u8, m];
                    if !found {
                        table.insert(child_slot, child.cells, next);
                        boards += 1;
                    } else {
                        let [child_g, child_came] = table.value(child_slot);
                        if child_came & CLOSED != 0 || child_g as usize <= g + 1 {
                            continue;
                        }
                        table.set_value(child_slot, next);
                    }
                    let child_h = self.heuristic.after(h, board, tile, blank, to);
                    queue.push(entries, g + 1 + child_h, g + 1, child_slot, to);
                }
            }
        }
    }
}

impl<P: Puzzle, H, const SLOTS: usize> Search<P, H, SLOTS> {
    /// Makes room for at least `entries` queue entries, keeping those in use: a fresh zeroed
    /// allocation (its untouched pages stay unmapped), the entries copied.
    fn reserve(&mut self, entries: usize) {
        if entries > self.entries.len() {
            let mut room = vec![[0, 0]; entries.next_power_of_two()];
            let used = self.queue.len;
            room[..used].copy_from_slice(&self.entries[..used]);
            self.entries = room;
        }
    }

    /// Grows the table and renumbers the queue's slots (every board met was pushed).
    fn grow(&mut self) {
        let entries = &mut self.entries[1..self.queue.len];
        self.table.grow(entries.iter().map(|e| e[1] as usize));
        let shift = Queue::<SLOTS>::BLANK_SHIFT;
        for entry in entries {
            let slot = self.table.moved(entry[1] as usize & (SLOTS - 1));
            entry[1] = (slot | (entry[1] as usize >> shift) << shift) as u32;
        }
    }

    /// Empties the table and the queue left by the last puzzle, touching only what it used:
    /// every board it saw was pushed at least once. (Done before a search, not after, so that
    /// the last puzzle of the input leaves its garbage to the operating system.)
    fn clear(&mut self) {
        let queue = &mut self.queue;
        let live = self.entries[1..queue.len].iter().map(|e| e[1] as usize);
        self.table.clear(live);
        queue.len = 1;
        for f in 0..ROWS {
            while queue.nonempty[f] != 0 {
                let g = queue.nonempty[f].trailing_zeros() as usize;
                queue.head[f * DEPTHS + g] = 0;
                queue.nonempty[f] &= queue.nonempty[f] - 1;
            }
        }
    }
}
