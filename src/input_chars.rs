//! Inputs of one character a cell (`CellFormat::Chars`): Kattis npuzzle's letters, HDU 3567's
//! digits and `X`. A puzzle's characters may run over several tokens (Kattis: 4 lines of 4), but
//! a token never runs on into the next puzzle.

use crate::board::Board;
use crate::input::{finish, show};
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

#[cfg(test)]
mod tests {
    use crate::board::Board;
    use crate::input::{format_input, format_puzzles, parse_input, parse_puzzles};
    use crate::problems::problem;

    #[test]
    fn kattis_letters() {
        let p = problem("kattis-npuzzle").unwrap();
        let text = ".BCD\nEAGH\nIJFL\nMNOK\n";
        let b = parse_input(p, text.as_bytes()).unwrap();
        assert_eq!(b[0].cells[..6], [0, 2, 3, 4, 5, 1]);
        assert_eq!(format_input(p, &b), text);
        assert_eq!(parse_input(p, b".BCDEAGH IJFLMNOK").unwrap(), b);
        let err = |s: &[u8]| parse_input(p, s).unwrap_err();
        assert!(err(b".BCD EAGH IJFL MNOP").contains("cell 16: 'P' is no tile"));
        assert!(err(b".BCD EAGH IJFL MNOKA").contains("runs past"));
        assert!(err(b".BCD EAGH IJFL MNOA").contains("tile 1 appears twice"));
        assert!(err(b".BCD EAGH").contains("cut short"));
    }

    #[test]
    fn hdu_pairs_give_their_goals() {
        let p = problem("hdu3567").unwrap();
        let text = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
        let (boards, goals) = parse_puzzles(p, text.as_bytes()).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(goals[0], Board::standard_goal(3, 3));
        assert_eq!(goals[1].cells, vec![7, 5, 6, 8, 0, 4, 1, 2, 3]);
        assert_eq!(format_puzzles(p, &boards, &goals), text);
        assert_eq!(parse_input(p, text.as_bytes()).unwrap(), boards);
        let err = |s: &[u8]| parse_puzzles(p, s).unwrap_err();
        assert!(err(b"1\n12X453786\n").contains("puzzle 1 has no goal"));
        assert!(err(b"1\n12X453786\n12345678").contains("cut short"));
        assert!(err(b"1\n12X453786\n123456789").contains("'9' is no tile"));
    }
}
