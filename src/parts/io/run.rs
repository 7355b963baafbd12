//! A whole program: read all of stdin once, answer every puzzle one line each (the moves, their
//! count, or the unsolvable text), one buffered writer, and with `NPUZZLE_STATS` set one line
//! `stats expanded=N generated=M` a puzzle on stderr.

use super::board::Board;
use super::input::parse;
use super::puzzle::Puzzle;
use super::search::{Stats, Strategy};
use super::solvable::solvable;
use std::io::{self, Read, Write};

/// Answers every puzzle of `input` with the search `S`, one line each. Malformed input writes
/// nothing and returns one line naming the puzzle and the problem.
pub fn solve<P: Puzzle, S: Strategy>(input: &str, out: &mut impl Write) -> Result<(), String> {
    solve_keeping::<P, S>(input, out, &mut None)
}

/// `solve`, the search made when a solvable puzzle first needs one (an input of unsolvable
/// puzzles allocates none) and left in `kept` for the caller.
pub fn solve_keeping<P: Puzzle, S: Strategy>(
    input: &str,
    out: &mut impl Write,
    kept: &mut Option<S>,
) -> Result<(), String> {
    let puzzles = parse::<P>(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let solvable: Vec<bool> = puzzles
        .iter()
        .map(|cells| solvable::<P>(&cells[..P::N]))
        .collect();
    // Without a bound the boards are searched together (a search may spread them over threads);
    // with one, each is searched alone up to the bound.
    let over = P::FORMAT.over;
    let starts: Vec<Board> = (puzzles.iter().zip(&solvable))
        .filter(|&(_, &yes)| yes && over.is_none())
        .map(|(cells, _)| Board::from_cells(&cells[..P::N]))
        .collect();
    let answers = if starts.is_empty() {
        Vec::new()
    } else {
        kept.get_or_insert_with(S::new).run_all(&starts)
    };
    let mut answers = answers.into_iter();
    let frame = P::FORMAT.frame;
    let mut text = Vec::new();
    for (k, (cells, &yes)) in puzzles.iter().zip(&solvable).enumerate() {
        let mut stats = Stats::default();
        frame.open(k, &mut text);
        let mut path = Vec::new();
        let line = if !yes {
            Some(P::FORMAT.unsolvable)
        } else if let Some((cap, over)) = over {
            let board = Board::from_cells(&cells[..P::N]);
            let search = kept.get_or_insert_with(S::new);
            (!search.run_within(board, cap, &mut stats, &mut path)).then_some(over)
        } else {
            let (moves, effort) = answers.next().unwrap_or_default();
            path = moves;
            stats = effort;
            None
        };
        match line {
            Some(line) => text.extend_from_slice(line.as_bytes()),
            None => {
                text.extend_from_slice(frame.solved(path.len()).as_bytes());
                P::FORMAT.output.write_solved(&path, &mut text);
            }
        }
        text.push(b'\n');
        if show_stats {
            stats.report();
        }
    }
    out.write_all(&text)
        .map_err(|e| format!("{}: cannot write the answer: {}", P::FORMAT.problem, e))
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error.
pub fn main<P: Puzzle, S: Strategy>() {
    let mut kept = None;
    program(P::FORMAT.problem, |input, out| {
        solve_keeping::<P, S>(input, out, &mut kept)
    });
    // The search's tables are left to the operating system, which frees them with the process
    // anyway: freed here, one puzzle a process would pay for unmapping every page its search
    // touched (about 30 µs a puzzle for A* and bidirectional BFS: README, issue 12).
    std::mem::forget(kept);
}

/// The program around `solve`: all of stdin read once, one buffered writer on stdout, and on
/// an error its one line on stderr (a read or write error named after `name`) and exit status 1.
pub fn program<F>(name: &str, solve: F)
where
    F: FnOnce(&str, &mut io::BufWriter<io::StdoutLock<'static>>) -> Result<(), String>,
{
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("{}: cannot read the input: {}", name, e);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&bytes);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let result = solve(&input, &mut out).and_then(|()| {
        out.flush()
            .map_err(|e| format!("{}: cannot write the answer: {}", name, e))
    });
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
