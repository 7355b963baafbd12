//! Rows with an `over` bound (e-olymp 3669's `TOO LONG` past 45, LightOJ's unsolvable line past
//! 35): the checker finds each optimum within the bound by itself.
//!
//! It searches — and for `Rule::Least` finds the least string among the shortest — with the 4×4
//! IDA* and pattern databases of the parts, its children tried in letter order (the argument is in
//! src/parts/fifteen/idastar15_plan.rs). The answer file is not trusted for it.

use super::verdict::{Judged, Verdict};
use crate::board::{Board, Dir};
use crate::input::show;
use crate::parts::lex_least::{EightLex, LETTERS};
use crate::parts::pdb15::{Heuristic, PATTERNS, VIEWS};
use crate::problems::{Problem, Rule};
use crate::study::fifteen::idastar;
use std::sync::{Mutex, MutexGuard, OnceLock};

/// The databases, built once a process (~0.6 s of CPU).
fn heuristic() -> &'static Heuristic {
    static TABLES: OnceLock<Heuristic> = OnceLock::new();
    TABLES.get_or_init(|| Heuristic::new(&PATTERNS, VIEWS))
}

/// The 3×3 walk's distance tables (one BFS of 9! boards a blank cell, built on first use), kept
/// for the process: `judge gen hdu3567` checks each case several times, `judge test` and
/// `compare` every case of a file.
fn lex_least() -> MutexGuard<'static, EightLex> {
    static TABLES: OnceLock<Mutex<EightLex>> = OnceLock::new();
    TABLES
        .get_or_init(|| Mutex::new(EightLex::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// What the bound says of one solvable board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Within {
    /// The least string among the shortest, in the row's letters: at most the bound long.
    Optimum(Vec<u8>),
    /// Every solution is longer than the bound.
    Over,
}

/// `board15::step`'s directions (0 left, 1 right, 2 up, 3 down) as the checker's.
const DIR_OF: [Dir; 4] = [Dir::Left, Dir::Right, Dir::Up, Dir::Down];

/// For a row with an `over` bound, for each board that `solvable` marks, its least shortest
/// string within the bound or `Over`; `None` for the others. For a `Rule::Least` row without a
/// bound (HDU 3567), the least shortest string of each. Other rows: all `None`. Served: the
/// 4×4 board with the goal `1 … 15 0`, and without a bound the 3×3 board with any goals.
pub(super) fn within(
    problem: &Problem,
    boards: &[Board],
    goals: &[Board],
    solvable: &[bool],
) -> Result<Vec<Option<Within>>, String> {
    let Some((bound, _)) = problem.over else {
        if problem.rule == Rule::Least {
            return least_3x3(problem, boards, goals, solvable);
        }
        return Ok(vec![None; boards.len()]);
    };
    if goals.iter().any(|goal| *goal != Board::standard_goal(4, 4)) {
        return Err("the checker tells optima past a bound only on 4×4 with goal 1 … 15 0".into());
    }
    let letters = problem.output.letters().unwrap_or(*b"UDLR");
    let mut found = Vec::with_capacity(boards.len());
    for (board, &solvable) in boards.iter().zip(solvable) {
        if !solvable {
            found.push(None);
            continue;
        }
        found.push(Some(match least_within(board, letters, bound) {
            Some(moves) => Within::Optimum(moves),
            None => Within::Over,
        }));
    }
    Ok(found)
}

/// The least string (in `letters`, the row's, indexed by `Dir::index`) among the shortest from the solvable 4×4 `board` to `1 … 15 0`, when it is at most `bound`
/// moves long.
fn least_within(board: &Board, letters: [u8; 4], bound: u32) -> Option<Vec<u8>> {
    let mut order = [0, 1, 2, 3];
    order.sort_by_key(|&dir| letters[DIR_OF[dir].index()]);
    let mut cells = [0u8; 16];
    for (cell, &tile) in cells.iter_mut().zip(&board.cells) {
        *cell = tile as u8;
    }
    let (moves, _) = idastar(&cells, heuristic(), order, Some(bound));
    let letter = |&dir: &u8| letters[DIR_OF[usize::from(dir)].index()];
    moves.map(|moves| moves.iter().map(letter).collect())
}

/// The fewest moves from the 4×4 `board` to `1 … 15 0` when they are at most `bound`; `None`
/// when they are more, or the board is not such a solvable 4×4 one (the input validator's test
/// of a promise such as AOJ ALDS1_13_C's 45, src/package/validator.rs).
pub fn fewest_within(board: &Board, bound: u32) -> Option<usize> {
    let goal = Board::standard_goal(4, 4);
    if board.width != 4 || board.height != 4 || !crate::parity::solvable(board, &goal) {
        return None;
    }
    least_within(board, *b"UDLR", bound).map(|moves| moves.len())
}

/// The least shortest string of each solvable 3×3 board to its goal, by `lex_least` (the BFS
/// tables and the walk of the solution files' part), in the row's letters; the row's letters for
/// down, left, right, up must sort in that order, as `lex_least`'s walk does.
fn least_3x3(
    problem: &Problem,
    boards: &[Board],
    goals: &[Board],
    solvable: &[bool],
) -> Result<Vec<Option<Within>>, String> {
    if (problem.width, problem.height) != (3, 3) {
        return Err("the checker tells least strings without a bound only on 3×3".into());
    }
    let letters = problem.output.letters().unwrap_or(*b"udlr");
    // lex_least's letters d, l, r, u in the row's letters.
    let row = [Dir::Down, Dir::Left, Dir::Right, Dir::Up].map(|d| letters[d.index()]);
    if row.windows(2).any(|w| w[0] >= w[1]) {
        return Err("the checker's 3×3 walk wants letters sorting down < left < right < up".into());
    }
    let cells = |b: &Board| -> [u8; 9] { std::array::from_fn(|i| b.cells[i] as u8) };
    let mut lex = lex_least();
    let mut found = Vec::with_capacity(boards.len());
    for ((board, goal), &solvable) in boards.iter().zip(goals).zip(solvable) {
        let least = solvable.then(|| lex.solve(&cells(board), &cells(goal)));
        found.push(least.flatten().map(|moves| {
            let letter = |m: &u8| row[LETTERS.iter().position(|l| l == m).unwrap_or(0)];
            Within::Optimum(moves.iter().map(letter).collect())
        }));
    }
    Ok(found)
}

/// The verdict on a line when the bound or the least string decides it: the line is the bound's
/// text, the puzzle's fewest moves are over the bound, or the rule wants the least string.
pub(super) fn judge(
    problem: &Problem,
    solvable: bool,
    own: Option<&Within>,
    line: &[u8],
) -> Option<Judged<()>> {
    let wa = |m: String| Some(Err((Verdict::WrongAnswer, m)));
    if let Some((bound, text)) = problem.over {
        if line == text.as_bytes() && (solvable || problem.unsolvable != Some(text)) {
            return match own {
                Some(Within::Over) => Some(Ok(())),
                None => wa(format!("says '{text}', but it is unsolvable (parity)")),
                Some(Within::Optimum(moves)) => wa(format!(
                    "says '{text}', but it can be solved in {} moves (at most {bound})",
                    moves.len()
                )),
            };
        }
        if own == Some(&Within::Over) {
            return wa(format!(
                "its fewest moves are over {bound}: the answer is '{text}', not '{}'",
                show(line)
            ));
        }
    }
    match own {
        Some(Within::Optimum(least)) if problem.rule == Rule::Least && line != &least[..] => {
            let at = least.iter().zip(line).take_while(|(a, b)| a == b).count();
            let expected = least
                .get(at)
                .map_or("its end".to_string(), |&c| format!("'{}'", c as char));
            let found = line
                .get(at)
                .map_or("its end".to_string(), |&c| format!("'{}'", c as char));
            wa(format!(
                "move {} is {found}, but the least of the shortest strings ({} moves) has {expected} there",
                at + 1,
                least.len()
            ))
        }
        _ => None,
    }
}
