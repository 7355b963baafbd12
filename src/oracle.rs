//! The BFS oracle: exact distances to a goal for every board of at most 10 cells.
//!
//! One breadth-first search from the goal over the whole space, states indexed by their
//! permutation rank (Lehmer code). For the 8-puzzle that is 9! = 362,880 slots of which 181,440
//! are reached; the table is the ground truth the checker and the tests compare against.

use crate::board::{Board, Dir};
use std::sync::{Arc, Mutex, OnceLock};

/// Largest board (in cells) the oracle accepts: 10! = 3,628,800 slots.
pub const MAX_CELLS: usize = 10;

const UNREACHED: u8 = u8::MAX;

pub struct DistanceTable {
    goal: Board,
    dist: Vec<u8>,
    reachable: usize,
}

impl DistanceTable {
    /// BFS from `goal` over every board of its size. Panics above [`MAX_CELLS`] cells.
    pub fn new(goal: &Board) -> DistanceTable {
        let n = goal.len();
        assert!(
            n <= MAX_CELLS,
            "oracle: {n} cells is too many for a full BFS"
        );
        // The queue holds boards packed 4 bits a cell (cell i in bits 4i..4i+4) with the blank's
        // index in the top byte, so a move is two nibble writes; the rank marks them visited.
        let pack = |cells: &[u32], blank: usize| -> u64 {
            let mut k = (blank as u64) << 56;
            for (i, &t) in cells.iter().enumerate() {
                k |= u64::from(t) << (4 * i);
            }
            k
        };
        let mut dist = vec![UNREACHED; factorial(n)];
        let mut cells = vec![0u32; n];
        dist[rank(&goal.cells)] = 0;
        let mut queue = vec![pack(&goal.cells, goal.blank)];
        let mut head = 0;
        let (w, h) = (goal.width, goal.height);
        while head < queue.len() {
            let state = queue[head];
            head += 1;
            let blank = (state >> 56) as usize;
            for (i, c) in cells.iter_mut().enumerate() {
                *c = ((state >> (4 * i)) & 0xF) as u32;
            }
            let d = dist[rank(&cells)];
            let (r, c) = (blank / w, blank % w);
            let targets = [
                (r > 0).then(|| blank - w),
                (r + 1 < h).then(|| blank + w),
                (c > 0).then(|| blank - 1),
                (c + 1 < w).then(|| blank + 1),
            ];
            for to in targets.into_iter().flatten() {
                cells.swap(blank, to);
                let next = rank(&cells);
                if dist[next] == UNREACHED {
                    dist[next] = d + 1;
                    queue.push(pack(&cells, to));
                }
                cells.swap(blank, to);
            }
        }
        DistanceTable {
            goal: goal.clone(),
            dist,
            reachable: queue.len(),
        }
    }

    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// How many boards can reach the goal (181,440 for the 8-puzzle).
    pub fn reachable(&self) -> usize {
        self.reachable
    }

    /// The fewest moves from `board` to the goal; `None` when it cannot reach it.
    pub fn distance(&self, board: &Board) -> Option<u32> {
        if (board.width, board.height) != (self.goal.width, self.goal.height) {
            return None;
        }
        match self.dist[rank(&board.cells)] {
            UNREACHED => None,
            d => Some(u32::from(d)),
        }
    }

    /// One fewest-move path to the goal (at each step the first of `Dir::ALL` that gets closer).
    pub fn path(&self, board: &Board) -> Option<Vec<Dir>> {
        let mut d = self.distance(board)?;
        let mut b = board.clone();
        let mut path = Vec::with_capacity(d as usize);
        while d > 0 {
            let step = Dir::ALL.iter().copied().find(|&dir| {
                b.apply(dir) && {
                    let closer = self.dist[rank(&b.cells)] == (d - 1) as u8;
                    if !closer {
                        b.apply(dir.inverse());
                    }
                    closer
                }
            })?;
            path.push(step);
            d -= 1;
        }
        Some(path)
    }

    /// The largest distance in the table (31 for the 8-puzzle).
    pub fn diameter(&self) -> u32 {
        self.dist
            .iter()
            .filter(|&&d| d != UNREACHED)
            .map(|&d| u32::from(d))
            .max()
            .unwrap_or(0)
    }

    /// Every board that reaches the goal, with its distance, in rank order.
    pub fn solvable_boards(&self) -> impl Iterator<Item = (Board, u32)> + '_ {
        self.dist
            .iter()
            .enumerate()
            .filter(|(_, &d)| d != UNREACHED)
            .map(move |(r, &d)| (self.board(r), u32::from(d)))
    }

    /// The ranks of the boards at a distance in `lo..=hi` from the goal, in rank order: a pool
    /// to draw boards from with [`DistanceTable::board`], 4 bytes a board.
    pub fn ranks_between(&self, lo: u32, hi: u32) -> Vec<u32> {
        let within = |d: u8| d != UNREACHED && (lo..=hi).contains(&u32::from(d));
        (0..self.dist.len())
            .filter(|&r| within(self.dist[r]))
            .map(|r| r as u32)
            .collect()
    }

    /// The board of the goal's size whose cells have the Lehmer rank `rank`.
    pub fn board(&self, rank: usize) -> Board {
        let mut cells = vec![0u32; self.goal.len()];
        unrank(rank, &mut cells);
        Board::new(self.goal.width, self.goal.height, cells).expect("unrank gives a permutation")
    }
}

/// Whether the oracle covers boards of `goal`'s size: the one gate every caller uses.
pub fn covers(goal: &Board) -> bool {
    goal.len() <= MAX_CELLS
}

/// The shared table for `goal` when the oracle covers its size.
pub fn for_goal(goal: &Board) -> Option<Arc<DistanceTable>> {
    covers(goal).then(|| shared(goal))
}

/// The table for `goal`, built once per process and shared (the checker and the judge ask for
/// the same few goals over and over). Threads asking for different goals build them at once;
/// those asking for the same goal wait for its one build.
pub fn shared(goal: &Board) -> Arc<DistanceTable> {
    type Slot = Arc<OnceLock<Arc<DistanceTable>>>;
    static TABLES: Mutex<Vec<(Board, Slot)>> = Mutex::new(Vec::new());
    let slot = {
        let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
        match tables.iter().find(|(g, _)| g == goal) {
            Some((_, slot)) => Arc::clone(slot),
            None => {
                let slot = Slot::default();
                tables.push((goal.clone(), Arc::clone(&slot)));
                slot
            }
        }
    };
    Arc::clone(slot.get_or_init(|| Arc::new(DistanceTable::new(goal))))
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Lehmer rank of a permutation of `0..n` (n ≤ 16), in O(n): the values smaller than `v` that
/// come after it are those smaller than `v` not yet seen.
fn rank(cells: &[u32]) -> usize {
    let n = cells.len();
    let mut seen = 0u32;
    let mut r = 0;
    for (i, &v) in cells.iter().enumerate() {
        let smaller_seen = (seen & ((1 << v) - 1)).count_ones();
        r = r * (n - i) + (v - smaller_seen) as usize;
        seen |= 1 << v;
    }
    r
}

/// Inverse of [`rank`].
fn unrank(mut r: usize, cells: &mut [u32]) {
    let n = cells.len();
    let mut digits = vec![0usize; n];
    for i in (0..n).rev() {
        let base = n - i;
        digits[i] = r % base;
        r /= base;
    }
    let mut unused: Vec<u32> = (0..n as u32).collect();
    for i in 0..n {
        cells[i] = unused.remove(digits[i]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_round_trips() {
        let mut cells = [0u32; 5];
        for r in 0..factorial(5) {
            unrank(r, &mut cells);
            assert_eq!(rank(&cells), r);
        }
    }

    #[test]
    fn eight_puzzle_facts() {
        let table = DistanceTable::new(&Board::standard_goal(3, 3));
        assert_eq!(table.reachable(), 181_440);
        assert_eq!(table.diameter(), 31);
        let hardest = Board::new(3, 3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        assert_eq!(table.distance(&hardest), Some(31));
        let path = table.path(&hardest).unwrap();
        let mut b = hardest.clone();
        assert_eq!(b.apply_all(&path), Ok(()));
        assert!(b.is(table.goal()));
        let at_31 = table.solvable_boards().filter(|(_, d)| *d == 31).count();
        assert_eq!(at_31, 2);
    }
}
