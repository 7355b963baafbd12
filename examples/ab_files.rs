//! The solution files of an earlier revision against the current ones, in one run:
//! `scripts/bench-ab [REV]` extracts `solutions/` at REV and runs this example with that folder.
//!
//! Both sets are built as a judge builds them (`rustc -O --edition 2021`) and run in turn, the
//! old file then the new, so the machine's load falls on both alike. It prints:
//! 1. each pair's source bytes, and whether it prints the same on every case of its folder
//!    (`cases/<folder>/`) with `NPUZZLE_STATS` set: the answers and the stats lines, that is the
//!    node counts;
//! 2. Korf's 100 (`cases/korf100`) on `uva10181/idastar.rs`, wall time of each run;
//! 3. all 9! boards in one input (the solvable half and an unsolvable twin of each) on HDU 1043's
//!    `poj1077/{astar,bibfs,idastar}.rs`, wall time of each run;
//! 4. one puzzle a process: 200 random solvable boards on `poj1077/{astar,bibfs,idastar}.rs`,
//!    the mean wall time of a process.
//!
//! Usage: `ab_files OLD_SOLUTIONS_DIR [--runs N]` (N runs of each timing, default 3).

use npuzzle::board::Board;
use npuzzle::oracle::DistanceTable;
use npuzzle::rng::Rng;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// One file at both revisions, built.
struct Pair {
    name: String,
    bytes: (u64, u64),
    exe: (PathBuf, PathBuf),
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (old, runs) = match args.as_slice() {
        [dir] => (PathBuf::from(dir), 3),
        [dir, flag, n] if flag == "--runs" => match n.parse::<usize>() {
            Ok(n) if n > 0 => (PathBuf::from(dir), n),
            _ => fail(&format!(
                "ab_files: --runs wants a positive number, not '{n}'"
            )),
        },
        _ => fail("usage: ab_files OLD_SOLUTIONS_DIR [--runs N]"),
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/ab");
    let pairs = build_pairs(&old, &root.join("solutions"), &bin);
    println!("## Same output on every case (answers and stats lines), source bytes\n");
    println!("| file | old bytes | new bytes | cases | same |\n|---|---:|---:|---:|---|");
    for pair in &pairs {
        let (cases, same) = same_on_cases(root, pair);
        println!(
            "| {} | {} | {} | {} | {} |",
            pair.name, pair.bytes.0, pair.bytes.1, cases, same
        );
    }
    let find = |name: &str| pairs.iter().find(|p| p.name == name);
    println!("\n## Timings, wall seconds, old / new, {runs} runs each in turn\n");
    println!("| what | old | new |\n|---|---|---|");
    if let Some(pair) = find("uva10181/idastar.rs") {
        let input = read(&root.join("cases/korf100/01-korf100.in"));
        timed_row("Korf's 100, uva10181/idastar.rs", pair, &[input], runs);
    }
    let table = DistanceTable::new(&Board::standard_goal(3, 3));
    let every = every_board(&table);
    let random = random_boards(&table, 200);
    for strategy in ["astar", "bibfs", "idastar"] {
        if let Some(pair) = find(&format!("poj1077/{strategy}.rs")) {
            let what = format!("all 9! boards in one input, poj1077/{strategy}.rs");
            timed_row(&what, pair, std::slice::from_ref(&every), runs);
            let what = format!("200 boards, one a process (total), poj1077/{strategy}.rs");
            timed_row(&what, pair, &random, runs);
        }
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2)
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| fail(&format!("ab_files: {}: {e}", path.display())))
}

/// Every `<folder>/<strategy>.rs` present in both trees, each built once into `bin`.
fn build_pairs(old: &Path, new: &Path, bin: &Path) -> Vec<Pair> {
    let mut names = Vec::new();
    let folders = std::fs::read_dir(new).unwrap_or_else(|e| fail(&format!("ab_files: {e}")));
    for folder in folders.flatten() {
        for file in std::fs::read_dir(folder.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = format!(
                "{}/{}",
                folder.file_name().to_string_lossy(),
                file.file_name().to_string_lossy()
            );
            if name.ends_with(".rs") && old.join(&name).is_file() {
                names.push(name);
            }
        }
    }
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
            let (o, n) = (old.join(&name), new.join(&name));
            let stem = name.trim_end_matches(".rs").replace('/', "-");
            let exe = (
                build(&o, &bin.join(format!("old-{stem}"))),
                build(&n, &bin.join(format!("new-{stem}"))),
            );
            Pair {
                bytes: (size(&o), size(&n)),
                name,
                exe,
            }
        })
        .collect()
}

/// `rustc -O --edition 2021`, skipped when the binary is newer than the source.
fn build(source: &Path, exe: &Path) -> PathBuf {
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if let (Some(built), Some(written)) = (modified(exe), modified(source)) {
        if built > written {
            return exe.to_path_buf();
        }
    }
    let _ = std::fs::create_dir_all(exe.parent().unwrap_or(Path::new(".")));
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-o"])
        .arg(exe)
        .arg(source)
        .status();
    match status {
        Ok(s) if s.success() => exe.to_path_buf(),
        _ => fail(&format!("ab_files: rustc failed on {}", source.display())),
    }
}

/// Stdout and stderr of one run with `NPUZZLE_STATS` set, and its wall seconds.
fn run(exe: &Path, input: &[u8]) -> (Vec<u8>, Vec<u8>, f64) {
    let start = Instant::now();
    let child = Command::new(exe)
        .env("NPUZZLE_STATS", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = child.unwrap_or_else(|e| fail(&format!("ab_files: {}: {e}", exe.display())));
    let stdin = child.stdin.take();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            let _ = std::io::Write::write_all(&mut stdin, &input);
        }
    });
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| fail(&format!("ab_files: {}: {e}", exe.display())));
    let _ = feeder.join();
    let wall = start.elapsed().as_secs_f64();
    (output.stdout, output.stderr, wall)
}

/// How many cases the pair's folder has, and whether both files print the same on each.
fn same_on_cases(root: &Path, pair: &Pair) -> (usize, String) {
    let folder = pair.name.split('/').next().unwrap_or("");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(root.join("cases").join(folder))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    let differ: Vec<String> = inputs
        .iter()
        .filter(|input| {
            let bytes = read(input);
            let (o, n) = (run(&pair.exe.0, &bytes), run(&pair.exe.1, &bytes));
            (o.0, o.1) != (n.0, n.1)
        })
        .map(|p| {
            p.file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let same = match differ.len() {
        0 => "yes".to_string(),
        _ => format!("differs on {}", differ.join(", ")),
    };
    (inputs.len(), same)
}

/// One table row: for each of `runs` rounds, the old file then the new on all `inputs` (one
/// process each), the round's total wall seconds; the outputs of the two must agree.
fn timed_row(what: &str, pair: &Pair, inputs: &[Vec<u8>], runs: usize) {
    let (mut old, mut new) = (Vec::new(), Vec::new());
    let mut same = true;
    for _ in 0..runs {
        let (mut o, mut n) = (0.0, 0.0);
        for input in inputs {
            let a = run(&pair.exe.0, input);
            let b = run(&pair.exe.1, input);
            same &= a.0 == b.0 && a.1 == b.1;
            o += a.2;
            n += b.2;
        }
        old.push(format!("{o:.2}"));
        new.push(format!("{n:.2}"));
    }
    let note = if same { "" } else { " (outputs differ)" };
    println!("| {what}{note} | {} | {} |", old.join(", "), new.join(", "));
}

/// HDU 1043's line of a board: nine tokens, `x` the blank.
fn line(board: &Board) -> String {
    let tokens: Vec<String> = board
        .cells
        .iter()
        .map(|&c| match c {
            0 => "x".to_string(),
            t => t.to_string(),
        })
        .collect();
    tokens.join(" ")
}

/// Every solvable board and, after each, its unsolvable twin (the first two tiles swapped).
fn every_board(table: &DistanceTable) -> Vec<u8> {
    let mut text = String::new();
    for (board, _) in table.solvable_boards() {
        let mut twin = board.cells.clone();
        let tiles: Vec<usize> = (0..9).filter(|&i| twin[i] != 0).take(2).collect();
        twin.swap(tiles[0], tiles[1]);
        text += &line(&board);
        text.push('\n');
        text += &line(&Board::new(3, 3, twin).unwrap_or(board));
        text.push('\n');
    }
    text.into_bytes()
}

/// `n` random solvable boards (seeded), one input each.
fn random_boards(table: &DistanceTable, n: usize) -> Vec<Vec<u8>> {
    let solvable: Vec<Board> = table.solvable_boards().map(|(b, _)| b).collect();
    let mut rng = Rng::new(0xab);
    (0..n)
        .map(|_| {
            let board = &solvable[rng.below(solvable.len() as u64) as usize];
            format!("{}\n", line(board)).into_bytes()
        })
        .collect()
}
