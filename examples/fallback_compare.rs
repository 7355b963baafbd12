//! The fast suboptimal searches a budgeted IDA* may fall back on (acm.mipt.ru 091's
//! `idastar15_budget`), side by side on one set of boards, all on the 5-5-5 databases with their four
//! lookups: greedy best-first (`greedy15`), weighted A* (f = g + w·h, w = NUM/DEN, a closed set,
//! stopped past 4 M stored boards) and the beam search (`beam15`) of a given width.
//!
//!   cargo run --release --example fallback_compare -- SET METHOD...
//!
//! SET: `korf100`, `hard80` (npuzzle::data, with their optima) or `random:N` (N uniformly random
//! solvable boards, seed 7, optima unknown). METHOD: `greedy`, `wastar:NUM/DEN` (e.g.
//! `wastar:3/2`), `beam:WIDTH` or `budget:WIDTH` (`idastar15_budget::answer` with no IDA* budget: the
//! beam, and the IDA* to its end should the beam fail). Per method one line: the answers' mean
//! and worst length over the optimum (or the mean and longest length), the mean and worst time
//! a board, and the most boards stored or expanded. Every answer is replayed to the goal.
use npuzzle::parts::beam15::beam;
use npuzzle::parts::board15::{blank_of, step, Board, GOAL};
use npuzzle::parts::greedy15::greedy;
use npuzzle::parts::idastar15_budget::answer;
use npuzzle::parts::idastar15_plan::{Plan, SEQUENTIAL};
use npuzzle::parts::packed15::{pack, unpack, KeyHasher};
use npuzzle::parts::pdb15::{Heuristic, PATTERNS, VIEWS};
use npuzzle::parts::search::Stats;
use std::collections::{BinaryHeap, HashMap};
use std::hash::BuildHasherDefault;
use std::time::Instant;

/// Weighted A* stops past this many stored boards (~200 MB).
const STORED: usize = 4_000_000;

/// Weighted A* (f = den·g + num·h, ties to the deeper node): the moves and the boards stored,
/// or `None` past `STORED`.
fn wastar(board: &Board, heuristic: &Heuristic, (num, den): (u32, u32)) -> Option<(Vec<u8>, u64)> {
    // Per stored board: its key, its parent, the move to it and its g.
    let mut nodes = vec![(pack(board), u32::MAX, 0u8, 0u32)];
    let mut best: HashMap<u64, u32, BuildHasherDefault<KeyHasher>> = HashMap::default();
    best.insert(nodes[0].0, 0);
    let mut open = BinaryHeap::new();
    open.push((
        std::cmp::Reverse(num * heuristic.estimate(board)),
        0u32,
        0u32,
    ));
    while let Some((_, g, number)) = open.pop() {
        let (key, ..) = nodes[number as usize];
        if best[&key] != number {
            continue;
        }
        if key == pack(&GOAL) {
            let (mut moves, mut at) = (Vec::new(), number);
            while nodes[at as usize].1 != u32::MAX {
                moves.push(nodes[at as usize].2);
                at = nodes[at as usize].1;
            }
            moves.reverse();
            return Some((moves, nodes.len() as u64));
        }
        if nodes.len() > STORED {
            return None;
        }
        let mut cells = unpack(key);
        let blank = blank_of(&cells);
        for (dir, target) in (0..4).filter_map(|dir| Some((dir, step(blank, dir)?))) {
            cells.swap(blank, target);
            let (child, h) = (pack(&cells), heuristic.estimate(&cells));
            cells.swap(blank, target);
            if best
                .get(&child)
                .is_some_and(|&seen| nodes[seen as usize].3 <= g + 1)
            {
                continue;
            }
            best.insert(child, nodes.len() as u32);
            open.push((
                std::cmp::Reverse(den * (g + 1) + num * h),
                g + 1,
                nodes.len() as u32,
            ));
            nodes.push((child, number, dir as u8, g + 1));
        }
    }
    None
}

/// The boards of SET with their optima (0: unknown).
fn boards(set: &str) -> Result<Vec<(Board, u32)>, String> {
    match set {
        "korf100" => Ok(npuzzle::data::korf100()),
        "hard80" => Ok(npuzzle::data::hard80()),
        _ => {
            let count = (set.strip_prefix("random:").and_then(|n| n.parse().ok()))
                .ok_or(format!("fallback_compare: unknown set '{set}'"))?;
            let mut rng = npuzzle::rng::Rng::new(7);
            let mut found = Vec::new();
            while found.len() < count {
                let mut board = GOAL;
                rng.shuffle(&mut board);
                if npuzzle::study::fifteen::solvable(&board) {
                    found.push((board, 0));
                }
            }
            Ok(found)
        }
    }
}

/// One method's answer for `board`: its moves and the boards it stored or expanded.
fn solve(
    method: &str,
    board: &Board,
    heuristic: &Heuristic,
) -> Result<Option<(Vec<u8>, u64)>, String> {
    let bad = || format!("fallback_compare: unknown method '{method}'");
    let number = |text: &str| text.parse::<u32>().map_err(|_| bad());
    let mut stats = Stats::default();
    Ok(match method.split_once(':') {
        None if method == "greedy" => {
            let moves = greedy(board, heuristic, &mut stats);
            Some((moves, stats.expanded))
        }
        Some(("wastar", weight)) => {
            let (num, den) = weight.split_once('/').ok_or_else(bad)?;
            wastar(board, heuristic, (number(num)?, number(den)?))
        }
        Some(("beam", width)) => {
            let moves = beam(board, heuristic, (number(width)? as usize, 400), &mut stats);
            moves.map(|moves| (moves, stats.expanded))
        }
        Some(("budget", width)) => {
            let plan = Plan {
                order: [3, 0, 1, 2],
                ..SEQUENTIAL
            };
            let within = (0, (number(width)? as usize, 400));
            let moves = answer(board, (heuristic, plan), within, &mut stats);
            Some((moves, stats.expanded))
        }
        _ => return Err(bad()),
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(message) = compare(&args) {
        eprintln!("{message}");
        std::process::exit(2);
    }
}

fn compare(args: &[String]) -> Result<(), String> {
    let [set, methods @ ..] = args else {
        return Err("usage: fallback_compare SET METHOD...".into());
    };
    let boards = boards(set)?;
    let heuristic = Heuristic::new(&PATTERNS, VIEWS);
    for method in methods {
        let (mut over, mut worst, mut total_time, mut slowest, mut most) =
            (0.0, 0.0f64, 0.0, 0.0f64, 0);
        let (mut failed, mut longest) = (0, 0);
        for (board, optimum) in &boards {
            let started = Instant::now();
            let found = solve(method, board, &heuristic)?;
            let time = started.elapsed().as_secs_f64();
            (total_time, slowest) = (total_time + time, slowest.max(time));
            let Some((moves, effort)) = found else {
                failed += 1;
                continue;
            };
            let mut end = *board;
            for &dir in &moves {
                let blank = blank_of(&end);
                end.swap(
                    blank,
                    step(blank, dir as usize).ok_or("a move off the board")?,
                );
            }
            if end != GOAL {
                return Err(format!("{method}: an answer misses the goal"));
            }
            let ratio = moves.len() as f64 / f64::from((*optimum).max(1));
            (over, worst) = (over + ratio, worst.max(ratio));
            (most, longest) = (most.max(effort), longest.max(moves.len()));
        }
        let n = boards.len() as f64;
        let lengths = match boards[0].1 {
            0 => format!("mean {:.1} moves, longest {longest}", over / n),
            _ => format!("length / optimum: mean {:.3}, worst {worst:.3}", over / n),
        };
        println!(
            "{set} {method}: {lengths}; {:.3} s a board, worst {slowest:.3} s; at most {most} boards; {failed} without an answer",
            total_time / n
        );
    }
    Ok(())
}
