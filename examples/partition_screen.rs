//! Screens 5-5-5 partitions of the 15-puzzle's tiles for `scripts/bench-korf --partition`: every
//! partition into three 5-tile patterns connected in the goal, scored by the mean of the
//! heuristic with the mirrored lookup (the maximum of the two sums) over random solvable boards
//! and Korf's 100 (cases/korf100), best first. Prints `score tiles,tiles,tiles` lines; the
//! first few are then compared by their nodes on Korf's 100 (`bench-korf --partition`).
//!
//! `cargo run --release --example partition_screen [BOARDS] [TOP] [--all]` (default 4000 random
//! boards, the best 20 printed; `--all`: every partition, connected or not, 3,003 tables).
//! Builds one table a pattern (~0.07 s of CPU each).
use npuzzle::parts::board15::{Board, CELLS, GOAL, SIDE};
use npuzzle::parts::pdb15::build_pattern;
use npuzzle::parts::pdb15_views::{mirror_cell, mirror_tile};
use npuzzle::rng::Rng;
use npuzzle::study::fifteen::solvable;

/// The 5-tile patterns (with `connected_only`, those whose home cells are connected), as bit
/// masks of tiles (bit t: tile t).
fn patterns(connected_only: bool) -> Vec<u32> {
    let mut patterns = Vec::new();
    for mask in 0u32..1 << 15 {
        if mask.count_ones() != 5 {
            continue;
        }
        if !connected_only {
            patterns.push(mask << 1);
            continue;
        }
        // Tile t + 1's home is cell t; grow a region from the lowest tile.
        let cells = mask;
        let mut region = cells & cells.wrapping_neg();
        loop {
            let mut grown = region;
            for cell in 0..15 {
                if region & 1 << cell != 0 {
                    let (row, col) = (cell / SIDE, cell % SIDE);
                    if col > 0 {
                        grown |= 1 << (cell - 1);
                    }
                    if col + 1 < SIDE {
                        grown |= 1 << (cell + 1);
                    }
                    if row > 0 {
                        grown |= 1 << (cell - SIDE);
                    }
                    grown |= 1 << (cell + SIDE);
                }
            }
            grown &= cells;
            if grown == region {
                break;
            }
            region = grown;
        }
        if region == cells {
            patterns.push(cells << 1);
        }
    }
    patterns
}

fn tiles_of(mask: u32) -> Vec<u8> {
    (1..16u8).filter(|&t| mask & 1 << t != 0).collect()
}

/// A pattern's lookup of a board (the board's cells of the pattern's tiles as `build_pattern`
/// indexes them).
fn lookup(table: &[u8], tiles: &[u8], board: &Board) -> u8 {
    let mut index = 0usize;
    for (cell, &tile) in board.iter().enumerate() {
        if let Some(slot) = tiles.iter().position(|&t| t == tile) {
            index |= cell << (4 * slot);
        }
    }
    table[index]
}

fn mirrored(board: &Board) -> Board {
    let mut image = [0; CELLS];
    for (cell, &tile) in board.iter().enumerate() {
        image[mirror_cell(cell)] = mirror_tile(tile);
    }
    image
}

fn sample(count: usize) -> Vec<Board> {
    let text = std::fs::read_to_string("cases/korf100/01-korf100.in").unwrap_or_default();
    let numbers: Vec<u8> = text
        .split_ascii_whitespace()
        .skip(1)
        .filter_map(|n| n.parse().ok())
        .collect();
    let mut boards: Vec<Board> = numbers
        .chunks_exact(CELLS)
        .map(|chunk| {
            let mut board = [0; CELLS];
            board.copy_from_slice(chunk);
            board
        })
        .collect();
    let mut rng = Rng::new(555);
    while boards.len() < count + 100 {
        let mut board = GOAL;
        rng.shuffle(&mut board);
        if solvable(&board) {
            boards.push(board);
        }
    }
    boards
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let all = std::env::args().any(|a| a == "--all");
    let boards = sample(args.first().copied().unwrap_or(4000));
    let top = args.get(1).copied().unwrap_or(20);
    let images: Vec<Board> = boards.iter().map(mirrored).collect();
    let patterns = patterns(!all);
    eprintln!("{} connected 5-tile patterns", patterns.len());
    // Per pattern, its values on every board and on every board's mirror image.
    let values: Vec<(Vec<u8>, Vec<u8>)> = std::thread::scope(|scope| {
        let chunks: Vec<_> = patterns
            .chunks((patterns.len() + 1) / 2)
            .map(|chunk| {
                let (boards, images) = (&boards, &images);
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|&mask| {
                            let tiles = tiles_of(mask);
                            let table = build_pattern(&tiles);
                            let direct = boards.iter().map(|b| lookup(&table, &tiles, b));
                            let image = images.iter().map(|b| lookup(&table, &tiles, b));
                            (direct.collect(), image.collect())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        chunks
            .into_iter()
            .flat_map(|c| c.join().expect("a builder panicked"))
            .collect()
    });
    let full = 0xfffeu32;
    let number: std::collections::HashMap<u32, usize> =
        patterns.iter().enumerate().map(|(n, &p)| (p, n)).collect();
    let mut scored = Vec::new();
    for (a, &first) in patterns.iter().enumerate() {
        if first & 2 == 0 {
            continue; // the pattern with tile 1 first
        }
        for (b, &second) in patterns.iter().enumerate() {
            let rest = full & !first & !second;
            // The second pattern holds the least tile the first does not.
            if first & second != 0 || second.trailing_zeros() != (full & !first).trailing_zeros() {
                continue;
            }
            let Some(&c) = number.get(&rest) else {
                continue;
            };
            let mut sum = 0u64;
            for board in 0..boards.len() {
                let direct: u32 = [a, b, c].iter().map(|&p| values[p].0[board] as u32).sum();
                let image: u32 = [a, b, c].iter().map(|&p| values[p].1[board] as u32).sum();
                sum += direct.max(image) as u64;
            }
            let korf: u64 = (0..100)
                .map(|board| {
                    let d: u32 = [a, b, c].iter().map(|&p| values[p].0[board] as u32).sum();
                    let i: u32 = [a, b, c].iter().map(|&p| values[p].1[board] as u32).sum();
                    d.max(i) as u64
                })
                .sum();
            scored.push((
                sum as f64 / boards.len() as f64,
                korf,
                [first, second, rest],
            ));
        }
    }
    scored.sort_by(|x, y| y.0.total_cmp(&x.0));
    println!("{} partitions", scored.len());
    for (score, korf, masks) in scored.iter().take(top) {
        let names: Vec<String> = masks
            .iter()
            .map(|&m| {
                let t: Vec<String> = tiles_of(m).iter().map(|t| t.to_string()).collect();
                t.join(" ")
            })
            .collect();
        println!(
            "{:.4} korf {:.2} {}",
            score,
            *korf as f64 / 100.0,
            names.join(",")
        );
    }
}
