//! The replay of an answer move by move: every board after each move, the tile that slid
//! marked `[n]`, several boards to a line; big boards and long answers go to `big` instead.

use super::big::{is_big, summary};
use super::reading::{cell_text, read, Ending, Reading};
use crate::board::Board;
use crate::problems::Problem;
use crate::text::trim;
use std::io::{self, Write};

/// Boards per line of the replay.
const PER_LINE: usize = 6;

/// The lines of one board, the cell at `marked` (if any) in brackets, the blank as `_`.
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
    if is_big(board, line) || problem.verdict_only() {
        let (text, ending) = summary(problem, board, goal, line);
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
