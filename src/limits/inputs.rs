//! The hardest input each row's judge allows: the deepest boards its rule and its promise let
//! in, as many as its statement allows (where a statement gives no maximum, the assumption is
//! said), laid out as that judge sends them — one board a run where the judge gives one.

use super::deep::Deep;
use super::plans::{Make, PLANS};
use crate::board::Board;
use crate::data::{hard80, korf100};
use crate::gen::{self, Depth, Spec};
use crate::input::format_puzzles;
use crate::oracle;
use crate::problems::{Frame, Problem};

/// One input of a row's hardest, and what the checker needs beside it.
#[derive(Clone, Debug)]
pub struct Input {
    pub text: String,
    /// The reference answer file, empty when the checker needs none (its own BFS for the small
    /// boards, its own search for the rows with a bound, any valid moves).
    pub answer: String,
    /// Per puzzle, its fewest moves where known (for the answers' column).
    pub optima: Vec<Option<u64>>,
}

/// A row's hardest input: what it is, in words, the assumption made where the statement is
/// silent, and its files (each one run).
#[derive(Clone, Debug)]
pub struct Hardest {
    pub what: &'static str,
    pub assumed: Option<&'static str>,
    pub inputs: Vec<Input>,
}

/// The seed of every random choice: the inputs are the same on every run.
const SEED: u64 = 27;

/// The hardest input of `problem`'s judge; 15-puzzle boards at exact distances come from `deep`.
pub fn hardest(problem: &Problem, deep: &mut Deep) -> Result<Hardest, String> {
    let &(_, make, what, assumed) = (PLANS.iter())
        .find(|plan| plan.0 == problem.id)
        .ok_or_else(|| {
            format!(
                "limits: no hardest input is known for {} (add it to src/limits/inputs.rs)",
                problem.id
            )
        })?;
    let inputs = match make {
        Make::Deepest => deepest(problem)?,
        Make::Drawn {
            count,
            depth,
            unsolvable,
        } => vec![drawn(
            problem,
            count,
            Depth::Between(depth.0, depth.1),
            unsolvable,
            SEED,
        )?],
        Make::Every => vec![every(problem)?],
        Make::Exact {
            distances,
            per_input,
            runs,
        } => exact(problem, deep, distances, (per_input, runs))?,
        Make::Hard80 => (hard80().into_iter())
            .map(|(cells, optimum)| fifteen(problem, &[(cells, optimum)]))
            .collect::<Result<_, _>>()?,
        Make::Korf100 => vec![fifteen(problem, &korf100())?],
        Make::Korf24 { number } => vec![korf24(problem, number)?],
        Make::Random {
            per_input,
            unsolvable,
            runs,
        } => (0..runs as u64)
            .map(|run| drawn(problem, per_input, Depth::Any, unsolvable, SEED + run))
            .collect::<Result<_, _>>()?,
    };
    Ok(Hardest {
        what,
        assumed,
        inputs,
    })
}

/// Instance `number` of Korf & Felner's 50 (data/korf24.txt, `BOARD;LENGTH;NODES` lines) alone,
/// with its published length.
fn korf24(problem: &Problem, number: usize) -> Result<Input, String> {
    let data = include_str!("../../data/korf24.txt");
    let line = (data.lines().nth(number.saturating_sub(1)))
        .ok_or(format!("limits: data/korf24.txt has no line {}", number))?;
    let mut fields = line.split(';');
    let cells = (fields.next().unwrap_or("").split_whitespace())
        .map(|t| {
            t.parse::<u32>()
                .map_err(|e| format!("limits: data/korf24.txt: {}", e))
        })
        .collect::<Result<Vec<u32>, String>>()?;
    let optimum = fields.next().and_then(|t| t.trim().parse::<u64>().ok());
    let board = Board::new(problem.width, problem.height, cells)?;
    Ok(plain(
        problem,
        &[board],
        &[problem.goal_board()],
        vec![optimum],
    ))
}

/// `boards` (towards their `goals`) as one input, with no answer file.
fn plain(problem: &Problem, boards: &[Board], goals: &[Board], optima: Vec<Option<u64>>) -> Input {
    Input {
        text: format_puzzles(problem, boards, goals),
        answer: String::new(),
        optima,
    }
}

/// The oracle's deepest boards of the row's goal (at most 4), then one unsolvable board where
/// the row answers one; one an input.
fn deepest(problem: &Problem) -> Result<Vec<Input>, String> {
    let goal = problem.goal_board();
    let table = oracle::for_goal(&goal).ok_or(format!("limits: {} is no 3×3 row", problem.id))?;
    let diameter = table.diameter();
    let mut boards: Vec<(Board, Option<u64>)> = (table.solvable_boards())
        .filter(|&(_, distance)| distance == diameter)
        .take(4)
        .map(|(board, distance)| (board, Some(u64::from(distance))))
        .collect();
    if problem.unsolvable.is_some() {
        boards.push((exchanged(&boards[0].0), None));
    }
    let one = |(board, optimum): (Board, Option<u64>)| {
        plain(
            problem,
            &[board],
            std::slice::from_ref(&goal),
            vec![optimum],
        )
    };
    Ok(boards.into_iter().map(one).collect())
}

/// `board` with its first two tiles exchanged: the other parity class, so unsolvable.
fn exchanged(board: &Board) -> Board {
    let tiles: Vec<usize> = (0..board.len()).filter(|&i| i != board.blank).collect();
    let mut other = board.clone();
    other.cells.swap(tiles[0], tiles[1]);
    other
}

/// `count` puzzles drawn by the generator at `depth`, `unsolvable` of them unsolvable.
fn drawn(
    problem: &Problem,
    count: usize,
    depth: Depth,
    unsolvable: usize,
    seed: u64,
) -> Result<Input, String> {
    let spec = Spec {
        count,
        depth,
        unsolvable,
        seed,
    };
    let case = gen::generate(problem, &spec).map_err(|e| format!("limits: {}: {e}", problem.id))?;
    let optima = (case.answers.iter())
        .map(|answer| match (answer, case.optimal) {
            (crate::output::Answer::Moves(moves), true) => Some(moves.len() as u64),
            _ => None,
        })
        .collect();
    Ok(plain(problem, &case.boards, &case.goals, optima))
}

/// Every arrangement of the row's (oracle-sized) board: the solvable ones, then each of them
/// with two tiles exchanged.
fn every(problem: &Problem) -> Result<Input, String> {
    let goal = problem.goal_board();
    let table = oracle::for_goal(&goal).ok_or(format!("limits: {} is too big", problem.id))?;
    let solvable: Vec<(Board, u32)> = table.solvable_boards().collect();
    let mut boards: Vec<Board> = solvable.iter().map(|(board, _)| board.clone()).collect();
    boards.extend(solvable.iter().map(|(board, _)| exchanged(board)));
    let mut optima: Vec<Option<u64>> = solvable.iter().map(|&(_, d)| Some(u64::from(d))).collect();
    optima.resize(boards.len(), None);
    let goals = vec![goal; boards.len()];
    Ok(plain(problem, &boards, &goals, optima))
}

/// 15-puzzle boards at the `distances` in turn, `per_input` an input, `runs` inputs.
fn exact(
    problem: &Problem,
    deep: &mut Deep,
    distances: &[u32],
    (per_input, runs): (usize, usize),
) -> Result<Vec<Input>, String> {
    let total = per_input * runs;
    let mut by_distance = Vec::new();
    for (k, &distance) in distances.iter().enumerate() {
        let wanted = (k..total).step_by(distances.len()).count();
        let boards = (deep.at(distance, wanted)).ok_or(format!(
            "limits: Korf's 100 give too few boards at {distance} moves"
        ))?;
        by_distance.push(boards.into_iter());
    }
    let mut boards = Vec::with_capacity(total);
    for k in 0..total {
        let distance = distances[k % distances.len()];
        let board = by_distance[k % distances.len()].next();
        boards.extend(board.map(|board| (board, distance)));
    }
    (boards.chunks(per_input))
        .map(|chunk| fifteen(problem, chunk))
        .collect()
}

/// 15-puzzle boards with their fewest moves as one input; the answer file gives those counts
/// where the checker needs them (a fewest-move row without a bound of its own).
fn fifteen(problem: &Problem, boards: &[([u8; 16], u32)]) -> Result<Input, String> {
    let as_board =
        |cells: &[u8; 16]| Board::new(4, 4, cells.iter().map(|&t| u32::from(t)).collect());
    let cells: Vec<Board> = (boards.iter())
        .map(|(cells, _)| as_board(cells))
        .collect::<Result<_, _>>()?;
    let goals = vec![problem.goal_board(); cells.len()];
    let optima = boards.iter().map(|&(_, d)| Some(u64::from(d))).collect();
    let mut input = plain(problem, &cells, &goals, optima);
    if problem.wants_optimal() && problem.over.is_none() {
        if problem.frame != Frame::PLAIN {
            return Err(format!(
                "limits: {}: no answer file for its frame",
                problem.id
            ));
        }
        input.answer = boards.iter().map(|(_, d)| format!("{d}\n")).collect();
    }
    Ok(input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{problem, PROBLEMS};

    #[test]
    fn every_row_has_a_hardest_input() {
        for p in PROBLEMS {
            assert!(PLANS.iter().any(|plan| plan.0 == p.id), "{}", p.id);
        }
        assert_eq!(PLANS.len(), PROBLEMS.len(), "a plan for no row");
    }

    #[test]
    fn the_deepest_eight_puzzles_and_exact_fifteen_puzzles() {
        let poj = problem("poj1077").unwrap();
        let made = deepest(poj).unwrap();
        let optima: Vec<_> = made.iter().map(|input| input.optima.clone()).collect();
        assert_eq!(optima, [vec![Some(31)], vec![Some(31)], vec![None]]);
        assert_eq!(made[0].text.split_whitespace().count(), 9);
        // Four boards a run in turn at 20 and 21 moves, their counts in the answer file.
        let aoj = problem("aoj-alds1-13-c").unwrap();
        let made = exact(aoj, &mut Deep::new(), &[20, 21], (4, 2)).unwrap();
        assert_eq!(made.len(), 2);
        assert_eq!(made[1].answer, "20\n21\n20\n21\n");
        assert_eq!(made[1].optima, [Some(20), Some(21), Some(20), Some(21)]);
        assert_eq!(made[1].text.split_whitespace().count(), 64);
    }
}
