//! Bidirectional breadth-first search, one whole layer of the smaller frontier at a time.
//! The hash table and the queues grow with the search, touched as used (one puzzle a process
//! pays a page fault a page, and a mapping for each large allocation: the queues start small,
//! on the heap), and are kept from one puzzle to the next.

use super::board::{Board, START};
use super::hash_keys::{Key, Mode};
use super::hash_table::{Table, SEARCH_SLOTS};
use super::manhattan::Heuristic;
use super::puzzle::Puzzle;
use super::search::{walk_back, Estimate, Strategy, Tally};
use std::marker::PhantomData;

/// The room each side's queue starts with (4 KB, from the heap: most random 8-puzzles meet
/// fewer boards), and a far start's (128 KB, above the allocator's threshold for a mapping of
/// its own, which comes zeroed: a smaller one from the heap is cleared by a write; the hardest
/// 8-puzzle meets 17,308 boards on both sides). Powers of two; a queue doubles before a layer
/// could overflow it.
const FIRST_QUEUE: usize = 1 << 10;
const FAR_QUEUE: usize = 1 << 15;
/// `side` of a board in the table: reached from the start, or from the goal.
const FORWARD: u8 = 1;
const BACKWARD: u8 = 2;

/// Where the sides met: the side that found the other, the board it found, by which move,
/// from which board.
type Meeting = (usize, Board, u8, Board);

/// The table holds each board met with its `blank << 8 | side << 3 | came`, `came` being the
/// move that first reached it from its side's root (`START` at the roots). `SLOTS` is a power
/// of two above the boards met.
pub struct Search<P, const SLOTS: usize = SEARCH_SLOTS> {
    table: Table<u16, P, SLOTS>,
    /// Each side's boards (their slots) in the order met, whole layers one after another, and
    /// their count. A queue has room for a power of two of them, made before a layer: the inner
    /// loop indexes a slice masked by its length − 1 (no growth or bounds checks).
    queue: [Vec<u32>; 2],
    len: [usize; 2],
    kind: PhantomData<P>,
}

impl<P: Puzzle, const SLOTS: usize> Strategy for Search<P, SLOTS> {
    fn new() -> Self {
        Search {
            table: Table::new(),
            queue: [vec![0; FIRST_QUEUE], vec![0; FIRST_QUEUE]],
            len: [0, 0],
            kind: PhantomData,
        }
    }

    /// A fewest-move solution.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        let goal = P::GOAL;
        if start == goal {
            return;
        }
        // Empty what the last puzzle used (before the search rather than after it, so that
        // the last puzzle of the input leaves its garbage to the operating system).
        let (queue, len) = (&self.queue, self.len);
        let live = (0..2).flat_map(|side| queue[side][..len[side]].iter().map(|&s| s as usize));
        self.table.clear(live);
        // A far start (by its Manhattan distance) takes the whole table at once (see
        // `hash_table::FAR`); a nearer one room for 2^(8 + h/4) boards: on random 8-puzzles about
        // the median met (2,000 at h = 14).
        let h = Heuristic::<P>::new().estimate(start);
        self.table.plan(h, 1 << (8 + h / 4));
        if self.table.whole() {
            self.len = [0, 0];
            (0..2).for_each(|side| self.reserve(side, FAR_QUEUE));
        }
        let (side, meet, m, board) = match self.table.mode() {
            Mode::Narrow => self.search::<u32, false>(start, stats),
            Mode::Wide => self.search::<u64, false>(start, stats),
            Mode::Whole => self.search::<u64, true>(start, stats),
        };
        self.join(side, meet, m, board, path);
    }
}

impl<P: Puzzle, const SLOTS: usize> Search<P, SLOTS> {
    /// Searches from `start` and the goal until they meet, the table keyed by `K`, `WHOLE` or
    /// growing.
    fn search<K: Key, const WHOLE: bool>(
        &mut self,
        start: Board,
        stats: &mut impl Tally,
    ) -> Meeting {
        let goal = P::GOAL;
        for (side, root) in [(FORWARD, start), (BACKWARD, goal)] {
            let mut table = self.table.view::<K, WHOLE>();
            let (slot, _) = table.find(root.cells);
            let info = (root.blank as u16) << 8 | (side << 3 | START) as u16;
            table.insert(slot, root.cells, info);
            self.queue[side as usize - 1][0] = slot as u32;
        }
        // Where each side's last layer (its frontier) starts in its queue, and its depth.
        let (mut frontier, mut depth) = ([0, 0], [0, 0]);
        self.len = [1, 1];
        let (mut expanded, mut generated) = (0, 0);
        // Expand the smaller frontier, one whole layer at a time, testing each successor
        // against the other side. Why whole layers: say the start side holds every board within
        // k moves and the goal side every board within j, and they have not met, so the answer
        // is at least k + j + 1. While all of layer k is expanded, the first successor found
        // on the goal side makes a path of at most (k + 1) + j moves: the least possible.
        // Stopping a layer halfway, or testing against a half-built layer, breaks that bound.
        let (side, meet, m, board) = 'search: loop {
            let side = if self.len[0] - frontier[0] <= self.len[1] - frontier[1] {
                0
            } else {
                1
            };
            let own = side as u8 + 1;
            let (begin, end) = (frontier[side], self.len[side]);
            // A board of the layer adds at most 3 boards (a root 4): room for them all below
            // the load limit.
            let (live, more) = (self.len[0] + self.len[1], 3 * (end - begin) + 1);
            if self.table.full(live, more) {
                self.grow();
            }
            self.reserve(side, end + more);
            let (mut table, queue) = (self.table.view::<K, WHOLE>(), &mut self.queue[side][..]);
            let mask = queue.len() - 1;
            let mut len = end;
            frontier[side] = end;
            for i in begin..end {
                let slot = queue[i & mask] as usize;
                let info = table.value(slot);
                let board = Board {
                    cells: table.key(slot),
                    blank: (info >> 8) as usize & 15,
                };
                let last = info as u8 & 7;
                expanded += 1;
                stats.at(side, depth[side]);
                // The inverse of the last move leads back to the parent: seen already.
                let mut moves = P::MOVES_FROM[board.blank] & !(1 << (last ^ 1));
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    generated += 1;
                    let child = board.slide(P::NEIGHBOR[board.blank][m as usize] as usize).0;
                    let (slot, found) = table.find(child.cells);
                    if !found {
                        let info = (child.blank as u16) << 8 | (own << 3 | m) as u16;
                        table.insert(slot, child.cells, info);
                        queue[len & mask] = slot as u32;
                        len += 1;
                    } else if (table.value(slot) >> 3) as u8 & 3 != own {
                        self.len[side] = len;
                        break 'search (side, child, m, board);
                    }
                }
            }
            self.len[side] = len;
            depth[side] += 1;
        };
        stats.add(expanded, generated);
        (side, meet, m, board)
    }

    /// Makes room in `side`'s queue for at least `boards` boards, keeping those in it: a fresh
    /// zeroed allocation (its untouched pages stay unmapped), the boards copied.
    fn reserve(&mut self, side: usize, boards: usize) {
        if boards > self.queue[side].len() {
            let mut room = vec![0; boards.next_power_of_two()];
            let used = self.len[side];
            room[..used].copy_from_slice(&self.queue[side][..used]);
            self.queue[side] = room;
        }
    }

    /// Grows the table and renumbers both queues' slots (every board met is in one).
    fn grow(&mut self) {
        let (queue, len) = (&mut self.queue, self.len);
        let live = queue[0][..len[0]].iter().chain(&queue[1][..len[1]]);
        self.table.grow(live.map(|&s| s as usize));
        for side in 0..2 {
            for slot in &mut queue[side][..len[side]] {
                *slot = self.table.moved(*slot as usize) as u32;
            }
        }
    }

    /// Joins the halves into `path`: the start side's moves in order, then the goal side's
    /// moves each undone, last first. `board` (on `side`) reached `meet` (on the other side) by
    /// move `m`.
    fn join(&mut self, side: usize, meet: Board, m: u8, board: Board, path: &mut Vec<u8>) {
        let (near_start, near_goal, step) = if side == 0 {
            (board, meet, m)
        } else {
            (meet, board, m ^ 1)
        };
        let mut came = |b: Board| self.table.value_of(b.cells) as u8 & 7;
        walk_back(near_start, &P::NEIGHBOR, &mut came, path);
        path.reverse();
        path.push(step);
        let from = path.len();
        walk_back(near_goal, &P::NEIGHBOR, &mut came, path);
        for m in &mut path[from..] {
            *m ^= 1;
        }
    }
}
