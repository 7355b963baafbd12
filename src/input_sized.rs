//! Inputs where every puzzle opens with its own size (`CellFormat::Sized`: POJ 2893's `M N`,
//! POJ 3240's `n`), read in time linear in the input — a file of ten 999 × 999 boards is 70 MB.

use crate::board::Board;
use crate::input::{parse_decimal, show};
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

#[cfg(test)]
mod tests {
    use crate::input::{format_input, parse_input};
    use crate::problems::problem;

    #[test]
    fn poj2893_reads_until_zero_zero() {
        let p = problem("poj2893").unwrap();
        let boards = parse_input(p, b"2 3\n1 2 3\n4 0 5\n3 2\n1 2\n3 4\n5 0\n0 0\n9 9").unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(
            (boards[0].width, boards[0].height, boards[0].blank),
            (3, 2, 4)
        );
        assert_eq!((boards[1].width, boards[1].height), (2, 3));
        let text = format_input(p, &boards);
        assert!(text.ends_with("5 0\n0 0\n"));
        assert_eq!(parse_input(p, text.as_bytes()).unwrap(), boards);
    }

    #[test]
    fn poj3240_reads_square_boards() {
        let p = problem("poj3240").unwrap();
        let boards = parse_input(p, b"2\n3 1\n2 0\n").unwrap();
        assert_eq!(boards[0].cells, vec![3, 1, 2, 0]);
        assert_eq!(format_input(p, &boards), "2\n3 1\n2 0\n");
    }

    #[test]
    fn sized_errors_name_the_puzzle() {
        let p = problem("poj2893").unwrap();
        let err = |t: &str| parse_input(p, t.as_bytes()).unwrap_err();
        assert!(err("2 2\n1 2 3\n").contains("cut short"));
        assert!(err("2 2\n1 2 3 4\n0 0").contains("'4' is not a tile"));
        assert!(err("1 5\n").contains("1×5"));
        assert!(err("2 2 1 1 3 0 0 0").contains("puzzle 1"));
        assert!(problem("poj3240").unwrap().input.cells != p.input.cells);
        assert!(parse_input(problem("poj3240").unwrap(), b"11\n").is_err());
    }
}
