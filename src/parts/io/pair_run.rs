//! A whole program for a format whose puzzles give their own goal (`goal_given`: HDU 3567):
//! read all of stdin once, answer every (start, goal) pair in the row's frame and letters, one
//! buffered writer; with `NPUZZLE_STATS` set, one line `stats expanded=N generated=M` a puzzle
//! on stderr.

use super::input::parse_with_goals;
use super::puzzle::Puzzle;
use super::run::program;
use super::search::{Stats, Tally};
use std::io::Write;

/// A search between any two boards of the problem's size.
pub trait Strategy {
    fn new() -> Self;
    /// The moves (up, down, left, right) from `start` to `goal`, or `None` when no sequence
    /// reaches it (the boards differ in parity).
    fn run<T: Tally>(&mut self, start: &[u8], goal: &[u8], stats: &mut T) -> Option<Vec<u8>>;
}

/// Answers every puzzle of `input` with the search `S`. Malformed input writes nothing and
/// returns one line naming the puzzle and the problem.
pub fn solve<P: Puzzle, S: Strategy>(input: &str, out: &mut impl Write) -> Result<(), String> {
    let puzzles = parse_with_goals::<P>(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut search = S::new();
    let frame = P::FORMAT.frame;
    let mut text = Vec::new();
    for (k, (start, goal)) in puzzles.iter().enumerate() {
        let mut stats = Stats::default();
        frame.open(k, &mut text);
        match search.run(&start[..P::N], &goal[..P::N], &mut stats) {
            Some(moves) => {
                text.extend_from_slice(frame.solved(moves.len()).as_bytes());
                P::FORMAT.output.write_solved(&moves, &mut text);
            }
            None => text.extend_from_slice(P::FORMAT.unsolvable.as_bytes()),
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
    program(P::FORMAT.problem, |input, out| solve::<P, S>(input, out));
}
