//! `judge replay INPUT OUTPUT`: the boards of one puzzle move by move, the tile that just slid
//! marked `[n]`, several boards to a line, for a person to follow a solution.

use super::args::{self, Arity};
use crate::board::Board;
use crate::input::parse_input;
use crate::output::parse_moves;
use crate::parity::solvable;
use crate::problems::{self, Problem};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

const OPTIONS: &[(&str, Arity)] = &[("--problem", Arity::One), ("--case", Arity::One)];

/// Boards per line of the replay.
const PER_LINE: usize = 6;

/// The lines of one board, the cell at `marked` (if any) in brackets, the blank as `_`.
/// A cell as the replay shows it: the tile's number, `_` for the blank.
pub fn cell_text(tile: impl Into<u64>) -> String {
    match tile.into() {
        0 => "_".to_string(),
        t => t.to_string(),
    }
}

fn board_lines(board: &Board, marked: Option<usize>) -> Vec<String> {
    let width = board.len().to_string().len();
    (0..board.height)
        .map(|r| {
            (0..board.width)
                .map(|c| {
                    let i = r * board.width + c;
                    let text = cell_text(board.cells[i]);
                    if marked == Some(i) {
                        format!("[{text:>width$}]")
                    } else {
                        format!(" {text:>width$} ")
                    }
                })
                .collect::<String>()
        })
        .collect()
}

/// Frames (a title and the board's lines) printed `PER_LINE` to a row as they come: at most
/// one row is held, so a 10⁷-move answer replays in bounded memory.
struct Rows<'a, W: Write> {
    out: &'a mut W,
    cell: usize,
    height: usize,
    pending: Vec<(String, Vec<String>)>,
}

impl<W: Write> Rows<'_, W> {
    fn push(&mut self, title: String, lines: Vec<String>) -> io::Result<()> {
        self.pending.push((title, lines));
        if self.pending.len() == PER_LINE {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let cell = self.cell;
        let titles: Vec<String> = self
            .pending
            .iter()
            .map(|(t, _)| format!("{t:<cell$}"))
            .collect();
        writeln!(self.out, "{}", titles.join("   ").trim_end())?;
        for r in 0..self.height {
            let row: Vec<String> = self
                .pending
                .iter()
                .map(|(_, lines)| format!("{:<cell$}", lines[r]))
                .collect();
            writeln!(self.out, "{}", row.join("   ").trim_end())?;
        }
        writeln!(self.out)?;
        self.pending.clear();
        Ok(())
    }
}

/// The replay of `line` (the output line for `board`) under `problem`, written to `out`.
pub fn replay(
    problem: &Problem,
    board: &Board,
    line: &str,
    out: &mut impl Write,
) -> io::Result<()> {
    let goal = problem.goal_for(board);
    if super::replay_big::is_big(board, line) || problem.verdict_only() {
        return out.write_all(super::replay_big::summary(problem, board, &goal, line).as_bytes());
    }
    let line = line.trim();
    if problem.unsolvable == Some(line) {
        let truth = if solvable(board, &goal) {
            "but it is solvable (parity)"
        } else {
            "and it is (parity)"
        };
        let lines = board_lines(board, None).join("\n");
        return writeln!(out, "{lines}\nthe output says unsolvable, {truth}");
    }
    let Some(letters) = problem.output.letters() else {
        let lines = board_lines(board, None).join("\n");
        return writeln!(
            out,
            "{lines}\n{} prints a count ('{line}'), not moves: nothing to replay",
            problem.id
        );
    };
    let Some(moves) = parse_moves(problem, line) else {
        return writeln!(
            out,
            "the output line '{line}' holds a character that is no move letter"
        );
    };
    let first = board_lines(board, None);
    let mut rows = Rows {
        cell: first[0].len().max(10),
        height: board.height,
        out,
        pending: Vec::with_capacity(PER_LINE),
    };
    rows.push("start".to_string(), first)?;
    let mut current = board.clone();
    let mut stopped = None;
    for (k, &dir) in moves.iter().enumerate() {
        let before = current.blank;
        let letter = char::from(letters[dir.index()]);
        if !current.apply(dir) {
            stopped = Some(format!(
                "move {} '{letter}' leaves the board: the replay stops here",
                k + 1
            ));
            break;
        }
        // The tile now sits where the blank was.
        let tile = current.cells[before];
        rows.push(
            format!("{} {letter} ({tile})", k + 1),
            board_lines(&current, Some(before)),
        )?;
    }
    rows.flush()?;
    let ending = match stopped {
        Some(message) => message,
        None if current.is(&goal) => format!("{} move(s): reaches the goal", moves.len()),
        None => format!(
            "{} move(s): ends on {}, not the goal {}",
            moves.len(),
            current.one_line(),
            goal.one_line()
        ),
    };
    writeln!(rows.out, "{ending}")
}

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
    let output = String::from_utf8_lossy(&read(&output_path)?).into_owned();
    let boards = parse_input(problem, &input)
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
    let line = output.lines().nth(k - 1).unwrap_or("");
    println!(
        "{} puzzle {k} of {} ({}), the blank's moves, the tile that slid in [brackets]",
        problem.id,
        boards.len(),
        input_path.display()
    );
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    replay(problem, &boards[k - 1], line, &mut out)
        .and_then(|()| out.flush())
        .map_err(|e| format!("judge replay: cannot write: {e}"))?;
    Ok(0)
}
