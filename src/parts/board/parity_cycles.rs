//! Solvability of a W×H board of any size (up to 999×999 and beyond) in O(W·H·log B) time with
//! sequential memory access — never an O((W·H)²) inversion count.
//!
//! The goal is row-major with the blank last. Every move swaps the blank with a neighbour: it
//! flips the parity of the permutation (cell → goal cell of its tile) and the parity of the
//! blank's taxicab distance to its goal cell together. So a board is solvable exactly when the
//! two parities agree (for any width; the textbook "odd width: inversions even" rules are this
//! one in disguise).
//!
//! The permutation's parity is its inversion count mod 2, split in two levels so that no step
//! walks a megabyte array at random (a plain cycle walk on a 999×999 board is cache-miss bound):
//! the goal cells fall in blocks of `BLOCK` consecutive values; inversions between blocks are
//! counted with a Fenwick tree over the blocks (it stays in L1), and the inversions inside each
//! block by the cycles of its own small permutation.

/// Goal cells per block.
const BLOCK: usize = 1024;

/// Marks a visited entry of a block's permutation during its cycle walk.
const MARK: u32 = 1 << 31;

/// Whether `cells` (row-major, `0` the blank, tiles `1..W·H`) can reach the goal; an error when
/// `cells` is not a permutation of `0..W·H`. `scratch` is reused between calls.
pub fn solvable(
    width: usize,
    height: usize,
    cells: &[u32],
    scratch: &mut Vec<u32>,
) -> Result<bool, String> {
    let n = width * height;
    if cells.len() != n || n == 0 || n >= MARK as usize {
        return Err(format!(
            "{} cells for a {}×{} board",
            cells.len(),
            width,
            height
        ));
    }
    if let Some(i) = cells.iter().position(|&t| t as usize >= n) {
        return Err(format!(
            "cell {} holds {}, but the tiles are 0..{}",
            i + 1,
            cells[i],
            n - 1
        ));
    }
    let goal = |t: u32| if t == 0 { n - 1 } else { t as usize - 1 };
    let blocks = (n + BLOCK - 1) / BLOCK;
    // Inversions between blocks: for each cell, the earlier cells whose block is higher.
    let mut fenwick = vec![0u32; blocks + 1];
    let mut start = vec![0usize; blocks + 1];
    let mut parity = 0usize;
    for (seen, &t) in cells.iter().enumerate() {
        let b = goal(t) / BLOCK;
        let (mut at_most, mut i) = (0usize, b + 1);
        while i > 0 {
            at_most += fenwick[i] as usize;
            i &= i - 1;
        }
        parity ^= (seen - at_most) & 1;
        let mut i = b + 1;
        while i <= blocks {
            fenwick[i] += 1;
            i += i & i.wrapping_neg();
        }
        start[b + 1] += 1;
    }
    for b in 0..blocks {
        start[b + 1] += start[b];
    }
    // Each block's goal cells, in cell order, as offsets inside the block.
    scratch.clear();
    scratch.resize(n, 0);
    let mut next = start.clone();
    for &t in cells {
        let g = goal(t);
        scratch[next[g / BLOCK]] = (g % BLOCK) as u32;
        next[g / BLOCK] += 1;
    }
    for b in 0..blocks {
        let size = BLOCK.min(n - b * BLOCK);
        let block = &mut scratch[start[b]..start[b + 1]];
        match block_parity(block, size) {
            Some(p) => parity ^= p,
            None => return Err(duplicate(cells)),
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(n - 1);
    let distance = (height - 1 - blank / width) + (width - 1 - blank % width);
    Ok(parity == distance % 2)
}

/// The parity of `block` as a permutation of `0..size` by its cycles, or `None` when it is not
/// one (some value twice).
fn block_parity(block: &mut [u32], size: usize) -> Option<usize> {
    if block.len() != size {
        return None;
    }
    let mut cycles = 0;
    for first in 0..size {
        if block[first] & MARK != 0 {
            continue;
        }
        cycles += 1;
        let mut i = first;
        while block[i] & MARK == 0 {
            let to = block[i] as usize;
            block[i] |= MARK;
            i = to;
        }
        // On a permutation every walk closes its own cycle.
        if i != first {
            return None;
        }
    }
    Some((size - cycles) % 2)
}

/// The message for cells that are no permutation (values already known to be in range).
fn duplicate(cells: &[u32]) -> String {
    let mut seen = vec![false; cells.len()];
    let twice = cells
        .iter()
        .find(|&&t| std::mem::replace(&mut seen[t as usize], true));
    format!("tile {} appears twice", twice.copied().unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inversions among the tiles (blank left out), pair by pair: the naive O(n²) count.
    fn inversions(v: &[u32]) -> u64 {
        let mut count = 0;
        for (i, &a) in v.iter().enumerate() {
            count += v[i + 1..].iter().filter(|&&b| b < a).count() as u64;
        }
        count
    }

    /// The textbook rule (odd width: inversions even; even width: inversions + blank row from the
    /// bottom... counted from 0, even).
    fn textbook(width: usize, height: usize, cells: &[u32]) -> bool {
        let tiles: Vec<u32> = cells.iter().copied().filter(|&t| t != 0).collect();
        let inv = inversions(&tiles);
        let blank_row = cells.iter().position(|&t| t == 0).unwrap() / width;
        if width % 2 == 1 {
            inv % 2 == 0
        } else {
            (inv + (height - 1 - blank_row) as u64) % 2 == 0
        }
    }

    fn shuffled(n: usize, seed: &mut u64) -> Vec<u32> {
        let mut v: Vec<u32> = (0..n as u32).collect();
        for i in (1..n).rev() {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            v.swap(i, (*seed % (i as u64 + 1)) as usize);
        }
        v
    }

    #[test]
    fn agrees_with_the_inversion_count() {
        let mut scratch = Vec::new();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for &(w, h) in &[
            (2, 2),
            (3, 3),
            (4, 4),
            (2, 5),
            (5, 2),
            (3, 4),
            (4, 3),
            (7, 6),
            (10, 10),
        ] {
            let mut both = [0; 2];
            for _ in 0..(if w * h > 1000 { 20 } else { 200 }) {
                let cells = shuffled(w * h, &mut seed);
                let got = solvable(w, h, &cells, &mut scratch).unwrap();
                assert_eq!(got, textbook(w, h, &cells), "{}x{} {:?}", w, h, cells);
                both[got as usize] += 1;
            }
            assert!(both[0] > 0 && both[1] > 0, "{}x{}", w, h);
        }
    }

    #[test]
    fn goal_solvable_swap_not() {
        let mut scratch = Vec::new();
        let mut goal: Vec<u32> = (1..12).chain(Some(0)).collect();
        assert!(solvable(4, 3, &goal, &mut scratch).unwrap());
        goal.swap(0, 1);
        assert!(!solvable(4, 3, &goal, &mut scratch).unwrap());
    }

    #[test]
    fn rejects_non_permutations() {
        let mut scratch = Vec::new();
        assert!(solvable(2, 2, &[1, 1, 2, 0], &mut scratch)
            .unwrap_err()
            .contains("twice"));
        assert!(solvable(2, 2, &[1, 4, 2, 0], &mut scratch).is_err());
        assert!(solvable(2, 2, &[1, 2, 0], &mut scratch).is_err());
        // Across blocks: one tile twice (and so one missing) in a board of three blocks.
        let mut cells: Vec<u32> = (0..2048).collect();
        cells[5] = 1500;
        let err = solvable(64, 32, &cells, &mut scratch).unwrap_err();
        assert!(err.contains("tile 1500 appears twice"), "{}", err);
    }
}
