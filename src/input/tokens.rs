//! The input's tokens and what every cell format shares: ASCII whitespace as C has it, plain
//! decimals, tokens shown in messages, and a puzzle's cells checked into a board.

use crate::board::Board;
use crate::problems::Problem;

/// ASCII whitespace as C's `isspace` has it: space, tab, CR, LF, VT, FF. The one set of the
/// input reader, the checker and the solution files (`tokens` in each).
pub fn is_space(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0b
}

/// Splits on [`is_space`], each byte of `marks` a token of its own; any other byte belongs to
/// a token. A UTF-8 byte-order mark at the start is skipped, as the solution files skip it.
pub(super) fn tokens<'a>(input: &'a [u8], marks: &'static [u8]) -> impl Iterator<Item = &'a [u8]> {
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

/// The board of `cells` for puzzle `number`, or why it is none (a duplicate or missing tile,
/// two blanks), naming the puzzle.
pub(crate) fn finish(problem: &Problem, cells: Vec<u32>, number: usize) -> Result<Board, String> {
    Board::new(problem.width, problem.height, cells).map_err(|e| format!("puzzle {number}: {e}"))
}
