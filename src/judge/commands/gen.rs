//! `judge gen ID --count N …`: random cases with reference answers, through the library's generator
//! (`npuzzle::gen`).
//!
//! Answers are the BFS oracle's (optimal) where it reaches; beyond it (4×4), where the rule asks
//! for fewest moves or the scramble's reverse breaks the rule (UVA's 50-move bound), the problem's
//! reference solver from the table (`solutions/<FOLDER>/<reference>.rs`), is run on the case
//! through the judge's runner and its answer, checked, is kept.

use crate::check::{self, Verdict};
use crate::gen::{self, Depth, Spec};
use crate::input::format_puzzles;
use crate::judge::cli::args::{self, Arity, Parsed};
use crate::judge::compile;
use crate::judge::sandbox::{self, Limits};
use crate::output::format_output;
use crate::parallel;
use crate::problems::{self, CellFormat, Problem, Rule};
use crate::rng::Rng;
use std::path::{Path, PathBuf};
use std::time::Duration;

const OPTIONS: &[(&str, Arity)] = &[
    ("--count", Arity::One),
    ("--files", Arity::One),
    ("--depth", Arity::One),
    ("--min-depth", Arity::One),
    ("--max-depth", Arity::One),
    ("--unsolvable", Arity::One),
    ("--seed", Arity::One),
    ("--out", Arity::One),
    ("--solver", Arity::One),
    ("--force", Arity::Flag),
    ("--size", Arity::One),
];

/// The most case files one `judge gen` writes.
const MAX_FILES: usize = 1000;

/// What to generate.
#[derive(Clone, Debug)]
pub struct Request {
    pub problem: &'static Problem,
    /// Puzzles per case.
    pub count: usize,
    /// Case files.
    pub files: usize,
    pub depth: Depth,
    pub unsolvable: usize,
    pub seed: u64,
    pub out: PathBuf,
    pub solver: PathBuf,
    pub force: bool,
}

/// One generated case, not yet written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub name: String,
    pub input: String,
    pub answer: String,
    /// Where the answer came from: `oracle`, `scramble`, or the solver's path.
    pub source: String,
}

/// The answer of the best solver on `input`, checked for validity (any valid moves, solved,
/// never longer than the scramble's answer `fallback`).
fn solve_with(
    solver: &Path,
    problem: &Problem,
    input: &str,
    fallback: &str,
) -> Result<String, String> {
    let program = compile::prepare(solver)?;
    let limits = Limits::judge(Duration::from_secs(120), Some(8 << 30));
    let run = sandbox::run(&program.command, input.as_bytes(), &limits, &[])
        .map_err(|e| format!("{}: {e}", solver.display()))?;
    if run.verdict(&limits) != sandbox::RunVerdict::Finished {
        return Err(format!("{}: {}", solver.display(), run.describe_exit()));
    }
    // Judge the solver under "any valid moves" against the scramble: it may only be shorter. A
    // count cannot be replayed: without an oracle it is its own answer, compared below.
    let counted = problem.count_only();
    let mut valid = *problem;
    if !counted {
        valid.rule = Rule::AnyValid;
    }
    let outcome = check::check(
        &valid,
        input.as_bytes(),
        &run.stdout,
        counted.then_some(&run.stdout[..]),
    );
    if outcome.verdict != Verdict::Ok {
        return Err(format!(
            "{}: its answer fails: {}",
            solver.display(),
            outcome.line()
        ));
    }
    let mine = check::check(
        &valid,
        input.as_bytes(),
        fallback.as_bytes(),
        counted.then_some(fallback.as_bytes()),
    );
    for (k, (a, b)) in outcome.puzzles.iter().zip(&mine.puzzles).enumerate() {
        if let (Some(a), Some(b)) = (a.length, b.length) {
            if a > b {
                return Err(format!(
                    "{}: puzzle {}: {a} moves, longer than the scramble's {b}: not optimal",
                    solver.display(),
                    k + 1
                ));
            }
        }
    }
    Ok(String::from_utf8_lossy(&run.stdout).into_owned())
}

/// Generates every case of `request` in memory; deterministic for a request (each file has its
/// seed, drawn in turn from the request's), the files made on every core.
pub fn generate(request: &Request) -> Result<Vec<Generated>, String> {
    let mut seeds = Rng::new(request.seed);
    let files: Vec<(usize, u64)> = (1..=request.files).map(|k| (k, seeds.next_u64())).collect();
    parallel::map(&files, parallel::cores(), |&(k, seed)| {
        generate_file(request, k, seed)
    })
    .into_iter()
    .collect()
}

/// The case file `k` of `request`, its boards drawn from `seed`.
fn generate_file(request: &Request, k: usize, seed: u64) -> Result<Generated, String> {
    let p = request.problem;
    let spec = Spec {
        count: request.count,
        depth: request.depth,
        unsolvable: request.unsolvable,
        seed,
    };
    let case = gen::generate(p, &spec)?;
    let input = format_puzzles(p, &case.boards, &case.goals);
    let mut answer = format_output(p, &case.answers);
    let mut source = match case.optimal {
        _ if p.answered_by_the_board() => "the scatter",
        true => "oracle",
        false => "scramble",
    }
    .to_string();
    let breaks_rule =
        check::check(p, input.as_bytes(), answer.as_bytes(), None).verdict == Verdict::WrongAnswer;
    // The oracle's path is a shortest one, not always the least string a `Least` row wants.
    let least = p.rule == Rule::Least;
    if least || (!case.optimal && (p.wants_optimal() || breaks_rule)) {
        answer = solve_with(&request.solver, p, &input, &answer)?;
        source = request.solver.display().to_string();
    }
    // Every case must pass the checker with its own answer: a board whose fewest moves break
    // the rule (over UVA's 50) makes no valid test.
    let outcome = check::check(
        p,
        input.as_bytes(),
        answer.as_bytes(),
        Some(answer.as_bytes()),
    );
    if outcome.verdict != Verdict::Ok {
        return Err(format!(
            "case {k}: the reference answer ({source}) does not pass {}: {}; \
             ask for shallower boards (--max-depth)",
            p.id,
            outcome.line()
        ));
    }
    Ok(Generated {
        name: format!("gen-s{}-{k:02}", request.seed),
        input,
        answer,
        source,
    })
}

/// Writes the cases under `request.out` as `NAME.in` / `NAME.out`; refuses to replace a file
/// unless `force` (and then writes nothing at all).
pub fn write(request: &Request, cases: &[Generated]) -> Result<Vec<PathBuf>, String> {
    let paths: Vec<(PathBuf, &str)> = cases
        .iter()
        .flat_map(|c| {
            [
                (request.out.join(format!("{}.in", c.name)), c.input.as_str()),
                (
                    request.out.join(format!("{}.out", c.name)),
                    c.answer.as_str(),
                ),
            ]
        })
        .collect();
    gen::refuse_link(&request.out)?;
    for (path, _) in &paths {
        gen::refuse_link(path)?;
    }
    if !request.force {
        if let Some((path, _)) = paths.iter().find(|(p, _)| p.symlink_metadata().is_ok()) {
            return Err(format!(
                "{} exists; pass --force to overwrite it",
                path.display()
            ));
        }
    }
    for (path, contents) in &paths {
        gen::write_new(path, contents, request.force)?;
    }
    Ok(paths.into_iter().map(|(p, _)| p).collect())
}

/// `--depth D` or `--min-depth A --max-depth B` (either bound may be left out); neither: any.
/// Every depth stays within the problem's bound ([`gen::depth_bound`]).
pub fn depth_options(parsed: &Parsed, problem: &Problem) -> Result<Depth, String> {
    let command = &parsed.command;
    let bound = gen::depth_bound(problem);
    let option = |name: &str| -> Result<Option<u32>, String> {
        let value = parsed.number::<u32>(name, "a number of moves")?;
        match value {
            Some(v) if v > bound => Err(format!(
                "judge {command}: {name} {v} is over {bound}, the deepest {} allows",
                problem.id
            )),
            _ => Ok(value),
        }
    };
    match (
        option("--depth")?,
        option("--min-depth")?,
        option("--max-depth")?,
    ) {
        (Some(d), None, None) => Ok(Depth::Between(d, d)),
        (None, None, None) => Ok(Depth::Any),
        (None, a, b) => {
            let (a, b) = (a.unwrap_or(0), b.unwrap_or(bound));
            if a > b {
                return Err(format!(
                    "judge {command}: --min-depth {a} is above --max-depth {b}"
                ));
            }
            Ok(Depth::Between(a, b))
        }
        (Some(_), _, _) => Err(format!(
            "judge {command}: give --depth or --min-depth/--max-depth, not both"
        )),
    }
}

/// `--NAME N` within `1..=most`, or `default` when absent.
fn count_option(parsed: &Parsed, name: &str, most: usize, default: usize) -> Result<usize, String> {
    let value = parsed
        .number::<usize>(name, "a whole number")?
        .unwrap_or(default);
    if value == 0 || value > most {
        return Err(format!(
            "judge {}: {name} {value} is out of range (1..={most})",
            parsed.command
        ));
    }
    Ok(value)
}

pub fn request(args: &[String]) -> Result<Request, String> {
    let parsed = args::parse("gen", args, OPTIONS)?;
    parsed.expect_positional(&["ID"])?;
    let id = &parsed.positional[0];
    let problem = problems::problem(id).ok_or_else(|| {
        format!(
            "judge gen: unknown problem '{id}' (expected one of {})",
            problems::ids()
        )
    })?;
    if parsed.value("--count").is_none() {
        return Err("judge gen: --count N is required (puzzles per case)".to_string());
    }
    let count = count_option(&parsed, "--count", gen::MAX_PUZZLES, 1)?;
    let files = count_option(&parsed, "--files", MAX_FILES, 1)?;
    let problem = sized(problem, parsed.value("--size"))?;
    let depth = depth_options(&parsed, problem)?;
    let out = parsed.value("--out").map_or_else(
        || crate::checkout::path("target").join("gen").join(problem.id),
        PathBuf::from,
    );
    let solver = parsed
        .value("--solver")
        .map_or_else(|| problem.reference_file(), PathBuf::from);
    Ok(Request {
        problem,
        count,
        files,
        depth,
        unsolvable: parsed
            .number("--unsolvable", "a number of puzzles")?
            .unwrap_or(0),
        seed: parsed.number("--seed", "a whole number")?.unwrap_or(1),
        out,
        solver,
        force: parsed.flag("--force"),
    })
}

/// The row at `--size WxH` (or `N` for N×N): a row whose boards carry their size
/// (`CellFormat::Sized`, POJ 2893 / 3240) takes any size up to its own; others only their own.
pub fn sized(problem: &'static Problem, size: Option<&str>) -> Result<&'static Problem, String> {
    let Some(text) = size else {
        return Ok(problem);
    };
    let parse = |t: &str| t.trim().parse::<usize>().ok();
    let (w, h) = match text.split_once(['x', 'X', '×']) {
        Some((w, h)) => (parse(w), parse(h)),
        None => (parse(text), parse(text)),
    };
    let (Some(w), Some(h)) = (w, h) else {
        return Err(format!(
            "judge gen: --size '{text}' is not WxH (e.g. 10x10) or N"
        ));
    };
    if (w, h) == (problem.width, problem.height) {
        return Ok(problem);
    }
    let sized = matches!(problem.input.cells, CellFormat::Sized { .. });
    if !sized {
        return Err(format!(
            "judge gen: {} boards are {}×{} only",
            problem.id, problem.width, problem.height
        ));
    }
    if matches!(problem.input.cells, CellFormat::Sized { square: true, .. }) && w != h {
        return Err(format!(
            "judge gen: {} boards are square, not {w}x{h}",
            problem.id
        ));
    }
    if !(2..=problem.width).contains(&w) || !(2..=problem.height).contains(&h) {
        return Err(format!(
            "judge gen: --size {w}x{h}: {} takes 2x2 ..= {}x{}",
            problem.id, problem.width, problem.height
        ));
    }
    // A CLI run makes one request: the resized row lives as long as the process.
    Ok(Box::leak(Box::new(Problem {
        width: w,
        height: h,
        ..*problem
    })))
}

pub fn run(args: &[String]) -> Result<i32, String> {
    let request = request(args)?;
    let cases = generate(&request).map_err(|e| format!("judge gen: {e}"))?;
    let written = write(&request, &cases).map_err(|e| format!("judge gen: {e}"))?;
    for path in &written {
        crate::say!("wrote {}", path.display());
    }
    for c in &cases {
        crate::say!(
            "{}: {} puzzle(s), answers from {}",
            c.name,
            request.count,
            c.source
        );
    }
    Ok(0)
}
