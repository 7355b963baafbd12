//! Reading puzzles in the problem's format: tokens a cell, a string of digits a puzzle or an
//! array of rows (`[[1,2,3],[4,0,5]]`), counted or running to the end of input, separated by any
//! whitespace (a puzzle may span lines). Every error is one line naming the problem and the puzzle.

use super::board::MAX_CELLS;
use super::puzzle::{Cells, Puzzle};

/// A puzzle's cells, row-major, 0 = blank; the first `N` are used.
pub type Cells16 = [u8; MAX_CELLS];

/// `token` for a message: at most 20 characters, control characters masked (one line).
pub fn shown(token: &str) -> String {
    token
        .chars()
        .take(20)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect()
}

/// The tokens of `input`: the runs of characters between whitespace (ASCII whitespace and the
/// vertical tab: C's `isspace`, the checker's own set), each character of `marks` a token of
/// its own.
pub fn tokens<'a>(input: &'a str, marks: &'static str) -> impl Iterator<Item = &'a str> {
    let space = |c: char| c.is_ascii_whitespace() || c == '\u{b}';
    let mut rest = input;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(space);
        let first = rest.chars().next()?;
        let length = if marks.contains(first) {
            first.len_utf8()
        } else {
            rest.find(|c: char| space(c) || marks.contains(c))
                .unwrap_or(rest.len())
        };
        let (token, tail) = rest.split_at(length);
        rest = tail;
        Some(token)
    })
}

/// The puzzles of `input`.
pub fn parse<P: Puzzle>(input: &str) -> Result<Vec<Cells16>, String> {
    boards::<P>(input, 1)
}

/// The puzzles of `input` that give their own goal (`goal_given`): (start, goal) each.
pub fn parse_with_goals<P: Puzzle>(input: &str) -> Result<Vec<(Cells16, Cells16)>, String> {
    let boards = boards::<P>(input, 2)?;
    Ok(boards.chunks(2).map(|pair| (pair[0], pair[1])).collect())
}

/// The boards of `input`, `per_puzzle` of them a puzzle.
fn boards<P: Puzzle>(input: &str, per_puzzle: usize) -> Result<Vec<Cells16>, String> {
    let name = P::FORMAT.problem;
    // A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let marks = match P::FORMAT.cells {
        Cells::Nested => "[],",
        _ => "",
    };
    let mut tokens = tokens(input, marks).peekable();
    let count = announced(&mut tokens, name, P::FORMAT.counted)?;
    let mut puzzles = Vec::new();
    loop {
        let more = match count {
            Some(n) => puzzles.len() < n.saturating_mul(per_puzzle),
            None => tokens.peek().is_some() || puzzles.len() % per_puzzle != 0,
        };
        if !more {
            break;
        }
        let number = puzzles.len() / per_puzzle + 1;
        let cells = match P::FORMAT.cells {
            Cells::Tokens { blanks } => read_tokens::<P>(&mut tokens, blanks),
            Cells::Digits { blank } => read_digits::<P>(tokens.next().unwrap_or(""), blank),
            Cells::Nested => read_nested::<P>(&mut tokens),
            Cells::Chars { tiles, blank } => read_chars::<P>(&mut tokens, tiles, blank),
            Cells::Sized { .. } => {
                Err("boards that give their size are read by the scan part".to_string())
            }
        };
        puzzles.push(cells.map_err(|e| format!("{}: puzzle {}: {}", name, number, e))?);
    }
    if let (Some(n), Some(token)) = (count, tokens.next()) {
        return Err(format!(
            "{}: puzzle {}: unexpected '{}' after the {} announced puzzles",
            name,
            n + 1,
            shown(token),
            n
        ));
    }
    if puzzles.is_empty() && count.is_none() {
        return Err(format!("{}: puzzle 1: the input holds no puzzle", name));
    }
    Ok(puzzles)
}

/// The number of puzzles the input announces first when the format is `counted`, else `None`.
pub fn announced<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    name: &str,
    counted: bool,
) -> Result<Option<usize>, String> {
    if !counted {
        return Ok(None);
    }
    let token = tokens.next().ok_or_else(|| {
        format!(
            "{}: the input is empty: expected the number of puzzles",
            name
        )
    })?;
    let count = token.parse::<usize>().map_err(|_| {
        format!(
            "{}: the number of puzzles '{}' is not a number",
            name,
            shown(token)
        )
    })?;
    Ok(Some(count))
}

/// One puzzle of `N` tokens: tile numbers `1..N-1`, or one of `blanks`.
fn read_tokens<'a, P: Puzzle>(
    tokens: &mut impl Iterator<Item = &'a str>,
    blanks: &[&str],
) -> Result<Cells16, String> {
    let mut cells = [0u8; MAX_CELLS];
    read_cells(tokens, blanks, &mut cells[..P::N])?;
    Ok(cells)
}

/// Fills `cells` (a board of any size up to 32 cells) from as many tokens: tile numbers
/// `1..cells.len()-1`, or one of `blanks`, each once.
pub fn read_cells<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    blanks: &[&str],
    cells: &mut [u8],
) -> Result<(), String> {
    let n = cells.len();
    let mut seen = 0u32;
    for (filled, cell) in cells.iter_mut().enumerate() {
        let token = tokens
            .next()
            .ok_or_else(|| format!("the input ends after {} of its {} cells", filled, n))?;
        let tile = if blanks.contains(&token) {
            0
        } else {
            match token.parse::<usize>() {
                Ok(tile) if (1..n).contains(&tile) && tile.to_string() == token => tile,
                _ => {
                    return Err(format!(
                        "unexpected token '{}' (expected 1..{}, or {} for the blank)",
                        shown(token),
                        n - 1,
                        blanks[0]
                    ))
                }
            }
        };
        if seen & (1 << tile) != 0 {
            let what = if tile == 0 {
                "the blank".to_string()
            } else {
                format!("tile {}", tile)
            };
            return Err(format!("{} appears twice", what));
        }
        seen |= 1 << tile;
        *cell = tile as u8;
    }
    Ok(())
}

/// One puzzle written as an array of rows, `[[1,2,3],[4,0,5]]`: the brackets and commas
/// checked, the numbers read as the tokens of a puzzle (`0` the blank).
fn read_nested<'a, P: Puzzle>(
    tokens: &mut impl Iterator<Item = &'a str>,
) -> Result<Cells16, String> {
    let mut numbers = Vec::with_capacity(P::N);
    expect(tokens, "[")?;
    for row in 0..P::FORMAT.height {
        expect(tokens, if row == 0 { "[" } else { ",[" })?;
        for col in 0..P::FORMAT.width {
            if col > 0 {
                expect(tokens, ",")?;
            }
            numbers.push(tokens.next().unwrap_or(""));
        }
        expect(tokens, "]")?;
    }
    expect(tokens, "]")?;
    read_tokens::<P>(&mut numbers.into_iter(), &["0"])
}

/// The next tokens are `want`, one character each.
fn expect<'a>(tokens: &mut impl Iterator<Item = &'a str>, want: &str) -> Result<(), String> {
    for mark in want.split("").filter(|m| !m.is_empty()) {
        match tokens.next() {
            Some(token) if token == mark => {}
            Some(token) => return Err(format!("expected '{}', found '{}'", mark, shown(token))),
            None => return Err(format!("the input ends where '{}' belongs", mark)),
        }
    }
    Ok(())
}

/// One puzzle written as one token of `N` digits, `blank` the blank's.
fn read_digits<P: Puzzle>(token: &str, blank: u8) -> Result<Cells16, String> {
    let n = P::N;
    let bytes = token.as_bytes();
    if bytes.len() != n || !bytes.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "expected {} digits ({} = blank), found '{}'",
            n,
            char::from(blank),
            shown(token)
        ));
    }
    let mut cells = [0u8; MAX_CELLS];
    let mut seen = 0u32;
    for (cell, &digit) in cells.iter_mut().zip(bytes) {
        let tile = if digit == blank { 0 } else { digit - b'0' };
        if tile as usize >= n || seen & (1 << tile) != 0 {
            return Err(format!("'{}' is not a permutation of 0..{}", token, n - 1));
        }
        seen |= 1 << tile;
        *cell = tile;
    }
    Ok(cells)
}

/// One puzzle of `N` characters, from as many tokens as it takes: tile `k` is the `k`-th
/// character of `tiles`, the blank `blank`. A token never runs on into the next puzzle.
fn read_chars<'a, P: Puzzle>(
    tokens: &mut impl Iterator<Item = &'a str>,
    tiles: &str,
    blank: u8,
) -> Result<Cells16, String> {
    let n = P::N;
    let mut cells = [0u8; MAX_CELLS];
    let (mut filled, mut seen) = (0, 0u32);
    while filled < n {
        let token = tokens
            .next()
            .ok_or_else(|| format!("the input ends after {} of its {} cells", filled, n))?;
        if filled + token.len() > n {
            return Err(format!(
                "'{}' runs past the puzzle's {} characters",
                shown(token),
                n
            ));
        }
        for byte in token.bytes() {
            let tile = match tiles.bytes().position(|t| t == byte) {
                _ if byte == blank => 0,
                Some(k) if k + 1 < n => k + 1,
                _ => {
                    return Err(format!(
                        "cell {}: '{}' is no tile ({} or {} for the blank)",
                        filled + 1,
                        shown(&String::from_utf8_lossy(&[byte])),
                        &tiles[..(n - 1).min(tiles.len())],
                        char::from(blank)
                    ))
                }
            };
            if seen & (1 << tile) != 0 {
                return Err(format!(
                    "cell {}: '{}' appears twice",
                    filled + 1,
                    char::from(byte)
                ));
            }
            seen |= 1 << tile;
            cells[filled] = tile as u8;
            filled += 1;
        }
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{row, Row};

    type LeetCode = Row<{ row("leetcode773") }>;

    #[test]
    fn nested_boards_with_any_whitespace() {
        let boards = parse::<LeetCode>("[[1,2,3],[4,0,5]]\n [ [4, 1,2] ,\r\n[5,0,3]]").unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0][..6], [1, 2, 3, 4, 0, 5]);
        assert_eq!(boards[1][..6], [4, 1, 2, 5, 0, 3]);
    }

    #[test]
    fn nested_errors_name_the_puzzle_and_the_mark() {
        let error = |input: &str| parse::<LeetCode>(input).unwrap_err();
        let two = "[[1,2,3],[4,0,5]]\n";
        assert_eq!(
            error(&format!("{two}[[1,2,3],[4,0]]")),
            "leetcode773: puzzle 2: expected ',', found ']'"
        );
        assert_eq!(
            error("[[1,2,3],[4,0,5]"),
            "leetcode773: puzzle 1: the input ends where ']' belongs"
        );
        assert!(error("[[1,2,3],[4,0,6]]").contains("unexpected token '6'"));
        assert!(error("[[1,2,3],[4,0,0]]").contains("the blank appears twice"));
        assert!(error("").contains("no puzzle"));
    }
}
