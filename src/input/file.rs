//! A whole input file: the count line if any, every puzzle and its goal (where the input gives
//! one), read and written in the row's format by the reader of its cells.

use super::chars::read_char_board;
use super::nested::{read_nested_board, write_nested_board};
use super::numbers::{read_digit_board, read_token_board};
use super::sized::{format_sized, read_sized_board};
use super::tokens::{parse_decimal, show, tokens};
use crate::board::Board;
use crate::problems::{CellFormat, Problem};

/// The most puzzles a counted input may announce (a guard against a garbage count).
const MAX_COUNT: usize = 10_000_000;

/// Every puzzle of `input`, in order.
pub fn parse_input(problem: &Problem, input: &[u8]) -> Result<Vec<Board>, String> {
    parse_puzzles(problem, input).map(|(boards, _)| boards)
}

/// Every puzzle of `input` and its goal: the one the input gives (`goal_given`: HDU 3567), else
/// the row's.
pub fn parse_puzzles(problem: &Problem, input: &[u8]) -> Result<(Vec<Board>, Vec<Board>), String> {
    let marks: &[u8] = if problem.input.cells == CellFormat::Nested {
        b"[],"
    } else {
        b""
    };
    let mut tokens = tokens(input, marks);
    let expected = if problem.input.counted {
        let first = tokens
            .next()
            .ok_or("the input is empty: expected the number of puzzles")?;
        let count = parse_decimal(first)
            .filter(|&c| c <= MAX_COUNT as u64)
            .ok_or_else(|| {
                format!(
                    "the input should open with the number of puzzles, found '{}'",
                    show(first)
                )
            })?;
        Some(count as usize)
    } else {
        None
    };
    let (mut boards, mut goals) = (Vec::new(), Vec::new());
    loop {
        if expected == Some(boards.len()) {
            if let Some(extra) = tokens.next() {
                return Err(format!(
                    "the input announces {} puzzle(s) but goes on after them with '{}'",
                    boards.len(),
                    show(extra)
                ));
            }
            break;
        }
        let number = boards.len() + 1;
        let Some(board) = read_board(problem, &mut tokens, number, expected)? else {
            break;
        };
        let goal = if problem.input.goal_given {
            let goal = read_board(problem, &mut tokens, number, Some(number))?;
            goal.ok_or_else(|| format!("puzzle {number} has no goal"))?
        } else {
            problem.goal_for(&board)
        };
        boards.push(board);
        goals.push(goal);
    }
    if boards.is_empty() && expected != Some(0) {
        return Err("the input holds no puzzle".to_string());
    }
    Ok((boards, goals))
}

/// The next board of the input, `None` at its end.
fn read_board<'a>(
    problem: &Problem,
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
    expected: Option<usize>,
) -> Result<Option<Board>, String> {
    match problem.input.cells {
        CellFormat::Tokens { blanks } => {
            read_token_board(problem, blanks, tokens, number, expected)
        }
        CellFormat::Digits { blank } => read_digit_board(problem, blank, tokens, number),
        CellFormat::Chars { tiles, blank } => {
            read_char_board(problem, (tiles, blank), tokens, number)
        }
        CellFormat::Nested => read_nested_board(problem, tokens, number, expected),
        CellFormat::Sized { square, terminated } => {
            read_sized_board(problem, square, terminated, tokens, number)
        }
    }
}

/// `boards` written in the problem's input format (where each puzzle gives its goal, the row's).
pub fn format_input(problem: &Problem, boards: &[Board]) -> String {
    let goals = vec![problem.goal_board(); boards.len()];
    format_puzzles(problem, boards, &goals)
}

/// `boards` written in the problem's input format, each followed by its goal where the input
/// gives one (`goal_given`).
pub fn format_puzzles(problem: &Problem, boards: &[Board], goals: &[Board]) -> String {
    if let CellFormat::Sized { square, terminated } = problem.input.cells {
        return format_sized(boards, square, terminated);
    }
    let mut s = String::new();
    if problem.input.counted {
        s.push_str(&format!("{}\n", boards.len()));
    }
    for (board, goal) in boards.iter().zip(goals) {
        if problem.input.blank_line_before {
            s.push('\n');
        }
        write_board(problem, board, &mut s);
        if problem.input.goal_given {
            write_board(problem, goal, &mut s);
        }
    }
    s
}

/// One board in the problem's cell format.
fn write_board(problem: &Problem, board: &Board, s: &mut String) {
    match problem.input.cells {
        CellFormat::Tokens { blanks } => {
            for (i, &t) in board.cells.iter().enumerate() {
                if t == 0 {
                    s.push_str(blanks[0]);
                } else {
                    s.push_str(&t.to_string());
                }
                let end_of_row = (i + 1) % board.width == 0;
                let last = i + 1 == board.len();
                s.push(if last || (end_of_row && problem.input.line_per_row) {
                    '\n'
                } else {
                    ' '
                });
            }
        }
        CellFormat::Digits { blank } => {
            for &t in &board.cells {
                s.push(if t == 0 {
                    char::from(blank)
                } else {
                    char::from_digit(t, 10).unwrap_or('?')
                });
            }
            s.push('\n');
        }
        CellFormat::Chars { tiles, blank } => {
            for (i, &t) in board.cells.iter().enumerate() {
                let tile = tiles.as_bytes().get((t as usize).wrapping_sub(1));
                s.push(char::from(*tile.unwrap_or(&blank)));
                let end_of_row = (i + 1) % board.width == 0;
                if i + 1 == board.len() || (end_of_row && problem.input.line_per_row) {
                    s.push('\n');
                }
            }
        }
        CellFormat::Nested => write_nested_board(board, s),
        CellFormat::Sized { .. } => unreachable!("written by format_sized"),
    }
}
