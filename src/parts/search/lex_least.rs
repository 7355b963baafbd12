//! The least shortest move string between any two 3×3 boards (HDU 3567 "Eight II").
//!
//! Relabelling: if the tile at cell `i` of the goal is renamed to the tile at cell `i` of a
//! canonical goal (tiles `1..=8` in reading order, the blank kept where the goal has it), the
//! start renamed the same way has exactly the same move sequences to the canonical goal as the
//! start has to the goal — a move depends on where the blank is, never on the tiles' names. So
//! only 9 goals exist: one per cell of the blank. Each gets one BFS table of distances over all
//! 9! permutation ranks (181,440 reached), built the first time a case needs it (~15 ms).
//!
//! The least string: from the start (distance `d`), take the least letter (`d` < `l` < `r` <
//! `u`) whose successor is at distance `d - 1`, and repeat. Every shortest path moves to a board
//! one step closer at each move, and every board one step closer continues into a shortest
//! path; two strings of the same length compare by their first letter first, so the least first
//! letter is forced, and the rest is the least string of the successor — by induction the walk
//! spells the least shortest string. A case costs at most 31 × 4 rank computations.
//! `tests/family_parts.rs` compares it with an enumeration of all shortest paths.
//!
//! As a search of a file (`Search`, driven by `pair_run`): 3×3 rows only, whose letters for
//! up, down, left, right sort as `u` > `r` > `l` > `d` (HDU 3567's `udlr`).

use super::pair_run::Strategy;
use super::search::Tally;
use std::marker::PhantomData;

/// The board: 9 cells, row-major, `0` the blank, tiles `1..=8`.
pub type Board = [u8; 9];

/// The blank's moves, in the order of their letters: down, left, right, up.
pub const LETTERS: [u8; 4] = [b'd', b'l', b'r', b'u'];
const SIDE: usize = 3;

/// A table entry no board reaches (the other parity class).
const UNREACHED: u8 = u8::MAX;

/// The cell the blank reaches from `cell` moving by the letter `LETTERS[dir]`, if on the board.
pub fn step(cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / SIDE, cell % SIDE);
    match dir {
        0 if row + 1 < SIDE => Some(cell + SIDE),
        1 if col > 0 => Some(cell - 1),
        2 if col + 1 < SIDE => Some(cell + 1),
        3 if row > 0 => Some(cell - SIDE),
        _ => None,
    }
}

/// The permutation rank (Lehmer code) of a board, in `0..9!`. The tiles after cell `i` smaller
/// than its tile `t` are the `t` smaller tiles less those already seen, so a bit mask of the
/// tiles seen makes each digit one popcount.
pub fn rank(board: &Board) -> usize {
    let mut rank = 0;
    let mut seen = 0u32;
    for (i, &tile) in board.iter().enumerate() {
        let smaller_seen = (seen & ((1 << tile) - 1)).count_ones() as usize;
        rank = rank * (9 - i) + tile as usize - smaller_seen;
        seen |= 1 << tile;
    }
    rank
}

fn blank_of(board: &Board) -> usize {
    board.iter().position(|&tile| tile == 0).unwrap_or(0)
}

/// The canonical goal with the blank at `blank`: tiles `1..=8` in reading order around it.
pub fn canonical_goal(blank: usize) -> Board {
    let mut goal = [0; 9];
    let mut next = 1;
    for (cell, tile) in goal.iter_mut().enumerate() {
        if cell != blank {
            *tile = next;
            next += 1;
        }
    }
    goal
}

/// `start` renamed so that `goal` becomes `canonical_goal(blank of goal)`.
pub fn relabel(start: &Board, goal: &Board) -> Board {
    let canonical = canonical_goal(blank_of(goal));
    let mut name = [0u8; 9];
    for cell in 0..9 {
        name[goal[cell] as usize] = canonical[cell];
    }
    let mut renamed = [0; 9];
    for cell in 0..9 {
        renamed[cell] = name[start[cell] as usize];
    }
    renamed
}

/// BFS from `goal`: the distance of every board by rank, `UNREACHED` for the other half.
pub fn distance_table(goal: &Board) -> Vec<u8> {
    let mut dist = vec![UNREACHED; 362_880];
    dist[rank(goal)] = 0;
    let mut queue = vec![*goal];
    let mut head = 0;
    while head < queue.len() {
        let board = queue[head];
        head += 1;
        let next_distance = dist[rank(&board)] + 1;
        let blank = blank_of(&board);
        for dir in 0..4 {
            if let Some(target) = step(blank, dir) {
                let mut next = board;
                next.swap(blank, target);
                let slot = &mut dist[rank(&next)];
                if *slot == UNREACHED {
                    *slot = next_distance;
                    queue.push(next);
                }
            }
        }
    }
    dist
}

/// The 9 distance tables, each built on first use.
#[derive(Default)]
pub struct EightLex {
    tables: [Vec<u8>; 9],
    /// Successors looked up in the tables by the walks so far.
    pub probes: u64,
}

impl EightLex {
    pub fn new() -> EightLex {
        EightLex::default()
    }

    /// How many of the 9 tables have been built so far.
    pub fn tables_built(&self) -> usize {
        self.tables.iter().filter(|table| !table.is_empty()).count()
    }

    /// The least among the shortest move strings from `start` to `goal` (letters `d l r u`),
    /// or `None` when the goal cannot be reached (the boards differ in parity).
    pub fn solve(&mut self, start: &Board, goal: &Board) -> Option<Vec<u8>> {
        let blank_goal = blank_of(goal);
        if self.tables[blank_goal].is_empty() {
            self.tables[blank_goal] = distance_table(&canonical_goal(blank_goal));
        }
        let table = &self.tables[blank_goal];
        let mut board = relabel(start, goal);
        let mut distance = table[rank(&board)];
        if distance == UNREACHED {
            return None;
        }
        let mut moves = Vec::with_capacity(distance as usize);
        let mut blank = blank_of(&board);
        while distance > 0 {
            // Some successor is one step closer; the least letter leading to one is taken.
            for (dir, &letter) in LETTERS.iter().enumerate() {
                let Some(target) = step(blank, dir) else {
                    continue;
                };
                board.swap(blank, target);
                self.probes += 1;
                if table[rank(&board)] == distance - 1 {
                    moves.push(letter);
                    blank = target;
                    distance -= 1;
                    break;
                }
                board.swap(blank, target);
            }
        }
        Some(moves)
    }
}

/// `LETTERS[dir]` as the parts number moves (up, down, left, right).
const MOVE_OF: [u8; 4] = [1, 2, 3, 0];

/// The least shortest strings as the search of a file: the walk's boards count as expanded,
/// the successors it looks up as generated.
pub struct Search<P> {
    lex: EightLex,
    problem: PhantomData<P>,
}

impl<P> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            lex: EightLex::new(),
            problem: PhantomData,
        }
    }

    fn run<T: Tally>(&mut self, start: &[u8], goal: &[u8], stats: &mut T) -> Option<Vec<u8>> {
        let board = |cells: &[u8]| {
            let mut board: Board = [0; 9];
            board.copy_from_slice(&cells[..9]);
            board
        };
        let probes = self.lex.probes;
        let letters = self.lex.solve(&board(start), &board(goal))?;
        stats.add(letters.len() as u64, self.lex.probes - probes);
        let dir = |letter: &u8| LETTERS.iter().position(|l| l == letter).unwrap_or(0);
        Some(letters.iter().map(|l| MOVE_OF[dir(l)]).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        let mut cells = [0; 9];
        for (cell, byte) in cells.iter_mut().zip(text.bytes()) {
            *cell = if byte == b'X' { 0 } else { byte - b'0' };
        }
        cells
    }

    #[test]
    fn rank_is_the_lexicographic_index_of_the_permutation() {
        let by_definition = |board: &Board| {
            (0..9).fold(0, |rank, i| {
                rank * (9 - i) + board[i + 1..].iter().filter(|&&t| t < board[i]).count()
            })
        };
        assert_eq!(rank(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
        assert_eq!(rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), 362_879);
        let mut board = [3, 1, 4, 0, 5, 2, 6, 8, 7];
        for step in 0..1000 {
            assert_eq!(rank(&board), by_definition(&board));
            board.swap(step % 9, (step * 7 + 3) % 9);
        }
    }

    #[test]
    fn hdu_samples() {
        let mut solver = EightLex::new();
        let first = solver.solve(&board("12X453786"), &board("12345678X"));
        assert_eq!(first.as_deref(), Some(&b"dd"[..]));
        let second = solver.solve(&board("564178X23"), &board("7568X4123"));
        assert_eq!(second.as_deref(), Some(&b"urrulldr"[..]));
        assert_eq!(solver.tables_built(), 2);
    }

    #[test]
    fn same_board_is_the_empty_string_and_parity_is_refused() {
        let mut solver = EightLex::new();
        let goal = board("7568X4123");
        assert_eq!(solver.solve(&goal, &goal), Some(Vec::new()));
        let swapped = board("5768X4123");
        assert_eq!(solver.solve(&swapped, &goal), None);
    }

    #[test]
    fn each_table_reaches_half_the_permutations_and_the_diameter_is_31_or_less() {
        for blank in [0, 4, 8] {
            let table = distance_table(&canonical_goal(blank));
            let reached: Vec<u8> = table.into_iter().filter(|&d| d != UNREACHED).collect();
            assert_eq!(reached.len(), 181_440);
            assert!(reached.iter().all(|&d| d <= 31));
        }
    }
}
