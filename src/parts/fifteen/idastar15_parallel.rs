//! The 4×4 IDA* with the 5-5-5 pattern databases (`idastar15_plan`) as a search of the parts, for the
//! goal `1 … 15 0` only, on every core. The boards of one input in two phases: first the small
//! iterations of every board (those not split, see `idastar15_plan::Plan`), the boards shared out over
//! the threads; then, in input order, each board not solved yet on all cores, a big iteration's
//! units in order of their estimate (`idastar15_units`). The same answer and node counts on any
//! number of threads, and as each board alone (`run`). The 5-5-5 databases are built at the
//! first board that needs a search, the 6-6-3 ones at the first iteration that needs them
//! (`idastar15_plan::STRONG_FROM`: the long searches only); with `NPUZZLE_PROGRESS` set, one stderr line
//! an iteration, each board's together and the boards in input order.

use super::board::Board;
use super::board15::cells_of;
use super::idastar15_plan::STRONG_FROM;
use super::idastar15_plan::{heuristic_for, parts_moves, search_board, Iterations, Plan, Tables};
use super::idastar15_units::{ORDERED_FROM, PARALLEL_FROM};
use super::pdb15::Heuristic;
use super::prune15::{Pruning, LONGEST};
use super::puzzle::Puzzle;
use super::search::{Quiet, Stats, Strategy, Tally};
use super::share::share_out;
use std::marker::PhantomData;
use std::sync::OnceLock;

/// The databases once built, and how each board is searched.
pub struct Search<P> {
    heuristic: Option<Heuristic>,
    strong: OnceLock<Heuristic>,
    plan: Plan,
    kind: PhantomData<P>,
}

impl<P: Puzzle> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            heuristic: None,
            strong: OnceLock::new(),
            plan: Plan {
                order: [0, 1, 2, 3],
                cap: None,
                threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
                parallel_from: PARALLEL_FROM,
                ordered_from: ORDERED_FROM,
                progress: std::env::var_os("NPUZZLE_PROGRESS").is_some(),
                longest: LONGEST,
                strong_from: STRONG_FROM,
            },
            kind: PhantomData,
        }
    }

    /// A fewest-move solution (the first in the order L R U D unless an iteration was split).
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>) {
        if start != P::GOAL {
            // (A copy: before edition 2021 a closure would borrow all of `self`.)
            let plan = self.plan;
            let heuristic = self.heuristic.get_or_insert_with(|| heuristic_for(plan));
            let tables = Tables {
                quick: heuristic,
                strong: Some(&self.strong),
            };
            search_board(start, tables, plan, stats, path);
        }
    }

    /// `run` on every board, the small iterations of all boards first on every core (one board
    /// a thread at a time: an iteration too small to split leaves no core idle then), then the
    /// big ones board by board.
    fn run_all(&mut self, starts: &[Board]) -> Vec<(Vec<u8>, Stats)> {
        let mut answers = vec![(Vec::new(), Stats::default()); starts.len()];
        // The goal needs no search (and no databases).
        let boards: Vec<_> = starts.iter().filter(|&&start| start != P::GOAL).collect();
        if boards.is_empty() {
            return answers;
        }
        let plan = self.plan;
        let heuristic = &*self.heuristic.get_or_insert_with(|| heuristic_for(plan));
        let tables = Tables {
            quick: heuristic,
            strong: Some(&self.strong),
        };
        let pruning = Pruning::shared(plan.order, plan.longest);
        let searches = share_out(&boards, plan.threads, |_, &&start| {
            let mut search = Iterations::new(&cells_of(start), heuristic);
            search.iterate((tables, pruning), plan, true, &mut Quiet);
            search
        });
        let mut searches = searches.into_iter();
        for (start, answer) in starts.iter().zip(&mut answers) {
            if *start == P::GOAL {
                continue;
            }
            if let Some(mut search) = searches.next() {
                search.iterate((tables, pruning), plan, false, &mut Quiet);
                answer.1 = search.total;
                parts_moves(search.answer.flatten().as_deref(), &mut answer.0);
            }
        }
        answers
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{row, Row};

    /// UVA 10181 from the problem table.
    type Fifteen = Row<{ row("uva10181") }>;

    /// The boards of two inputs of cases/uva10181 (36 to 45 moves, up to 2,368 nodes each).
    fn boards(inputs: &[&str]) -> Vec<Board> {
        let mut boards = Vec::new();
        for input in inputs {
            let cells: Vec<u8> = (input.split_ascii_whitespace().skip(1))
                .map(|token| token.parse().expect("a tile number"))
                .collect();
            boards.extend(cells.chunks(16).map(Board::from_cells));
        }
        boards
    }

    #[test]
    fn run_all_answers_as_each_board_alone_on_any_number_of_threads() {
        let mut starts = boards(&[
            include_str!("../../../cases/uva10181/08-scrambled-36-40.in"),
            include_str!("../../../cases/uva10181/09-scrambled-42-45.in"),
        ]);
        assert_eq!(starts.len(), 10);
        // The goal among them, which needs no search.
        starts.insert(3, Fifteen::GOAL);
        // Iterations split after one of 50 nodes, so that most boards have both phases.
        let mut alone = Search::<Fifteen>::new();
        alone.plan.threads = 1;
        alone.plan.parallel_from = 50;
        let expected: Vec<(Vec<u8>, Stats)> = (starts.iter())
            .map(|&start| {
                let (mut stats, mut path) = (Stats::default(), Vec::new());
                alone.run(start, &mut stats, &mut path);
                (path, stats)
            })
            .collect();
        let heuristic = alone.heuristic.as_ref().expect("the databases");
        let pruning = Pruning::shared(alone.plan.order, alone.plan.longest);
        let unsolved = (starts.iter().filter(|&&start| start != Fifteen::GOAL))
            .filter(|&&start| {
                let mut search = Iterations::new(&cells_of(start), heuristic);
                search.iterate(
                    (Tables::quick(heuristic), pruning),
                    alone.plan,
                    true,
                    &mut Quiet,
                );
                search.answer.is_none()
            })
            .count();
        assert!(
            (1..10).contains(&unsolved),
            "{} boards left to phase 2",
            unsolved
        );
        for threads in [1, 2, 3] {
            let mut together = Search::<Fifteen>::new();
            together.plan = Plan {
                threads,
                ..alone.plan
            };
            assert_eq!(together.run_all(&starts), expected, "{} threads", threads);
        }
    }
}
