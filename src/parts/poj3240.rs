//! POJ 3240's input and output around any solver of the parts: boards `n` then n² numbers
//! (`0` the blank) until the end of the input, one line each of `U D L R` moves of the blank or
//! `No Answer!`; with `NPUZZLE_STATS` set, one `stats` line a board on stderr.

use super::cycles;
use super::grid::Grid;
use super::place::Placer;
use super::scan::Scanner;
use std::io::{self, Read, Write};

/// The judge, named in error messages.
pub const PROBLEM: &str = "POJ 3240";
/// The answer for a board that cannot be solved.
pub const UNSOLVABLE: &str = "No Answer!";
/// The blank's moves as the judge spells them, indexed like `grid::LETTERS`.
pub const LETTERS: [u8; 4] = *b"UDLR";

/// A strategy: solves a solvable board, appending the blank's moves.
pub type Solver = fn(&mut Grid, &mut Placer, &mut Vec<u8>) -> Result<(), String>;

/// Answers every board of `input` with `solver`.
pub fn solve_with(input: &str, out: &mut impl Write, solver: Solver) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", PROBLEM, e);
    let mut scanner = Scanner::new(input.as_bytes());
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut placer = Placer::new();
    let (mut tiles, mut scratch, mut moves) = (Vec::new(), Vec::new(), Vec::new());
    let mut text = Vec::new();
    let mut case = 0;
    while let Some(n) = scanner.next_u32().map_err(fail)? {
        case += 1;
        if !(1..=16).contains(&n) {
            return Err(fail(format!("board {}: n = {} (1..16)", case, n)));
        }
        let n = n as usize;
        tiles.clear();
        for _ in 0..n * n {
            tiles.push(scanner.expect_u32("a cell").map_err(fail)?);
        }
        let at_case = |e: String| fail(format!("board {}: {}", case, e));
        let (expanded, generated) = (placer.expanded, placer.generated);
        if cycles::solvable(n, n, &tiles, &mut scratch).map_err(at_case)? {
            let mut board = Grid::new(n, n, &tiles).map_err(at_case)?;
            moves.clear();
            solver(&mut board, &mut placer, &mut moves).map_err(at_case)?;
            text.extend(moves.iter().map(|&m| LETTERS[m as usize]));
        } else {
            text.extend_from_slice(UNSOLVABLE.as_bytes());
        }
        text.push(b'\n');
        if show_stats {
            eprintln!(
                "stats expanded={} generated={}",
                placer.expanded - expanded,
                placer.generated - generated
            );
        }
    }
    out.write_all(&text)
        .map_err(|e| fail(format!("cannot write the answer: {}", e)))
}

/// The whole program: stdin read once, one buffered writer, an error as one line and exit 1.
pub fn main_with(solver: Solver) {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("{}: cannot read the input: {}", PROBLEM, e);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&bytes);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve_with(&input, &mut out, solver).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_of(input: &str) -> Result<String, String> {
        let mut out = Vec::new();
        solve_with(input, &mut out, |g, p, m| {
            super::super::construct::construct(g, 6, p, m)
        })?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn sample_unsolvable_and_errors() {
        assert_eq!(moves_of("2\n3 1\n2 0\n").unwrap(), "LURD\n");
        assert_eq!(moves_of("2 2 1 3 0").unwrap(), "No Answer!\n");
        assert!(moves_of("17").unwrap_err().contains("n = 17"));
        assert!(moves_of("2 1 2 3 3").unwrap_err().contains("appears twice"));
        assert!(moves_of("2 1 2")
            .unwrap_err()
            .starts_with("POJ 3240: the input ends"));
    }
}
