//! The pattern databases of the part `pdb15` (solutions/uva10181/idastar.rs and the 4×4 judges;
//! astar.rs and greedy.rs still carry their own copy): each table equals a direct search of its abstract space on small patterns, never
//! exceeds the true cost of its tiles, and the additive sum (with the mirror) is admissible.

use npuzzle::parts::board15::Board;
use npuzzle::parts::idastar15_plan::idastar;
use npuzzle::parts::pdb15::{build_pattern, Heuristic, PATTERNS, VIEWS};
use npuzzle::parts::pdb15_views::views;
use npuzzle::rng::Rng;
use npuzzle::study::pdb_bfs::{self, PATTERNS_663};
use npuzzle::study::pdb_check::change_range;
use std::collections::{HashMap, VecDeque};

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// Pattern index of a board: 4 bits of cell per pattern tile, the first tile lowest.
fn index_of(board: &Board, tiles: &[u8]) -> usize {
    tiles
        .iter()
        .enumerate()
        .map(|(slot, &tile)| board.iter().position(|&t| t == tile).unwrap() << (4 * slot))
        .sum()
}

fn neighbours(cell: usize) -> Vec<usize> {
    let (row, col) = (cell / 4, cell % 4);
    let mut cells = Vec::new();
    if col > 0 {
        cells.push(cell - 1);
    }
    if col < 3 {
        cells.push(cell + 1);
    }
    if row > 0 {
        cells.push(cell - 4);
    }
    if row < 3 {
        cells.push(cell + 4);
    }
    cells
}

/// The direct definition: 0-1 BFS over (cells of the pattern tiles, cell of the blank) from the
/// goal, a blank move costing 1 when it swaps with a pattern tile and 0 otherwise; the value of
/// a placement is the least cost over the blank's cells.
fn direct_pattern(tiles: &[u8]) -> HashMap<Vec<usize>, u32> {
    let goal: Vec<usize> = tiles.iter().map(|&t| t as usize - 1).collect();
    let mut cost: HashMap<(Vec<usize>, usize), u32> = HashMap::new();
    let mut deque = VecDeque::new();
    cost.insert((goal.clone(), 15), 0);
    deque.push_back((goal, 15, 0));
    while let Some((cells, blank, c)) = deque.pop_front() {
        if cost[&(cells.clone(), blank)] < c {
            continue;
        }
        for next in neighbours(blank) {
            let mut moved = cells.clone();
            let step = match cells.iter().position(|&cell| cell == next) {
                Some(slot) => {
                    moved[slot] = blank;
                    1
                }
                None => 0,
            };
            let key = (moved.clone(), next);
            if cost.get(&key).map_or(true, |&old| old > c + step) {
                cost.insert(key, c + step);
                if step == 0 {
                    deque.push_front((moved, next, c));
                } else {
                    deque.push_back((moved, next, c + 1));
                }
            }
        }
    }
    let mut best: HashMap<Vec<usize>, u32> = HashMap::new();
    for ((cells, _), c) in cost {
        let entry = best.entry(cells).or_insert(c);
        *entry = (*entry).min(c);
    }
    best
}

#[test]
fn small_patterns_equal_a_direct_search() {
    let patterns: [&[u8]; 7] = [
        &[1],
        &[15],
        &[6],
        &[2, 3],
        &[11, 12, 15],
        &[2, 3, 4],
        &[1, 5, 6, 9],
    ];
    for tiles in patterns.iter() {
        let table = build_pattern(tiles);
        let direct = direct_pattern(tiles);
        let placements = (1..=tiles.len()).fold(1, |n, k| n * (17 - k));
        assert_eq!(
            direct.len(),
            placements,
            "{:?}: every placement is reachable",
            tiles
        );
        for (cells, &value) in &direct {
            let index: usize = cells
                .iter()
                .enumerate()
                .map(|(slot, &cell)| cell << (4 * slot))
                .sum();
            assert_eq!(table[index] as u32, value, "{:?} at {:?}", tiles, cells);
        }
        // Every other entry (two tiles on one cell) stays unreached.
        let reached = table.iter().filter(|&&v| v != u8::MAX).count();
        assert_eq!(reached, placements, "{:?}", tiles);
    }
}

/// `pdb_bfs`'s level scan gives the table of `pdb15`'s queue of states, entry for entry.
fn same_as_queue(tiles: &[u8]) {
    let (fast, reference) = (pdb_bfs::build_pattern(tiles), build_pattern(tiles));
    assert_eq!(fast.len(), reference.len(), "{:?}", tiles);
    let differ = fast.iter().zip(&reference).filter(|(a, b)| a != b).count();
    assert_eq!(differ, 0, "{:?}: {} entries differ", tiles, differ);
}

#[test]
fn level_scan_equals_the_queue_builder() {
    for tiles in PATTERNS.iter() {
        same_as_queue(tiles);
    }
    for tiles in [&[2, 3, 4][..], &[13, 14, 15], &[1, 2, 5, 6]] {
        same_as_queue(tiles);
    }
}

#[test]
#[ignore = "the two 6-tile tables of the 6-6-3 partition: about 2 s of CPU each for the queue"]
fn level_scan_equals_the_queue_builder_on_six_tiles() {
    for tiles in PATTERNS_663.iter() {
        same_as_queue(tiles);
    }
}

/// Random boards at a known distance: random walks solved optimally by the file's own IDA* are
/// not independent, so the distance comes from a plain BFS for short walks.
fn bfs_distance(board: &Board) -> u32 {
    let pack = |b: &Board| {
        b.iter()
            .enumerate()
            .fold(0u64, |k, (i, &t)| k | (t as u64) << (4 * i))
    };
    let goal = pack(&GOAL);
    let mut seen = std::collections::HashSet::new();
    let mut layer = vec![*board];
    seen.insert(pack(board));
    let mut depth = 0;
    loop {
        if layer.iter().any(|b| pack(b) == goal) {
            return depth;
        }
        let mut next = Vec::new();
        for b in &layer {
            let blank = b.iter().position(|&t| t == 0).unwrap();
            for cell in neighbours(blank) {
                let mut child = *b;
                child.swap(blank, cell);
                if seen.insert(pack(&child)) {
                    next.push(child);
                }
            }
        }
        layer = next;
        depth += 1;
    }
}

fn random_walk(rng: &mut Rng, length: usize) -> Board {
    let mut board = GOAL;
    let mut blank = 15;
    for _ in 0..length {
        let cells = neighbours(blank);
        let cell = cells[rng.below(cells.len() as u64) as usize];
        board.swap(blank, cell);
        blank = cell;
    }
    board
}

#[test]
fn the_kept_partition_is_admissible_per_pattern_and_in_sum() {
    let patterns: [&[u8]; 3] = [&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]];
    let heuristic = Heuristic::new(&patterns, VIEWS);
    let tables: Vec<Vec<u8>> = patterns.iter().map(|tiles| build_pattern(tiles)).collect();
    let mut rng = Rng::new(15);
    for walk in 0..300 {
        let board = random_walk(&mut rng, 1 + walk % 16);
        let distance = bfs_distance(&board);
        // The true cost of a pattern's tiles is at most the moves of those tiles in an optimal
        // solution; the sum over the disjoint patterns is at most the distance.
        let (moves, _) = idastar(&board, &heuristic);
        assert_eq!(moves.len() as u32, distance, "{:?}", board);
        let mut current = board;
        let mut moved_per_pattern = [0u32; 3];
        for &dir in &moves {
            let blank = current.iter().position(|&t| t == 0).unwrap();
            let target = [
                blank.wrapping_sub(1),
                blank + 1,
                blank.wrapping_sub(4),
                blank + 4,
            ][dir as usize];
            let tile = current[target];
            let pattern = patterns.iter().position(|p| p.contains(&tile)).unwrap();
            moved_per_pattern[pattern] += 1;
            current.swap(blank, target);
        }
        assert_eq!(current, GOAL);
        for (number, tiles) in patterns.iter().enumerate() {
            let value = tables[number][index_of(&board, tiles)] as u32;
            assert!(
                value <= moved_per_pattern[number],
                "{:?} pattern {:?}",
                board,
                tiles
            );
        }
        assert!(heuristic.estimate(&board) <= distance, "{:?}", board);
    }
}

/// Every heuristic bound of a partition on Korf's 100 is at most the published length.
fn admissible_on_korfs_100(partition: &[&[u8]; 3]) {
    let input = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/cases/korf100/01-korf100.in"
    ))
    .unwrap();
    let lengths = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/cases/korf100/01-korf100.out"
    ))
    .unwrap();
    let numbers: Vec<u8> = input
        .split_ascii_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect();
    let lengths: Vec<usize> = lengths
        .lines()
        .map(|l| l.trim().parse().unwrap_or(l.trim().len()))
        .collect();
    let heuristic = Heuristic::new(partition, VIEWS);
    for (board, &length) in numbers.chunks(16).zip(&lengths) {
        let mut cells = [0u8; 16];
        cells.copy_from_slice(board);
        let h = heuristic.estimate(&cells) as usize;
        assert!(h <= length, "{:?}: h {} > {}", cells, h, length);
        assert_eq!(
            h % 2,
            length % 2,
            "each move changes one pattern value by one, so h and the length agree mod 2"
        );
    }
}

#[test]
fn the_sum_is_admissible_on_korfs_100() {
    admissible_on_korfs_100(&[&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]]);
}

#[test]
#[ignore = "builds two 6-tile databases: a few seconds"]
fn the_6_6_3_sum_is_admissible_on_korfs_100() {
    admissible_on_korfs_100(&PATTERNS_663);
}

/// The least and the most change of a pattern's value in a move (`pdb_check`).
fn changes(tiles: &[u8]) -> (i32, i32) {
    change_range(&build_pattern(tiles), tiles.len())
}

/// The search reads the tables mod 16 (`Heuristic::packed`) and takes a move's change from the
/// difference: sound while every change is within -8..=7. (It reaches ±7, not ±1, as a table
/// holds the least over the blank's regions.)
#[test]
fn a_move_changes_a_5_5_5_value_by_at_most_7() {
    for tiles in PATTERNS {
        let (least, most) = changes(tiles);
        assert!(
            -8 <= least && most <= 7,
            "{:?}: {}..={}",
            tiles,
            least,
            most
        );
    }
}

#[test]
#[ignore = "every placement of the two 6-tile patterns: ~7 s"]
fn a_move_changes_a_6_6_3_value_by_at_most_7() {
    for tiles in PATTERNS_663 {
        let (least, most) = changes(tiles);
        assert!(
            -8 <= least && most <= 7,
            "{:?}: {}..={}",
            tiles,
            least,
            most
        );
    }
}

/// Each lookup of the 5-5-5 tables past the first (`pdb15_views`: the mirror and the two partitions
/// of rotated and reflected patterns) equals the first lookup of tables built for its own
/// partition, on random boards: the tables are read correctly through their symmetries.
#[test]
fn every_symmetric_lookup_equals_the_tables_of_its_partition() {
    let heuristic = Heuristic::new(&PATTERNS, VIEWS);
    let found = views(&PATTERNS, VIEWS);
    assert_eq!((heuristic.views, found.len()), (VIEWS, VIEWS));
    let mut rng = Rng::new(16);
    let boards: Vec<Board> = (0..2_000)
        .map(|walk| random_walk(&mut rng, 20 + walk % 200))
        .collect();
    for (number, view) in found.iter().enumerate().skip(1) {
        let tiles: Vec<Vec<u8>> = (view.iter())
            .map(|image| {
                (0..15u8)
                    .filter(|cell| image.cells >> cell & 1 != 0)
                    .map(|cell| cell + 1)
                    .collect()
            })
            .collect();
        let own = Heuristic::new(&[&tiles[0], &tiles[1], &tiles[2]], 1);
        for board in &boards {
            let h = heuristic.node(board).views[number].h;
            assert_eq!(h, own.node(board).views[0].h, "view {} {:?}", number, board);
        }
    }
}
