//! The input validator of a package: it accepts exactly what the problem's judge sends. The
//! library's strict reader must take the input (every tile once, the row's tokens, the count it
//! announces), the input must be byte for byte the judge's own layout of those puzzles (its
//! blank letter, single spaces, LF line ends, a final newline: `input::format_puzzles`, the
//! layout every case of `cases/` has, tests/cases.rs), and the row's promises must hold
//! (solvable puzzles where the row has no unsolvable answer and the answer is not the board's
//! own scatter, AOJ ALDS1_13_C's ≤ 45 moves, one puzzle where the judge sends one).
//!
//! This module is the validator program's own (src/package/programs.rs bundles it with the
//! library modules it uses); `judge package` also calls it to check the data it writes.

use crate::board::Board;
use crate::input::{format_puzzles, parse_puzzles, show};
use crate::problems::{problem, Problem};
use std::io::Read;

/// The exit conventions of the two judges' families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// Kattis / DOMjudge: 42 valid, 43 invalid.
    Kattis,
    /// testlib / Polygon: 0 valid, 3 (FAIL) invalid, the reason on stderr after `FAIL `.
    Testlib,
}

/// Whether `input` is exactly an input of `problem`'s judge, `most` the most puzzles it sends
/// (`None`: any number); the number of puzzles, or why not (one line).
pub fn validate(problem: &Problem, most: Option<usize>, input: &[u8]) -> Result<usize, String> {
    let (boards, goals) = parse_puzzles(problem, input)?;
    if let Some(most) = most.filter(|&m| boards.len() > m) {
        return Err(format!(
            "the input holds {} puzzles, but {} sends at most {most}",
            boards.len(),
            problem.id
        ));
    }
    let layout = format_puzzles(problem, &boards, &goals);
    if layout.as_bytes() != input {
        return Err(difference(layout.as_bytes(), input));
    }
    for (k, (board, goal)) in boards.iter().zip(&goals).enumerate() {
        let promised_solvable = problem.unsolvable.is_none() && !problem.answered_by_the_board();
        if promised_solvable && !crate::parity::solvable(board, goal) {
            return Err(format!(
                "puzzle {} is unsolvable, but {} promises solvable puzzles",
                k + 1,
                problem.id
            ));
        }
        if let Some(bound) = problem.promised {
            keeps_promise(problem, board, goal, bound)
                .map_err(|e| format!("puzzle {}: {e}", k + 1))?;
        }
    }
    Ok(boards.len())
}

/// Whether a solvable board's fewest moves to its goal are at most `bound` (the BFS oracle on
/// small boards, the checker's 4×4 IDA* on the 15-puzzle).
fn keeps_promise(problem: &Problem, board: &Board, goal: &Board, bound: u32) -> Result<(), String> {
    let fewest = if crate::oracle::covers(goal) {
        crate::oracle::shared(goal)
            .distance(board)
            .map(|d| d as usize)
    } else if *goal == Board::standard_goal(4, 4) {
        crate::check::fewest_within(board, bound)
    } else {
        return Err(format!(
            "no way to tell the fewest moves of a {}×{} board",
            board.width, board.height
        ));
    };
    match fewest {
        Some(n) if n <= bound as usize => Ok(()),
        _ => Err(format!(
            "its fewest moves are more than the {bound} that {} promises",
            problem.id
        )),
    }
}

/// Where `found` first leaves the judge's layout `judge`: line, column and both bytes.
fn difference(judge: &[u8], found: &[u8]) -> String {
    let at = judge.iter().zip(found).take_while(|(a, b)| a == b).count();
    let line = found[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let column = at
        - found[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1)
        + 1;
    let byte = |text: &[u8]| match text.get(at) {
        Some(&b) => format!("'{}'", show(&[b])),
        None => "the end of the input".to_string(),
    };
    format!(
        "line {line}, column {column}: the judge's layout has {} where the input has {} \
         (single spaces, LF line ends and a final newline, as the judge sends)",
        byte(judge),
        byte(found)
    )
}

/// The validator program of a package for the row `id`: the input on stdin, the verdict as its
/// exit status (`convention`), the reason on stderr.
pub fn main(convention: Convention, id: &str, most: Option<usize>) -> ! {
    let mut input = Vec::new();
    let verdict = match (std::io::stdin().read_to_end(&mut input), problem(id)) {
        (Err(e), _) => Err(format!("cannot read the input: {e}")),
        (_, None) => Err(format!(
            "this validator's problem '{id}' is not in its table"
        )),
        (Ok(_), Some(p)) => validate(p, most, &input),
    };
    let code = match (convention, verdict) {
        (Convention::Kattis, Ok(_)) => 42,
        (Convention::Testlib, Ok(_)) => 0,
        (Convention::Kattis, Err(e)) => {
            eprintln!("{e}");
            43
        }
        (Convention::Testlib, Err(e)) => {
            eprintln!("FAIL {e}");
            3
        }
    };
    std::process::exit(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_difference_is_named() {
        let d = difference(b"1 2\n3 4\n", b"1 2\n3  4\n");
        assert!(
            d.starts_with("line 2, column 3: the judge's layout has '4' where the input has ' '"),
            "{d}"
        );
        let d = difference(b"1 2\n", b"1 2");
        assert!(
            d.contains("has '\\x0a' where the input has the end of the input"),
            "{d}"
        );
        let d = difference(b"1 2\n", b"1 2\n\n");
        assert!(
            d.contains("has the end of the input where the input has '\\x0a'"),
            "{d}"
        );
    }

    #[test]
    fn promises_are_kept() {
        let aoj = problem("aoj-alds1-13-c").unwrap();
        let korf_55 = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
        assert_eq!(validate(aoj, Some(1), korf_55.as_bytes()), Ok(1));
        let luogu = problem("luogu1379").unwrap();
        assert!(validate(luogu, Some(1), b"123804765\n").is_ok());
        let e = validate(luogu, Some(1), b"123804756\n").unwrap_err();
        assert!(e.contains("unsolvable"), "{e}");
        let e = validate(luogu, Some(1), b"123804765\n123804765\n").unwrap_err();
        assert!(e.contains("at most 1"), "{e}");
    }
}
