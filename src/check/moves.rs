//! Move lines: which bytes are moves, and the replay of a line from its start board.

use crate::board::{Board, Dir};
use crate::input::show;

/// The table from a byte to the move it names.
fn letter_map(letters: [u8; 4]) -> [Option<Dir>; 256] {
    let mut map: [Option<Dir>; 256] = [None; 256];
    for d in Dir::ALL {
        map[usize::from(letters[d.index()])] = Some(d);
    }
    map
}

/// An error message for the first character of `line` that is no move letter.
pub(super) fn check_letters(letters: [u8; 4], line: &[u8]) -> Result<(), String> {
    let map = letter_map(letters);
    match line.iter().position(|&c| map[usize::from(c)].is_none()) {
        None => Ok(()),
        Some(i) => {
            let expected: Vec<String> =
                letters.iter().map(|&l| char::from(l).to_string()).collect();
            Err(format!(
                "character {} '{}' is not a move (expected {})",
                i + 1,
                show(&line[i..i + 1]),
                expected.join(" ")
            ))
        }
    }
}

/// Replays a line of move letters (already checked by [`check_letters`]) from `start`, in one
/// pass without allocating; an error message for an illegal move or a wrong final board.
pub(super) fn replay(
    start: &Board,
    goal: &Board,
    line: &[u8],
    letters: [u8; 4],
) -> Result<(), String> {
    let map = letter_map(letters);
    let mut board = start.clone();
    for (i, &c) in line.iter().enumerate() {
        let dir = match map[usize::from(c)] {
            Some(d) => d,
            None => return Err(format!("character {} is not a move", i + 1)),
        };
        if !board.apply(dir) {
            let (r, col) = board.blank_row_col();
            return Err(format!(
                "move {} '{}' takes the blank {} off the board (blank at row {}, column {}; \
                 board {})",
                i + 1,
                char::from(c),
                dir.name(),
                r + 1,
                col + 1,
                board.one_line()
            ));
        }
    }
    if !board.is(goal) {
        return Err(format!(
            "after its {} move(s) the board is {}, not the goal {}",
            line.len(),
            board.one_line(),
            goal.one_line()
        ));
    }
    Ok(())
}
