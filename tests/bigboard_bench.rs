//! The big-board study (`scripts/bench-bigboard`): on random solvable W×W boards (fixed seed),
//! each strategy's mean answer length against the Manhattan lower bound, the plain construction
//! and Parberry's 8/3·n³, and the slowest board. Every answer is replayed to the goal.
//! `BIGBOARD_BOARDS` (default 1000) boards per size, `BIGBOARD_SIZES` (default `5,7,10`),
//! `BIGBOARD_THREADS` (default 1) threads sharing the boards; `BIGBOARD_PLAIN=0` leaves out the
//! construction (the × construct column stays empty).

use npuzzle::parts::beam::{beam_solve, BeamParams, SUBMITTED};
use npuzzle::parts::construct::{construct, PLAIN_FINISH};
use npuzzle::parts::grid::Grid;
use npuzzle::parts::parity_cycles::solvable;
use npuzzle::parts::place_tiles::Placer;
use npuzzle::parts::search::Quiet;
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

type Solver = Box<dyn Fn(&mut Grid, &mut Placer, &mut Vec<u8>) -> Result<(), String> + Sync>;

fn strategies() -> Vec<(String, Solver)> {
    let mut list: Vec<(String, Solver)> = Vec::new();
    if std::env::var("BIGBOARD_PLAIN").map_or(true, |v| v != "0") {
        list.push((
            format!("construct (finish {} cells)", PLAIN_FINISH),
            Box::new(|g, p, m| construct(g, PLAIN_FINISH, p, m, &mut Quiet)),
        ));
    }
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
                (4..=8).contains(&f.len()),
                "BIGBOARD_BEAMS: WIDTHxLINExNEXTxBLANK[xCONFLICT[xFINISH[xBUDGET[xSETTLE]]]],..."
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
                // The beams before the settling layers (which came last) had none.
                settle: f.get(7).map_or(0, |&s| s as usize),
            }
        })
        .collect();
    params.push(SUBMITTED);
    for b in params {
        list.push((
            format!(
                "beam {} boards, weights line {} next {} blank {} conflict {}, finish {} cells, \
                 budget {}k, settle {}",
                b.width,
                b.line_weight,
                b.next_weight,
                b.blank_weight,
                b.conflict_weight,
                b.finish_cells,
                b.budget / 1000,
                b.settle
            ),
            Box::new(move |g, p, m| beam_solve(g, &b, p, m, &mut Quiet)),
        ));
    }
    list
}

/// Solves every board (split among `threads` threads, each timing its own CPU) and replays
/// each answer to the goal: the total length, the slowest board's wall and CPU ms, and the
/// boards expanded in all.
fn run_all(solve: &Solver, starts: &[Grid], threads: usize) -> (usize, f64, f64, u64) {
    let chunk = (starts.len() + threads - 1) / threads;
    std::thread::scope(|scope| {
        let runs: Vec<_> = starts
            .chunks(chunk.max(1))
            .map(|boards| scope.spawn(move || run_chunk(solve, boards)))
            .collect();
        runs.into_iter()
            .map(|run| run.join().unwrap())
            .fold((0, 0f64, 0f64, 0), |a, b| {
                (a.0 + b.0, a.1.max(b.1), a.2.max(b.2), a.3 + b.3)
            })
    })
}

fn run_chunk(solve: &Solver, starts: &[Grid]) -> (usize, f64, f64, u64) {
    let mut placer = Placer::new();
    let (mut total, mut slowest, mut slowest_cpu) = (0usize, 0f64, 0f64);
    for start in starts {
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
    (total, slowest, slowest_cpu, placer.expanded)
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
    let threads = env_list("BIGBOARD_THREADS", "1")[0].max(1);
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
        println!("| {n}×{n} | Manhattan lower bound | {manhattan:.1} | 1.000 | | | | | |");
        let mut plain = None;
        for (name, solve) in &solvers {
            let (total, slowest, slowest_cpu, expanded) = run_all(solve, &starts, threads);
            let mean = total as f64 / boards as f64;
            if name.starts_with("construct") {
                plain = Some(mean);
            }
            let against_plain = plain.map_or(String::new(), |p| format!("{:.2}", mean / p));
            println!(
                "| {n}×{n} | {name} | {mean:.1} | {:.3} | {against_plain} | {:.2} | \
                 {slowest_cpu:.0} | {slowest:.0} | {:.0} |",
                mean / manhattan,
                mean / parberry,
                expanded as f64 / boards as f64
            );
        }
    }
}
