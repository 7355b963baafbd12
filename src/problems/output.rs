//! What a row's output format means to the tools, each decision made here once.
//!
//! Whether an answer is moves to replay, a verdict without a length, a count, or a number computed
//! from the board alone. (The answer lines themselves are read back in `check/said.rs` and written
//! by the parts' `puzzle::Output`.)

use super::{OutputFormat, Problem, Rule};

impl Problem {
    /// The letters of the moves, when a solvable puzzle's answer is its moves: the checker
    /// replays them, the solved board's answer is the empty line, and `Rule::Optimal` compares
    /// their number with the fewest.
    pub fn move_letters(&self) -> Option<[u8; 4]> {
        match self.output {
            OutputFormat::Moves { letters } => Some(letters),
            _ => None,
        }
    }

    /// Whether the answer is a word alone (`YES`/`NO`): it tells no length.
    pub fn verdict_only(&self) -> bool {
        matches!(self.output, OutputFormat::Verdict { .. })
    }

    /// Whether the answer is the fewest number of moves: nothing to replay, the number is
    /// compared exactly with the truth (the oracle's, or an answer file's).
    pub fn count_only(&self) -> bool {
        self.output == OutputFormat::Count
    }

    /// Whether the answer is computed from the board alone (Kattis npuzzle's scatter): exact,
    /// found without a search, and given for every board, solvable or not.
    pub fn answered_by_the_board(&self) -> bool {
        self.output == OutputFormat::Scatter
    }

    /// A short description of the rule for tables and messages.
    pub fn rule_text(&self) -> String {
        match (self.output, self.rule) {
            (OutputFormat::Count, _) => "the fewest number of moves".to_string(),
            (OutputFormat::Verdict { yes }, _) => format!("{yes} when solvable, exact"),
            (OutputFormat::Scatter, _) => "the scatter, exact".to_string(),
            (_, Rule::AnyValid) => "any valid moves".to_string(),
            (_, Rule::Optimal) => "fewest moves".to_string(),
            (_, Rule::Least) => "fewest moves, the least string".to_string(),
            (_, Rule::AtMost(n)) => format!("at most {n} moves"),
        }
    }
}
