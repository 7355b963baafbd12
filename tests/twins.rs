//! Every C++ twin (`solutions/<folder>/<strategy>.cpp`, src/assemble/cpp.rs) prints what its
//! Rust twin prints: built as POJ's and HDU's G++ build it (C++98, `-pedantic-errors`, here with
//! `-Werror`), run beside the Rust binary with `NPUZZLE_STATS` set on every case of every row its
//! folder serves and on malformed inputs, the exit status, stdout and stderr compared byte for
//! byte: every poj1077 twin and each other folder's recommended one here, every twin in the
//! ignored test, which also runs every solvable 8-puzzle through each twin pair of poj1077 and
//! luogu1379 as one input. Another ignored test builds the twins with g++ and clang++ as C++98,
//! 11, 17 and 20. Both of the first also check that each twin takes symbols from the C library
//! alone (no libstdc++, no libgcc: loading them costs a process more than its search).

mod recipes_common;

use npuzzle::assemble::cpp::cpp_target;
use npuzzle::assemble::{all, Recipe};
use npuzzle::parallel;
use npuzzle::problems::served_by;
use recipes_common::binary;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The flags every twin builds warning-free with, the standard first.
const FLAGS: [&str; 5] = ["-pedantic-errors", "-Wall", "-Wextra", "-Werror", "-O2"];

/// Inputs this large (hdu1043's 6,000 puzzles) are left to the ignored pass for the plain BFS
/// files, about 3 ms a puzzle in either language (as tests/eight_cases.rs).
const QUICK_BYTES: usize = 20_000;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every recipe with a C++ twin in the checkout.
fn twins() -> Vec<&'static Recipe> {
    all()
        .filter(|r| root().join(cpp_target(r)).is_file())
        .collect()
}

/// Whether `compiler` runs here; if not, says so once on stderr.
fn present(compiler: &str) -> bool {
    let found = Command::new(compiler).arg("--version").output().is_ok();
    if !found {
        eprintln!("SKIPPED: {compiler} is not installed (CI installs it: .ci/run)");
    }
    found
}

/// A fresh scratch folder for binaries.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("npuzzle-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Builds `source` with `compiler -std=<std>` and `FLAGS` into `out`; the compiler's complaint
/// on failure.
fn build(compiler: &str, std: &str, source: &Path, out: &Path) -> Result<(), String> {
    let output = Command::new(compiler)
        .arg(format!("-std={std}"))
        .args(FLAGS)
        .arg("-o")
        .arg(out)
        .arg(source)
        .output()
        .map_err(|e| format!("{compiler}: {e}"))?;
    match output.status.success() && output.stderr.is_empty() {
        true => Ok(()),
        false => Err(format!(
            "{compiler} -std={std} {}:\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        )),
    }
}

/// The twins `recipes` built as C++98 with g++, on every core: (recipe, binary). A binary is
/// kept in `target/twins/` under a key of the source's text, the compiler's version and the
/// flags, so that a warm run compiles nothing; `dir` takes each build until it is complete.
fn built(dir: &Path, recipes: Vec<&'static Recipe>) -> Vec<(&'static Recipe, PathBuf)> {
    assert!(!recipes.is_empty(), "no C++ twin in solutions/");
    let cache = root().join("target/twins");
    fs::create_dir_all(&cache).unwrap();
    let version = Command::new("g++")
        .arg("--version")
        .output()
        .unwrap()
        .stdout;
    let results = parallel::map(&recipes, parallel::cores(), |recipe| {
        let source = root().join(cpp_target(recipe));
        let mut key = std::collections::hash_map::DefaultHasher::new();
        (fs::read(&source).unwrap(), &version, FLAGS).hash(&mut key);
        let kept = cache.join(format!(
            "{}-{}-{:016x}",
            recipe.folder,
            recipe.strategy,
            key.finish()
        ));
        if kept.is_file() {
            return Ok::<PathBuf, String>(kept);
        }
        let out = dir.join(format!("{}-{}", recipe.folder, recipe.strategy));
        build("g++", "c++98", &source, &out)?;
        fs::rename(&out, &kept)
            .or_else(|_| fs::copy(&out, &kept).map(|_| ()))
            .unwrap();
        Ok(kept)
    });
    let mut binaries = Vec::new();
    for (recipe, result) in recipes.into_iter().zip(results) {
        binaries.push((recipe, result.unwrap_or_else(|e| panic!("{e}"))));
    }
    binaries
}

/// The dynamic symbols `binary` takes from elsewhere than the C library (libstdc++'s, libgcc's),
/// as `nm -D --undefined-only` lists them (weak ones left out); none looked for without `nm`.
fn foreign_symbols(binary: &Path) -> Vec<String> {
    let Ok(out) = Command::new("nm")
        .args(["-D", "--undefined-only"])
        .arg(binary)
        .output()
    else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|line| !line.trim_start().starts_with("w "))
        .filter_map(|line| line.split_whitespace().last())
        .filter(|symbol| !symbol.contains("@GLIBC_"))
        .map(str::to_string)
        .collect()
}

/// A line for each of `binaries` that takes a symbol from elsewhere than the C library; a
/// function's twin (LeetCode's) is left out: its method takes LeetCode's `std::vector`.
fn beyond_libc(binaries: &[(&'static Recipe, PathBuf)]) -> Vec<String> {
    let mut lines = Vec::new();
    for (recipe, binary) in binaries.iter().filter(|(r, _)| r.function.is_none()) {
        let symbols = foreign_symbols(binary);
        if !symbols.is_empty() {
            lines.push(format!(
                "{}/{}.cpp takes {} from beyond the C library",
                recipe.folder,
                recipe.strategy,
                symbols.join(", ")
            ));
        }
    }
    lines
}

/// Runs `program` on `input` with `NPUZZLE_STATS` set: (exit status, stdout, stderr).
fn run(program: &Path, input: &[u8]) -> (Option<i32>, Vec<u8>, Vec<u8>) {
    let mut child = Command::new(program)
        .env("NPUZZLE_STATS", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {}", program.display(), e));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    (out.status.code(), out.stdout, out.stderr)
}

/// Runs both twins on `input`: a line naming where they differ, if they do.
fn compare(recipe: &Recipe, cpp: &Path, input: &[u8], what: &str) -> Option<String> {
    let (rust, cpp) = (run(&binary(recipe), input), run(cpp, input));
    let name = format!("{}/{}.cpp on {what}", recipe.folder, recipe.strategy);
    let shown = |b: &[u8]| String::from_utf8_lossy(&b[..b.len().min(300)]).into_owned();
    if rust.0 != cpp.0 {
        return Some(format!(
            "{name}: exit {:?}, the Rust twin's {:?}",
            cpp.0, rust.0
        ));
    }
    if rust.1 != cpp.1 {
        return Some(format!(
            "{name}: stdout differs: {:?} vs {:?}",
            shown(&cpp.1),
            shown(&rust.1)
        ));
    }
    if rust.2 != cpp.2 {
        return Some(format!(
            "{name}: stderr differs: {:?} vs {:?}",
            shown(&cpp.2),
            shown(&rust.2)
        ));
    }
    None
}

/// The case inputs of every row `folder` serves, sorted.
fn cases(folder: &str) -> Vec<PathBuf> {
    let mut inputs = Vec::new();
    for row in served_by(folder) {
        let dir = root().join("cases").join(row.id);
        let mut these: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .collect();
        these.sort();
        inputs.extend(these);
    }
    inputs
}

/// Inputs every format refuses, and some it takes oddly: errors are compared line for line.
const MALFORMED: &[&[u8]] = &[
    b"",
    b"   \n",
    b"1 2 3",
    b"1 2 3 4 5 6 7 8 9",
    b"1 2 3 4 5 6 7 8 x x",
    b"1 1 3 4 5 6 7 8 x",
    b"01 2 3 4 5 6 7 8 x",
    b"\xef\xbb\xbf1 2 3 4 5 6 7 8 x\n",
    b"2\n1 2 3 4 5 6 7 8 x\n",
    b"+1\n1 2 3 4 5 6 7 8 x\n",
    b"1\n1 2 3 4 5 6 7 8 x\n8 7 6 5 4 3 2 1 x\n",
    b"99999999999999999999999\n",
    b"-1\n",
    b"12345678x\n",
    b"123456780\n",
    b"123456788\n",
    b"1234567890\n",
    b"\x01\x7f\xc2\x85abc\xff\xe2\x82 a-very-long-token-of-more-than-twenty-characters",
    b"\xf0\x9f\x98\x80\xed\xa0\x80\xf4\x90\x80\x80 2 3",
];

/// Whether a twin is built by the quick test: every poj1077 twin (every search), and the twin
/// each other folder recommends (every format). The ignored test builds them all.
fn quick(recipe: &Recipe) -> bool {
    let recommended = served_by(recipe.folder).any(|row| row.recommended == recipe.strategy);
    recipe.folder == "poj1077" || recommended
}

/// Runs each of `binaries` and its Rust twin on every case of every row its folder serves (the
/// plain BFS on the small ones only, when `quick`) and on `MALFORMED`, the twins shared out to
/// one thread a core (`parallel::map`): where they differ.
fn on_every_case(binaries: &[(&'static Recipe, PathBuf)], quick: bool) -> Vec<String> {
    let start = Instant::now();
    let done = npuzzle::parallel::map(binaries, npuzzle::parallel::cores(), |(recipe, cpp)| {
        twin_on_every_case(recipe, cpp, quick)
    });
    let runs: usize = done.iter().map(|d| d.0).sum();
    eprintln!(
        "{} twins, {runs} inputs compared in {:.1?}",
        binaries.len(),
        start.elapsed()
    );
    done.into_iter().flat_map(|d| d.1).collect()
}

/// The most moves an answer of the case `input` needs: its longest line of letters alone in its
/// `.out` file (a search with a `deepest` runs out of memory past it: the 4×4 BFS).
fn longest_answer(input: &Path) -> usize {
    let answers = fs::read_to_string(input.with_extension("out")).unwrap_or_default();
    (answers.lines())
        .filter(|line| line.bytes().all(|b| b.is_ascii_alphabetic()))
        .map(str::len)
        .max()
        .unwrap_or(0)
}

/// [`on_every_case`]'s work for one twin: the inputs run, and where the twins differ.
fn twin_on_every_case(recipe: &'static Recipe, cpp: &Path, quick: bool) -> (usize, Vec<String>) {
    let (mut runs, mut failures) = (0, Vec::new());
    for case in cases(recipe.folder) {
        let input = fs::read(&case).unwrap();
        if quick && recipe.search == "bfs" && input.len() >= QUICK_BYTES {
            continue;
        }
        if recipe
            .deepest
            .is_some_and(|deepest| longest_answer(&case) > deepest as usize)
        {
            continue;
        }
        let what = case
            .strip_prefix(root())
            .unwrap_or(&case)
            .display()
            .to_string();
        failures.extend(compare(recipe, cpp, &input, &what));
        runs += 1;
    }
    for (k, input) in MALFORMED.iter().enumerate() {
        failures.extend(compare(recipe, cpp, input, &format!("malformed input {k}")));
        runs += 1;
    }
    (runs, failures)
}

#[test]
fn twins_print_what_their_rust_twins_print_on_every_case() {
    if !present("g++") {
        return;
    }
    let (dir, start) = (scratch("twins"), Instant::now());
    let binaries = built(&dir, twins().into_iter().filter(|r| quick(r)).collect());
    eprintln!("{} twins built in {:.1?}", binaries.len(), start.elapsed());
    let mut failures = beyond_libc(&binaries);
    failures.extend(on_every_case(&binaries, true));
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every 8-puzzle that reaches `goal`, one a line, in the order of the permutations of the
/// cells, written as `write` writes a board; every `step`-th of them.
fn every_solvable_eight(goal: &[u8], step: usize, write: Writer) -> Vec<u8> {
    let parity = |cells: &[u8]| {
        let tiles: Vec<u8> = cells.iter().copied().filter(|&c| c != 0).collect();
        let inversions: usize = (0..8)
            .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
            .sum();
        inversions % 2
    };
    let mut cells: Vec<u8> = (0..9).collect();
    let mut text = Vec::new();
    let mut k = 0;
    loop {
        if parity(&cells) == parity(goal) {
            if k % step == 0 {
                text.extend_from_slice(write(&cells).as_bytes());
                text.push(b'\n');
            }
            k += 1;
        }
        // The next permutation in lexicographic order, or the end.
        let Some(i) = (0..8).rev().find(|&i| cells[i] < cells[i + 1]) else {
            break;
        };
        let j = (i + 1..9).rev().find(|&j| cells[j] > cells[i]).unwrap();
        cells.swap(i, j);
        cells[i + 1..].reverse();
    }
    assert_eq!(k, 181_440);
    text
}

/// How a format writes a board.
type Writer = fn(&[u8]) -> String;

/// A board as POJ 1077 writes it: `1 2 3 4 5 6 7 8 x`.
fn tokens(cells: &[u8]) -> String {
    let tokens: Vec<String> = cells
        .iter()
        .map(|&c| match c {
            0 => "x".to_string(),
            t => t.to_string(),
        })
        .collect();
    tokens.join(" ")
}

/// A board as Luogu P1379 writes it: `123804765`.
fn digits(cells: &[u8]) -> String {
    cells.iter().map(|c| c.to_string()).collect()
}

#[test]
#[ignore = "every twin on every case, and every solvable 8-puzzle through each twin pair of poj1077 and luogu1379 (plain BFS on every 64th): ~4 min; .ci/run runs it"]
fn twins_agree_on_every_case_and_every_solvable_eight_puzzle() {
    if !present("g++") {
        return;
    }
    let (dir, start) = (scratch("twins-all"), Instant::now());
    let goals: [(&str, &[u8], Writer); 2] = [
        ("poj1077", &[1, 2, 3, 4, 5, 6, 7, 8, 0], tokens),
        ("luogu1379", &[1, 2, 3, 8, 0, 4, 7, 6, 5], digits),
    ];
    let binaries = built(&dir, twins());
    let mut failures = beyond_libc(&binaries);
    failures.extend(on_every_case(&binaries, false));
    for (folder, goal, write) in goals {
        let (all, sample) = (
            every_solvable_eight(goal, 1, write),
            every_solvable_eight(goal, 64, write),
        );
        for (recipe, cpp) in binaries.iter().filter(|(r, _)| r.folder == folder) {
            let input = if recipe.search == "bfs" {
                &sample
            } else {
                &all
            };
            let began = Instant::now();
            let boards = input.iter().filter(|&&b| b == b'\n').count();
            let what = format!("{boards} boards in one input");
            failures.extend(compare(recipe, cpp, input, &what));
            eprintln!(
                "{}/{}: {what}, both twins in {:.1?}",
                recipe.folder,
                recipe.strategy,
                began.elapsed()
            );
        }
    }
    let _ = fs::remove_dir_all(&dir);
    eprintln!("all in {:.1?}", start.elapsed());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "poj1077's twins with g++ and clang++ as C++98, 11, 17 and 20, the others' with clang++ as C++98: ~1 min; .ci/run runs it"]
fn twins_build_warning_free_with_every_judges_compiler() {
    if !present("g++") || !present("clang++") {
        return;
    }
    // The other folders' twins differ from poj1077's only in their header and their problem's
    // section (data): every one is built with g++ as C++98 by the other tests, and here with
    // clang++.
    let dir = scratch("twins-matrix");
    let mut builds = Vec::new();
    for recipe in twins() {
        for compiler in ["g++", "clang++"] {
            for std in ["c++98", "c++11", "c++17", "c++20"] {
                if recipe.folder == "poj1077" || (compiler, std) == ("clang++", "c++98") {
                    builds.push((recipe, compiler, std));
                }
            }
        }
    }
    let start = Instant::now();
    let results = parallel::map(&builds, parallel::cores(), |(recipe, compiler, std)| {
        let out = dir.join(format!(
            "{}-{}-{compiler}-{std}",
            recipe.folder, recipe.strategy
        ));
        build(compiler, std, &root().join(cpp_target(recipe)), &out)
    });
    let _ = fs::remove_dir_all(&dir);
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    eprintln!("{} builds in {:.1?}", builds.len(), start.elapsed());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
