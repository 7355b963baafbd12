//! The 4×4 helpers the studies and tests call: solvability for the goal `1 2 … 15 0`, and the
//! 4×4 IDA* of `idastar15_plan` on one thread in a given order of children, under a cap.

use crate::parts::board15::{Board, GOAL, SIDE};
use crate::parts::idastar15_plan::{idastar_on, Plan, SEQUENTIAL};
use crate::parts::pdb15::Heuristic;
use crate::parts::search::Stats;

/// Whether the board reaches the goal `1 2 … 15 0`.
pub fn solvable(board: &Board) -> bool {
    crate::parts::solvable::solvable_on(board, &GOAL, SIDE)
}

/// The first shortest sequence of blank moves (directions of `board15::step`) in `order`, or
/// `None` when every solution is longer than `cap`.
pub fn idastar(
    board: &Board,
    heuristic: &Heuristic,
    order: [usize; 4],
    cap: Option<u32>,
) -> (Option<Vec<u8>>, Stats) {
    let plan = Plan {
        order,
        cap,
        ..SEQUENTIAL
    };
    idastar_on(board, heuristic, plan)
}
