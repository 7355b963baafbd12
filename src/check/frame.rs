//! The frame around each answer (the row's `frame`): an empty line between answers, `Case k: `
//! before one, a `YES` line before the moves of a solvable puzzle.
//!
//! Output and answer file alike are read through [`next_answer`], which hands out each answer's own
//! text.

use super::count::read_count;
use super::verdict::{Judged, Verdict};
use crate::input::show;
use crate::problems::Problem;
use crate::text::{trim, Lines};

/// The answer to puzzle `k` (0-based) from `lines`, the frame taken off and trimmed; `None` when
/// the text ends before it.
pub(super) fn next_answer<'a>(
    problem: &Problem,
    lines: &mut Lines<'a>,
    k: usize,
) -> Judged<Option<&'a [u8]>> {
    let frame = problem.frame;
    let pe = |m: String| Err((Verdict::PresentationError, m));
    if k > 0 && frame.between == "\n" {
        match lines.next().map(trim) {
            None => return Ok(None),
            Some(b"") => {}
            Some(line) => {
                return pe(format!(
                    "line {} is '{}', but an empty line separates the answers",
                    lines.taken(),
                    show(line)
                ))
            }
        }
    }
    let Some(line) = lines.next().map(trim) else {
        return Ok(None);
    };
    let before = frame.before.replace('#', &(k + 1).to_string());
    // The spacing after `Case k:` is not checked: one or more blanks, none before an empty answer.
    let Some(rest) = line.strip_prefix(before.trim_end().as_bytes()) else {
        return pe(format!(
            "line {} is '{}', but the answer should open with '{}'",
            lines.taken(),
            show(line),
            before.trim_end()
        ));
    };
    let rest = trim(rest);
    let mark = frame.solvable.trim_end_matches('\n');
    if mark.is_empty() || problem.unsolvable.map(str::as_bytes) == Some(rest) {
        return Ok(Some(rest));
    }
    if mark == "%" {
        return counted_moves(lines, rest).map(Some);
    }
    if rest != mark.as_bytes() {
        return pe(format!(
            "line {} is '{}', but the answer is {mark} or {}",
            lines.taken(),
            show(rest),
            problem.unsolvable.unwrap_or("")
        ));
    }
    // The moves on the next line; none at the end of the text: a solved board's empty answer.
    Ok(Some(lines.next().map_or(&b""[..], trim)))
}

/// The answer to puzzle `k` (0-based) of `output` as the checker reads it: the answers before
/// it read through their frames in turn, each frame taken off. `None` when the output ends
/// before it; why the output is malformed (a frame broken, a count that is not the number of
/// moves), naming the puzzle.
pub fn answer_to<'a>(
    problem: &Problem,
    output: &'a [u8],
    k: usize,
) -> Result<Option<&'a [u8]>, String> {
    let mut lines = Lines::new(output);
    let mut answer = None;
    for i in 0..=k {
        answer = next_answer(problem, &mut lines, i)
            .map_err(|(_, message)| format!("puzzle {}: {message}", i + 1))?;
        if answer.is_none() {
            break;
        }
    }
    Ok(answer)
}

/// The moves under a line giving their number (`%` in the frame: HDU 3567's `Case k: d`), which
/// must be their number.
fn counted_moves<'a>(lines: &mut Lines<'a>, count_line: &[u8]) -> Judged<&'a [u8]> {
    // Read as testlib reads an integer, as every count is (a leading zero is PE).
    let count = match read_count(count_line) {
        Ok(count) => count.unwrap_or(u64::MAX),
        Err(why) => {
            return Err((
                Verdict::PresentationError,
                format!(
                    "line {}: {why}, but the answer opens with the number of moves",
                    lines.taken(),
                ),
            ))
        }
    };
    let moves = lines.next().map_or(&b""[..], trim);
    if moves.len() as u64 != count {
        return Err((
            Verdict::WrongAnswer,
            format!(
                "says {} moves, but line {} has {}",
                show(count_line),
                lines.taken(),
                moves.len()
            ),
        ));
    }
    Ok(moves)
}
