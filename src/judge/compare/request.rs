//! What `judge compare` was asked: its command line parsed into a [`Request`], every argument
//! error one line naming the option.

use crate::judge::cases;
use crate::judge::cli::args::{self, Arity};
use crate::problems::{self, Problem};
use std::path::PathBuf;

const OPTIONS: &[(&str, Arity)] = &[
    ("--strategies", Arity::Many),
    ("--with", Arity::Many),
    ("--cases", Arity::Many),
    ("--svg", Arity::One),
    ("--jobs", Arity::One),
    ("--tl", Arity::One),
    ("--ml", Arity::One),
    ("--no-skip", Arity::Flag),
];

/// Runs at once. Two on this 2-core machine: measured to leave the times of single runs within
/// noise (see README), and it halves the wall time of the default comparison.
const DEFAULT_JOBS: usize = 2;

/// The word of `--strategies none`: none of the problem's own files, the `--with` files alone.
const NONE: &str = "none";

/// Which of a problem's own files `compare` runs.
#[derive(Clone, Debug)]
pub enum Selection {
    /// Every `solutions/<folder>/*.rs` (no `--strategies`).
    All,
    /// Those named by their stem (`--strategies idastar,bibfs`), each of which every problem
    /// compared must have; none at all for `--strategies none`.
    Named(Vec<String>),
}

impl Selection {
    /// The problem's own files kept, in the folder's order; the error names the problem's
    /// strategies when a name is not one of them.
    pub fn files(&self, problem: &Problem) -> Result<Vec<PathBuf>, String> {
        let files = cases::strategies(problem.solutions);
        let Selection::Named(names) = self else {
            return Ok(files);
        };
        let stems: Vec<String> = files.iter().map(|f| cases::strategy_name(f)).collect();
        if let Some(unknown) = names.iter().find(|n| !stems.contains(n)) {
            // `--strategies idastar poj1077` takes the problem for a name, as `--with` would.
            let hint = match problems::problem(unknown) {
                Some(_) => "; name problems before --strategies",
                None => "",
            };
            return Err(format!(
                "--strategies: {} has no strategy '{unknown}' (its strategies: {}{hint})",
                problem.id,
                stems.join(", ")
            ));
        }
        Ok(files
            .into_iter()
            .zip(stems)
            .filter(|(_, stem)| names.contains(stem))
            .map(|(file, _)| file)
            .collect())
    }
}

/// What `compare` was asked to do.
pub struct Request {
    pub problems: Vec<&'static Problem>,
    pub strategies: Selection,
    pub with: Vec<PathBuf>,
    pub cases: Vec<PathBuf>,
    pub jobs: usize,
    pub time_limit: Option<f64>,
    pub memory_mb: Option<u64>,
    pub skip: bool,
    /// Each own file's C++ twin (`NAME.cpp`) in the row after it: when problems are named. The
    /// main job (no problem named) compares the Rust files alone, within its two minutes; the
    /// twins search node for node as they do (tests/twins.rs).
    pub twins: bool,
}

/// `--strategies NAME[,NAME…]` (repeatable, commas or spaces), or `--strategies none` with
/// `--with` files.
fn selection(parsed: &args::Parsed, with: &[PathBuf]) -> Result<Selection, String> {
    if !parsed.flag("--strategies") {
        return Ok(Selection::All);
    }
    let mut names: Vec<String> = Vec::new();
    for value in parsed.values("--strategies") {
        for name in value.split(',') {
            if name.is_empty() {
                return Err(format!(
                    "judge compare: --strategies expects names like idastar,bibfs, found '{value}'"
                ));
            }
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
        }
    }
    if !names.iter().any(|n| n == NONE) {
        return Ok(Selection::Named(names));
    }
    if names.len() > 1 {
        return Err(format!(
            "judge compare: --strategies {NONE} stands alone, found '{}'",
            names.join(",")
        ));
    }
    if with.is_empty() {
        return Err(format!(
            "judge compare: --strategies {NONE} leaves nothing to compare: add --with FILE"
        ));
    }
    Ok(Selection::Named(Vec::new()))
}

/// Parses `judge compare …` (or no arguments at all) into a request.
pub fn request(args: &[String]) -> Result<(Request, Option<PathBuf>), String> {
    let parsed = args::parse("compare", args, OPTIONS)?;
    let problems = if parsed.positional.is_empty() {
        problems::PROBLEMS.iter().collect()
    } else {
        parsed
            .positional
            .iter()
            .map(|id| {
                problems::problem(id).ok_or_else(|| {
                    format!(
                        "judge compare: unknown problem '{id}' (expected one of {})",
                        problems::ids()
                    )
                })
            })
            .collect::<Result<Vec<_>, String>>()?
    };
    let with: Vec<PathBuf> = parsed.values("--with").iter().map(PathBuf::from).collect();
    for file in &with {
        if !file.is_file() {
            return Err(format!(
                "judge compare: --with {}: no such file",
                file.display()
            ));
        }
    }
    let strategies = selection(&parsed, &with)?;
    // Every name checked before anything is read or run.
    for &problem in &problems {
        strategies
            .files(problem)
            .map_err(|e| format!("judge compare: {e}"))?;
    }
    let jobs = parsed.number::<usize>("--jobs", "a number of parallel runs")?;
    Ok((
        Request {
            problems,
            strategies,
            with,
            cases: parsed.values("--cases").iter().map(PathBuf::from).collect(),
            jobs: jobs.unwrap_or(DEFAULT_JOBS).max(1),
            time_limit: parsed.time_limit()?,
            memory_mb: parsed.memory_limit()?,
            skip: !parsed.flag("--no-skip"),
            twins: !parsed.positional.is_empty(),
        },
        parsed.value("--svg").map(PathBuf::from),
    ))
}
