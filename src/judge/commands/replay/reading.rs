//! How the replay reads an answer: puzzle k's line found as the checker finds it, what it says
//! (moves, or a claim checked against the board), how the replay ends; and a cell as it is shown.

use crate::board::{Board, Dir};
use crate::check::{answer_to, said, Said};
use crate::input::show;
use crate::oracle;
use crate::output::{parse_moves, scatter};
use crate::parity::solvable;
use crate::problems::Problem;

/// A cell as the replay shows it: the tile's number, `_` for the blank.
pub fn cell_text(tile: impl Into<u64>) -> String {
    match tile.into() {
        0 => "_".to_string(),
        t => t.to_string(),
    }
}

/// How a replay ends: `Ok` when the answer is right as far as the replay tells (its moves reach
/// the goal, or what it says agrees with the board), else why it is wrong, in one line.
pub type Ending = Result<(), String>;

/// What an answer line says, as the replay reads it.
pub enum Reading {
    /// Moves to replay.
    Moves(Vec<Dir>),
    /// Anything else: what the replay says of it, and whether that agrees with the board.
    Told(String, Ending),
}

/// Reads `line` (trimmed, the frame taken off) for `board` and its `goal` with the checker's
/// reader (`said`): moves, or what the line says checked against parity, the scatter, or the
/// BFS oracle's fewest moves where it reaches.
pub fn read(problem: &Problem, board: &Board, goal: &Board, line: &[u8]) -> Reading {
    let solvable = solvable(board, goal);
    let parity = if solvable { "solvable" } else { "unsolvable" };
    let agrees = |text: String, right: bool| {
        let ending = if right { Ok(()) } else { Err(text.clone()) };
        Reading::Told(text, ending)
    };
    if let Some((bound, text)) = problem.over.filter(|(_, text)| text.as_bytes() == line) {
        // LightOJ's line says either; e-olymp's TOO LONG only "over the bound".
        let either = problem.unsolvable == Some(text);
        let what = if either {
            "unsolvable, or"
        } else {
            "solvable in"
        };
        return agrees(
            format!(
                "the output says '{text}' ({what} more than {bound} moves, not searched here); \
                 parity says {parity}"
            ),
            solvable || either,
        );
    }
    if problem.unsolvable.map(str::as_bytes) == Some(line) {
        let text = format!("the output says unsolvable; parity says {parity}");
        return agrees(text, !solvable);
    }
    let shown = show(line);
    match said(problem, line) {
        Err(why) => agrees(format!("the output line is malformed: {why}"), false),
        // `said` has checked every letter.
        Ok(Said::Moves { moves, .. }) => {
            Reading::Moves(parse_moves(problem, moves).unwrap_or_default())
        }
        Ok(Said::Yes(yes)) => agrees(
            format!("the output says '{yes}' (solvable); parity says {parity}"),
            solvable,
        ),
        Ok(Said::Scatter(found)) => {
            let real = u64::from(scatter(board, goal));
            let text = format!("the output says the scatter is {shown}; it is {real}");
            agrees(text, found == Some(real))
        }
        Ok(Said::Count(count)) => {
            let text = format!("the output is a count ('{shown}'), not moves");
            if !solvable {
                return agrees(format!("{text}, but parity says unsolvable"), false);
            }
            match oracle::for_goal(goal).and_then(|table| table.distance(board)) {
                Some(fewest) => agrees(
                    format!("{text}; the fewest (BFS) is {fewest}"),
                    count == Some(u64::from(fewest)),
                ),
                None => agrees(format!("{text}: nothing to replay"), true),
            }
        }
    }
}

/// The answer to puzzle `k` (0-based; `board` towards `goal`) in `output`, found as the checker
/// finds it, or why the output holds none.
pub fn answer_of<'a>(
    problem: &Problem,
    output: &'a [u8],
    k: usize,
    board: &Board,
    goal: &Board,
) -> Result<&'a [u8], String> {
    match answer_to(problem, output, k)? {
        Some(line) => Ok(line),
        // No answer at all is a solved board's empty answer, as the checker takes it.
        None if board.is(goal) && problem.output.letters().is_some() => Ok(b""),
        None => Err(format!("the output ends before puzzle {}'s answer", k + 1)),
    }
}
