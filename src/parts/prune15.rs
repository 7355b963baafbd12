//! Duplicate pruning for the 4×4 IDA*: the finite-state machine of Taylor & Korf (1993) for move
//! sequences of the blank never worth searching, joined with the moves from each cell in the
//! search's order, so that the search looks up one list a node.
//!
//! The sequences: a move and its inverse, and around a 2 x 2 block 6 moves one way, which end
//! where 6 moves the other way end (3 turns either way are the identity). Of each such pair of
//! 6-move twins the one later in the search's order is pruned. Why the answers do not change,
//! for ANY order: if the first optimal path in the order (the one IDA* returns, trying children
//! in that order) held a pruned twin, putting the earlier twin in its place would give a path as
//! short, valid (both go around the same 2 x 2 block from the same corner), to the same board
//! and earlier in the order — so it holds none, and a path holding an inverse pair is not
//! optimal.

use super::board15::{step, CELLS, LETTERS};

/// The inverse pairs.
const INVERSE: [&[u8]; 4] = [b"LR", b"RL", b"UD", b"DU"];

/// The 6-move twins around a 2 x 2 block: each pair starts at one corner, goes round opposite
/// ways and ends on the same board.
const TWINS: [[&[u8]; 2]; 4] = [
    [b"DRULDR", b"RDLURD"],
    [b"DLURDL", b"LDRULD"],
    [b"ULDRUL", b"LURDLU"],
    [b"URDLUR", b"RULDRU"],
];

/// A transition into a pruned sequence.
const PRUNE: u8 = u8::MAX;

/// The machine: a state is the longest end of the moves so far that begins a pruned sequence
/// (state 0: none); a move leads to another state, or is pruned when the moves then end with a
/// pruned sequence. Per state and cell, the moves kept in the search's order, each with the cell
/// reached and where the moves of the node reached are: the moves from `cell` in `state` at the
/// position `state * CELLS + cell` of `steps`, an array of a fixed size (room for `STATES`
/// states), so that a lookup needs no bounds check.
pub struct Pruning {
    pub steps: Box<[Steps; STATES * CELLS]>,
}

/// Room for the machine's states: a power of two above the 21 of any order (the empty end, 4
/// single moves, and 4 moves each of 2 to 5 long starting a pruned 6-move twin).
pub const STATES: usize = 32;

/// The moves kept from one cell in one state.
#[derive(Clone, Copy, Default)]
pub struct Steps {
    pub count: usize,
    pub list: [Step; 4],
}

/// One move of the blank, with what the search needs of it ready.
#[derive(Clone, Copy, Default, Debug)]
pub struct Step {
    pub dir: usize,
    /// 4 × the cell the blank moves to: the moving tile's nibble in a packed board (`keys15`).
    pub shift: u32,
    /// Where the moves of the node reached are: the next state * CELLS + the cell reached.
    pub next: usize,
    /// Times the moving tile, what the move adds to the packed board (the tile leaves its cell
    /// for the blank's).
    pub unit: u64,
}

/// The sequences pruned when children are tried in `order` (directions, first tried first).
pub fn pruned(order: [usize; 4]) -> Vec<&'static [u8]> {
    let rank = |sequence: &[u8]| -> Vec<usize> {
        let dir = |letter: &u8| LETTERS.iter().position(|l| l == letter).unwrap_or(0);
        let position = |letter: &u8| order.iter().position(|&d| d == dir(letter)).unwrap_or(0);
        sequence.iter().map(position).collect()
    };
    let mut sequences = INVERSE.to_vec();
    for [one, other] in TWINS {
        sequences.push(if rank(one) > rank(other) { one } else { other });
    }
    sequences
}

impl Pruning {
    /// The machine for the search that tries children in `order` (directions of `pdb15::step`).
    pub fn new(order: [usize; 4]) -> Pruning {
        let pruned = pruned(order);
        let mut states: Vec<&[u8]> = vec![b""];
        for sequence in pruned.iter() {
            for length in 1..sequence.len() {
                if !states.contains(&&sequence[..length]) {
                    states.push(&sequence[..length]);
                }
            }
        }
        let next = states
            .iter()
            .map(|state| {
                let mut row = [PRUNE; 4];
                for (dir, slot) in row.iter_mut().enumerate() {
                    let mut moves = state.to_vec();
                    moves.push(LETTERS[dir]);
                    if !pruned.iter().any(|sequence| moves.ends_with(sequence)) {
                        // The empty end (state 0) always matches.
                        let longest = (0..=moves.len())
                            .find_map(|from| states.iter().position(|s| *s == &moves[from..]));
                        *slot = longest.unwrap_or(0) as u8;
                    }
                }
                row
            })
            .collect::<Vec<[u8; 4]>>();
        let mut steps = Vec::new();
        for row in &next {
            for cell in 0..CELLS {
                let mut kept = Steps::default();
                for &dir in &order {
                    if let (Some(target), true) = (step(cell, dir), row[dir] != PRUNE) {
                        kept.list[kept.count] = Step {
                            dir,
                            shift: 4 * target as u32,
                            next: row[dir] as usize * CELLS + target,
                            unit: (1u64 << (4 * cell)).wrapping_sub(1 << (4 * target)),
                        };
                        kept.count += 1;
                    }
                }
                steps.push(kept);
            }
        }
        steps.resize(STATES * CELLS, Steps::default());
        let steps: Result<Box<[Steps; STATES * CELLS]>, _> =
            std::convert::TryFrom::try_from(steps.into_boxed_slice());
        Pruning {
            steps: steps.unwrap_or_else(|_| panic!("more than {} pruning states", STATES)),
        }
    }

    /// The moves kept at `position` (a state * CELLS + a cell).
    #[inline(always)]
    pub fn at(&self, position: usize) -> &Steps {
        &self.steps[position & (STATES * CELLS - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{blank_of, Board};
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

    #[test]
    fn in_every_order_the_pruned_twin_comes_later_and_ends_where_the_kept_one_does() {
        assert_eq!(orders().len(), 24);
        for order in orders() {
            // Builds (at most STATES states).
            Pruning::new(order);
            let rank = |moves: &[u8]| -> Vec<usize> {
                let dir = |l: &u8| LETTERS.iter().position(|m| m == l).unwrap();
                let at = |l: &u8| order.iter().position(|&d| d == dir(l)).unwrap();
                moves.iter().map(at).collect()
            };
            let pruned = pruned(order);
            assert_eq!(pruned[..4], INVERSE);
            for (twins, cut) in TWINS.iter().zip(&pruned[4..]) {
                let kept = if twins[0] == *cut { twins[1] } else { twins[0] };
                assert!(twins.contains(cut));
                assert!(rank(kept) < rank(cut), "{:?}: {:?}", order, cut);
            }
        }
        let mut rng = Rng::new(11);
        let mut board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
        let mut checked = 0;
        for _ in 0..5_000 {
            board = play(&board, &[LETTERS[rng.below(4) as usize]]).unwrap_or(board);
            for [one, other] in TWINS {
                if let Some(image) = play(&board, one) {
                    assert_eq!(play(&board, other), Some(image), "{:?}", one);
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000);
    }

    #[test]
    fn the_machine_prunes_exactly_the_moves_ending_a_pruned_sequence() {
        let mut rng = Rng::new(13);
        for order in [[0, 1, 2, 3], [3, 0, 1, 2], [2, 3, 1, 0]] {
            let pruning = Pruning::new(order);
            let pruned = pruned(order);
            for walk in 0..2_000 {
                let mut cell = rng.below(CELLS as u64) as usize;
                let mut position = cell;
                let mut history = Vec::new();
                for _ in 0..1 + walk % 30 {
                    let steps = pruning.at(position);
                    let kept: Vec<usize> =
                        steps.list[..steps.count].iter().map(|s| s.dir).collect();
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
                    if steps.count == 0 {
                        break;
                    }
                    let choice = steps.list[rng.below(steps.count as u64) as usize];
                    history.push(LETTERS[choice.dir]);
                    assert_eq!(step(cell, choice.dir), Some(choice.shift as usize / 4));
                    cell = choice.shift as usize / 4;
                    position = choice.next;
                    assert_eq!(position % CELLS, cell);
                }
            }
        }
    }
}
