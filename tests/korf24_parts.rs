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

/// A partition: its patterns' tiles.
type Patterns<'a> = &'a [&'a [u8]];

/// Every solvable board of a `width × height` board under the max of `partitions`: h
/// admissible, and on every `step`-th board the answer valid and optimal and `solvable` right.
fn sweep(width: usize, height: usize, partitions: &[Patterns], step: usize) {
    let goal = Board::standard_goal(width, height);
    let oracle = DistanceTable::new(&goal);
    let mut built = partitions.iter().map(|patterns| {
        let patterns: Vec<Vec<u8>> = patterns.iter().map(|p| p.to_vec()).collect();
        Partition::new(width, height, &patterns, false)
    });
    let Some(first) = built.next() else {
        panic!("no partition");
    };
    let heuristic = Heuristic::new(first, built.next());
    assert!(built.next().is_none(), "at most two partitions");
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
    sweep(2, 2, &[&[&[1, 2], &[3]]], 1);
    sweep(3, 2, &[&[&[1, 2, 3], &[4, 5]]], 1);
    sweep(3, 2, &[&[&[1], &[2], &[3], &[4], &[5]]], 1);
    sweep(3, 2, &[&[&[1, 2, 3], &[4, 5]], &[&[1, 4], &[2, 3, 5]]], 1);
    sweep(4, 2, &[&[&[1, 2, 5, 6], &[3, 4, 7]]], 1);
    sweep(4, 2, &[&[&[1, 2, 3, 4, 5, 6, 7]]], 1);
    sweep(
        4,
        2,
        &[&[&[1, 2, 5, 6], &[3, 4, 7]], &[&[1, 2, 3], &[4, 5, 6, 7]]],
        1,
    );
}

/// 3×3 under two partitions, each alone and the max of both: four patterns of two tiles, three
/// of them one table turned (read through the board's symmetries), and 4-4, whose placements
/// often cut the free cells in two (the blank's region matters).
const THREE_BY_THREE: [Patterns; 2] = [
    &[&[1, 2], &[3, 6], &[4, 7], &[5, 8]],
    &[&[1, 2, 3, 4], &[5, 6, 7, 8]],
];

fn three_by_three(step: usize) {
    for partition in THREE_BY_THREE {
        sweep(3, 3, &[partition], step);
    }
    sweep(3, 3, &THREE_BY_THREE, step);
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

/// The distance of `tile` at `cell` from its home on a `width`-wide board.
fn distance(tile: u8, cell: usize, width: usize) -> u32 {
    let home = usize::from(tile) - 1;
    ((cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width)) as u32
}

/// The sum of the tiles' Manhattan distances to their homes on a `width`-wide board.
fn manhattan(cells: &[u8], width: usize) -> u32 {
    let tiles = cells.iter().enumerate().filter(|(_, &tile)| tile != 0);
    tiles.map(|(cell, &tile)| distance(tile, cell, width)).sum()
}

/// An independent IDA* with Manhattan distance (kept up to date move by move, no pruning but
/// the inverse move): the fewest moves from `cells` to the goal of a `width`-wide board, or
/// `None` when that takes more than `budget` boards.
fn fewest_by_manhattan(cells: &[u8], width: usize, budget: u64) -> Option<u32> {
    struct Walk {
        cells: Vec<u8>,
        width: usize,
        bound: u32,
        left: u64,
    }
    impl Walk {
        /// 0 when the goal is reached within the bound, else the least f beyond it.
        fn dfs(&mut self, blank: usize, g: u32, h: u32, last: usize) -> u32 {
            if self.left == 0 {
                return u32::MAX;
            }
            self.left -= 1;
            if h == 0 || g + h > self.bound {
                return if h == 0 { 0 } else { g + h };
            }
            let (width, height) = (self.width, self.cells.len() / self.width);
            let (row, col) = (blank / width, blank % width);
            let steps = [
                (row > 0).then(|| blank - width),
                (row + 1 < height).then(|| blank + width),
                (col > 0).then(|| blank - 1),
                (col + 1 < width).then(|| blank + 1),
            ];
            let mut next = u32::MAX;
            for (m, to) in steps.iter().enumerate() {
                let Some(to) = *to else { continue };
                if m == last ^ 1 {
                    continue;
                }
                let tile = self.cells[to];
                let h = h + distance(tile, blank, width) - distance(tile, to, width);
                self.cells.swap(blank, to);
                let found = self.dfs(to, g + 1, h, m);
                self.cells.swap(blank, to);
                if found == 0 {
                    return 0;
                }
                next = next.min(found);
            }
            next
        }
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap();
    let h = manhattan(cells, width);
    let (cells, left) = (cells.to_vec(), budget);
    let mut walk = Walk {
        cells,
        width,
        bound: h,
        left,
    };
    loop {
        match walk.dfs(blank, 0, h, 4) {
            0 => return Some(walk.bound),
            u32::MAX => return None,
            next => walk.bound = next,
        }
    }
}

/// A board `walk` moves from the goal of 5×5 by a walk that stays within `cap` of Manhattan
/// distance and takes back its last move only where every other move would leave the cap.
fn walked(goal: &Board, walk: u32, cap: u32, rng: &mut Rng) -> Board {
    let (mut board, mut last, mut taken, mut refused) = (goal.clone(), Dir::Up, 0, 0);
    while taken < walk {
        let dir = Dir::ALL[rng.below(4) as usize];
        let back = taken > 0 && dir == last.inverse() && refused < 16;
        if back || !board.apply(dir) {
            continue;
        }
        if manhattan(&cells(&board), 5) > cap {
            board.apply(dir.inverse());
            refused += 1;
            continue;
        }
        (last, taken, refused) = (dir, taken + 1, 0);
    }
    board
}

/// 5×5 boards of 10 to ~45 moves: the 24-puzzle's tables (Korf & Felner's partition, built or
/// read from the cache file) admissible on each and the search's answer valid and as long as
/// the independent IDA*'s. Of the boards a walk makes, those the independent IDA* cannot settle
/// within its budget of boards are passed over (deterministically: a seed and a node budget);
/// each walk length must yield one.
#[test]
#[ignore]
fn five_by_five_against_manhattan() {
    let heuristic = npuzzle::parts::idastar24::tables(5, 5, true);
    let goal = Board::standard_goal(5, 5);
    let mut rng = Rng::new(24);
    let mut longest = 0;
    for walk in [10, 20, 30, 40, 50, 60, 80, 100, 150, 200] {
        let settled = (0..20).find_map(|_| {
            let board = walked(&goal, walk, 30, &mut rng);
            let cells = cells(&board);
            fewest_by_manhattan(&cells, 5, 200_000_000).map(|fewest| (board, cells, fewest))
        });
        let Some((board, cells, fewest)) = settled else {
            panic!("no board of a {walk}-move walk within the independent IDA*'s budget");
        };
        assert!(heuristic.h(&cells) <= fewest, "on {}", board.one_line());
        let mut moves = Vec::new();
        heuristic.solve(&cells, &mut moves, u64::MAX, &mut Effort::default());
        assert!(reaches(&board, &moves, &goal), "on {}", board.one_line());
        assert_eq!(moves.len() as u32, fewest, "on {}", board.one_line());
        eprintln!("{walk}-move walk: {fewest} moves");
        longest = longest.max(fewest);
    }
    assert!(
        longest >= 40,
        "the deepest board settled is {longest} moves"
    );
}
