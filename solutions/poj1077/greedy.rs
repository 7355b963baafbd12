//! Problem:   POJ 1077 "Eight" (also HDU 1043, ZOJ 1217, AcWing 179)
//! Strategy:  greedy best-first search on h alone ("BeFS"): valid, NOT optimal (fine for POJ 1077 / HDU 1043, wrong for AcWing 179)
//! Heuristic: Manhattan distance, updated per move
//! Time:      O(181,440) boards worst case: ~8 µs per random puzzle
//! Memory:    a 2^19-slot hash table (4.5 MB) and the queue
//! Status:    a valid path on all 181,440 solvable states, never shorter than the BFS oracle (tests/eight_exhaustive.rs)

use std::io::{self, Read, Write};

// ---- shared: constants ----
/// The judge, named in error messages.
const PROBLEM: &str = "POJ 1077";
/// The goal, row-major, 0 = blank: `1 2 3 / 4 5 6 / 7 8 _`.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/// The blank's moves, in this order: up, down, left, right. Move `m ^ 1` undoes move `m`.
const LETTERS: [u8; 4] = *b"udlr";
/// Marks "no cell" in `NEIGHBOR`.
const OFF: u8 = 9;
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

// ---- heuristic ----
/// `MANHATTAN[tile][cell]`: rows plus columns from `cell` to the tile's goal cell; 0 for the
/// blank, which is not counted. Padded to 16 × 16 (zeros) so that indexing with `& 15` needs
/// no bounds check in the inner loop.
const MANHATTAN: [[u8; 16]; 16] = manhattan_table();

const fn manhattan_table() -> [[u8; 16]; 16] {
    let mut goal_cell = [0; 9];
    let mut i = 0;
    while i < 9 {
        goal_cell[GOAL[i] as usize] = i;
        i += 1;
    }
    let mut table = [[0; 16]; 16];
    let mut tile = 1;
    while tile < 9 {
        let mut cell = 0;
        while cell < 9 {
            let (a, b) = (goal_cell[tile], cell);
            let rows = (a / 3).abs_diff(b / 3);
            let cols = (a % 3).abs_diff(b % 3);
            table[tile][cell] = (rows + cols) as u8;
            cell += 1;
        }
        tile += 1;
    }
    table
}

/// The Manhattan distance of a whole board, computed from scratch (searches update it per move:
/// only the tile that slides changes its term).
pub(crate) fn manhattan(board: Board) -> usize {
    (0..9).map(|i| MANHATTAN[board.tile(i)][i] as usize).sum()
}

/// The Manhattan distance after the tile on cell `to` slides into the blank on cell `blank`,
/// from the distance `h` before: only that tile's term changes, by exactly 1.
pub(crate) fn manhattan_after(h: usize, tile: usize, blank: usize, to: usize) -> usize {
    h + MANHATTAN[tile][blank & 15] as usize - MANHATTAN[tile][to & 15] as usize
}

// ---- search ----
/// Slots of the hash table of boards seen (a power of two, well above the 181,440 boards).
const SLOT_BITS: u32 = 19;
const SLOTS: usize = 1 << SLOT_BITS;
/// Buckets of the queue: h ≤ 8 tiles × 4 moves.
const BUCKETS: usize = 33;

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

/// Greedy best-first search: always expand a board of least h, whatever its depth. Per slot:
/// `keys` holds a board's `cells` (0 = empty), `came` the move that first reached it (`START`
/// for the start). The open list is a bucket queue by h, LIFO within a bucket (the newest
/// board first, which dives deeper); `nonempty` has bit h set while bucket h is not empty.
struct Search {
    keys: Box<[u64; SLOTS]>,
    came: Box<[u8; SLOTS]>,
    /// Slots filled by the last puzzle, emptied before the next one.
    used: Vec<u32>,
    buckets: Vec<Vec<Board>>,
    nonempty: u64,
}

impl Search {
    fn new() -> Search {
        Search {
            keys: zeroed(),
            came: zeroed(),
            used: Vec::new(),
            buckets: (0..BUCKETS).map(|_| Vec::new()).collect(),
            nonempty: 0,
        }
    }

    fn insert(&mut self, board: Board, slot: usize, came: u8, h: usize) {
        self.keys[slot] = board.cells;
        self.came[slot] = came;
        self.used.push(slot as u32);
        self.buckets[h].push(board);
        self.nonempty |= 1 << h;
    }

    /// Appends to `path` a solution (valid, not always the shortest) of the solvable `start`.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        let goal = Board::from_cells(&GOAL);
        if start == goal {
            return;
        }
        // Empty what the last puzzle used (before the search rather than after it, so that
        // the last puzzle of the input leaves its garbage to the operating system).
        for i in 0..self.used.len() {
            self.keys[self.used[i] as usize & (SLOTS - 1)] = 0;
        }
        self.used.clear();
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        self.nonempty = 0;
        let (slot, _) = find(&self.keys, start.cells);
        self.insert(start, slot, START, manhattan(start));
        'search: loop {
            let h = self.nonempty.trailing_zeros() as usize;
            // Never empty before the goal turns up: the start is solvable.
            let board = self.buckets[h].pop().unwrap();
            if self.buckets[h].is_empty() {
                self.nonempty &= !(1 << h);
            }
            stats.expanded += 1;
            let last = self.came[find(&self.keys, board.cells).0];
            // The inverse of the last move leads back to the parent: seen already.
            let mut moves = MOVES_FROM[board.blank] & !(1 << (last ^ 1));
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                let to = NEIGHBOR[board.blank][m as usize] as usize;
                stats.generated += 1;
                let (child, tile) = board.slide(to);
                let (slot, found) = find(&self.keys, child.cells);
                if found {
                    continue;
                }
                let child_h = manhattan_after(h, tile, board.blank, to);
                self.insert(child, slot, m, child_h);
                // Goal test on generation: optimality is not promised anyway, and waiting for
                // the goal to be popped would only cost time.
                if child == goal {
                    break 'search;
                }
            }
        }
        // Walk back from the goal: undoing each board's `came` move gives its parent.
        let mut board = goal;
        loop {
            let m = self.came[find(&self.keys, board.cells).0];
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
/// The puzzles of `input`: nine tokens each (`1`..`8`, and `x`, `X` or `0` for the blank),
/// separated by any whitespace (a puzzle may span lines), until the end of input.
fn parse(input: &str) -> Result<Vec<[u8; 9]>, String> {
    // A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let mut puzzles = Vec::new();
    let mut cells = [0u8; 9];
    let mut filled = 0;
    let mut seen = 0u32;
    for token in tokens(input) {
        let number = puzzles.len() + 1;
        let tile = match token.as_bytes() {
            b"x" | b"X" | b"0" => 0,
            &[digit] if (b'1'..=b'8').contains(&digit) => digit - b'0',
            _ => {
                // At most 20 characters, control characters masked: the message stays one line.
                let shown: String = token
                    .chars()
                    .take(20)
                    .map(|c| if c.is_control() { '?' } else { c })
                    .collect();
                return Err(format!(
                    "{}: puzzle {}: unexpected token '{}' (expected 1..8, or x for the blank)",
                    PROBLEM, number, shown
                ));
            }
        };
        if seen & (1 << tile) != 0 {
            let what = if tile == 0 {
                "the blank".to_string()
            } else {
                format!("tile {}", tile)
            };
            return Err(format!(
                "{}: puzzle {}: {} appears twice",
                PROBLEM, number, what
            ));
        }
        seen |= 1 << tile;
        cells[filled] = tile;
        filled += 1;
        if filled == 9 {
            puzzles.push(cells);
            filled = 0;
            seen = 0;
        }
    }
    if filled != 0 {
        return Err(format!(
            "{}: puzzle {}: the input ends after {} of its 9 cells",
            PROBLEM,
            puzzles.len() + 1,
            filled
        ));
    }
    if puzzles.is_empty() {
        return Err(format!("{}: puzzle 1: the input holds no puzzle", PROBLEM));
    }
    Ok(puzzles)
}
// ---- end shared: parsing ----

// ---- shared: solve ----
/// Answers every puzzle of `input`, one line each: the blank's moves, or `unsolvable`.
/// Malformed input writes nothing and returns one line naming the puzzle and the problem.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    let puzzles = parse(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut search = Search::new();
    let mut path = Vec::new();
    let mut text = Vec::new();
    for cells in &puzzles {
        let mut stats = Stats {
            expanded: 0,
            generated: 0,
        };
        if solvable(cells) {
            path.clear();
            search.run(Board::from_cells(cells), &mut stats, &mut path);
            text.extend(path.iter().map(|&m| LETTERS[m as usize]));
        } else {
            text.extend_from_slice(b"unsolvable");
        }
        text.push(b'\n');
        if show_stats {
            eprintln!(
                "stats expanded={} generated={}",
                stats.expanded, stats.generated
            );
        }
    }
    out.write_all(&text)
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

    /// Whether the strategy promises a fewest-move answer.
    const OPTIMAL: bool = false;

    /// Replays `moves` (letters of the blank) on `cells`; the board reached, or None if a move
    /// leaves the board.
    fn replay(mut cells: [u8; 9], moves: &[u8]) -> Option<[u8; 9]> {
        let mut blank = cells.iter().position(|&c| c == 0).unwrap();
        for &letter in moves {
            let m = LETTERS.iter().position(|&l| l == letter)?;
            let to = NEIGHBOR[blank][m];
            if to == OFF {
                return None;
            }
            cells.swap(blank, to as usize);
            blank = to as usize;
        }
        Some(cells)
    }

    fn run(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        solve(input, &mut out).map(|()| String::from_utf8(out).unwrap())
    }

    #[test]
    fn judge_sample() {
        let out = run("2 3 4 1 5 x 7 6 8\n").unwrap();
        let moves = out.strip_suffix('\n').unwrap().as_bytes();
        assert_eq!(replay([2, 3, 4, 1, 5, 0, 7, 6, 8], moves), Some(GOAL));
        if OPTIMAL {
            assert_eq!(moves.len(), 19, "{}", out);
        } else {
            assert!(moves.len() >= 19 && moves.len() % 2 == 1, "{}", out);
        }
    }

    #[test]
    fn unsolvable_solved_and_tolerant_input() {
        let input = "1 2 3\r\n4 5 6\t8 7 X\n\n 1 2 3 4 5 6 7 8 0 ";
        assert_eq!(run(input).unwrap(), "unsolvable\n\n");
    }

    #[test]
    fn malformed_input_names_the_puzzle() {
        let cases = [
            ("1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 9 x", "puzzle 2"),
            ("1 2 3 4 5 6 7 7 x", "tile 7 appears twice"),
            ("1 2 3 4 5 6 7 8 x 1 2", "puzzle 2"),
            ("", "no puzzle"),
        ];
        for &(input, expected) in &cases {
            let message = run(input).unwrap_err();
            assert!(message.starts_with("POJ 1077: "), "{}", message);
            assert!(message.contains(expected), "{}", message);
            assert!(!message.contains('\n'), "{}", message);
        }
    }
}
