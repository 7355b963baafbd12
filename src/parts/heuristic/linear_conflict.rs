//! Manhattan distance plus linear conflict (Hansson, Mayer & Yung 1992) for any width, height
//! and goal, updated per move. Two tiles in their goal line (row or column) in the wrong order
//! must leave it for one of them to pass: a line adds 2 × (its tiles whose goal is in it − the
//! most of them already in order), the longest increasing run of their goal places. Admissible
//! and consistent: a move takes one tile out of or into one of its goal lines (the other line
//! it crosses is not its own), so the conflict changes by 0 or ±2 against a Manhattan change of
//! ∓1 — the estimate still moves by exactly 1.

use super::board::{Board, MAX_CELLS};
use super::manhattan;
use super::puzzle::Puzzle;
use super::search::Estimate;

/// Manhattan distance plus linear conflict.
pub struct Heuristic<P> {
    manhattan: manhattan::Heuristic<P>,
}

impl<P: Puzzle> Heuristic<P> {
    /// `GOAL_CELL[tile]`: the cell where the tile belongs.
    const GOAL_CELL: [u8; MAX_CELLS] = goal_cells(P::FORMAT.goal);

    /// The conflict of row `r` (`row`) or column `r`: 2 × (tiles of that line at home in it −
    /// the longest run of them in increasing order of their goal places).
    fn line(board: Board, row: bool, r: usize) -> usize {
        let (w, h) = (P::FORMAT.width, P::FORMAT.height);
        let (len, step, first) = if row { (w, 1, r * w) } else { (h, w, r) };
        // Longest increasing run ending at each tile of the line that belongs to it.
        let mut places = [0usize; MAX_CELLS];
        let mut runs = [0usize; MAX_CELLS];
        let (mut count, mut longest) = (0, 0);
        for k in 0..len {
            let tile = board.tile(first + k * step);
            let goal = Self::GOAL_CELL[tile & 15] as usize;
            let (line, place) = if row {
                (goal / w, goal % w)
            } else {
                (goal % w, goal / w)
            };
            if tile == 0 || line != r {
                continue;
            }
            let run = 1
                + (0..count)
                    .filter(|&j| places[j] < place)
                    .map(|j| runs[j])
                    .max()
                    .unwrap_or(0);
            places[count] = place;
            runs[count] = run;
            count += 1;
            longest = longest.max(run);
        }
        2 * (count - longest)
    }

    /// The conflicts of the two lines a move from `blank` to `to` crosses: two columns for a
    /// move along a row, two rows for one along a column.
    fn crossed(board: Board, blank: usize, to: usize) -> usize {
        let w = P::FORMAT.width;
        if blank / w == to / w {
            Self::line(board, false, blank % w) + Self::line(board, false, to % w)
        } else {
            Self::line(board, true, blank / w) + Self::line(board, true, to / w)
        }
    }
}

const fn goal_cells(goal: &[u32]) -> [u8; MAX_CELLS] {
    let mut cells = [0; MAX_CELLS];
    let mut i = 0;
    while i < goal.len() {
        cells[goal[i] as usize] = i as u8;
        i += 1;
    }
    cells
}

impl<P: Puzzle> Estimate for Heuristic<P> {
    fn new() -> Self {
        Heuristic {
            manhattan: manhattan::Heuristic::new(),
        }
    }

    fn estimate(&self, board: Board) -> usize {
        let distance = self.manhattan.estimate(board);
        let rows = (0..P::FORMAT.height).map(|r| Self::line(board, true, r));
        let columns = (0..P::FORMAT.width).map(|c| Self::line(board, false, c));
        distance + rows.sum::<usize>() + columns.sum::<usize>()
    }

    /// The moved tile's Manhattan term, and the conflicts of the two lines the move crosses (no
    /// other line changes: the tile keeps its place among the others in the line it stays in).
    fn after(&self, h: usize, board: Board, tile: usize, blank: usize, to: usize) -> usize {
        let child = board.slide(to).0;
        let h = self.manhattan.after(h, board, tile, blank, to);
        h + Self::crossed(child, blank, to) - Self::crossed(board, blank, to)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_puzzles::TwoByThree;
    use super::*;
    use crate::oracle::DistanceTable;
    use crate::problems::{row, Row};
    use crate::rng::Rng;

    type Eight = Row<{ row("poj1077") }>;
    type Fifteen = Row<{ row("uva10181") }>;

    #[test]
    fn known_values() {
        // 2 1 3 / 4 5 6 / 7 8 _: Manhattan 2, tiles 2 and 1 in conflict in the top row: 4.
        let board = Board::from_cells(&[2, 1, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(Heuristic::<Eight>::new().estimate(board), 4);
        // 3 2 1 in the top row: Manhattan 4, two of the three tiles must leave: 8.
        let board = Board::from_cells(&[3, 2, 1, 4, 5, 6, 7, 8, 0]);
        assert_eq!(Heuristic::<Eight>::new().estimate(board), 8);
        assert_eq!(Heuristic::<Eight>::new().estimate(Eight::GOAL), 0);
        assert_eq!(Heuristic::<Fifteen>::new().estimate(Fifteen::GOAL), 0);
    }

    /// Admissible and consistent on every solvable 3×3 board (against the BFS oracle), and the
    /// per-move update equals the estimate from scratch on every move of every board.
    #[test]
    fn admissible_consistent_and_updated_exactly_on_every_eight_puzzle() {
        let goal = crate::problems::problem("poj1077").unwrap().goal_board();
        let oracle = DistanceTable::new(&goal);
        for (board, distance) in oracle.solvable_boards() {
            let cells: Vec<u8> = board.cells.iter().map(|&t| t as u8).collect();
            let board = Board::from_cells(&cells);
            let h = Heuristic::<Eight>::new().estimate(board);
            assert!(h <= distance as usize, "{:?}", cells);
            check_moves::<Eight>(board, h);
        }
    }

    /// Every move's update against the estimate from scratch, and the change of exactly 1.
    fn check_moves<P: Puzzle>(board: Board, h: usize) {
        let mut moves = P::MOVES_FROM[board.blank];
        while moves != 0 {
            let m = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let to = P::NEIGHBOR[board.blank][m] as usize;
            let (child, tile) = board.slide(to);
            let updated = Heuristic::<P>::new().after(h, board, tile, board.blank, to);
            assert_eq!(updated, Heuristic::<P>::new().estimate(child));
            assert_eq!(updated.abs_diff(h), 1);
        }
    }

    #[test]
    fn updated_exactly_on_random_walks_of_the_fifteen_puzzle_and_the_two_by_three() {
        let mut rng = Rng::new(30);
        for _ in 0..2 {
            walk::<Fifteen>(&mut rng);
            walk::<TwoByThree>(&mut rng);
        }
    }

    fn walk<P: Puzzle>(rng: &mut Rng) {
        let mut board = P::GOAL;
        for _ in 0..5_000 {
            check_moves::<P>(board, Heuristic::<P>::new().estimate(board));
            let m = rng.below(4) as usize;
            if P::MOVES_FROM[board.blank] & (1 << m) != 0 {
                board = board.slide(P::NEIGHBOR[board.blank][m] as usize).0;
            }
        }
    }
}
