//! The beam's score of a board, as it works on one line: every loose tile's Manhattan distance,
//! weighted (the line's tiles most, the next line's next, the rest once), the blank's distance to
//! the nearest line tile not yet home, and the pairs of line tiles standing in the line in the
//! wrong order (a linear conflict: each costs at least two moves more). Tables of distances and
//! costs are made once a line, so that scoring a child is a few lookups.

use super::grid::Grid;

/// The beam's settings: its width, the score's weights, where the exact finish takes over.
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
    /// The weight of each pair of the line's tiles standing in the line in the wrong order.
    pub conflict_weight: u32,
    /// Finish exactly once the region has at most this many cells.
    pub finish_cells: usize,
    /// The boards the beams of one board may expand together (a budget in work, not time, so
    /// that answers do not depend on the machine): once it is spent, the lines left are placed
    /// by the exact searches alone.
    pub budget: u64,
    /// Layers the beam goes on once a board has the line home, looking for a board with the
    /// line home and the rest closer (0: the first board with the line home).
    pub settle: usize,
}

/// What the beam knows of the line it works on.
pub struct Target<'a> {
    pub free: &'a [bool],
    /// The line's cells; their tiles are `cell + 1`.
    pub line: &'a [usize],
    /// `cost[t * n + cell]`: tile `t`'s weighted Manhattan distance from `cell` (n cells).
    cost: Vec<u32>,
    /// `distance[a * n + b]`: the taxicab distance between cells `a` and `b`.
    distance: Vec<u32>,
    n: usize,
    blank_weight: u32,
    conflict_weight: u32,
    /// Each cell's place in the line, `NONE` off it.
    slot: Vec<u8>,
}

/// A cell off the line.
const NONE: u8 = u8::MAX;

impl<'a> Target<'a> {
    pub fn new(
        grid: &Grid,
        free: &'a [bool],
        line: &'a [usize],
        next: &[usize],
        params: &BeamParams,
    ) -> Target<'a> {
        let n = grid.cells.len();
        let mut weight = vec![1; n];
        for (cells, w) in [(next, params.next_weight), (line, params.line_weight)] {
            for &c in cells {
                weight[(c + 1) % n] = w;
            }
        }
        let mut slot = vec![NONE; n];
        for (k, &c) in line.iter().enumerate() {
            slot[c] = k as u8;
        }
        let distance: Vec<u32> = (0..n * n)
            .map(|i| grid.distance(i / n, i % n) as u32)
            .collect();
        let cost = (0..n * n)
            .map(|i| weight[i / n] * distance[grid.home((i / n) as u8) * n + i % n])
            .collect();
        Target {
            free,
            line,
            cost,
            distance,
            n,
            blank_weight: params.blank_weight,
            conflict_weight: params.conflict_weight,
            slot,
        }
    }

    pub fn cost(&self, t: u8, at: usize) -> u32 {
        self.cost[t as usize * self.n + at]
    }

    /// The blank's distance to the nearest line tile not yet home, weighted.
    pub fn blank_term(&self, blank: usize, line_pos: &[u8]) -> u32 {
        let near = &self.distance[blank * self.n..(blank + 1) * self.n];
        let nearest = self
            .line
            .iter()
            .zip(line_pos)
            .filter(|&(&cell, &at)| cell != at as usize)
            .map(|(_, &at)| near[at as usize])
            .min()
            .unwrap_or(1);
        self.blank_weight * nearest.saturating_sub(1)
    }

    /// The pairs of the line's tiles standing in the line in the wrong order, weighted (each
    /// costs at least two moves beyond their Manhattan distances).
    pub fn conflicts(&self, line_pos: &[u8]) -> u32 {
        if self.conflict_weight == 0 {
            return 0;
        }
        let mut places = [NONE; 16];
        for (place, &p) in places.iter_mut().zip(line_pos) {
            *place = self.slot[p as usize];
        }
        let slots = &places[..line_pos.len().min(16)];
        let mut count = 0;
        for (k, &a) in slots.iter().enumerate().filter(|&(_, &a)| a != NONE) {
            count += slots[k + 1..].iter().filter(|&&b| b < a).count() as u32;
        }
        self.conflict_weight * count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PARAMS: BeamParams = BeamParams {
        width: 1,
        line_weight: 4,
        next_weight: 2,
        blank_weight: 3,
        conflict_weight: 5,
        finish_cells: 9,
        budget: 0,
        settle: 0,
    };

    #[test]
    fn costs_are_weighted_distances() {
        let grid = Grid::goal(4, 4);
        let free = [true; 16];
        let (line, next) = ([0, 1, 2, 3], [4, 5, 6, 7]);
        let target = Target::new(&grid, &free, &line, &next, &PARAMS);
        // Tile 1 (home 0) at cell 15: 6 away, line weight 4; tile 5 (home 4) at 7: 3 × 2;
        // tile 9 (home 8) at 11: 3 × 1.
        assert_eq!(target.cost(1, 15), 24);
        assert_eq!(target.cost(5, 7), 6);
        assert_eq!(target.cost(9, 11), 3);
        // The blank at 15, the line's tiles at 0, 1, 9 (not home, 3 away: weight 3 × (3 − 1),
        // the blank next to the tile costing nothing) and 3.
        assert_eq!(target.blank_term(15, &[0, 1, 9, 3]), 6);
        assert_eq!(target.blank_term(13, &[0, 1, 9, 3]), 0);
        assert_eq!(target.blank_term(15, &[0, 1, 2, 3]), 0);
    }

    #[test]
    fn conflicts_count_pairs_out_of_order_in_the_line() {
        let grid = Grid::goal(4, 4);
        let free = [true; 16];
        let line = [0, 4, 8, 12];
        let target = Target::new(&grid, &free, &line, &[], &PARAMS);
        assert_eq!(target.conflicts(&[0, 4, 8, 12]), 0);
        // Tiles 1 and 5 swapped in the column; tile 9 off the column does not count.
        assert_eq!(target.conflicts(&[4, 0, 9, 12]), 5);
        // The column upside down: every pair.
        assert_eq!(target.conflicts(&[12, 8, 4, 0]), 30);
    }
}
