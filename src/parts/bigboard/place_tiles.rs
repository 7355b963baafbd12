//! Exact small searches inside the unsolved part of a board: moving one or two chosen tiles to
//! their cells in the fewest moves (a BFS over the tiles' and the blank's cells, with the solved
//! cells fenced off), and solving a small region of at most 16 cells outright (A* on Manhattan).
//! Every search applies its moves to the board and appends them to `moves`.

use super::grid::Grid;
use super::search::Stats;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Marks an unvisited state.
const UNSEEN: u8 = 255;
/// The move recorded for a start state.
const START: u8 = 4;

/// Scratch space reused by every search.
#[derive(Default)]
pub struct Placer {
    /// The move that first reached each state (`UNSEEN` otherwise).
    reached_by: Vec<u8>,
    queue: Vec<u32>,
    /// Boards taken off a queue or a beam, over every search so far (for `NPUZZLE_STATS`).
    pub expanded: u64,
    /// Boards made by a move, over every search so far.
    pub generated: u64,
}

impl Placer {
    pub fn new() -> Placer {
        Placer::default()
    }

    /// The effort of every search so far.
    pub fn effort(&self) -> Stats {
        Stats {
            expanded: self.expanded,
            generated: self.generated,
        }
    }

    /// Moves `tiles` (one or two) to `targets` in the fewest moves, never entering a cell where
    /// `free` is false; an error when no such sequence exists.
    pub fn place(
        &mut self,
        grid: &mut Grid,
        free: &[bool],
        tiles: &[u8],
        targets: &[usize],
        moves: &mut Vec<u8>,
    ) -> Result<(), String> {
        let n = grid.cells.len();
        let k = tiles.len();
        let size = n.pow(k as u32 + 1);
        if self.reached_by.len() < size {
            self.reached_by.resize(size, UNSEEN);
        }
        let mut pos: Vec<usize> = tiles
            .iter()
            .map(|&t| grid.cells.iter().position(|&c| c == t).unwrap_or(0))
            .collect();
        let encode =
            |pos: &[usize], blank: usize| pos.iter().fold(0, |s, &p| s * n + p) * n + blank;
        let decode = |mut s: usize, pos: &mut [usize]| {
            let blank = s % n;
            for p in pos.iter_mut().rev() {
                s /= n;
                *p = s % n;
            }
            blank
        };
        let start = encode(&pos, grid.blank);
        self.queue.clear();
        self.queue.push(start as u32);
        self.reached_by[start] = START;
        let mut head = 0;
        let mut found = None;
        while head < self.queue.len() {
            let s = self.queue[head] as usize;
            head += 1;
            self.expanded += 1;
            let blank = decode(s, &mut pos);
            if pos.iter().zip(targets).all(|(p, t)| p == t) {
                found = Some(s);
                break;
            }
            for m in 0..4 {
                let to = match grid.neighbor(blank, m) {
                    Some(to) if free[to] => to,
                    _ => continue,
                };
                let mut next = pos.clone();
                for p in next.iter_mut().filter(|p| **p == to) {
                    *p = blank;
                }
                self.generated += 1;
                let code = encode(&next, to);
                if self.reached_by[code] == UNSEEN {
                    self.reached_by[code] = m as u8;
                    self.queue.push(code as u32);
                }
            }
        }
        let path = found.map(|s| self.path_to(grid, s, &mut pos, &decode, &encode));
        for &s in &self.queue {
            self.reached_by[s as usize] = UNSEEN;
        }
        let path =
            path.ok_or_else(|| format!("tiles {:?} cannot reach cells {:?}", tiles, targets))?;
        for &m in &path {
            grid.step(m as usize);
        }
        moves.extend_from_slice(&path);
        Ok(())
    }

    /// The moves from the start state to `s`, read back through `reached_by`.
    fn path_to(
        &self,
        grid: &Grid,
        mut s: usize,
        pos: &mut [usize],
        decode: &dyn Fn(usize, &mut [usize]) -> usize,
        encode: &dyn Fn(&[usize], usize) -> usize,
    ) -> Vec<u8> {
        let mut path = Vec::new();
        while self.reached_by[s] != START {
            let m = self.reached_by[s];
            path.push(m);
            let blank = decode(s, pos);
            let from = grid.neighbor(blank, m as usize ^ 1).unwrap_or(blank);
            // A tile standing where the blank came from was pushed there by this move.
            for p in pos.iter_mut().filter(|p| **p == from) {
                *p = blank;
            }
            s = encode(pos, from);
        }
        path.reverse();
        path
    }
}

/// Solves the region of cells where `free` is true (at most 16 cells, all of whose tiles belong
/// in it) in the fewest moves, by A* on the Manhattan distance.
pub fn finish(grid: &mut Grid, free: &[bool], moves: &mut Vec<u8>) -> Result<(), String> {
    let cells: Vec<usize> = (0..grid.cells.len()).filter(|&i| free[i]).collect();
    if cells.len() > 16 {
        return Err(format!(
            "a region of {} cells is too large to finish",
            cells.len()
        ));
    }
    let index_of = |cell: usize| cells.iter().position(|&c| c == cell);
    let mut key = 0u64;
    for (k, &c) in cells.iter().enumerate() {
        let home = index_of(grid.home(grid.cells[c])).ok_or("a tile belongs outside the region")?;
        key |= (home as u64) << (4 * k);
    }
    let blank_label = index_of(grid.cells.len() - 1).ok_or("the blank belongs outside")? as u64;
    let label = |key: u64, k: usize| ((key >> (4 * k)) & 15) as usize;
    let h = |key: u64| -> usize {
        (0..cells.len())
            .filter(|&k| label(key, k) as u64 != blank_label)
            .map(|k| grid.distance(cells[k], cells[label(key, k)]))
            .sum()
    };
    let goal: u64 = (0..cells.len()).map(|k| (k as u64) << (4 * k)).sum();
    let blank_at = |key: u64| {
        (0..cells.len())
            .find(|&k| label(key, k) as u64 == blank_label)
            .unwrap_or(0)
    };
    let swap = |key: u64, a: usize, b: usize| {
        let (la, lb) = (label(key, a) as u64, label(key, b) as u64);
        key & !(15 << (4 * a)) & !(15 << (4 * b)) | (lb << (4 * a)) | (la << (4 * b))
    };
    let mut best: HashMap<u64, (usize, u8)> = HashMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(key, (0, START));
    heap.push(Reverse((h(key), 0usize, key)));
    while let Some(Reverse((_, g, k))) = heap.pop() {
        if best.get(&k).map_or(true, |&(bg, _)| bg < g) {
            continue;
        }
        if k == goal {
            let mut path = Vec::new();
            let mut k = k;
            while let Some(&(_, m)) = best.get(&k).filter(|e| e.1 != START) {
                path.push(m);
                let b = blank_at(k);
                let from = grid
                    .neighbor(cells[b], m as usize ^ 1)
                    .and_then(index_of)
                    .unwrap_or(b);
                k = swap(k, b, from);
            }
            path.reverse();
            for &m in &path {
                grid.step(m as usize);
            }
            moves.extend_from_slice(&path);
            return Ok(());
        }
        let b = blank_at(k);
        for m in 0..4 {
            if let Some(to) = grid.neighbor(cells[b], m).and_then(index_of) {
                let next = swap(k, b, to);
                if best.get(&next).map_or(true, |&(bg, _)| bg > g + 1) {
                    best.insert(next, (g + 1, m as u8));
                    heap.push(Reverse((g + 1 + h(next), g + 1, next)));
                }
            }
        }
    }
    Err("the region cannot be solved (wrong parity)".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(w: usize, h: usize, tiles: &[u32]) -> Grid {
        Grid::new(w, h, tiles).unwrap()
    }

    fn replay(mut g: Grid, moves: &[u8]) -> Grid {
        for &m in moves {
            assert!(g.step(m as usize));
        }
        g
    }

    #[test]
    fn places_one_tile_in_the_fewest_moves() {
        // 4 at the far corner of a 3×3 goal-like board; tile 1 fenced off.
        let g0 = grid(3, 3, &[1, 2, 3, 8, 5, 6, 7, 0, 4]);
        let mut g = g0.clone();
        let mut free = vec![true; 9];
        free[0] = false;
        let mut moves = Vec::new();
        let mut placer = Placer::new();
        placer.place(&mut g, &free, &[4], &[3], &mut moves).unwrap();
        assert_eq!(g.cells[3], 4);
        assert_eq!(g.cells[0], 1);
        assert_eq!(replay(g0, &moves), g);
        // From the blank at 7 with 4 at 8, the tile needs three steps: at least 3 + 4 moves.
        assert!(moves.len() >= 7, "{}", moves.len());
    }

    #[test]
    fn places_the_last_pair_of_a_row() {
        // Row 1 2 3 wanted; 1 in place, 2 and 3 swapped below.
        let g0 = grid(3, 3, &[1, 0, 4, 3, 2, 5, 6, 7, 8]);
        let mut g = g0.clone();
        let mut free = vec![true; 9];
        free[0] = false;
        let mut moves = Vec::new();
        Placer::new()
            .place(&mut g, &free, &[2, 3], &[1, 2], &mut moves)
            .unwrap();
        assert_eq!(&g.cells[..3], &[1, 2, 3]);
        assert_eq!(replay(g0, &moves), g);
    }

    #[test]
    fn finish_solves_small_regions_optimally() {
        let g0 = grid(2, 2, &[3, 1, 2, 0]);
        let mut g = g0.clone();
        let mut moves = Vec::new();
        finish(&mut g, &[true; 4], &mut moves).unwrap();
        assert!(g.is_goal());
        assert_eq!(moves.len(), 4);
        let mut bad = grid(2, 2, &[2, 1, 3, 0]);
        assert!(finish(&mut bad, &[true; 4], &mut Vec::new()).is_err());
        // A 3×3 puzzle at distance 31 (one of the two hardest).
        let g0 = grid(3, 3, &[8, 6, 7, 2, 5, 4, 3, 0, 1]);
        let mut g = g0.clone();
        let mut moves = Vec::new();
        finish(&mut g, &[true; 9], &mut moves).unwrap();
        assert!(g.is_goal());
        assert_eq!(moves.len(), 31);
        assert_eq!(replay(g0, &moves), g);
    }
}
