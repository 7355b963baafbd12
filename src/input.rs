//! Reading and writing a problem's input: tolerant where judges are (any ASCII whitespace, CRLF,
//! a board split across lines, every blank spelling the format allows), strict where it must be
//! (a wrong token, a duplicate or missing tile, a wrong count is an error naming the puzzle).

use crate::board::Board;
use crate::input_chars::read_char_board;
use crate::input_nested::{read_nested_board, write_nested_board};
use crate::input_sized::{format_sized, read_sized_board};
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

/// ASCII whitespace as C's `isspace` has it: space, tab, CR, LF, VT, FF. The one set of the
/// input reader, the checker and the solution files (`tokens` in each).
pub fn is_space(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0b
}

/// Splits on [`is_space`], each byte of `marks` a token of its own; any other byte belongs to
/// a token. A UTF-8 byte-order mark at the start is skipped, as the solution files skip it.
fn tokens<'a>(input: &'a [u8], marks: &'static [u8]) -> impl Iterator<Item = &'a [u8]> {
    let mut rest = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    std::iter::from_fn(move || {
        let start = rest.iter().position(|&b| !is_space(b))?;
        rest = &rest[start..];
        let length = if marks.contains(&rest[0]) {
            1
        } else {
            (rest.iter())
                .position(|b| is_space(*b) || marks.contains(b))
                .unwrap_or(rest.len())
        };
        let (token, tail) = rest.split_at(length);
        rest = tail;
        Some(token)
    })
}

/// A plain unsigned decimal (digits only, no sign), `None` on anything else or on overflow.
pub fn parse_decimal(token: &[u8]) -> Option<u64> {
    if token.is_empty() || token.len() > 19 || !token.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(
        token
            .iter()
            .fold(0u64, |n, &d| n * 10 + u64::from(d - b'0')),
    )
}

/// A token for a message: printable ASCII kept, anything else escaped, long ones cut.
pub fn show(token: &[u8]) -> String {
    let mut s = String::new();
    for &b in token.iter().take(24) {
        if b.is_ascii_graphic() || b == b' ' {
            s.push(char::from(b));
        } else {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    if token.len() > 24 {
        s.push('…');
    }
    s
}

pub(crate) fn read_token_board<'a>(
    problem: &Problem,
    blanks: &[&str],
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
    expected: Option<usize>,
) -> Result<Option<Board>, String> {
    let n = problem.width * problem.height;
    let mut cells = Vec::with_capacity(n);
    while cells.len() < n {
        let token = match tokens.next() {
            Some(t) => t,
            None if cells.is_empty() && expected.is_none() => return Ok(None),
            None => {
                return Err(match expected {
                    Some(e) if cells.is_empty() => format!(
                        "the input announces {e} puzzle(s) but holds only {}",
                        number - 1
                    ),
                    _ => format!(
                        "puzzle {number} is cut short: {} of its {n} cells are there",
                        cells.len()
                    ),
                })
            }
        };
        let cell = if blanks.iter().any(|b| b.as_bytes() == token) {
            Some(0)
        } else {
            parse_decimal(token).filter(|&t| t >= 1 && t < n as u64)
        };
        match cell {
            Some(t) => cells.push(t as u32),
            None => {
                return Err(format!(
                    "puzzle {number}, cell {}: '{}' is not a tile of the {}×{} board \
                     (expected 1..{} or {})",
                    cells.len() + 1,
                    show(token),
                    problem.width,
                    problem.height,
                    n - 1,
                    blanks.join(" or ")
                ))
            }
        }
    }
    finish(problem, cells, number).map(Some)
}

fn read_digit_board<'a>(
    problem: &Problem,
    blank: u8,
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
) -> Result<Option<Board>, String> {
    let n = problem.width * problem.height;
    let token = match tokens.next() {
        Some(t) => t,
        None => return Ok(None),
    };
    let wrong = || {
        format!(
            "puzzle {number}: '{}' should be {n} digits, one a cell, {} for the blank",
            show(token),
            char::from(blank)
        )
    };
    if token.len() != n {
        return Err(wrong());
    }
    let mut cells = Vec::with_capacity(n);
    for &b in token {
        if b == blank {
            cells.push(0);
        } else if b.is_ascii_digit() && b != b'0' && usize::from(b - b'0') < n {
            cells.push(u32::from(b - b'0'));
        } else {
            return Err(wrong());
        }
    }
    finish(problem, cells, number).map(Some)
}

pub(crate) fn finish(problem: &Problem, cells: Vec<u32>, number: usize) -> Result<Board, String> {
    Board::new(problem.width, problem.height, cells).map_err(|e| format!("puzzle {number}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::problem;

    #[test]
    fn poj_tolerant_layouts() {
        let p = problem("poj1077").unwrap();
        let a = parse_input(p, b"2 3 4 1 5 x 7 6 8").unwrap();
        let b = parse_input(p, b"2 3 4\r\n1\t5 X\r\n7 6\n\n  8\r\n1 2 3 4 5 6 7 8 0\n").unwrap();
        assert_eq!(a[0], b[0]);
        assert_eq!(b.len(), 2);
        assert_eq!(b[1], Board::standard_goal(3, 3));
        assert_eq!(parse_input(p, format_input(p, &b).as_bytes()).unwrap(), b);
    }

    #[test]
    fn poj_strict_errors() {
        let p = problem("poj1077").unwrap();
        let err = |s: &[u8]| parse_input(p, s).unwrap_err();
        assert!(err(b"2 3 4 1 5 y 7 6 8").contains("puzzle 1, cell 6: 'y'"));
        assert!(err(b"2 3 4 1 5 9 7 6 8").contains("'9' is not a tile"));
        assert!(err(b"2 3 4 1 5 x 7 6 6").contains("tile 6 appears twice"));
        assert!(err(b"1 2 3 4 5 6 7 8 x 1 2").contains("puzzle 2 is cut short"));
        assert!(err(b"x x 1 2 3 4 5 6 7").contains("two blanks"));
        assert!(err(b"").contains("no puzzle"));
        assert!(err(b"1 2 3 4 5 6 7 8 \xff").contains("\\xff"));
    }

    #[test]
    fn uva_counted() {
        let p = problem("uva10181").unwrap();
        let text = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                    13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
        let boards = parse_input(p, text.as_bytes()).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(format_input(p, &boards), text);
        let e = parse_input(p, b"3\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").unwrap_err();
        assert!(e.contains("announces 3 puzzle(s) but holds only 1"), "{e}");
        let e = parse_input(p, b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 7").unwrap_err();
        assert!(e.contains("goes on"), "{e}");
        assert!(parse_input(p, b"two")
            .unwrap_err()
            .contains("number of puzzles"));
        assert!(parse_input(p, b"1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16")
            .unwrap_err()
            .contains("'16'"));
        assert_eq!(parse_input(p, b"0\n").unwrap().len(), 0);
    }

    #[test]
    fn luogu_digits() {
        let p = problem("luogu1379").unwrap();
        let b = parse_input(p, b"283104765\r\n").unwrap();
        assert_eq!(b[0].cells, vec![2, 8, 3, 1, 0, 4, 7, 6, 5]);
        assert_eq!(format_input(p, &b), "283104765\n");
        assert!(parse_input(p, b"28310476")
            .unwrap_err()
            .contains("9 digits"));
        assert!(parse_input(p, b"283104769")
            .unwrap_err()
            .contains("9 digits"));
        assert!(parse_input(p, b"283104766").unwrap_err().contains("twice"));
    }
}
