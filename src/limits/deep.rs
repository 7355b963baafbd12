//! 15-puzzle boards at an exact distance from the goal `1 … 15 0`, for the inputs of the 4×4
//! judges at their bounds (45 moves, 35, …): the boards of Korf's 100 are solved here by the
//! parts' optimal IDA* (`idastar15_plan`), and the board `d` moves before the end of such a fewest-move
//! path is exactly `d` moves from the goal (a shorter way from it would shorten the path). Each
//! board also gives its mirror image about the main diagonal, as far from the goal.

use crate::data::korf100;
use crate::parts::board15::{blank_of, step, Board as Cells, CELLS};
use crate::parts::idastar15_plan::idastar;
use crate::parts::pdb15::{Heuristic, PATTERNS, VIEWS};
use crate::parts::pdb15_views::{mirror_cell, mirror_tile};

/// Korf's boards solved so far, with their fewest-move paths, in Korf's order.
pub struct Deep {
    heuristic: Option<Heuristic>,
    solved: Vec<(Cells, Vec<u8>)>,
}

impl Default for Deep {
    fn default() -> Deep {
        Deep::new()
    }
}

impl Deep {
    /// Nothing solved yet (the databases are built by the first request).
    pub fn new() -> Deep {
        Deep {
            heuristic: None,
            solved: Vec::new(),
        }
    }

    /// `count` distinct boards exactly `distance` moves from the goal: from each of Korf's
    /// boards at least that far, in order, the board on its path and then its mirror image;
    /// `None` when Korf's 100 hold too few.
    pub fn at(&mut self, distance: u32, count: usize) -> Option<Vec<Cells>> {
        let mut found: Vec<Cells> = Vec::with_capacity(count);
        for k in 0..korf100().len() {
            if found.len() >= count {
                break;
            }
            let (board, moves) = self.solved(k);
            let Some(before) = moves.len().checked_sub(distance as usize) else {
                continue;
            };
            let on_path = walk(&board, &moves[..before]);
            for image in [on_path, mirror(&on_path)] {
                if found.len() < count && !found.contains(&image) {
                    found.push(image);
                }
            }
        }
        (found.len() == count).then_some(found)
    }

    /// Korf's board `k` and a fewest-move path of it (directions of `board15::step`).
    fn solved(&mut self, k: usize) -> (Cells, Vec<u8>) {
        while self.solved.len() <= k {
            let heuristic =
                (self.heuristic).get_or_insert_with(|| Heuristic::new(&PATTERNS, VIEWS));
            let board = korf100()[self.solved.len()].0;
            self.solved.push((board, idastar(&board, heuristic).0));
        }
        self.solved[k].clone()
    }
}

/// `board` after the blank's `moves`.
pub fn walk(board: &Cells, moves: &[u8]) -> Cells {
    let mut board = *board;
    for &dir in moves {
        let blank = blank_of(&board);
        if let Some(target) = step(blank, dir as usize) {
            board.swap(blank, target);
        }
    }
    board
}

/// `board` mirrored about the main diagonal: as far from the goal `1 … 15 0`, which is its own
/// image.
pub fn mirror(board: &Cells) -> Cells {
    let mut image = [0; CELLS];
    for (cell, &tile) in board.iter().enumerate() {
        image[mirror_cell(cell)] = mirror_tile(tile);
    }
    image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_at_a_distance_are_that_far() {
        let mut deep = Deep::new();
        let boards = deep.at(20, 3).expect("three boards");
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        for board in &boards {
            assert_eq!(idastar(board, &heuristic).0.len(), 20);
        }
        assert_eq!(boards[1], mirror(&boards[0]));
        assert_eq!(mirror(&mirror(&boards[2])), boards[2]);
    }
}
