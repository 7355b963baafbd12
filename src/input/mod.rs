//! Reading and writing a problem's input: tolerant where judges are, strict where it must be.
//!
//! Tolerant of any ASCII whitespace, CRLF, a board split across lines, every blank spelling the
//! format allows; strict in that a wrong token, a duplicate or missing tile, a wrong count is an
//! error naming the puzzle.
//!
//! `file` reads and writes a whole input through the reader of its cell format (`numbers`,
//! `chars`, `nested`, `sized`); `tokens` is what they all share.

mod chars;
mod file;
mod nested;
mod numbers;
mod sized;
#[cfg(test)]
mod tests;
mod tokens;

pub use file::{format_input, format_puzzles, parse_input, parse_puzzles};
pub use tokens::{is_space, parse_decimal, show};
