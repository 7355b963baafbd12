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
        (Answer::Unsolvable, _) => problem.unsolvable_line().to_string(),
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

/// A whole output for `answers`, one line each.
pub fn format_output(problem: &Problem, answers: &[Answer]) -> String {
    answers.iter().map(|a| format_line(problem, a)).collect()
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
