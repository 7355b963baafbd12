//! The move sequences of the blank that a depth-first search never needs (Taylor & Korf 1993),
//! found by enumerating every sequence up to a length on an open grid: a sequence is pruned when
//! another one, shorter or as long and earlier in the search's order, whose blank stays within
//! the cells the first one's blank spans (its bounding box), leads to the same board. The
//! machine of `prune15` then cuts every path holding one of them.
//!
//! Why no answer is lost: take, of the shortest paths to a board, the first in the search's
//! order. Were some stretch of it a pruned sequence, its witness (the other sequence) could take
//! its place: the witness's blank stays inside the box the stretch's blank spanned on the board,
//! so it is a valid sequence there, and it leaves the same board, so the path stays a path to
//! the same board, as short or shorter and earlier in the order. So that path holds no pruned
//! sequence and the search meets every node of it; the least f cut in an iteration is also
//! unchanged (the heuristic is consistent: a pruned path's node is reached no deeper by a kept
//! one).

use super::board15::SIDE;
use super::packed15::KeyHasher;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// Room for the blank around its start: it moves at most SIDE - 1 cells any way on the board.
const REACH: usize = SIDE - 1;
const WIDTH: usize = 2 * REACH + 1;
/// The grid's cells row after row, 8 a row (a row's tiles are the bytes of a u64; WIDTH ≤ 8), a
/// cell's number and its first tile's `row * STRIDE + column`.
const STRIDE: usize = 8;
/// The start cell on the open grid (its centre).
const CENTRE: usize = REACH * STRIDE + REACH;

/// A sequence of moves (directions of `board15::step`), 2 bits each, the first lowest, with a 1
/// above the last: sequences of different lengths differ.
pub type Code = u64;

pub fn code(moves: &[u8]) -> Code {
    (moves.iter().rev()).fold(1, |code, &dir| code << 2 | dir as Code & 3)
}

pub fn moves_of(code: Code) -> Vec<u8> {
    let length = (63 - code.leading_zeros()) / 2;
    (0..length).map(|k| (code >> (2 * k)) as u8 & 3).collect()
}

/// The cells the blank spans (columns and rows relative to the start, each plus REACH), and the
/// grid after the moves: which tile (named after its starting cell) stands on each cell.
#[derive(Clone)]
struct Walk {
    blank: usize,
    span: [usize; 4],
    grid: [u8; WIDTH * STRIDE],
    /// The cells whose tile is not the one that started there, a bit each.
    moved: u64,
}

impl Walk {
    fn start() -> Walk {
        let mut grid = [0; WIDTH * STRIDE];
        for (cell, tile) in grid.iter_mut().enumerate() {
            *tile = cell as u8;
        }
        Walk {
            blank: CENTRE,
            span: [REACH, REACH, REACH, REACH],
            grid,
            moved: 0,
        }
    }

    /// The walk one move on, or `None` when its blank would span more than the board.
    fn step(&self, dir: u8) -> Option<Walk> {
        let (row, col) = (self.blank / STRIDE, self.blank % STRIDE);
        let (row, col) = match dir {
            0 => (row, col.checked_sub(1)?),
            1 => (row, col + 1),
            2 => (row.checked_sub(1)?, col),
            _ => (row + 1, col),
        };
        let [left, right, top, bottom] = self.span;
        let span = [left.min(col), right.max(col), top.min(row), bottom.max(row)];
        if span[1] - span[0] >= SIDE || span[3] - span[2] >= SIDE {
            return None;
        }
        let mut walk = self.clone();
        let to = row * STRIDE + col;
        walk.grid.swap(walk.blank, to);
        for cell in [walk.blank, to] {
            let home = walk.grid[cell] as usize == cell;
            walk.moved = walk.moved & !(1 << cell) | ((!home) as u64) << cell;
        }
        walk.blank = to;
        walk.span = span;
        Some(walk)
    }

    /// Whether `other`'s blank spans no cell outside this one's span.
    fn covers(&self, other: u16) -> bool {
        let [left, right, top, bottom] = self.span;
        let side = |k: usize| (other >> (4 * k)) as usize & 15;
        side(0) >= left && side(1) <= right && side(2) >= top && side(3) <= bottom
    }

    /// The span in 16 bits, 4 a side (never 0: `right` is at least REACH).
    fn span_bits(&self) -> u16 {
        (self.span.iter().enumerate()).fold(0, |bits, (k, &side)| bits | (side as u16) << (4 * k))
    }

    /// The board after the moves, exactly, in 64 bits: the cells whose tile moved lie in a box
    /// of at most SIDE x SIDE (the blank's span); in the window of SIDE x SIDE cells at that
    /// box's top left corner (moved back into the grid), the cell each tile came from, 4 bits a
    /// cell, but the last (the tiles of the window are a permutation of its cells), and the
    /// corner's column and row (2 bits each).
    fn key(&self) -> u64 {
        // The first row and column holding a moved tile (0 when none moved).
        let top = self.moved.trailing_zeros() as usize / STRIDE;
        let columns = (0..WIDTH).fold(0, |columns, row| columns | self.moved >> (STRIDE * row));
        let left = (columns & ((1 << STRIDE) - 1)).trailing_zeros() as usize;
        let (left, top) = (left.min(WIDTH - SIDE), top.min(WIDTH - SIDE));
        // Each window row at once: its 4 tiles' bytes less the corner's number are each tile's
        // row and column in the window (8 * row + column, no borrow between the bytes), made
        // 4 * row + column and packed into 16 bits.
        let corner = ((top * STRIDE + left) as u32).wrapping_mul(0x0101_0101);
        let mut cells = 0u64;
        for row in 0..SIDE {
            let at = (top + row) * STRIDE;
            let mut bytes = [0; 8];
            bytes.copy_from_slice(&self.grid[at..at + 8]);
            let tiles = (u64::from_le_bytes(bytes) >> (8 * left)) as u32;
            let offsets = tiles.wrapping_sub(corner);
            let numbers = (offsets >> 1 & 0x0c0c_0c0c) | (offsets & 0x0303_0303);
            let pairs = numbers | numbers >> 4;
            cells |= (((pairs & 0xff) | (pairs >> 8 & 0xff00)) as u64) << (16 * row);
        }
        cells << 4 | (left * SIDE + top) as u64
    }
}

/// Sequences, each read from its last move back: a trie.
struct Backwards {
    children: Vec<[u32; 4]>,
    ends: Vec<bool>,
}

impl Backwards {
    fn add(&mut self, code: Code) {
        let moves = moves_of(code);
        let mut node = 0;
        for &dir in moves.iter().rev() {
            let dir = dir as usize & 3;
            if self.children[node][dir] == 0 {
                self.children[node][dir] = self.children.len() as u32;
                self.children.push([0; 4]);
                self.ends.push(false);
            }
            node = self.children[node][dir] as usize;
        }
        self.ends[node] = true;
    }

    /// Whether the moves of `code`, `length` long, end with one of the sequences.
    fn ends(&self, code: Code, length: usize) -> bool {
        let mut node = 0;
        for k in (0..length).rev() {
            node = self.children[node][(code >> (2 * k)) as usize & 3] as usize;
            if node == 0 {
                return false;
            }
            if self.ends[node] {
                return true;
            }
        }
        false
    }
}

/// Registered spans a board: room for a few (one more is not registered: a sequence then kept
/// may be pruned no more, never one pruned wrongly).
const SPANS: usize = 2;

/// The sequences of at most `longest` moves pruned when children are tried in `order`, none
/// holding another, in turn: `found(pruned, witness)` for each, its witness shorter or as long
/// and earlier in `order`, its blank spanning no cell outside the pruned one's.
pub fn duplicates(order: [usize; 4], longest: usize, mut found: impl FnMut(Code, Code)) {
    // The sequences of the last length kept, in the search's order, with their walks.
    let mut layer = vec![(code(&[]), Walk::start())];
    // By the board reached, the spans of sequences kept so far, each with the sequence: `span <<
    // 48 | code` (0: none), so at most 23 moves.
    let mut reached: HashMap<u64, [u64; SPANS], BuildHasherDefault<KeyHasher>> = HashMap::default();
    let registered = |walk: &Walk, moves: Code| (walk.span_bits() as u64) << 48 | moves;
    reached.insert(
        Walk::start().key(),
        [registered(&Walk::start(), code(&[])), 0],
    );
    let mut pruned = Backwards {
        children: vec![[0; 4]],
        ends: vec![false],
    };
    let longest = longest.min(23);
    for length in 1..=longest {
        let mut next = Vec::new();
        let mut new = Vec::new();
        let top = 2 * (length as u32 - 1);
        for (moves, walk) in &layer {
            for &dir in &order {
                let moves = (moves ^ 1 << top) | (dir as Code) << top | 1 << (top + 2);
                // Stretches ending with this move (those before were checked); the whole
                // sequence is new.
                if pruned.ends(moves, length) {
                    continue;
                }
                let Some(walk) = walk.step(dir as u8) else {
                    continue;
                };
                let spans = reached.entry(walk.key()).or_insert([0; SPANS]);
                let covered = (spans.iter()).find(|&&entry| {
                    let span = (entry >> 48) as u16;
                    span != 0 && walk.covers(span)
                });
                if let Some(&entry) = covered {
                    found(moves, entry & ((1 << 48) - 1));
                    new.push(moves);
                } else {
                    if let Some(free) = spans.iter_mut().find(|entry| **entry == 0) {
                        *free = registered(&walk, moves);
                    }
                    if length < longest {
                        next.push((moves, walk));
                    }
                }
            }
        }
        for &moves in &new {
            pruned.add(moves);
        }
        layer = next;
    }
}

#[cfg(test)]
/// Every pruned sequence with its witness, for the tests.
pub fn pairs(order: [usize; 4], longest: usize) -> Vec<(Code, Code)> {
    let mut found = Vec::new();
    duplicates(order, longest, |pruned, witness| {
        found.push((pruned, witness))
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortest_are_the_inverse_pairs_then_the_turns_round_a_block() {
        let letters = |code: Code| -> String {
            moves_of(code)
                .iter()
                .map(|&d| super::super::board15::LETTERS[d as usize] as char)
                .collect()
        };
        let found: Vec<String> = pairs([0, 1, 2, 3], 6)
            .into_iter()
            .map(|(pruned, _)| letters(pruned))
            .collect();
        assert_eq!(found[..4], ["LR", "RL", "UD", "DU"]);
        assert!(found.contains(&"DRULDR".to_string()));
        assert!(!found.contains(&"RDLURD".to_string()));
        assert!(
            found.iter().all(|s| s.len() == 2 || s.len() == 6),
            "{:?}",
            found
        );
        assert_eq!(found.len(), 8);
    }

    #[test]
    fn how_many_sequences_each_length_prunes() {
        // Taylor & Korf's counts grow ~4 times each 2 moves; odd lengths add few.
        let counts: Vec<usize> = (1..=12)
            .map(|longest| pairs([0, 1, 2, 3], longest).len())
            .collect();
        assert_eq!(counts, [0, 4, 4, 4, 4, 8, 8, 40, 44, 340, 408, 1900]);
    }
}
