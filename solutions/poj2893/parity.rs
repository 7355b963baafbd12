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

    /// The next byte, or `None` at the end of the input.
    fn byte(&mut self) -> Result<Option<u8>, String> {
        if self.pos == self.len {
            self.len = loop {
                match self.source.read(&mut self.block) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(format!("cannot read the input: {}", e)),
                }
            };
            self.pos = 0;
            if self.len == 0 {
                return Ok(None);
            }
        }
        self.pos += 1;
        Ok(Some(self.block[self.pos - 1]))
    }

    /// The next token as a number, `Ok(None)` at the end of the input; an error for a token that
    /// is not a plain unsigned decimal below 2^32.
    pub fn next_u32(&mut self) -> Result<Option<u32>, String> {
        let mut c = loop {
            match self.byte()? {
                None => return Ok(None),
                Some(c) if c.is_ascii_whitespace() || c == 0x0b => continue,
                Some(c) => break c,
            }
        };
        self.tokens += 1;
        let mut value: u64 = 0;
        loop {
            if !c.is_ascii_digit() {
                return Err(format!(
                    "token {} is not a number (byte 0x{:02x})",
                    self.tokens, c
                ));
            }
            value = value * 10 + u64::from(c - b'0');
            if value > u64::from(u32::MAX) {
                return Err(format!("token {} is too large", self.tokens));
            }
            match self.byte()? {
                Some(next) if !(next.is_ascii_whitespace() || next == 0x0b) => c = next,
                _ => return Ok(Some(value as u32)),
            }
        }
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
//! Solvability of a W×H board of any size (up to 999×999 and beyond) in O(W·H) time, by the
//! cycle decomposition of its permutation — never an O((W·H)²) inversion count.
//!
//! The goal is row-major with the blank last. Every move swaps the blank with a neighbour: it
//! flips the permutation's parity and the parity of the blank's taxicab distance to its goal cell
//! together. So a board is solvable exactly when the two parities agree (for any width; the
//! textbook "odd width: inversions even" rules are this one in disguise).

/// Whether `cells` (row-major, `0` the blank, tiles `1..W·H`) can reach the goal; an error when
/// `cells` is not a permutation of `0..W·H`. `seen` is scratch space, reused between calls.
pub fn solvable(
    width: usize,
    height: usize,
    cells: &[u32],
    seen: &mut Vec<bool>,
) -> Result<bool, String> {
    let n = width * height;
    if cells.len() != n || n == 0 {
        return Err(format!(
            "{} cells for a {}×{} board",
            cells.len(),
            width,
            height
        ));
    }
    seen.clear();
    seen.resize(n, false);
    for (i, &t) in cells.iter().enumerate() {
        let t = t as usize;
        if t >= n {
            return Err(format!(
                "cell {} holds {}, but the tiles are 0..{}",
                i + 1,
                t,
                n - 1
            ));
        }
        if seen[t] {
            return Err(format!("tile {} appears twice", t));
        }
        seen[t] = true;
    }
    // Cell i holds a tile whose goal cell is goal(i); count the cycles of i -> goal(i).
    let goal = |i: usize| (cells[i] as usize + n - 1) % n;
    let mut cycles = 0usize;
    for start in 0..n {
        if !seen[start] {
            continue;
        }
        cycles += 1;
        let mut i = start;
        while seen[i] {
            seen[i] = false;
            i = goal(i);
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(n - 1);
    let distance = (height - 1 - blank / width) + (width - 1 - blank % width);
    Ok((n - cycles) % 2 == distance % 2)
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
    let (mut cells, mut seen) = (Vec::new(), Vec::new());
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
        let yes = cycles::solvable(width, height, &cells, &mut seen)
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
