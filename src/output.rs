//! Writing answers in a problem's output format (the checker reads them back in `check`).

use crate::board::Dir;
use crate::problems::{OutputFormat, Problem};

/// What is printed for one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Unsolvable,
    Moves(Vec<Dir>),
}

/// One output line (with its newline) for `answer`.
pub fn format_line(problem: &Problem, answer: &Answer) -> String {
    let mut line = match (answer, problem.output) {
        (Answer::Unsolvable, _) => problem.unsolvable.unwrap_or("-1").to_string(),
        (Answer::Moves(moves), OutputFormat::Moves { letters }) => moves
            .iter()
            .map(|d| char::from(letters[d.index()]))
            .collect(),
        (Answer::Moves(moves), OutputFormat::Count) => moves.len().to_string(),
        (Answer::Moves(_), OutputFormat::Verdict { yes }) => yes.to_string(),
    };
    line.push('\n');
    line
}

/// A whole output for `answers`, one line each in the row's frame: an empty line between two
/// answers, `Case k: ` before one, a `YES` line before the moves of a solvable puzzle.
pub fn format_output(problem: &Problem, answers: &[Answer]) -> String {
    let frame = problem.frame;
    let mut text = String::new();
    for (k, answer) in answers.iter().enumerate() {
        if k > 0 {
            text.push_str(frame.between);
        }
        text.push_str(&frame.before.replace('#', &(k + 1).to_string()));
        if matches!(answer, Answer::Moves(_)) {
            text.push_str(frame.solvable);
        }
        text.push_str(&format_line(problem, answer));
    }
    text
}

/// The moves of a line in the problem's letters (`None` on a character that is no move letter).
pub fn parse_moves(problem: &Problem, line: &str) -> Option<Vec<Dir>> {
    let letters = match problem.output {
        OutputFormat::Moves { letters } => letters,
        OutputFormat::Count | OutputFormat::Verdict { .. } => return None,
    };
    line.bytes()
        .map(|c| Dir::ALL.iter().copied().find(|d| letters[d.index()] == c))
        .collect()
}
