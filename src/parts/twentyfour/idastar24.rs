//! IDA* for boards of up to 25 cells (the 24-puzzle and anything smaller), goal `1 … cells−1, 0`,
//! over the additive pattern databases of `pdb24`, the max of the tables read directly and (on a
//! square board) for the board mirrored about the main diagonal. One board changed in place: a
//! move changes one pattern's index each way, so a child costs two lookups. Moves are pruned by
//! the machine of `prune15` (Taylor & Korf's duplicate sequences of up to 12 moves, the inverse
//! of the last move among them: sound on any board, see `prune15_dupes`); the children are
//! tried in order of their estimate, least first. The
//! thresholds keep the parity of the blank's distance home, which every solution's length has.
//! An iteration's tree is cut at depth `SPLIT` into units that all cores take in order.

use super::pdb24::{Partition, MAX_CELLS};
use super::prune15::{machine, pruned, LONGEST, PRUNE};
use super::puzzle::Puzzle;
use super::run24::{Effort, Strategy};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// Korf & Felner's 6-6-6-6 partition of the 24-puzzle in the tiles of the goal `1 … 24 0` (theirs
/// has the blank first: turned 180°, t → 25 − t): the 2×3 and 3×2 blocks of three corners, and
/// the six tiles round the blank's corner. The three blocks are one table turned.
pub const KORF_FELNER: [[u8; 6]; 4] = [
    [1, 2, 3, 6, 7, 8],
    [4, 5, 9, 10, 14, 15],
    [11, 12, 16, 17, 21, 22],
    [13, 18, 19, 20, 23, 24],
];

/// The partition a board of this size is searched with: Korf & Felner's on 5×5, else the
/// tiles in order, six a pattern.
pub fn patterns(width: usize, height: usize) -> Vec<Vec<u8>> {
    if (width, height) == (5, 5) {
        return KORF_FELNER.iter().map(|p| p.to_vec()).collect();
    }
    let tiles: Vec<u8> = (1..(width * height) as u8).collect();
    tiles.chunks(6).map(|p| p.to_vec()).collect()
}

/// A board whose Manhattan distance is at most this is searched first with Manhattan distance
/// alone (tables of one tile, built at once), within `EASY_BUDGET` boards expanded; the pattern
/// databases (minutes to build, or a read of the cache file) only when that does not solve it.
const EASY: u32 = 40;
const EASY_BUDGET: u64 = 1_000_000;

/// The search of a solution file: Manhattan distance for easy boards, and the heuristic of the
/// format's board, built (or read from the cache) when the first hard board needs it.
pub struct Search<P> {
    manhattan: Heuristic,
    tables: Option<Heuristic>,
    kind: PhantomData<P>,
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            manhattan: manhattan(P::FORMAT.width, P::FORMAT.height),
            tables: None,
            kind: PhantomData,
        }
    }

    fn run(&mut self, cells: &[u8], moves: &mut Vec<u8>) -> Effort {
        self.run_each(cells, moves, &mut |_, _| {})
    }
}

impl<P: Puzzle> Search<P> {
    /// `Strategy::run`, calling `each(threshold, boards expanded)` as each iteration ends (the
    /// Manhattan distance's, then the tables'), as `Heuristic::solve_each` does.
    pub fn run_each(
        &mut self,
        cells: &[u8],
        moves: &mut Vec<u8>,
        each: &mut impl FnMut(u32, u64),
    ) -> Effort {
        let mut effort = Effort::default();
        if self.manhattan.h(cells) <= EASY
            && self
                .manhattan
                .solve_each(cells, moves, EASY_BUDGET, &mut effort, each)
        {
            return effort;
        }
        let (width, height) = (P::FORMAT.width, P::FORMAT.height);
        let tables = self.tables.get_or_insert_with(|| {
            let partition = Partition::new(width, height, &patterns(width, height), true);
            Heuristic::new(partition)
        });
        tables.solve_each(cells, moves, u64::MAX, &mut effort, each);
        effort
    }
}

/// Manhattan distance on a `width` × `height` board as this search reads it: a table a tile.
pub fn manhattan(width: usize, height: usize) -> Heuristic {
    let tiles: Vec<Vec<u8>> = (1..(width * height) as u8).map(|t| vec![t]).collect();
    Heuristic::new(Partition::new(width, height, &tiles, false))
}

/// The depth at which an iteration's tree is cut into units of work.
const SPLIT: usize = 10;

/// Below this many boards expanded by the board's earlier iterations and this many units, an
/// iteration is searched on the caller alone: starting threads would cost more.
const HELPED: u64 = 100_000;
const HELPED_UNITS: usize = 2_000;

/// The direction of `prune15` (0 left, 1 right, 2 up, 3 down) of each move here (0 up, 1 down,
/// 2 left, 3 right); pruned sequences have witnesses earlier in this order of the moves.
const DIRECTION: [usize; 4] = [2, 3, 0, 1];

/// The machine of the duplicate pruning in this search's moves, made once a process (its
/// sequences take some 30 ms to find) and shared by every heuristic.
fn pruning() -> &'static [[u32; 4]] {
    static MADE: OnceLock<Vec<[u32; 4]>> = OnceLock::new();
    MADE.get_or_init(|| {
        let made = machine(&pruned(DIRECTION, LONGEST));
        made.iter()
            .map(|next| DIRECTION.map(|dir| next[dir]))
            .collect()
    })
}

/// A cell off the board.
const OFF: u8 = u8::MAX;

/// The databases read two ways, and the board's moves.
pub struct Heuristic {
    partition: Partition,
    /// The patterns: slots `0..patterns` read the board, the next as many its mirror.
    patterns: usize,
    /// The table each slot reads.
    table_of: Vec<usize>,
    /// The two slots a tile's index terms go to: its pattern directly and in the mirror.
    slot_of: [[usize; 2]; MAX_CELLS],
    /// `term[view][t][c]`: what tile `t` on cell `c` adds to its slot's index in that view.
    term: [[[u32; MAX_CELLS]; MAX_CELLS]; 2],
    /// `step[cell][m]`: the cell the blank reaches from `cell` by move `m` (up, down, left,
    /// right), or `OFF`.
    step: [[u8; 4]; MAX_CELLS],
    /// The threads a big iteration runs on: one a core.
    threads: usize,
    /// `machine[state][m]`: the state of the duplicate pruning after move `m`, or `PRUNE`.
    machine: &'static [[u32; 4]],
}

impl Heuristic {
    /// The heuristic of `partition`; on a square board also read for the mirrored board (the
    /// goal's blank, in the corner, lies on the diagonal, so the mirror is a symmetry of the
    /// puzzle and its estimate is as admissible).
    pub fn new(partition: Partition) -> Heuristic {
        let shape = partition.shape;
        let (n, w) = (shape.cells, shape.width);
        let patterns = partition.table_of.len();
        let mirror = |c: usize| {
            if shape.width == shape.height {
                c % w * w + c / w
            } else {
                c
            }
        };
        let table_of = (0..2 * patterns)
            .map(|s| partition.table_of[s % patterns])
            .collect();
        let mut heuristic = Heuristic {
            patterns,
            table_of,
            slot_of: [[0; 2]; MAX_CELLS],
            term: [[[0; MAX_CELLS]; MAX_CELLS]; 2],
            step: [[OFF; 4]; MAX_CELLS],
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            machine: pruning(),
            partition,
        };
        for tile in 1..n {
            // The mirror puts tile `tile` on the mirrored cell, where it plays the tile whose
            // home is the mirror of its own.
            let twin = mirror(tile - 1) + 1;
            let part = &heuristic.partition;
            heuristic.slot_of[tile] = [
                usize::from(part.pattern_of[tile]),
                patterns + usize::from(part.pattern_of[twin]),
            ];
            for c in 0..n {
                heuristic.term[0][tile][c] = part.term[tile][c];
                heuristic.term[1][tile][c] = part.term[twin][mirror(c)];
            }
        }
        for cell in 0..n {
            let (row, col) = (cell / w, cell % w);
            let near = [
                (row > 0).then(|| cell - w),
                (row + 1 < shape.height).then(|| cell + w),
                (col > 0).then(|| cell - 1),
                (col + 1 < w).then(|| cell + 1),
            ];
            for (m, to) in near.iter().enumerate() {
                heuristic.step[cell][m] = to.map_or(OFF, |to| to as u8);
            }
        }
        heuristic
    }

    /// The state of the duplicate pruning after the moves `path` (none pruned).
    fn state_after(&self, path: &[u8]) -> u32 {
        (path.iter()).fold(0, |state, &m| self.machine[state as usize][usize::from(m)])
    }

    /// The entry of slot `slot`'s table at `index`.
    #[inline]
    fn read(&self, slot: usize, index: u32) -> u32 {
        u32::from(self.partition.tables[self.table_of[slot]][index as usize])
    }

    /// The estimate of `cells` (row-major, 0 the blank): the max of its two sums.
    pub fn h(&self, cells: &[u8]) -> u32 {
        let (solved_at, walker) = (AtomicUsize::new(usize::MAX), Vec::new());
        let walker = Walker::new(self, cells, 0, &solved_at, walker);
        walker.sums[0].max(walker.sums[1])
    }

    /// `solve_each`, told nothing.
    pub fn solve(
        &self,
        cells: &[u8],
        moves: &mut Vec<u8>,
        budget: u64,
        effort: &mut Effort,
    ) -> bool {
        self.solve_each(cells, moves, budget, effort, &mut |_, _| {})
    }

    /// Appends to `moves` a fewest-move solution of the solvable board `cells` (up, down, left,
    /// right as 0..4) and adds the effort to `effort`: every iteration's, counted as Korf &
    /// Felner do. `false` (no moves) when the iterations so far expanded more than `budget`.
    /// Calls `each(threshold, boards expanded)` as each iteration ends.
    pub fn solve_each(
        &self,
        cells: &[u8],
        moves: &mut Vec<u8>,
        budget: u64,
        effort: &mut Effort,
        each: &mut impl FnMut(u32, u64),
    ) -> bool {
        let shape = self.partition.shape;
        let blank = cells.iter().position(|&t| t == 0).unwrap_or(0);
        let (row, col) = (blank / shape.width, blank % shape.width);
        let parity = (shape.height - 1 - row + shape.width - 1 - col) as u32 & 1;
        let with_parity = |f: u32| f + ((f ^ parity) & 1);
        let (mut bound, first) = (with_parity(self.h(cells)), effort.expanded);
        loop {
            let before = effort.expanded;
            let (found, next) = self.iteration(cells, bound, effort);
            each(bound, effort.expanded - before);
            if let Some(path) = found {
                moves.extend_from_slice(&path);
                return true;
            }
            if effort.expanded - first > budget {
                return false;
            }
            bound = with_parity(next);
        }
    }

    /// One iteration of threshold `bound`: the solution it finds, or the least `f` past it.
    /// Its tree down to depth `SPLIT` is searched here; the boards there are units of work
    /// taken in order by every core (the caller and its helpers, a helper that cannot start
    /// leaving its share to the rest), so the first units are the likeliest to solve. The
    /// answer and the effort are those of one core taking the units in order: the first unit
    /// that solves gives the moves, the units after it count for nothing (a later unit that
    /// solves sooner only stops the ones after it), so every run counts the same.
    fn iteration(&self, cells: &[u8], bound: u32, effort: &mut Effort) -> (Option<Vec<u8>>, u32) {
        let small = effort.expanded < HELPED;
        let solved_at = AtomicUsize::new(usize::MAX);
        let mut top = Walker::new(self, cells, bound, &solved_at, Vec::new());
        top.split = SPLIT;
        let solved = top.sums[0].max(top.sums[1]) == 0 || top.dfs(0);
        effort.expanded += top.effort.expanded;
        effort.generated += top.effort.generated;
        if solved {
            return (Some(top.path), 0);
        }
        // The units in `Child::order` (least estimate first), so that the last
        // iteration meets a solution sooner; each iteration takes them all but the last.
        let mut units = std::mem::take(&mut top.units);
        units.sort_by_cached_key(|unit| {
            Walker::new(self, cells, bound, &solved_at, unit.clone()).order()
        });
        let taken = AtomicUsize::new(0);
        let searched: Mutex<Vec<Searched>> = Mutex::default();
        let work = || {
            let mut mine = Vec::new();
            loop {
                let k = taken.fetch_add(1, Ordering::Relaxed);
                let Some(unit) = units.get(k) else { break };
                if solved_at.load(Ordering::Relaxed) < k {
                    break;
                }
                let mut walker = Walker::new(self, cells, bound, &solved_at, unit.clone());
                walker.unit = k;
                let solved = walker.dfs(self.state_after(unit));
                if solved {
                    solved_at.fetch_min(k, Ordering::Relaxed);
                }
                let path = solved.then_some(walker.path);
                mine.push((k, walker.effort, walker.next_bound, path));
            }
            if let Ok(mut searched) = searched.lock() {
                searched.extend(mine);
            }
        };
        if small && units.len() < HELPED_UNITS {
            work();
        } else {
            std::thread::scope(|scope| {
                for _ in 1..self.threads {
                    let _ = std::thread::Builder::new().spawn_scoped(scope, work);
                }
                work();
            });
        }
        let mut searched = searched.into_inner().unwrap_or_default();
        searched.sort_unstable_by_key(|s| s.0);
        let (mut found, mut next) = (None, top.next_bound);
        for (_, spent, next_bound, path) in searched {
            effort.expanded += spent.expanded;
            effort.generated += spent.generated;
            next = next.min(next_bound);
            if path.is_some() {
                found = path;
                break;
            }
        }
        (found, next)
    }
}

/// A unit searched: its place among the iteration's units, its effort, the least `f` it saw
/// past the bound, and its moves when it solved.
type Searched = (usize, Effort, u32, Option<Vec<u8>>);

/// A child about to be entered: its move, the pruning's state after it, its blank's cell, its
/// two new indices and entries, its two sums and its estimate.
#[derive(Clone, Copy, Default)]
struct Child {
    step: u8,
    state: u32,
    to: usize,
    index: [u32; 2],
    value: [u8; 2],
    sums: [u32; 2],
    h: u32,
}

impl Child {
    /// The order children are tried in: least estimate, then the larger sum of the two views
    /// (the weaker view agreeing with the stronger; fewer boards on Korf & Felner's easiest ten
    /// than the least sum, docs/performance.md), then move order.
    fn order(&self) -> (u32, u32) {
        (self.h, u32::MAX - (self.sums[0] + self.sums[1]))
    }
}

/// One board of a search, changed in place, with its indices, entries and sums.
struct Walker<'a> {
    heuristic: &'a Heuristic,
    cells: [u8; MAX_CELLS],
    blank: usize,
    index: [u32; 2 * MAX_CELLS],
    value: [u8; 2 * MAX_CELLS],
    sums: [u32; 2],
    /// The moves from the start to this board.
    path: Vec<u8>,
    bound: u32,
    next_bound: u32,
    effort: Effort,
    /// The depth at which the boards become units of work (`usize::MAX`: never), and those.
    split: usize,
    units: Vec<Vec<u8>>,
    /// The least unit of the iteration known to solve (`usize::MAX`: none yet), and this
    /// walker's unit: a walker gives up once an earlier unit has solved.
    solved_at: &'a AtomicUsize,
    unit: usize,
}

impl<'a> Walker<'a> {
    /// The board `cells` after the moves `path`, to search under `bound`.
    fn new(
        heuristic: &'a Heuristic,
        cells: &[u8],
        bound: u32,
        solved_at: &'a AtomicUsize,
        path: Vec<u8>,
    ) -> Walker<'a> {
        let mut walker = Walker {
            heuristic,
            cells: [0; MAX_CELLS],
            blank: 0,
            index: [0; 2 * MAX_CELLS],
            value: [0; 2 * MAX_CELLS],
            sums: [0; 2],
            path: Vec::new(),
            bound,
            next_bound: u32::MAX,
            effort: Effort::default(),
            split: usize::MAX,
            units: Vec::new(),
            solved_at,
            unit: 0,
        };
        walker.cells[..cells.len()].copy_from_slice(cells);
        for (cell, &tile) in cells.iter().enumerate() {
            let tile = usize::from(tile);
            if tile == 0 {
                walker.blank = cell;
                continue;
            }
            for view in 0..2 {
                walker.index[heuristic.slot_of[tile][view]] += heuristic.term[view][tile][cell];
            }
        }
        for slot in 0..2 * heuristic.patterns {
            let value = heuristic.read(slot, walker.index[slot]);
            walker.value[slot] = value as u8;
            walker.sums[slot / heuristic.patterns] += value;
        }
        for &step in &path {
            if let Some(child) = walker.child(step) {
                walker.enter(&child);
            }
        }
        walker
    }

    /// The order of `Child::order`, for this board as a unit of work.
    fn order(&self) -> (u32, u32) {
        (
            self.sums[0].max(self.sums[1]),
            u32::MAX - (self.sums[0] + self.sums[1]),
        )
    }

    /// The child the blank's move `step` makes, if it stays on the board.
    #[inline]
    fn child(&self, step: u8) -> Option<Child> {
        let heuristic = self.heuristic;
        let to = heuristic.step[self.blank][usize::from(step)];
        if to == OFF {
            return None;
        }
        let to = usize::from(to);
        let tile = usize::from(self.cells[to]);
        let mut child = Child {
            step,
            to,
            ..Child::default()
        };
        for view in 0..2 {
            let slot = heuristic.slot_of[tile][view];
            let term = &heuristic.term[view][tile];
            let index = self.index[slot] - term[to] + term[self.blank];
            let value = heuristic.read(slot, index);
            child.index[view] = index;
            child.value[view] = value as u8;
            child.sums[view] = self.sums[view] + value - u32::from(self.value[slot]);
        }
        child.h = child.sums[0].max(child.sums[1]);
        Some(child)
    }

    /// Makes the move of `child`; returns what `leave` needs to take it back.
    #[inline]
    fn enter(&mut self, child: &Child) -> ([u32; 2], [u8; 2], [u32; 2]) {
        let tile = self.cells[child.to];
        let slots = self.heuristic.slot_of[usize::from(tile)];
        let saved = (
            [self.index[slots[0]], self.index[slots[1]]],
            [self.value[slots[0]], self.value[slots[1]]],
            self.sums,
        );
        for (view, &slot) in slots.iter().enumerate() {
            self.index[slot] = child.index[view];
            self.value[slot] = child.value[view];
        }
        self.sums = child.sums;
        self.cells[self.blank] = tile;
        self.cells[child.to] = 0;
        self.blank = child.to;
        self.path.push(child.step);
        saved
    }

    /// Takes back the move into this board from `from`, restoring what `enter` saved.
    #[inline]
    fn leave(&mut self, from: usize, saved: ([u32; 2], [u8; 2], [u32; 2])) {
        self.path.pop();
        let tile = self.cells[from];
        self.cells[self.blank] = tile;
        self.cells[from] = 0;
        self.blank = from;
        let slots = self.heuristic.slot_of[usize::from(tile)];
        for (view, &slot) in slots.iter().enumerate() {
            self.index[slot] = saved.0[view];
            self.value[slot] = saved.1[view];
        }
        self.sums = saved.2;
    }

    /// The search below this board, `state` the pruning's: whether it reaches the goal
    /// (then `path` holds the moves). The goal is seen on generation (estimate 0: every tile
    /// home); the children within the bound are entered in `Child::order`, ties in move
    /// order. A board at depth `split` is only recorded as a unit.
    fn dfs(&mut self, state: u32) -> bool {
        let depth = self.path.len();
        if depth == self.split {
            self.units.push(self.path.clone());
            return false;
        }
        if self.solved_at.load(Ordering::Relaxed) < self.unit {
            return false;
        }
        self.effort.expanded += 1;
        let mut children = [Child::default(); 4];
        let mut count = 0;
        let limit = self.bound - depth as u32 - 1;
        let machine = self.heuristic.machine[state as usize];
        for step in 0..4 {
            if machine[usize::from(step)] == PRUNE {
                continue;
            }
            let Some(mut child) = self.child(step) else {
                continue;
            };
            child.state = machine[usize::from(step)];
            self.effort.generated += 1;
            if child.h > limit {
                self.next_bound = self.next_bound.min(depth as u32 + 1 + child.h);
                continue;
            }
            // Insertion by `Child::order`, after the children of an equal one.
            let mut at = count;
            while at > 0 && children[at - 1].order() > child.order() {
                children[at] = children[at - 1];
                at -= 1;
            }
            children[at] = child;
            count += 1;
        }
        for child in &children[..count] {
            if child.h == 0 {
                self.path.push(child.step);
                return true;
            }
            let from = self.blank;
            let saved = self.enter(child);
            if self.dfs(child.state) {
                return true;
            }
            self.leave(from, saved);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random walks of moves made and taken back: every board's indices, entries and sums
    /// equal a recount of the board from scratch.
    #[test]
    fn each_move_updates_the_sums_as_a_recount() {
        let boards: [(usize, usize, Vec<Vec<u8>>); 2] = [
            (3, 3, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]),
            (
                4,
                4,
                vec![
                    vec![1, 2, 5, 6],
                    vec![3, 4, 7, 8],
                    vec![9, 10, 13, 14],
                    vec![11, 12, 15],
                ],
            ),
        ];
        for (width, height, patterns) in boards {
            let heuristic = Heuristic::new(Partition::new(width, height, &patterns, false));
            let goal: Vec<u8> = (1..(width * height) as u8).chain([0]).collect();
            let solved_at = AtomicUsize::new(usize::MAX);
            let mut walker = Walker::new(&heuristic, &goal, 0, &solved_at, Vec::new());
            let mut taken = Vec::new();
            let mut seed = 0x2545_f491_4f6c_dd1d_u64;
            for _ in 0..20_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if seed % 5 == 0 && !taken.is_empty() {
                    let (from, saved) = taken.pop().unwrap();
                    walker.leave(from, saved);
                } else if let Some(child) = walker.child((seed >> 8) as u8 % 4) {
                    let from = walker.blank;
                    taken.push((from, walker.enter(&child)));
                }
                let cells = &walker.cells[..width * height];
                let recount = Walker::new(&heuristic, cells, 0, &solved_at, Vec::new());
                assert_eq!(walker.sums, recount.sums, "{:?}", cells);
                assert_eq!(walker.index, recount.index, "{:?}", cells);
                assert_eq!(walker.value, recount.value, "{:?}", cells);
                assert_eq!(walker.path.len(), taken.len());
            }
        }
    }

    /// A 4×4 board big enough for iterations on several threads (Manhattan distance: tables of
    /// one tile): the same moves and the same effort on 1, 2 and 3 threads, as the units were
    /// taken in order by one.
    #[test]
    fn every_number_of_threads_counts_as_one() {
        let tiles: Vec<Vec<u8>> = (1..16).map(|t| vec![t]).collect();
        let mut heuristic = Heuristic::new(Partition::new(4, 4, &tiles, false));
        // Korf's #2 (data/korf100.txt), 55 moves.
        let board = [10, 5, 1, 0, 15, 9, 13, 14, 2, 8, 4, 7, 6, 12, 11, 3];
        let mut runs = Vec::new();
        for threads in 1..=3 {
            heuristic.threads = threads;
            let (mut moves, mut effort) = (Vec::new(), Effort::default());
            assert!(heuristic.solve(&board, &mut moves, u64::MAX, &mut effort));
            runs.push((moves, effort));
        }
        assert!(runs[0].1.expanded > 10 * HELPED, "{:?}", runs[0].1);
        assert_eq!(runs[0].0.len(), 55);
        assert_eq!(runs[1], runs[0]);
        assert_eq!(runs[2], runs[0]);
    }
}
