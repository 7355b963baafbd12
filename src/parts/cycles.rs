//! Solvability of a W×H board of any size (up to 999×999 and beyond) in O(W·H) time, by the
//! cycle decomposition of its permutation — never an O((W·H)²) inversion count.
//!
//! The goal is row-major with the blank last. Every move swaps the blank with a neighbour: it
//! flips the permutation's parity and the parity of the blank's taxicab distance to its goal cell
//! together. So a board is solvable exactly when the two parities agree (for any width; the
//! textbook "odd width: inversions even" rules are this one in disguise).

/// Whether `cells` (row-major, `0` the blank, tiles `1..W·H`) can reach the goal; an error when
/// `cells` is not a permutation of `0..W·H`. `seen` is scratch space, reused between calls.
pub fn solvable(
    width: usize,
    height: usize,
    cells: &[u32],
    seen: &mut Vec<bool>,
) -> Result<bool, String> {
    let n = width * height;
    if cells.len() != n || n == 0 {
        return Err(format!(
            "{} cells for a {}×{} board",
            cells.len(),
            width,
            height
        ));
    }
    seen.clear();
    seen.resize(n, false);
    for (i, &t) in cells.iter().enumerate() {
        let t = t as usize;
        if t >= n {
            return Err(format!(
                "cell {} holds {}, but the tiles are 0..{}",
                i + 1,
                t,
                n - 1
            ));
        }
        if seen[t] {
            return Err(format!("tile {} appears twice", t));
        }
        seen[t] = true;
    }
    // Cell i holds a tile whose goal cell is goal(i); count the cycles of i -> goal(i).
    let goal = |i: usize| (cells[i] as usize + n - 1) % n;
    let mut cycles = 0usize;
    for start in 0..n {
        if !seen[start] {
            continue;
        }
        cycles += 1;
        let mut i = start;
        while seen[i] {
            seen[i] = false;
            i = goal(i);
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(n - 1);
    let distance = (height - 1 - blank / width) + (width - 1 - blank % width);
    Ok((n - cycles) % 2 == distance % 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inversions among the tiles (blank left out), by merge sort: an independent parity.
    fn inversions(v: &mut [u32]) -> u64 {
        if v.len() < 2 {
            return 0;
        }
        let mid = v.len() / 2;
        let mut count = inversions(&mut v[..mid]) + inversions(&mut v[mid..]);
        let mut merged = Vec::with_capacity(v.len());
        let (mut i, mut j) = (0, mid);
        while i < mid || j < v.len() {
            if j == v.len() || (i < mid && v[i] <= v[j]) {
                merged.push(v[i]);
                i += 1;
            } else {
                count += (mid - i) as u64;
                merged.push(v[j]);
                j += 1;
            }
        }
        v.copy_from_slice(&merged);
        count
    }

    /// The textbook rule (odd width: inversions even; even width: inversions + blank row from the
    /// bottom... counted from 0, even).
    fn textbook(width: usize, height: usize, cells: &[u32]) -> bool {
        let mut tiles: Vec<u32> = cells.iter().copied().filter(|&t| t != 0).collect();
        let inv = inversions(&mut tiles);
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
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut seen = Vec::new();
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
            for _ in 0..200 {
                let cells = shuffled(w * h, &mut seed);
                let got = solvable(w, h, &cells, &mut seen).unwrap();
                assert_eq!(got, textbook(w, h, &cells), "{}x{} {:?}", w, h, cells);
                both[got as usize] += 1;
            }
            assert!(both[0] > 0 && both[1] > 0, "{}x{}", w, h);
        }
    }

    #[test]
    fn goal_solvable_swap_not() {
        let mut seen = Vec::new();
        let mut goal: Vec<u32> = (1..12).chain(Some(0)).collect();
        assert!(solvable(4, 3, &goal, &mut seen).unwrap());
        goal.swap(0, 1);
        assert!(!solvable(4, 3, &goal, &mut seen).unwrap());
    }

    #[test]
    fn rejects_non_permutations() {
        let mut seen = Vec::new();
        assert!(solvable(2, 2, &[1, 1, 2, 0], &mut seen)
            .unwrap_err()
            .contains("twice"));
        assert!(solvable(2, 2, &[1, 4, 2, 0], &mut seen).is_err());
        assert!(solvable(2, 2, &[1, 2, 0], &mut seen).is_err());
    }
}
