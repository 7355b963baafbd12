//! Problem:   POJ 2893 "M × N Puzzle" (M, N ≤ 999; YES when solvable)
//! Strategy:  no search: the parity of the permutation's cycle decomposition
//! Heuristic: none
//! Time:      O(M·N) a case; ten 999×999 cases (70 MB) in well under 1 s (scripts/bench-bigboard)
//! Memory:    one case: 4 bytes + 1 byte a cell; the input streams through a 64 KiB block
//! Status:    agrees with a merge-sort inversion count on every case (tests/bigboard.rs)

use std::io::{self, Read, Write};

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

/// The judge, named in error messages.
const PROBLEM: &str = "POJ 2893";

/// Answers every case of `input`.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    solve_stream(input.as_bytes(), out)
}

/// Answers every case read from `source`, one case in memory at a time.
fn solve_stream<R: Read>(source: R, out: &mut impl Write) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", PROBLEM, e);
    let mut scanner = scan::Scanner::new(source);
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let (mut cells, mut scratch) = (Vec::new(), Vec::new());
    let mut case = 0;
    // The input ends with `0 0`; a missing terminator is forgiven.
    while let Some(rows) = scanner.next_u32().map_err(fail)? {
        let columns = scanner.expect_u32("the number of columns").map_err(fail)?;
        if rows == 0 && columns == 0 {
            break;
        }
        case += 1;
        if !(2..=999).contains(&rows) || !(2..=999).contains(&columns) {
            return Err(fail(format!(
                "case {}: a {}×{} board (2..999 each)",
                case, rows, columns
            )));
        }
        let (height, width) = (rows as usize, columns as usize);
        cells.clear();
        for _ in 0..width * height {
            cells.push(scanner.expect_u32("a cell").map_err(fail)?);
        }
        let yes = cycles::solvable(width, height, &cells, &mut scratch)
            .map_err(|e| fail(format!("case {}: {}", case, e)))?;
        writeln!(out, "{}", if yes { "YES" } else { "NO" })
            .map_err(|e| fail(format!("cannot write the answer: {}", e)))?;
        if show_stats {
            eprintln!("stats expanded=0 generated=0");
        }
    }
    Ok(())
}

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve_stream(stdin.lock(), &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
