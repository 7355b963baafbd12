//! Problem:   POJ 3240 "Solution to the n²−1 Puzzle" (n ≤ 10; any valid L R U D, or No Answer!)
//! Strategy:  row-by-row construction: each tile home by an exact tile+blank BFS, the last two of a line together, the last 2×3 by A*
//! Heuristic: none for the placements (exact BFS); Manhattan for the last 2×3
//! Time:      ~2,100 moves (3.2 × Manhattan) on a random 10×10; slowest: 0.22–0.28 s CPU (README)
//! Memory:    a (cells)³ byte table for the pair BFS (1 MB on 10×10)
//! Status:    replayed valid on 1,000 random boards each of 5×5, 7×7, 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)

use std::io::Write;

// ---- part: src/parts/scan.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod scan {
//! A streaming reader of unsigned decimal tokens: it reads its source in 64 KiB blocks, so a
//! 70 MB input costs one block of memory, and it touches every byte once (no `str::parse`, no
//! token strings). Any ASCII whitespace separates tokens; anything else that is not a digit is an
//! error naming the token's position.

use std::io::Read;

/// The block size of each read.
const BLOCK: usize = 1 << 16;

pub struct Scanner<R: Read> {
    source: R,
    block: Vec<u8>,
    pos: usize,
    len: usize,
    /// How many tokens were read so far, for messages.
    pub tokens: u64,
}

impl<R: Read> Scanner<R> {
    pub fn new(source: R) -> Scanner<R> {
        Scanner {
            source,
            block: vec![0; BLOCK],
            pos: 0,
            len: 0,
            tokens: 0,
        }
    }

    /// Reads the next block; false at the end of the input.
    fn refill(&mut self) -> Result<bool, String> {
        self.pos = 0;
        self.len = loop {
            match self.source.read(&mut self.block) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(format!("cannot read the input: {}", e)),
            }
        };
        Ok(self.len > 0)
    }

    /// The next token as a number, `Ok(None)` at the end of the input; an error for a token that
    /// is not a plain unsigned decimal below 2^32. The inner loops run over the block in place.
    pub fn next_u32(&mut self) -> Result<Option<u32>, String> {
        let space = |c: u8| c.is_ascii_whitespace() || c == 0x0b;
        loop {
            while self.pos < self.len && space(self.block[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.len {
                break;
            }
            if !self.refill()? {
                return Ok(None);
            }
        }
        self.tokens += 1;
        // Digits are summed unchecked (at most 20 fit a u64 without overflow); the token's
        // length and value are checked once at its end.
        let (mut value, mut digits) = (0u64, 0usize);
        loop {
            while self.pos < self.len {
                let d = self.block[self.pos].wrapping_sub(b'0');
                if d >= 10 {
                    break;
                }
                if digits < 20 {
                    value = value * 10 + u64::from(d);
                }
                digits += 1;
                self.pos += 1;
            }
            if self.pos < self.len || !self.refill()? {
                break;
            }
        }
        if self.pos < self.len && !space(self.block[self.pos]) {
            return Err(format!(
                "token {} is not a number (byte 0x{:02x})",
                self.tokens, self.block[self.pos]
            ));
        }
        if digits > 10 || value > u64::from(u32::MAX) {
            return Err(format!("token {} is too large", self.tokens));
        }
        Ok(Some(value as u32))
    }

    /// The next number, with `what` named in the error when the input ends first.
    pub fn expect_u32(&mut self, what: &str) -> Result<u32, String> {
        match self.next_u32()? {
            Some(v) => Ok(v),
            None => Err(format!("the input ends where {} was expected", what)),
        }
    }
}

}

// ---- part: src/parts/cycles.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod cycles {
//! Solvability of a W×H board of any size (up to 999×999 and beyond) in O(W·H·log B) time with
//! sequential memory access — never an O((W·H)²) inversion count.
//!
//! The goal is row-major with the blank last. Every move swaps the blank with a neighbour: it
//! flips the parity of the permutation (cell → goal cell of its tile) and the parity of the
//! blank's taxicab distance to its goal cell together. So a board is solvable exactly when the
//! two parities agree (for any width; the textbook "odd width: inversions even" rules are this
//! one in disguise).
//!
//! The permutation's parity is its inversion count mod 2, split in two levels so that no step
//! walks a megabyte array at random (a plain cycle walk on a 999×999 board is cache-miss bound):
//! the goal cells fall in blocks of `BLOCK` consecutive values; inversions between blocks are
//! counted with a Fenwick tree over the blocks (it stays in L1), and the inversions inside each
//! block by the cycles of its own small permutation.

/// Goal cells per block.
const BLOCK: usize = 1024;

/// Marks a visited entry of a block's permutation during its cycle walk.
const MARK: u32 = 1 << 31;

/// Whether `cells` (row-major, `0` the blank, tiles `1..W·H`) can reach the goal; an error when
/// `cells` is not a permutation of `0..W·H`. `scratch` is reused between calls.
pub fn solvable(
    width: usize,
    height: usize,
    cells: &[u32],
    scratch: &mut Vec<u32>,
) -> Result<bool, String> {
    let n = width * height;
    if cells.len() != n || n == 0 || n >= MARK as usize {
        return Err(format!(
            "{} cells for a {}×{} board",
            cells.len(),
            width,
            height
        ));
    }
    if let Some(i) = cells.iter().position(|&t| t as usize >= n) {
        return Err(format!(
            "cell {} holds {}, but the tiles are 0..{}",
            i + 1,
            cells[i],
            n - 1
        ));
    }
    let goal = |t: u32| if t == 0 { n - 1 } else { t as usize - 1 };
    let blocks = (n + BLOCK - 1) / BLOCK;
    // Inversions between blocks: for each cell, the earlier cells whose block is higher.
    let mut fenwick = vec![0u32; blocks + 1];
    let mut start = vec![0usize; blocks + 1];
    let mut parity = 0usize;
    for (seen, &t) in cells.iter().enumerate() {
        let b = goal(t) / BLOCK;
        let (mut at_most, mut i) = (0usize, b + 1);
        while i > 0 {
            at_most += fenwick[i] as usize;
            i &= i - 1;
        }
        parity ^= (seen - at_most) & 1;
        let mut i = b + 1;
        while i <= blocks {
            fenwick[i] += 1;
            i += i & i.wrapping_neg();
        }
        start[b + 1] += 1;
    }
    for b in 0..blocks {
        start[b + 1] += start[b];
    }
    // Each block's goal cells, in cell order, as offsets inside the block.
    scratch.clear();
    scratch.resize(n, 0);
    let mut next = start.clone();
    for &t in cells {
        let g = goal(t);
        scratch[next[g / BLOCK]] = (g % BLOCK) as u32;
        next[g / BLOCK] += 1;
    }
    for b in 0..blocks {
        let size = BLOCK.min(n - b * BLOCK);
        let block = &mut scratch[start[b]..start[b + 1]];
        match block_parity(block, size) {
            Some(p) => parity ^= p,
            None => return Err(duplicate(cells)),
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(n - 1);
    let distance = (height - 1 - blank / width) + (width - 1 - blank % width);
    Ok(parity == distance % 2)
}

/// The parity of `block` as a permutation of `0..size` by its cycles, or `None` when it is not
/// one (some value twice).
fn block_parity(block: &mut [u32], size: usize) -> Option<usize> {
    if block.len() != size {
        return None;
    }
    let mut cycles = 0;
    for first in 0..size {
        if block[first] & MARK != 0 {
            continue;
        }
        cycles += 1;
        let mut i = first;
        while block[i] & MARK == 0 {
            let to = block[i] as usize;
            block[i] |= MARK;
            i = to;
        }
        // On a permutation every walk closes its own cycle.
        if i != first {
            return None;
        }
    }
    Some((size - cycles) % 2)
}

/// The message for cells that are no permutation (values already known to be in range).
fn duplicate(cells: &[u32]) -> String {
    let mut seen = vec![false; cells.len()];
    let twice = cells
        .iter()
        .find(|&&t| std::mem::replace(&mut seen[t as usize], true));
    format!("tile {} appears twice", twice.copied().unwrap_or(0))
}

}

// ---- part: src/parts/grid.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod grid {
//! A W×H board of at most 255 cells (every size up to 10×10 and beyond), one byte a cell, the
//! blank's moves and the Manhattan lower bound. The goal is row-major with the blank last: tile
//! `t` belongs at cell `t − 1`.

/// The blank's moves, in this order: up, down, left, right; move `m ^ 1` undoes move `m`.
pub const LETTERS: [u8; 4] = *b"UDLR";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub width: usize,
    pub height: usize,
    /// Row-major tiles, `0` the blank.
    pub cells: Vec<u8>,
    pub blank: usize,
}

impl Grid {
    /// A board from row-major tiles (already checked to be a permutation of `0..W·H`).
    pub fn new(width: usize, height: usize, tiles: &[u32]) -> Result<Grid, String> {
        if width * height > 256 || tiles.len() != width * height {
            return Err(format!(
                "a {}×{} board is too large for this solver",
                width, height
            ));
        }
        let cells: Vec<u8> = tiles.iter().map(|&t| t as u8).collect();
        let blank = cells
            .iter()
            .position(|&t| t == 0)
            .ok_or("the board has no blank")?;
        Ok(Grid {
            width,
            height,
            cells,
            blank,
        })
    }

    /// The goal board of a size.
    pub fn goal(width: usize, height: usize) -> Grid {
        let tiles: Vec<u32> = (1..(width * height) as u32).chain(Some(0)).collect();
        Grid::new(width, height, &tiles).expect("a goal is a board")
    }

    /// Moves the blank `steps` times at random (xorshift from `seed`), for tests and benchmarks.
    pub fn scramble(&mut self, steps: usize, seed: u64) {
        let mut s = seed | 1;
        for _ in 0..steps {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            self.step((s % 4) as usize);
        }
    }

    /// The goal cell of tile `t` (the blank's is the last cell).
    pub fn home(&self, t: u8) -> usize {
        (t as usize + self.cells.len() - 1) % self.cells.len()
    }

    /// The cell next to `cell` in direction `m`, if on the board.
    pub fn neighbor(&self, cell: usize, m: usize) -> Option<usize> {
        let (r, c) = (cell / self.width, cell % self.width);
        match m {
            0 if r > 0 => Some(cell - self.width),
            1 if r + 1 < self.height => Some(cell + self.width),
            2 if c > 0 => Some(cell - 1),
            3 if c + 1 < self.width => Some(cell + 1),
            _ => None,
        }
    }

    /// Moves the blank in direction `m` (a no-op returning false off the board).
    pub fn step(&mut self, m: usize) -> bool {
        match self.neighbor(self.blank, m) {
            Some(to) => {
                self.cells.swap(self.blank, to);
                self.blank = to;
                true
            }
            None => false,
        }
    }

    /// Taxicab distance between two cells.
    pub fn distance(&self, a: usize, b: usize) -> usize {
        let (ra, ca) = (a / self.width, a % self.width);
        let (rb, cb) = (b / self.width, b % self.width);
        ra.abs_diff(rb) + ca.abs_diff(cb)
    }

    /// The Manhattan lower bound: each tile's distance to its goal cell, summed.
    pub fn manhattan(&self) -> usize {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] != 0)
            .map(|i| self.distance(i, self.home(self.cells[i])))
            .sum()
    }

    pub fn is_goal(&self) -> bool {
        (0..self.cells.len()).all(|i| self.home(self.cells[i]) == i)
    }
}

}

// ---- part: src/parts/place.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod place {
//! Exact small searches inside the unsolved part of a board: moving one or two chosen tiles to
//! their cells in the fewest moves (a BFS over the tiles' and the blank's cells, with the solved
//! cells fenced off), and solving a small region of at most 16 cells outright (A* on Manhattan).
//! Every search applies its moves to the board and appends them to `moves`.

use super::grid::Grid;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Marks an unvisited state.
const UNSEEN: u8 = 255;
/// The move recorded for a start state.
const START: u8 = 4;

/// Scratch space reused by every search.
#[derive(Default)]
pub struct Placer {
    /// The move that first reached each state (`UNSEEN` otherwise).
    reached_by: Vec<u8>,
    queue: Vec<u32>,
    /// Boards taken off a queue or a beam, over every search so far (for `NPUZZLE_STATS`).
    pub expanded: u64,
    /// Boards made by a move, over every search so far.
    pub generated: u64,
}

impl Placer {
    pub fn new() -> Placer {
        Placer::default()
    }

    /// Moves `tiles` (one or two) to `targets` in the fewest moves, never entering a cell where
    /// `free` is false; an error when no such sequence exists.
    pub fn place(
        &mut self,
        grid: &mut Grid,
        free: &[bool],
        tiles: &[u8],
        targets: &[usize],
        moves: &mut Vec<u8>,
    ) -> Result<(), String> {
        let n = grid.cells.len();
        let k = tiles.len();
        let size = n.pow(k as u32 + 1);
        if self.reached_by.len() < size {
            self.reached_by.resize(size, UNSEEN);
        }
        let mut pos: Vec<usize> = tiles
            .iter()
            .map(|&t| grid.cells.iter().position(|&c| c == t).unwrap_or(0))
            .collect();
        let encode =
            |pos: &[usize], blank: usize| pos.iter().fold(0, |s, &p| s * n + p) * n + blank;
        let decode = |mut s: usize, pos: &mut [usize]| {
            let blank = s % n;
            for p in pos.iter_mut().rev() {
                s /= n;
                *p = s % n;
            }
            blank
        };
        let start = encode(&pos, grid.blank);
        self.queue.clear();
        self.queue.push(start as u32);
        self.reached_by[start] = START;
        let mut head = 0;
        let mut found = None;
        while head < self.queue.len() {
            let s = self.queue[head] as usize;
            head += 1;
            self.expanded += 1;
            let blank = decode(s, &mut pos);
            if pos.iter().zip(targets).all(|(p, t)| p == t) {
                found = Some(s);
                break;
            }
            for m in 0..4 {
                let to = match grid.neighbor(blank, m) {
                    Some(to) if free[to] => to,
                    _ => continue,
                };
                let mut next = pos.clone();
                for p in next.iter_mut().filter(|p| **p == to) {
                    *p = blank;
                }
                self.generated += 1;
                let code = encode(&next, to);
                if self.reached_by[code] == UNSEEN {
                    self.reached_by[code] = m as u8;
                    self.queue.push(code as u32);
                }
            }
        }
        let path = found.map(|s| self.path_to(grid, s, &mut pos, &decode, &encode));
        for &s in &self.queue {
            self.reached_by[s as usize] = UNSEEN;
        }
        let path =
            path.ok_or_else(|| format!("tiles {:?} cannot reach cells {:?}", tiles, targets))?;
        for &m in &path {
            grid.step(m as usize);
        }
        moves.extend_from_slice(&path);
        Ok(())
    }

    /// The moves from the start state to `s`, read back through `reached_by`.
    fn path_to(
        &self,
        grid: &Grid,
        mut s: usize,
        pos: &mut [usize],
        decode: &dyn Fn(usize, &mut [usize]) -> usize,
        encode: &dyn Fn(&[usize], usize) -> usize,
    ) -> Vec<u8> {
        let mut path = Vec::new();
        while self.reached_by[s] != START {
            let m = self.reached_by[s];
            path.push(m);
            let blank = decode(s, pos);
            let from = grid.neighbor(blank, m as usize ^ 1).unwrap_or(blank);
            // A tile standing where the blank came from was pushed there by this move.
            for p in pos.iter_mut().filter(|p| **p == from) {
                *p = blank;
            }
            s = encode(pos, from);
        }
        path.reverse();
        path
    }
}

/// Solves the region of cells where `free` is true (at most 16 cells, all of whose tiles belong
/// in it) in the fewest moves, by A* on the Manhattan distance.
pub fn finish(grid: &mut Grid, free: &[bool], moves: &mut Vec<u8>) -> Result<(), String> {
    let cells: Vec<usize> = (0..grid.cells.len()).filter(|&i| free[i]).collect();
    if cells.len() > 16 {
        return Err(format!(
            "a region of {} cells is too large to finish",
            cells.len()
        ));
    }
    let index_of = |cell: usize| cells.iter().position(|&c| c == cell);
    let mut key = 0u64;
    for (k, &c) in cells.iter().enumerate() {
        let home = index_of(grid.home(grid.cells[c])).ok_or("a tile belongs outside the region")?;
        key |= (home as u64) << (4 * k);
    }
    let blank_label = index_of(grid.cells.len() - 1).ok_or("the blank belongs outside")? as u64;
    let label = |key: u64, k: usize| ((key >> (4 * k)) & 15) as usize;
    let h = |key: u64| -> usize {
        (0..cells.len())
            .filter(|&k| label(key, k) as u64 != blank_label)
            .map(|k| grid.distance(cells[k], cells[label(key, k)]))
            .sum()
    };
    let goal: u64 = (0..cells.len()).map(|k| (k as u64) << (4 * k)).sum();
    let blank_at = |key: u64| {
        (0..cells.len())
            .find(|&k| label(key, k) as u64 == blank_label)
            .unwrap_or(0)
    };
    let swap = |key: u64, a: usize, b: usize| {
        let (la, lb) = (label(key, a) as u64, label(key, b) as u64);
        key & !(15 << (4 * a)) & !(15 << (4 * b)) | (lb << (4 * a)) | (la << (4 * b))
    };
    let mut best: HashMap<u64, (usize, u8)> = HashMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(key, (0, START));
    heap.push(Reverse((h(key), 0usize, key)));
    while let Some(Reverse((_, g, k))) = heap.pop() {
        if best.get(&k).map_or(true, |&(bg, _)| bg < g) {
            continue;
        }
        if k == goal {
            let mut path = Vec::new();
            let mut k = k;
            while let Some(&(_, m)) = best.get(&k).filter(|e| e.1 != START) {
                path.push(m);
                let b = blank_at(k);
                let from = grid
                    .neighbor(cells[b], m as usize ^ 1)
                    .and_then(index_of)
                    .unwrap_or(b);
                k = swap(k, b, from);
            }
            path.reverse();
            for &m in &path {
                grid.step(m as usize);
            }
            moves.extend_from_slice(&path);
            return Ok(());
        }
        let b = blank_at(k);
        for m in 0..4 {
            if let Some(to) = grid.neighbor(cells[b], m).and_then(index_of) {
                let next = swap(k, b, to);
                if best.get(&next).map_or(true, |&(bg, _)| bg > g + 1) {
                    best.insert(next, (g + 1, m as u8));
                    heap.push(Reverse((g + 1 + h(next), g + 1, next)));
                }
            }
        }
    }
    Err("the region cannot be solved (wrong parity)".to_string())
}

}

// ---- part: src/parts/construct.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod construct {
//! The row-by-row construction: solve the unsolved region's top row or left column (whichever
//! side is longer), fence it off, repeat, and finish the last few cells exactly. Each tile goes
//! home by an exact search for that tile and the blank; the last two tiles of a row or column go
//! together (the classic corner trick, found by search instead of a fixed move sequence).

use super::grid::Grid;
use super::place::{finish, Placer};

/// Where the plain construction stops to finish exactly: the last 2×3 (or 3×2, 2×2).
pub const PLAIN_FINISH: usize = 6;

/// The next line of the region `top.., left..` to solve: the cells of its top row or left
/// column, in order; `None` when the region has at most `finish_cells` cells (finish it exactly).
pub fn next_line(grid: &Grid, top: usize, left: usize, finish_cells: usize) -> Option<Vec<usize>> {
    let (w, h) = (grid.width - left, grid.height - top);
    if w * h <= finish_cells.max(4) || w < 2 || h < 2 {
        return None;
    }
    let row = h > w || (h == w && h > 2);
    Some(if row {
        (left..grid.width).map(|c| top * grid.width + c).collect()
    } else {
        (top..grid.height).map(|r| r * grid.width + left).collect()
    })
}

/// Solves the board by construction, finishing exactly once at most `finish_cells` (≥ 4, ≤ 16)
/// cells are left; the moves are appended to `moves`.
pub fn construct(
    grid: &mut Grid,
    finish_cells: usize,
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    let mut free = vec![true; grid.cells.len()];
    let (mut top, mut left) = (0, 0);
    while let Some(line) = next_line(grid, top, left, finish_cells) {
        place_line(grid, &mut free, &line, placer, moves)?;
        if line[0] / grid.width == line[line.len() - 1] / grid.width {
            top += 1;
        } else {
            left += 1;
        }
    }
    finish(grid, &free, moves)
}

/// Brings home the tiles of `line` one by one, the last two together, and fences them off.
pub fn place_line(
    grid: &mut Grid,
    free: &mut [bool],
    line: &[usize],
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    let n = grid.cells.len();
    let tile = |cell: usize| ((cell + 1) % n) as u8;
    let split = line.len().saturating_sub(2);
    for &cell in &line[..split] {
        placer.place(grid, free, &[tile(cell)], &[cell], moves)?;
        free[cell] = false;
    }
    let last = &line[split..];
    let tiles: Vec<u8> = last.iter().map(|&c| tile(c)).collect();
    placer.place(grid, free, &tiles, last, moves)?;
    for &cell in last {
        free[cell] = false;
    }
    Ok(())
}

}

// ---- part: src/parts/poj3240.rs (assembled, do not edit here) ----
#[rustfmt::skip]
#[allow(dead_code)]
mod poj3240 {
//! POJ 3240's input and output around any solver of the parts: boards `n` then n² numbers
//! (`0` the blank) until the end of the input, one line each of `U D L R` moves of the blank or
//! `No Answer!`; with `NPUZZLE_STATS` set, one `stats` line a board on stderr.

use super::cycles;
use super::grid::Grid;
use super::place::Placer;
use super::scan::Scanner;
use std::io::{self, Read, Write};

/// The judge, named in error messages.
pub const PROBLEM: &str = "POJ 3240";
/// The answer for a board that cannot be solved.
pub const UNSOLVABLE: &str = "No Answer!";
/// The blank's moves as the judge spells them, indexed like `grid::LETTERS`.
pub const LETTERS: [u8; 4] = *b"UDLR";

/// A strategy: solves a solvable board, appending the blank's moves.
pub type Solver = fn(&mut Grid, &mut Placer, &mut Vec<u8>) -> Result<(), String>;

/// Answers every board of `input` with `solver`.
pub fn solve_with(input: &str, out: &mut impl Write, solver: Solver) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", PROBLEM, e);
    let mut scanner = Scanner::new(input.as_bytes());
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut placer = Placer::new();
    let (mut tiles, mut scratch, mut moves) = (Vec::new(), Vec::new(), Vec::new());
    let mut text = Vec::new();
    let mut case = 0;
    while let Some(n) = scanner.next_u32().map_err(fail)? {
        case += 1;
        if !(1..=16).contains(&n) {
            return Err(fail(format!("board {}: n = {} (1..16)", case, n)));
        }
        let n = n as usize;
        tiles.clear();
        for _ in 0..n * n {
            tiles.push(scanner.expect_u32("a cell").map_err(fail)?);
        }
        let at_case = |e: String| fail(format!("board {}: {}", case, e));
        let (expanded, generated) = (placer.expanded, placer.generated);
        if cycles::solvable(n, n, &tiles, &mut scratch).map_err(at_case)? {
            let mut board = Grid::new(n, n, &tiles).map_err(at_case)?;
            moves.clear();
            solver(&mut board, &mut placer, &mut moves).map_err(at_case)?;
            text.extend(moves.iter().map(|&m| LETTERS[m as usize]));
        } else {
            text.extend_from_slice(UNSOLVABLE.as_bytes());
        }
        text.push(b'\n');
        if show_stats {
            eprintln!(
                "stats expanded={} generated={}",
                placer.expanded - expanded,
                placer.generated - generated
            );
        }
    }
    out.write_all(&text)
        .map_err(|e| fail(format!("cannot write the answer: {}", e)))
}

/// The whole program: stdin read once, one buffered writer, an error as one line and exit 1.
pub fn main_with(solver: Solver) {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("{}: cannot read the input: {}", PROBLEM, e);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&bytes);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve_with(&input, &mut out, solver).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}

}

/// Answers every board of `input`: `n`, then n² numbers, `0` the blank.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    poj3240::solve_with(input, out, strategy)
}

/// This file's strategy.
fn strategy(
    board: &mut grid::Grid,
    placer: &mut place::Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    construct::construct(board, construct::PLAIN_FINISH, placer, moves)
}

fn main() {
    poj3240::main_with(strategy);
}
