//! Problem:   Luogu P1379 "八数码难题" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)
//! Strategy:  bidirectional breadth-first search, the smaller frontier expanded a whole layer at a time
//! Heuristic: none
//! Time:      O(b^(d/2)) boards: ~32 µs per random puzzle; 1.35 M instructions, whole process, for 567408321 (30 moves)
//! Memory:    a 2^19-slot hash table (5 MB) and two queues of slots (2 MB), allocated zeroed, touched as used
//! Status:    optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)

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

// ---- search ----
/// Slots of the hash table of boards seen (a power of two, well above the 181,440 boards).
const SLOT_BITS: u32 = 19;
const SLOTS: usize = 1 << SLOT_BITS;
/// Room in each side's queue (a power of two, above the 181,440 boards).
const QUEUE: usize = 1 << 18;
/// `side` of a board in the table: reached from the start, or from the goal.
const FORWARD: u8 = 1;
const BACKWARD: u8 = 2;

/// A boxed array of zeros straight from the allocator (no page is touched before it is used).
fn zeroed<T: Clone + Default + std::fmt::Debug, const N: usize>() -> Box<[T; N]> {
    std::convert::TryFrom::try_from(vec![T::default(); N].into_boxed_slice()).unwrap()
}

/// The slot holding `cells` (open addressing, linear probing), or the empty one where it goes.
fn find(keys: &[u64; SLOTS], cells: u64) -> (usize, bool) {
    let mut slot = (cells.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SLOT_BITS)) as usize;
    loop {
        let key = keys[slot];
        if key == cells {
            return (slot, true);
        }
        if key == 0 {
            return (slot, false);
        }
        slot = (slot + 1) & (SLOTS - 1);
    }
}

/// Bidirectional breadth-first search. Per slot: `keys` holds a board's `cells` (0 = empty);
/// `info` its `blank << 8 | side << 3 | came`, `came` being the move that first reached it
/// from its side's root (`START` at the roots). Kept from one puzzle to the next.
struct Search {
    keys: Box<[u64; SLOTS]>,
    info: Box<[u16; SLOTS]>,
    /// Each side's boards (their slots) in the order met, whole layers one after another, and
    /// their count (fixed arrays: no growth checks in the inner loop).
    queue: [Box<[u32; QUEUE]>; 2],
    len: [usize; 2],
}

impl Search {
    fn new() -> Search {
        Search {
            keys: zeroed(),
            info: zeroed(),
            queue: [zeroed(), zeroed()],
            len: [0, 0],
        }
    }

    /// The `came` moves from `board` back to its side's root, the last move first.
    fn moves_back(&self, mut board: Board, moves: &mut Vec<u8>) {
        loop {
            let m = self.info[find(&self.keys, board.cells).0] as u8 & 7;
            if m == START {
                return;
            }
            moves.push(m);
            board = board
                .slide(NEIGHBOR[board.blank][m as usize ^ 1] as usize)
                .0;
        }
    }

    /// Appends to `path` a fewest-move solution of the solvable board `start`.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        let goal = Board::from_cells(&GOAL);
        if start == goal {
            return;
        }
        // Empty what the last puzzle used (before the search rather than after it, so that
        // the last puzzle of the input leaves its garbage to the operating system).
        for side in 0..2 {
            for &slot in &self.queue[side][..self.len[side]] {
                self.keys[slot as usize & (SLOTS - 1)] = 0;
            }
        }
        let (keys, info) = (&mut *self.keys, &mut *self.info);
        for (side, root) in [(FORWARD, start), (BACKWARD, goal)] {
            let (slot, _) = find(keys, root.cells);
            keys[slot] = root.cells;
            info[slot] = (root.blank as u16) << 8 | (side << 3 | START) as u16;
            self.queue[side as usize - 1][0] = slot as u32;
        }
        // Where each side's last layer (its frontier) starts in its queue.
        let mut frontier = [0, 0];
        self.len = [1, 1];
        let (mut expanded, mut generated) = (0, 0);
        // Expand the smaller frontier, one whole layer at a time, testing each successor
        // against the other side. Why whole layers: say the start side holds every board within
        // k moves and the goal side every board within j, and they have not met, so the answer
        // is at least k + j + 1. While all of layer k is expanded, the first successor found
        // on the goal side makes a path of at most (k + 1) + j moves: the least possible.
        // Stopping a layer halfway, or testing against a half-built layer, breaks that bound.
        let (side, meet, m, board) = 'search: loop {
            let side = if self.len[0] - frontier[0] <= self.len[1] - frontier[1] {
                0
            } else {
                1
            };
            let own = side as u8 + 1;
            let queue = &mut *self.queue[side];
            let (begin, end) = (frontier[side], self.len[side]);
            let mut len = end;
            frontier[side] = end;
            for i in begin..end {
                let slot = queue[i & (QUEUE - 1)] as usize & (SLOTS - 1);
                let board = Board {
                    cells: keys[slot],
                    blank: (info[slot] >> 8) as usize & 15,
                };
                let last = info[slot] as u8 & 7;
                expanded += 1;
                // The inverse of the last move leads back to the parent: seen already.
                let mut moves = MOVES_FROM[board.blank] & !(1 << (last ^ 1));
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    generated += 1;
                    let child = board.slide(NEIGHBOR[board.blank][m as usize] as usize).0;
                    let (slot, found) = find(keys, child.cells);
                    if !found {
                        keys[slot] = child.cells;
                        info[slot] = (child.blank as u16) << 8 | (own << 3 | m) as u16;
                        queue[len & (QUEUE - 1)] = slot as u32;
                        len += 1;
                    } else if (info[slot] >> 3) as u8 & 3 != own {
                        self.len[side] = len;
                        break 'search (side, child, m, board);
                    }
                }
            }
            self.len[side] = len;
        };
        stats.expanded += expanded;
        stats.generated += generated;
        // Join the halves: the start side's moves in order, then the goal side's moves each
        // undone, last first. `board` (on `side`) reached `meet` (on the other side) by `m`.
        let (near_start, near_goal, step) = if side == 0 {
            (board, meet, m)
        } else {
            (meet, board, m ^ 1)
        };
        self.moves_back(near_start, path);
        path.reverse();
        path.push(step);
        let from = path.len();
        self.moves_back(near_goal, path);
        for m in &mut path[from..] {
            *m ^= 1;
        }
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
