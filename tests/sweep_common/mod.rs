//! What the tests of the search parts on whole spaces share (`parts_sweep`, `parts_heuristics`):
//! the board sizes as problems of the standard goal, 2×3, 2×4 and 2×5's partitions into pattern
//! databases, and a board in the parts' packed form.

#![allow(dead_code)]

use npuzzle::board::Board;
use npuzzle::parts::board::Board as Packed;
use npuzzle::parts::puzzle::{Cells, Format, Frame, Output, Puzzle};
use npuzzle::parts::search::{Stats, Strategy};
use npuzzle::study::pdb_any::{Databases, Patterns};

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

// On two rows, the tiles of the left columns and those of the right ones: a tile and the one
// above or below it in one group (on 2×5, 32.6 the mean against 28.1 for the top row's tiles and
// the bottom row's: tests/parts_heuristics.rs, `partitions_of_2x5`).
patterns!(S2x2, &[&[1, 3], &[2]]);
patterns!(S2x3, &[&[1, 4], &[2, 3, 5]]);
patterns!(S2x4, &[&[1, 2, 5, 6], &[3, 4, 7]]);
patterns!(S2x5, &[&[1, 2, 6, 7], &[3, 4, 5, 8, 9]]);
patterns!(S3x3, &[&[1, 2, 4, 5], &[3, 6, 7, 8]]);

pub fn packed(board: &Board) -> Packed {
    let cells: Vec<u8> = board.cells.iter().map(|&t| t as u8).collect();
    Packed::from_cells(&cells)
}

/// This thread's CPU time (from the kernel's schedstat: a loaded machine does not inflate it),
/// at the kernel tick's resolution, or the wall clock's where the kernel does not say.
pub fn cpu_time(wall: std::time::Instant) -> std::time::Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map_or_else(|| wall.elapsed(), std::time::Duration::from_nanos)
}

/// The CPU time and effort of `S` on `boards`, one line on stderr.
pub fn cost<S: Strategy>(name: &str, boards: &[(Board, u32)]) {
    let wall = std::time::Instant::now();
    let start = cpu_time(wall);
    let mut search = S::new();
    let (mut stats, built) = (Stats::default(), cpu_time(wall));
    let mut most = 0;
    for (board, distance) in boards {
        let mut path = Vec::new();
        let before = stats.generated;
        search.run(packed(board), &mut stats, &mut path);
        most = most.max(stats.generated - before);
        assert!(
            path.len() as u32 >= *distance,
            "{} on {}",
            name,
            board.one_line()
        );
    }
    let count = boards.len() as u64;
    eprintln!(
        "{:17} built in {:>7.1?}, then {:>7.1?} a board: expanded {:>6}, generated {:>7} (most {})",
        name,
        built - start,
        (cpu_time(wall) - built) / count as u32,
        stats.expanded / count,
        stats.generated / count,
        most
    );
}
