//! Screens the 5-5-5 partitions of the 15-puzzle's tiles that need two tables built, not three:
//! those with two patterns the images of each other under a symmetry of the square (a table read
//! through a symmetry, `pdb15_views`), which would save one of the three builds at start-up (~70 ms
//! of CPU). Each is scored with every lookup its tables give (`pdb15::Heuristic` with `VIEWS`,
//! as solutions/uva10181/idastar.rs reads `PATTERNS`): the mean heuristic over Korf's 100
//! (cases/korf100) and over random solvable boards, best first, `PATTERNS` on the first line.
//! The best are then compared end to end by `scripts/bench-korf --partition` (README, heuristic
//! study).
//!
//! `cargo run --release --example image_partitions [BOARDS] [TOP]` (default 2000 random boards,
//! the best 10 printed). Builds three tables a partition: ~3 minutes on 2 cores for all 758.
use npuzzle::parts::board15::{Board, CELLS, GOAL};
use npuzzle::parts::pdb15::{build_pattern, Heuristic, PATTERNS, VIEWS};
use npuzzle::parts::pdb15_build::home;
use npuzzle::parts::pdb15_views::images;
use npuzzle::rng::Rng;
use npuzzle::study::fifteen::solvable;

/// The tiles whose homes are the cells of `cells`.
fn tiles_of(cells: u32) -> Vec<u8> {
    (1..CELLS as u8)
        .filter(|&tile| cells >> home(tile) & 1 != 0)
        .collect()
}

/// Every partition {pattern, its image, the rest} (each once, as sorted masks of homes), the
/// image one that `pdb15_views::images` reads from the pattern's table.
fn partitions() -> Vec<[u32; 3]> {
    let all = (1u32 << (CELLS - 1)) - 1;
    let mut found: Vec<[u32; 3]> = Vec::new();
    for cells in (0..=all).filter(|cells| cells.count_ones() == 5) {
        let tiles = tiles_of(cells);
        for image in images(&[&tiles])
            .iter()
            .filter(|image| image.cells & cells == 0)
        {
            let mut masks = [cells, image.cells, all & !cells & !image.cells];
            masks.sort_unstable();
            if !found.contains(&masks) {
                found.push(masks);
            }
        }
    }
    found
}

/// Korf's 100 and `count` random solvable boards.
fn boards(count: usize) -> (Vec<Board>, Vec<Board>) {
    let text = std::fs::read_to_string("cases/korf100/01-korf100.in").unwrap_or_default();
    let numbers: Vec<u8> = (text.split_ascii_whitespace().skip(1))
        .filter_map(|n| n.parse().ok())
        .collect();
    let korf = numbers.chunks_exact(CELLS).map(|chunk| {
        let mut board = [0; CELLS];
        board.copy_from_slice(chunk);
        board
    });
    let (mut rng, mut random) = (Rng::new(9), Vec::new());
    while random.len() < count {
        let mut board = GOAL;
        rng.shuffle(&mut board);
        if solvable(&board) {
            random.push(board);
        }
    }
    (korf.collect(), random)
}

fn main() {
    let args: Vec<usize> = (std::env::args().skip(1))
        .filter_map(|a| a.parse().ok())
        .collect();
    let (korf, random) = boards(args.first().copied().unwrap_or(2000));
    let top = args.get(1).copied().unwrap_or(10);
    let mut partitions: Vec<Vec<Vec<u8>>> = (partitions().iter())
        .map(|masks| masks.iter().map(|&cells| tiles_of(cells)).collect())
        .collect();
    eprintln!("{} partitions of two tables", partitions.len());
    partitions.insert(0, PATTERNS.iter().map(|tiles| tiles.to_vec()).collect());
    let mean = |heuristic: &Heuristic, boards: &[Board]| -> f64 {
        let sum: u32 = boards.iter().map(|board| heuristic.estimate(board)).sum();
        sum as f64 / boards.len().max(1) as f64
    };
    let scored = npuzzle::parallel::map(&partitions, npuzzle::parallel::cores(), |patterns| {
        let patterns: [&[u8]; 3] = [&patterns[0], &patterns[1], &patterns[2]];
        let heuristic = Heuristic::built_by(&patterns, VIEWS, build_pattern);
        let name: Vec<String> = (patterns.iter())
            .map(|tiles| {
                tiles
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let (on_korf, on_random) = (mean(&heuristic, &korf), mean(&heuristic, &random));
        (on_korf, on_random, heuristic.views, name.join(","))
    });
    let mut order: Vec<usize> = (1..scored.len()).collect();
    order.sort_by(|&a, &b| scored[b].0.total_cmp(&scored[a].0));
    println!("korf100 random views partition");
    for &number in [0].iter().chain(order.iter().take(top)) {
        let (on_korf, on_random, views, name) = &scored[number];
        println!("{:.3} {:.3} {} {}", on_korf, on_random, views, name);
    }
}
