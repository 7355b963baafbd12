//! Bidirectional BFS on the 4×4 board: one side (`bfs15::Side`) from the start and one from the
//! goal, the smaller frontier expanded one whole layer at a time, optimal. No cap: on deep boards
//! it runs out of time or memory.

use super::bfs15::{self, moves_back, Blind, Side};
use super::board15::{Board, GOAL};
use super::packed15::pack;
use super::search::Tally;

/// Bidirectional BFS as a strategy of the parts.
pub type Search<P> = bfs15::Search<P, Bibfs>;

/// Bidirectional BFS.
pub struct Bibfs;

impl Blind for Bibfs {
    fn solve<T: Tally>(board: &Board, stats: &mut T) -> Vec<u8> {
        bibfs(board, stats)
    }
}

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`.
///
/// Why the first meeting is optimal: both sides hold complete layers only (depths 0..=f and
/// 0..=b) and share no board, so every path is longer than f + b (a shortest path of length
/// L <= f + b has a board at distance <= f from the start and <= b from the goal). Expanding one
/// whole layer finds meetings of length f + 1 + k with k <= b, and none can be shorter than
/// f + b + 1: so k = b and the first meeting is a shortest path. A half-expanded layer would
/// break the argument, hence whole layers, the smaller frontier first.
pub fn bibfs(board: &Board, stats: &mut impl Tally) -> Vec<u8> {
    let (start, goal) = (pack(board), pack(&GOAL));
    if start == goal {
        return Vec::new();
    }
    let mut forward = Side::new(start);
    let mut backward = Side::new(goal);
    let meeting = loop {
        let found = if forward.layer.len() <= backward.layer.len() {
            let other = &backward.reached;
            forward.expand(0, stats, |child| other.contains_key(&child))
        } else {
            let other = &forward.reached;
            backward.expand(1, stats, |child| other.contains_key(&child))
        };
        if let Some(meeting) = found {
            break meeting;
        }
    };
    // Start to meeting as recorded; meeting to goal by undoing the goal side's moves, in reverse.
    let mut moves = moves_back(&forward.reached, meeting);
    let mut toward_goal = moves_back(&backward.reached, meeting);
    toward_goal.reverse();
    moves.extend(toward_goal.iter().map(|&dir| dir ^ 1));
    moves
}
