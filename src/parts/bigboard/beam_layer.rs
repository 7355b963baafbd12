//! The layers of the beam search (`beam`): a layer's boards packed flat, their children made
//! by one move each and scored incrementally (`beam_score::Target`), the best of them not seen
//! before in the line kept (Zobrist keys), and every board's history, to read its moves back.

use super::beam_score::Target;
use super::cut_loops::{zobrist, KeyBuild};
use super::grid::Grid;
use super::place_tiles::Placer;
use std::collections::HashSet;

/// The longest line (the side of a 16×16 board).
const MAX_LINE: usize = 16;

/// What the beams of one board reuse from line to line: the keys, the boards' histories, the
/// layers and the children; and the set of boards seen in the line.
pub struct Scratch {
    /// Zobrist keys, entry `cell * n + tile`.
    zobrist: Vec<u64>,
    /// Each cell's neighbour in each direction, `NO_CELL` off the board.
    neighbors: Vec<[u16; 4]>,
    /// The boards seen in the line, by Zobrist key: a new set each line (one kept at the size
    /// of the first, largest line took 15–20 % more CPU on the two random 10 × 10 cases).
    seen: HashSet<u64, KeyBuild>,
    /// `history[k]` = (parent entry, move); entry 0 is the root.
    history: Vec<(u32, u8)>,
    layer: Layer,
    next: Layer,
    children: Children,
}

/// No neighbour: the edge of the board.
const NO_CELL: u16 = u16::MAX;

impl Scratch {
    pub fn new(grid: &Grid) -> Scratch {
        let n = grid.cells.len();
        let neighbors = (0..n)
            .map(|c| {
                let mut to = [NO_CELL; 4];
                for (m, t) in to.iter_mut().enumerate() {
                    *t = grid.neighbor(c, m).map_or(NO_CELL, |t| t as u16);
                }
                to
            })
            .collect();
        Scratch {
            zobrist: zobrist(n, 0x2545_f491_4f6c_dd1d),
            neighbors,
            seen: HashSet::default(),
            history: Vec::new(),
            layer: Layer::default(),
            next: Layer::default(),
            children: Children::default(),
        }
    }
}

/// One board of a layer; its cells are the layer's `cells[k * n..(k + 1) * n]`.
#[derive(Clone, Copy)]
pub struct Node {
    blank: usize,
    /// The weighted Manhattan distance of every loose tile.
    pub score: u32,
    /// The weighted Manhattan distance of the line's tiles.
    pub line_left: u32,
    /// The weighted conflicts in the line.
    conflicts: u32,
    hash: u64,
    /// Index of this node's history entry.
    pub history: u32,
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
    /// Each child's key (20 bits, saturated), then 24 bits of its hash (ties go at random, not
    /// to one parent's children together), then its index (20 bits): best first as far as
    /// `sorted`. One `u64` a child, so that sorting is cheap.
    order: Vec<u64>,
    sorted: usize,
}

/// The bits of a child's index in `Children::order`: at most 2²⁰ children (a width of 250,000).
const INDEX_BITS: u32 = 20;

impl Children {
    /// Orders the best of the children for a layer of `width`: the best 3/2 · `width` of them
    /// (boards seen before are passed over), the rest only if they run out.
    fn sort(&mut self, width: usize) {
        self.order.clear();
        self.order
            .extend(self.list.iter().enumerate().map(|(i, c)| {
                u64::from(c.0.min(0xF_FFFF)) << 44 | (c.1.hash >> 40) << INDEX_BITS | i as u64
            }));
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
        Some(self.list[(o & ((1 << INDEX_BITS) - 1)) as usize])
    }
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

impl Scratch {
    /// Starts a line's beam from the grid as it stands; returns its first board.
    pub fn start(&mut self, grid: &Grid, target: &Target) -> Node {
        let root = root_node(grid, target, &self.zobrist);
        self.history.clear();
        self.history.push((0, 4));
        self.seen = HashSet::default();
        self.seen.insert(root.hash);
        self.layer.nodes.clear();
        self.layer.nodes.push(root);
        self.layer.cells.clear();
        self.layer.cells.extend_from_slice(&grid.cells);
        root
    }

    /// Makes the next layer, at most `width` boards (at most 250,000: `INDEX_BITS`), spending
    /// the budget and counting the boards in `placer`; returns its board closest to the line
    /// (the first of the least line distance, then score), `None` when no board is left.
    pub fn step(
        &mut self,
        target: &Target,
        width: usize,
        budget: &mut u64,
        placer: &mut Placer,
    ) -> Option<Node> {
        let width = width.min(250_000);
        let expanded = self.layer.nodes.len() as u64;
        *budget = budget.saturating_sub(expanded);
        placer.expanded += expanded;
        self.expand(target);
        placer.generated += self.children.list.len() as u64;
        self.children.sort(width);
        self.select(width)
    }

    /// The moves from the line's first board to the board of history entry `entry`.
    pub fn path_to(&self, mut entry: u32) -> Vec<u8> {
        let mut path = Vec::new();
        while entry != 0 {
            let (parent, m) = self.history[entry as usize];
            path.push(m);
            entry = parent;
        }
        path.reverse();
        path
    }

    /// Every child of the layer that does not undo its parent's last move, unsorted.
    fn expand(&mut self, target: &Target) {
        let n = self.neighbors.len();
        let len = target.line.len();
        let zobrist = &self.zobrist;
        let children = &mut self.children.list;
        children.clear();
        for (k, node) in self.layer.nodes.iter().enumerate() {
            let last = self.history[node.history as usize].1;
            let cells = &self.layer.cells[k * n..(k + 1) * n];
            for (m, &to) in self.neighbors[node.blank].iter().enumerate() {
                let (m, to) = (m as u8, to as usize);
                if to == NO_CELL as usize || !target.free[to] || m == last ^ 1 {
                    continue;
                }
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
                let key =
                    child.score + child.conflicts + target.blank_term(to, &child.line_pos[..len]);
                children.push((key, child, m));
            }
        }
    }

    /// Makes the best `width` children not seen before in this line the layer; returns its
    /// board closest to the line.
    fn select(&mut self, width: usize) -> Option<Node> {
        let n = self.neighbors.len();
        let (layer, next) = (&self.layer, &mut self.next);
        next.nodes.clear();
        next.cells.clear();
        let mut closest: Option<Node> = None;
        let mut i = 0;
        while next.nodes.len() < width {
            let (_, mut node, m) = match self.children.nth_best(i) {
                Some(child) => child,
                None => break,
            };
            i += 1;
            if !self.seen.insert(node.hash) {
                continue;
            }
            let k = node.history as usize;
            let parent = &layer.nodes[k];
            let at = next.cells.len();
            next.cells
                .extend_from_slice(&layer.cells[k * n..(k + 1) * n]);
            next.cells.swap(at + parent.blank, at + node.blank);
            self.history.push((parent.history, m));
            node.history = (self.history.len() - 1) as u32;
            next.nodes.push(node);
            let key = |node: &Node| (node.line_left, node.score);
            if closest.map_or(true, |c| key(&node) < key(&c)) {
                closest = Some(node);
            }
        }
        std::mem::swap(&mut self.layer, &mut self.next);
        closest
    }
}

#[cfg(test)]
mod tests {
    use super::super::beam_score::BeamParams;
    use super::*;

    #[test]
    fn layers_hold_new_boards_scored_as_from_scratch_whose_paths_replay() {
        let mut start = Grid::goal(5, 4);
        start.scramble(500, 11);
        let free = vec![true; 20];
        let params = BeamParams {
            width: 30,
            line_weight: 4,
            next_weight: 2,
            blank_weight: 4,
            conflict_weight: 4,
            finish_cells: 9,
            budget: 0,
            settle: 0,
        };
        let (line, next) = ([0, 1, 2, 3, 4], [5, 6, 7, 8, 9]);
        let target = Target::new(&start, &free, &line, &next, &params);
        let mut scratch = Scratch::new(&start);
        let mut seen = HashSet::new();
        seen.insert(scratch.start(&start, &target).hash);
        let (mut budget, mut placer) = (1000, Placer::new());
        for depth in 1..=12 {
            let closest = scratch.step(&target, 30, &mut budget, &mut placer).unwrap();
            let layer = &scratch.layer;
            assert!(!layer.nodes.is_empty() && layer.nodes.len() <= 30);
            for (k, node) in layer.nodes.iter().enumerate() {
                assert!(seen.insert(node.hash), "a board came back");
                let path = scratch.path_to(node.history);
                assert_eq!(path.len(), depth);
                let mut g = start.clone();
                assert!(path.iter().all(|&m| g.step(m as usize)));
                assert_eq!(&g.cells[..], &layer.cells[k * 20..(k + 1) * 20]);
                let fresh = Scratch::new(&g).start(&g, &target);
                let of = |n: &Node| (n.blank, n.score, n.line_left, n.conflicts, n.hash);
                assert_eq!(of(&fresh), of(node));
                assert!((closest.line_left, closest.score) <= (node.line_left, node.score));
            }
        }
        assert_eq!(budget, 1000 - placer.expanded);
    }
}
