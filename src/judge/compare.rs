//! `judge compare [ID…]`: every strategy of each problem on the same cases, side by side — a
//! Markdown table on stdout, an SVG chart under `target/compare/`, progress on stderr.
//!
//! Runs go strategy by strategy, each strategy's cases from the lightest up (by the total of
//! their reference lengths: a case of 6,000 puzzles weighs more than one of 200 deep ones);
//! once a strategy hits TLE or MLE, its cases at least as heavy are skipped (shown as such), so
//! hopeless strategies cost one time limit, not one per case. `--no-skip` runs everything. With
//! two runs at a time the skips can differ by a case from run to run (the second run of a
//! strategy may start before the first one fails).

use super::cases::{self, Case};
use super::chart;
use super::compare_args::{self, Request};
use super::compare_runs;
use super::evaluate::{CaseResult, Settings, Verdict};
use super::report;
use crate::check;
use crate::input::parse_puzzles;
use crate::problems::{self, Problem};
use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// The text a `--with` file carries to be run one puzzle per run (most classic judge code reads
/// a single puzzle).
pub const SPLIT_MARKER: &str = "judge: split";

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
pub(super) fn weight(lengths: &[Option<u64>]) -> u64 {
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

/// Runs the comparison.
pub fn compare(request: &Request) -> Result<Vec<Comparison>, String> {
    let mut comparisons = request
        .problems
        .iter()
        .map(|&problem| comparison(problem, request))
        .collect::<Result<Vec<_>, String>>()?;
    compare_runs::run_all(&mut comparisons, request.jobs, request.skip);
    Ok(comparisons)
}

/// A problem's comparison before any run: its cases, their reference lengths and one row per
/// strategy (its own files that `--strategies` keeps, then the `--with` files).
pub(super) fn comparison(
    problem: &'static Problem,
    request: &Request,
) -> Result<Comparison, String> {
    let own = request.strategies.files(problem)?;
    let dirs = if request.cases.is_empty() {
        vec![cases::default_dir(problem)]
    } else {
        request.cases.clone()
    };
    let cases = cases::collect(&dirs)?;
    let mut strategies: Vec<Strategy> = own
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
    Ok(Comparison {
        problem,
        settings: Settings::for_problem(problem, request.time_limit, request.memory_mb, false),
        cases,
        reference,
        rows,
    })
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

pub fn run(args: &[String]) -> Result<i32, String> {
    let started = Instant::now();
    let (request, svg) = compare_args::request(args)?;
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
