//! What `judge compare` was asked: its command line parsed into a [`Request`], every argument
//! error one line naming the option.

use super::args::{self, Arity};
use crate::problems::{self, Problem};
use std::path::PathBuf;

const OPTIONS: &[(&str, Arity)] = &[
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

/// What `compare` was asked to do.
pub struct Request {
    pub problems: Vec<&'static Problem>,
    pub with: Vec<PathBuf>,
    pub cases: Vec<PathBuf>,
    pub jobs: usize,
    pub time_limit: Option<f64>,
    pub memory_mb: Option<u64>,
    pub skip: bool,
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
    let jobs = parsed.number::<usize>("--jobs", "a number of parallel runs")?;
    Ok((
        Request {
            problems,
            with,
            cases: parsed.values("--cases").iter().map(PathBuf::from).collect(),
            jobs: jobs.unwrap_or(DEFAULT_JOBS).max(1),
            time_limit: parsed.time_limit()?,
            memory_mb: parsed.memory_limit()?,
            skip: !parsed.flag("--no-skip"),
        },
        parsed.value("--svg").map(PathBuf::from),
    ))
}
