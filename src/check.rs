//! The checker: replays every answer line against its puzzle and judges it by the problem's rule.
//!
//! It works on bytes, never on `str`, so binary junk and invalid UTF-8 are just wrong characters;
//! it never panics and runs in time linear in the sizes of the files (one table lookup and one
//! swap per move). Verdicts follow testlib: OK, WA, PE (malformed output) and FAIL (the input or
//! the answer file is broken, or the output beats the answer).

use crate::board::Board;
use crate::input::{is_space, parse_puzzles, show};
use crate::output::scatter;
use crate::problems::{Problem, Rule};
use crate::text::{trim, Lines};
pub use answer::reference_lengths;
use answer::{oracle_distances, read_answer, solvability, Reference};
pub use frame::answer_to;
use moves::replay;
pub use over::fewest_within;
use over::Within;
pub use said::{said, total_label, Said};

mod answer;
pub mod cli;
mod count;
mod frame;
mod moves;
mod over;
mod said;
mod verdict;

pub use verdict::Verdict;
use verdict::{fail, Judged};

/// What the checker learned about one puzzle (as far as it got).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleReport {
    pub solvable: bool,
    /// The number of moves printed (or the count printed); `None` for an unsolvable line or when
    /// the checker stopped before this puzzle.
    pub length: Option<u64>,
    /// The fewest moves, when known (the BFS oracle for small boards, else the answer file).
    pub optimum: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub verdict: Verdict,
    pub message: String,
    pub puzzles: Vec<PuzzleReport>,
}

impl Outcome {
    /// The testlib line: `ok …`, `wrong answer …`, …
    pub fn line(&self) -> String {
        format!("{} {}", self.verdict.prefix(), self.message)
    }
}

/// Checks `output` for `input` under `problem`'s rule. `answer` is the reference answer file;
/// `None` or an empty one means "none": the checker then relies on its own BFS (3×3).
pub fn check(problem: &Problem, input: &[u8], output: &[u8], answer: Option<&[u8]>) -> Outcome {
    let mut puzzles = Vec::new();
    match run(problem, input, output, answer, &mut puzzles) {
        Ok(message) => Outcome {
            verdict: Verdict::Ok,
            message,
            puzzles,
        },
        Err((verdict, message)) => Outcome {
            verdict,
            message,
            puzzles,
        },
    }
}

fn run(
    problem: &Problem,
    input: &[u8],
    output: &[u8],
    answer: Option<&[u8]>,
    reports: &mut Vec<PuzzleReport>,
) -> Judged<String> {
    let (boards, goals) = parse_puzzles(problem, input).or_else(|e| fail(format!("input: {e}")))?;
    let solvable = solvability(problem, &boards, &goals);
    if problem.unsolvable.is_none() {
        if let Some(k) = solvable.iter().position(|s| !s) {
            return fail(format!(
                "input: puzzle {} is unsolvable, but {} promises solvable puzzles",
                k + 1,
                problem.id
            ));
        }
    }

    let mut optimum = oracle_distances(problem, &boards);
    let own = over::within(problem, &boards, &goals, &solvable).or_else(fail)?;
    for (k, within) in own.iter().enumerate() {
        if let Some(Within::Optimum(moves)) = within {
            optimum[k] = Some(moves.len() as u64);
        }
    }
    let over: Vec<bool> = own.iter().map(|w| w == &Some(Within::Over)).collect();
    let answer = answer.filter(|a| a.iter().any(|&b| !is_space(b)));
    if let Some(answer) = answer {
        let references = read_answer(problem, (&boards, &goals), &solvable, answer)?;
        take_optima(problem, &references, &mut optimum)?;
    }
    if let Some(k) = (0..boards.len()).find(|&k| over[k] && optimum[k].is_some()) {
        return fail(format!(
            "answer: puzzle {} gives a length, but its fewest moves are over the bound",
            k + 1
        ));
    }
    if problem.wants_optimal() {
        let unknown = |k: usize| solvable[k] && !over[k] && optimum[k].is_none();
        if let Some(k) = (0..boards.len()).find(|&k| unknown(k)) {
            return fail(format!(
                "no answer file gives the optimum of puzzle {} and the checker has no oracle \
                 for {}×{}: pass the answer file",
                k + 1,
                problem.width,
                problem.height
            ));
        }
    }

    let judged = Facts {
        problem,
        boards: &boards,
        goals: &goals,
        solvable: &solvable,
        optimum: &optimum,
        own: &own,
    };
    let (total, longer) = judged.output(output, reports)?;

    let unsolvable = solvable.iter().filter(|s| !**s).count();
    let what = total_label(problem.output);
    let quality = if optimum
        .iter()
        .zip(&solvable)
        .all(|(o, s)| o.is_some() || !s)
    {
        if longer == 0 {
            ", all fewest".to_string()
        } else {
            format!(", {longer} longer than the fewest")
        }
    } else {
        String::new()
    };
    Ok(format!(
        "{} puzzle(s), {unsolvable} unsolvable, {total} {what}{quality}",
        boards.len()
    ))
}

/// The answer file's lengths as the optima the checker lacks (4×4), checked against the ones it
/// has (the BFS oracle) when the problem wants the fewest moves.
fn take_optima(
    problem: &Problem,
    references: &[Reference],
    optimum: &mut [Option<u64>],
) -> Judged<()> {
    for (k, r) in references.iter().enumerate() {
        if let Reference::Length(len) = *r {
            match optimum[k] {
                Some(best) if problem.wants_optimal() && best != len => {
                    return fail(format!(
                        "answer: puzzle {} gives {len}, but the fewest moves (BFS) is {best}",
                        k + 1
                    ))
                }
                None if problem.wants_optimal() => optimum[k] = Some(len),
                _ => {}
            }
        }
    }
    Ok(())
}

/// The facts the output is judged against.
struct Facts<'a> {
    problem: &'a Problem,
    boards: &'a [Board],
    goals: &'a [Board],
    solvable: &'a [bool],
    optimum: &'a [Option<u64>],
    /// What the checker found by itself for rows with an `over` bound (src/check/over.rs).
    own: &'a [Option<Within>],
}

impl Facts<'_> {
    /// Judges every line of `output`, streamed; the total length given and how many answers are
    /// longer than the fewest.
    fn output(&self, output: &[u8], reports: &mut Vec<PuzzleReport>) -> Judged<(u64, usize)> {
        let (problem, boards) = (self.problem, self.boards);
        let mut lines = Lines::new(output);
        let mut total = 0u64;
        let mut longer = 0usize;
        for (k, board) in boards.iter().enumerate() {
            let (solvable, optimum) = (self.solvable[k], self.optimum[k]);
            let goal = &self.goals[k];
            reports.push(PuzzleReport {
                solvable,
                length: None,
                optimum,
            });
            let line = match frame::next_answer(problem, &mut lines, k)? {
                Some(l) => l,
                // No line at all (no output, or no final line) answers a solved board rightly:
                // its answer is the empty line.
                None if board.is(goal) && problem.move_letters().is_some() => b"",
                None => {
                    return Err((
                        Verdict::WrongAnswer,
                        format!(
                            "the output has {} line(s), but the input has {} puzzle(s)",
                            lines.taken(),
                            boards.len()
                        ),
                    ))
                }
            };
            let facts = (solvable, optimum, self.own[k].as_ref());
            let judged = judge_line(problem, board, goal, facts, line);
            reports[k].length = judged.0;
            judged
                .1
                .map_err(|(v, m)| (v, format!("puzzle {}: {m}", k + 1)))?;
            if let Some(len) = judged.0 {
                total += len;
                if optimum.is_some_and(|best| len > best) {
                    longer += 1;
                }
            }
        }
        while let Some(extra) = lines.next() {
            if !trim(extra).is_empty() {
                return Err((
                    Verdict::PresentationError,
                    format!(
                        "the output goes on after the {} puzzle(s): line {} is '{}'",
                        boards.len(),
                        lines.taken(),
                        show(trim(extra))
                    ),
                ));
            }
        }
        Ok((total, longer))
    }
}

/// Judges one output line: the length it gives when that is well formed (valid moves, or a
/// count), for reports even when the rule then rejects it; and the verdict.
fn judge_line(
    problem: &Problem,
    board: &Board,
    goal: &Board,
    (solvable, optimum, own): (bool, Option<u64>, Option<&Within>),
    line: &[u8],
) -> (Option<u64>, Judged<()>) {
    // A line the row's format cannot read is PE on every row (a wrong-case letter, a leading
    // zero), before the least string or the bound could call it WA.
    let text = |t: Option<&str>| t.is_some_and(|t| t.as_bytes() == line);
    let readable = text(problem.over.map(|(_, t)| t))
        || text(problem.unsolvable)
        || said(problem, line).is_ok();
    if let Some(verdict) = readable
        .then(|| over::judge(problem, solvable, own, line))
        .flatten()
    {
        return (None, verdict);
    }
    match read_line(problem, board, goal, solvable, optimum, line) {
        Err(e) => (None, Err(e)),
        Ok(None) => (None, Ok(())),
        Ok(Some(length)) => (Some(length), apply_rule(problem, optimum, length)),
    }
}

/// The length a line gives (`None` for the unsolvable text), or why it is wrong on its own.
fn read_line(
    problem: &Problem,
    board: &Board,
    goal: &Board,
    solvable: bool,
    optimum: Option<u64>,
    line: &[u8],
) -> Judged<Option<u64>> {
    let wa = |m: String| Err((Verdict::WrongAnswer, m));
    if problem.unsolvable.map(str::as_bytes) == Some(line) {
        return if solvable {
            let fewest = optimum.map_or(String::new(), |o| format!(" in {o} moves"));
            wa(format!("says unsolvable, but it can be solved{fewest}"))
        } else {
            Ok(None)
        };
    }
    let unsolvable = "it is unsolvable (parity), but the output";
    let length = match said(problem, line).map_err(|m| (Verdict::PresentationError, m))? {
        Said::Moves { moves, .. } if !solvable => {
            return wa(format!("{unsolvable} gives {} move(s)", moves.len()))
        }
        Said::Moves { moves, letters } => {
            replay(board, goal, moves, letters).map_err(|m| (Verdict::WrongAnswer, m))?;
            moves.len() as u64
        }
        Said::Count(_) if !solvable => return wa(format!("{unsolvable} says {}", show(line))),
        Said::Count(count) => match (count, optimum) {
            (Some(c), Some(best)) if c == best => c,
            (_, best) => {
                return wa(format!(
                    "the output says {}, the fewest is {}",
                    show(line),
                    best.map_or("unknown".to_string(), |b| b.to_string())
                ))
            }
        },
        Said::Yes(yes) if !solvable => {
            return wa(format!("says {yes}, but it is unsolvable (parity)"))
        }
        Said::Yes(_) => return Ok(None),
        Said::Scatter(found) => {
            let scatter = u64::from(scatter(board, goal));
            if found != Some(scatter) {
                return wa(format!(
                    "the output says {}, the scatter is {scatter}",
                    show(line)
                ));
            }
            scatter
        }
    };
    Ok(Some(length))
}

/// The problem's rule on the length of a valid answer.
fn apply_rule(problem: &Problem, optimum: Option<u64>, length: u64) -> Judged<()> {
    let wa = |m: String| Err((Verdict::WrongAnswer, m));
    let moves = problem.move_letters().is_some();
    match (problem.rule, optimum) {
        (Rule::Optimal, Some(best)) if moves && length > best => {
            wa(format!("{length} moves, but the fewest is {best}"))
        }
        (Rule::Optimal, Some(best)) if moves && length < best => fail(format!(
            "{length} valid moves beat the answer file's {best}: the answer is not optimal"
        )),
        (Rule::AtMost(limit), _) if length > limit => {
            wa(format!("{length} moves, more than the {limit} allowed"))
        }
        _ => Ok(()),
    }
}
