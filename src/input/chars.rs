//! Inputs of one character a cell (`CellFormat::Chars`): Kattis npuzzle's letters, HDU 3567's
//! digits and `X`.
//!
//! A puzzle's characters may run over several tokens (Kattis: 4 lines of 4), but a token never runs
//! on into the next puzzle.

use super::tokens::{finish, show};
use crate::board::Board;
use crate::problems::Problem;

/// One puzzle of one character a cell, from as many tokens as it takes (none runs on into the
/// next puzzle): tile `k` is the `k`-th character of `tiles`.
pub(crate) fn read_char_board<'a>(
    problem: &Problem,
    (tiles, blank): (&str, u8),
    tokens: &mut impl Iterator<Item = &'a [u8]>,
    number: usize,
) -> Result<Option<Board>, String> {
    let n = problem.width * problem.height;
    let mut cells = Vec::with_capacity(n);
    while cells.len() < n {
        let Some(token) = tokens.next() else {
            if cells.is_empty() {
                return Ok(None);
            }
            return Err(format!(
                "puzzle {number} is cut short: {} of its {n} cells are there",
                cells.len()
            ));
        };
        if cells.len() + token.len() > n {
            return Err(format!(
                "puzzle {number}: '{}' runs past its {n} cells",
                show(token)
            ));
        }
        for &b in token {
            let tile = tiles.bytes().position(|t| t == b).filter(|&k| k + 1 < n);
            match tile {
                _ if b == blank => cells.push(0),
                Some(k) => cells.push(k as u32 + 1),
                None => {
                    return Err(format!(
                        "puzzle {number}, cell {}: '{}' is no tile (expected {} or {})",
                        cells.len() + 1,
                        show(&[b]),
                        &tiles[..(n - 1).min(tiles.len())],
                        char::from(blank)
                    ))
                }
            }
        }
    }
    finish(problem, cells, number).map(Some)
}
