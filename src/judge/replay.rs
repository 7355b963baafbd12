//! `judge replay INPUT OUTPUT`: the boards of one puzzle move by move, the tile that just slid
//! marked `[n]`, several boards to a line, for a person to follow a solution. The puzzle comes
//! with its own goal (HDU 3567 gives one a puzzle) and its answer is read as the checker reads
//! it (`check::answer_to`: `Case k: `, a count line, `YES`, empty lines between answers taken
//! off; `check::said`: what the line says).

use super::cli::args::{self, Arity};
use crate::board::{Board, Dir};
use crate::check::{answer_to, said, Said};
use crate::input::{parse_puzzles, show};
use crate::oracle;
use crate::output::{parse_moves, scatter};
use crate::parity::solvable;
use crate::problems::{self, Problem};
use crate::text::trim;
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

/// How a replay ends: `Ok` when the answer is right as far as the replay tells (its moves reach
/// the goal, or what it says agrees with the board), else why it is wrong, in one line.
pub type Ending = Result<(), String>;

/// What an answer line says, as the replay reads it.
pub enum Reading {
    /// Moves to replay.
    Moves(Vec<Dir>),
    /// Anything else: what the replay says of it, and whether that agrees with the board.
    Told(String, Ending),
}

/// Reads `line` (trimmed, the frame taken off) for `board` and its `goal` with the checker's
/// reader (`said`): moves, or what the line says checked against parity, the scatter, or the
/// BFS oracle's fewest moves where it reaches.
pub fn read(problem: &Problem, board: &Board, goal: &Board, line: &[u8]) -> Reading {
    let solvable = solvable(board, goal);
    let parity = if solvable { "solvable" } else { "unsolvable" };
    let agrees = |text: String, right: bool| {
        let ending = if right { Ok(()) } else { Err(text.clone()) };
        Reading::Told(text, ending)
    };
    if let Some((bound, text)) = problem.over.filter(|(_, text)| text.as_bytes() == line) {
        // LightOJ's line says either; e-olymp's TOO LONG only "over the bound".
        let either = problem.unsolvable == Some(text);
        let what = if either {
            "unsolvable, or"
        } else {
            "solvable in"
        };
        return agrees(
            format!(
                "the output says '{text}' ({what} more than {bound} moves, not searched here); \
                 parity says {parity}"
            ),
            solvable || either,
        );
    }
    if problem.unsolvable.map(str::as_bytes) == Some(line) {
        let text = format!("the output says unsolvable; parity says {parity}");
        return agrees(text, !solvable);
    }
    let shown = show(line);
    match said(problem, line) {
        Err(why) => agrees(format!("the output line is malformed: {why}"), false),
        // `said` has checked every letter.
        Ok(Said::Moves { moves, .. }) => {
            Reading::Moves(parse_moves(problem, moves).unwrap_or_default())
        }
        Ok(Said::Yes(yes)) => agrees(
            format!("the output says '{yes}' (solvable); parity says {parity}"),
            solvable,
        ),
        Ok(Said::Scatter(found)) => {
            let real = u64::from(scatter(board, goal));
            let text = format!("the output says the scatter is {shown}; it is {real}");
            agrees(text, found == Some(real))
        }
        Ok(Said::Count(count)) => {
            let text = format!("the output is a count ('{shown}'), not moves");
            if !solvable {
                return agrees(format!("{text}, but parity says unsolvable"), false);
            }
            match oracle::for_goal(goal).and_then(|table| table.distance(board)) {
                Some(fewest) => agrees(
                    format!("{text}; the fewest (BFS) is {fewest}"),
                    count == Some(u64::from(fewest)),
                ),
                None => agrees(format!("{text}: nothing to replay"), true),
            }
        }
    }
}

/// The replay of `line` (the answer to `board`, its frame taken off) towards `goal` under
/// `problem`, written to `out`; how it ends.
pub fn replay(
    problem: &Problem,
    board: &Board,
    goal: &Board,
    line: &[u8],
    out: &mut impl Write,
) -> io::Result<Ending> {
    let line = trim(line);
    if super::replay_big::is_big(board, line) || problem.verdict_only() {
        let (text, ending) = super::replay_big::summary(problem, board, goal, line);
        out.write_all(text.as_bytes())?;
        return Ok(ending);
    }
    let moves = match read(problem, board, goal, line) {
        Reading::Moves(moves) => moves,
        Reading::Told(text, ending) => {
            writeln!(out, "{}\n{text}", board_lines(board, None).join("\n"))?;
            return Ok(ending);
        }
    };
    let letters = problem.output.letters().unwrap_or(*b"udlr");
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
            stopped = Some(format!("move {} '{letter}' leaves the board", k + 1));
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
        Some(why) => {
            writeln!(rows.out, "{why}: the replay stops here")?;
            return Ok(Err(why));
        }
        None if current.is(goal) => Ok(()),
        None => Err(format!(
            "{} move(s) end on {}, not the goal {}",
            moves.len(),
            current.one_line(),
            goal.one_line()
        )),
    };
    match &ending {
        Ok(()) => writeln!(rows.out, "{} move(s): reaches the goal", moves.len())?,
        Err(why) => writeln!(rows.out, "{why}")?,
    }
    Ok(ending)
}

/// The answer to puzzle `k` (0-based; `board` towards `goal`) in `output`, found as the checker
/// finds it, or why the output holds none.
pub fn answer_of<'a>(
    problem: &Problem,
    output: &'a [u8],
    k: usize,
    board: &Board,
    goal: &Board,
) -> Result<&'a [u8], String> {
    match answer_to(problem, output, k)? {
        Some(line) => Ok(line),
        // No answer at all is a solved board's empty answer, as the checker takes it.
        None if board.is(goal) && problem.output.letters().is_some() => Ok(b""),
        None => Err(format!("the output ends before puzzle {}'s answer", k + 1)),
    }
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
    println!(
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
