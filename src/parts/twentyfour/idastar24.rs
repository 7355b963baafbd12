//! IDA* for boards of up to 25 cells (the 24-puzzle and anything smaller), goal `1 … cells−1, 0`,
//! over the additive pattern databases of `pdb24`: one partition of the tiles, or two (the
//! 24-puzzle's), each read directly and (on a square board) for the board mirrored about the
//! main diagonal, the estimate the max of those sums. One board changed in place: a move changes
//! one pattern's index in each view, so a child costs a lookup a view. Moves are pruned by
//! the machine of `prune15` (Taylor & Korf's duplicate sequences of up to 12 moves, the inverse
//! of the last move among them: sound on any board, see `prune15_dupes`); the children are
//! tried in order of their estimate, least first. The
//! thresholds keep the parity of the blank's distance home, which every solution's length has.
//! An iteration's tree is cut at depth `SPLIT` into units that all cores take in order.

use super::pdb24::{Partition, Shape, MAX_CELLS};
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

/// A second partition of the 24-puzzle, its seams where Korf & Felner's have none: the 2×3
/// block in the centre, the top row with the first tile of the next, the six tiles between the
/// centre and the blank's corner, and the six of the bottom-left corner. Where its sum (or its
/// mirror's) is the largest, it raises the estimate: the best of four partitions tried, on a
/// fifth of the boards of walks from Korf & Felner's 50 (docs/performance.md).
pub const SECOND: [[u8; 6]; 4] = [
    [7, 8, 9, 12, 13, 14],
    [1, 2, 3, 4, 5, 6],
    [10, 15, 18, 19, 20, 24],
    [11, 16, 17, 21, 22, 23],
];

/// The heuristic a board of this size is searched with, its tables built on all cores (with
/// `cache`, read from and kept in the cache files): Korf & Felner's partition and `SECOND` on
/// 5×5, else the tiles in order, six a pattern.
pub fn tables(width: usize, height: usize, cache: bool) -> Heuristic {
    let built = |patterns: &[[u8; 6]; 4]| {
        let patterns: Vec<Vec<u8>> = patterns.iter().map(|p| p.to_vec()).collect();
        Partition::new(width, height, &patterns, cache)
    };
    if (width, height) == (5, 5) {
        return Heuristic::new(built(&KORF_FELNER), Some(built(&SECOND)));
    }
    let tiles: Vec<u8> = (1..(width * height) as u8).collect();
    let patterns: Vec<Vec<u8>> = tiles.chunks(6).map(|p| p.to_vec()).collect();
    Heuristic::new(Partition::new(width, height, &patterns, cache), None)
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
        let tables = (self.tables).get_or_insert_with(|| tables(width, height, true));
        tables.solve_each(cells, moves, u64::MAX, &mut effort, each);
        effort
    }
}

/// Manhattan distance on a `width` × `height` board as this search reads it: a table a tile.
pub fn manhattan(width: usize, height: usize) -> Heuristic {
    let tiles: Vec<Vec<u8>> = (1..(width * height) as u8).map(|t| vec![t]).collect();
    Heuristic::new(Partition::new(width, height, &tiles, false), None)
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

/// The most views a heuristic reads: two partitions, each directly and mirrored.
const MAX_VIEWS: usize = 4;

/// The most slots (a pattern in a view) a heuristic reads.
const MAX_SLOTS: usize = MAX_VIEWS * MAX_CELLS;

/// The databases of one or two partitions, each read two ways, and the board's moves.
pub struct Heuristic {
    shape: Shape,
    /// The tables of every partition.
    tables: Vec<Vec<u8>>,
    /// The views: each partition read directly, then mirrored; the estimate is their max.
    views: usize,
    /// The view each slot belongs to, and the table it reads.
    view_of: Vec<usize>,
    table_of: Vec<usize>,
    /// The slot of each view a tile's index terms go to.
    slot_of: [[usize; MAX_VIEWS]; MAX_CELLS],
    /// `term[view][t][c]`: what tile `t` on cell `c` adds to its slot's index in that view.
    term: [[[u32; MAX_CELLS]; MAX_CELLS]; MAX_VIEWS],
    /// `step[cell][m]`: the cell the blank reaches from `cell` by move `m` (up, down, left,
    /// right), or `OFF`.
    step: [[u8; 4]; MAX_CELLS],
    /// The threads a big iteration runs on: one a core.
    threads: usize,
    /// `machine[state][m]`: the state of the duplicate pruning after move `m`, or `PRUNE`.
    machine: &'static [[u32; 4]],
}

impl Heuristic {
    /// The heuristic of the partition `first` and the `second` if any (of the same board): the
    /// max over each one's sum read directly and, on a square board, for the mirrored board (the
    /// goal's blank, in the corner, lies on the diagonal, so the mirror is a symmetry of the
    /// puzzle and its estimate is as admissible).
    pub fn new(first: Partition, second: Option<Partition>) -> Heuristic {
        let shape = first.shape;
        let (n, w) = (shape.cells, shape.width);
        let mirror = |c: usize| {
            if shape.width == shape.height {
                c % w * w + c / w
            } else {
                c
            }
        };
        let mut heuristic = Heuristic {
            shape,
            tables: Vec::new(),
            views: 2 + 2 * usize::from(second.is_some()),
            view_of: Vec::new(),
            table_of: Vec::new(),
            slot_of: [[0; MAX_VIEWS]; MAX_CELLS],
            term: [[[0; MAX_CELLS]; MAX_CELLS]; MAX_VIEWS],
            step: [[OFF; 4]; MAX_CELLS],
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            machine: pruning(),
        };
        for (k, part) in std::iter::once(first).chain(second).enumerate() {
            let first_table = heuristic.tables.len();
            for view in [2 * k, 2 * k + 1] {
                let first_slot = heuristic.view_of.len();
                for &table in &part.table_of {
                    heuristic.view_of.push(view);
                    heuristic.table_of.push(first_table + table);
                }
                for tile in 1..n {
                    // The mirror puts tile `tile` on the mirrored cell, where it plays the
                    // tile whose home is the mirror of its own.
                    let twin = if view % 2 == 0 {
                        tile
                    } else {
                        mirror(tile - 1) + 1
                    };
                    heuristic.slot_of[tile][view] = first_slot + usize::from(part.pattern_of[twin]);
                    for c in 0..n {
                        let c_seen = if view % 2 == 0 { c } else { mirror(c) };
                        heuristic.term[view][tile][c] = part.term[twin][c_seen];
                    }
                }
            }
            heuristic.tables.extend(part.tables);
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

    /// The bytes of all the tables.
    pub fn table_bytes(&self) -> usize {
        self.tables.iter().map(Vec::len).sum()
    }

    /// The state of the duplicate pruning after the moves `path` (none pruned).
    fn state_after(&self, path: &[u8]) -> u32 {
        (path.iter()).fold(0, |state, &m| self.machine[state as usize][usize::from(m)])
    }

    /// The entry of slot `slot`'s table at `index`.
    #[inline]
    fn read(&self, slot: usize, index: u32) -> u32 {
        u32::from(self.tables[self.table_of[slot]][index as usize])
    }

    /// The estimate of `cells` (row-major, 0 the blank): the max of its views' sums.
    pub fn h(&self, cells: &[u8]) -> u32 {
        let (solved_at, walker) = (AtomicUsize::new(usize::MAX), Vec::new());
        Walker::new(self, cells, 0, &solved_at, walker).h()
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
        let shape = self.shape;
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
        let solved = top.h() == 0 || top.dfs(0);
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
/// new index and entry in each view, each view's sum, and its estimate and order.
#[derive(Clone, Copy, Default)]
struct Child {
    step: u8,
    state: u32,
    to: usize,
    index: [u32; MAX_VIEWS],
    value: [u8; MAX_VIEWS],
    sums: [u32; MAX_VIEWS],
    h: u32,
    order: (u32, u32),
}

/// What `enter` saves for `leave`: the moved tile's index and entry in each view, the sums.
type Saved = ([u32; MAX_VIEWS], [u8; MAX_VIEWS], [u32; MAX_VIEWS]);

/// The order children and units are tried in: least estimate, then the larger sum of the views
/// (the weaker views agreeing with the stronger; fewer boards on Korf & Felner's easiest ten
/// than the least sum, docs/performance.md), then move order.
fn order(sums: &[u32]) -> (u32, u32) {
    let h = sums.iter().copied().max().unwrap_or(0);
    (h, u32::MAX - sums.iter().sum::<u32>())
}

/// One board of a search, changed in place, with its indices, entries and sums.
struct Walker<'a> {
    heuristic: &'a Heuristic,
    cells: [u8; MAX_CELLS],
    blank: usize,
    index: [u32; MAX_SLOTS],
    value: [u8; MAX_SLOTS],
    sums: [u32; MAX_VIEWS],
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
            index: [0; MAX_SLOTS],
            value: [0; MAX_SLOTS],
            sums: [0; MAX_VIEWS],
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
            for view in 0..heuristic.views {
                walker.index[heuristic.slot_of[tile][view]] += heuristic.term[view][tile][cell];
            }
        }
        for slot in 0..heuristic.view_of.len() {
            let value = heuristic.read(slot, walker.index[slot]);
            walker.value[slot] = value as u8;
            walker.sums[heuristic.view_of[slot]] += value;
        }
        for &step in &path {
            if let Some(child) = walker.child(step, u32::MAX) {
                walker.enter(&child);
            }
        }
        walker
    }

    /// This board's estimate: the max of its views' sums.
    fn h(&self) -> u32 {
        self.order().0
    }

    /// The order of `order`, for this board as a unit of work.
    fn order(&self) -> (u32, u32) {
        order(&self.sums[..self.heuristic.views])
    }

    /// The child the blank's move `step` makes, if it stays on the board. Its views are read
    /// in turn until one's sum passes `limit`: that child is cut, its `h` that sum, a bound
    /// from below of its estimate (so the next threshold may come out below the least `f` past
    /// this one, costing an iteration more, but never above it: no solution is passed over).
    #[inline]
    fn child(&self, step: u8, limit: u32) -> Option<Child> {
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
        let views = heuristic.views;
        for view in 0..views {
            let slot = heuristic.slot_of[tile][view];
            let term = &heuristic.term[view][tile];
            let index = self.index[slot] - term[to] + term[self.blank];
            let value = heuristic.read(slot, index);
            child.index[view] = index;
            child.value[view] = value as u8;
            child.sums[view] = self.sums[view] + value - u32::from(self.value[slot]);
            if child.sums[view] > limit {
                child.h = child.sums[view];
                return Some(child);
            }
        }
        child.order = order(&child.sums[..views]);
        child.h = child.order.0;
        Some(child)
    }

    /// Makes the move of `child`; returns what `leave` needs to take it back.
    #[inline]
    fn enter(&mut self, child: &Child) -> Saved {
        let tile = self.cells[child.to];
        let slots = &self.heuristic.slot_of[usize::from(tile)][..self.heuristic.views];
        let mut saved: Saved = Default::default();
        for (view, &slot) in slots.iter().enumerate() {
            saved.0[view] = self.index[slot];
            saved.1[view] = self.value[slot];
        }
        saved.2 = self.sums;
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
    fn leave(&mut self, from: usize, saved: Saved) {
        self.path.pop();
        let tile = self.cells[from];
        self.cells[self.blank] = tile;
        self.cells[from] = 0;
        self.blank = from;
        let slots = &self.heuristic.slot_of[usize::from(tile)][..self.heuristic.views];
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
            let Some(mut child) = self.child(step, limit) else {
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
            while at > 0 && children[at - 1].order > child.order {
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
    /// equal a recount of the board from scratch, under one partition and under two.
    #[test]
    fn each_move_updates_the_sums_as_a_recount() {
        let square: Vec<Vec<u8>> = vec![vec![1, 2, 5, 6], vec![3, 4, 7, 8], vec![9, 10, 13, 14]];
        let rows: Vec<Vec<u8>> = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]];
        // (width, height, the partitions: one or two lists of patterns)
        type Board = (usize, usize, Vec<Vec<Vec<u8>>>);
        let boards: [Board; 3] = [
            (3, 3, vec![vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]]),
            (
                4,
                4,
                vec![[square.clone(), vec![vec![11, 12, 15]]].concat()],
            ),
            (
                4,
                4,
                vec![
                    [square, vec![vec![11, 12, 15]]].concat(),
                    [rows, vec![vec![13, 14, 15]]].concat(),
                ],
            ),
        ];
        for (width, height, partitions) in boards {
            let mut built = partitions
                .iter()
                .map(|p| Partition::new(width, height, p, false));
            let heuristic = Heuristic::new(built.next().unwrap(), built.next());
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
                } else if let Some(child) = walker.child((seed >> 8) as u8 % 4, u32::MAX) {
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
        let mut heuristic = Heuristic::new(Partition::new(4, 4, &tiles, false), None);
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
