//! Inputs of numbers: one token a cell (`CellFormat::Tokens`: POJ 1077's `1 2 3 x 4 …`, UVa
//! 10181's rows), or one digit a cell in a single token (`CellFormat::Digits`: Luogu's `283104765`).

use super::tokens::{finish, parse_decimal, show};
use crate::board::Board;
use crate::problems::Problem;

/// One puzzle of one token a cell (`CellFormat::Tokens`), the blank spelled as one of `blanks`;
/// `None` at the end of an input that announced no count.
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

/// One puzzle written as one token of digits, one a cell (`CellFormat::Digits`: Luogu's
/// `283104765`), `blank` for the blank; `None` at the end of the input.
pub(super) fn read_digit_board<'a>(
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
