//! The strategy of a problem that asks only whether a board can be solved (`Output::Verdict`):
//! no search at all; the driver answers from the parity and never runs it.

use super::grid::Grid;
use super::search::Stats;
use super::sized_run::Strategy;
use std::marker::PhantomData;

/// No search, for the problem `P`.
pub struct Search<P> {
    problem: PhantomData<P>,
}

impl<P> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            problem: PhantomData,
        }
    }

    fn run(&mut self, _: &mut Grid, _: &mut Vec<u8>) -> Result<(), String> {
        Err("a verdict problem asks for no moves".to_string())
    }

    fn effort(&self) -> Stats {
        Stats::default()
    }
}
