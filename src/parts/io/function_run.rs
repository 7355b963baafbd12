//! The program around a function that a judge calls instead of running a program (LeetCode
//! 773's `sliding_puzzle`): it reads the boards the function would be handed, written out one a
//! line (`[[1,2,3],[4,0,5]]`, `Cells::Nested`), and prints what the function returns for each,
//! so that the checker and the local judge run the file as a program. It uses of the parts only
//! what the pasted function does, besides the reader and the program's frame.

use super::input::parse;
use super::leetcode::fewest_moves;
use super::puzzle::Puzzle;
use super::run::program;
use super::search::Strategy;
use std::io::Write;

/// Answers every board of `input` with the function's number, one line each. Malformed input
/// writes nothing and returns one line naming the board and the problem.
pub fn solve<P: Puzzle, S: Strategy>(input: &str, out: &mut impl Write) -> Result<(), String> {
    let mut text = String::new();
    for cells in parse::<P>(input)? {
        let rows: Vec<Vec<i32>> = cells[..P::N]
            .chunks(P::FORMAT.width)
            .map(|row| row.iter().map(|&tile| i32::from(tile)).collect())
            .collect();
        text.push_str(&format!("{}\n", fewest_moves::<P, S>(&rows)));
    }
    out.write_all(text.as_bytes())
        .map_err(|e| format!("{}: cannot write the answer: {}", P::FORMAT.problem, e))
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error.
pub fn main<P: Puzzle, S: Strategy>() {
    program(P::FORMAT.problem, solve::<P, S>);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{row, Row};

    type LeetCode = Row<{ row("leetcode773") }>;
    type Bfs = crate::parts::bfs::Search<LeetCode>;

    #[test]
    fn each_board_gets_the_functions_number() {
        let mut out = Vec::new();
        let input = "[[1,2,3],[4,0,5]]\n[[1,2,3],[5,4,0]]\n[[4,1,2],[5,0,3]]\n";
        solve::<LeetCode, Bfs>(input, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "1\n-1\n5\n");
    }

    #[test]
    fn a_malformed_board_writes_nothing() {
        let mut out = Vec::new();
        let error = solve::<LeetCode, Bfs>("[[1,2,3],[4,0,5]]\n[[1,2,3],[4,5]]\n", &mut out);
        let error = error.unwrap_err();
        assert!(
            error.ends_with("puzzle 2: expected ',', found ']'"),
            "{error}"
        );
        assert!(out.is_empty());
    }
}
