//! `judge stress FILE`: random puzzles, one per run, until the checker or the oracle disagrees with
//! FILE, and the failure at its smallest.
//!
//! The failure is shrunk along the oracle's path toward the goal to the shallowest board that still
//! fails, and printed: input, both answers, the verdict.
//!
//! The oracle is the BFS distance table for boards it covers (3×3), else `--oracle FILE`, else
//! the problem's best solver (`solutions/<FOLDER>/idastar.rs`).

use super::gen::depth_options;
use crate::board::{Board, Dir};
use crate::check;
use crate::gen::{self, Depth, Spec};
use crate::gen_goal::oracle_path;
use crate::input::format_puzzles;
use crate::judge::cases;
use crate::judge::cli::args::{self, Arity};
use crate::judge::cli::progress::Progress;
use crate::judge::compile::{self, Program};
use crate::judge::evaluate::{run_failure, Verdict};
use crate::judge::sandbox::{self, Limits, RunVerdict};
use crate::oracle;
use crate::output::{format_output, parse_moves, Answer};
use crate::parity::solvable;
use crate::problems::Problem;
use std::path::{Path, PathBuf};
use std::time::Duration;

const OPTIONS: &[(&str, Arity)] = &[
    ("--problem", Arity::One),
    ("--oracle", Arity::One),
    ("--count", Arity::One),
    ("--seed", Arity::One),
    ("--depth", Arity::One),
    ("--min-depth", Arity::One),
    ("--max-depth", Arity::One),
];

/// Where reference answers come from.
enum Oracle {
    Table,
    Program(Program),
}

/// What the oracle says of one board.
struct OracleAnswer {
    /// The answer line, as the program should print it.
    line: String,
    /// Its length (`None`: unsolvable).
    depth: Option<u64>,
    /// Its moves, when it gave moves (a count-only answer has none).
    path: Option<Vec<Dir>>,
}

/// One puzzle tried: what the program said, what the oracle said, and the verdict.
#[derive(Clone, Debug)]
pub struct Trial {
    pub board: Board,
    /// The puzzle's goal: the row's, or its own where the input gives one (HDU 3567).
    pub goal: Board,
    pub input: String,
    pub output: String,
    pub answer: String,
    pub verdict: Verdict,
    pub message: String,
    /// The oracle's answer length (`None`: unsolvable).
    pub depth: Option<u64>,
    /// The oracle's moves, when it gave moves (a count-only answer has none).
    pub path: Option<Vec<Dir>>,
    /// The program's CPU time on this puzzle.
    pub cpu: Duration,
}

/// The outcome of a stress run.
#[derive(Clone, Debug)]
pub struct Report {
    pub problem: &'static Problem,
    pub tried: usize,
    /// The first failure found and the shallowest failure it shrank to.
    pub failure: Option<(Trial, Trial)>,
    pub shrink_runs: usize,
}

struct Stress<'a> {
    problem: &'static Problem,
    program: &'a Program,
    oracle: Oracle,
    limits: Limits,
}

impl Stress<'_> {
    /// The oracle's answer line for `board`, its length and its moves.
    fn answer(&self, board: &Board, goal: &Board) -> Result<OracleAnswer, String> {
        if !solvable(board, goal) {
            return Ok(OracleAnswer {
                line: format_output(self.problem, &[Answer::Unsolvable]),
                depth: None,
                path: None,
            });
        }
        match &self.oracle {
            Oracle::Table => {
                let path = oracle_path(board, goal)
                    .ok_or("the oracle has no path for a solvable board")?;
                let len = path.len() as u64;
                Ok(OracleAnswer {
                    line: format_output(self.problem, &[Answer::Moves(path.clone())]),
                    depth: Some(len),
                    path: Some(path),
                })
            }
            Oracle::Program(p) => {
                let input = self.input(board, goal);
                let limits = p.limits(&Limits::judge(Duration::from_secs(120), Some(8 << 30)));
                let run = sandbox::run(&p.command, input.as_bytes(), &limits, &[])
                    .map_err(|e| format!("oracle {}: {e}", p.source.display()))?;
                if run.verdict(&limits) != RunVerdict::Finished {
                    return Err(format!(
                        "oracle {}: {}",
                        p.source.display(),
                        run.describe_exit()
                    ));
                }
                let line = String::from_utf8_lossy(&run.stdout).into_owned();
                // The moves with their frame (`Case 1: `, a count line, `YES`) taken off.
                let answer = check::answer_to(self.problem, &run.stdout, 0)
                    .ok()
                    .flatten();
                let path = answer.and_then(|moves| parse_moves(self.problem, moves));
                Ok(OracleAnswer {
                    depth: path.as_ref().map(|m| m.len() as u64),
                    line,
                    path,
                })
            }
        }
    }

    /// The input of one puzzle.
    fn input(&self, board: &Board, goal: &Board) -> String {
        let (board, goal) = (std::slice::from_ref(board), std::slice::from_ref(goal));
        format_puzzles(self.problem, board, goal)
    }

    /// Runs the program on `board` alone and judges it against the oracle.
    fn trial(&self, board: &Board, goal: &Board) -> Result<Trial, String> {
        let input = self.input(board, goal);
        let OracleAnswer {
            line: answer,
            depth,
            path,
        } = self.answer(board, goal)?;
        // A JVM runs without the address-space backstop (Program::limits).
        let limits = self.program.limits(&self.limits);
        let run = sandbox::run(&self.program.command, input.as_bytes(), &limits, &[])
            .map_err(|e| format!("{}: {e}", self.program.source.display()))?;
        let output = String::from_utf8_lossy(&run.stdout).into_owned();
        let (verdict, message) = match run_failure(&run, &limits) {
            Some(failure) => failure,
            None => {
                let outcome = check::check(
                    self.problem,
                    input.as_bytes(),
                    output.as_bytes(),
                    Some(answer.as_bytes()),
                );
                (outcome.verdict.into(), outcome.message)
            }
        };
        Ok(Trial {
            board: board.clone(),
            goal: goal.clone(),
            input,
            output,
            answer,
            verdict,
            message,
            depth,
            path,
            cpu: run.cpu,
        })
    }

    /// The boards on the oracle's path from `trial`'s board to the goal, shallowest first.
    fn path_boards(&self, trial: &Trial) -> Vec<Board> {
        let Some(moves) = &trial.path else {
            return Vec::new();
        };
        let mut board = trial.board.clone();
        let mut boards = Vec::new();
        for &d in moves {
            if !board.apply(d) {
                break;
            }
            boards.push(board.clone());
        }
        boards.reverse();
        boards
    }
}

/// Stress-tests `program` on `problem` with `count` random puzzles from `seed`.
pub fn stress(
    problem: &'static Problem,
    program: &Program,
    oracle_file: Option<&Path>,
    count: usize,
    seed: u64,
    depth: Depth,
) -> Result<Report, String> {
    let goal = problem.goal_board();
    let oracle = match oracle_file {
        Some(file) => Oracle::Program(compile::prepare(file)?),
        None if oracle::covers(&goal) => Oracle::Table,
        None => Oracle::Program(compile::prepare(&problem.reference_file())?),
    };
    let stress = Stress {
        problem,
        program,
        oracle,
        limits: Limits::judge(
            Duration::from_millis(problem.time_limit_ms),
            Some(problem.memory_limit_mb << 20),
        ),
    };
    let unsolvable = if problem.unsolvable.is_some() {
        count / 10
    } else {
        0
    };
    let case = gen::generate(
        problem,
        &Spec {
            count,
            depth,
            unsolvable,
            seed,
        },
    )?;
    let mut report = Report {
        problem,
        tried: 0,
        failure: None,
        shrink_runs: 0,
    };
    let mut progress = Progress::new(format!("stress on {}", problem.id), count);
    let mut cpu = Duration::ZERO;
    for (board, goal) in case.boards.iter().zip(&case.goals) {
        report.tried += 1;
        let trial = stress.trial(board, goal)?;
        cpu += trial.cpu;
        progress.tick(report.tried, cpu);
        if trial.verdict == Verdict::Accepted {
            continue;
        }
        // Shrink: the shallowest board on the oracle's path that still fails.
        let mut shallowest = trial.clone();
        for candidate in stress.path_boards(&trial) {
            report.shrink_runs += 1;
            let t = stress.trial(&candidate, goal)?;
            if t.verdict != Verdict::Accepted {
                shallowest = t;
                break;
            }
        }
        report.failure = Some((trial, shallowest));
        break;
    }
    Ok(report)
}

fn indent(text: &str) -> String {
    let body: Vec<String> = text.lines().map(|l| format!("    {l}")).collect();
    if body.is_empty() {
        "    (nothing)".to_string()
    } else {
        body.join("\n")
    }
}

fn depth_text(depth: Option<u64>) -> String {
    depth.map_or("unsolvable".to_string(), |d| format!("depth {d}"))
}

/// The printed report.
pub fn render(report: &Report, file: &Path, seed: u64) -> String {
    let p = report.problem;
    let Some((first, small)) = &report.failure else {
        return format!(
            "stress {} on {}: {}/{} random puzzles pass (seed {seed})\n",
            file.display(),
            p.id,
            report.tried,
            report.tried
        );
    };
    format!(
        "stress {} on {}: puzzle {} of the run (seed {seed}) fails: {} at {}\n\
         shrunk along the oracle's path to {} ({} more run(s)):\n\
         input:\n{}\n\
         oracle answer:\n{}\n\
         program output:\n{}\n\
         verdict: {} — {}\n",
        file.display(),
        p.id,
        report.tried,
        first.verdict.short(),
        depth_text(first.depth),
        depth_text(small.depth),
        report.shrink_runs,
        indent(&small.input),
        indent(&small.answer),
        indent(&small.output),
        small.verdict.short(),
        small.message
    )
}

pub fn run(args: &[String]) -> Result<i32, String> {
    let parsed = args::parse("stress", args, OPTIONS)?;
    parsed.expect_positional(&["FILE"])?;
    let file = PathBuf::from(&parsed.positional[0]);
    if !file.is_file() {
        return Err(format!("judge stress: {}: no such file", file.display()));
    }
    let problem = cases::problems_for(&file, parsed.value("--problem"))
        .map_err(|e| format!("judge stress: {e}"))?[0];
    let count = parsed
        .number::<usize>("--count", "a number of puzzles")?
        .unwrap_or(100);
    let seed = parsed
        .number::<u64>("--seed", "a whole number")?
        .unwrap_or(1);
    let depth = depth_options(&parsed, problem)?;
    let program = match compile::prepare(&file) {
        Ok(p) => p,
        Err(message) => {
            crate::say!("CE {}:\n{message}", file.display());
            return Ok(1);
        }
    };
    let oracle = parsed.value("--oracle").map(PathBuf::from);
    let report = stress(problem, &program, oracle.as_deref(), count, seed, depth)
        .map_err(|e| format!("judge stress: {e}"))?;
    crate::say_more!("{}", render(&report, &file, seed));
    Ok(if report.failure.is_some() { 1 } else { 0 })
}
