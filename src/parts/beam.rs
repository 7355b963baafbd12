//! Beam search, line by line: the same plan as the construction (top row or left column of the
//! unsolved region, then fence it off), but each line is reached by a beam search over whole
//! boards. A board's score is the Manhattan distance of the line's tiles, weighted, plus that of
//! every other loose tile, so moves that bring the line home also carry the rest along. Boards
//! seen before in the line are dropped (Zobrist hashes). When the beam stops getting closer to
//! the line, the exact placement of the construction finishes it from the best board.

use super::construct::{next_line, place_line};
use super::grid::Grid;
use super::place::{finish, Placer};
use super::search::Stats;
use super::sized_run::Strategy;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::marker::PhantomData;

#[derive(Clone, Copy, Debug)]
pub struct BeamParams {
    /// Boards kept per layer.
    pub width: usize,
    /// The weight of the line's tiles against the others' (1).
    pub line_weight: u32,
    /// The weight of the next line's tiles.
    pub next_weight: u32,
    /// The weight of the blank's distance to the nearest line tile not yet home.
    pub blank_weight: u32,
    /// Finish exactly once the region has at most this many cells.
    pub finish_cells: usize,
}

/// Hashes a Zobrist key (already uniformly random) as itself, instead of SipHash.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The set of boards seen in a line, by Zobrist key.
type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// The settings of the submitted file (`solutions/poj3240/beam.rs`), chosen by the study.
pub const SUBMITTED: BeamParams = BeamParams {
    width: 500,
    line_weight: 4,
    next_weight: 2,
    blank_weight: 4,
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
    /// Where each of the line's tiles stands.
    line_pos: Vec<u8>,
}

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
        beam_solve(board, &SUBMITTED, &mut self.placer, moves)
    }

    fn effort(&self) -> Stats {
        self.placer.effort()
    }
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
        let is_row = line[0] / grid.width == line[line.len() - 1] / grid.width;
        let (next_top, next_left) = if is_row {
            (top + 1, left)
        } else {
            (top, left + 1)
        };
        let next = next_line(grid, next_top, next_left, params.finish_cells).unwrap_or_default();
        beam_line(grid, &free, &line, &next, params, &zobrist, placer, moves);
        place_line(grid, &mut free, &line, placer, moves)?;
        (top, left) = (next_top, next_left);
    }
    finish(grid, &free, moves)?;
    cancel_inverses(moves);
    Ok(())
}

/// Drops every move undone by the next one (they meet where one search hands over to the next).
pub fn cancel_inverses(moves: &mut Vec<u8>) {
    let mut kept: Vec<u8> = Vec::with_capacity(moves.len());
    for &m in moves.iter() {
        if kept.last() == Some(&(m ^ 1)) {
            kept.pop();
        } else {
            kept.push(m);
        }
    }
    *moves = kept;
}

/// What the beam knows of the line it works on.
struct Target<'a> {
    free: &'a [bool],
    /// The line's cells; their tiles are `cell + 1`.
    line: &'a [usize],
    /// The weight of each tile's Manhattan distance.
    weight: Vec<u32>,
    blank_weight: u32,
}

impl Target<'_> {
    fn cost(&self, grid: &Grid, t: u8, at: usize) -> u32 {
        self.weight[t as usize] * grid.distance(at, grid.home(t)) as u32
    }

    /// The blank's distance to the nearest line tile not yet home, weighted.
    fn blank_term(&self, grid: &Grid, blank: usize, line_pos: &[u8]) -> u32 {
        let nearest = self
            .line
            .iter()
            .zip(line_pos)
            .filter(|&(&cell, &at)| cell != at as usize)
            .map(|(_, &at)| grid.distance(blank, at as usize))
            .min()
            .unwrap_or(1);
        self.blank_weight * nearest.saturating_sub(1) as u32
    }
}

/// The longest line (the side of a 16×16 board).
const MAX_LINE: usize = 16;

/// A child of a layer: (key, line distance left, hash, parent index, move).
type Child = (u32, u32, u64, u32, u8);

/// Runs the beam towards `line` and applies the moves to the best board it reached.
#[allow(clippy::too_many_arguments)]
fn beam_line(
    grid: &mut Grid,
    free: &[bool],
    line: &[usize],
    next: &[usize],
    params: &BeamParams,
    zobrist: &[u64],
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) {
    let n = grid.cells.len();
    let mut weight = vec![1; n];
    for (cells, w) in [(next, params.next_weight), (line, params.line_weight)] {
        for &c in cells {
            weight[(c + 1) % n] = w;
        }
    }
    let target = Target {
        free,
        line,
        weight,
        blank_weight: params.blank_weight,
    };
    let root = root_node(grid, &target, zobrist);
    // history[k] = (parent entry, move); entry 0 is the root.
    let mut history: Vec<(u32, u8)> = vec![(0, 4)];
    let mut seen = Seen::default();
    seen.insert(root.hash);
    let (mut best, mut best_left, mut stalled) = (0u32, root.line_left, 0usize);
    let patience = 2 * (grid.width + grid.height) + 10;
    let mut layer = vec![root];
    let mut children: Vec<Child> = Vec::new();
    while best_left > 0 && stalled < patience && !layer.is_empty() {
        placer.expanded += layer.len() as u64;
        expand(grid, &target, zobrist, &layer, &history, &mut children);
        placer.generated += children.len() as u64;
        children.sort_unstable_by_key(|c| (c.0, c.2));
        layer = select(
            grid,
            &target,
            &layer,
            &children,
            params.width,
            &mut seen,
            &mut history,
        );
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

/// The beam's first board: the grid as it stands.
fn root_node(grid: &Grid, target: &Target, zobrist: &[u64]) -> Node {
    let n = grid.cells.len();
    let mut root = Node {
        cells: grid.cells.clone(),
        blank: grid.blank,
        score: 0,
        line_left: 0,
        hash: 0,
        history: 0,
        line_pos: vec![0; target.line.len()],
    };
    for (i, &t) in grid.cells.iter().enumerate() {
        root.hash ^= zobrist[i * n + t as usize];
        if target.free[i] && t != 0 {
            root.score += target.cost(grid, t, i);
        }
        if let Some(k) = target.line.iter().position(|&c| (c + 1) % n == t as usize) {
            root.line_pos[k] = i as u8;
            root.line_left += target.cost(grid, t, i);
        }
    }
    root
}

/// Every child of the layer that does not undo its parent's last move, unsorted.
fn expand(
    grid: &Grid,
    target: &Target,
    zobrist: &[u64],
    layer: &[Node],
    history: &[(u32, u8)],
    children: &mut Vec<Child>,
) {
    let n = grid.cells.len();
    children.clear();
    for (k, node) in layer.iter().enumerate() {
        let last = history[node.history as usize].1;
        for m in 0..4u8 {
            let to = match grid.neighbor(node.blank, m as usize) {
                Some(to) if target.free[to] && m != last ^ 1 => to,
                _ => continue,
            };
            let t = node.cells[to];
            let hash = node.hash
                ^ zobrist[to * n + t as usize]
                ^ zobrist[node.blank * n + t as usize]
                ^ zobrist[node.blank * n]
                ^ zobrist[to * n];
            let delta = |c: u32| c + target.cost(grid, t, node.blank) - target.cost(grid, t, to);
            let score = delta(node.score);
            let moved = node.line_pos.iter().position(|&p| p as usize == to);
            let left = if moved.is_some() {
                delta(node.line_left)
            } else {
                node.line_left
            };
            // The blank term with the line tile (if any) moved to the old blank cell.
            let mut line_pos = [0u8; MAX_LINE];
            line_pos[..node.line_pos.len()].copy_from_slice(&node.line_pos);
            if let Some(k) = moved {
                line_pos[k] = node.blank as u8;
            }
            let key = score + target.blank_term(grid, to, &line_pos[..node.line_pos.len()]);
            children.push((key, left, hash, k as u32, m));
        }
    }
}

/// The best `width` children not seen before in this line, as boards.
fn select(
    grid: &Grid,
    target: &Target,
    layer: &[Node],
    children: &[Child],
    width: usize,
    seen: &mut Seen,
    history: &mut Vec<(u32, u8)>,
) -> Vec<Node> {
    let mut next = Vec::with_capacity(width);
    for &(_, left, hash, k, m) in children {
        if next.len() == width {
            break;
        }
        if !seen.insert(hash) {
            continue;
        }
        let parent = &layer[k as usize];
        let to = grid
            .neighbor(parent.blank, m as usize)
            .unwrap_or(parent.blank);
        let t = parent.cells[to];
        let mut cells = parent.cells.clone();
        cells.swap(parent.blank, to);
        let mut line_pos = parent.line_pos.clone();
        for p in line_pos.iter_mut().filter(|p| **p as usize == to) {
            *p = parent.blank as u8;
        }
        history.push((parent.history, m));
        next.push(Node {
            cells,
            blank: to,
            score: parent.score + target.cost(grid, t, parent.blank) - target.cost(grid, t, to),
            line_left: left,
            hash,
            history: (history.len() - 1) as u32,
            line_pos,
        });
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_pairs_cancel() {
        let mut moves = vec![0, 2, 3, 1, 0, 1, 3];
        cancel_inverses(&mut moves);
        assert_eq!(moves, vec![3]);
    }

    #[test]
    fn solves_every_shape_and_replays() {
        let params = BeamParams {
            width: 20,
            line_weight: 4,
            next_weight: 2,
            blank_weight: 1,
            finish_cells: 9,
        };
        let mut placer = Placer::new();
        for w in 2..=10 {
            for h in 2..=10 {
                let mut g0 = Grid::goal(w, h);
                g0.scramble(3000, (w * 31 + h) as u64);
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
