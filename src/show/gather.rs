//! The runs behind a page: each strategy in a process of its own (`judge show ID --run NAME`,
//! see `solo`) under the judge's runner and limits (`judge::runner`), two at a time; a run over
//! its CPU time or its memory is killed there and shown as stopped, with what it had recorded.

use super::catalog::{Entry, Shape};
use super::record::Recording;
use crate::board::Board;
use crate::judge::sandbox::{self as runner, Kill, Limits, RunVerdict};
use crate::problems::Problem;
use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

/// What a page may spend on each strategy, and how many run at once.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub cpu: Duration,
    pub memory_mb: u64,
    pub jobs: usize,
}

/// The generic A* (`astar.rs`) keeps depths below 64 in its bucket queue: on the 4×4 it runs
/// only when the optimum is known to be at most this (every board it expands then has g ≤ f ≤
/// the optimum).
pub const ASTAR_DEEPEST: usize = 62;
/// Its 4×4 table (`solo::FIFTEEN_SLOTS`, 160 MB) is whole from the start for a far board and
/// never grows past it: the most memory it may use, so that it stops for memory before the
/// table fills.
pub const ASTAR_MEMORY_MB: u64 = 384;

/// One strategy's panel: what it recorded, and why it stopped or was not run.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub entry: Entry,
    pub recording: Recording,
    /// Why the run did not end (over time, over memory, an error); `None` when it ended.
    pub stopped: Option<String>,
    /// Why it was not run at all.
    pub skipped: Option<String>,
    /// CPU seconds and peak memory (MB) of its whole process, as the runner measured them.
    pub cpu: f64,
    pub peak_mb: f64,
    /// The memory limit it ran under.
    pub memory_mb: u64,
}

impl Outcome {
    fn new(entry: &Entry, skipped: Option<String>) -> Outcome {
        Outcome {
            entry: entry.clone(),
            recording: Recording::default(),
            stopped: None,
            skipped,
            cpu: 0.0,
            peak_mb: 0.0,
            memory_mb: 0,
        }
    }

    /// The answer, when the run ended with one.
    pub fn moves(&self) -> Option<&[u8]> {
        match (&self.stopped, &self.skipped) {
            (None, None) => self.recording.moves.as_deref(),
            _ => None,
        }
    }
}

/// Every entry's outcome on `start` (towards `goal`), in the entries' order, running `exe`; an
/// entry run only on request (`Entry::on_request`) is shown not run, with why.
/// On the 4×4 the pattern-database IDA* (`reference`) runs first: its optimum decides whether
/// the generic A* may run.
pub fn gather(
    exe: &Path,
    problem: &Problem,
    (start, goal): (&Board, &Board),
    entries: &[Entry],
    (shape, optimum): (Shape, Option<usize>),
    budget: Budget,
) -> Vec<Outcome> {
    let input = crate::input::format_puzzles(
        problem,
        std::slice::from_ref(start),
        std::slice::from_ref(goal),
    );
    let run = |entry: &Entry| match entry.on_request {
        Some(why) => Outcome::new(entry, Some(why.to_string())),
        None => run_one(exe, problem, entry, input.as_bytes(), budget),
    };
    let first = Entry::is_optimal_pdb15;
    let mut known = optimum;
    let mut outcomes: Vec<Option<Outcome>> = vec![None; entries.len()];
    if shape == Shape::Fifteen {
        for (k, entry) in entries.iter().enumerate().filter(|(_, e)| first(e)) {
            let outcome = run(entry);
            known = known.or(outcome.moves().map(<[u8]>::len));
            outcomes[k] = Some(outcome);
        }
    }
    let missing: Vec<usize> = (0..entries.len())
        .filter(|&k| outcomes[k].is_none())
        .collect();
    let done = crate::parallel::map(&missing, budget.jobs, |&k| {
        let entry = &entries[k];
        let generic_astar = shape == Shape::Fifteen && entry.part == "astar";
        match known {
            _ if !generic_astar => run(entry),
            Some(optimum) if optimum <= ASTAR_DEEPEST => run(entry),
            _ => Outcome::new(
                entry,
                Some(format!(
                    "not run: astar.rs's bucket queue keeps depths below 64, so on the 4×4 it \
                     runs when the optimum is known to be at most {ASTAR_DEEPEST} moves{}",
                    known.map_or(" (the IDA* did not find it)".to_string(), |o| format!(
                        " (it is {o})"
                    ))
                )),
            ),
        }
    });
    let mut done = done.into_iter();
    (outcomes.into_iter())
        .map(|o| o.or_else(|| done.next()).expect("an outcome per entry"))
        .collect()
}

/// Runs one entry in its own process under the budget.
fn run_one(exe: &Path, problem: &Problem, entry: &Entry, input: &[u8], b: Budget) -> Outcome {
    let generic_astar = entry.part == "astar" && problem.width * problem.height == 16;
    let memory_mb = if generic_astar {
        b.memory_mb.min(ASTAR_MEMORY_MB)
    } else {
        b.memory_mb
    };
    let limits = Limits {
        cpu: b.cpu,
        // Generous: on a busy machine a run gets a fraction of a core.
        wall: b.cpu * 5 + Duration::from_secs(5),
        memory: Some(memory_mb << 20),
        // The resident memory is what is limited: the tables are allocated whole and touched
        // as used (an address-space limit would refuse them before the first board).
        address_space: None,
        output: 16 << 20,
    };
    let command: Vec<OsString> = vec![
        exe.into(),
        "show".into(),
        problem.id.into(),
        "--run".into(),
        entry.name.into(),
    ];
    let mut outcome = Outcome::new(entry, None);
    outcome.memory_mb = memory_mb;
    let run = match runner::run(&command, input, &limits, &[]) {
        Ok(run) => run,
        Err(e) => {
            outcome.stopped = Some(format!("could not run: {e}"));
            return outcome;
        }
    };
    outcome.cpu = run.cpu.as_secs_f64();
    outcome.peak_mb = run.peak_memory as f64 / f64::from(1 << 20);
    let text = String::from_utf8_lossy(&run.stdout);
    match Recording::parse(&text) {
        Ok(recording) => outcome.recording = recording,
        Err(e) => outcome.stopped = Some(e),
    }
    let error = || {
        let stderr = String::from_utf8_lossy(&run.stderr);
        let line = stderr.lines().next().unwrap_or("").trim().to_string();
        if line.is_empty() {
            run.describe_exit()
        } else {
            line
        }
    };
    let stopped = match run.verdict(&limits) {
        RunVerdict::TimeLimit if run.killed == Some(Kill::Wall) => Some(format!(
            "stopped: {:.1} s of wall clock without an end ({:.1} s of CPU: the machine was \
             busy, or the run waited)",
            run.wall.as_secs_f64(),
            outcome.cpu
        )),
        RunVerdict::TimeLimit => Some(format!(
            "stopped: over its {} s of CPU time",
            b.cpu.as_secs_f64()
        )),
        RunVerdict::MemoryLimit => Some(format!("stopped: over its {memory_mb} MB of memory")),
        RunVerdict::RuntimeError => Some(format!("failed: {}", error())),
        RunVerdict::Finished if !outcome.recording.done => {
            Some("failed: the run ended without its totals".to_string())
        }
        RunVerdict::Finished => None,
    };
    outcome.stopped = stopped.or(outcome.stopped);
    outcome
}
