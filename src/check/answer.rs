//! The reference answer file: one line per puzzle, like an output, read in one streamed pass;
//! and the lengths a puzzle is measured against (the BFS oracle's, else the answer file's).

use super::frame::next_answer;
use super::moves::{check_letters, replay};
use super::said::said;
use super::verdict::{fail, Judged, Verdict};
use crate::board::Board;
use crate::input::{parse_decimal, show};
use crate::oracle;
use crate::parity::solvable;
use crate::problems::Problem;
use crate::text::Lines;

/// What the reference answer says of one puzzle.
pub(super) enum Reference {
    Unsolvable,
    /// The row's `over` text: the fewest moves are over its bound.
    Over,
    /// The reference length (moves or count).
    Length(u64),
}

/// Reads the reference answer: one line per puzzle, like an output. A move-format answer may give
/// a bare number instead of the moves: the optimal length, for boards whose moves are not known.
pub(super) fn read_answer(
    problem: &Problem,
    (boards, goals): (&[Board], &[Board]),
    solvable: &[bool],
    answer: &[u8],
) -> Judged<Vec<Reference>> {
    let mut lines = Lines::new(answer);
    let mut refs = Vec::with_capacity(boards.len());
    for (k, board) in boards.iter().enumerate() {
        let number = k + 1;
        let next = next_answer(problem, &mut lines, k);
        let line = match next.map_err(|(_, m)| (Verdict::Fail, format!("answer: {m}")))? {
            Some(l) => l,
            None => {
                return fail(format!(
                    "answer: {} line(s) for {} puzzle(s)",
                    lines.taken(),
                    boards.len()
                ))
            }
        };
        let broken = |m: String| (Verdict::Fail, format!("answer: puzzle {number}: {m}"));
        if solvable[k] && problem.over.map(|(_, text)| text.as_bytes()) == Some(line) {
            // Whether it is over the bound, the checker finds by itself.
            refs.push(Reference::Over);
            continue;
        }
        if problem.unsolvable.map(str::as_bytes) == Some(line) {
            if solvable[k] {
                return Err(broken(
                    "says unsolvable, but parity says solvable".to_string(),
                ));
            }
            refs.push(Reference::Unsolvable);
            continue;
        }
        if !solvable[k] {
            return Err(broken(format!(
                "gives '{}' for an unsolvable puzzle",
                show(line)
            )));
        }
        let goal = &goals[k];
        let length = match (problem.move_letters(), parse_decimal(line)) {
            _ if problem.verdict_only() => {
                said(problem, line).map_err(broken)?;
                0
            }
            (_, Some(n)) => n,
            (Some(letters), None) => {
                check_letters(letters, line).map_err(broken)?;
                replay(board, goal, line, letters).map_err(broken)?;
                line.len() as u64
            }
            (None, None) => return Err(broken(format!("'{}' is no count", show(line)))),
        };
        refs.push(Reference::Length(length));
    }
    Ok(refs)
}

/// Whether each board can reach its goal; every board, for a row whose answer needs no moves
/// and exists for any board (Kattis npuzzle's scatter).
pub(super) fn solvability(problem: &Problem, boards: &[Board], goals: &[Board]) -> Vec<bool> {
    if problem.answered_by_the_board() {
        return vec![true; boards.len()];
    }
    boards
        .iter()
        .zip(goals)
        .map(|(b, g)| solvable(b, g))
        .collect()
}

/// The fewest moves of each board where the BFS oracle covers the problem's one goal, else
/// `None` (and for an unsolvable board, or a row whose puzzles give their own goals).
pub(super) fn oracle_distances(problem: &Problem, boards: &[Board]) -> Vec<Option<u64>> {
    let table = if problem.goal.is_empty() || problem.input.goal_given {
        None
    } else {
        oracle::for_goal(&problem.goal_board())
    };
    boards
        .iter()
        .map(|b| table.as_ref().and_then(|t| t.distance(b)).map(u64::from))
        .collect()
}

/// Per puzzle: the fewest moves where the oracle knows them, else the length the reference
/// `answer` gives; `None` for an unsolvable puzzle or an unknown length. An answer file the
/// checker rejects gives no length.
pub fn reference_lengths(
    problem: &Problem,
    (boards, goals): (&[Board], &[Board]),
    answer: Option<&[u8]>,
) -> Vec<Option<u64>> {
    let solvable = solvability(problem, boards, goals);
    let references = answer
        .and_then(|a| read_answer(problem, (boards, goals), &solvable, a).ok())
        .unwrap_or_default();
    let mut lengths = oracle_distances(problem, boards);
    for (k, length) in lengths.iter_mut().enumerate() {
        if !solvable[k] {
            *length = None;
        } else if let (None, Some(Reference::Length(n))) = (*length, references.get(k)) {
            *length = Some(*n);
        }
    }
    lengths
}
