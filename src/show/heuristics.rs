//! The heuristic view: along one optimal answer, each board's estimate by Manhattan distance,
//! by linear conflict and (4×4) by the pattern databases, against its true distance — the
//! oracle's BFS distance on the small boards, the moves left on an optimal path otherwise.
//! Each estimate is the heuristic part's own (`parts::manhattan`, `parts::linear_conflict`,
//! `parts::pdb15`; on the 5×5, Manhattan distance alone, `parts::idastar24`'s).

use super::catalog::Shape;
use super::frame::{frame, Target};
use crate::board::{Board as Cells, Dir};
use crate::parts::board::Board;
use crate::parts::pdb15::{self, PATTERNS, VIEWS};
use crate::parts::puzzle::Puzzle;
use crate::parts::search::Estimate;
use crate::parts::{linear_conflict, manhattan};
use crate::problems::{row, Row};

/// One line of the view: its name and its value on each board of the path (start first).
pub type Column = (&'static str, Vec<u32>);

/// The columns along `moves` (up, down, left, right as 0–3), an optimal answer from `start` to
/// `goal`; the last column is the true distance.
pub fn view(shape: Shape, start: &Cells, goal: &Cells, moves: &[u8]) -> Vec<Column> {
    let boards = replay(start, moves);
    let mut columns = match shape {
        Shape::Small => small(&boards, goal),
        Shape::Fifteen => fifteen(&boards),
        Shape::TwentyFour => twentyfour(&boards),
        Shape::Big => Vec::new(),
    };
    let left: Vec<u32> = (0..boards.len())
        .map(|k| (moves.len() - k) as u32)
        .collect();
    let truth = match crate::oracle::for_goal(goal) {
        Some(oracle) => (boards
            .iter()
            .map(|b| oracle.distance(b))
            .collect::<Option<Vec<u32>>>())
        .unwrap_or(left),
        None => left,
    };
    columns.push(("true distance", truth));
    columns
}

/// The boards from `start` after each of `moves`.
fn replay(start: &Cells, moves: &[u8]) -> Vec<Cells> {
    let mut board = start.clone();
    let mut boards = vec![board.clone()];
    for &m in moves {
        board.apply(Dir::ALL[m as usize & 3]);
        boards.push(board.clone());
    }
    boards
}

fn small(boards: &[Cells], goal: &Cells) -> Vec<Column> {
    let Some(frame) = frame(goal) else {
        return Vec::new();
    };
    let packed: Vec<Board> = boards.iter().map(|b| frame.board(b, goal)).collect();
    match frame.target {
        Target::Eight => estimates::<Row<{ row("poj1077") }>>(&packed),
        Target::Luogu => estimates::<Row<{ row("luogu1379") }>>(&packed),
        Target::Edge => estimates::<super::frame::EdgeGoal>(&packed),
        Target::TwoByThree => estimates::<Row<{ row("leetcode773") }>>(&packed),
    }
}

fn fifteen(boards: &[Cells]) -> Vec<Column> {
    let packed: Vec<Board> = (boards.iter())
        .map(|b| Board::from_cells(&b.cells.iter().map(|&t| t as u8).collect::<Vec<u8>>()))
        .collect();
    let mut columns = estimates::<Row<{ row("uva10181") }>>(&packed);
    let tables = pdb15::Heuristic::new(&PATTERNS, VIEWS);
    let pdb = (boards.iter())
        .map(|b| {
            let mut cells = [0u8; 16];
            for (cell, &tile) in cells.iter_mut().zip(&b.cells) {
                *cell = tile as u8;
            }
            tables.estimate(&cells)
        })
        .collect();
    columns.push(("pattern databases", pdb));
    columns
}

/// Manhattan distance on the 5×5, as the page's 24-puzzle search reads it (`idastar24` over a
/// table a tile; the pattern databases are not built for the page).
fn twentyfour(boards: &[Cells]) -> Vec<Column> {
    let manhattan = super::solo::manhattan24();
    let h = |b: &Cells| manhattan.h(&b.cells.iter().map(|&t| t as u8).collect::<Vec<u8>>());
    vec![("Manhattan", boards.iter().map(h).collect())]
}

/// Manhattan distance and linear conflict of each board.
fn estimates<P: Puzzle>(boards: &[Board]) -> Vec<Column> {
    fn of<H: Estimate>(boards: &[Board]) -> Vec<u32> {
        let heuristic = H::new();
        boards
            .iter()
            .map(|&b| heuristic.estimate(b) as u32)
            .collect()
    }
    vec![
        ("Manhattan", of::<manhattan::Heuristic<P>>(boards)),
        (
            "linear conflict",
            of::<linear_conflict::Heuristic<P>>(boards),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::problem;

    #[test]
    fn along_an_optimal_path_every_estimate_is_admissible_and_the_truth_falls_by_one() {
        let poj = problem("poj1077").unwrap();
        let goal = poj.goal_board();
        let start = Cells::new(3, 3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        let path = crate::oracle::shared(&goal).path(&start).unwrap();
        let moves: Vec<u8> = path.iter().map(|d| d.index() as u8).collect();
        let columns = view(Shape::Small, &start, &goal, &moves);
        let names: Vec<&str> = columns.iter().map(|c| c.0).collect();
        assert_eq!(names, ["Manhattan", "linear conflict", "true distance"]);
        let truth = &columns[2].1;
        assert_eq!(truth[0], 31);
        assert!(truth.windows(2).all(|w| w[0] == w[1] + 1));
        for (name, values) in &columns {
            assert!(values.iter().zip(truth).all(|(h, t)| h <= t), "{name}");
        }
        assert!((columns[0].1.iter().zip(&columns[1].1)).all(|(m, c)| m <= c));
    }

    #[test]
    fn the_24_puzzle_shows_manhattan_distance_against_the_moves_left() {
        let goal = problem("korf24").unwrap().goal_board();
        let mut start = goal.clone();
        // The blank two cells left and one up: three moves back, no fewer.
        for dir in [Dir::Left, Dir::Left, Dir::Up] {
            assert!(start.apply(dir));
        }
        let moves = [Dir::Down, Dir::Right, Dir::Right].map(|d| d.index() as u8);
        let columns = view(Shape::TwentyFour, &start, &goal, &moves);
        let expected: [Column; 2] = [
            ("Manhattan", vec![3, 2, 1, 0]),
            ("true distance", vec![3, 2, 1, 0]),
        ];
        assert_eq!(columns, expected);
    }
}
