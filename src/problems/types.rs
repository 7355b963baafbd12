//! The types of the table's rows: a problem, its input layout, its rule, and what a row
//! knows of itself (its goal, its reference file, its rule in words, its format for the parts).

use crate::board::Board;
use crate::parts::puzzle::Format;
pub use crate::parts::puzzle::Frame;

/// How the input lays out its puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputFormat {
    /// The input opens with the number of puzzles (UVA 10181); otherwise puzzles follow one
    /// another until the end of input (POJ 1077, HDU 1043).
    pub counted: bool,
    pub cells: CellFormat,
    /// How a generated input is laid out: one line a row (UVA) or one line a puzzle (POJ).
    /// Readers accept either.
    pub line_per_row: bool,
    /// An empty line before each puzzle (UVA 652, LightOJ). Readers skip it as whitespace.
    pub blank_line_before: bool,
    /// Each puzzle is its start, then its own goal (HDU 3567); the row's `goal` is then only
    /// the goal of generated inputs.
    pub goal_given: bool,
}

/// How a puzzle's cells are written, and what is printed for a solvable puzzle: the parts'
/// own types (src/parts/io/puzzle.rs), so that the table and the solution files share one
/// definition.
pub use crate::parts::puzzle::{Cells as CellFormat, Output as OutputFormat};

/// What makes an answer right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Any sequence of moves that reaches the goal.
    AnyValid,
    /// A fewest-move sequence (or, for `Count`, the fewest number).
    Optimal,
    /// Any sequence of at most this many moves.
    AtMost(u64),
    /// The shortest, and among the shortest the least string in the byte order of the row's
    /// letters: one exact answer (HDU 3567, LightOJ).
    Least,
}

#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The id: also the name of the folder under `cases/`.
    pub id: &'static str,
    /// The judges and problems this row stands for.
    pub judges: &'static str,
    pub width: usize,
    pub height: usize,
    /// The goal, row-major, `0` the blank; empty for `CellFormat::Sized` rows, whose goal is
    /// the standard one of each board's size (see [`Problem::goal_for`]).
    pub goal: &'static [u32],
    pub input: InputFormat,
    pub output: OutputFormat,
    /// The line printed for an unsolvable puzzle; `None` when the input promises only solvable
    /// ones (an unsolvable puzzle in the input is then a broken test, FAIL).
    pub unsolvable: Option<&'static str>,
    /// When the fewest moves are more than this many, this line is the answer instead (e-olymp
    /// 3669's `TOO LONG`; LightOJ's unsolvable line past 35).
    pub over: Option<(u32, &'static str)>,
    /// The input promises every puzzle's fewest moves are at most this many (AOJ ALDS1_13_C's
    /// 45): generated boards stay within it.
    pub promised: Option<u32>,
    /// What surrounds each answer: `Case k: `, a `YES` line, an empty line between answers.
    pub frame: Frame,
    pub rule: Rule,
    pub time_limit_ms: u64,
    pub memory_limit_mb: u64,
    /// Where the limits come from (the judge's statement, or ours).
    pub limits_source: &'static str,
    /// The folder under `solutions/` that serves this problem.
    pub solutions: &'static str,
    /// The strategy of that folder trusted for reference answers (`judge gen`, the oj script).
    pub reference: &'static str,
    /// The strategy of that folder to submit to this judge (README, "Which file to submit where").
    pub recommended: &'static str,
    /// The most source the judge takes: `judge assemble --check` fails on a file recommended
    /// here that is longer.
    pub source_limit: SourceLimit,
}

/// A judge's limit on the size of a submitted source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLimit {
    pub bytes: u64,
    /// Where the figure comes from, or why it is the strictest plausible one when unconfirmed.
    pub source: &'static str,
}
impl Problem {
    pub fn goal_board(&self) -> Board {
        if self.goal.is_empty() {
            return Board::standard_goal(self.width, self.height);
        }
        Board::new(self.width, self.height, self.goal.to_vec())
            .expect("the table's goals are valid")
    }

    /// The goal of `board`: the row's goal, or for a sized row the standard goal of its size.
    pub fn goal_for(&self, board: &Board) -> Board {
        if self.goal.is_empty() {
            Board::standard_goal(board.width, board.height)
        } else {
            self.goal_board()
        }
    }

    /// The reference strategy's file, in the checkout.
    pub fn reference_file(&self) -> std::path::PathBuf {
        crate::checkout::path(self.solution_path(self.reference))
    }

    /// The file recommended for this judge, in the checkout.
    pub fn recommended_file(&self) -> std::path::PathBuf {
        crate::checkout::path(self.recommended_path())
    }

    /// `solutions/<folder>/<recommended>.rs`, or `.cpp` where the judge takes no Rust and the
    /// twin exists (`problems/submit.rs`), relative to the checkout.
    pub fn recommended_path(&self) -> std::path::PathBuf {
        let language = super::submit::submit(self.id).language;
        self.solution_path(self.recommended)
            .with_extension(language.extension())
    }

    /// `solutions/<folder>/<strategy>.rs` of this row's folder, relative to the checkout.
    pub fn solution_path(&self, strategy: &str) -> std::path::PathBuf {
        std::path::Path::new("solutions")
            .join(self.solutions)
            .join(format!("{strategy}.rs"))
    }

    /// The judge's name for messages, as the solution files print it: `judges` up to the
    /// problem's quoted title (`POJ 1077`, `Luogu P1379`).
    pub fn short_name(&self) -> &'static str {
        self.judges.split(" \"").next().unwrap_or(self.judges)
    }

    /// The line a program prints for an unsolvable puzzle: the row's text, or `-1` where the
    /// judge promises solvable puzzles only (Luogu P1379's files print `-1` all the same).
    pub const fn unsolvable_line(&self) -> &'static str {
        match self.unsolvable {
            Some(text) => text,
            None => "-1",
        }
    }

    /// Whether this problem asks for the fewest moves.
    pub fn wants_optimal(&self) -> bool {
        matches!(self.rule, Rule::Optimal | Rule::Least)
    }
}

/// A row's format as the parts know it (the assembler writes the same into each file).
pub const fn format_of(p: &Problem) -> Format {
    Format {
        problem: p.id,
        width: p.width,
        height: p.height,
        goal: p.goal,
        counted: p.input.counted,
        goal_given: p.input.goal_given,
        cells: p.input.cells,
        output: p.output,
        unsolvable: p.unsolvable_line(),
        over: p.over,
        frame: p.frame,
    }
}
