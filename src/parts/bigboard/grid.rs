//! A W×H board of at most 255 cells (every size up to 10×10 and beyond), one byte a cell, the
//! blank's moves and the Manhattan lower bound. The goal is row-major with the blank last: tile
//! `t` belongs at cell `t − 1`.

/// The blank's moves, in this order: up, down, left, right; move `m ^ 1` undoes move `m`.
pub const LETTERS: [u8; 4] = *b"UDLR";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub width: usize,
    pub height: usize,
    /// Row-major tiles, `0` the blank.
    pub cells: Vec<u8>,
    pub blank: usize,
}

impl Grid {
    /// A board from row-major tiles (already checked to be a permutation of `0..W·H`).
    pub fn new(width: usize, height: usize, tiles: &[u32]) -> Result<Grid, String> {
        if width * height > 256 || tiles.len() != width * height {
            return Err(format!(
                "a {}×{} board is too large for this solver",
                width, height
            ));
        }
        let cells: Vec<u8> = tiles.iter().map(|&t| t as u8).collect();
        let blank = cells
            .iter()
            .position(|&t| t == 0)
            .ok_or("the board has no blank")?;
        Ok(Grid {
            width,
            height,
            cells,
            blank,
        })
    }

    /// The goal board of a size.
    pub fn goal(width: usize, height: usize) -> Grid {
        let tiles: Vec<u32> = (1..(width * height) as u32).chain(Some(0)).collect();
        Grid::new(width, height, &tiles).expect("a goal is a board")
    }

    /// Moves the blank `steps` times at random (xorshift from `seed`), for tests and benchmarks.
    pub fn scramble(&mut self, steps: usize, seed: u64) {
        let mut s = seed | 1;
        for _ in 0..steps {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            self.step((s % 4) as usize);
        }
    }

    /// The goal cell of tile `t` (the blank's is the last cell).
    pub fn home(&self, t: u8) -> usize {
        (t as usize + self.cells.len() - 1) % self.cells.len()
    }

    /// The cell next to `cell` in direction `m`, if on the board.
    pub fn neighbor(&self, cell: usize, m: usize) -> Option<usize> {
        let (r, c) = (cell / self.width, cell % self.width);
        match m {
            0 if r > 0 => Some(cell - self.width),
            1 if r + 1 < self.height => Some(cell + self.width),
            2 if c > 0 => Some(cell - 1),
            3 if c + 1 < self.width => Some(cell + 1),
            _ => None,
        }
    }

    /// Moves the blank in direction `m` (a no-op returning false off the board).
    pub fn step(&mut self, m: usize) -> bool {
        match self.neighbor(self.blank, m) {
            Some(to) => {
                self.cells.swap(self.blank, to);
                self.blank = to;
                true
            }
            None => false,
        }
    }

    /// Taxicab distance between two cells.
    pub fn distance(&self, a: usize, b: usize) -> usize {
        let (ra, ca) = (a / self.width, a % self.width);
        let (rb, cb) = (b / self.width, b % self.width);
        ra.abs_diff(rb) + ca.abs_diff(cb)
    }

    /// The Manhattan lower bound: each tile's distance to its goal cell, summed.
    pub fn manhattan(&self) -> usize {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] != 0)
            .map(|i| self.distance(i, self.home(self.cells[i])))
            .sum()
    }

    pub fn is_goal(&self) -> bool {
        (0..self.cells.len()).all(|i| self.home(self.cells[i]) == i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_moves_reach_the_goal() {
        // POJ 3240's sample: 3 1 / 2 0, answered by LURD.
        let mut g = Grid::new(2, 2, &[3, 1, 2, 0]).unwrap();
        assert_eq!(g.manhattan(), 4);
        for &c in b"LURD" {
            assert!(g.step(LETTERS.iter().position(|&l| l == c).unwrap()));
        }
        assert!(g.is_goal());
        assert_eq!(g.manhattan(), 0);
        assert!(!g.step(1));
    }

    #[test]
    fn moves_undo_and_edges_hold() {
        let mut g = Grid::goal(4, 3);
        assert!(g.is_goal());
        assert!(!g.step(3) && !g.step(1));
        for m in [0, 2, 2, 0, 3] {
            assert!(g.step(m));
            let mut back = g.clone();
            assert!(back.step(m ^ 1));
            assert!(back.step(m));
            assert_eq!(back, g);
        }
        assert_eq!(g.blank, 2);
        assert!(!g.is_goal());
        assert!(Grid::new(17, 17, &[0; 289]).is_err());
    }
}
