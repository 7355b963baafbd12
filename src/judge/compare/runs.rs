//! The runs of `judge compare`: every distinct source compiled once, then every (problem, strategy,
//! case) run on `jobs` threads.
//!
//! Runs go strategy by strategy, light cases first, skipping a strategy's cases at least as heavy
//! as one it ran out of time or memory on.

use super::model::{weight, Comparison};
use super::plan::comparison;
use super::request::Request;
use crate::judge::cli::table;
use crate::judge::compile::{self, Program};
use crate::judge::evaluate::{judge_case, CaseResult, Verdict};
use crate::parallel;
use std::fs;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Progress on stderr: one line rewritten in place on a terminal, else one line per run.
struct Progress {
    total: usize,
    done: Mutex<usize>,
    terminal: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            total,
            done: Mutex::new(0),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn report(&self, problem: &str, strategy: &str, case: &str, what: &str) {
        let mut done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        *done += 1;
        let line = format!(
            "[{}/{}] {problem} · {strategy} · {case}: {what} ({} left)",
            *done,
            self.total,
            self.total - *done
        );
        let mut err = std::io::stderr().lock();
        if self.terminal {
            let _ = write!(err, "\r\x1b[2K{line}");
        } else {
            let _ = writeln!(err, "{line}");
        }
    }

    fn finish(&self) {
        if self.terminal {
            let _ = writeln!(std::io::stderr(), "\r\x1b[2K");
        }
    }
}

/// The names of the binaries in the compile cache now.
fn cached_binaries() -> Vec<std::ffi::OsString> {
    fs::read_dir(compile::cache_dir())
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.file_name()))
                .collect()
        })
        .unwrap_or_default()
}

/// Compiles every distinct source, `jobs` at a time; `Err` is the compiler's message (CE).
fn compile_all(sources: &[PathBuf], jobs: usize) -> Vec<Result<Program, String>> {
    parallel::map(sources, jobs, |source| {
        let cached = cached_binaries();
        let program = compile::prepare(source);
        // Said only of a source that was compiled now, not found in the cache.
        let fresh = match &program {
            Ok(p) => Path::new(&p.command[0])
                .file_name()
                .is_some_and(|name| p.command.len() == 1 && !cached.iter().any(|c| c == name)),
            Err(_) => true,
        };
        if fresh {
            eprintln!("compiled {}", source.display());
        }
        program
    })
}

/// Runs the comparison.
pub fn compare(request: &Request) -> Result<Vec<Comparison>, String> {
    let mut comparisons = request
        .problems
        .iter()
        .map(|&problem| comparison(problem, request))
        .collect::<Result<Vec<_>, String>>()?;
    run_all(&mut comparisons, request.jobs, request.skip);
    Ok(comparisons)
}

/// Fills every row's results: compiles the sources, then runs the cases (`skip`: give up on a
/// strategy's heavier cases after a TLE, MLE or CE).
pub fn run_all(comparisons: &mut [Comparison], jobs: usize, skip: bool) {
    let mut sources: Vec<PathBuf> = Vec::new();
    for row in comparisons.iter().flat_map(|c| &c.rows) {
        if !sources.contains(&row.strategy.source) {
            sources.push(row.strategy.source.clone());
        }
    }
    let programs = compile_all(&sources, jobs);
    let order = job_order(comparisons);
    let runs = Runs {
        comparisons,
        programs: sources.iter().cloned().zip(&programs).collect(),
        progress: Progress::new(order.len()),
        order,
        skip,
        gave_up: Mutex::new(
            comparisons
                .iter()
                .map(|c| vec![None; c.rows.len()])
                .collect(),
        ),
        results: Mutex::new(Vec::new()),
    };
    parallel::for_each(runs.order.len(), jobs, |i| runs.run(i));
    runs.progress.finish();
    let results = runs.results.into_inner().unwrap_or_else(|e| e.into_inner());
    for (p, s, k, result) in results {
        comparisons[p].rows[s].results[k] = Some(result);
    }
    for (source, program) in sources.iter().zip(&programs) {
        if let Err(message) = program {
            eprintln!("CE {}:\n{message}", source.display());
        }
    }
}

/// Every (problem, strategy, case) run, strategy by strategy, light cases first.
fn job_order(comparisons: &[Comparison]) -> Vec<(usize, usize, usize)> {
    let mut jobs = Vec::new();
    for (p, c) in comparisons.iter().enumerate() {
        let mut order: Vec<usize> = (0..c.cases.len()).collect();
        order.sort_by_key(|&k| (weight(&c.reference[k]), k));
        for s in 0..c.rows.len() {
            jobs.extend(order.iter().map(|&k| (p, s, k)));
        }
    }
    jobs
}

/// What the threads of [`run_all`] share.
struct Runs<'a> {
    comparisons: &'a [Comparison],
    programs: Vec<(PathBuf, &'a Result<Program, String>)>,
    order: Vec<(usize, usize, usize)>,
    skip: bool,
    progress: Progress,
    /// Per (problem, strategy): the lightest case on which it ran out of time or memory.
    gave_up: Mutex<Vec<Vec<Option<u64>>>>,
    results: Mutex<Vec<(usize, usize, usize, CaseResult)>>,
}

impl Runs<'_> {
    /// The `i`-th run of the order (or its skip).
    fn run(&self, i: usize) {
        let (p, s, k) = self.order[i];
        let c = &self.comparisons[p];
        let row = &c.rows[s];
        let case = &c.cases[k];
        let depth = weight(&c.reference[k]);
        let limit = self.gave_up.lock().unwrap_or_else(|e| e.into_inner())[p][s];
        if self.skip && limit.is_some_and(|d| depth >= d) {
            let (problem, name) = (c.problem.id, &row.strategy.name);
            self.progress.report(problem, name, &case.name, "skipped");
            return;
        }
        let program = self
            .programs
            .iter()
            .find(|(source, _)| *source == row.strategy.source);
        let result = match program.map(|(_, program)| program) {
            Some(Ok(program)) => {
                let mut settings = c.settings.clone();
                settings.split = row.strategy.split;
                judge_case(program, c.problem, case, &settings)
            }
            _ => CaseResult::compile_error(case),
        };
        if matches!(
            result.verdict,
            Verdict::TimeLimit | Verdict::MemoryLimit | Verdict::CompileError
        ) {
            let mut g = self.gave_up.lock().unwrap_or_else(|e| e.into_inner());
            let d = if result.verdict == Verdict::CompileError {
                0
            } else {
                depth
            };
            g[p][s] = Some(g[p][s].map_or(d, |old| old.min(d)));
        }
        let what = format!(
            "{} {} cpu, {} wall",
            result.verdict.short(),
            table::duration(result.cpu),
            table::duration(result.wall)
        );
        self.progress
            .report(c.problem.id, &row.strategy.name, &case.name, &what);
        let mut results = self.results.lock().unwrap_or_else(|e| e.into_inner());
        results.push((p, s, k, result));
    }
}
