//! Rows with an `over` bound (e-olymp 3669's `TOO LONG` past 45, LightOJ's unsolvable line past
//! 35): the checker finds by itself which optima are within the bound, with the 4×4 IDA* and
//! pattern databases of the parts — the answer file is not trusted for it.

use crate::board::Board;
use crate::parts::pdb555::{Heuristic, PATTERNS};
use crate::parts::pdb_idastar::idastar;
use std::sync::OnceLock;

/// The databases, built once a process (~0.6 s of CPU).
fn heuristic() -> &'static Heuristic {
    static TABLES: OnceLock<Heuristic> = OnceLock::new();
    TABLES.get_or_init(|| Heuristic::new(&PATTERNS, true))
}

/// What the bound says of one solvable board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Within {
    /// The fewest moves, at most the bound.
    Optimum(u64),
    /// Every solution is longer than the bound.
    Over,
}

/// For each board that `solvable` marks, its optimum within `bound` or `Over`; `None` for the
/// others. Only the 4×4 board with the goal `1 … 15 0` is served.
pub(super) fn within(
    boards: &[Board],
    goal: &Board,
    solvable: &[bool],
    bound: u32,
) -> Result<Vec<Option<Within>>, String> {
    if *goal != Board::standard_goal(4, 4) {
        return Err("the checker tells optima past a bound only on 4×4 with goal 1 … 15 0".into());
    }
    let mut found = Vec::with_capacity(boards.len());
    for (board, &solvable) in boards.iter().zip(solvable) {
        if !solvable {
            found.push(None);
            continue;
        }
        let mut cells = [0u8; 16];
        for (cell, &tile) in cells.iter_mut().zip(&board.cells) {
            *cell = tile as u8;
        }
        let (moves, _) = idastar(&cells, heuristic(), [0, 1, 2, 3], Some(bound));
        found.push(Some(match moves {
            Some(moves) => Within::Optimum(moves.len() as u64),
            None => Within::Over,
        }));
    }
    Ok(found)
}
