//! The former 4×4 IDA* of issue 8's judges, now `plan15` with the order and the cap as a plan;
//! kept as a name for the code written against it; new code names `plan15`.

use super::board15::Board;
use super::pdb15::Heuristic;
pub use super::search::Stats;

/// `plan15::idastar_on` on one thread: the first shortest sequence of blank moves (directions of
/// `pdb15::step`) in `order`, or `None` when every solution is longer than `cap`.
pub fn idastar(
    board: &Board,
    heuristic: &Heuristic,
    order: [usize; 4],
    cap: Option<u32>,
) -> (Option<Vec<u8>>, Stats) {
    let plan = super::plan15::Plan {
        order,
        cap,
        ..super::plan15::SEQUENTIAL
    };
    super::plan15::idastar_on(board, heuristic, plan)
}
