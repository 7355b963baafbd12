//! The frame around each answer (the row's `frame`): an empty line between answers, `Case k: `
//! before one, a `YES` line before the moves of a solvable puzzle. Output and answer file alike
//! are read through [`next_answer`], which hands out each answer's own text.

use super::{Judged, Verdict};
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
