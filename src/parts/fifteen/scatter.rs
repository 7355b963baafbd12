//! The "scatter" of Kattis / DMOJ `npuzzle` (COCI 2006/07 #3): the sum over the tiles of the
//! Manhattan distance between a tile's cell and its goal cell (`ABCD/EFGH/IJKL/MNO.`, letter
//! `A`+k being tile k+1). No search: the judge asks for this number itself, for any board,
//! solvable or not. A whole program, as the driver of its file: every puzzle of the input
//! answered with its scatter, one line each.

use super::input::parse;
use super::puzzle::Puzzle;
use super::run::program;
use std::io::Write;
use std::marker::PhantomData;

/// The scatter of `cells` (row-major, `0` the blank) towards `goal` on a board `width` wide.
pub fn scatter(cells: &[u8], goal: &[u8], width: usize) -> u32 {
    let mut home = [0usize; 256];
    for (cell, &tile) in goal.iter().enumerate() {
        home[tile as usize] = cell;
    }
    let distance = |(cell, &tile): (usize, &u8)| {
        let home = home[tile as usize];
        (cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width)
    };
    let total: usize = cells
        .iter()
        .enumerate()
        .filter(|&(_, &tile)| tile != 0)
        .map(distance)
        .sum();
    total as u32
}

/// What a problem without search prints for a board: a number measured on it.
pub trait Measure {
    fn measure(cells: &[u8]) -> u32;
}

/// The scatter as the strategy of a file (no search).
pub struct Search<P> {
    problem: PhantomData<P>,
}

impl<P: Puzzle> Measure for Search<P> {
    fn measure(cells: &[u8]) -> u32 {
        scatter(&cells[..P::N], &P::GOAL_CELLS[..P::N], P::FORMAT.width)
    }
}

/// Answers every puzzle of `input` with `S`'s number, one line each; with `NPUZZLE_STATS` set,
/// one line `stats expanded=0 generated=0` a puzzle on stderr (nothing is searched).
pub fn solve<P: Puzzle, S: Measure>(input: &str, out: &mut impl Write) -> Result<(), String> {
    let puzzles = parse::<P>(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut text = String::new();
    for cells in &puzzles {
        text.push_str(&format!("{}\n", S::measure(cells)));
        if show_stats {
            eprintln!("stats expanded=0 generated=0");
        }
    }
    out.write_all(text.as_bytes())
        .map_err(|e| format!("{}: cannot write the answer: {}", P::FORMAT.problem, e))
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error.
pub fn main<P: Puzzle, S: Measure>() {
    program(P::FORMAT.problem, |input, out| solve::<P, S>(input, out));
}

#[cfg(test)]
mod tests {
    use super::scatter;

    const GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

    /// Kattis's letters as tiles: `A`+k is tile k+1, `.` the blank.
    fn cells(rows: &str) -> Vec<u8> {
        rows.bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .map(|b| if b == b'.' { 0 } else { b - b'A' + 1 })
            .collect()
    }

    #[test]
    fn kattis_samples_and_extremes() {
        let of = |rows: &str| scatter(&cells(rows), &GOAL, 4);
        assert_eq!(of("ABCD EFGH IJKL M.NO"), 2);
        assert_eq!(of(".BCD EAGH IJFL MNOK"), 6);
        assert_eq!(of("ABCD EFGH IJKL MNO."), 0);
        // The letters in reverse order: A is 3 + 3 away, B 3 + 1, ... (summed by hand: 58).
        assert_eq!(of(".ONM LKJI HGFE DCBA"), 58);
    }

    #[test]
    fn the_goal_may_be_any() {
        // 3×3, Luogu's goal 1 2 3 / 8 0 4 / 7 6 5: tile 8 one row up from the bottom-left.
        let goal = [1, 2, 3, 8, 0, 4, 7, 6, 5];
        assert_eq!(scatter(&goal, &goal, 3), 0);
        assert_eq!(scatter(&[1, 2, 3, 0, 8, 4, 7, 6, 5], &goal, 3), 1);
    }
}
