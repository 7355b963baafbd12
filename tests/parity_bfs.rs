//! Parity decides solvability exactly: on every board of 2×2, 2×3, 3×2 and 3×3, with two goals
//! each, `parity::solvable` agrees with a full BFS from the goal.

use npuzzle::board::Board;
use npuzzle::oracle::DistanceTable;
use npuzzle::parity::solvable;

/// Every permutation of `0..n` (Heap's algorithm).
fn permutations(n: usize) -> Vec<Vec<u32>> {
    let mut a: Vec<u32> = (0..n as u32).collect();
    let mut c = vec![0usize; n];
    let mut all = vec![a.clone()];
    let mut i = 0;
    while i < n {
        if c[i] < i {
            let j = if i % 2 == 0 { 0 } else { c[i] };
            a.swap(j, i);
            all.push(a.clone());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    all
}

fn agree(width: usize, height: usize, goal_cells: Vec<u32>) {
    let goal = Board::new(width, height, goal_cells).unwrap();
    let table = DistanceTable::new(&goal);
    let n = width * height;
    let all = permutations(n);
    assert_eq!(all.len(), (1..=n).product::<usize>());
    let mut reachable = 0;
    for cells in all {
        let board = Board::new(width, height, cells).unwrap();
        let by_bfs = table.distance(&board).is_some();
        assert_eq!(
            solvable(&board, &goal),
            by_bfs,
            "{width}×{height} goal {} board {}",
            goal.one_line(),
            board.one_line()
        );
        reachable += usize::from(by_bfs);
    }
    assert_eq!(reachable * 2, (1..=n).product::<usize>(), "exactly half");
}

#[test]
fn two_by_two() {
    agree(2, 2, vec![1, 2, 3, 0]);
    agree(2, 2, vec![0, 3, 1, 2]);
}

#[test]
fn two_by_three_and_three_by_two() {
    agree(3, 2, vec![1, 2, 3, 4, 5, 0]);
    agree(3, 2, vec![5, 0, 2, 1, 3, 4]);
    agree(2, 3, vec![1, 2, 3, 4, 5, 0]);
    agree(2, 3, vec![0, 1, 2, 3, 4, 5]);
}

#[test]
fn three_by_three() {
    agree(3, 3, vec![1, 2, 3, 4, 5, 6, 7, 8, 0]);
    agree(3, 3, vec![1, 2, 3, 8, 0, 4, 7, 6, 5]);
}

#[test]
fn standard_rules_for_even_and_odd_widths() {
    // The textbook rules, stated for the standard goal, agree with the general one on 4×4 and
    // 5×3 boards made by shuffling.
    let mut rng = npuzzle::rng::Rng::new(11);
    for &(w, h) in &[(4usize, 4usize), (5, 3), (4, 3)] {
        let goal = Board::standard_goal(w, h);
        for _ in 0..2000 {
            let mut cells: Vec<u32> = (0..(w * h) as u32).collect();
            rng.shuffle(&mut cells);
            let b = Board::new(w, h, cells).unwrap();
            let tiles: Vec<u32> = b.cells.iter().copied().filter(|&t| t != 0).collect();
            let mut inversions = 0;
            for i in 0..tiles.len() {
                inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
            }
            let row_from_bottom = h - 1 - b.blank / w;
            let textbook = if w % 2 == 1 {
                inversions % 2 == 0
            } else {
                (inversions + row_from_bottom) % 2 == 0
            };
            assert_eq!(solvable(&b, &goal), textbook, "{}", b.one_line());
        }
    }
}
