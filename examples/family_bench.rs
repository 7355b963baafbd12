//! Times issue 8's parts on their heaviest cases, tables built inside the timing, one core:
//!
//! ```sh
//! cargo run --release --example family_bench [hdu|hdu-bfs|fifteen]...   # all three by default
//! /usr/bin/time -f '%U s user' target/release/examples/family_bench hdu  # CPU time, if loaded
//! ```
//!
//! HDU 3567 is timed two ways, to justify the choice of `lex_least` (distance tables from the 9
//! canonical goals, built on first use, then a greedy walk): against a BFS from each case's start
//! with expansion in letter order (first discovery keeps the least string), which needs no table
//! but searches up to 181,440 boards per case.

use npuzzle::parts::{lex_least, pdb15};
use npuzzle::study::fifteen;
use std::collections::HashMap;
use std::time::Instant;

fn read(path: &str) -> String {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| {
        eprintln!("family_bench: {full}: {e}");
        std::process::exit(1)
    })
}

fn hdu_pairs() -> Vec<([u8; 9], [u8; 9])> {
    let text = read("cases/hdu3567/05-random-200.in");
    let parse = |t: &str| -> [u8; 9] {
        let cells: Vec<u8> = t
            .bytes()
            .map(|b| if b == b'X' { 0 } else { b - b'0' })
            .collect();
        cells.try_into().unwrap()
    };
    let tokens: Vec<&str> = text.split_whitespace().skip(1).collect();
    tokens
        .chunks(2)
        .map(|p| (parse(p[0]), parse(p[1])))
        .collect()
}

/// The least shortest string by a BFS from the start, children in letter order, parents kept
/// at first discovery (the alternative to `lex_least`).
fn bfs_from_start(start: &[u8; 9], goal: &[u8; 9]) -> Vec<u8> {
    let mut parent: HashMap<[u8; 9], ([u8; 9], u8)> = HashMap::new();
    let mut queue = vec![*start];
    parent.insert(*start, (*start, 0));
    let mut head = 0;
    while head < queue.len() && !parent.contains_key(goal) {
        let board = queue[head];
        head += 1;
        let blank = board.iter().position(|&t| t == 0).unwrap();
        for (dir, &letter) in lex_least::LETTERS.iter().enumerate() {
            if let Some(target) = lex_least::step(blank, dir) {
                let mut next = board;
                next.swap(blank, target);
                parent.entry(next).or_insert_with(|| {
                    queue.push(next);
                    (board, letter)
                });
            }
        }
    }
    let mut moves = Vec::new();
    let mut board = *goal;
    while board != *start {
        let (from, letter) = parent[&board];
        moves.push(letter);
        board = from;
    }
    moves.reverse();
    moves
}

fn time<T>(label: &str, work: impl FnOnce() -> T) -> T {
    let clock = Instant::now();
    let result = work();
    println!(
        "{label:<58} {:>9.1} ms",
        clock.elapsed().as_secs_f64() * 1e3
    );
    result
}

fn fifteen_boards(path: &str) -> Vec<[u8; 16]> {
    let text = read(path);
    let numbers: Vec<u8> = text
        .split_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect();
    numbers.chunks(16).map(|c| c.try_into().unwrap()).collect()
}

fn main() {
    let mut parts: Vec<String> = std::env::args().skip(1).collect();
    if parts.is_empty() {
        parts = vec!["hdu".into(), "hdu-bfs".into(), "fifteen".into()];
    }
    for part in parts {
        match part.as_str() {
            "hdu" => hdu(false),
            "hdu-bfs" => hdu(true),
            "fifteen" => fifteen(),
            other => {
                eprintln!("family_bench: unknown part {other:?} (hdu, hdu-bfs, fifteen)");
                std::process::exit(1);
            }
        }
    }
}

/// HDU 3567's 200 random pairs by `lex_least`, or by a BFS from each start checked against it.
fn hdu(also_bfs: bool) {
    let pairs = hdu_pairs();
    let tables = time("hdu3567 05-random-200: lex_least (tables included)", || {
        let mut solver = lex_least::EightLex::new();
        let answers: Vec<Vec<u8>> = pairs
            .iter()
            .map(|(s, g)| solver.solve(s, g).unwrap())
            .collect();
        (answers, solver.tables_built())
    });
    println!("  ({} of 9 tables built)", tables.1);
    if also_bfs {
        let by_bfs = time("hdu3567 05-random-200: BFS from each start", || {
            pairs
                .iter()
                .map(|(s, g)| bfs_from_start(s, g))
                .collect::<Vec<_>>()
        });
        assert_eq!(tables.0, by_bfs, "the two methods disagree");
    }
}

/// The 4×4 searches: LightOJ's files with the cap 35, Korf instances around e-olymp's 45.
fn fifteen() {
    let heuristic = time("pdb15 tables (3 patterns, built in parallel)", || {
        pdb15::Heuristic::new(&pdb15::PATTERNS, pdb15::VIEWS)
    });
    let order = [3, 0, 1, 2];
    for file in ["05-bound-35-36", "06-random-100", "04-over-35"] {
        let boards = fifteen_boards(&format!("cases/lightoj-15-puzzle/{file}.in"));
        time(
            &format!("lightoj {file}: {} boards, cap 35", boards.len()),
            || {
                for board in &boards {
                    fifteen::idastar(board, &heuristic, order, Some(35));
                }
            },
        );
    }
    let korf = |length: u32| -> [u8; 16] {
        npuzzle::data::korf_of_length(length).expect("Korf's 100 has the length")
    };
    for (length, cap) in [(45, Some(45)), (46, Some(45)), (66, Some(45)), (66, None)] {
        let label = format!("Korf instance of {length} moves, cap {cap:?}");
        let (found, stats) = time(&label, || {
            fifteen::idastar(&korf(length), &heuristic, [0, 1, 2, 3], cap)
        });
        println!(
            "  {:?} moves, {} expanded",
            found.map(|m| m.len()),
            stats.expanded
        );
    }
}
