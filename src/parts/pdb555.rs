//! The former name of `board15` and `pdb15` (the 4×4 board and the 5-5-5 databases), kept for the code of
//! issue 8's judges written against it; new code names `pdb15`.

pub use super::board15::*;
pub use super::pdb15::*;

/// Whether the board reaches the goal `1 2 … 15 0`.
pub fn solvable(board: &Board) -> bool {
    super::solvable::solvable_on(board, &GOAL, SIDE)
}
