//! `judge replay` for big boards (over `WINDOW` rows or columns, up to 999 × 999) and long answers
//! (over `MAX_FRAMES` moves, up to 10⁷).
//!
//! Instead of every board: a window of the board around the blank, the tiles still out of place and
//! their Manhattan sum at ten checkpoints, and the end.

use super::reading::{cell_text, read, Ending, Reading};
use crate::board::Board;
use crate::problems::Problem;

/// The window's side, in cells.
pub const WINDOW: usize = 8;
/// Answers longer than this are summarised rather than drawn move by move.
pub const MAX_FRAMES: usize = 60;

/// Whether the replay of `line` for `board` should be a summary.
pub fn is_big(board: &Board, line: &[u8]) -> bool {
    board.width > WINDOW || board.height > WINDOW || line.len() > MAX_FRAMES
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
            let text = cell_text(t);
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

/// The summary replay of `line` (the answer to `board`, trimmed, its frame taken off) towards
/// `goal` under `problem`, and how it ends.
pub fn summary(problem: &Problem, board: &Board, goal: &Board, line: &[u8]) -> (String, Ending) {
    let mut home = vec![0; goal.len()];
    for (i, &t) in goal.cells.iter().enumerate() {
        home[t as usize] = i;
    }
    let (tiles, manhattan) = progress(board, &home);
    let mut out = format!(
        "start: {tiles} tile(s) out of place, Manhattan {manhattan}\n{}",
        window(board, &home)
    );
    let moves = match read(problem, board, goal, line) {
        Reading::Moves(moves) => moves,
        Reading::Told(text, ending) => {
            out.push_str(&format!("{text}\n"));
            return (out, ending);
        }
    };
    let every = ((moves.len() + 9) / 10).max(1);
    let mut current = board.clone();
    for (k, &dir) in moves.iter().enumerate() {
        if !current.apply(dir) {
            let why = format!("move {} ({}) leaves the board", k + 1, dir.name());
            out.push_str(&format!(
                "{why}: the replay stops here\n{}",
                window(&current, &home)
            ));
            return (out, Err(why));
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
    let ending = if current.is(goal) {
        out.push_str(&format!("{} move(s): reaches the goal\n", moves.len()));
        Ok(())
    } else {
        let (t, m) = progress(&current, &home);
        let why = format!(
            "{} move(s) do NOT reach the goal: {t} tile(s) out of place, Manhattan {m}",
            moves.len()
        );
        out.push_str(&format!("{why}\n"));
        Err(why)
    };
    (out, ending)
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
        assert!(is_big(&board, line.as_bytes()));
        let (text, ending) = summary(p, &board, &goal, line.as_bytes());
        assert_eq!(ending, Ok(()));
        assert!(
            text.contains("start: 1 tile(s) out of place, Manhattan 1"),
            "{text}"
        );
        assert!(
            text.contains("rows 3..10, columns 3..10 of 10×10"),
            "{text}"
        );
        assert!(text.contains("81 move(s): reaches the goal"), "{text}");
        let (text, ending) = summary(p, &board, &goal, b"D");
        assert!(text.contains("move 1 (down) leaves the board"), "{text}");
        assert_eq!(ending, Err("move 1 (down) leaves the board".to_string()));
        let (text, ending) = summary(p, &board, &goal, b"L");
        assert!(text.contains("1 move(s) do NOT reach the goal"), "{text}");
        assert!(ending.is_err());
        let (text, ending) = summary(p, &board, &goal, b"No Answer!");
        assert!(text.contains("parity says solvable"), "{text}");
        assert!(ending.is_err());
    }

    #[test]
    fn verdicts_are_compared_with_parity() {
        let p = problem("poj2893").unwrap();
        let goal = Board::standard_goal(999, 2);
        let mut board = goal.clone();
        board.cells.swap(0, 1);
        let (text, ending) = summary(p, &board, &goal, b"YES");
        assert!(ending.is_err());
        assert!(
            text.contains("says 'YES' (solvable); parity says unsolvable"),
            "{text}"
        );
        assert!(text.contains("2 tile(s) out of place"), "{text}");
        let (text, ending) = summary(p, &board, &goal, b"yes");
        assert!(ending.is_err());
        assert!(
            text.contains("malformed: 'yes' is neither YES nor NO"),
            "{text}"
        );
        let (text, ending) = summary(p, &board, &goal, b"NO");
        assert_eq!(ending, Ok(()));
        assert!(
            text.contains("says unsolvable; parity says unsolvable"),
            "{text}"
        );
    }
}
