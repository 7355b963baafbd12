//! Tidying an answer after the fact: Zobrist keys of boards, and cutting every loop out of a
//! sequence of moves (a board visited twice along the way: everything between the two visits
//! goes, an undone move being the shortest such loop). The answer stays valid and reaches the
//! same board; it can only get shorter.

use super::grid::Grid;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Hashes a Zobrist key (already uniformly random) as itself, instead of SipHash.
#[derive(Default)]
pub struct KeyHasher(u64);

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

/// A hash map or set keyed by Zobrist keys.
pub type KeyBuild = BuildHasherDefault<KeyHasher>;

/// Random keys for (cell, tile) pairs of a board of `n` cells: entry `cell * n + tile`
/// (xorshift from `seed`, so every run draws the same).
pub fn zobrist(n: usize, mut seed: u64) -> Vec<u64> {
    seed |= 1;
    (0..n * n)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        })
        .collect()
}

/// Two independent Zobrist keys of a board (128 bits, so that two boards never share a key).
struct Keys {
    tables: [Vec<u64>; 2],
    n: usize,
}

impl Keys {
    fn of(&self, grid: &Grid) -> (u64, u64) {
        let (mut a, mut b) = (0, 0);
        for (i, &t) in grid.cells.iter().enumerate() {
            a ^= self.tables[0][i * self.n + t as usize];
            b ^= self.tables[1][i * self.n + t as usize];
        }
        (a, b)
    }

    /// The key after tile `t` slid from `from` into the blank at `to`.
    fn slide(&self, key: (u64, u64), t: u8, from: usize, to: usize) -> (u64, u64) {
        let n = self.n;
        let flip =
            |z: &[u64]| z[from * n + t as usize] ^ z[to * n + t as usize] ^ z[from * n] ^ z[to * n];
        (key.0 ^ flip(&self.tables[0]), key.1 ^ flip(&self.tables[1]))
    }
}

/// Cuts every loop out of `moves` played from `start`: whenever a board comes back, the moves
/// since its first visit are dropped. Moves off the board are an error.
pub fn cut_loops(start: &Grid, moves: &mut Vec<u8>) -> Result<(), String> {
    let n = start.cells.len();
    let keys = Keys {
        tables: [
            zobrist(n, 0x9e37_79b9_7f4a_7c15),
            zobrist(n, 0xd1b5_4a32_d192_ed03),
        ],
        n,
    };
    let mut grid = start.clone();
    let mut key = keys.of(&grid);
    // visited[key] = the number of kept moves that reach that board; path[k] = the k-th board.
    let mut visited: HashMap<(u64, u64), usize> = HashMap::with_capacity(moves.len() + 1);
    let mut path = vec![key];
    visited.insert(key, 0);
    let mut kept: Vec<u8> = Vec::with_capacity(moves.len());
    for &m in moves.iter() {
        let from = grid.blank;
        if !grid.step(m as usize) {
            return Err("a move leaves the board".to_string());
        }
        key = keys.slide(key, grid.cells[from], grid.blank, from);
        match visited.get(&key) {
            Some(&k) => {
                for gone in path.drain(k + 1..) {
                    visited.remove(&gone);
                }
                kept.truncate(k);
            }
            None => {
                visited.insert(key, kept.len() + 1);
                path.push(key);
                kept.push(m);
            }
        }
    }
    *moves = kept;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn replay(start: &Grid, moves: &[u8]) -> Grid {
        let mut g = start.clone();
        for &m in moves {
            assert!(g.step(m as usize));
        }
        g
    }

    #[test]
    fn inverse_pairs_and_loops_go() {
        let start = Grid::goal(3, 3);
        // Up, down (undone); left, up, right, down (the blank's round trip of a 2×2 block
        // turns its three tiles: no loop); then that round trip's exact reverse (a loop).
        let mut moves = vec![0, 1, 2, 0, 3, 1, 0, 2, 1, 3];
        cut_loops(&start, &mut moves).unwrap();
        assert_eq!(moves, Vec::<u8>::new());
        let mut moves = vec![2, 0, 3, 1, 2, 2];
        let end = replay(&start, &moves);
        cut_loops(&start, &mut moves).unwrap();
        assert_eq!(moves, vec![2, 0, 3, 1, 2, 2]);
        assert_eq!(replay(&start, &moves).cells, end.cells);
    }

    #[test]
    fn a_loop_inside_a_walk_goes_and_the_end_stays() {
        let start = Grid::goal(4, 4);
        // Three round trips of the blank around a 2×2 block turn its three tiles back home:
        // twelve of them are four loops.
        let mut moves = vec![2, 2];
        for _ in 0..12 {
            moves.extend_from_slice(&[0, 2, 1, 3]);
        }
        moves.push(0);
        let end = replay(&start, &moves);
        cut_loops(&start, &mut moves).unwrap();
        assert_eq!(moves, vec![2, 2, 0]);
        assert_eq!(replay(&start, &moves).cells, end.cells);
    }

    #[test]
    fn a_move_off_the_board_is_an_error() {
        let mut moves = vec![1];
        assert!(cut_loops(&Grid::goal(3, 3), &mut moves).is_err());
    }
}
