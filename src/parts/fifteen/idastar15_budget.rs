//! The 4×4 search of a rule that takes any answer under a cap (acm.mipt.ru 091: fewer than
//! 1,000 moves in 5 s): the optimal IDA* of `idastar15_ordered` (`idastar15_plan`, one thread, children in
//! letter order) within a budget of expanded nodes; when it runs out, a beam search on the same
//! databases (`beam15`); should that find nothing, the IDA* on to its end. The budget counts
//! nodes, not time, so that a board gets the same answer on every machine under any load.

use super::beam15::beam;
use super::board::Board;
use super::board15::{cells_of, Board as Cells};
use super::idastar15_ordered::letter_order;
use super::idastar15_plan::{parts_moves, Iterations, Plan, Tables, SEQUENTIAL};
use super::pdb15::{Heuristic, PATTERNS, VIEWS};
use super::prune15::Pruning;
use super::puzzle::Puzzle;
use super::search::{Strategy, Tally};
use std::marker::PhantomData;

/// The IDA*'s nodes (~0.6 s here): every board of Korf's 100 (at most 2.3 M) and most to
/// ~60 moves get their optimum.
pub const BUDGET: u64 = 12_000_000;
/// The beam's boards a layer, and its most layers: 80 or 82 moves on the 17 80-move
/// positions, ~0.2 s.
pub const BEAM: (usize, usize) = (5_000, 400);

/// The databases (3 MB, built once), the children's order and the effort allowed.
pub struct Search<P> {
    heuristic: Heuristic,
    plan: Plan,
    pub budget: u64,
    pub beam: (usize, usize),
    kind: PhantomData<P>,
}

/// An answer for the solvable `board` (directions of `board15::step`): the optimal IDA*'s
/// within `budget` nodes, else the beam's, else the IDA*'s to its end; the effort added to
/// `stats` (each IDA* iteration, each beam layer).
pub fn answer(
    board: &Cells,
    (heuristic, plan): (&Heuristic, Plan),
    (budget, width): (u64, (usize, usize)),
    stats: &mut impl Tally,
) -> Vec<u8> {
    let tables = (
        Tables::quick(heuristic),
        Pruning::shared(plan.order, plan.longest),
    );
    let mut search = Iterations::new(board, heuristic);
    search.budget = budget;
    search.iterate(tables, plan, false, stats);
    if search.answer.is_none() {
        if let Some(moves) = beam(board, heuristic, width, stats) {
            stats.add(search.total.expanded, search.total.generated);
            return moves;
        }
        // The iteration the budget stopped is searched again, to its end.
        search.budget = u64::MAX;
        search.iterate(tables, plan, false, stats);
    }
    stats.add(search.total.expanded, search.total.generated);
    search.answer.flatten().unwrap_or_default()
}

impl<P: Puzzle> Strategy for Search<P> {
    /// The tables, then the pruning machine (not side by side, as `idastar15_ordered` builds them:
    /// their peaks together pass acm.mipt.ru 091's 33 MB).
    fn new() -> Self {
        let plan = Plan {
            order: letter_order::<P>(),
            ..SEQUENTIAL
        };
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        Pruning::shared(plan.order, plan.longest);
        Search {
            heuristic,
            plan,
            budget: BUDGET,
            beam: BEAM,
            kind: PhantomData,
        }
    }

    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        let within = (self.budget, self.beam);
        let moves = answer(
            &cells_of(start),
            (&self.heuristic, self.plan),
            within,
            stats,
        );
        parts_moves(Some(&moves), path);
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{replay, GOAL};
    use super::super::idastar15_plan::idastar_on;
    use super::super::search::Stats;
    use super::*;
    use crate::data::{hard80, korf100};

    /// acm.mipt.ru 091's cap: fewer than 1,000 moves.
    const CAP: usize = 999;
    /// Children in the order of acm.mipt.ru 091's letters `u d l r` sorted (d l r u).
    const PLAN: Plan = Plan {
        order: [3, 0, 1, 2],
        ..SEQUENTIAL
    };

    #[test]
    fn optimal_when_the_budget_suffices_and_the_same_moves_as_the_plain_ida() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        for &(board, optimum) in korf100().iter().take(4) {
            let mut stats = Stats::default();
            let moves = answer(&board, (&heuristic, PLAN), (BUDGET, BEAM), &mut stats);
            assert_eq!(moves.len() as u32, optimum);
            let (plain, effort) = idastar_on(&board, &heuristic, PLAN);
            assert_eq!(Some(moves), plain);
            assert_eq!(stats, effort, "the budget changes no node count");
        }
    }

    #[test]
    fn past_the_budget_a_valid_answer_under_the_cap() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let boards = (korf100().into_iter().take(3)).chain(hard80().into_iter().take(2));
        for (board, optimum) in boards {
            let mut stats = Stats::default();
            let moves = answer(&board, (&heuristic, PLAN), (5_000, (500, 400)), &mut stats);
            assert_eq!(replay(&board, &moves), GOAL);
            assert!(moves.len() >= optimum as usize && moves.len() <= CAP);
            assert_eq!(moves.len() % 2, optimum as usize % 2);
            // The budget is looked at every 4,096 nodes; the beam's boards come on top.
            assert!(stats.expanded < 8_192 + 500 * 400, "{stats:?}");
        }
    }

    #[test]
    fn with_no_beam_the_ida_runs_to_its_end() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let (board, optimum) = korf100()[0];
        let mut stats = Stats::default();
        let moves = answer(&board, (&heuristic, PLAN), (5_000, (500, 0)), &mut stats);
        assert_eq!(moves.len() as u32, optimum);
        assert_eq!(replay(&board, &moves), GOAL);
    }
}
