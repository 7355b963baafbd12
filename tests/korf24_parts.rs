//! The 24-puzzle's parts (src/parts/pdb24.rs, idastar24.rs, run24.rs) proven where an oracle
//! reaches: every solvable board of 2×2, 2×3, 3×3 and 2×4 against the BFS oracle (the tables
//! admissible and additive, the search's answers valid and as long as the oracle's), the
//! incremental sums against a full recount, and 5×5 boards up to ~40 moves against an
//! independent IDA* with Manhattan distance. The 5×5 tests build the 24-puzzle's tables (two of
//! 244 MB, a few minutes on 2 cores, or read from the cache file) and are `#[ignore]`d.

use npuzzle::board::{Board, Dir};
use npuzzle::oracle::DistanceTable;
use npuzzle::parts::idastar24::Heuristic;
use npuzzle::parts::pdb24::Partition;
use npuzzle::parts::run24::{solvable, Effort};
use npuzzle::rng::Rng;

/// The cells of `board` as the parts take them.
fn cells(board: &Board) -> Vec<u8> {
    board.cells.iter().map(|&t| t as u8).collect()
}

/// `moves` (0..4: up, down, left, right) replayed on `board`: whether they reach `goal`.
fn reaches(board: &Board, moves: &[u8], goal: &Board) -> bool {
    let mut reached = board.clone();
    let dirs: Vec<Dir> = moves.iter().map(|&m| Dir::ALL[usize::from(m)]).collect();
    reached.apply_all(&dirs).is_ok() && reached.is(goal)
}

/// Every solvable board of a `width × height` board under `patterns`: h admissible, and on
/// every `step`-th board the answer valid and optimal and `solvable` right.
fn sweep(width: usize, height: usize, patterns: &[Vec<u8>], step: usize) {
    let goal = Board::standard_goal(width, height);
    let oracle = DistanceTable::new(&goal);
    let heuristic = Heuristic::new(Partition::new(width, height, patterns, false));
    for (board, distance) in oracle.solvable_boards() {
        let h = heuristic.h(&cells(&board));
        assert!(
            h <= distance,
            "h {} > {} on {}",
            h,
            distance,
            board.one_line()
        );
    }
    let mut count = 0;
    for (board, distance) in oracle.solvable_boards().step_by(step) {
        let cells = cells(&board);
        assert!(solvable(&cells, width), "{} is solvable", board.one_line());
        let mut moves = Vec::new();
        heuristic.solve(&cells, &mut moves, u64::MAX, &mut Effort::default());
        assert_eq!(moves.len() as u32, distance, "on {}", board.one_line());
        assert!(reaches(&board, &moves, &goal), "on {}", board.one_line());
        count += 1;
    }
    assert_eq!(count, (oracle.reachable() + step - 1) / step);
}

#[test]
fn every_board_of_2x2_2x3_and_2x4() {
    sweep(2, 2, &[vec![1, 2], vec![3]], 1);
    sweep(3, 2, &[vec![1, 2, 3], vec![4, 5]], 1);
    sweep(3, 2, &[vec![1], vec![2], vec![3], vec![4], vec![5]], 1);
    sweep(4, 2, &[vec![1, 2, 5, 6], vec![3, 4, 7]], 1);
    sweep(4, 2, &[vec![1, 2, 3, 4, 5, 6, 7]], 1);
}

/// 3×3 under two partitions: four patterns of two tiles, three of them one table turned (read
/// through the board's symmetries), and 4-4, whose placements often cut the free cells in two
/// (the blank's region matters).
const THREE_BY_THREE: [&[&[u8]]; 2] = [
    &[&[1, 2], &[3, 6], &[4, 7], &[5, 8]],
    &[&[1, 2, 3, 4], &[5, 6, 7, 8]],
];

fn three_by_three(step: usize) {
    for partition in THREE_BY_THREE {
        let patterns: Vec<Vec<u8>> = partition.iter().map(|p| p.to_vec()).collect();
        sweep(3, 3, &patterns, step);
    }
}

#[test]
fn a_sample_of_3x3() {
    three_by_three(97);
}

/// Every board of 3×3 (CI's `--ignored` pass).
#[test]
#[ignore]
fn every_board_of_3x3() {
    three_by_three(1);
}

/// The sum of the tiles' Manhattan distances to their homes on a `width`-wide board.
fn manhattan(cells: &[u8], width: usize) -> u32 {
    let mut sum = 0;
    for (cell, &tile) in cells.iter().enumerate() {
        if tile != 0 {
            let home = usize::from(tile) - 1;
            sum += (cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width);
        }
    }
    sum as u32
}

/// An independent IDA* with Manhattan distance (recomputed at every board, no pruning but the
/// inverse move): the fewest moves from `cells` to the goal of a `width`-wide board.
fn fewest_by_manhattan(cells: &[u8], width: usize) -> u32 {
    fn dfs(cells: &mut [u8], width: usize, blank: usize, g: u32, bound: u32, last: usize) -> u32 {
        let h = manhattan(cells, width);
        if h == 0 || g + h > bound {
            return if h == 0 { 0 } else { g + h };
        }
        let (row, col, height) = (blank / width, blank % width, cells.len() / width);
        let steps = [
            (row > 0).then(|| blank - width),
            (row + 1 < height).then(|| blank + width),
            (col > 0).then(|| blank - 1),
            (col + 1 < width).then(|| blank + 1),
        ];
        let mut next = u32::MAX;
        for (m, to) in steps.iter().enumerate() {
            match *to {
                Some(to) if m != last ^ 1 => {
                    cells.swap(blank, to);
                    let found = dfs(cells, width, to, g + 1, bound, m);
                    cells.swap(blank, to);
                    if found == 0 {
                        return 0;
                    }
                    next = next.min(found);
                }
                _ => {}
            }
        }
        next
    }
    let mut cells = cells.to_vec();
    let blank = cells.iter().position(|&t| t == 0).unwrap();
    let mut bound = manhattan(&cells, width);
    loop {
        match dfs(&mut cells, width, blank, 0, bound, 4) {
            0 => return bound,
            next => bound = next,
        }
    }
}

/// 5×5 boards of up to ~45 moves: the 24-puzzle's tables (Korf & Felner's partition, built
/// or read from the cache file) admissible on each and the search's answer as long as the
/// independent IDA*'s, and valid.
#[test]
#[ignore]
fn five_by_five_against_manhattan() {
    let patterns = npuzzle::parts::idastar24::patterns(5, 5);
    let heuristic = Heuristic::new(Partition::new(5, 5, &patterns, true));
    let goal = Board::standard_goal(5, 5);
    let mut rng = Rng::new(24);
    for walk in [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200] {
        // A walk that never takes back its last move, kept within 34 of Manhattan distance
        // (the independent search's reach).
        let (mut board, mut last, mut taken) = (goal.clone(), Dir::Up, 0);
        while taken < walk {
            let dir = Dir::ALL[rng.below(4) as usize];
            if (taken > 0 && dir == last.inverse()) || !board.apply(dir) {
                continue;
            }
            if manhattan(&cells(&board), 5) > 34 {
                board.apply(dir.inverse());
                continue;
            }
            (last, taken) = (dir, taken + 1);
        }
        let cells = cells(&board);
        let fewest = fewest_by_manhattan(&cells, 5);
        assert!(heuristic.h(&cells) <= fewest, "on {}", board.one_line());
        let mut moves = Vec::new();
        heuristic.solve(&cells, &mut moves, u64::MAX, &mut Effort::default());
        assert!(reaches(&board, &moves, &goal), "on {}", board.one_line());
        assert_eq!(moves.len() as u32, fewest, "on {}", board.one_line());
    }
}
