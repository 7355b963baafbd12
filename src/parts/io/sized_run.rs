//! A whole program for a sized format (`Cells::Sized`): boards of any size up to the row's, each
//! opening with its size. Stdin is read once, streamed through a block, so that memory follows
//! one board however long the input is; every board gets one line (the moves, the verdict, or
//! the unsolvable text), written together at the end by one buffered writer; with
//! `NPUZZLE_STATS` set, one line `stats expanded=N generated=M` a board on stderr.

use super::grid::Grid;
use super::parity_cycles;
use super::puzzle::{Cells, Output, Puzzle};
use super::scan::Scanner;
use super::search::Stats;
use std::io::{self, Read, Write};

/// A strategy for boards of any size: built once, then run on each solvable board in turn.
pub trait Strategy {
    fn new() -> Self;
    /// Solves the solvable `board`, appending the blank's moves (indices of `grid::LETTERS`)
    /// to `moves`.
    fn run(&mut self, board: &mut Grid, moves: &mut Vec<u8>) -> Result<(), String>;
    /// The effort of every run so far.
    fn effort(&self) -> Stats;
}

/// The next board's size (width, height) as the format writes it; `None` at the end of the
/// input or at its terminating size zero. A size outside 2×2 ..= the row's is an error.
fn next_size<P: Puzzle, R: Read>(
    scanner: &mut Scanner<R>,
) -> Result<Option<(usize, usize)>, String> {
    let (square, terminated) = match P::FORMAT.cells {
        Cells::Sized { square, terminated } => (square, terminated),
        _ => return Err("the format gives no board sizes".to_string()),
    };
    let rows = match scanner.next_u32()? {
        Some(rows) => rows as usize,
        None => return Ok(None),
    };
    let columns = if square {
        rows
    } else {
        scanner.expect_u32("the number of columns")? as usize
    };
    if terminated && rows == 0 && columns == 0 {
        return Ok(None);
    }
    let (width, height) = (P::FORMAT.width, P::FORMAT.height);
    if !(2..=height).contains(&rows) || !(2..=width).contains(&columns) {
        return Err(format!(
            "a {}×{} board (2×2 ..= {}×{})",
            rows, columns, height, width
        ));
    }
    Ok(Some((columns, rows)))
}

/// Answers every board read from `source` with the strategy `S`. Malformed input writes nothing
/// and returns one line naming the puzzle and the problem.
pub fn solve_stream<P: Puzzle, S: Strategy, R: Read>(
    source: R,
    out: &mut impl Write,
) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", P::FORMAT.problem, e);
    let mut scanner = Scanner::new(source);
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    // A reference, so that a file whose search never runs (a verdict) needs no `mut`.
    let search = &mut S::new();
    let (mut tiles, mut scratch, mut text) = (Vec::new(), Vec::new(), Vec::new());
    let mut puzzle = 0;
    loop {
        puzzle += 1;
        let at = |e: String| fail(format!("puzzle {}: {}", puzzle, e));
        let (width, height) = match next_size::<P, R>(&mut scanner).map_err(at)? {
            Some(size) => size,
            None => break,
        };
        tiles.clear();
        for _ in 0..width * height {
            tiles.push(scanner.expect_u32("a cell").map_err(at)?);
        }
        let before = search.effort();
        if !parity_cycles::solvable(width, height, &tiles, &mut scratch).map_err(at)? {
            text.extend_from_slice(P::FORMAT.unsolvable.as_bytes());
        } else {
            match P::FORMAT.output {
                // A verdict needs no moves: the search runs only for the other outputs.
                Output::Verdict { yes } => text.extend_from_slice(yes.as_bytes()),
                _ => {
                    let mut board = Grid::new(width, height, &tiles).map_err(at)?;
                    let mut moves = Vec::new();
                    search.run(&mut board, &mut moves).map_err(at)?;
                    P::FORMAT.output.write_solved(&moves, &mut text);
                }
            }
        }
        text.push(b'\n');
        if show_stats {
            let after = search.effort();
            Stats {
                expanded: after.expanded - before.expanded,
                generated: after.generated - before.generated,
            }
            .report();
        }
    }
    out.write_all(&text)
        .map_err(|e| fail(format!("cannot write the answer: {}", e)))
}

/// Answers every board of `input` with the strategy `S`.
pub fn solve<P: Puzzle, S: Strategy>(input: &str, out: &mut impl Write) -> Result<(), String> {
    solve_stream::<P, S, _>(input.as_bytes(), out)
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error.
pub fn main<P: Puzzle, S: Strategy>() {
    let name = P::FORMAT.problem;
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve_stream::<P, S, _>(stdin.lock(), &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", name, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::super::construct;
    use super::super::puzzle::Format;
    use super::*;

    struct Square;
    impl Puzzle for Square {
        const FORMAT: Format = Format {
            problem: "POJ 3240",
            width: 10,
            height: 10,
            goal: &[],
            counted: false,
            goal_given: false,
            cells: Cells::Sized {
                square: true,
                terminated: false,
            },
            output: Output::Moves { letters: *b"UDLR" },
            unsolvable: "No Answer!",
            over: None,
            frame: super::super::puzzle::Frame::PLAIN,
        };
    }

    struct Sides;
    impl Puzzle for Sides {
        const FORMAT: Format = Format {
            problem: "POJ 2893",
            width: 999,
            height: 999,
            goal: &[],
            counted: false,
            goal_given: false,
            cells: Cells::Sized {
                square: false,
                terminated: true,
            },
            output: Output::Verdict { yes: "YES" },
            unsolvable: "NO",
            over: None,
            frame: super::super::puzzle::Frame::PLAIN,
        };
    }

    fn answer<P: Puzzle>(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        solve::<P, construct::Search<P>>(input, &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn sample_unsolvable_and_errors() {
        assert_eq!(answer::<Square>("2\n3 1\n2 0\n").unwrap(), "LURD\n");
        assert_eq!(answer::<Square>("2 2 1 3 0").unwrap(), "No Answer!\n");
        let e = answer::<Square>("2 3 1 2 0 11").unwrap_err();
        assert_eq!(e, "POJ 3240: puzzle 2: a 11×11 board (2×2 ..= 10×10)");
        let e = answer::<Square>("2 1 2 3 3").unwrap_err();
        assert!(e.starts_with("POJ 3240: puzzle 1: ") && e.contains("appears twice"));
        let e = answer::<Square>("2 1 2").unwrap_err();
        assert!(e.starts_with("POJ 3240: puzzle 1: the input ends"), "{}", e);
    }

    #[test]
    fn verdicts_until_the_terminator() {
        let input = "3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n9 9\n";
        assert_eq!(answer::<Sides>(input).unwrap(), "YES\nNO\n");
        assert_eq!(answer::<Sides>("2 2 1 2 3 0").unwrap(), "YES\n");
        let e = answer::<Sides>("1 4\n1 2 3 0\n0 0\n").unwrap_err();
        assert!(e.contains("puzzle 1: a 1×4 board"), "{}", e);
    }
}
