//! Greedy best-first search (`greedy15`) for a rule that caps the length (acm.mipt.ru 091: fewer
//! than 1,000 moves): greedy's answer when it is short enough, else the optimal IDA*'s
//! (`idastar15_plan`, on the same databases). Greedy's length has no proven bound; measured with the
//! four lookups of `pdb15`: at most 284 moves on 3,000 uniformly random boards (319 on the same
//! boards with the two lookups before; 331 on others), 174 on the 17 80-move ones, so the fallback is
//! a guarantee, not a path taken in practice (where taken, a deep board can cost a minute).

use super::best_first15::{self, Solver};
use super::board15::Board;
use super::greedy15::greedy;
use super::idastar15_plan::idastar;
use super::pdb15::Heuristic;
use super::search::Tally;

/// The most moves an answer may have: acm.mipt.ru 091 wants fewer than 1,000.
pub const CAP: usize = 999;

/// The capped greedy search as a strategy of the parts.
pub type Search<P> = best_first15::Search<P, Capped>;

/// Greedy best-first search, with the optimal search behind it past [`CAP`].
pub struct Capped;

impl Solver for Capped {
    fn solve<T: Tally>(board: &Board, heuristic: &Heuristic, stats: &mut T) -> Vec<u8> {
        let moves = greedy(board, heuristic, stats);
        if moves.len() <= CAP {
            return moves;
        }
        let (optimal, more) = idastar(board, heuristic);
        stats.add(more.expanded, more.generated);
        optimal
    }
}
