//! Beam search, line by line: the same plan as the construction (top row or left column of the
//! unsolved region, then fence it off), but each line is reached by a beam search over whole
//! boards. A board's score is the Manhattan distance of the line's tiles, weighted, plus that of
//! every other loose tile, so moves that bring the line home also carry the rest along. Boards
//! seen before in the line are dropped (Zobrist hashes). When the beam stops getting closer to
//! the line, the exact placement of the construction finishes it from the best board.

pub use super::beam_score::BeamParams;
use super::beam_score::Target;
use super::construct::{next_line, place_line};
use super::grid::Grid;
use super::place::{finish, Placer};
use super::search::Stats;
use super::sized_run::Strategy;
use super::tidy::{cut_loops, zobrist, KeyBuild};
use std::collections::HashSet;
use std::marker::PhantomData;

/// The set of boards seen in a line, by Zobrist key.
type Seen = HashSet<u64, KeyBuild>;

/// The settings of the submitted file (`solutions/poj3240/beam.rs`), chosen by the study.
pub const SUBMITTED: BeamParams = BeamParams {
    width: 2000,
    line_weight: 4,
    next_weight: 2,
    blank_weight: 4,
    conflict_weight: 4,
    finish_cells: 9,
    budget: 2_500_000,
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
    let (start, first) = (grid.clone(), moves.len());
    let zobrist = zobrist(grid.cells.len(), 0x2545_f491_4f6c_dd1d);
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
        let beam = (params.width, &mut budget);
        beam_line(grid, &target, beam, &zobrist, placer, moves);
        place_line(grid, &mut free, &line, placer, moves)?;
        (top, left) = (next_top, next_left);
    }
    finish(grid, &free, moves)?;
    let mut answer = moves.split_off(first);
    cut_loops(&start, &mut answer)?;
    moves.extend_from_slice(&answer);
    Ok(())
}

/// The longest line (the side of a 16×16 board).
const MAX_LINE: usize = 16;

/// One board of a layer; its cells are the layer's `cells[k * n..(k + 1) * n]`.
#[derive(Clone, Copy)]
struct Node {
    blank: usize,
    /// The weighted Manhattan distance of every loose tile.
    score: u32,
    /// The weighted Manhattan distance of the line's tiles.
    line_left: u32,
    /// The weighted conflicts in the line.
    conflicts: u32,
    hash: u64,
    /// Index of this node's history entry.
    history: u32,
    /// Where each of the line's tiles stands.
    line_pos: [u8; MAX_LINE],
}

/// The boards of one layer of the beam.
#[derive(Default)]
struct Layer {
    nodes: Vec<Node>,
    cells: Vec<u8>,
}

/// A child of a layer: its sort key and its node (history still the parent's, blank the cell
/// the parent's blank moves to), and the move.
type Child = (u32, Node, u8);

/// The children of a layer and their order, best first.
#[derive(Default)]
struct Children {
    list: Vec<Child>,
    /// Each child's key, then the top of its hash (ties go at random, not to one parent's
    /// children together), then its index: best first as far as `sorted`.
    order: Vec<u128>,
    sorted: usize,
}

impl Children {
    /// Orders the best of the children for a layer of `width`: the best 3/2 · `width` of them
    /// (boards seen before are passed over), the rest only if they run out.
    fn sort(&mut self, width: usize) {
        self.order.clear();
        self.order.extend(
            self.list
                .iter()
                .enumerate()
                .map(|(i, c)| u128::from(c.0) << 96 | u128::from(c.1.hash >> 32) << 32 | i as u128),
        );
        self.sorted = (width + width / 2).min(self.order.len());
        if self.sorted < self.order.len() {
            self.order.select_nth_unstable(self.sorted);
        }
        self.order[..self.sorted].sort_unstable();
    }

    /// The `i`-th best child (0 the best), if there are so many.
    fn nth_best(&mut self, i: usize) -> Option<Child> {
        if i == self.sorted {
            self.order[i..].sort_unstable();
            self.sorted = self.order.len();
        }
        let &o = self.order.get(i)?;
        Some(self.list[o as u32 as usize])
    }
}

/// Runs the beam (its width, and the budget left, which it spends) towards the target's line
/// and applies the moves to the best board it reached.
fn beam_line(
    grid: &mut Grid,
    target: &Target,
    (width, budget): (usize, &mut u64),
    zobrist: &[u64],
    placer: &mut Placer,
    moves: &mut Vec<u8>,
) {
    let root = root_node(grid, target, zobrist);
    // history[k] = (parent entry, move); entry 0 is the root.
    let mut history: Vec<(u32, u8)> = vec![(0, 4)];
    let mut seen = Seen::default();
    seen.insert(root.hash);
    let (mut best, mut best_left, mut stalled) = (0u32, root.line_left, 0usize);
    let patience = 2 * (grid.width + grid.height) + 10;
    let mut layer = Layer {
        nodes: vec![root],
        cells: grid.cells.clone(),
    };
    let mut next = Layer::default();
    let mut children = Children::default();
    while best_left > 0 && stalled < patience && !layer.nodes.is_empty() && *budget > 0 {
        *budget = budget.saturating_sub(layer.nodes.len() as u64);
        placer.expanded += layer.nodes.len() as u64;
        expand(grid, target, zobrist, &layer, &history, &mut children.list);
        placer.generated += children.list.len() as u64;
        children.sort(width);
        select(
            grid,
            &layer,
            &mut children,
            width,
            &mut seen,
            &mut history,
            &mut next,
        );
        std::mem::swap(&mut layer, &mut next);
        stalled += 1;
        let nodes = &layer.nodes;
        if let Some(node) = nodes.iter().min_by_key(|node| (node.line_left, node.score)) {
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
        blank: grid.blank,
        score: 0,
        line_left: 0,
        conflicts: 0,
        hash: 0,
        history: 0,
        line_pos: [0; MAX_LINE],
    };
    for (i, &t) in grid.cells.iter().enumerate() {
        root.hash ^= zobrist[i * n + t as usize];
        if target.free[i] && t != 0 {
            root.score += target.cost(t, i);
        }
        if let Some(k) = target.line.iter().position(|&c| (c + 1) % n == t as usize) {
            root.line_pos[k] = i as u8;
            root.line_left += target.cost(t, i);
        }
    }
    root.conflicts = target.conflicts(&root.line_pos[..target.line.len()]);
    root
}

/// Every child of the layer that does not undo its parent's last move, unsorted.
fn expand(
    grid: &Grid,
    target: &Target,
    zobrist: &[u64],
    layer: &Layer,
    history: &[(u32, u8)],
    children: &mut Vec<Child>,
) {
    let n = grid.cells.len();
    let len = target.line.len();
    children.clear();
    for (k, node) in layer.nodes.iter().enumerate() {
        let last = history[node.history as usize].1;
        let cells = &layer.cells[k * n..(k + 1) * n];
        for m in 0..4u8 {
            let to = match grid.neighbor(node.blank, m as usize) {
                Some(to) if target.free[to] && m != last ^ 1 => to,
                _ => continue,
            };
            let t = cells[to];
            let mut child = *node;
            child.blank = to;
            child.history = k as u32;
            child.hash ^= zobrist[to * n + t as usize]
                ^ zobrist[node.blank * n + t as usize]
                ^ zobrist[node.blank * n]
                ^ zobrist[to * n];
            let gain = target.cost(t, to);
            let delta = |c: u32| c + target.cost(t, node.blank) - gain;
            child.score = delta(node.score);
            if let Some(j) = node.line_pos[..len].iter().position(|&p| p as usize == to) {
                child.line_left = delta(node.line_left);
                child.line_pos[j] = node.blank as u8;
                child.conflicts = target.conflicts(&child.line_pos[..len]);
            }
            let key = child.score + child.conflicts + target.blank_term(to, &child.line_pos[..len]);
            children.push((key, child, m));
        }
    }
}

/// The best `width` children not seen before in this line, as the next layer.
fn select(
    grid: &Grid,
    layer: &Layer,
    children: &mut Children,
    width: usize,
    seen: &mut Seen,
    history: &mut Vec<(u32, u8)>,
    next: &mut Layer,
) {
    let n = grid.cells.len();
    next.nodes.clear();
    next.cells.clear();
    let mut i = 0;
    while next.nodes.len() < width {
        let (_, mut node, m) = match children.nth_best(i) {
            Some(child) => child,
            None => break,
        };
        i += 1;
        if !seen.insert(node.hash) {
            continue;
        }
        let k = node.history as usize;
        let parent = &layer.nodes[k];
        let at = next.cells.len();
        next.cells
            .extend_from_slice(&layer.cells[k * n..(k + 1) * n]);
        next.cells.swap(at + parent.blank, at + node.blank);
        history.push((parent.history, m));
        node.history = (history.len() - 1) as u32;
        next.nodes.push(node);
    }
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

    #[test]
    fn with_no_budget_the_beam_is_the_construction() {
        let params = BeamParams {
            budget: 0,
            ..SUBMITTED
        };
        let mut start = Grid::goal(7, 6);
        start.scramble(5000, 3);
        let (mut g, mut beam) = (start.clone(), Vec::new());
        beam_solve(&mut g, &params, &mut Placer::new(), &mut beam).unwrap();
        let (mut g, mut plain) = (start.clone(), Vec::new());
        construct(&mut g, params.finish_cells, &mut Placer::new(), &mut plain).unwrap();
        cut_loops(&start, &mut plain).unwrap();
        assert_eq!(beam, plain);
    }
}
