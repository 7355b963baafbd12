//! Writing answers in a problem's output format (the checker reads them back in `check`).

use crate::board::{Board, Dir};
use crate::problems::Problem;

/// What is printed for one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Unsolvable,
    Moves(Vec<Dir>),
    /// A number that is no move count (Kattis npuzzle's scatter).
    Number(u32),
}

/// The scatter of `board` towards `goal` (Kattis npuzzle's answer), as the solution file's part
/// computes it.
pub fn scatter(board: &Board, goal: &Board) -> u32 {
    let bytes = |b: &Board| -> Vec<u8> { b.cells.iter().map(|&t| t as u8).collect() };
    crate::parts::scatter::scatter(&bytes(board), &bytes(goal), board.width)
}

/// One output line (with its newline) for `answer`.
pub fn format_line(problem: &Problem, answer: &Answer) -> String {
    let mut line = Vec::new();
    match answer {
        Answer::Unsolvable => line.extend_from_slice(problem.unsolvable_line().as_bytes()),
        Answer::Moves(moves) => {
            let moves: Vec<u8> = moves.iter().map(|d| d.index() as u8).collect();
            problem.output.write_solved(&moves, &mut line);
        }
        Answer::Number(n) => line.extend_from_slice(n.to_string().as_bytes()),
    }
    line.push(b'\n');
    String::from_utf8_lossy(&line).into_owned()
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
        match answer {
            Answer::Unsolvable => {}
            Answer::Moves(moves) => text.push_str(&frame.solved(moves.len())),
            Answer::Number(_) => text.push_str(frame.solvable),
        }
        text.push_str(&format_line(problem, answer));
    }
    text
}

/// The moves of a line in the problem's letters (`None` on a character that is no move letter).
pub fn parse_moves(problem: &Problem, line: impl AsRef<[u8]>) -> Option<Vec<Dir>> {
    let letters = problem.output.letters()?;
    line.as_ref()
        .iter()
        .map(|&c| Dir::ALL.iter().copied().find(|d| letters[d.index()] == c))
        .collect()
}
