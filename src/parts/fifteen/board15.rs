//! The 4×4 board as 16 cells, row-major, 0 = blank, goal `1 2 … 15 0`; the blank's moves as
//! directions 0 left, 1 right, 2 up, 3 down (printed `L R U D`), and the link to the parts' own
//! packed board and move numbers.

/// The board is 4 x 4, row-major, 0 = blank; the goal is `1 2 .. 15 0`.
pub const SIDE: usize = 4;
pub const CELLS: usize = SIDE * SIDE;
pub type Board = [u8; CELLS];
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// Moves of the blank: `LETTERS[dir]` names direction `dir` (0 left, 1 right, 2 up, 3 down) and
/// `dir ^ 1` is the inverse move.
pub const LETTERS: [u8; 4] = [b'L', b'R', b'U', b'D'];
/// The parts' move (0 up, 1 down, 2 left, 3 right) of each direction of `step` (0 left, 1 right,
/// 2 up, 3 down).
pub const MOVE_OF: [u8; 4] = [2, 3, 0, 1];

/// The cells of the parts' packed board.
pub fn cells_of(board: super::board::Board) -> Board {
    let mut cells = [0u8; CELLS];
    for (cell, tile) in cells.iter_mut().enumerate() {
        *tile = board.tile(cell) as u8;
    }
    cells
}

/// The cell the blank reaches from `cell` moving in `dir`, if it stays on the board.
pub fn step(cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / SIDE, cell % SIDE);
    match dir {
        0 if col > 0 => Some(cell - 1),
        1 if col + 1 < SIDE => Some(cell + 1),
        2 if row > 0 => Some(cell - SIDE),
        3 if row + 1 < SIDE => Some(cell + SIDE),
        _ => None,
    }
}

pub fn blank_of(board: &Board) -> usize {
    board.iter().position(|&tile| tile == 0).unwrap_or(0)
}

#[cfg(test)]
/// `board` after the blank's `moves` (directions of `step`), for the searches' tests.
pub fn replay(board: &Board, moves: &[u8]) -> Board {
    let mut board = *board;
    for &dir in moves {
        let blank = blank_of(&board);
        let target = step(blank, dir as usize).expect("a move off the board");
        board.swap(blank, target);
    }
    board
}
