//! The fewest moves between two boards of at most 16 cells by plain breadth-first search from
//! the start, for boards small enough to enumerate: LeetCode 773's 2×3 board (360 reachable
//! boards) above all. States are 4 bits a cell in a `u64`, visited in a `HashSet`.

use std::collections::HashSet;

/// The board packed 4 bits a cell, cell `i` in bits `4i..4i+4`.
fn pack(cells: &[u8]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |key, (i, &tile)| key | u64::from(tile) << (4 * i))
}

fn tile_at(key: u64, cell: usize) -> u64 {
    (key >> (4 * cell)) & 0xF
}

/// What one search found: the fewest moves (`None`: the goal is not reachable) and the effort.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Found {
    pub distance: Option<u32>,
    /// Boards whose successors were produced, successors produced.
    pub expanded: u64,
    pub generated: u64,
}

/// The fewest blank moves from `start` to `goal` on a `width` × `height` board (cells row-major,
/// `0` the blank, tiles below 16), or `None` when the goal is not reachable.
pub fn distance(width: usize, height: usize, start: &[u8], goal: &[u8]) -> Option<u32> {
    search(width, height, start, goal).distance
}

/// The same search with its effort. The goal test is on expansion, one whole layer at a time.
pub fn search(width: usize, height: usize, start: &[u8], goal: &[u8]) -> Found {
    assert!(width * height <= 16 && start.len() == width * height && goal.len() == start.len());
    let mut found = Found::default();
    let goal = pack(goal);
    let start_key = pack(start);
    let mut seen = HashSet::new();
    seen.insert(start_key);
    let mut layer = vec![start_key];
    let mut depth = 0;
    while !layer.is_empty() {
        if layer.contains(&goal) {
            found.distance = Some(depth);
            return found;
        }
        let mut next = Vec::new();
        for &key in &layer {
            found.expanded += 1;
            let blank = (0..width * height)
                .find(|&c| tile_at(key, c) == 0)
                .unwrap_or(0);
            let (row, col) = (blank / width, blank % width);
            let targets = [
                (row > 0).then(|| blank - width),
                (row + 1 < height).then(|| blank + width),
                (col > 0).then(|| blank - 1),
                (col + 1 < width).then(|| blank + 1),
            ];
            for &target in targets.iter().flatten() {
                // The tile at `target` slides into the blank's cell.
                let tile = tile_at(key, target);
                let moved = key & !(0xF << (4 * target)) | tile << (4 * blank);
                found.generated += 1;
                if seen.insert(moved) {
                    next.push(moved);
                }
            }
        }
        layer = next;
        depth += 1;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::distance;

    const GOAL: [u8; 6] = [1, 2, 3, 4, 5, 0];

    #[test]
    fn leetcode_samples() {
        assert_eq!(distance(3, 2, &[1, 2, 3, 4, 0, 5], &GOAL), Some(1));
        assert_eq!(distance(3, 2, &[1, 2, 3, 5, 4, 0], &GOAL), None);
        assert_eq!(distance(3, 2, &[4, 1, 2, 5, 0, 3], &GOAL), Some(5));
        assert_eq!(distance(3, 2, &GOAL, &GOAL), Some(0));
    }

    #[test]
    fn the_2x3_diameter_is_21() {
        // Half of the 720 arrangements are solvable; the hardest need 21 moves (the 2×3
        // puzzle's known diameter).
        let mut worst = 0;
        let mut cells = [0u8, 1, 2, 3, 4, 5];
        let mut solvable = 0;
        permutations(&mut cells, 0, &mut |board| {
            if let Some(d) = distance(3, 2, board, &GOAL) {
                solvable += 1;
                worst = worst.max(d);
            }
        });
        assert_eq!(solvable, 360);
        assert_eq!(worst, 21);
    }

    fn permutations(cells: &mut [u8; 6], from: usize, visit: &mut impl FnMut(&[u8])) {
        if from == cells.len() {
            visit(cells);
            return;
        }
        for i in from..cells.len() {
            cells.swap(from, i);
            permutations(cells, from + 1, visit);
            cells.swap(from, i);
        }
    }
}
