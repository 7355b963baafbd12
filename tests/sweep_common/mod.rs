//! What the tests of the search parts on whole spaces share (`parts_sweep`, `parts_heuristics`):
//! the board sizes as problems of the standard goal, 2×3, 2×4 and 2×5's partitions into pattern
//! databases, and a board in the parts' packed form.

#![allow(dead_code)]

use npuzzle::board::Board;
use npuzzle::parts::board::Board as Packed;
use npuzzle::parts::pdb_any::{Databases, Patterns};
use npuzzle::parts::puzzle::{Cells, Format, Frame, Output, Puzzle};

/// A board of the standard goal (tiles in order, the blank last) for the sweeps.
macro_rules! size {
    ($name:ident, $w:expr, $h:expr, $goal:expr) => {
        pub struct $name;
        impl Puzzle for $name {
            const FORMAT: Format = Format {
                problem: stringify!($name),
                width: $w,
                height: $h,
                goal: &$goal,
                counted: false,
                goal_given: false,
                cells: Cells::Tokens { blanks: &["0"] },
                output: Output::Count,
                unsolvable: "-1",
                over: None,
                frame: Frame::PLAIN,
            };
        }
    };
}

size!(S2x2, 2, 2, [1, 2, 3, 0]);
size!(S2x3, 3, 2, [1, 2, 3, 4, 5, 0]);
size!(S2x4, 4, 2, [1, 2, 3, 4, 5, 6, 7, 0]);
size!(S3x3, 3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
size!(S2x5, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
size!(S3x4, 4, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
size!(
    S4x4,
    4,
    4,
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]
);

/// `$name`'s additive pattern databases, of the groups `$patterns`, built once.
macro_rules! patterns {
    ($name:ident, $patterns:expr) => {
        impl Patterns for $name {
            const PATTERNS: &'static [&'static [u8]] = $patterns;
            fn databases() -> &'static Databases {
                static DATABASES: std::sync::OnceLock<Databases> = std::sync::OnceLock::new();
                DATABASES.get_or_init(Databases::build::<Self>)
            }
        }
    };
}

// On two rows, the top row's tiles and the bottom row's.
patterns!(S2x2, &[&[1, 2], &[3]]);
patterns!(S2x3, &[&[1, 2, 3], &[4, 5]]);
patterns!(S2x4, &[&[1, 2, 3, 4], &[5, 6, 7]]);
patterns!(S2x5, &[&[1, 2, 3, 4, 5], &[6, 7, 8, 9]]);
patterns!(S3x3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);

pub fn packed(board: &Board) -> Packed {
    let cells: Vec<u8> = board.cells.iter().map(|&t| t as u8).collect();
    Packed::from_cells(&cells)
}
