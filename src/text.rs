//! Lines of an output or answer file, streamed: no per-line allocation, so checking 10⁸ lines
//! costs the file's own bytes and nothing per line.

use crate::input::is_space;

/// The lines of a text split on `\n`; a final newline ends the last line rather than opening an
/// empty one. Counts the lines it has handed out.
pub struct Lines<'a> {
    rest: &'a [u8],
    taken: usize,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a [u8]) -> Lines<'a> {
        Lines {
            rest: text,
            taken: 0,
        }
    }

    /// How many lines [`Iterator::next`] has returned so far.
    pub fn taken(&self) -> usize {
        self.taken
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        if self.rest.is_empty() {
            return None;
        }
        let line = match self.rest.iter().position(|&b| b == b'\n') {
            Some(i) => {
                let line = &self.rest[..i];
                self.rest = &self.rest[i + 1..];
                line
            }
            None => std::mem::take(&mut self.rest),
        };
        self.taken += 1;
        Some(line)
    }
}

/// Strips whitespace ([`is_space`]: spaces, tabs, a CR from CRLF, VT, FF) from both ends.
pub fn trim(line: &[u8]) -> &[u8] {
    let start = line
        .iter()
        .position(|&b| !is_space(b))
        .unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|&b| !is_space(b))
        .map_or(start, |e| e + 1);
    &line[start..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &[u8]) -> Vec<&[u8]> {
        Lines::new(text).collect()
    }

    #[test]
    fn a_final_newline_ends_the_last_line() {
        assert!(all(b"").is_empty());
        assert_eq!(all(b"\n"), [b""]);
        assert_eq!(all(b"a"), [b"a"]);
        assert_eq!(all(b"a\n\n"), [&b"a"[..], b""]);
        assert_eq!(all(b"a\r\nb"), [&b"a\r"[..], b"b"]);
        let mut lines = Lines::new(b"x\ny\n");
        lines.next();
        assert_eq!(lines.taken(), 1);
    }

    #[test]
    fn trim_takes_the_whole_whitespace_set() {
        assert_eq!(trim(b" \t\x0b\x0c ud\r"), b"ud");
        assert_eq!(trim(b" \x0b "), b"");
    }
}
