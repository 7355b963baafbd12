//! `judge replay` for big boards (over `WINDOW` rows or columns, up to 999 × 999) and long answers
//! (over `MAX_FRAMES` moves, up to 10⁷): instead of every board, a window of the board around the
//! blank, the tiles still out of place and their Manhattan sum at ten checkpoints, and the end.

use crate::board::Board;
use crate::check::{said, Said};
use crate::output::parse_moves;
use crate::parity::solvable;
use crate::problems::Problem;

/// The window's side, in cells.
pub const WINDOW: usize = 8;
/// Answers longer than this are summarised rather than drawn move by move.
pub const MAX_FRAMES: usize = 60;

/// Whether the replay of `line` for `board` should be a summary.
pub fn is_big(board: &Board, line: &str) -> bool {
    board.width > WINDOW || board.height > WINDOW || line.trim().len() > MAX_FRAMES
}

/// Tiles out of place and their Manhattan sum; `home[t]` is tile t's goal cell.
fn progress(board: &Board, home: &[usize]) -> (usize, usize) {
    let mut out = (0, 0);
    for (i, &t) in board.cells.iter().enumerate() {
        let h = home[t as usize];
        if t != 0 && h != i {
            out.0 += 1;
            out.1 += (i / board.width).abs_diff(h / board.width)
                + (i % board.width).abs_diff(h % board.width);
        }
    }
    out
}

/// The `WINDOW`×`WINDOW` cells around the blank, tiles out of place starred.
fn window(board: &Board, home: &[usize]) -> String {
    let (br, bc) = board.blank_row_col();
    let top = br
        .saturating_sub(WINDOW / 2)
        .min(board.height.saturating_sub(WINDOW));
    let left = bc
        .saturating_sub(WINDOW / 2)
        .min(board.width.saturating_sub(WINDOW));
    let (bottom, right) = (
        (top + WINDOW).min(board.height),
        (left + WINDOW).min(board.width),
    );
    let digits = board.len().to_string().len();
    let mut s = format!(
        "rows {}..{}, columns {}..{} of {}×{} (* = out of place):\n",
        top + 1,
        bottom,
        left + 1,
        right,
        board.width,
        board.height
    );
    for r in top..bottom {
        for c in left..right {
            let i = r * board.width + c;
            let t = board.cells[i];
            let text = super::replay::cell_text(t);
            let star = if t != 0 && home[t as usize] != i {
                '*'
            } else {
                ' '
            };
            s.push_str(&format!(" {text:>digits$}{star}"));
        }
        s.push('\n');
    }
    s
}

/// The summary replay of `line` (the output line for `board`) under `problem`.
pub fn summary(problem: &Problem, board: &Board, goal: &Board, line: &str) -> String {
    let line = line.trim();
    let mut home = vec![0; goal.len()];
    for (i, &t) in goal.cells.iter().enumerate() {
        home[t as usize] = i;
    }
    let (tiles, manhattan) = progress(board, &home);
    let mut out = format!(
        "start: {tiles} tile(s) out of place, Manhattan {manhattan}\n{}",
        window(board, &home)
    );
    let parity = if solvable(board, goal) {
        "solvable"
    } else {
        "unsolvable"
    };
    if problem.unsolvable == Some(line) {
        out.push_str(&format!(
            "the output says unsolvable; parity says {parity}\n"
        ));
        return out;
    }
    let says = match said(problem, line.as_bytes()) {
        Ok(Said::Moves { .. }) => None,
        Ok(Said::Yes(yes)) => Some(format!("the output says '{yes}' (solvable)")),
        Ok(Said::Count(_)) => Some(format!("the output is a count ('{line}'), not moves")),
        Ok(Said::Scatter(_)) => Some(format!("the output is a scatter ('{line}'), not moves")),
        Err(why) => Some(format!("the output line is malformed: {why}")),
    };
    if let Some(says) = says {
        out.push_str(&format!("{says}; parity says {parity}\n"));
        return out;
    }
    // Every character is a move letter: `said` has read them.
    let moves = parse_moves(problem, line).unwrap_or_default();
    let every = ((moves.len() + 9) / 10).max(1);
    let mut current = board.clone();
    for (k, &dir) in moves.iter().enumerate() {
        if !current.apply(dir) {
            out.push_str(&format!(
                "move {} ({}) leaves the board: the replay stops here\n{}",
                k + 1,
                dir.name(),
                window(&current, &home)
            ));
            return out;
        }
        if (k + 1) % every == 0 || k + 1 == moves.len() {
            let (t, m) = progress(&current, &home);
            out.push_str(&format!(
                "after {:>9} move(s): {t} out of place, Manhattan {m}\n",
                k + 1
            ));
        }
    }
    out.push_str(&format!("end:\n{}", window(&current, &home)));
    let verdict = if current.is(goal) {
        "reaches the goal"
    } else {
        "does NOT reach the goal"
    };
    out.push_str(&format!("{} move(s): {verdict}\n", moves.len()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::problem;

    #[test]
    fn big_boards_get_a_window_and_checkpoints() {
        let p = problem("poj3240").unwrap();
        let goal = Board::standard_goal(10, 10);
        let mut board = goal.clone();
        board.cells.swap(98, 99);
        board.blank = 98;
        let line = format!("{}R", "LR".repeat(40));
        assert!(is_big(&board, &line));
        let text = summary(p, &board, &goal, &line);
        assert!(
            text.contains("start: 1 tile(s) out of place, Manhattan 1"),
            "{text}"
        );
        assert!(
            text.contains("rows 3..10, columns 3..10 of 10×10"),
            "{text}"
        );
        assert!(text.contains("81 move(s): reaches the goal"), "{text}");
        assert!(summary(p, &board, &goal, "D").contains("leaves the board"));
        assert!(summary(p, &board, &goal, "No Answer!").contains("parity says solvable"));
    }

    #[test]
    fn verdicts_are_compared_with_parity() {
        let p = problem("poj2893").unwrap();
        let goal = Board::standard_goal(999, 2);
        let mut board = goal.clone();
        board.cells.swap(0, 1);
        let text = summary(p, &board, &goal, "YES");
        assert!(
            text.contains("says 'YES' (solvable); parity says unsolvable"),
            "{text}"
        );
        assert!(text.contains("2 tile(s) out of place"), "{text}");
        let text = summary(p, &board, &goal, "yes");
        assert!(
            text.contains("malformed: 'yes' is neither YES nor NO"),
            "{text}"
        );
        let text = summary(p, &board, &goal, "NO");
        assert!(
            text.contains("says unsolvable; parity says unsolvable"),
            "{text}"
        );
    }
}
