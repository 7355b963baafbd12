//! Problem:   POJ 3240 "Solution to the n²−1 Puzzle" (n ≤ 10; any valid L R U D, or No Answer!)
//! Strategy:  line-by-line beam search over whole boards (500 a layer), exact placement where the beam stalls, the last 3×3 by A*
//! Heuristic: weighted Manhattan (the line ×4, the next line ×2, the rest ×1) + 4 × the blank's distance to the line
//! Time:      ~1,350 moves (2.1 × Manhattan) and < 0.3 s CPU on a random 10×10 (README)
//! Memory:    the beam (500 boards) and its history; a (cells)³ byte table for the pair BFS
//! Status:    replayed valid on 1,000 random boards each of 5×5, 7×7, 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)

use std::io::{self, Read, Write};

// @parts scan cycles grid place construct beam

/// The judge, named in error messages.
const PROBLEM: &str = "POJ 3240";
/// The answer for a board that cannot be solved.
const UNSOLVABLE: &str = "No Answer!";
/// The blank's moves as the judge spells them, indexed like `grid::LETTERS` (up, down, left, right).
const LETTERS: [u8; 4] = *b"UDLR";

/// Answers every board of `input`: `n`, then n² numbers, `0` the blank.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    let fail = |e: String| format!("{}: {}", PROBLEM, e);
    let mut scanner = scan::Scanner::new(input.as_bytes());
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut placer = place::Placer::new();
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
            let mut board = grid::Grid::new(n, n, &tiles).map_err(at_case)?;
            moves.clear();
            beam::beam_solve(&mut board, &beam::SUBMITTED, &mut placer, &mut moves)
                .map_err(at_case)?;
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

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("{}: cannot read the input: {}", PROBLEM, e);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&bytes);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = solve(&input, &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", PROBLEM, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
