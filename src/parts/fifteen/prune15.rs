//! Duplicate pruning for the 4×4 IDA*: the finite-state machine of Taylor & Korf (1993) for move
//! sequences of the blank never worth searching, the sequences found at start-up by `prune15_dupes`
//! (every sequence of up to `LONGEST` moves with an earlier twin: a move and its inverse, 6
//! moves round a 2 x 2 block, and so on), the machine theirs by Aho & Corasick. Why no answer
//! changes, for ANY order of the children: see `prune15_dupes`.
//!
//! Korf's 100 (nodes expanded by `uva10181/idastar.rs`, README): the inverse pairs and the 6-move
//! twins alone (21 states) 28,948,627; up to 8 moves (161 states) 25,927,104; 10 (1,291)
//! 23,155,191; 12 (6,868) 21,402,978; 14 (26,153) 20,407,863.

use super::board15::{step, CELLS};
use super::prune15_dupes::{duplicates, moves_of};
use std::sync::Mutex;

/// The longest pruned sequences (`prune15_dupes`).
pub const LONGEST: usize = 12;

/// A transition into a pruned sequence.
pub const PRUNE: u32 = u32::MAX;

/// The machine: a state is the longest end of the moves so far that begins a pruned sequence
/// (state 0: none); a move leads to another state, or is pruned when the moves then end with a
/// pruned sequence. A node's moves are at its position `state * CELLS + cell` (the blank's
/// cell), the directions numbered by their rank in the search's order: per state a row, the
/// state reached times CELLS for each rank (16 bytes, so that even the machine of 12-move
/// sequences, 6,868 states, stays in a core's cache) and a bit a rank not pruned; per cell the
/// moves and a bit a rank that is a move. The two bit sets together are the children to try,
/// so no try is spent on a pruned move. The rows' number is a power of two, so that a lookup
/// masked by `mask` needs no bounds check.
pub struct Pruning {
    rows: Vec<[u32; 4]>,
    /// Per state, bit k: the move of rank k is not pruned.
    open: Vec<u8>,
    mask: usize,
    /// Per cell, `target << 2 | dir` for each rank (0 where the rank is not a move).
    moves: [[u32; 4]; CELLS],
    /// Per cell, bit k: the rank k is a move.
    moving: [u8; CELLS],
}

/// The children to try at a node: per rank, the next position less the cell reached (`next`)
/// and `target << 2 | dir` (`moves`); the ranks to try, a bit each (`kept`).
pub struct Moves<'a> {
    pub next: &'a [u32; 4],
    pub moves: &'a [u32; 4],
    pub kept: u32,
}

/// The sequences pruned when children are tried in `order` (directions, first tried first).
pub fn pruned(order: [usize; 4], longest: usize) -> Vec<Vec<u8>> {
    let mut found = Vec::new();
    duplicates(order, longest, |pruned, _witness| {
        found.push(moves_of(pruned))
    });
    found
}

/// The machine of Aho & Corasick over `pruned` (none holding another): per state, the next
/// state after each direction, or PRUNE.
pub fn machine(pruned: &[Vec<u8>]) -> Vec<[u32; 4]> {
    // The trie of the sequences: children, and whether a node ends a sequence.
    let mut children: Vec<[u32; 4]> = vec![[PRUNE; 4]];
    let mut ends = vec![false];
    for sequence in pruned {
        let mut node = 0;
        for &dir in sequence {
            if children[node][dir as usize & 3] == PRUNE {
                children[node][dir as usize & 3] = children.len() as u32;
                children.push([PRUNE; 4]);
                ends.push(false);
            }
            node = children[node][dir as usize & 3] as usize;
        }
        ends[node] = true;
    }
    // Breadth first: each node's moves from its children or from its longest proper end's.
    let mut next = vec![[0u32; 4]; children.len()];
    let mut fail = vec![0usize; children.len()];
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(node) = queue.pop_front() {
        for dir in 0..4 {
            let child = children[node][dir];
            if child == PRUNE {
                next[node][dir] = if node == 0 { 0 } else { next[fail[node]][dir] };
            } else {
                let child = child as usize;
                fail[child] = if node == 0 {
                    0
                } else {
                    next[fail[node]][dir] as usize
                };
                next[node][dir] = child as u32;
                queue.push_back(child);
            }
        }
    }
    // The states are the nodes ending no sequence, numbered in trie order from 0.
    let mut number = vec![PRUNE; children.len()];
    let mut count = 0;
    for (node, &end) in ends.iter().enumerate() {
        if !end {
            number[node] = count;
            count += 1;
        }
    }
    (0..children.len())
        .filter(|&node| !ends[node])
        .map(|node| next[node].map(|to| number[to as usize]))
        .collect()
}

impl Pruning {
    /// The machine for the search that tries children in `order` (directions of `pdb15::step`).
    pub fn new(order: [usize; 4], longest: usize) -> Pruning {
        let machine = machine(&pruned(order, longest));
        let size = machine.len().next_power_of_two();
        let mut rows = vec![[PRUNE; 4]; size];
        let mut open = vec![0; size];
        for (state, row) in machine.iter().enumerate() {
            for (rank, &dir) in order.iter().enumerate() {
                if row[dir & 3] != PRUNE {
                    rows[state][rank] = row[dir & 3] * CELLS as u32;
                    open[state] |= 1 << rank;
                }
            }
        }
        let mut moves = [[0; 4]; CELLS];
        let mut moving = [0; CELLS];
        for cell in 0..CELLS {
            for (rank, &dir) in order.iter().enumerate() {
                if let Some(target) = step(cell, dir) {
                    moves[cell][rank] = (target as u32) << 2 | dir as u32;
                    moving[cell] |= 1 << rank;
                }
            }
        }
        Pruning {
            mask: size - 1,
            rows,
            open,
            moves,
            moving,
        }
    }

    /// The machine for `order`, made once a process (its pruned sequences take a while to find)
    /// and kept to the end.
    pub fn shared(order: [usize; 4], longest: usize) -> &'static Pruning {
        type Made = Vec<(([usize; 4], usize), &'static Pruning)>;
        static MADE: Mutex<Made> = Mutex::new(Vec::new());
        let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(&(_, pruning)) = made.iter().find(|(made, _)| *made == (order, longest)) {
            return pruning;
        }
        let pruning: &'static Pruning = Box::leak(Box::new(Pruning::new(order, longest)));
        made.push(((order, longest), pruning));
        pruning
    }

    /// The children to try at `position` (a state * CELLS + a cell).
    #[inline(always)]
    pub fn at(&self, position: usize) -> Moves<'_> {
        let (cell, state) = (position % CELLS, (position / CELLS) & self.mask);
        Moves {
            next: &self.rows[state],
            moves: &self.moves[cell],
            kept: (self.open[state] & self.moving[cell]) as u32,
        }
    }

    /// The moves kept at `position`, each as `next << 2 | dir` (`next`: the position reached),
    /// in the search's order.
    pub fn kept(&self, position: usize) -> Vec<u32> {
        let at = self.at(position);
        (0..4)
            .filter(|&rank| at.kept & 1 << rank != 0)
            .map(|rank| (at.next[rank] + (at.moves[rank] >> 2)) << 2 | at.moves[rank] & 3)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, Board, LETTERS};
    use super::*;
    use crate::rng::Rng;

    /// Every order of the four directions.
    fn orders() -> Vec<[usize; 4]> {
        let mut all = Vec::new();
        for code in 0..256usize {
            let order = [code & 3, code >> 2 & 3, code >> 4 & 3, code >> 6 & 3];
            if (0..4).all(|dir| order.contains(&dir)) {
                all.push(order);
            }
        }
        all
    }

    /// The board after the blank moves `moves` (letters), or `None` off the board.
    fn play(board: &Board, moves: &[u8]) -> Option<Board> {
        let mut image = *board;
        for &letter in moves {
            let dir = LETTERS.iter().position(|&l| l == letter).unwrap();
            let blank = blank_of(&image);
            image.swap(blank, step(blank, dir)?);
        }
        Some(image)
    }

    /// The letters of a sequence.
    fn letters(code: super::super::prune15_dupes::Code) -> Vec<u8> {
        moves_of(code)
            .iter()
            .map(|&dir| LETTERS[dir as usize])
            .collect()
    }

    #[test]
    fn every_pruned_sequence_has_an_earlier_witness_from_every_cell_it_is_played_from() {
        // Every order up to 8 moves, the letter orders of the judges up to 12.
        let lengths = (orders().into_iter().map(|order| (order, 8)))
            .chain([([0, 1, 2, 3], 12), ([3, 0, 1, 2], 12)]);
        let start = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
        for (order, longest) in lengths {
            let rank = |moves: &[u8]| -> Vec<usize> {
                let dir = |l: &u8| LETTERS.iter().position(|m| m == l).unwrap();
                let at = |l: &u8| order.iter().position(|&d| d == dir(l)).unwrap();
                moves.iter().map(at).collect()
            };
            let pairs = super::super::prune15_dupes::pairs(order, longest);
            assert!(pairs.len() >= 8);
            for (pruned, witness) in pairs {
                let (pruned, witness) = (letters(pruned), letters(witness));
                assert!(pruned.len() <= longest);
                let earlier = witness.len() < pruned.len()
                    || (witness.len() == pruned.len() && rank(&witness) < rank(&pruned));
                assert!(earlier, "{:?}: {:?} {:?}", order, pruned, witness);
                let mut played = 0;
                for blank in 0..CELLS {
                    let mut board = start;
                    board.swap(CELLS - 1, blank);
                    if let Some(image) = play(&board, &pruned) {
                        assert_eq!(play(&board, &witness), Some(image), "{:?}", pruned);
                        played += 1;
                    }
                }
                assert!(played > 0, "{:?} is never played", pruned);
            }
        }
    }

    #[test]
    fn the_machine_prunes_exactly_the_moves_ending_a_pruned_sequence() {
        let mut rng = Rng::new(13);
        for order in [[0, 1, 2, 3], [3, 0, 1, 2], [2, 3, 1, 0]] {
            let pruning = Pruning::new(order, LONGEST);
            let pruned: Vec<Vec<u8>> = pruned(order, LONGEST)
                .iter()
                .map(|moves| moves.iter().map(|&dir| LETTERS[dir as usize]).collect())
                .collect();
            for walk in 0..2_000 {
                let mut cell = rng.below(CELLS as u64) as usize;
                let mut position = cell;
                let mut history = Vec::new();
                for _ in 0..1 + walk % 30 {
                    let list = pruning.kept(position);
                    let kept: Vec<usize> = list.iter().map(|&e| e as usize & 3).collect();
                    let expected: Vec<usize> = order
                        .iter()
                        .copied()
                        .filter(|&dir| {
                            let mut moves = history.clone();
                            moves.push(LETTERS[dir]);
                            step(cell, dir).is_some()
                                && !pruned.iter().any(|sequence| moves.ends_with(sequence))
                        })
                        .collect();
                    // The moves kept, in the search's order.
                    assert_eq!(kept, expected, "{:?} after {:?}", order, history);
                    if list.is_empty() {
                        break;
                    }
                    let choice = list[rng.below(list.len() as u64) as usize];
                    let (dir, next) = (choice as usize & 3, choice as usize >> 2);
                    history.push(LETTERS[dir]);
                    assert_eq!(step(cell, dir), Some(next % CELLS));
                    cell = next % CELLS;
                    position = next;
                }
            }
        }
    }
}
