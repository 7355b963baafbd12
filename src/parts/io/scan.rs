//! A streaming reader of unsigned decimal tokens: it reads its source in 64 KiB blocks, so a
//! 70 MB input costs one block of memory, and it touches every byte once (no `str::parse`, no
//! token strings). Any ASCII whitespace separates tokens; anything else that is not a digit is an
//! error naming the token's position.

use std::io::Read;

/// The block size of each read.
const BLOCK: usize = 1 << 16;

pub struct Scanner<R: Read> {
    source: R,
    block: Vec<u8>,
    pos: usize,
    len: usize,
    /// How many tokens were read so far, for messages.
    pub tokens: u64,
}

impl<R: Read> Scanner<R> {
    pub fn new(source: R) -> Scanner<R> {
        Scanner {
            source,
            block: vec![0; BLOCK],
            pos: 0,
            len: 0,
            tokens: 0,
        }
    }

    /// Reads the next block; false at the end of the input.
    fn refill(&mut self) -> Result<bool, String> {
        self.pos = 0;
        self.len = loop {
            match self.source.read(&mut self.block) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(format!("cannot read the input: {}", e)),
            }
        };
        Ok(self.len > 0)
    }

    /// The next token as a number, `Ok(None)` at the end of the input; an error for a token that
    /// is not a plain unsigned decimal below 2^32. The inner loops run over the block in place.
    pub fn next_u32(&mut self) -> Result<Option<u32>, String> {
        let space = |c: u8| c.is_ascii_whitespace() || c == 0x0b;
        loop {
            while self.pos < self.len && space(self.block[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.len {
                break;
            }
            if !self.refill()? {
                return Ok(None);
            }
        }
        self.tokens += 1;
        // Digits are summed unchecked (at most 20 fit a u64 without overflow); the token's
        // length and value are checked once at its end.
        let (mut value, mut digits) = (0u64, 0usize);
        loop {
            while self.pos < self.len {
                let d = self.block[self.pos].wrapping_sub(b'0');
                if d >= 10 {
                    break;
                }
                if digits < 20 {
                    value = value * 10 + u64::from(d);
                }
                digits += 1;
                self.pos += 1;
            }
            if self.pos < self.len || !self.refill()? {
                break;
            }
        }
        if self.pos < self.len && !space(self.block[self.pos]) {
            return Err(format!(
                "token {} is not a number (byte 0x{:02x})",
                self.tokens, self.block[self.pos]
            ));
        }
        if digits > 10 || value > u64::from(u32::MAX) {
            return Err(format!("token {} is too large", self.tokens));
        }
        Ok(Some(value as u32))
    }

    /// The next number, with `what` named in the error when the input ends first.
    pub fn expect_u32(&mut self, what: &str) -> Result<u32, String> {
        match self.next_u32()? {
            Some(v) => Ok(v),
            None => Err(format!("the input ends where {} was expected", what)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Result<Vec<u32>, String> {
        let mut s = Scanner::new(text.as_bytes());
        let mut v = Vec::new();
        while let Some(x) = s.next_u32()? {
            v.push(x);
        }
        Ok(v)
    }

    #[test]
    fn reads_numbers_across_any_whitespace() {
        assert_eq!(
            all(" 1\t22\r\n333 \n\n4294967295").unwrap(),
            vec![1, 22, 333, u32::MAX]
        );
        assert_eq!(all("").unwrap(), Vec::<u32>::new());
        assert_eq!(all("  \n").unwrap(), Vec::<u32>::new());
    }

    #[test]
    fn rejects_junk_and_overflow() {
        assert!(all("1 x 2").unwrap_err().contains("token 2"));
        assert!(all("1 -3").is_err());
        assert!(all("4294967296").unwrap_err().contains("too large"));
    }

    #[test]
    fn tokens_across_block_boundaries() {
        let text: String = (0..40_000u32).map(|i| format!("{} ", i)).collect();
        assert_eq!(all(&text).unwrap(), (0..40_000).collect::<Vec<u32>>());
    }

    #[test]
    fn expect_names_what_is_missing() {
        let mut s = Scanner::new("7".as_bytes());
        assert_eq!(s.expect_u32("n").unwrap(), 7);
        assert!(s.expect_u32("the width").unwrap_err().contains("the width"));
    }
}
