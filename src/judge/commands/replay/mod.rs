//! `judge replay INPUT OUTPUT`: the boards of one puzzle move by move, the tile that just slid
//! marked `[n]`, several boards to a line, for a person to follow a solution.
//!
//! The puzzle comes with its own goal (HDU 3567 gives one a puzzle) and its answer is read as the
//! checker reads it (`check::answer_to`: `Case k: `, a count line, `YES`, empty lines between
//! answers taken off; `check::said`: what the line says).
//!
//! `reading` finds and reads the answer line, `frames` draws it move by move, `big` summarises
//! it for big boards and long answers.

pub mod big;
pub mod frames;
pub mod reading;

pub use frames::replay;
pub use reading::{answer_of, Ending, Reading};

use crate::input::parse_puzzles;
use crate::judge::cli::args::{self, Arity};
use crate::problems;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

const OPTIONS: &[(&str, Arity)] = &[("--problem", Arity::One), ("--case", Arity::One)];

pub fn run(args: &[String]) -> Result<i32, String> {
    let parsed = args::parse("replay", args, OPTIONS)?;
    parsed.expect_positional(&["INPUT", "OUTPUT"])?;
    let input_path = PathBuf::from(&parsed.positional[0]);
    let output_path = PathBuf::from(&parsed.positional[1]);
    let problem = match parsed.value("--problem") {
        Some(id) => problems::problem(id),
        None => input_path
            .parent()
            .and_then(Path::file_name)
            .and_then(|f| problems::problem(&f.to_string_lossy())),
    }
    .ok_or_else(|| {
        format!(
            "judge replay: pass --problem ID (one of {}): the input's folder names no problem",
            problems::ids()
        )
    })?;
    let read = |p: &Path| fs::read(p).map_err(|e| format!("judge replay: {}: {e}", p.display()));
    let input = read(&input_path)?;
    let output = read(&output_path)?;
    let (boards, goals) = parse_puzzles(problem, &input)
        .map_err(|e| format!("judge replay: {}: {e}", input_path.display()))?;
    let k = parsed
        .number::<usize>("--case", "a puzzle number (1-based)")?
        .unwrap_or(1);
    if k == 0 || k > boards.len() {
        return Err(format!(
            "judge replay: --case {k}: the input holds puzzle(s) 1..={}",
            boards.len()
        ));
    }
    let (board, goal) = (&boards[k - 1], &goals[k - 1]);
    let wrong = |why: String| {
        eprintln!("judge replay: {}: {why}", output_path.display());
        Ok(1)
    };
    let line = match answer_of(problem, &output, k - 1, board, goal) {
        Ok(line) => line,
        Err(why) => return wrong(why),
    };
    crate::say!(
        "{} puzzle {k} of {} ({}), the blank's moves, the tile that slid in [brackets]",
        problem.id,
        boards.len(),
        input_path.display()
    );
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let ending = replay(problem, board, goal, line, &mut out)
        .and_then(|ending| out.flush().map(|()| ending))
        .map_err(|e| format!("judge replay: cannot write: {e}"))?;
    match ending {
        Ok(()) => Ok(0),
        Err(why) => wrong(format!("puzzle {k}: {why}")),
    }
}
