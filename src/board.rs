//! The board model: a W×H sliding-tile board with any goal and the blank anywhere.
//!
//! Cells are stored row-major as tile numbers, `0` being the blank. Sizes from 2×2 up to 999×999
//! are accepted (large boards only make sense for solvability); boards of at most 25 cells also
//! have a compact `u128` key for hashing in searches.

use std::fmt;

/// Widest and tallest board accepted (POJ 2893 goes up to 999×999).
pub const MAX_SIDE: usize = 999;

/// A direction the BLANK moves in (the tile on that side slides into the hole).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    /// All four directions, in the order `Up, Down, Left, Right`.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The move that undoes this one.
    pub fn inverse(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// Position of this direction in [`Dir::ALL`] (used to index letter tables).
    pub fn index(self) -> usize {
        self as usize
    }

    /// A plain English name for messages.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }
}

/// A board: `cells[row * width + col]` is the tile there, `0` the blank.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<u32>,
    /// Index of the blank in `cells`.
    pub blank: usize,
}

impl Board {
    /// A board from its cells; they must be a permutation of `0..width*height`.
    pub fn new(width: usize, height: usize, cells: Vec<u32>) -> Result<Board, String> {
        check_size(width, height)?;
        let n = width * height;
        if cells.len() != n {
            return Err(format!(
                "a {width}×{height} board has {n} cells, got {}",
                cells.len()
            ));
        }
        let mut seen = vec![false; n];
        for &tile in &cells {
            let t = tile as usize;
            if t >= n {
                return Err(format!(
                    "tile {tile} does not exist on a {width}×{height} board"
                ));
            }
            if seen[t] {
                return Err(if t == 0 {
                    "two blanks".to_string()
                } else {
                    format!("tile {tile} appears twice")
                });
            }
            seen[t] = true;
        }
        let blank = cells.iter().position(|&t| t == 0).unwrap_or(0);
        Ok(Board {
            width,
            height,
            cells,
            blank,
        })
    }

    /// The usual goal: `1 2 … n-1` row by row, the blank last.
    pub fn standard_goal(width: usize, height: usize) -> Board {
        let n = width * height;
        let mut cells: Vec<u32> = (1..n as u32).collect();
        cells.push(0);
        Board {
            width,
            height,
            cells,
            blank: n - 1,
        }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Row and column of the blank.
    pub fn blank_row_col(&self) -> (usize, usize) {
        (self.blank / self.width, self.blank % self.width)
    }

    /// Index of the cell the blank would move to, or `None` off the board.
    pub fn target(&self, dir: Dir) -> Option<usize> {
        let (r, c) = self.blank_row_col();
        match dir {
            Dir::Up if r > 0 => Some(self.blank - self.width),
            Dir::Down if r + 1 < self.height => Some(self.blank + self.width),
            Dir::Left if c > 0 => Some(self.blank - 1),
            Dir::Right if c + 1 < self.width => Some(self.blank + 1),
            _ => None,
        }
    }

    /// Moves the blank; `false` (and the board unchanged) when that leaves the board.
    pub fn apply(&mut self, dir: Dir) -> bool {
        match self.target(dir) {
            Some(to) => {
                self.cells.swap(self.blank, to);
                self.blank = to;
                true
            }
            None => false,
        }
    }

    /// Applies moves in order; on an illegal one, stops there and returns its index.
    pub fn apply_all(&mut self, moves: &[Dir]) -> Result<(), usize> {
        for (i, &d) in moves.iter().enumerate() {
            if !self.apply(d) {
                return Err(i);
            }
        }
        Ok(())
    }

    /// Same size and same cells.
    pub fn is(&self, other: &Board) -> bool {
        self == other
    }

    /// A compact key for boards of at most 25 cells: 5 bits a cell (4 bits up to 16 cells).
    pub fn key(&self) -> u128 {
        let bits = if self.len() <= 16 { 4 } else { 5 };
        debug_assert!(self.len() * bits <= 128);
        self.cells
            .iter()
            .fold(0u128, |k, &t| (k << bits) | u128::from(t))
    }

    /// The board on one line, rows separated by ` / `, the blank as `_`.
    pub fn one_line(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.width)
            .map(|row| {
                row.iter()
                    .map(|&t| {
                        if t == 0 {
                            "_".to_string()
                        } else {
                            t.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        rows.join(" / ")
    }
}

impl fmt::Display for Board {
    /// The board as a grid, one row a line, right-aligned, the blank as `_`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wide = (self.len() - 1).to_string().len();
        for row in self.cells.chunks(self.width) {
            let cells: Vec<String> = row
                .iter()
                .map(|&t| {
                    let s = if t == 0 {
                        "_".to_string()
                    } else {
                        t.to_string()
                    };
                    format!("{s:>wide$}")
                })
                .collect();
            writeln!(f, "{}", cells.join(" "))?;
        }
        Ok(())
    }
}

/// Rejects sizes outside 2..=999 on either side.
pub fn check_size(width: usize, height: usize) -> Result<(), String> {
    if !(2..=MAX_SIDE).contains(&width) || !(2..=MAX_SIDE).contains(&height) {
        return Err(format!(
            "board size {width}×{height} is outside 2×2 ..= {MAX_SIDE}×{MAX_SIDE}"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_their_inverses() {
        let mut b = Board::standard_goal(3, 3);
        assert!(!b.apply(Dir::Down));
        assert!(!b.apply(Dir::Right));
        assert!(b.apply(Dir::Up));
        assert_eq!(b.cells, vec![1, 2, 3, 4, 5, 0, 7, 8, 6]);
        assert!(b.apply(Dir::Up.inverse()));
        assert!(b.is(&Board::standard_goal(3, 3)));
        assert_eq!(b.apply_all(&[Dir::Left, Dir::Left, Dir::Left]), Err(2));
    }

    #[test]
    fn rejects_bad_cells() {
        assert!(Board::new(3, 3, vec![0, 1, 2, 3, 4, 5, 6, 7, 7]).is_err());
        assert!(Board::new(3, 3, vec![0, 1, 2, 3, 4, 5, 6, 7, 9]).is_err());
        assert!(Board::new(3, 3, vec![0, 1, 2]).is_err());
        assert!(Board::new(1, 3, vec![0, 1, 2]).is_err());
        let b = Board::new(2, 3, vec![1, 2, 3, 0, 4, 5]).unwrap();
        assert_eq!(b.blank, 3);
        assert_eq!(b.blank_row_col(), (1, 1));
    }

    #[test]
    fn keys_differ_and_display() {
        let a = Board::standard_goal(4, 4);
        let mut b = a.clone();
        b.apply(Dir::Left);
        assert_ne!(a.key(), b.key());
        assert_eq!(a.one_line(), "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _");
        assert_eq!(
            format!("{}", Board::standard_goal(2, 2)),
            "1 2\n3 _\n".to_string()
        );
    }
}
