//! Solvability by parity, for any size and any goal.
//!
//! Let σ be the permutation of cells that carries the start onto the goal (blank included), and
//! `d` the Manhattan distance between the blank's cell in the start and in the goal.
//!
//! *Necessary:* a move swaps the blank with a neighbour — one transposition, so the parity of σ
//! flips — and moves the blank one step, so the parity of `d` flips too. Their sum mod 2 never
//! changes, and at the goal both are 0; so a solvable start has `parity(σ) ≡ d (mod 2)`.
//!
//! *Sufficient:* on any board with both sides ≥ 2, every arrangement meeting that condition is
//! reachable (Johnson & Story, 1879): the moves generate all even permutations of the tiles with
//! the blank held fixed. `tests/parity_bfs.rs` confirms it against a full BFS on 2×2, 2×3, 3×2
//! and 3×3 with two goals each.
//!
//! For the standard goal this reduces to the familiar rules (odd width: inversions even; even
//! width: inversions + blank row from the bottom even). The parity of σ is taken from its cycles
//! in O(n), so a 999×999 board is decided at once.

use crate::board::Board;

/// Parity (0 even, 1 odd) of a permutation of `0..n`, from the number of its cycles.
pub fn permutation_parity(perm: &[usize]) -> usize {
    let mut seen = vec![false; perm.len()];
    let mut cycles = 0;
    for start in 0..perm.len() {
        if seen[start] {
            continue;
        }
        cycles += 1;
        let mut i = start;
        while !seen[i] {
            seen[i] = true;
            i = perm[i];
        }
    }
    (perm.len() - cycles) % 2
}

/// Whether `start` can be slid into `goal`. Both must have the same size.
pub fn solvable(start: &Board, goal: &Board) -> bool {
    assert_eq!(
        (start.width, start.height),
        (goal.width, goal.height),
        "solvable: boards of different sizes"
    );
    let mut goal_pos = vec![0usize; goal.len()];
    for (pos, &tile) in goal.cells.iter().enumerate() {
        goal_pos[tile as usize] = pos;
    }
    let sigma: Vec<usize> = start.cells.iter().map(|&t| goal_pos[t as usize]).collect();
    let (r1, c1) = start.blank_row_col();
    let (r2, c2) = goal.blank_row_col();
    let blank_distance = r1.abs_diff(r2) + c1.abs_diff(c2);
    permutation_parity(&sigma) == blank_distance % 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn known_boards() {
        let goal = Board::standard_goal(4, 4);
        // UVA 10181 sample: the first is solvable, the second is not.
        let a = Board::new(
            4,
            4,
            vec![2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15],
        );
        let b = Board::new(
            4,
            4,
            vec![13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14],
        );
        assert!(solvable(&a.unwrap(), &goal));
        assert!(!solvable(&b.unwrap(), &goal));
        // Sam Loyd's 14-15 swap.
        let loyd = Board::new(
            4,
            4,
            vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
        );
        assert!(!solvable(&loyd.unwrap(), &goal));
    }

    #[test]
    fn huge_board_is_instant() {
        let goal = Board::standard_goal(999, 999);
        let mut swapped = goal.clone();
        swapped.cells.swap(0, 1);
        assert!(solvable(&goal, &goal));
        assert!(!solvable(&swapped, &goal));
    }
}
