//! Problem:   POJ 1077 "Eight" (also HDU 1043, ZOJ 1217, AcWing 179)
//! Strategy:  one backward BFS from the goal over all 181,440 solvable boards, then each query walks the stored moves
//! Heuristic: none
//! Time:      ~13 ms for the table, then O(length) per puzzle: 100,000 puzzles in ~50 ms, whole process
//! Memory:    a 9!-entry table of moves (363 KB)
//! Status:    optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)

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
/// `toward_goal[rank]`: 1 + the move that takes that board one step closer to the goal
/// (`1 + START` at the goal itself), 0 for boards the goal cannot reach.
struct Search {
    toward_goal: Vec<u8>,
}

impl Search {
    /// One breadth-first search backward from the goal over all 181,440 solvable boards. A board
    /// first met from `parent` by move m is one step farther than `parent`, so undoing m (move
    /// `m ^ 1`) is a step toward the goal.
    fn new() -> Search {
        let mut toward_goal = vec![0u8; RANKS];
        let goal = Board::from_cells(&GOAL);
        toward_goal[rank(goal)] = 1 + START;
        let mut layer = vec![goal];
        let mut next_layer = Vec::new();
        while !layer.is_empty() {
            for &board in &layer {
                let mut moves = MOVES_FROM[board.blank];
                while moves != 0 {
                    let m = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    let child = board.slide(NEIGHBOR[board.blank][m as usize] as usize).0;
                    let seen = &mut toward_goal[rank(child)];
                    if *seen == 0 {
                        *seen = 1 + (m ^ 1);
                        next_layer.push(child);
                    }
                }
            }
            std::mem::swap(&mut layer, &mut next_layer);
            next_layer.clear();
        }
        Search { toward_goal }
    }

    /// Appends to `path` a fewest-move solution of the solvable board `start`, by following
    /// the table: O(length). Stats count each board of the path as expanded into one successor.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        let mut board = start;
        loop {
            let m = self.toward_goal[rank(board)] - 1;
            if m == START {
                break;
            }
            path.push(m);
            board = board.slide(NEIGHBOR[board.blank][m as usize] as usize).0;
        }
        stats.expanded += path.len() as u64;
        stats.generated += path.len() as u64;
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
    const OPTIMAL: bool = true;

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
