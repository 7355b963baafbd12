//! Times the build of pattern databases (`pdb_bfs::build_pattern`): each pattern given as
//! comma-separated tiles, e.g. `1,5,6,9,10,13 7,8,11,12,14,15 2,3,4` (the default), one after
//! the other on one thread: seconds, placements reached and the largest value.
use npuzzle::parts::pdb_bfs::{build_pattern, UNSEEN};
use std::time::Instant;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
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
        let table = build_pattern(&tiles);
        let seconds = start.elapsed().as_secs_f64();
        let reached: Vec<u8> = table.into_iter().filter(|&v| v != UNSEEN).collect();
        println!(
            "{:?}: {:.3} s, {} placements, largest value {}",
            tiles,
            seconds,
            reached.len(),
            reached.iter().max().unwrap_or(&0)
        );
    }
}
