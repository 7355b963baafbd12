//! The problem a solution answers: its format, written as a constant in every assembled file
//! from the problem's row of the table (src/problems.rs), and the board's geometry that the
//! compiler derives from it. Every part is generic over a `Puzzle`; the compiler specialises
//! each for the one problem of a file, so the geometry is all constants.

use super::board::{Board, MAX_CELLS, OFF};

/// How a puzzle's cells are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cells {
    /// One whitespace-separated token a cell, row by row: a tile number, or one of `blanks`.
    Tokens { blanks: &'static [&'static str] },
    /// One token of `width × height` digits a puzzle, `blank` being the blank's digit.
    Digits { blank: u8 },
    /// One puzzle a line as an array of rows, LeetCode's `Vec<Vec<i32>>` written out:
    /// `[[1,2,3],[4,0,5]]`, `0` the blank. Brackets and commas are tokens of their own; any
    /// whitespace may stand between tokens.
    Nested,
    /// One character a cell: tile `k` is the `k`-th character of `tiles`, the blank `blank`.
    /// A puzzle's characters run on over whitespace (Kattis npuzzle: 4 lines of 4 letters) but
    /// no token holds two puzzles' (HDU 3567: one 9-character string a board).
    Chars { tiles: &'static str, blank: u8 },
    /// Every puzzle opens with its size — `n` for an n×n board (`square`), else `M N` (rows,
    /// columns) — then its cells as tokens, `0` the blank; the goal is `1 … W·H−1` with the blank
    /// last, at every size up to the row's `width` × `height`. When `terminated`, a size of zero
    /// (`0` or `0 0`) ends the input. Read by the big-board parts (`scan`, `grid`), not `input`.
    Sized { square: bool, terminated: bool },
}

/// What is printed for a solvable puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// The blank's moves, in these letters for up, down, left, right.
    Moves { letters: [u8; 4] },
    /// The number of moves.
    Count,
    /// Whether the puzzle can be solved: `yes`, or the format's `unsolvable` line.
    Verdict { yes: &'static str },
    /// No moves: the scatter, the sum of the tiles' Manhattan distances to their goal cells
    /// (Kattis npuzzle), written by the `scatter` part; any board has one, solvable or not.
    Scatter,
}

impl Output {
    /// Appends the line (without its newline) printed for a solvable puzzle that `moves` (move
    /// indices: up, down, left, right) solve: the moves in the format's letters, their count,
    /// or the verdict.
    pub fn write_solved(&self, moves: &[u8], text: &mut Vec<u8>) {
        match *self {
            Output::Moves { letters } => text.extend(moves.iter().map(|&m| letters[m as usize])),
            Output::Count => text.extend_from_slice(moves.len().to_string().as_bytes()),
            Output::Verdict { yes } => text.extend_from_slice(yes.as_bytes()),
            // Moves do not give it: the board does (`scatter::scatter`).
            Output::Scatter => {}
        }
    }

    /// The letters of up, down, left, right, when the format prints moves.
    pub fn letters(&self) -> Option<[u8; 4]> {
        match *self {
            Output::Moves { letters } => Some(letters),
            Output::Count | Output::Verdict { .. } | Output::Scatter => None,
        }
    }
}

/// What surrounds each answer, beyond the answer's own line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Written before every answer, `#` standing for the puzzle's number: `Case #: ` (LightOJ).
    pub before: &'static str,
    /// Written before the answer of a solvable puzzle, after `before`: `YES\n` (acm.mipt.ru);
    /// `%` stands for the number of moves (`%\n`: HDU 3567's `Case k: d`, the moves below).
    pub solvable: &'static str,
    /// Written between the answers of two puzzles: `\n`, an empty line (UVA 652).
    pub between: &'static str,
}

impl Frame {
    /// Nothing around the answers: one line each.
    pub const PLAIN: Frame = Frame {
        before: "",
        solvable: "",
        between: "",
    };

    /// Opens the answer of puzzle `k` (0-based): the text between two answers, then `before`
    /// with the puzzle's number.
    pub fn open(&self, k: usize, text: &mut Vec<u8>) {
        if k > 0 {
            text.extend_from_slice(self.between.as_bytes());
        }
        let number = (k + 1).to_string();
        text.extend_from_slice(self.before.replace('#', &number).as_bytes());
    }

    /// The text before the answer of a solvable puzzle solved in `moves` moves.
    pub fn solved(&self, moves: usize) -> String {
        self.solvable.replace('%', &moves.to_string())
    }
}

/// A problem's format: its row of the problem table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// The judge, named in error messages.
    pub problem: &'static str,
    pub width: usize,
    pub height: usize,
    /// The goal, row-major, 0 = blank.
    pub goal: &'static [u32],
    /// The input opens with the number of puzzles; otherwise puzzles run to the end of input.
    pub counted: bool,
    /// Each puzzle is two boards, its start and then its own goal (HDU 3567); `goal` is then
    /// only the board's shape.
    pub goal_given: bool,
    pub cells: Cells,
    pub output: Output,
    /// The line printed for an unsolvable puzzle.
    pub unsolvable: &'static str,
    /// When every solution is longer than this many moves, this line is printed instead of one.
    pub over: Option<(u32, &'static str)>,
    pub frame: Frame,
}

/// A problem: its format, and the tables every search uses, computed at compile time.
pub trait Puzzle {
    const FORMAT: Format;
    /// Cells of the board.
    const N: usize = Self::FORMAT.width * Self::FORMAT.height;
    /// The goal's cells, row-major, 0 = blank; the first `N` are used.
    const GOAL_CELLS: [u8; MAX_CELLS] = goal_cells(Self::FORMAT.goal);
    const GOAL: Board = goal_board(Self::FORMAT.goal);
    /// `NEIGHBOR[blank][m]`: the cell the blank reaches with move `m`, or `OFF`.
    const NEIGHBOR: [[u8; 4]; MAX_CELLS] = neighbors(Self::FORMAT.width, Self::FORMAT.height);
    /// `MOVES_FROM[blank]`: bit m set when move m keeps the blank on the board; searches loop
    /// over the set bits.
    const MOVES_FROM: [u8; MAX_CELLS] = moves_from(Self::FORMAT.width, Self::FORMAT.height);
}

const fn goal_cells(goal: &[u32]) -> [u8; MAX_CELLS] {
    let mut cells = [0; MAX_CELLS];
    let mut i = 0;
    while i < goal.len() {
        cells[i] = goal[i] as u8;
        i += 1;
    }
    cells
}

const fn goal_board(goal: &[u32]) -> Board {
    let mut board = Board { cells: 0, blank: 0 };
    let mut i = 0;
    while i < goal.len() {
        board.cells |= (goal[i] as u64) << (4 * i);
        if goal[i] == 0 {
            board.blank = i;
        }
        i += 1;
    }
    board
}

const fn neighbors(width: usize, height: usize) -> [[u8; 4]; MAX_CELLS] {
    let mut table = [[OFF; 4]; MAX_CELLS];
    let mut cell = 0;
    while cell < width * height {
        let (row, col) = (cell / width, cell % width);
        if row > 0 {
            table[cell][0] = (cell - width) as u8;
        }
        if row + 1 < height {
            table[cell][1] = (cell + width) as u8;
        }
        if col > 0 {
            table[cell][2] = (cell - 1) as u8;
        }
        if col + 1 < width {
            table[cell][3] = (cell + 1) as u8;
        }
        cell += 1;
    }
    table
}

const fn moves_from(width: usize, height: usize) -> [u8; MAX_CELLS] {
    let neighbor = neighbors(width, height);
    let mut table = [0; MAX_CELLS];
    let mut cell = 0;
    while cell < MAX_CELLS {
        let mut m = 0;
        while m < 4 {
            if neighbor[cell][m] != OFF {
                table[cell] |= 1 << m;
            }
            m += 1;
        }
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::super::test_puzzles::TwoByThree;
    use super::*;

    #[test]
    fn geometry_of_two_by_three() {
        assert_eq!(TwoByThree::N, 6);
        assert_eq!(TwoByThree::GOAL.blank, 5);
        assert_eq!(TwoByThree::GOAL, Board::from_cells(&[1, 2, 3, 4, 5, 0]));
        assert_eq!(TwoByThree::NEIGHBOR[0], [OFF, 3, OFF, 1]);
        assert_eq!(TwoByThree::NEIGHBOR[4], [1, OFF, 3, 5]);
        assert_eq!(TwoByThree::MOVES_FROM[5], 0b0101);
        assert_eq!(TwoByThree::MOVES_FROM[6], 0);
    }
}
