//! The goal a small board is searched towards. The parts are compiled for fixed goals (a
//! `Puzzle` each); a board whose goal is another (HDU 3567 gives one a puzzle) is turned or
//! mirrored so that its goal's blank lands where one of them has it, and its tiles relabelled
//! so that its goal becomes that one: the same moves, turned back, solve the board itself.

use crate::board::Board as Cells;
use crate::parts::board::Board;
use crate::parts::puzzle::{Format, Puzzle};
use crate::problems::{format_of, row, PROBLEMS};

/// The goals the small searches are compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// POJ 1077's `1 … 8 _` (the blank in a corner).
    Eight,
    /// Luogu P1379's `1 2 3 / 8 _ 4 / 7 6 5` (the blank in the centre).
    Luogu,
    /// `1 2 3 / 4 5 _ / 6 7 8` ([`EdgeGoal`]: the blank on an edge).
    Edge,
    /// LeetCode 773's `1 2 3 / 4 5 _`.
    TwoByThree,
}

const EDGE: &[u32] = &[1, 2, 3, 4, 5, 0, 6, 7, 8];

/// A 3×3 goal with the blank on the middle of an edge, for the goals that have it there.
pub struct EdgeGoal;

impl Puzzle for EdgeGoal {
    const FORMAT: Format = Format {
        goal: EDGE,
        ..format_of(&PROBLEMS[row("poj1077")])
    };
}

impl Target {
    pub fn goal(self) -> &'static [u32] {
        match self {
            Target::Eight => PROBLEMS[row("poj1077")].goal,
            Target::Luogu => PROBLEMS[row("luogu1379")].goal,
            Target::Edge => EDGE,
            Target::TwoByThree => PROBLEMS[row("leetcode773")].goal,
        }
    }
}

/// A symmetry of the square: transpose, then mirror the rows, then the columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    pub transpose: bool,
    pub flip_rows: bool,
    pub flip_columns: bool,
}

impl Symmetry {
    pub const NONE: Symmetry = Symmetry {
        transpose: false,
        flip_rows: false,
        flip_columns: false,
    };

    /// Every symmetry, the identity first (only it for a board that is not square).
    fn all(square: bool) -> Vec<Symmetry> {
        let count = if square { 8 } else { 1 };
        (0..count)
            .map(|k| Symmetry {
                transpose: k & 4 != 0,
                flip_rows: k & 2 != 0,
                flip_columns: k & 1 != 0,
            })
            .collect()
    }

    /// Where cell `i` of a `side`-wide square goes.
    fn cell(self, i: usize, side: usize) -> usize {
        let (mut r, mut c) = (i / side, i % side);
        if self.transpose {
            (r, c) = (c, r);
        }
        if self.flip_rows {
            r = side - 1 - r;
        }
        if self.flip_columns {
            c = side - 1 - c;
        }
        r * side + c
    }

    /// A move of the blank (up, down, left, right) as this symmetry turns it, and back.
    pub fn turn(self, m: u8) -> u8 {
        let mut m = if self.transpose { m ^ 2 } else { m };
        if self.flip_rows && m < 2 || self.flip_columns && m >= 2 {
            m ^= 1;
        }
        m
    }

    pub fn turn_back(self, m: u8) -> u8 {
        let mut m = m;
        if self.flip_rows && m < 2 || self.flip_columns && m >= 2 {
            m ^= 1;
        }
        if self.transpose {
            m ^ 2
        } else {
            m
        }
    }

    /// The cells of `board` turned.
    fn apply(self, board: &Cells) -> Vec<u32> {
        let mut cells = vec![0; board.cells.len()];
        for (i, &tile) in board.cells.iter().enumerate() {
            cells[self.cell(i, board.width)] = tile;
        }
        cells
    }
}

/// How a board towards `goal` is searched: towards which compiled goal, turned how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub target: Target,
    pub symmetry: Symmetry,
}

/// The frame of a small board's goal: the compiled goal with the blank in the same cell if
/// any, else the first symmetry that brings the blank where one has it.
pub fn frame(goal: &Cells) -> Option<Frame> {
    let targets: &[Target] = match (goal.width, goal.height) {
        (3, 3) => &[Target::Eight, Target::Luogu, Target::Edge],
        (3, 2) => &[Target::TwoByThree],
        _ => &[],
    };
    for symmetry in Symmetry::all(goal.width == goal.height) {
        let blank = symmetry.cell(goal.blank, goal.width);
        let blank_of = |t: &Target| t.goal().iter().position(|&c| c == 0);
        if let Some(&target) = targets.iter().find(|t| blank_of(t) == Some(blank)) {
            return Some(Frame { target, symmetry });
        }
    }
    None
}

impl Frame {
    /// `board` as its frame's search sees it: turned, its tiles relabelled so that `goal`
    /// (turned) is the target's goal.
    pub fn board(&self, board: &Cells, goal: &Cells) -> Board {
        let (cells, goal) = (self.symmetry.apply(board), self.symmetry.apply(goal));
        let mut place = vec![0; goal.len()];
        for (i, &tile) in goal.iter().enumerate() {
            place[tile as usize] = i;
        }
        let target = self.target.goal();
        let tiles: Vec<u8> = (cells.iter())
            .map(|&tile| target[place[tile as usize]] as u8)
            .collect();
        Board::from_cells(&tiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Dir;

    /// For every goal of the 3×3, the framed goal is the target's goal, and a move on the board
    /// is the turned move on the framed board.
    #[test]
    fn every_blank_cell_has_a_frame_whose_moves_turn_back() {
        for blank in 0..9 {
            let mut cells: Vec<u32> = (1..9).collect();
            cells.insert(blank, 0);
            let goal = Cells::new(3, 3, cells).unwrap();
            let f = frame(&goal).unwrap();
            let target = Board::from_cells(
                &f.target
                    .goal()
                    .iter()
                    .map(|&t| t as u8)
                    .collect::<Vec<u8>>(),
            );
            assert_eq!(f.board(&goal, &goal), target, "blank {blank}");
            for m in 0..4u8 {
                assert_eq!(f.symmetry.turn_back(f.symmetry.turn(m)), m);
                let mut moved = goal.clone();
                if !moved.apply(Dir::ALL[m as usize]) {
                    continue;
                }
                let framed = f.board(&moved, &goal);
                let turned = f.symmetry.turn(m) as usize;
                let neighbour = [-3i32, 3, -1, 1][turned] + target.blank as i32;
                assert_eq!(
                    target.slide(neighbour as usize).0,
                    framed,
                    "blank {blank} move {m}"
                );
            }
        }
        let standard = crate::problems::problem("poj1077").unwrap().goal_board();
        assert_eq!(frame(&standard).unwrap().symmetry, Symmetry::NONE);
    }
}
