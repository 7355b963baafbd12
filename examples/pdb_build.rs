//! Times the two builds of a pattern database, `pdb_bfs::build_pattern` (level scan over ranks)
//! and `pdb15::build_pattern` (queue of states), on one thread, and checks that they agree: each
//! pattern given as comma-separated tiles, e.g. `1,5,6,9,10,13 7,8,11,12,14,15 2,3,4` (the
//! default, the 6-6-3 partition); per pattern the seconds of each, the placements reached and
//! the largest value. `--scan` times the level scan alone (for a profiler).
use npuzzle::parts::pdb15;
use npuzzle::parts::pdb15_build::UNSEEN;
use npuzzle::study::pdb_bfs;
use std::time::Instant;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let scan_only = args.first().map(String::as_str) == Some("--scan");
    if scan_only {
        args.remove(0);
    }
    if args.is_empty() {
        args = ["1,5,6,9,10,13", "7,8,11,12,14,15", "2,3,4"]
            .map(String::from)
            .to_vec();
    }
    for arg in &args {
        let tiles: Result<Vec<u8>, _> = arg.split(',').map(str::parse).collect();
        let tiles = match tiles {
            Ok(tiles) if !tiles.is_empty() && tiles.iter().all(|&t| (1..16).contains(&t)) => tiles,
            _ => {
                eprintln!("pdb_build: '{}' is not a list of tiles 1..15", arg);
                std::process::exit(2);
            }
        };
        let start = Instant::now();
        let table = pdb_bfs::build_pattern(&tiles);
        let scan = start.elapsed().as_secs_f64();
        let queue = if scan_only {
            String::new()
        } else {
            let start = Instant::now();
            let reference = pdb15::build_pattern(&tiles);
            let seconds = start.elapsed().as_secs_f64();
            if reference != table {
                eprintln!("pdb_build: the two builds of {:?} differ", tiles);
                std::process::exit(1);
            }
            format!(", queue {:.3} s (the same table)", seconds)
        };
        let reached: Vec<u8> = table.into_iter().filter(|&v| v != UNSEEN).collect();
        println!(
            "{:?}: level scan {:.3} s{}, {} placements, largest value {}",
            tiles,
            scan,
            queue,
            reached.len(),
            reached.iter().max().unwrap_or(&0)
        );
    }
}
