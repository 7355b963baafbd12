//! Beam search, line by line: the same plan as the construction (top row or left column of the
//! unsolved region, then fence it off), but each line is reached by a beam search over whole
//! boards. A board's score is the Manhattan distance of the line's tiles, weighted, plus that of
//! every other loose tile, so moves that bring the line home also carry the rest along. Boards
//! seen before in the line are dropped (Zobrist hashes). When the beam stops getting closer to
//! the line, the exact placement of the construction finishes it from the best board.

use super::construct::{next_line, place_line};
use super::grid::Grid;
use super::place::{finish, Placer};
use std::collections::HashSet;

#[derive(Clone, Copy, Debug)]
pub struct BeamParams {
    /// Boards kept per layer.
    pub width: usize,
    /// The weight of the line's tiles against the others' (1).
    pub line_weight: u32,
    /// Finish exactly once the region has at most this many cells.
    pub finish_cells: usize,
}

/// The settings of the submitted file (`solutions/poj3240/beam.rs`), chosen by the study.
pub const SUBMITTED: BeamParams = BeamParams {
    width: 200,
    line_weight: 4,
    finish_cells: 9,
};

/// One board of a layer.
struct Node {
    cells: Vec<u8>,
    blank: usize,
    score: u32,
    line_left: u32,
    hash: u64,
    /// Index of this node's history entry.
    history: u32,
}

/// Solves the board line by line with beam searches; the moves are appended to `moves`.
pub fn beam_solve(
    grid: &mut Grid,
    params: &BeamParams,
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) -> Result<(), String> {
    let n = grid.cells.len();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let zobrist: Vec<u64> = (0..n * n)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        })
        .collect();
    let mut free = vec![true; n];
    let (mut top, mut left) = (0, 0);
    while let Some(line) = next_line(grid, top, left, params.finish_cells) {
        beam_line(grid, &free, &line, params, &zobrist, placer, moves);
        place_line(grid, &mut free, &line, placer, moves)?;
        if line[0] / grid.width == line[line.len() - 1] / grid.width {
            top += 1;
        } else {
            left += 1;
        }
    }
    finish(grid, &free, moves)
}

/// Runs the beam towards `line` and applies the moves to the best board it reached.
fn beam_line(
    grid: &mut Grid,
    free: &[bool],
    line: &[usize],
    params: &BeamParams,
    zobrist: &[u64],
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) {
    let n = grid.cells.len();
    let in_line: Vec<bool> = (0..n).map(|c| line.contains(&grid.home(c as u8))).collect();
    let weight = |t: u8| {
        if in_line[t as usize] {
            params.line_weight
        } else {
            1
        }
    };
    let cost = |t: u8, at: usize| weight(t) * grid.distance(at, grid.home(t)) as u32;
    let line_cost = |t: u8, at: usize| if in_line[t as usize] { cost(t, at) } else { 0 };
    let mut root = Node {
        cells: grid.cells.clone(),
        blank: grid.blank,
        score: 0,
        line_left: 0,
        hash: 0,
        history: 0,
    };
    for i in (0..n).filter(|&i| free[i] && grid.cells[i] != 0) {
        root.score += cost(grid.cells[i], i);
        root.line_left += line_cost(grid.cells[i], i);
    }
    for (i, &t) in grid.cells.iter().enumerate() {
        root.hash ^= zobrist[i * n + t as usize];
    }
    // history[k] = (parent entry, move); entry 0 is the root.
    let mut history: Vec<(u32, u8)> = vec![(0, 4)];
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(root.hash);
    let (mut best, mut best_left, mut stalled) = (0u32, root.line_left, 0usize);
    let patience = 2 * (grid.width + grid.height) + 10;
    let mut layer = vec![root];
    let mut children: Vec<(u32, u32, u64, u32, u8)> = Vec::new();
    while best_left > 0 && stalled < patience && !layer.is_empty() {
        children.clear();
        placer.expanded += layer.len() as u64;
        for (k, node) in layer.iter().enumerate() {
            let last = history[node.history as usize].1;
            for m in 0..4u8 {
                let to = match grid.neighbor(node.blank, m as usize) {
                    Some(to) if free[to] && m != last ^ 1 => to,
                    _ => continue,
                };
                let t = node.cells[to];
                let hash = node.hash
                    ^ zobrist[to * n + t as usize]
                    ^ zobrist[node.blank * n + t as usize]
                    ^ zobrist[node.blank * n]
                    ^ zobrist[to * n];
                let score = node.score + cost(t, node.blank) - cost(t, to);
                let left = node.line_left + line_cost(t, node.blank) - line_cost(t, to);
                children.push((score, left, hash, k as u32, m));
            }
        }
        placer.generated += children.len() as u64;
        children.sort_unstable_by_key(|c| (c.0, c.2));
        let mut next = Vec::with_capacity(params.width);
        for &(score, left, hash, k, m) in &children {
            if next.len() == params.width || !seen.insert(hash) {
                if next.len() == params.width {
                    break;
                }
                continue;
            }
            let parent = &layer[k as usize];
            let to = grid
                .neighbor(parent.blank, m as usize)
                .unwrap_or(parent.blank);
            let mut cells = parent.cells.clone();
            cells.swap(parent.blank, to);
            history.push((parent.history, m));
            next.push(Node {
                cells,
                blank: to,
                score,
                line_left: left,
                hash,
                history: (history.len() - 1) as u32,
            });
        }
        layer = next;
        stalled += 1;
        if let Some(node) = layer.iter().min_by_key(|node| (node.line_left, node.score)) {
            if node.line_left < best_left {
                best_left = node.line_left;
                best = node.history;
                stalled = 0;
            }
        }
    }
    let mut path = Vec::new();
    let mut entry = best as usize;
    while entry != 0 {
        path.push(history[entry].1);
        entry = history[entry].0 as usize;
    }
    path.reverse();
    for &m in &path {
        grid.step(m as usize);
    }
    moves.extend_from_slice(&path);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn random_walk(w: usize, h: usize, steps: usize, mut s: u64) -> Grid {
        let tiles: Vec<u32> = (1..(w * h) as u32).chain(Some(0)).collect();
        let mut g = Grid::new(w, h, &tiles).unwrap();
        for _ in 0..steps {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            g.step((s % 4) as usize);
        }
        g
    }

    #[test]
    fn solves_every_shape_and_replays() {
        let params = BeamParams {
            width: 20,
            line_weight: 4,
            finish_cells: 9,
        };
        let mut placer = Placer::new();
        for w in 2..=10 {
            for h in 2..=10 {
                let g0 = random_walk(w, h, 3000, (w * 31 + h) as u64 | 1);
                let mut g = g0.clone();
                let mut moves = Vec::new();
                beam_solve(&mut g, &params, &mut placer, &mut moves).unwrap();
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
