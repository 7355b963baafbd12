//! The 24-puzzle benchmark (`scripts/bench-korf24`): Korf & Felner's 50 random instances
//! (data/korf24.txt) in the paper's order of effort (fewest of its nodes first), solved with the
//! parts of solutions/korf24/pdb.rs (src/parts/pdb24.rs, idastar24.rs) on all cores. One row a
//! board as it is solved: its number (its line in data/korf24.txt), the length found and the
//! published one, the nodes expanded here and in the paper, their ratio, seconds, nodes a second;
//! then the table build time and the totals. Exit status 1 when a length differs.
//!
//!   cargo run --release --example korf24 -- [--first N] [--board K] [--cached]
//!
//! `--first N`: the N easiest boards (default 10); `--board K`: only board K of those. `--cached`: read the tables from the cache
//! files the solution keeps in the system's temporary directory (built and written when missing)
//! instead of building them afresh, which is what the figures of docs/performance.md include.

use npuzzle::parts::idastar24::tables;
use npuzzle::parts::run24::Effort;
use std::process::ExitCode;
use std::time::Instant;

const DATA: &str = include_str!("../data/korf24.txt");

/// One instance: its number, cells, published length and the paper's nodes.
struct Instance {
    number: usize,
    cells: Vec<u8>,
    length: usize,
    paper: u64,
}

fn instances() -> Result<Vec<Instance>, String> {
    let mut all = Vec::new();
    for (k, line) in DATA.lines().enumerate() {
        let bad = || {
            format!(
                "data/korf24.txt line {}: expected 25 numbers;length;nodes",
                k + 1
            )
        };
        let fields: Vec<&str> = line.split(';').collect();
        let [board, length, paper] = fields[..] else {
            return Err(bad());
        };
        let cells: Vec<u8> = (board.split_whitespace())
            .map(|t| t.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        if cells.len() != 25 {
            return Err(bad());
        }
        all.push(Instance {
            number: k + 1,
            cells,
            length: length.trim().parse().map_err(|_| bad())?,
            paper: paper.trim().parse().map_err(|_| bad())?,
        });
    }
    all.sort_by_key(|instance| instance.paper);
    Ok(all)
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".to_string())
}

fn main() -> ExitCode {
    let mut first = 10;
    let mut cached = false;
    let mut only = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next().map(|n| n.parse::<usize>())) {
            ("--first", Some(Ok(n))) => first = n,
            ("--cached", None) => cached = true,
            ("--board", Some(Ok(n))) => only = Some(n),
            _ => {
                eprintln!("usage: korf24 [--first N] [--board K] [--cached]");
                return ExitCode::from(2);
            }
        }
    }
    let instances = match instances() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("{}", e);
            return ExitCode::FAILURE;
        }
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "korf24: the {} easiest of Korf & Felner's 50, {} cores, load average at start {}",
        first.min(50),
        threads,
        load()
    );
    let start = Instant::now();
    let heuristic = tables(5, 5, cached);
    let build = start.elapsed().as_secs_f64();
    println!(
        "tables: {:.1} s ({}; {} tables of 25^6 bytes = {} MB)",
        build,
        if cached {
            "read from the cache, or built and cached"
        } else {
            "built afresh on all cores"
        },
        heuristic.table_bytes() / 25usize.pow(6),
        heuristic.table_bytes() / 1_000_000
    );
    println!(
        "{:>3} {:>6} {:>6} {:>15} {:>15} {:>6} {:>9} {:>7}",
        "#", "length", "paper", "expanded", "paper's", "ratio", "seconds", "M/s"
    );
    let (mut nodes, mut paper_nodes, mut mismatches, mut fewer) = (0u64, 0u64, 0, 0);
    for instance in instances.iter().take(first) {
        if only.is_some_and(|n| n != instance.number) {
            continue;
        }
        let started = Instant::now();
        let mut moves = Vec::new();
        let mut effort = Effort::default();
        heuristic.solve(&instance.cells, &mut moves, u64::MAX, &mut effort);
        let seconds = started.elapsed().as_secs_f64();
        let same = moves.len() == instance.length;
        mismatches += usize::from(!same);
        fewer += usize::from(effort.expanded < instance.paper);
        nodes += effort.expanded;
        paper_nodes += instance.paper;
        println!(
            "{:>3} {:>6} {:>6} {:>15} {:>15} {:>6.3} {:>9.1} {:>7.2}{}",
            instance.number,
            moves.len(),
            instance.length,
            effort.expanded,
            instance.paper,
            effort.expanded as f64 / instance.paper as f64,
            seconds,
            effort.expanded as f64 / seconds / 1e6,
            if same { "" } else { "  MISMATCH" }
        );
    }
    let wall = start.elapsed().as_secs_f64();
    let boards = first.min(instances.len());
    println!(
        "{} boards: {} lengths as published, {} with fewer nodes than the paper; nodes {} (paper {}, ratio {:.3}); \
         wall {:.1} s with the tables ({:.1} s search, {:.2} M nodes/s); load average at end {}",
        boards,
        boards - mismatches,
        fewer,
        nodes,
        paper_nodes,
        nodes as f64 / paper_nodes as f64,
        wall,
        wall - build,
        nodes as f64 / (wall - build) / 1e6,
        load()
    );
    if mismatches > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
