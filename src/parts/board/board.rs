//! A position of a board of at most 16 cells, packed: cell `i` (row-major) in bits `4i..4i+4`
//! of `cells`, 0 = blank, and where the blank is. `cells` alone identifies the position (it is
//! never 0: some tile is not 0). Moves are numbered up, down, left, right (of the blank): move
//! `m ^ 1` undoes move `m`.

/// The most cells a packed board holds (4 × 4); tables indexed by cell are this long.
pub const MAX_CELLS: usize = 16;
/// Marks "no cell" in a table of neighbours.
pub const OFF: u8 = MAX_CELLS as u8;
/// The last move of a start board: no move undoes it (`START ^ 1` is no move at all).
pub const START: u8 = 4;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    pub cells: u64,
    pub blank: usize,
}

/// `cells` packed 4 bits a cell, the first lowest.
const fn packed(cells: &[u8]) -> u64 {
    let (mut packed, mut i) = (0, 0);
    while i < cells.len() {
        packed |= (cells[i] as u64) << (4 * i);
        i += 1;
    }
    packed
}

/// The cell of the blank (`0`) among `cells`.
const fn blank_of(cells: &[u8]) -> usize {
    let mut i = 0;
    while i < cells.len() && cells[i] != 0 {
        i += 1;
    }
    i
}

impl Board {
    /// The board of `cells` (row-major tiles, 0 = blank; at most `MAX_CELLS` of them).
    pub const fn from_cells(cells: &[u8]) -> Board {
        Board {
            cells: packed(cells),
            blank: blank_of(cells),
        }
    }

    /// The tile on cell `i` (0 = the blank).
    pub fn tile(self, i: usize) -> usize {
        ((self.cells >> (4 * i)) & 15) as usize
    }

    /// The board after the tile on cell `to` (next to the blank) slides into the blank, and
    /// that tile.
    pub fn slide(self, to: usize) -> (Board, usize) {
        let tile = self.tile(to);
        let cells = self.cells - ((tile as u64) << (4 * to)) + ((tile as u64) << (4 * self.blank));
        (Board { cells, blank: to }, tile)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slide_moves_one_tile() {
        let board = Board::from_cells(&[1, 2, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(board.blank, 8);
        let (after, tile) = board.slide(5);
        assert_eq!(tile, 6);
        assert_eq!(after, Board::from_cells(&[1, 2, 3, 4, 5, 0, 7, 8, 6]));
        assert_eq!(after.slide(8).0, board);
    }
}
