//! Beam search on the 4×4 board with the 5-5-5 databases (`pdb15`, computed per generated
//! board): layer by layer from the start, the children of a layer that are in neither the layer
//! two moves back nor twice in their own, of which the `width` with the least estimate are kept
//! (ties by the packed board, so that the answer is the same on every machine); the first layer
//! that holds the goal gives the answer. Memory: the layer and a link a kept board. NOT optimal,
//! and not complete: `None` when no layer up to `layers` holds the goal.

use super::board15::{blank_of, step, Board, GOAL};
use super::packed15::{pack, unpack};
use super::pdb15::Heuristic;
use super::search::Tally;

/// A sequence of blank moves (directions of `board15::step`) from `board` to the goal within
/// `layers` moves, found by a beam of `width` boards a layer (see the module), or `None`.
pub fn beam(
    board: &Board,
    heuristic: &Heuristic,
    (width, layers): (usize, usize),
    stats: &mut impl Tally,
) -> Option<Vec<u8>> {
    let goal = pack(&GOAL);
    let mut layer = vec![pack(board)];
    // The layer before `layer`, sorted; the boards of the next layer are two moves from it.
    let mut before: Vec<u64> = Vec::new();
    // Per layer after the first, per board: its parent's number in the layer before, times 4,
    // plus the move.
    let mut links: Vec<Vec<u32>> = Vec::new();
    loop {
        if let Some(mut at) = layer.iter().position(|&key| key == goal) {
            let mut moves: Vec<u8> = (links.iter().rev())
                .map(|links| {
                    let link = links[at];
                    at = (link >> 2) as usize;
                    (link & 3) as u8
                })
                .collect();
            moves.reverse();
            return Some(moves);
        }
        if links.len() >= layers || layer.is_empty() {
            return None;
        }
        // (estimate, board, link) of every child not two moves back.
        let mut next = Vec::with_capacity(3 * layer.len());
        for (number, &key) in layer.iter().enumerate() {
            stats.add(1, 0);
            stats.at(0, links.len() as u32);
            let mut cells = unpack(key);
            let blank = blank_of(&cells);
            for (dir, target) in (0..4).filter_map(|dir| Some((dir, step(blank, dir)?))) {
                stats.add(0, 1);
                cells.swap(blank, target);
                let child = pack(&cells);
                if before.binary_search(&child).is_err() {
                    let link = (number as u32) << 2 | dir as u32;
                    next.push((heuristic.estimate(&cells), child, link));
                }
                cells.swap(blank, target);
            }
        }
        // A board reached twice has one estimate: its copies lie together, the least link first.
        next.sort_unstable();
        next.dedup_by_key(|child| child.1);
        next.truncate(width);
        links.push(next.iter().map(|child| child.2).collect());
        before = std::mem::replace(&mut layer, next.iter().map(|child| child.1).collect());
        before.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::super::board15::{replay, CELLS};
    use super::super::idastar15_plan::idastar;
    use super::super::pdb15::{PATTERNS, VIEWS};
    use super::super::search::Stats;
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn answers_reach_the_goal_never_shorter_than_the_optimum() {
        let heuristic = Heuristic::new(&PATTERNS, VIEWS);
        let mut stats = Stats::default();
        assert_eq!(
            beam(&GOAL, &heuristic, (10, 0), &mut stats),
            Some(Vec::new())
        );
        let mut rng = Rng::new(11);
        for walk in [1, 2, 7, 20, 40, 60] {
            let mut board = GOAL;
            for _ in 0..walk {
                let blank = blank_of(&board);
                if let Some(target) = step(blank, rng.below(4) as usize) {
                    board.swap(blank, target);
                }
            }
            let optimum = idastar(&board, &heuristic).0.len();
            for width in [50, 2_000] {
                let moves = beam(&board, &heuristic, (width, 500), &mut stats).unwrap();
                assert_eq!(replay(&board, &moves), GOAL, "walk {walk}, width {width}");
                assert!(moves.len() >= optimum);
                assert_eq!(moves.len() % 2, optimum % 2);
            }
        }
        // Too few layers: no answer.
        let mut far = GOAL;
        far.swap(CELLS - 1, CELLS - 2);
        far.swap(CELLS - 2, CELLS - 3);
        assert_eq!(beam(&far, &heuristic, (100, 1), &mut stats), None);
        assert_eq!(
            beam(&far, &heuristic, (100, 2), &mut stats).map(|m| m.len()),
            Some(2)
        );
    }
}
