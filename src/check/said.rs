//! A solvable puzzle's answer line read back in the row's output format: the one place where the
//! checker, its answer-file reader and `judge replay` tell the output formats apart.
//!
//! The writer is `puzzle::Output::write_solved`.

use super::count::read_count;
use super::moves::check_letters;
use crate::input::show;
use crate::problems::{OutputFormat, Problem};

/// What a well-formed answer line says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said<'a> {
    /// Moves, every byte one of `letters` (up, down, left, right).
    Moves { moves: &'a [u8], letters: [u8; 4] },
    /// A count: `None` for a well-formed integer out of range (negative, or huge).
    Count(Option<u64>),
    /// The verdict's word for a solvable puzzle.
    Yes(&'static str),
    /// A scatter (Kattis npuzzle): `None` for a well-formed integer out of range.
    Scatter(Option<u64>),
}

/// What `line` says in `problem`'s output format, or why it is malformed (a presentation
/// error). The unsolvable line is the caller's to recognise first.
pub fn said<'a>(problem: &Problem, line: &'a [u8]) -> Result<Said<'a>, String> {
    match problem.output {
        OutputFormat::Moves { letters } => check_letters(letters, line).map(|()| Said::Moves {
            moves: line,
            letters,
        }),
        OutputFormat::Count => read_count(line).map(Said::Count),
        OutputFormat::Scatter => read_count(line).map(Said::Scatter),
        OutputFormat::Verdict { yes } if line == yes.as_bytes() => Ok(Said::Yes(yes)),
        OutputFormat::Verdict { yes } => Err(format!(
            "'{}' is neither {yes} nor {}",
            show(line),
            problem.unsolvable.unwrap_or("")
        )),
    }
}

/// How the checker's summary names the total of a row's answers.
pub fn total_label(output: OutputFormat) -> &'static str {
    match output {
        OutputFormat::Moves { .. } => "move(s) in all",
        OutputFormat::Count => "in all the counts",
        OutputFormat::Verdict { .. } => "move(s): verdicts only",
        OutputFormat::Scatter => "in all the scatters",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::problem;

    #[test]
    fn each_format_reads_its_own_lines() {
        fn read(id: &str, line: &'static str) -> Result<Said<'static>, String> {
            said(problem(id).unwrap(), line.as_bytes())
        }
        let letters = *b"udlr";
        assert_eq!(
            read("poj1077", "ulr"),
            Ok(Said::Moves {
                moves: b"ulr",
                letters
            })
        );
        assert!(read("poj1077", "uLr").unwrap_err().contains("character 2"));
        assert_eq!(read("leetcode773", "5"), Ok(Said::Count(Some(5))));
        assert_eq!(read("leetcode773", "-5"), Ok(Said::Count(None)));
        assert!(read("leetcode773", "05").is_err());
        assert_eq!(read("poj2893", "YES"), Ok(Said::Yes("YES")));
        assert!(read("poj2893", "yes")
            .unwrap_err()
            .contains("neither YES nor NO"));
    }
}
