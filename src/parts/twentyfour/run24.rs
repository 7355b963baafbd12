//! A whole program for boards of up to 25 cells (the 24-puzzle): the format's tokens, `0` the
//! blank, counted or running to the end of the input. Stdin is read once and checked whole
//! before any search; every board gets one line (its moves, or the unsolvable text), written by
//! one buffered writer; with `NPUZZLE_STATS` set, one line `stats expanded=N generated=M` a
//! board on stderr, as it is solved.

use super::input::{announced, read_cells, shown, tokens};
use super::puzzle::{Cells, Puzzle};
use std::io::Write;

/// The effort of a search: boards whose children were generated, and the children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effort {
    pub expanded: u64,
    pub generated: u64,
}

/// A search: made when the first solvable board needs it, then run on each in turn.
pub trait Strategy {
    fn new() -> Self;
    /// Appends to `moves` a solution of the solvable board `cells` (row-major, 0 the blank),
    /// its moves as 0..4 for up, down, left, right; returns its effort.
    fn run(&mut self, cells: &[u8], moves: &mut Vec<u8>) -> Effort;
}

/// The boards of `input`, each checked: every tile `1..cells` and the blank once.
fn parse<P: Puzzle>(input: &str) -> Result<Vec<Vec<u8>>, String> {
    let format = P::FORMAT;
    let (name, n) = (format.problem, format.width * format.height);
    let blanks = match format.cells {
        Cells::Tokens { blanks } => blanks,
        _ => {
            return Err(format!(
                "{}: this program reads boards of tokens only",
                name
            ))
        }
    };
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let mut tokens = tokens(input, "").peekable();
    let count = announced(&mut tokens, name, format.counted)?;
    let mut boards = Vec::new();
    while count.map_or(tokens.peek().is_some(), |count| boards.len() < count) {
        let mut cells = vec![0; n];
        read_cells(&mut tokens, blanks, &mut cells)
            .map_err(|e| format!("{}: puzzle {}: {}", name, boards.len() + 1, e))?;
        boards.push(cells);
    }
    if let (Some(count), Some(token)) = (count, tokens.next()) {
        return Err(format!(
            "{}: puzzle {}: unexpected '{}' after the {} announced puzzles",
            name,
            count + 1,
            shown(token),
            count
        ));
    }
    Ok(boards)
}

/// Whether `cells` (a board `width` wide) reaches the goal `1 … n−1, 0`: each move is one
/// transposition of the cells' permutation and moves the blank one step, so the permutation's
/// parity must equal that of the blank's distance from its home, the last cell.
pub fn solvable(cells: &[u8], width: usize) -> bool {
    let n = cells.len();
    let home = |tile: u8| (usize::from(tile) + n - 1) % n;
    let mut visited = vec![false; n];
    let mut cycles = 0;
    for start in 0..n {
        let mut cell = start;
        cycles += usize::from(!visited[start]);
        while !visited[cell] {
            visited[cell] = true;
            cell = home(cells[cell]);
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(n - 1);
    let distance = (n - 1) / width - blank / width + (width - 1 - blank % width);
    (n - cycles) % 2 == distance % 2
}

/// Answers every board of `input` with the search `S`, one line each. Malformed input writes
/// nothing and returns one line naming the puzzle and the problem.
pub fn solve<P: Puzzle, S: Strategy>(input: &str, out: &mut impl Write) -> Result<(), String> {
    let boards = parse::<P>(input)?;
    let show_stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let mut search: Option<S> = None;
    for cells in &boards {
        let mut effort = Effort::default();
        let mut line = Vec::new();
        if solvable(cells, P::FORMAT.width) {
            let mut moves = Vec::new();
            effort = search.get_or_insert_with(S::new).run(cells, &mut moves);
            P::FORMAT.output.write_solved(&moves, &mut line);
        } else {
            line.extend_from_slice(P::FORMAT.unsolvable.as_bytes());
        }
        line.push(b'\n');
        out.write_all(&line)
            .map_err(|e| format!("{}: cannot write the answer: {}", P::FORMAT.problem, e))?;
        if show_stats {
            eprintln!(
                "stats expanded={} generated={}",
                effort.expanded, effort.generated
            );
        }
    }
    Ok(())
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error
/// (`run::program`, the program around every fixed-board file).
pub fn main<P: Puzzle, S: Strategy>() {
    super::run::program(P::FORMAT.problem, |input, out| solve::<P, S>(input, out));
}
