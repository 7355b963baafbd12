//! Problem:   POJ 2893 "M × N Puzzle" (M, N ≤ 999; YES when solvable)
//! Strategy:  no search: the parity of the permutation's cycle decomposition
//! Heuristic: none
//! Time:      O(M·N) a case; ten 999×999 cases (70 MB) in well under 1 s (scripts/bench-bigboard)
//! Memory:    one case: 4 bytes + 1 byte a cell; the input streams through a 64 KiB block
//! Status:    agrees with a merge-sort inversion count on every case (tests/bigboard.rs)

use std::io::{self, Read, Write};

// @parts scan cycles

/// The judge, named in error messages.
const PROBLEM: &str = "POJ 2893";

/// Answers every case of `input`.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    solve_stream(input.as_bytes(), out)
}

/// Answers every case read from `source`, one case in memory at a time.
fn solve_stream<R: Read>(source: R, out: &mut impl Write) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", PROBLEM, e);
    let mut scanner = scan::Scanner::new(source);
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let (mut cells, mut scratch) = (Vec::new(), Vec::new());
    let mut case = 0;
    // The input ends with `0 0`; a missing terminator is forgiven.
    while let Some(rows) = scanner.next_u32().map_err(fail)? {
        let columns = scanner.expect_u32("the number of columns").map_err(fail)?;
        if rows == 0 && columns == 0 {
            break;
        }
        case += 1;
        if !(2..=999).contains(&rows) || !(2..=999).contains(&columns) {
            return Err(fail(format!(
                "case {}: a {}×{} board (2..999 each)",
                case, rows, columns
            )));
        }
        let (height, width) = (rows as usize, columns as usize);
        cells.clear();
        for _ in 0..width * height {
            cells.push(scanner.expect_u32("a cell").map_err(fail)?);
        }
        let yes = cycles::solvable(width, height, &cells, &mut scratch)
            .map_err(|e| fail(format!("case {}: {}", case, e)))?;
        writeln!(out, "{}", if yes { "YES" } else { "NO" })
            .map_err(|e| fail(format!("cannot write the answer: {}", e)))?;
        if show_stats {
            eprintln!("stats expanded=0 generated=0");
        }
    }
    Ok(())
}

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve_stream(stdin.lock(), &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
