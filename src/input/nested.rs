//! Inputs of boards written as arrays of rows (`CellFormat::Nested`): LeetCode 773's
//! `Vec<Vec<i32>>` written out, `[[1,2,3],[4,0,5]]`, `0` the blank.
//!
//! One board a line in the local `main` of its file. Brackets and commas are tokens of their own.

use super::numbers::read_token_board;
use super::tokens::show;
use crate::board::Board;
use crate::problems::Problem;

/// The tokens of a board written as an array of rows, `[[1,2,3],[4,0,5]]`: a bracket or comma,
/// or `None` where a cell's number stands.
fn nested_layout(width: usize, height: usize) -> Vec<Option<u8>> {
    let mut layout = vec![Some(b'[')];
    for row in 0..height {
        layout.extend(if row == 0 { None } else { Some(Some(b',')) });
        layout.push(Some(b'['));
        for col in 0..width {
            layout.extend(if col == 0 { None } else { Some(Some(b',')) });
            layout.push(None);
        }
        layout.push(Some(b']'));
    }
    layout.push(Some(b']'));
    layout
}

/// One board written as an array of rows: its brackets and commas where [`nested_layout`] has
/// them, its numbers read as the tokens of a board (`0` the blank).
pub(crate) fn read_nested_board<'a>(
    problem: &Problem,
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
    expected: Option<usize>,
) -> Result<Option<Board>, String> {
    let mut numbers = Vec::with_capacity(problem.width * problem.height);
    for (i, mark) in nested_layout(problem.width, problem.height)
        .into_iter()
        .enumerate()
    {
        let token = match tokens.next() {
            Some(token) => token,
            None if i == 0 && expected.is_none() => return Ok(None),
            None => return Err(format!("puzzle {number} is cut short")),
        };
        match mark {
            Some(mark) if token != [mark] => {
                return Err(format!(
                    "puzzle {number}: '{}' where '{}' belongs (a board is written \
                     [[1,2,3],[4,0,5]])",
                    show(token),
                    char::from(mark)
                ))
            }
            Some(_) => {}
            None => numbers.push(token),
        }
    }
    read_token_board(problem, &["0"], &mut numbers.into_iter(), number, None)
}

/// One board as an array of rows, then a newline.
pub(crate) fn write_nested_board(board: &Board, s: &mut String) {
    let mut cells = board.cells.iter();
    for mark in nested_layout(board.width, board.height) {
        match mark {
            Some(mark) => s.push(char::from(mark)),
            None => s.push_str(&cells.next().map_or(0, |t| *t).to_string()),
        }
    }
    s.push('\n');
}
