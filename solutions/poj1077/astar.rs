//! Problem:   POJ 1077 "Eight" (also HDU 1043, ZOJ 1217, AcWing 179)
//! Strategy:  A*, closed set, bucket queue preferring deeper nodes among equal f
//! Heuristic: Manhattan distance, updated per move
//! Time:      O(b^d) worst case: ~35 µs per random puzzle; 1.54 M instructions, whole process, for the hardest
//! Memory:    a 2^19-slot hash table (5 MB) and a bucket queue (8 MB), allocated zeroed, touched as used
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
/// Flag in `came` of a board already expanded (its `g` is then final).
const CLOSED: u8 = 0x80;
/// Room for queue entries: a push per board generated at most (3 × 181,440), rounded up to a
/// power of two.
const ENTRIES: usize = 1 << 20;
/// f = g + h and g both stay below 64 (on the 8-puzzle f ≤ 31 + 2 and g ≤ 31 + 1).
const DEPTHS: usize = 64;

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

/// The open list: a bucket queue rather than a binary heap, as f and g are small integers.
/// `head[f * DEPTHS + g]` starts a LIFO list of entries `[next, slot | blank << SLOT_BITS]`
/// (entry 0 ends a list) and `nonempty[f]` has bit g set while that list is not empty.
struct Queue {
    head: Box<[u32; DEPTHS * DEPTHS]>,
    nonempty: [u64; DEPTHS],
    entries: Box<[[u32; 2]; ENTRIES]>,
    /// Entries in use, entry 0 included.
    len: usize,
}

impl Queue {
    fn push(&mut self, f: usize, g: usize, slot: usize, blank: usize) {
        let bucket = (f * DEPTHS + g) & (DEPTHS * DEPTHS - 1);
        self.entries[self.len & (ENTRIES - 1)] =
            [self.head[bucket], (slot | blank << SLOT_BITS) as u32];
        self.head[bucket] = self.len as u32;
        self.len += 1;
        self.nonempty[f & (DEPTHS - 1)] |= 1 << g;
    }

    /// Takes an entry of the least f at least `f`: among them, of the greatest g (the least
    /// h: it reaches the goal sooner, and the goal, h = 0, is taken as soon as its f is least).
    fn pop(&mut self, f: &mut usize) -> (usize, usize, usize) {
        while self.nonempty[*f & (DEPTHS - 1)] == 0 {
            *f += 1;
        }
        let bits = &mut self.nonempty[*f & (DEPTHS - 1)];
        let g = 63 - bits.leading_zeros() as usize;
        let bucket = (*f * DEPTHS + g) & (DEPTHS * DEPTHS - 1);
        let [next, node] = self.entries[self.head[bucket] as usize & (ENTRIES - 1)];
        self.head[bucket] = next;
        if next == 0 {
            *bits &= !(1 << g);
        }
        (g, node as usize & (SLOTS - 1), node as usize >> SLOT_BITS)
    }
}

/// A* with a closed set; the hash table and queue are kept from one puzzle to the next.
/// Per slot: `keys` holds a board's `cells` (0 = empty slot); `g` its least known distance from
/// the start; `came` the last move of that path (`START` for the start), maybe `| CLOSED`.
struct Search {
    keys: Box<[u64; SLOTS]>,
    g: Box<[u8; SLOTS]>,
    came: Box<[u8; SLOTS]>,
    queue: Queue,
}

impl Search {
    fn new() -> Search {
        Search {
            keys: zeroed(),
            g: zeroed(),
            came: zeroed(),
            queue: Queue {
                head: zeroed(),
                nonempty: [0; DEPTHS],
                entries: zeroed(),
                len: 1,
            },
        }
    }

    /// Appends to `path` a fewest-move solution of the solvable board `start`.
    fn run(&mut self, start: Board, stats: &mut Stats, path: &mut Vec<u8>) {
        self.clear();
        let goal = Board::from_cells(&GOAL);
        let (keys, g_of, came_of) = (&mut *self.keys, &mut *self.g, &mut *self.came);
        let queue = &mut self.queue;
        let (slot, _) = find(keys, start.cells);
        keys[slot] = start.cells;
        g_of[slot] = 0;
        came_of[slot] = START;
        let (mut expanded, mut generated) = (0, 0);
        let mut f = manhattan(start);
        queue.push(f, 0, slot, start.blank);
        // Manhattan distance is consistent (a move changes it by exactly 1), so f never
        // decreases along a path and the least f in the queue only grows.
        loop {
            let (g, slot, blank) = queue.pop(&mut f);
            let came = came_of[slot];
            // A board is pushed again each time a shorter path to it turns up; the older
            // entries stay in the queue (there is no decrease-key) and are stale: skip them.
            if came & CLOSED != 0 || g_of[slot] as usize != g {
                continue;
            }
            let board = Board {
                cells: keys[slot],
                blank,
            };
            // Goal test on expansion, not on generation: only then is g sure to be least.
            if board.cells == goal.cells {
                break;
            }
            came_of[slot] = came | CLOSED;
            expanded += 1;
            let h = f - g;
            // The inverse of the last move only leads back to the parent, already closed.
            let mut moves = MOVES_FROM[blank] & !(1 << (came ^ 1));
            while moves != 0 {
                let m = moves.trailing_zeros() as u8;
                moves &= moves - 1;
                let to = NEIGHBOR[blank][m as usize] as usize;
                generated += 1;
                let (child, tile) = board.slide(to);
                let child_h = manhattan_after(h, tile, blank, to);
                let (child_slot, found) = find(keys, child.cells);
                if found
                    && (came_of[child_slot] & CLOSED != 0 || g_of[child_slot] as usize <= g + 1)
                {
                    continue;
                }
                keys[child_slot] = child.cells;
                g_of[child_slot] = (g + 1) as u8;
                came_of[child_slot] = m;
                queue.push(g + 1 + child_h, g + 1, child_slot, to);
            }
        }
        stats.expanded += expanded;
        stats.generated += generated;
        // Walk back from the goal: undoing a board's `came` move gives its parent.
        let mut board = goal;
        loop {
            let m = came_of[find(keys, board.cells).0] & !CLOSED;
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

    /// Empties the table and the queue left by the last puzzle, touching only what it used:
    /// every board it saw was pushed at least once. (Done before a search, not after, so that
    /// the last puzzle of the input leaves its garbage to the operating system.)
    fn clear(&mut self) {
        let queue = &mut self.queue;
        for &[_, node] in &queue.entries[1..queue.len] {
            self.keys[node as usize & (SLOTS - 1)] = 0;
        }
        queue.len = 1;
        for f in 0..DEPTHS {
            while queue.nonempty[f] != 0 {
                let g = queue.nonempty[f].trailing_zeros() as usize;
                queue.head[f * DEPTHS + g] = 0;
                queue.nonempty[f] &= queue.nonempty[f] - 1;
            }
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
