//! Inputs where every puzzle opens with its own size (`CellFormat::Sized`: POJ 2893's `M N`,
//! POJ 3240's `n`), read in time linear in the input — a file of ten 999 × 999 boards is 70 MB.

use super::tokens::{parse_decimal, show};
use crate::board::Board;
use crate::problems::Problem;

/// The next puzzle, `None` at the end of the input or at the terminating size zero.
pub fn read_sized_board<'a>(
    problem: &Problem,
    square: bool,
    terminated: bool,
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
) -> Result<Option<Board>, String> {
    let Some(first) = tokens.next() else {
        return Ok(None);
    };
    let size = |token: &[u8], what: &str| {
        parse_decimal(token)
            .filter(|&v| v <= 1_000_000)
            .map(|v| v as usize)
            .ok_or_else(|| format!("puzzle {number}: '{}' is not a {what}", show(token)))
    };
    let rows = size(first, "size")?;
    let columns = if square {
        rows
    } else {
        let token = tokens
            .next()
            .ok_or_else(|| format!("puzzle {number}: the input ends after its row count"))?;
        size(token, "column count")?
    };
    if terminated && rows == 0 && columns == 0 {
        return Ok(None);
    }
    if !(2..=problem.height).contains(&rows) || !(2..=problem.width).contains(&columns) {
        return Err(format!(
            "puzzle {number}: a {rows}×{columns} board, but {} takes 2×2 ..= {}×{}",
            problem.id, problem.height, problem.width
        ));
    }
    let n = rows * columns;
    let mut cells = Vec::with_capacity(n);
    for token in tokens.by_ref().take(n) {
        match parse_decimal(token).filter(|&t| t < n as u64) {
            Some(t) => cells.push(t as u32),
            None => {
                return Err(format!(
                    "puzzle {number}, cell {}: '{}' is not a tile of the {rows}×{columns} board \
                     (expected 0..{})",
                    cells.len() + 1,
                    show(token),
                    n - 1
                ))
            }
        }
    }
    if cells.len() < n {
        return Err(format!(
            "puzzle {number} is cut short: {} of its {n} cells are there",
            cells.len()
        ));
    }
    Board::new(columns, rows, cells)
        .map(Some)
        .map_err(|e| format!("puzzle {number}: {e}"))
}

/// `boards` in a sized format: the size line, one line a row, and the terminator if any.
pub fn format_sized(boards: &[Board], square: bool, terminated: bool) -> String {
    let mut s = String::new();
    for board in boards {
        if square {
            s.push_str(&format!("{}\n", board.width));
        } else {
            s.push_str(&format!("{} {}\n", board.height, board.width));
        }
        for row in board.cells.chunks(board.width) {
            let row: Vec<String> = row.iter().map(u32::to_string).collect();
            s.push_str(&row.join(" "));
            s.push('\n');
        }
    }
    if terminated {
        s.push_str(if square { "0\n" } else { "0 0\n" });
    }
    s
}
