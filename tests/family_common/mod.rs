//! Shared by the tests of issue 8's parts and cases: an enumeration of ALL shortest paths between
//! two boards (the independent oracle for "the least string among the shortest"), random walks,
//! replays, and the published optimal lengths of Korf's 100.
#![allow(dead_code)]

use std::collections::HashSet;

/// Directions of the blank: 0 left, 1 right, 2 up, 3 down (as `parts::board15::step`).
pub const LEFT_RIGHT_UP_DOWN: [usize; 4] = [0, 1, 2, 3];
/// The letters' orders of the judges: `d l r u` (HDU 3567) and `D L R U` (LightOJ).
pub const BY_LETTER: [usize; 4] = [3, 0, 1, 2];

/// The cell the blank reaches from `cell` in direction `dir` on a `width` × `height` board.
pub fn neighbour(width: usize, height: usize, cell: usize, dir: usize) -> Option<usize> {
    let (row, col) = (cell / width, cell % width);
    match dir {
        0 if col > 0 => Some(cell - 1),
        1 if col + 1 < width => Some(cell + 1),
        2 if row > 0 => Some(cell - width),
        3 if row + 1 < height => Some(cell + width),
        _ => None,
    }
}

fn pack(cells: &[u8]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |key, (i, &tile)| key | u64::from(tile) << (4 * i))
}

/// The boards one move away from a packed board, with the direction taken.
fn moves_from(width: usize, height: usize, key: u64) -> Vec<(usize, u64)> {
    let blank = (0..width * height)
        .find(|&c| (key >> (4 * c)) & 0xF == 0)
        .unwrap();
    (0..4)
        .filter_map(|dir| {
            let target = neighbour(width, height, blank, dir)?;
            let tile = (key >> (4 * target)) & 0xF;
            Some((dir, key & !(0xF << (4 * target)) | tile << (4 * blank)))
        })
        .collect()
}

/// BFS layers from one board: `layers[k]` holds the boards exactly `k` moves away.
struct Layers {
    width: usize,
    height: usize,
    layers: Vec<HashSet<u64>>,
}

impl Layers {
    fn new(width: usize, height: usize, root: u64) -> Layers {
        Layers {
            width,
            height,
            layers: vec![[root].into_iter().collect()],
        }
    }

    /// Grows the layers until `layers[depth]` exists (the grid graph is bipartite: the
    /// neighbours of layer k lie in layers k - 1 and k + 1 only).
    fn reach(&mut self, depth: usize) {
        while self.layers.len() <= depth {
            let k = self.layers.len() - 1;
            let mut next = HashSet::new();
            for &key in &self.layers[k] {
                for (_, moved) in moves_from(self.width, self.height, key) {
                    if k == 0 || !self.layers[k - 1].contains(&moved) {
                        next.insert(moved);
                    }
                }
            }
            self.layers.push(next);
        }
    }

    /// Keeps, below `top` (which keeps `kept`), only the boards that lead into the kept layer
    /// above them: `result[k]` are the boards of `layers[k]` on a shortest path through `kept`.
    fn on_paths(&self, top: usize, kept: HashSet<u64>) -> Vec<HashSet<u64>> {
        let mut result = vec![HashSet::new(); top + 1];
        result[top] = kept;
        for k in (0..top).rev() {
            let above = &result[k + 1];
            let here: HashSet<u64> = self.layers[k]
                .iter()
                .filter(|&&key| {
                    moves_from(self.width, self.height, key)
                        .iter()
                        .any(|(_, moved)| above.contains(moved))
                })
                .cloned()
                .collect();
            result[k] = here;
        }
        result
    }
}

/// The least shortest move sequence from `start` to `goal` (directions compared by their place
/// in `order`), found by enumerating every shortest path: BFS layers from both ends until they
/// meet at total depth `d`, the meeting boards, every board of the layers that lies on a
/// shortest path through them, then the walk that takes the first direction of `order` staying
/// on those boards. `None` when the distance exceeds `max_depth`.
pub fn least_shortest(
    width: usize,
    height: usize,
    start: &[u8],
    goal: &[u8],
    order: [usize; 4],
    max_depth: usize,
) -> Option<Vec<usize>> {
    let mut forward = Layers::new(width, height, pack(start));
    let mut backward = Layers::new(width, height, pack(goal));
    for d in 0..=max_depth {
        let (i, j) = ((d + 1) / 2, d / 2);
        forward.reach(i);
        backward.reach(j);
        let meet: HashSet<u64> = forward.layers[i]
            .intersection(&backward.layers[j])
            .cloned()
            .collect();
        if meet.is_empty() {
            continue;
        }
        let from_start = forward.on_paths(i, meet.clone());
        let to_goal = backward.on_paths(j, meet);
        let mut key = pack(start);
        let mut path = Vec::with_capacity(d);
        for step in 1..=d {
            let allowed = if step <= i {
                &from_start[step]
            } else {
                &to_goal[d - step]
            };
            let moves = moves_from(width, height, key);
            let (dir, moved) = order
                .iter()
                .filter_map(|&dir| moves.iter().find(|(m, _)| *m == dir))
                .find(|(_, moved)| allowed.contains(moved))
                .copied()
                .expect("a board on a shortest path has a successor on one");
            path.push(dir);
            key = moved;
        }
        return Some(path);
    }
    None
}

/// The board after the moves, or `None` if one leaves the board.
pub fn replay(width: usize, height: usize, board: &[u8], moves: &[usize]) -> Option<Vec<u8>> {
    let mut board = board.to_vec();
    for &dir in moves {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let target = neighbour(width, height, blank, dir)?;
        board.swap(blank, target);
    }
    Some(board)
}

/// A random walk of `steps` blank moves from `board` that never undoes its last move.
pub fn random_walk(
    rng: &mut npuzzle::rng::Rng,
    width: usize,
    height: usize,
    board: &[u8],
    steps: usize,
) -> Vec<u8> {
    let mut board = board.to_vec();
    let mut last = 4;
    let mut done = 0;
    while done < steps {
        let dir = rng.below(4) as usize;
        let blank = board.iter().position(|&t| t == 0).unwrap();
        if dir ^ 1 == last {
            continue;
        }
        if let Some(target) = neighbour(width, height, blank, dir) {
            board.swap(blank, target);
            last = dir;
            done += 1;
        }
    }
    board
}

/// The standard goal `1 … n-1 0`.
pub fn standard_goal(cells: usize) -> Vec<u8> {
    (1..cells as u8).chain([0]).collect()
}

/// Korf's 100 with their published optimal lengths (`data/korf100.txt`).
pub fn korf100() -> Vec<([u8; 16], usize)> {
    npuzzle::data::korf100()
        .into_iter()
        .map(|(cells, length)| (cells, length as usize))
        .collect()
}
