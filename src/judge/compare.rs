//! `judge compare [ID…]`: every strategy of each problem on the same cases, side by side — a
//! Markdown table on stdout, an SVG chart under `target/compare/`, progress on stderr.
//!
//! Runs go strategy by strategy, each strategy's cases from the lightest up (by the total of
//! their reference lengths: a case of 6,000 puzzles weighs more than one of 200 deep ones);
//! once a strategy hits TLE or MLE, its cases at least as heavy are skipped (shown as such), so
//! hopeless strategies cost one time limit, not one per case. `--no-skip` runs everything. With
//! two runs at a time the skips can differ by a case from run to run (the second run of a
//! strategy may start before the first one fails).

use super::args::{self, Arity};
use super::cases::{self, Case};
use super::chart;
use super::compile::{self, Program};
use super::evaluate::{judge_case, CaseResult, Settings, Verdict};
use super::report;
use super::table;
use crate::check;
use crate::input::parse_puzzles;
use crate::problems::{self, Problem};
use std::fs;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

const OPTIONS: &[(&str, Arity)] = &[
    ("--with", Arity::Many),
    ("--cases", Arity::Many),
    ("--svg", Arity::One),
    ("--jobs", Arity::One),
    ("--tl", Arity::One),
    ("--ml", Arity::One),
    ("--no-skip", Arity::Flag),
];

/// The text a `--with` file carries to be run one puzzle per run (most classic judge code reads
/// a single puzzle).
pub const SPLIT_MARKER: &str = "judge: split";

/// Runs at once. Two on this 2-core machine: measured to leave the times of single runs within
/// noise (see README), and it halves the wall time of the default comparison.
const DEFAULT_JOBS: usize = 2;

/// One row of the comparison.
#[derive(Clone, Debug)]
pub struct Strategy {
    pub name: String,
    pub source: PathBuf,
    pub split: bool,
}

/// A strategy's results on every case of a problem (`None`: skipped).
#[derive(Clone, Debug)]
pub struct Row {
    pub strategy: Strategy,
    pub results: Vec<Option<CaseResult>>,
}

/// A problem's cases and every strategy's results on them.
#[derive(Clone, Debug)]
pub struct Comparison {
    pub problem: &'static Problem,
    pub settings: Settings,
    pub cases: Vec<Case>,
    /// Per case, per puzzle: the fewest moves if known, else the reference answer's length.
    pub reference: Vec<Vec<Option<u64>>>,
    pub rows: Vec<Row>,
}

/// Per puzzle of a case: the BFS distance (boards the oracle covers), else the length the
/// reference answer gives (`None`: unsolvable or unknown).
pub fn reference_lengths(problem: &Problem, case: &Case) -> Vec<Option<u64>> {
    let Ok(input) = fs::read(&case.input) else {
        return Vec::new();
    };
    let Ok((boards, goals)) = parse_puzzles(problem, &input) else {
        return Vec::new();
    };
    let answer = case.answer.as_ref().and_then(|a| fs::read(a).ok());
    check::reference_lengths(problem, (&boards, &goals), answer.as_deref())
}

/// How heavy a case is for ordering and skipping: the total of its reference lengths.
fn weight(lengths: &[Option<u64>]) -> u64 {
    lengths.iter().flatten().sum()
}

/// The mean over solvable puzzles of `lengths`, `None` when there are none.
fn mean(lengths: &[Option<u64>]) -> Option<f64> {
    let known: Vec<u64> = lengths.iter().flatten().copied().collect();
    (!known.is_empty()).then(|| known.iter().sum::<u64>() as f64 / known.len() as f64)
}

impl Comparison {
    /// Per case, per solvable puzzle: the best length known and whether it is the optimum
    /// (the checker knew it) or only the shortest answer the reference or any accepted strategy
    /// gave.
    pub fn best_lengths(&self) -> Vec<Vec<Option<(u64, bool)>>> {
        (0..self.cases.len())
            .map(|k| {
                let mut best: Vec<Option<(u64, bool)>> = self.reference[k]
                    .iter()
                    .map(|r| r.map(|r| (r, false)))
                    .collect();
                for result in self.rows.iter().filter_map(|row| row.results[k].as_ref()) {
                    for (j, o) in result.optima.iter().enumerate() {
                        if let (Some(o), Some(b)) = (o, best.get_mut(j)) {
                            *b = Some((*o, true));
                        }
                    }
                }
                for result in self.rows.iter().filter_map(|row| row.results[k].as_ref()) {
                    if result.verdict != Verdict::Accepted {
                        continue;
                    }
                    for (b, l) in best.iter_mut().zip(&result.lengths) {
                        if let (Some((x, false)), Some(l)) = (b.as_mut(), l) {
                            *x = (*x).min(*l);
                        }
                    }
                }
                best
            })
            .collect()
    }

    /// Per case, the depth for charts: the mean best length of its solvable puzzles.
    pub fn depths(&self) -> Vec<Option<f64>> {
        self.best_lengths()
            .iter()
            .map(|b| mean(&b.iter().map(|b| b.map(|b| b.0)).collect::<Vec<_>>()))
            .collect()
    }
}

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

/// Calls `work(i)` for every `i` in `0..count` on `jobs` threads, each taking the next index.
fn for_each_parallel(count: usize, jobs: usize, work: impl Fn(usize) + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    break;
                }
                work(i);
            });
        }
    });
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
    let slots: Vec<Mutex<Option<Result<Program, String>>>> =
        sources.iter().map(|_| Mutex::new(None)).collect();
    for_each_parallel(sources.len(), jobs, |i| {
        let cached = cached_binaries();
        let program = compile::prepare(&sources[i]);
        // Said only of a source that was compiled now, not found in the cache.
        let fresh = match &program {
            Ok(p) => Path::new(&p.command[0])
                .file_name()
                .is_some_and(|name| p.command.len() == 1 && !cached.iter().any(|c| c == name)),
            Err(_) => true,
        };
        if fresh {
            eprintln!("compiled {}", sources[i].display());
        }
        *slots[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(program);
    });
    slots
        .into_iter()
        .map(|s| {
            s.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .expect("compiled")
        })
        .collect()
}

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

/// Runs the comparison.
pub fn compare(request: &Request) -> Result<Vec<Comparison>, String> {
    let mut comparisons = Vec::new();
    for &problem in &request.problems {
        let dirs = if request.cases.is_empty() {
            vec![cases::default_dir(problem)]
        } else {
            request.cases.clone()
        };
        let cases = cases::collect(&dirs)?;
        let mut strategies: Vec<Strategy> = cases::strategies(problem.solutions)
            .into_iter()
            .map(|source| Strategy {
                name: cases::strategy_name(&source),
                source,
                split: false,
            })
            .collect();
        for file in &request.with {
            let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
            strategies.push(Strategy {
                name: file
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                source: file.clone(),
                split: text.contains(SPLIT_MARKER),
            });
        }
        let reference = cases
            .iter()
            .map(|c| reference_lengths(problem, c))
            .collect();
        let rows = strategies
            .into_iter()
            .map(|strategy| Row {
                strategy,
                results: vec![None; cases.len()],
            })
            .collect();
        comparisons.push(Comparison {
            problem,
            settings: Settings::for_problem(problem, request.time_limit, request.memory_mb, false),
            cases,
            reference,
            rows,
        });
    }

    let mut sources: Vec<PathBuf> = Vec::new();
    for c in &comparisons {
        for row in &c.rows {
            if !sources.contains(&row.strategy.source) {
                sources.push(row.strategy.source.clone());
            }
        }
    }
    let programs = compile_all(&sources, request.jobs);
    let program_of = |source: &Path| &programs[sources.iter().position(|s| s == source).unwrap()];

    // Every (problem, strategy, case) run, strategy by strategy, light cases first.
    let mut jobs: Vec<(usize, usize, usize)> = Vec::new();
    for (p, c) in comparisons.iter().enumerate() {
        let mut order: Vec<usize> = (0..c.cases.len()).collect();
        order.sort_by_key(|&k| (weight(&c.reference[k]), k));
        for s in 0..c.rows.len() {
            jobs.extend(order.iter().map(|&k| (p, s, k)));
        }
    }
    let progress = Progress::new(jobs.len());
    // Per (problem, strategy): the lightest case on which it ran out of time or memory.
    let gave_up: Mutex<Vec<Vec<Option<u64>>>> = Mutex::new(
        comparisons
            .iter()
            .map(|c| vec![None; c.rows.len()])
            .collect(),
    );
    let results: Mutex<Vec<(usize, usize, usize, CaseResult)>> = Mutex::new(Vec::new());
    for_each_parallel(jobs.len(), request.jobs, |i| {
        let (p, s, k) = jobs[i];
        let c = &comparisons[p];
        let row = &c.rows[s];
        let case = &c.cases[k];
        let depth = weight(&c.reference[k]);
        let limit = gave_up.lock().unwrap_or_else(|e| e.into_inner())[p][s];
        if request.skip && limit.is_some_and(|d| depth >= d) {
            progress.report(c.problem.id, &row.strategy.name, &case.name, "skipped");
            return;
        }
        let result = match program_of(&row.strategy.source) {
            Ok(program) => {
                let mut settings = c.settings.clone();
                settings.split = row.strategy.split;
                judge_case(program, c.problem, case, &settings)
            }
            Err(_) => CaseResult::compile_error(case),
        };
        if matches!(
            result.verdict,
            Verdict::TimeLimit | Verdict::MemoryLimit | Verdict::CompileError
        ) {
            let mut g = gave_up.lock().unwrap_or_else(|e| e.into_inner());
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
        progress.report(c.problem.id, &row.strategy.name, &case.name, &what);
        results
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((p, s, k, result));
    });
    progress.finish();
    for (p, s, k, result) in results.into_inner().unwrap_or_else(|e| e.into_inner()) {
        comparisons[p].rows[s].results[k] = Some(result);
    }
    for (source, program) in sources.iter().zip(&programs) {
        if let Err(message) = program {
            eprintln!("CE {}:\n{message}", source.display());
        }
    }
    Ok(comparisons)
}

fn default_svg(request: &Request) -> PathBuf {
    let name = if request.problems.len() == problems::PROBLEMS.len() {
        "all".to_string()
    } else {
        let ids: Vec<&str> = request.problems.iter().map(|p| p.id).collect();
        ids.join("+")
    };
    crate::checkout::path("target")
        .join("compare")
        .join(format!("{name}.svg"))
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

pub fn run(args: &[String]) -> Result<i32, String> {
    let started = Instant::now();
    let (request, svg) = request(args)?;
    let comparisons = compare(&request).map_err(|e| format!("judge compare: {e}"))?;
    let mut stdout = std::io::stdout().lock();
    for c in &comparisons {
        let _ = writeln!(stdout, "{}", report::markdown(c));
    }
    let path = svg.unwrap_or_else(|| default_svg(&request));
    let drawing = chart::draw(&comparisons);
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| format!("judge compare: {}: {e}", dir.display()))?;
    }
    fs::write(&path, drawing).map_err(|e| format!("judge compare: {}: {e}", path.display()))?;
    let runs: usize = comparisons
        .iter()
        .map(|c| {
            c.rows
                .iter()
                .map(|r| r.results.iter().flatten().count())
                .sum::<usize>()
        })
        .sum();
    let _ = writeln!(
        stdout,
        "Chart: {} · {runs} runs in {:.1} s wall, {} at a time.",
        path.display(),
        started.elapsed().as_secs_f64(),
        request.jobs
    );
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(problem: &str, name: &str) -> Case {
        let dir = crate::checkout::path("cases").join(problem);
        cases::collect(&[dir.join(format!("{name}.in"))])
            .unwrap()
            .remove(0)
    }

    #[test]
    fn reference_lengths_come_from_the_oracle_or_the_answer_file() {
        let poj = problems::problem("poj1077").unwrap();
        // 3×3: the BFS distance, whatever the answer file says.
        assert_eq!(
            reference_lengths(poj, &case("poj1077", "01-sample")),
            [Some(19)]
        );
        assert_eq!(
            reference_lengths(poj, &case("poj1077", "06-unsolvable-swap")),
            [None]
        );
        // 4×4: the answer file's lines (moves or counts); Korf's mean is 53.05.
        let korf = problems::problem("korf100").unwrap();
        let lengths = reference_lengths(korf, &case("korf100", "01-korf100"));
        assert_eq!(lengths.len(), 100);
        assert!((mean(&lengths).unwrap() - 53.05).abs() < 1e-9);
        assert_eq!(weight(&lengths), 5305);
        let uva = problems::problem("uva10181").unwrap();
        assert_eq!(
            reference_lengths(uva, &case("uva10181", "01-sample")),
            [Some(9), None]
        );
    }
}
