//! `judge limits [ID...] [--runs N]`: every row's recommended file (`Problem::recommended`)
//! against its judge's time and memory limits on the hardest input that judge allows
//! (`inputs`): built as the judge builds it (`rustc -O`, the judge's compile cache), run in the
//! judge's sandbox under the row's limits, its answers checked by the checker; one Markdown
//! row a problem. The inputs are written under `target/limits/<ID>/` (replaced on every run:
//! the command's own scratch files). Time is judged on CPU time, as the local judge does.

pub mod deep;
pub mod inputs;
pub mod plans;

use crate::judge::cases::Case;
use crate::judge::cli::args::{self, Arity};
use crate::judge::cli::table::{self, Align, Table};
use crate::judge::compile;
use crate::judge::evaluate::{judge_case, CaseResult, Settings, Verdict};
use crate::problems::{self, Problem, PROBLEMS};
use deep::Deep;
use inputs::{hardest, Hardest};
use std::path::PathBuf;
use std::time::Duration;

/// The usage line and what the command does.
pub const HELP: &str = "judge limits [ID...] [--runs N]
    every row's recommended file (all rows when none is named) on the hardest input its judge
    allows, under the row's time and memory limits, its answers checked: a Markdown table of
    wall and CPU time (the range over the inputs and the N runs of each, default 1), peak
    memory and the verdict; `tight` when the CPU time is over a third of the limit (a judge's
    machine may be 2-3x slower). Inputs are written under target/limits/<ID>/. Exit 0 when
    every row is AC.";

/// The most runs of each input.
const MOST_RUNS: usize = 20;

/// A judge's machine may be this many times slower: a CPU time over the limit divided by it is
/// tight.
const SLOWER: u32 = 3;

/// What one row's file did on its hardest input.
struct Measured {
    problem: &'static Problem,
    hardest: Hardest,
    results: Vec<CaseResult>,
}

impl Measured {
    /// The first result that is not AC, if any.
    fn failure(&self) -> Option<&CaseResult> {
        (self.results.iter()).find(|result| result.verdict != Verdict::Accepted)
    }

    /// The row's cells, in the order of `columns`.
    fn cells(&self) -> Vec<String> {
        let p = self.problem;
        let range = |f: fn(&CaseResult) -> Duration| {
            let times: Vec<Duration> = self.results.iter().map(f).collect();
            let (low, high) = (times.iter().min(), times.iter().max());
            match (low, high) {
                (Some(&low), Some(&high)) if low != high => {
                    format!("{}–{}", table::duration(low), table::duration(high))
                }
                (Some(&low), _) => table::duration(low),
                _ => "—".to_string(),
            }
        };
        let peak = self.results.iter().map(|r| r.memory).max().unwrap_or(0);
        vec![
            p.id.to_string(),
            p.recommended_path().display().to_string(),
            self.hardest.what.to_string(),
            self.results.len().to_string(),
            range(|r| r.wall),
            range(|r| r.cpu),
            table::memory(peak),
            format!(
                "{} s, {} MB",
                p.time_limit_ms as f64 / 1000.0,
                p.memory_limit_mb
            ),
            self.answers(),
            self.verdict(),
        ]
    }

    /// The lengths printed, their range, and how far over the fewest moves where known.
    fn answers(&self) -> String {
        let optima = self.hardest.inputs.iter().map(|input| &input.optima);
        let mut printed = Vec::new();
        let mut over = Vec::new();
        for (result, optima) in self.results.iter().zip(optima.cycle()) {
            for (k, length) in result.lengths.iter().enumerate() {
                let Some(length) = *length else { continue };
                printed.push(length);
                if let Some(Some(optimum)) = optima.get(k) {
                    over.push(length.saturating_sub(*optimum));
                }
            }
        }
        let (Some(low), Some(high)) = (printed.iter().min(), printed.iter().max()) else {
            return "—".to_string();
        };
        let lengths = if low == high {
            low.to_string()
        } else {
            format!("{low}–{high}")
        };
        match over.iter().max() {
            Some(0) if over.len() == printed.len() => format!("{lengths}, all fewest"),
            Some(&most) if over.len() == printed.len() => {
                format!("{lengths}, at most +{most} over the fewest")
            }
            _ => lengths,
        }
    }

    /// AC with the share of the limits used, or the first verdict that is not AC and why.
    fn verdict(&self) -> String {
        if let Some(failed) = self.failure() {
            let why = failed.message.lines().next().unwrap_or("");
            return format!("{} ({}: {why})", failed.verdict.short(), failed.case);
        }
        let limit = Duration::from_millis(self.problem.time_limit_ms);
        let cpu = self.results.iter().map(|r| r.cpu).max().unwrap_or_default();
        let share = cpu.as_secs_f64() / limit.as_secs_f64().max(1e-9);
        let memory = self.results.iter().map(|r| r.memory).max().unwrap_or(0);
        let memory_share = memory as f64 / (self.problem.memory_limit_mb << 20) as f64;
        let percent = |share: f64| match 100.0 * share {
            under if under < 1.0 => "<1%".to_string(),
            over => format!("{over:.0}%"),
        };
        let mut verdict = format!(
            "AC ({} of the time, {} of the memory)",
            percent(share),
            percent(memory_share)
        );
        if cpu > limit / SLOWER {
            verdict.push_str(", tight");
        }
        verdict
    }
}

/// The column heads.
fn columns() -> Table {
    Table::new(&[
        ("row", Align::Left),
        ("file", Align::Left),
        ("hardest input", Align::Left),
        ("runs", Align::Right),
        ("wall", Align::Right),
        ("CPU", Align::Right),
        ("peak memory", Align::Right),
        ("limit", Align::Right),
        ("answers", Align::Left),
        ("verdict", Align::Left),
    ])
}

/// Writes the inputs of `hardest` under `target/limits/<ID>/`, as cases.
fn cases(problem: &Problem, hardest: &Hardest) -> Result<Vec<Case>, String> {
    let dir = crate::checkout::path("target")
        .join("limits")
        .join(problem.id);
    let mut cases = Vec::new();
    for (k, input) in hardest.inputs.iter().enumerate() {
        let name = format!("{:02}", k + 1);
        let path = |ext: &str| dir.join(format!("{name}.{ext}"));
        crate::gen::write_new(&path("in"), &input.text, true)?;
        let answer: Option<PathBuf> = (!input.answer.is_empty()).then(|| path("out"));
        if let Some(answer) = &answer {
            crate::gen::write_new(answer, &input.answer, true)?;
        } else if path("out").is_file() {
            crate::gen::refuse_link(&path("out"))?;
            std::fs::remove_file(path("out")).map_err(|e| format!("limits: {e}"))?;
        }
        cases.push(Case {
            name: name.clone(),
            input: path("in"),
            answer,
        });
    }
    Ok(cases)
}

/// The row's recommended file on its hardest input, `runs` times each.
fn measure(problem: &'static Problem, runs: usize, deep: &mut Deep) -> Result<Measured, String> {
    let hardest = hardest(problem, deep)?;
    let cases = cases(problem, &hardest)?;
    let settings = Settings::for_problem(problem, None, None, false);
    let results = match compile::prepare(&problem.recommended_file()) {
        Ok(program) => (0..runs)
            .flat_map(|_| cases.iter())
            .map(|case| judge_case(&program, problem, case, &settings))
            .collect(),
        Err(message) => (cases.iter())
            .map(|case| CaseResult {
                message: message.clone(),
                ..CaseResult::compile_error(case)
            })
            .collect(),
    };
    Ok(Measured {
        problem,
        hardest,
        results,
    })
}

/// The rows named, or every row.
fn rows(ids: &[String]) -> Result<Vec<&'static Problem>, String> {
    if ids.is_empty() {
        return Ok(PROBLEMS.iter().collect());
    }
    (ids.iter())
        .map(|id| {
            problems::problem(id).ok_or_else(|| {
                format!(
                    "judge limits: unknown problem '{id}' (expected one of {})",
                    problems::ids()
                )
            })
        })
        .collect()
}

/// `judge limits`: the table on stdout, the assumptions under it; the exit status.
pub fn run(args: &[String]) -> Result<i32, String> {
    let parsed = args::parse("limits", args, &[("--runs", Arity::One)])?;
    let runs = parsed
        .number::<usize>("--runs", "a whole number")?
        .unwrap_or(1);
    if !(1..=MOST_RUNS).contains(&runs) {
        return Err(format!(
            "judge limits: --runs {runs} is out of range (1..={MOST_RUNS})"
        ));
    }
    let rows = rows(&parsed.positional)?;
    let mut deep = Deep::new();
    let mut table = columns();
    let (mut notes, mut failed) = (Vec::new(), false);
    for problem in rows {
        let measured = measure(problem, runs, &mut deep)?;
        table.row(measured.cells());
        failed |= measured.failure().is_some();
        if let Some(assumed) = measured.hardest.assumed {
            notes.push(format!("- {}: {assumed}.", problem.id));
        }
    }
    crate::say!("{}", table.markdown());
    if !notes.is_empty() {
        crate::say!(
            "\nAssumed where the statement is silent:\n{}",
            notes.join("\n")
        );
    }
    Ok(i32::from(failed))
}
