//! Inputs of boards written as arrays of rows (`CellFormat::Nested`): LeetCode 773's
//! `Vec<Vec<i32>>` written out, `[[1,2,3],[4,0,5]]`, `0` the blank, one board a line in the
//! local `main` of its file. Brackets and commas are tokens of their own.

use crate::board::Board;
use crate::input::{read_token_board, show};
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

#[cfg(test)]
mod tests {
    use crate::input::{format_input, parse_input};
    use crate::problems::problem;

    #[test]
    fn leetcode_nested() {
        let p = problem("leetcode773").unwrap();
        let b = parse_input(p, b"[[1,2,3],[4,0,5]]\n[ [4, 1, 2] ,\r\n[5,0,3] ]").unwrap();
        assert_eq!(b[0].cells, vec![1, 2, 3, 4, 0, 5]);
        assert_eq!(b[1].cells, vec![4, 1, 2, 5, 0, 3]);
        assert_eq!(
            format_input(p, &b),
            "[[1,2,3],[4,0,5]]\n[[4,1,2],[5,0,3]]\n"
        );
        let err = |s: &[u8]| parse_input(p, s).unwrap_err();
        assert!(err(b"[[1,2,3],[4,0]]").contains("']' where ',' belongs"));
        assert!(err(b"[[1,2,3],[4,0,5]").contains("puzzle 1 is cut short"));
        assert!(err(b"[[1,2,3],[4,0,6]]").contains("'6' is not a tile"));
        assert!(err(b"[[1,2,3],[4,0,5]]\n[[1,2,3],[4,0,0]]").contains("puzzle 2"));
        assert!(err(b"").contains("no puzzle"));
    }
}
