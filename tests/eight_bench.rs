//! Benchmarks of the 8-puzzle solutions (ignored in the default run; CI runs them with
//! `cargo test --release -- --ignored`, and `-- --ignored --nocapture` shows the numbers).
//!
//! - `table.rs`: 100,000 random puzzles, half of them unsolvable, in one input: the whole
//!   process in under 150 ms (the best of 7 runs, so that a busy machine does not decide).
//! - Whole-process instruction counts under `valgrind --tool=callgrind` on the hardest puzzle
//!   (`8 6 7 2 5 4 3 x 1`), one puzzle per process, release build, empty environment:
//!   `astar.rs` ≤ 1.62 M and `bibfs.rs` ≤ 1.45 M. Skipped, saying so, where valgrind is missing.
//! - The nodes table on the POJ 1077 sample (expanded, generated, length) for every strategy.

use npuzzle::rng::Rng;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const HARDEST: &str = "8 6 7 2 5 4 3 x 1\n";
const SAMPLE: &str = "2 3 4 1 5 x 7 6 8\n";
const POJ: [(&str, &str); 6] = [
    ("bfs", env!("CARGO_BIN_EXE_poj1077-bfs")),
    ("bibfs", env!("CARGO_BIN_EXE_poj1077-bibfs")),
    ("astar", env!("CARGO_BIN_EXE_poj1077-astar")),
    ("idastar", env!("CARGO_BIN_EXE_poj1077-idastar")),
    ("greedy", env!("CARGO_BIN_EXE_poj1077-greedy")),
    ("table", env!("CARGO_BIN_EXE_poj1077-table")),
];

/// Runs `program args` with `input` on stdin; (stdout, stderr), panicking unless it succeeds.
fn run(program: &str, args: &[&str], input: &[u8], env: &[(&str, &str)]) -> (Vec<u8>, String) {
    let mut command = Command::new(program);
    command.args(args).env_remove("NPUZZLE_STATS");
    for &(k, v) in env {
        command.env(k, v);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {}", program, e));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{}: {}", program, stderr);
    (out.stdout, stderr)
}

/// 100,000 puzzles in the POJ format: 50,000 random solvable ones and 50,000 unsolvable ones
/// (each a solvable one with two tiles swapped), shuffled together; seeded.
fn hundred_thousand() -> String {
    let mut rng = Rng::new(100_000);
    let mut boards = Vec::with_capacity(100_000);
    while boards.len() < 100_000 {
        let mut cells: Vec<u32> = (0..9).collect();
        rng.shuffle(&mut cells);
        let tiles: Vec<u32> = cells.iter().copied().filter(|&t| t != 0).collect();
        let inversions: usize = (0..8)
            .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
            .sum();
        if inversions % 2 == 0 {
            let mut twin = cells.clone();
            let (a, b) = (
                twin.iter().position(|&t| t == 1),
                twin.iter().position(|&t| t == 2),
            );
            twin.swap(a.unwrap(), b.unwrap());
            boards.push(cells);
            boards.push(twin);
        }
    }
    rng.shuffle(&mut boards);
    let mut text = String::with_capacity(18 * boards.len());
    for cells in boards {
        let tokens: Vec<String> = cells
            .iter()
            .map(|&t| {
                if t == 0 {
                    "x".to_string()
                } else {
                    t.to_string()
                }
            })
            .collect();
        text.push_str(&tokens.join(" "));
        text.push('\n');
    }
    text
}

#[test]
#[ignore = "benchmark: 100,000 puzzles through table.rs"]
fn table_answers_100000_puzzles_in_150_ms() {
    let input = hundred_thousand();
    let table = POJ[5].1;
    let mut best = Duration::MAX;
    let mut output = Vec::new();
    for _ in 0..7 {
        let start = Instant::now();
        output = run(table, &[], input.as_bytes(), &[]).0;
        best = best.min(start.elapsed());
    }
    let text = String::from_utf8(output).unwrap();
    assert_eq!(text.lines().count(), 100_000);
    assert_eq!(text.lines().filter(|l| *l == "unsolvable").count(), 50_000);
    println!(
        "table.rs, 100,000 puzzles (half unsolvable), whole process: best of 7 {:?}",
        best
    );
    assert!(best < Duration::from_millis(150), "{:?}", best);
}

/// Instructions of one process under callgrind, or None without valgrind.
fn instructions(program: &str, input: &str) -> Option<u64> {
    let dir = std::env::temp_dir().join(format!("npuzzle-callgrind-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_file = dir.join("callgrind.out");
    let out_arg = format!("--callgrind-out-file={}", out_file.display());
    // An empty environment: the loader and the runtime read every variable (over 10
    // instructions a byte), so the caller's environment would move the count.
    let spawned = Command::new("valgrind")
        .env_clear()
        .args(["--tool=callgrind", &out_arg, program])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(_) => return None,
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let log = String::from_utf8_lossy(&out.stderr);
    let line = log.lines().find(|l| l.contains("Collected :"))?;
    line.rsplit(':')
        .next()?
        .trim()
        .replace(',', "")
        .parse()
        .ok()
}

#[test]
#[ignore = "benchmark: callgrind instruction counts on the hardest puzzle"]
fn astar_and_bibfs_instruction_counts_on_the_hardest_puzzle() {
    let floor = {
        let empty = std::env::temp_dir().join(format!("npuzzle-empty-{}", std::process::id()));
        let source = empty.with_extension("rs");
        std::fs::write(&source, "fn main() {}\n").unwrap();
        let built = Command::new("rustc")
            .args(["-O", "-o"])
            .arg(&empty)
            .arg(&source)
            .status()
            .is_ok_and(|s| s.success());
        let count = if built {
            instructions(empty.to_str().unwrap(), "")
        } else {
            None
        };
        let _ = std::fs::remove_file(&source);
        let _ = std::fs::remove_file(&empty);
        count
    };
    let mut report = Vec::new();
    for &(name, binary, limit) in &[
        ("astar", POJ[2].1, 1_620_000u64),
        ("bibfs", POJ[1].1, 1_450_000u64),
    ] {
        match instructions(binary, HARDEST) {
            None => {
                println!("valgrind is not available: instruction counts skipped");
                return;
            }
            Some(count) => {
                println!(
                    "{}.rs on {}: {} instructions (limit {})",
                    name,
                    HARDEST.trim(),
                    count,
                    limit
                );
                report.push((name, count, limit));
            }
        }
    }
    if let Some(floor) = floor {
        println!(
            "an empty `fn main() {{}}` (rustc -O): {} instructions",
            floor
        );
    }
    for (name, count, limit) in report {
        assert!(
            count <= limit,
            "{}.rs: {} instructions > {}",
            name,
            count,
            limit
        );
    }
}

#[test]
#[ignore = "benchmark: the per-strategy nodes table on the POJ 1077 sample"]
fn nodes_table_on_the_poj1077_sample() {
    println!("| strategy | expanded | generated | length |");
    println!("|---|---:|---:|---:|");
    for &(name, binary) in &POJ {
        let (out, err) = run(binary, &[], SAMPLE.as_bytes(), &[("NPUZZLE_STATS", "1")]);
        let numbers: Vec<&str> = err
            .trim()
            .split(' ')
            .filter_map(|w| w.split('=').nth(1))
            .collect();
        let length = String::from_utf8(out).unwrap().trim_end().len();
        println!(
            "| {} | {} | {} | {} |",
            name, numbers[0], numbers[1], length
        );
    }
}
