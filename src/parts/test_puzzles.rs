//! Puzzles for the parts' unit tests (not a part: no recipe names it).

use super::puzzle::{Cells, Format, Frame, Output, Puzzle};

/// The 2×3 board, tiles in order and the blank last, read as digits.
pub struct TwoByThree;

impl Puzzle for TwoByThree {
    const FORMAT: Format = Format {
        problem: "test",
        width: 3,
        height: 2,
        goal: &[1, 2, 3, 4, 5, 0],
        counted: false,
        goal_given: false,
        cells: Cells::Digits { blank: b'0' },
        output: Output::Count,
        unsolvable: "-1",
        over: None,
        frame: Frame::PLAIN,
    };
}
