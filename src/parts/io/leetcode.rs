//! A board handed over as LeetCode hands it, the rows of a `Vec<Vec<i32>>` (773 "Sliding
//! Puzzle"), and the number its function returns: found by the same solvability test and search
//! as the program the file also is, which reads the same boards written out (`Cells::Nested`).

use super::board::{Board, MAX_CELLS};
use super::puzzle::Puzzle;
use super::search::{Stats, Strategy};
use super::solvable::solvable;

/// The cells of `rows`, row-major, when they are a board of `P`: `height` rows of `width`
/// numbers, every one of `0..N` once (`0` the blank).
pub fn cells<P: Puzzle>(rows: &[Vec<i32>]) -> Option<[u8; MAX_CELLS]> {
    let (width, height) = (P::FORMAT.width, P::FORMAT.height);
    if rows.len() != height || rows.iter().any(|row| row.len() != width) {
        return None;
    }
    let mut cells = [0u8; MAX_CELLS];
    let mut seen = 0u32;
    for (cell, &tile) in cells.iter_mut().zip(rows.iter().flatten()) {
        if tile < 0 || tile as usize >= P::N || seen & (1 << tile) != 0 {
            return None;
        }
        seen |= 1 << tile;
        *cell = tile as u8;
    }
    Some(cells)
}

/// The fewest moves from `rows` to the goal of `P` by the search `S`, or -1 when the goal cannot
/// be reached (an unsolvable board; also rows that are no board of `P`, which LeetCode never
/// sends).
pub fn fewest_moves<P: Puzzle, S: Strategy>(rows: &[Vec<i32>]) -> i32 {
    let (mut stats, mut path) = (Stats::default(), Vec::new());
    let moves = match cells::<P>(rows) {
        Some(cells) if solvable::<P>(&cells[..P::N]) => {
            S::new().run(Board::from_cells(&cells[..P::N]), &mut stats, &mut path);
            path.len() as i32
        }
        _ => -1,
    };
    // The local `main` runs the file as the other programs, with their stats line.
    if std::env::var_os("NPUZZLE_STATS").is_some() {
        stats.report();
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{row, Row};

    type LeetCode = Row<{ row("leetcode773") }>;
    type Bfs = crate::parts::bfs::Search<LeetCode>;

    #[test]
    fn the_samples_and_the_goal() {
        let answer = |rows: [[i32; 3]; 2]| {
            let rows: Vec<Vec<i32>> = rows.iter().map(|row| row.to_vec()).collect();
            fewest_moves::<LeetCode, Bfs>(&rows)
        };
        assert_eq!(answer([[1, 2, 3], [4, 0, 5]]), 1);
        assert_eq!(answer([[1, 2, 3], [5, 4, 0]]), -1);
        assert_eq!(answer([[4, 1, 2], [5, 0, 3]]), 5);
        assert_eq!(answer([[1, 2, 3], [4, 5, 0]]), 0);
    }

    #[test]
    fn rows_that_are_no_board_give_no_cells() {
        let cells = |rows: &[&[i32]]| {
            let rows: Vec<Vec<i32>> = rows.iter().map(|row| row.to_vec()).collect();
            super::cells::<LeetCode>(&rows).map(|c| c[..6].to_vec())
        };
        assert_eq!(
            cells(&[&[4, 1, 2], &[5, 0, 3]]),
            Some(vec![4, 1, 2, 5, 0, 3])
        );
        assert_eq!(cells(&[&[1, 2, 3], &[4, 5]]), None);
        assert_eq!(cells(&[&[1, 2, 3], &[4, 5, 0], &[6, 7, 8]]), None);
        assert_eq!(cells(&[&[1, 2, 3], &[4, 5, 6]]), None);
        assert_eq!(cells(&[&[1, 2, 3], &[4, 5, -1]]), None);
        assert_eq!(cells(&[&[1, 2, 3], &[4, 4, 0]]), None);
        let rows = [vec![1, 2, 3], vec![4, 5, 0]];
        assert_eq!(fewest_moves::<LeetCode, Bfs>(&rows[..1]), -1);
    }
}
