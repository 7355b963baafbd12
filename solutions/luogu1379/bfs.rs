//! Problem:   Luogu P1379 "八数码难题" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)
//! Strategy:  breadth-first search from the start, goal test on generation
//! Heuristic: none
//! Time:      O(181,440) boards per puzzle: ~3 ms for a random one
//! Memory:    a 9!-entry visited array of moves (363 KB) and the queue
//! Status:    optimal against a BFS oracle on 5,000 random states and every state at depth ≥ 30 (tests/eight_exhaustive.rs)

use std::io::{self, Read, Write};

// ---- shared: constants ----
/// The judge, named in error messages.
const PROBLEM: &str = "Luogu P1379";
/// The goal, row-major, 0 = blank: `1 2 3 / 8 _ 4 / 7 6 5` (the blank in the middle).
const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];
/// Marks "no cell" in `NEIGHBOR`.
const OFF: u8 = 9;
/// Moves are numbered up, down, left, right (of the blank): move `m ^ 1` undoes move `m`.
/// The last move of a start board: no move undoes it (`START ^ 1` is no move at all).
const START: u8 = 4;
/// `NEIGHBOR[blank][m]`: the cell the blank reaches with move `m`, or `OFF`.
const NEIGHBOR: [[u8; 4]; 9] = [
    [OFF, 3, OFF, 1],
    [OFF, 4, 0, 2],
    [OFF, 5, 1, OFF],
    [0, 6, OFF, 4],
    [1, 7, 3, 5],
    [2, 8, 4, OFF],
    [3, OFF, OFF, 7],
    [4, OFF, 6, 8],
    [5, OFF, 7, OFF],
];
/// `MOVES_FROM[blank]`: bit m set when move m keeps the blank on the board; searches loop
/// over the set bits.
const MOVES_FROM: [u8; 9] = moves_from();

const fn moves_from() -> [u8; 9] {
    let mut table = [0; 9];
    let mut cell = 0;
    while cell < 9 {
        let mut m = 0;
        while m < 4 {
            if NEIGHBOR[cell][m] != OFF {
                table[cell] |= 1 << m;
            }
            m += 1;
        }
        cell += 1;
    }
    table
}
// ---- end shared: constants ----

// ---- shared: board ----
/// A position: cell `i` (row-major) in bits `4i..4i+4` of `cells`, 0 = blank, and where the
/// blank is. `cells` alone identifies the position (it is never 0: the tiles are 1..8).
/// `pub(crate)`, as is the heuristic, for the tests that include this file as a module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Board {
    cells: u64,
    blank: usize,
}

impl Board {
    pub(crate) fn from_cells(cells: &[u8; 9]) -> Board {
        let mut packed = 0;
        let mut blank = 0;
        for (i, &tile) in cells.iter().enumerate() {
            packed |= (tile as u64) << (4 * i);
            if tile == 0 {
                blank = i;
            }
        }
        Board {
            cells: packed,
            blank,
        }
    }

    /// The tile on cell `i` (0 = the blank).
    fn tile(self, i: usize) -> usize {
        ((self.cells >> (4 * i)) & 15) as usize
    }

    /// The board after the tile on cell `to` (next to the blank) slides into the blank, and
    /// that tile.
    fn slide(self, to: usize) -> (Board, usize) {
        let tile = self.tile(to);
        let cells = self.cells - ((tile as u64) << (4 * to)) + ((tile as u64) << (4 * self.blank));
        (Board { cells, blank: to }, tile)
    }
}
// ---- end shared: board ----

// ---- shared: solvability ----
/// Inversions among the tiles read row by row, the blank left out.
fn inversions(cells: &[u8; 9]) -> usize {
    let mut count = 0;
    for (i, &a) in cells.iter().enumerate() {
        count += cells[i + 1..].iter().filter(|&&b| b != 0 && b < a).count();
    }
    count
}

/// On a board of odd width a move changes the inversions by 0 or ±2, so the parity of the
/// inversions is invariant, and it is the whole story: a board reaches the goal iff it has the
/// goal's parity. Told before any search.
fn solvable(cells: &[u8; 9]) -> bool {
    inversions(cells) % 2 == inversions(&GOAL) % 2
}
// ---- end shared: solvability ----

// ---- shared: stats ----
/// Search effort, printed when `NPUZZLE_STATS` is set: `expanded` counts the boards whose
/// successors were produced, `generated` the successors produced (after pruning the inverse of
/// the last move, before duplicate detection).
struct Stats {
    expanded: u64,
    generated: u64,
}
// ---- end shared: stats ----

// ---- ranking ----
/// `FACTORIAL[k]` = k!.
const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];
/// Every order of the nine cells (the blank counts as value 0), solvable or not.
const RANKS: usize = 362_880;

/// `BITS_SET[mask]`: how many of the 9 bits of `mask` are set (a load instead of the ~12
/// instructions of `count_ones` on a CPU without `popcnt`).
const BITS_SET: [u8; 512] = bits_set();

const fn bits_set() -> [u8; 512] {
    let mut table = [0; 512];
    let mut mask = 1;
    while mask < 512 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// The board's index among all 9! orders of its cells (its Lehmer code): a dense key for a
/// flat visited array, no hashing. Cell i contributes (cells after it holding a smaller value)
/// × (8 − i)!, and that count is the value minus the smaller values already met.
fn rank(board: Board) -> usize {
    let mut rank = 0;
    let mut seen = 0u32;
    for i in 0..8 {
        let value = board.tile(i);
        let smaller_before = BITS_SET[seen as usize & ((1 << value) - 1) & 511] as usize;
        rank += (value - smaller_before) * FACTORIAL[8 - i];
        seen |= 1 << value;
    }
    rank
}

// ---- search ----
/// Queue entries pack a board and its last move: `cells | blank << 36 | last << 40`.
fn pack(board: Board, last: u8) -> u64 {
    board.cells | (board.blank as u64) << 36 | (last as u64) << 40
}

fn unpack(node: u64) -> (Board, u8) {
    let board = Board {
        cells: node & ((1 << 36) - 1),
        blank: (node >> 36 & 15) as usize,
    };
    (board, (node >> 40) as u8)
}

/// Plain breadth-first search forward from the start. `came[rank]` is 1 + the move that first
/// reached that board (`1 + START` for the start), 0 while unseen.
struct Search {
    came: Vec<u8>,
    queue: Vec<u64>,
}

impl Search {
    fn new() -> Search {
        Search {
            came: vec![0; RANKS],
            queue: Vec::new(),
        }
    }

    /// Appends to `path` a fewest-move solution of the solvable board `start`.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        let goal = Board::from_cells(&GOAL);
        if start == goal {
            return;
        }
        for seen in self.came.iter_mut() {
            *seen = 0;
        }
        self.queue.clear();
        self.came[rank(start)] = 1 + START;
        self.queue.push(pack(start, START));
        let mut next = 0;
        'search: while next < self.queue.len() {
            let (board, last) = unpack(self.queue[next]);
            next += 1;
            stats.expanded += 1;
            // The inverse of the last move leads back to the parent: seen already.
            let mut moves = MOVES_FROM[board.blank] & !(1 << (last ^ 1));
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                stats.generated += 1;
                let child = board.slide(NEIGHBOR[board.blank][m as usize] as usize).0;
                let seen = &mut self.came[rank(child)];
                if *seen != 0 {
                    continue;
                }
                *seen = 1 + m;
                // Goal test on generation: BFS meets boards in order of distance, so the first
                // time the goal turns up is by a shortest path, and the layer need not finish.
                if child == goal {
                    break 'search;
                }
                self.queue.push(pack(child, m));
            }
        }
        // Walk back from the goal: undoing each board's first move gives its parent.
        let mut board = goal;
        loop {
            let m = self.came[rank(board)] - 1;
            if m == START {
                break;
            }
            path.push(m);
            board = board
                .slide(NEIGHBOR[board.blank][m as usize ^ 1] as usize)
                .0;
        }
        path.reverse();
    }
}

// ---- shared: parsing ----
/// Splits on ASCII whitespace, vertical tab included: C's `isspace`, the checker's own set.
fn tokens(input: &str) -> impl Iterator<Item = &str> {
    input
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|token| !token.is_empty())
}
/// The puzzles of `input`: one token of nine digits each (row by row, `0` = blank), separated
/// by any whitespace, until the end of input.
fn parse(input: &str) -> Result<Vec<[u8; 9]>, String> {
    // A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let mut puzzles = Vec::new();
    for token in tokens(input) {
        let number = puzzles.len() + 1;
        let bytes = token.as_bytes();
        if bytes.len() != 9 || !bytes.iter().all(u8::is_ascii_digit) {
            // At most 20 characters, control characters masked: the message stays one line.
            let shown: String = token
                .chars()
                .take(20)
                .map(|c| if c.is_control() { '?' } else { c })
                .collect();
            return Err(format!(
                "{}: puzzle {}: expected 9 digits (0 = blank), found '{}'",
                PROBLEM, number, shown
            ));
        }
        let mut cells = [0u8; 9];
        let mut seen = 0u32;
        for (cell, &digit) in cells.iter_mut().zip(bytes) {
            let tile = digit - b'0';
            if tile > 8 || seen & (1 << tile) != 0 {
                return Err(format!(
                    "{}: puzzle {}: '{}' is not a permutation of 0..8",
                    PROBLEM, number, token
                ));
            }
            seen |= 1 << tile;
            *cell = tile;
        }
        puzzles.push(cells);
    }
    if puzzles.is_empty() {
        return Err(format!("{}: puzzle 1: the input holds no puzzle", PROBLEM));
    }
    Ok(puzzles)
}
// ---- end shared: parsing ----

// ---- shared: solve ----
/// Answers every puzzle of `input`, one line each: the fewest number of moves, or `-1` for an
/// unsolvable one (the judge promises none). Malformed input writes nothing and returns one
/// line naming the puzzle and the problem.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    let puzzles = parse(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut search = Search::new();
    let mut path = Vec::new();
    let mut text = String::new();
    for cells in &puzzles {
        let mut stats = Stats {
            expanded: 0,
            generated: 0,
        };
        if solvable(cells) {
            path.clear();
            search.run(Board::from_cells(cells), &mut stats, &mut path);
            text.push_str(&path.len().to_string());
        } else {
            text.push_str("-1");
        }
        text.push('\n');
        if show_stats {
            eprintln!(
                "stats expanded={} generated={}",
                stats.expanded, stats.generated
            );
        }
    }
    out.write_all(text.as_bytes())
        .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
}
// ---- end shared: solve ----

// ---- shared: main ----
fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("{}: cannot read the input: {}", PROBLEM, e);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&bytes);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve(&input, &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
// ---- end shared: main ----

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        solve(input, &mut out).map(|()| String::from_utf8(out).unwrap())
    }

    #[test]
    fn judge_sample() {
        assert_eq!(run("283104765\n").unwrap(), "4\n");
    }

    #[test]
    fn solved_unsolvable_and_tolerant_input() {
        assert_eq!(run(" 123804765\r\n\t213804765 ").unwrap(), "0\n-1\n");
    }

    #[test]
    fn far_board() {
        let mut out = Vec::new();
        solve("567408321", &mut out).unwrap();
        assert_eq!(out, b"30\n");
    }

    #[test]
    fn malformed_input_names_the_puzzle() {
        let cases = [
            ("123804765 12380476", "puzzle 2"),
            ("123804765 123804769", "puzzle 2"),
            ("113804765", "puzzle 1"),
            ("1238047650", "puzzle 1"),
            ("", "no puzzle"),
        ];
        for &(input, expected) in &cases {
            let message = run(input).unwrap_err();
            assert!(message.starts_with("Luogu P1379: "), "{}", message);
            assert!(message.contains(expected), "{}", message);
            assert!(!message.contains('\n'), "{}", message);
        }
    }
}
