//! Beam search, line by line: the same plan as the construction (top row or left column of the
//! unsolved region, then fence it off), but each line is reached by a beam search over whole
//! boards. A board's score is the Manhattan distance of the line's tiles, weighted, plus that of
//! every other loose tile, so moves that bring the line home also carry the rest along. Boards
//! seen before in the line are dropped (Zobrist hashes). Once the line is home the beam goes on a
//! few layers, for a board with the line home and the rest closer. When the beam stops getting
//! closer to the line, the exact placement of the construction finishes it from the best board.
//! The layers themselves are `beam_layer`'s.

use super::beam_layer::Scratch;
pub use super::beam_score::BeamParams;
use super::beam_score::Target;
use super::construct::{next_line, place_line};
use super::cut_loops::cut_loops;
use super::grid::Grid;
use super::place_tiles::{finish, Placer};
use super::search::{Quiet, Stats, Tally};
use super::sized_run::Strategy;
use std::marker::PhantomData;

/// The settings of the submitted file (`solutions/poj3240/beam.rs`), chosen by the study.
pub const SUBMITTED: BeamParams = BeamParams {
    width: 2000,
    line_weight: 4,
    next_weight: 2,
    blank_weight: 4,
    conflict_weight: 4,
    finish_cells: 9,
    budget: 2_500_000,
    settle: 6,
};

/// The beam search with the submitted parameters as a file's strategy, for the problem `P`.
pub struct Search<P> {
    placer: Placer,
    problem: PhantomData<P>,
}

impl<P> Strategy for Search<P> {
    fn new() -> Self {
        Search {
            placer: Placer::new(),
            problem: PhantomData,
        }
    }

    fn run(&mut self, board: &mut Grid, moves: &mut Vec<u8>) -> Result<(), String> {
        beam_solve(board, &SUBMITTED, &mut self.placer, moves, &mut Quiet)
    }

    fn effort(&self) -> Stats {
        self.placer.effort()
    }
}

/// Solves the board line by line with beam searches; the moves are appended to `moves`, each
/// line's effort told to `tally`.
pub fn beam_solve(
    grid: &mut Grid,
    params: &BeamParams,
    placer: &mut Placer,
    moves: &mut Vec<u8>,
    tally: &mut impl Tally,
) -> Result<(), String> {
    let (start, first) = (grid.clone(), moves.len());
    let mut scratch = Scratch::new(grid);
    let mut free = vec![true; grid.cells.len()];
    let (mut top, mut left, mut budget) = (0, 0, params.budget);
    while let Some(line) = next_line(grid, top, left, params.finish_cells) {
        let is_row = line[0] / grid.width == line[line.len() - 1] / grid.width;
        let (next_top, next_left) = if is_row {
            (top + 1, left)
        } else {
            (top, left + 1)
        };
        let next = next_line(grid, next_top, next_left, params.finish_cells).unwrap_or_default();
        let target = Target::new(grid, &free, &line, &next, params);
        let before = placer.expanded;
        beam_line(
            grid,
            &target,
            params,
            &mut budget,
            &mut scratch,
            placer,
            moves,
        );
        place_line(grid, &mut free, &line, placer, moves)?;
        tally.stage((top + left) as u32, placer.expanded - before);
        (top, left) = (next_top, next_left);
    }
    finish(grid, &free, moves)?;
    let mut answer = moves.split_off(first);
    cut_loops(&start, &mut answer)?;
    moves.extend_from_slice(&answer);
    Ok(())
}

/// Runs the beam (its width, and the budget left, which it spends) towards the target's line
/// and applies the moves to the best board it reached. Once a board has the line home, the beam
/// goes on for `settle` layers: of the boards with the line home, the one with the least moves
/// plus score (the other tiles' weighted distance, about the moves they will take) is kept.
fn beam_line(
    grid: &mut Grid,
    target: &Target,
    params: &BeamParams,
    budget: &mut u64,
    scratch: &mut Scratch,
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) {
    let root = scratch.start(grid, target);
    let (mut best, mut best_left, mut stalled) = (0u32, root.line_left, 0usize);
    // The layer where the line was first home, and the best moves + score of a board with it.
    let (mut home_at, mut best_value) = match root.line_left {
        0 => (0, root.score as usize),
        _ => (usize::MAX, usize::MAX),
    };
    let patience = 2 * (grid.width + grid.height) + 10;
    for depth in 1.. {
        let going = best_left > 0 || depth <= home_at.saturating_add(params.settle);
        if !going || stalled >= patience || *budget == 0 {
            break;
        }
        let closest = match scratch.step(target, params.width, budget, placer) {
            Some(node) => node,
            None => break,
        };
        stalled += 1;
        if closest.line_left < best_left {
            (best, best_left, stalled) = (closest.history, closest.line_left, 0);
        }
        if closest.line_left == 0 {
            home_at = home_at.min(depth);
            let value = depth + closest.score as usize;
            if value < best_value {
                (best, best_value) = (closest.history, value);
            }
            stalled = 0;
        }
    }
    let path = scratch.path_to(best);
    for &m in &path {
        grid.step(m as usize);
    }
    moves.extend_from_slice(&path);
}

#[cfg(test)]
mod tests {
    use super::super::construct::construct;
    use super::*;

    #[test]
    fn solves_every_shape_and_replays() {
        let wide = BeamParams {
            width: 20,
            line_weight: 4,
            next_weight: 2,
            blank_weight: 1,
            conflict_weight: 2,
            finish_cells: 9,
            budget: u64::MAX,
            settle: 3,
        };
        // A budget that runs out part of the way: the exact placements finish.
        let short = BeamParams {
            width: 50,
            budget: 3000,
            ..wide
        };
        let mut placer = Placer::new();
        for w in 2..=10 {
            for h in 2..=10 {
                for params in [wide, short] {
                    let mut g0 = Grid::goal(w, h);
                    g0.scramble(3000, (w * 31 + h) as u64);
                    let mut g = g0.clone();
                    let mut moves = Vec::new();
                    beam_solve(&mut g, &params, &mut placer, &mut moves, &mut Quiet).unwrap();
                    assert!(g.is_goal(), "{}x{}", w, h);
                    let mut replay = g0;
                    for &m in &moves {
                        assert!(replay.step(m as usize));
                    }
                    assert!(replay.is_goal());
                }
            }
        }
    }

    #[test]
    fn settling_keeps_a_board_at_least_as_good_as_the_first_with_the_line_home() {
        let mut start = Grid::goal(6, 6);
        start.scramble(4000, 7);
        let free = vec![true; 36];
        let (line, next) = ([0, 1, 2, 3, 4, 5], [0, 6, 12, 18, 24, 30]);
        let mut value = Vec::new();
        for settle in [0, 8] {
            let params = BeamParams {
                width: 200,
                settle,
                ..SUBMITTED
            };
            let target = Target::new(&start, &free, &line, &next, &params);
            let mut scratch = Scratch::new(&start);
            let (mut g, mut moves) = (start.clone(), Vec::new());
            let mut budget = u64::MAX;
            beam_line(
                &mut g,
                &target,
                &params,
                &mut budget,
                &mut scratch,
                &mut Placer::new(),
                &mut moves,
            );
            assert_eq!(&g.cells[..6], &[1, 2, 3, 4, 5, 6]);
            let mut replay = start.clone();
            assert!(moves.iter().all(|&m| replay.step(m as usize)));
            assert_eq!(replay, g);
            value.push(moves.len() + scratch.start(&g, &target).score as usize);
        }
        assert!(value[1] <= value[0], "{:?}", value);
    }

    #[test]
    fn with_no_budget_the_beam_is_the_construction() {
        let params = BeamParams {
            budget: 0,
            ..SUBMITTED
        };
        let mut start = Grid::goal(7, 6);
        start.scramble(5000, 3);
        let (mut g, mut beam) = (start.clone(), Vec::new());
        beam_solve(&mut g, &params, &mut Placer::new(), &mut beam, &mut Quiet).unwrap();
        let (mut g, mut plain) = (start.clone(), Vec::new());
        construct(
            &mut g,
            params.finish_cells,
            &mut Placer::new(),
            &mut plain,
            &mut Quiet,
        )
        .unwrap();
        cut_loops(&start, &mut plain).unwrap();
        assert_eq!(beam, plain);
    }
}
