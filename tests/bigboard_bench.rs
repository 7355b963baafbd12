//! The big-board study (`scripts/bench-bigboard`): on random solvable W×W boards (fixed seed),
//! each strategy's mean answer length against the Manhattan lower bound, the plain construction
//! and Parberry's 8/3·n³, and the slowest board. Every answer is replayed to the goal.
//! `BIGBOARD_BOARDS` (default 1000) boards per size, `BIGBOARD_SIZES` (default `5,7,10`).

use npuzzle::parts::beam::{beam_solve, BeamParams, SUBMITTED};
use npuzzle::parts::construct::{construct, PLAIN_FINISH};
use npuzzle::parts::cycles::solvable;
use npuzzle::parts::grid::Grid;
use npuzzle::parts::place::Placer;
use npuzzle::rng::Rng;
use std::time::Instant;

/// A uniform random solvable n×n board.
fn random_board(n: usize, rng: &mut Rng) -> Grid {
    let mut tiles: Vec<u32> = (0..(n * n) as u32).collect();
    loop {
        rng.shuffle(&mut tiles);
        if solvable(n, n, &tiles, &mut Vec::new()).unwrap() {
            return Grid::new(n, n, &tiles).unwrap();
        }
    }
}

/// This thread's CPU time in ms (user + system, from /proc: 10 ms ticks), so that a loaded
/// machine does not inflate the per-board figure; `None` off Linux.
fn thread_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks * 10.0)
}

type Solver = Box<dyn Fn(&mut Grid, &mut Placer, &mut Vec<u8>) -> Result<(), String>>;

fn strategies() -> Vec<(String, Solver)> {
    let mut list: Vec<(String, Solver)> = vec![(
        format!("construct (finish {} cells)", PLAIN_FINISH),
        Box::new(|g, p, m| construct(g, PLAIN_FINISH, p, m)),
    )];
    // By default, the earlier settings of the study: line weight only; the next line and the
    // blank's distance (the file submitted before issue 9's second round).
    let variants =
        std::env::var("BIGBOARD_BEAMS").unwrap_or_else(|_| "200x4x1x0x0,500x4x2x4x0".to_string());
    let mut params: Vec<BeamParams> = variants
        .split(',')
        .filter(|v| !v.is_empty())
        .map(|v| {
            let f: Vec<u64> = v.split('x').map(|x| x.parse().unwrap()).collect();
            assert!(
                (4..=7).contains(&f.len()),
                "BIGBOARD_BEAMS: WIDTHxLINExNEXTxBLANK[xCONFLICT[xFINISH[xBUDGET]]],..."
            );
            let weight = |k: usize| f.get(k).map(|&w| w as u32);
            BeamParams {
                width: f[0] as usize,
                line_weight: f[1] as u32,
                next_weight: f[2] as u32,
                blank_weight: f[3] as u32,
                conflict_weight: weight(4).unwrap_or(SUBMITTED.conflict_weight),
                finish_cells: f.get(5).map_or(SUBMITTED.finish_cells, |&c| c as usize),
                budget: f.get(6).copied().unwrap_or(SUBMITTED.budget),
            }
        })
        .collect();
    params.push(SUBMITTED);
    for b in params {
        list.push((
            format!(
                "beam {} boards, weights line {} next {} blank {} conflict {}, finish {} cells, \
                 budget {}k",
                b.width,
                b.line_weight,
                b.next_weight,
                b.blank_weight,
                b.conflict_weight,
                b.finish_cells,
                b.budget / 1000
            ),
            Box::new(move |g, p, m| beam_solve(g, &b, p, m)),
        ));
    }
    list
}

fn env_list(name: &str, default: &str) -> Vec<usize> {
    std::env::var(name)
        .unwrap_or_else(|_| default.to_string())
        .split(',')
        .map(|s| s.trim().parse().expect(name))
        .collect()
}

#[test]
#[ignore]
fn bench_bigboard() {
    let boards = env_list("BIGBOARD_BOARDS", "1000")[0];
    let solvers = strategies();
    println!(
        "| size | strategy | mean moves | × Manhattan | × construct | × Parberry 8/3·n³ \
         | max CPU ms/board | max wall ms/board | boards expanded/board |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for n in env_list("BIGBOARD_SIZES", "5,7,10") {
        let mut rng = Rng::new(0xB16B_0A4D + n as u64);
        let starts: Vec<Grid> = (0..boards).map(|_| random_board(n, &mut rng)).collect();
        let manhattan = starts.iter().map(Grid::manhattan).sum::<usize>() as f64 / boards as f64;
        let parberry = 8.0 / 3.0 * (n * n * n) as f64;
        println!("| {n}×{n} | Manhattan lower bound | {manhattan:.0} | 1.00 | | | | | |");
        let mut plain = None;
        for (name, solve) in &solvers {
            let mut placer = Placer::new();
            let (mut total, mut slowest, mut slowest_cpu) = (0usize, 0f64, 0f64);
            for start in &starts {
                let mut g = start.clone();
                let mut moves = Vec::new();
                let (clock, cpu) = (Instant::now(), thread_cpu_ms());
                solve(&mut g, &mut placer, &mut moves).unwrap();
                slowest = slowest.max(clock.elapsed().as_secs_f64() * 1000.0);
                if let (Some(a), Some(b)) = (cpu, thread_cpu_ms()) {
                    slowest_cpu = slowest_cpu.max(b - a);
                }
                let mut replay = start.clone();
                assert!(moves.iter().all(|&m| replay.step(m as usize)) && replay.is_goal());
                total += moves.len();
            }
            let mean = total as f64 / boards as f64;
            let base = *plain.get_or_insert(mean);
            println!(
                "| {n}×{n} | {name} | {mean:.0} | {:.2} | {:.2} | {:.2} | {slowest_cpu:.0} | \
                 {slowest:.0} | {:.0} |",
                mean / manhattan,
                mean / base,
                mean / parberry,
                placer.expanded as f64 / boards as f64
            );
        }
    }
}
