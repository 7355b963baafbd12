//! A package's tests: the row's case set (`cases/<id>/`, exactly what the judge sends) and cases
//! made by `judge gen` (its generator and reference answers, `judge::gen_cmd`) at rising
//! depths, or sizes for the rows whose boards carry their size. Every test is then put through
//! the package's own input validator and checker (the library's code they are bundled from):
//! a test the package's programs would reject is never written. Where the row's folder holds a
//! search whose table grows without bound (the 15-puzzle's plain BFS), a test of many boards
//! within its reach comes first among the secret ones: the time limit, not the memory, is what
//! stops it (`submissions::place`).

use super::bfs15::bfs15_ms;
use super::validator::validate;
use crate::assemble::all;
use crate::check::{check, Verdict};
use crate::gen::{depth_bound, Depth};
use crate::input::parse_input;
use crate::judge::commands::gen::{generate, sized, Request};
use crate::problems::{CellFormat, Problem};
use crate::rng::Rng;
use std::fs;
use std::path::Path;

/// One test: its name (without extension), input, reference answer, and for a generated one
/// the generator's arguments that make its input (`package::generator`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Test {
    pub name: String,
    pub input: String,
    pub answer: String,
    pub sample: bool,
    pub generator_args: Option<String>,
    /// Each puzzle's answer length in input order (`soundness`): its fewest moves where the
    /// answer is a count, the bound's next past the bound, 0 for an unsolvable one.
    pub lengths: Vec<u64>,
}

/// The tests of a package, samples first.
#[derive(Clone, Debug)]
pub struct Data {
    pub tests: Vec<Test>,
    /// The most puzzles one input holds when the judge sends one (every case of the row holds
    /// one): `Some(1)`; else `None`.
    pub most: Option<usize>,
    /// The most moves an answer needs (the deepest board).
    pub deepest: u64,
    /// The most puzzles in one test.
    pub widest: usize,
}

/// One band of generated cases: the depths (or size) and how many puzzles.
#[derive(Clone, Debug)]
struct Band {
    /// The test's name: `gen-K-…`, or `00-many-…` for the test of many boards.
    name: String,
    depth: Depth,
    size: Option<String>,
    count: usize,
    unsolvable: usize,
}

/// The row's own cases, in name order: a case named `*sample*` is a sample.
fn row_cases(cases: &Path) -> Result<Vec<Test>, String> {
    let entries =
        fs::read_dir(cases).map_err(|e| format!("cannot read {}: {e}", cases.display()))?;
    let mut inputs: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    let read =
        |p: &Path| fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
    let mut tests = Vec::new();
    for input in inputs {
        let name = input
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        tests.push(Test {
            sample: name.contains("sample"),
            input: read(&input)?,
            answer: read(&input.with_extension("out"))?,
            name,
            generator_args: None,
            lengths: Vec::new(),
        });
    }
    Ok(tests)
}

/// The bands of generated cases for a row: four depth ranges over the board's diameter where
/// the BFS oracle knows it, three scramble lengths on the 15-puzzle (within the row's bound),
/// sizes for the sized rows.
fn bands(problem: &Problem, most: Option<usize>) -> Vec<Band> {
    let count = if most == Some(1) { 1 } else { 8 };
    let unsolvable = if problem.unsolvable.is_some() && count > 1 {
        2
    } else {
        0
    };
    let band = |depth, size: Option<&str>, count| Band {
        name: String::new(),
        depth,
        size: size.map(str::to_string),
        count,
        unsolvable: if count > 1 { unsolvable } else { 0 },
    };
    if let CellFormat::Sized { square, .. } = problem.input.cells {
        let sizes: &[&str] = if square {
            &["3x3", "5x5", "8x8", "10x10"]
        } else {
            &["2x2", "3x5", "10x10", "40x40", "999x999"]
        };
        let depth = if square {
            Depth::Between(0, 200)
        } else {
            Depth::Any
        };
        return sizes
            .iter()
            .map(|s| band(depth, Some(s), if *s == "999x999" { 1 } else { count }))
            .collect();
    }
    let goal = problem.goal_board();
    let top = match crate::oracle::for_goal(&goal) {
        Some(table) => table.diameter(),
        None => depth_bound(problem).min(50),
    };
    let cuts: Vec<u32> = if crate::oracle::covers(&goal) {
        (0..=4).map(|k| top * k / 4).collect()
    } else {
        vec![4, 15, 30, top]
    };
    let mut bands: Vec<Band> = (cuts.windows(2))
        .map(|w| band(Depth::Between(w[0] + 1, w[1]), None, count))
        .collect();
    bands.extend(many(problem, most));
    bands
}

/// The test of many boards for a row whose folder holds a search that runs out of memory past
/// some depth: boards two to four moves past that depth (the 15-puzzle's plain BFS: 16–18, each
/// in its memory), as many as that search needs three times the time limit for.
fn many(problem: &Problem, most: Option<usize>) -> Option<Band> {
    let reach = (all().filter(|r| r.folder == problem.solutions))
        .filter_map(|r| r.deepest)
        .min()?;
    if most == Some(1) || problem.width * problem.height != 16 {
        return None;
    }
    let (low, high) = (reach + 2, reach + 4);
    let time: f64 = (low..=high).map(|d| bfs15_ms(u64::from(d))).sum();
    let mean_ms = time / f64::from(high - low + 1);
    Some(Band {
        name: format!("00-many-depth-{low}-{high}"),
        depth: Depth::Between(low, high),
        size: None,
        count: (3.0 * problem.time_limit_ms as f64 / mean_ms).ceil() as usize,
        unsolvable: 0,
    })
}

/// The generated cases of `band` (one file), named `gen-K-…`.
fn generated(problem: &'static Problem, k: usize, band: &Band, seed: u64) -> Result<Test, String> {
    let row = sized(problem, band.size.as_deref())?;
    let request = Request {
        problem: row,
        count: band.count,
        files: 1,
        depth: band.depth,
        unsolvable: band.unsolvable,
        seed,
        out: Default::default(),
        solver: problem.reference_file(),
        force: false,
    };
    let made = generate(&request)?.pop().ok_or("judge gen made no case")?;
    let what = match (&band.size, band.depth) {
        (Some(size), _) => format!("size-{size}"),
        (None, Depth::Between(a, b)) => format!("depth-{a}-{b}"),
        (None, Depth::Any) => "any".to_string(),
    };
    let mut args = format!("--count {} --unsolvable {}", band.count, band.unsolvable);
    if let Depth::Between(a, b) = band.depth {
        args.push_str(&format!(" --min-depth {a} --max-depth {b}"));
    }
    if let Some(size) = &band.size {
        args.push_str(&format!(" --size {size}"));
    }
    // judge gen draws a file's seed from the request's (gen_cmd::generate).
    args.push_str(&format!(" --seed {}", Rng::new(seed).next_u64()));
    let name = match band.name.is_empty() {
        true => format!("gen-{k}-{what}"),
        false => band.name.clone(),
    };
    Ok(Test {
        name,
        input: made.input,
        answer: made.answer,
        sample: false,
        generator_args: Some(args),
        lengths: Vec::new(),
    })
}

/// Every test of the package of `problem`, from the cases under `cases` (the row's folder);
/// `generated_too`: with the generated bands (without, the row's cases alone).
pub fn data(problem: &'static Problem, cases: &Path, generated_too: bool) -> Result<Data, String> {
    let mut tests = row_cases(cases)?;
    if tests.is_empty() {
        return Err(format!("{} holds no case", cases.display()));
    }
    let counts: Vec<usize> = tests
        .iter()
        .map(|t| parse_input(problem, t.input.as_bytes()).map(|b| b.len()))
        .collect::<Result<_, _>>()?;
    let most = counts.iter().all(|&n| n == 1).then_some(1);
    if generated_too {
        for (k, band) in bands(problem, most).iter().enumerate() {
            tests.push(generated(problem, k + 1, band, 1000 + k as u64)?);
        }
    }
    if !tests.iter().any(|t| t.sample) {
        // No sample among the row's cases: its first case is shown.
        tests[0].sample = true;
    }
    // Samples first, then by name: the order problemtools and DOMjudge judge them in.
    tests.sort_by(|a, b| (!a.sample, &a.name).cmp(&(!b.sample, &b.name)));
    let mut data = Data {
        tests,
        most,
        deepest: 0,
        widest: 0,
    };
    for test in &mut data.tests {
        test.lengths = soundness(problem, most, test)?;
        data.deepest = data
            .deepest
            .max(test.lengths.iter().copied().max().unwrap_or(0));
        data.widest = data.widest.max(test.lengths.len());
    }
    Ok(data)
}

/// That the package's validator takes `test` and its checker takes its answer: each puzzle's
/// answer length (moves or count; the bound's next for an answer that is over it).
fn soundness(problem: &Problem, most: Option<usize>, test: &Test) -> Result<Vec<u64>, String> {
    let input = test.input.as_bytes();
    validate(problem, most, input)
        .map_err(|e| format!("{}: the input validator rejects it: {e}", test.name))?;
    let answer = test.answer.as_bytes();
    let outcome = check(problem, input, answer, Some(answer));
    if outcome.verdict != Verdict::Ok {
        return Err(format!(
            "{}: its answer fails the checker: {}",
            test.name,
            outcome.line()
        ));
    }
    let over = problem.over.map_or(0, |(bound, _)| u64::from(bound) + 1);
    let lengths = (outcome.puzzles.iter())
        .map(|r| match (r.length.or(r.optimum), r.solvable) {
            (Some(n), _) => n,
            (None, true) => over,
            (None, false) => 0,
        })
        .collect();
    Ok(lengths)
}
