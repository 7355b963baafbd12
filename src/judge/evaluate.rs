//! Judging one program on one case: run (whole, or one puzzle per run with `--split`), classify
//! the run, check the output in-process, collect time, memory, lengths and the `stats` lines.

use super::cases::Case;
use super::cli::progress::Progress;
use super::cli::table;
use super::compile::Program;
use super::sandbox::{self, Limits, Run, RunVerdict};
use crate::check::{self, Verdict as CheckVerdict};
use crate::input::{format_puzzles, parse_puzzles};
use crate::problems::Problem;
use std::fs;
use std::time::Duration;

/// A judge's verdict on a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    PresentationError,
    TimeLimit,
    MemoryLimit,
    RuntimeError,
    CompileError,
    /// The case itself is broken (or the output beats the reference answer).
    Fail,
}

impl Verdict {
    /// The judges' short form.
    pub fn short(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::PresentationError => "PE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::CompileError => "CE",
            Verdict::Fail => "FAIL",
        }
    }

    /// The order verdicts are listed in summaries.
    pub const ALL: [Verdict; 8] = [
        Verdict::Accepted,
        Verdict::WrongAnswer,
        Verdict::PresentationError,
        Verdict::TimeLimit,
        Verdict::MemoryLimit,
        Verdict::RuntimeError,
        Verdict::CompileError,
        Verdict::Fail,
    ];
}

impl From<CheckVerdict> for Verdict {
    fn from(verdict: CheckVerdict) -> Verdict {
        match verdict {
            CheckVerdict::Ok => Verdict::Accepted,
            CheckVerdict::WrongAnswer => Verdict::WrongAnswer,
            CheckVerdict::PresentationError => Verdict::PresentationError,
            CheckVerdict::Fail => Verdict::Fail,
        }
    }
}

/// How a case is run.
#[derive(Clone, Debug)]
pub struct Settings {
    pub limits: Limits,
    /// One puzzle per run.
    pub split: bool,
}

impl Settings {
    /// The problem table's limits, overridden by `--tl` seconds and `--ml` MB when given.
    pub fn for_problem(
        problem: &Problem,
        time_limit: Option<f64>,
        memory_mb: Option<u64>,
        split: bool,
    ) -> Settings {
        let time = time_limit.map_or(Duration::from_millis(problem.time_limit_ms), |s| {
            Duration::from_secs_f64(s.max(0.0))
        });
        let memory = memory_mb.unwrap_or(problem.memory_limit_mb) << 20;
        Settings {
            limits: Limits::judge(time, Some(memory)),
            split,
        }
    }
}

/// Everything the judge says about one case.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub case: String,
    pub verdict: Verdict,
    /// The checker's or the runner's explanation.
    pub message: String,
    /// CPU time, summed over the runs of a split case.
    pub cpu: Duration,
    pub wall: Duration,
    /// Peak resident memory, the largest over the runs.
    pub memory: u64,
    /// Per puzzle: the length printed (`None`: unsolvable, or not reached).
    pub lengths: Vec<Option<u64>>,
    /// Per puzzle: the fewest moves when known.
    pub optima: Vec<Option<u64>>,
    pub expanded: Option<u64>,
    pub generated: Option<u64>,
}

impl CaseResult {
    fn new(case: &Case, verdict: Verdict, message: String) -> CaseResult {
        CaseResult {
            case: case.name.clone(),
            verdict,
            message,
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            memory: 0,
            lengths: Vec::new(),
            optima: Vec::new(),
            expanded: None,
            generated: None,
        }
    }

    /// The result for a program that did not compile.
    pub fn compile_error(case: &Case) -> CaseResult {
        CaseResult::new(case, Verdict::CompileError, "compile error".to_string())
    }

    /// Total moves printed over the solvable puzzles, and the total optimum when every one is
    /// known.
    pub fn moves(&self) -> (Option<u64>, Option<u64>) {
        let solved: Vec<(u64, Option<u64>)> = self
            .lengths
            .iter()
            .zip(&self.optima)
            .filter_map(|(l, o)| l.map(|l| (l, *o)))
            .collect();
        if solved.is_empty() {
            return (None, None);
        }
        let total = solved.iter().map(|s| s.0).sum();
        let optimum = solved.iter().map(|s| s.1).sum::<Option<u64>>();
        (Some(total), optimum)
    }
}

/// Sums the `stats expanded=N generated=M` lines of a stderr.
pub fn parse_stats(stderr: &[u8]) -> (Option<u64>, Option<u64>) {
    let text = String::from_utf8_lossy(stderr);
    let (mut expanded, mut generated) = (None, None);
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("stats ") else {
            continue;
        };
        for field in rest.split_whitespace() {
            let (slot, value) = match field.split_once('=') {
                Some(("expanded", v)) => (&mut expanded, v),
                Some(("generated", v)) => (&mut generated, v),
                _ => continue,
            };
            if let Ok(n) = value.parse::<u64>() {
                *slot = Some(slot.unwrap_or(0) + n);
            }
        }
    }
    (expanded, generated)
}

/// The last line of stderr that is not a `stats` line (usually the panic or error message),
/// its control characters escaped.
fn last_words(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let line = text
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("stats "))
        .unwrap_or("");
    let line: String = line.chars().take(160).collect();
    super::cli::printable(&line)
}

/// The peak memory a report shows for `run`: its own, except for an MLE whose allocation failed
/// before its resident size passed the limit, which shows the limit (an MLE never shows a peak
/// under the limit, and the message and the table agree).
pub fn shown_peak(run: &Run, limits: &Limits, verdict: Verdict) -> u64 {
    match (verdict, limits.memory) {
        (Verdict::MemoryLimit, Some(limit)) => run.peak_memory.max(limit),
        _ => run.peak_memory,
    }
}

/// The verdict and message of a run that did not finish cleanly; `None` when its output can be
/// checked.
pub fn run_failure(run: &Run, limits: &Limits) -> Option<(Verdict, String)> {
    let verdict = match run.verdict(limits) {
        RunVerdict::Finished => return None,
        RunVerdict::TimeLimit => Verdict::TimeLimit,
        RunVerdict::MemoryLimit => Verdict::MemoryLimit,
        RunVerdict::RuntimeError => Verdict::RuntimeError,
    };
    let words = last_words(&run.stderr);
    let peak = shown_peak(run, limits, verdict);
    let mut message = if peak > run.peak_memory {
        format!(
            "an allocation failed: it needed more than the {} limit; cpu {} ms",
            table::memory(peak),
            run.cpu.as_millis()
        )
    } else {
        format!(
            "{}; cpu {} ms, peak {}",
            run.describe_exit(),
            run.cpu.as_millis(),
            table::memory(peak)
        )
    };
    if !words.is_empty() {
        message.push_str(&format!("; stderr: {words}"));
    }
    Some((verdict, message))
}

/// Judges `program` on `case`.
pub fn judge_case(
    program: &Program,
    problem: &Problem,
    case: &Case,
    settings: &Settings,
) -> CaseResult {
    let input = match fs::read(&case.input) {
        Ok(bytes) => bytes,
        Err(e) => {
            return CaseResult::new(
                case,
                Verdict::Fail,
                format!("{}: {e}", case.input.display()),
            )
        }
    };
    let answer = match &case.answer {
        Some(path) => match fs::read(path) {
            Ok(bytes) => Some(bytes),
            Err(e) => {
                return CaseResult::new(case, Verdict::Fail, format!("{}: {e}", path.display()))
            }
        },
        None => None,
    };
    let pieces: Vec<Vec<u8>> = if settings.split {
        match parse_puzzles(problem, &input) {
            Ok((boards, goals)) => (boards.iter().zip(&goals))
                .map(|(b, g)| {
                    let (b, g) = (std::slice::from_ref(b), std::slice::from_ref(g));
                    format_puzzles(problem, b, g).into_bytes()
                })
                .collect(),
            Err(e) => return CaseResult::new(case, Verdict::Fail, format!("input: {e}")),
        }
    } else {
        vec![input.clone()]
    };

    let mut result = CaseResult::new(case, Verdict::Accepted, String::new());
    let Some(output) = run_pieces(program, &pieces, settings, &mut result) else {
        return result;
    };
    let outcome = check::check(problem, &input, &output, answer.as_deref());
    result.verdict = outcome.verdict.into();
    result.message = outcome.message;
    result.lengths = outcome.puzzles.iter().map(|p| p.length).collect();
    result.optima = outcome.puzzles.iter().map(|p| p.optimum).collect();
    result
}

/// Runs `program` on each piece (the whole input, or one puzzle a piece with `--split`), adding
/// time, memory and `stats` into `result`. With `--split` the pieces share the case's one time
/// limit (each run gets what the earlier ones left), each run's output is one line in its
/// puzzle's place (an empty answer stays an empty line), and a progress line goes to stderr
/// every few seconds. The joined output, or `None` with the verdict set in `result`.
fn run_pieces(
    program: &Program,
    pieces: &[Vec<u8>],
    settings: &Settings,
    result: &mut CaseResult,
) -> Option<Vec<u8>> {
    let mut output = Vec::new();
    let count = pieces.len();
    let mut progress = Progress::new(format!("{} (--split)", result.case), count);
    for (k, piece) in pieces.iter().enumerate() {
        let mut limits = program.limits(&settings.limits);
        if settings.split {
            limits.cpu = settings.limits.cpu.saturating_sub(result.cpu);
            limits.wall = Limits::judge(limits.cpu, None).wall;
        }
        let run = match sandbox::run(&program.command, piece, &limits, &[("NPUZZLE_STATS", "1")]) {
            Ok(run) => run,
            Err(e) => {
                result.verdict = Verdict::Fail;
                result.message = format!("cannot run {}: {e}", program.source.display());
                return None;
            }
        };
        result.cpu += run.cpu;
        result.wall += run.wall;
        result.memory = result.memory.max(run.peak_memory);
        let (expanded, generated) = parse_stats(&run.stderr);
        let add = |total: Option<u64>, n: Option<u64>| match (total, n) {
            (t, None) => t,
            (t, Some(n)) => Some(t.unwrap_or(0) + n),
        };
        result.expanded = add(result.expanded, expanded);
        result.generated = add(result.generated, generated);
        if let Some((verdict, message)) = run_failure(&run, &limits) {
            result.memory = result.memory.max(shown_peak(&run, &limits, verdict));
            result.verdict = verdict;
            result.message = match (settings.split, verdict) {
                (true, Verdict::TimeLimit) => format!(
                    "puzzle {} of {count}: {message}; the {} run(s) so far took {} ms of CPU \
                     in all, and --split holds their sum to the case's limit of {} ms",
                    k + 1,
                    k + 1,
                    result.cpu.as_millis(),
                    settings.limits.cpu.as_millis()
                ),
                (true, _) => format!("puzzle {} of {count}: {message}", k + 1),
                (false, _) => message,
            };
            return None;
        }
        output.extend_from_slice(&run.stdout);
        if settings.split && !output.ends_with(b"\n") {
            output.push(b'\n');
        }
        if settings.split {
            progress.tick(k + 1, result.cpu);
        }
    }
    Some(output)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_lines_are_summed_and_other_lines_ignored() {
        let stderr = b"stats expanded=3 generated=7\nnoise\nstats expanded=10 generated=20\n";
        assert_eq!(parse_stats(stderr), (Some(13), Some(27)));
        assert_eq!(parse_stats(b"thread 'main' panicked\n"), (None, None));
        assert_eq!(last_words(b"boom\nstats expanded=1 generated=1\n"), "boom");
    }

    #[test]
    fn an_mle_never_shows_a_peak_under_the_limit_and_agrees_with_the_table() {
        use crate::judge::sandbox::Exit;
        let limits = Limits::judge(Duration::from_secs(1), Some(64 << 20));
        let mut run = Run {
            exit: Exit::Code(101),
            wall: Duration::from_millis(5),
            cpu: Duration::from_millis(4),
            peak_memory: 10 << 20,
            stdout: Vec::new(),
            stderr: b"memory allocation of 134217728 bytes failed".to_vec(),
            killed: None,
        };
        let (verdict, message) = run_failure(&run, &limits).unwrap();
        assert_eq!(verdict, Verdict::MemoryLimit);
        assert!(message.contains("more than the 64 MB limit"), "{message}");
        assert_eq!(shown_peak(&run, &limits, verdict), 64 << 20);
        run.killed = Some(sandbox::Kill::Memory);
        run.peak_memory = 70 << 20;
        let (_, message) = run_failure(&run, &limits).unwrap();
        assert!(
            message.contains(&format!("peak {}", table::memory(70 << 20))),
            "{message}"
        );
    }
}
