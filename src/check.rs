//! The checker: replays every answer line against its puzzle and judges it by the problem's rule.
//!
//! It works on bytes, never on `str`, so binary junk and invalid UTF-8 are just wrong characters;
//! it never panics and runs in time linear in the sizes of the files (one table lookup and one
//! swap per move). Verdicts follow testlib: OK, WA, PE (malformed output) and FAIL (the input or
//! the answer file is broken, or the output beats the answer).

use crate::board::{Board, Dir};
use crate::input::{parse_decimal, parse_input, show};
use crate::oracle;
use crate::parity::solvable;
use crate::problems::{OutputFormat, Problem, Rule};

/// The verdict of one check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    WrongAnswer,
    PresentationError,
    Fail,
}

impl Verdict {
    /// testlib's exit code.
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::Ok => 0,
            Verdict::WrongAnswer => 1,
            Verdict::PresentationError => 2,
            Verdict::Fail => 3,
        }
    }

    /// testlib's opening words of the message.
    pub fn prefix(self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::PresentationError => "wrong output format",
            Verdict::Fail => "FAIL",
        }
    }

    /// The judges' short form: AC, WA, PE, FAIL.
    pub fn short(self) -> &'static str {
        match self {
            Verdict::Ok => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::PresentationError => "PE",
            Verdict::Fail => "FAIL",
        }
    }
}

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

/// What the reference answer says of one puzzle.
enum Reference {
    Unsolvable,
    /// The reference length (moves or count).
    Length(u64),
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

type Judged<T> = Result<T, (Verdict, String)>;

fn fail<T>(message: String) -> Judged<T> {
    Err((Verdict::Fail, message))
}

fn run(
    problem: &Problem,
    input: &[u8],
    output: &[u8],
    answer: Option<&[u8]>,
    reports: &mut Vec<PuzzleReport>,
) -> Judged<String> {
    let boards = parse_input(problem, input).or_else(|e| fail(format!("input: {e}")))?;
    let goal = problem.goal_board();
    let solvable: Vec<bool> = boards.iter().map(|b| solvable(b, &goal)).collect();
    if problem.unsolvable.is_none() {
        if let Some(k) = solvable.iter().position(|s| !s) {
            return fail(format!(
                "input: puzzle {} is unsolvable, but {} promises solvable puzzles",
                k + 1,
                problem.id
            ));
        }
    }

    let mut optimum: Vec<Option<u64>> = vec![None; boards.len()];
    if oracle::covers(&goal) {
        let table = oracle::shared(&goal);
        for (o, b) in optimum.iter_mut().zip(&boards) {
            *o = table.distance(b).map(u64::from);
        }
    }
    let answer = answer.filter(|a| a.iter().any(|b| !b.is_ascii_whitespace()));
    if let Some(answer) = answer {
        let references = read_answer(problem, &boards, &solvable, answer)?;
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
    }
    if problem.wants_optimal() {
        if let Some(k) = (0..boards.len()).find(|&k| solvable[k] && optimum[k].is_none()) {
            return fail(format!(
                "no answer file gives the optimum of puzzle {} and the checker has no oracle \
                 for {}×{}: pass the answer file",
                k + 1,
                problem.width,
                problem.height
            ));
        }
    }

    let lines = split_lines(output);
    let mut total = 0u64;
    let mut longer = 0usize;
    for (k, board) in boards.iter().enumerate() {
        let number = k + 1;
        reports.push(PuzzleReport {
            solvable: solvable[k],
            length: None,
            optimum: optimum[k],
        });
        let line = match lines.get(k) {
            Some(l) => trim(l),
            None => {
                return Err((
                    Verdict::WrongAnswer,
                    format!(
                        "the output has {} line(s), but the input has {} puzzle(s)",
                        lines.len(),
                        boards.len()
                    ),
                ))
            }
        };
        let judged = judge_line(problem, board, &goal, solvable[k], optimum[k], line);
        reports[k].length = judged.0;
        judged
            .1
            .map_err(|(v, m)| (v, format!("puzzle {number}: {m}")))?;
        if let Some(len) = judged.0 {
            total += len;
            if optimum[k].is_some_and(|best| len > best) {
                longer += 1;
            }
        }
    }
    if let Some((i, extra)) = lines
        .iter()
        .enumerate()
        .skip(boards.len())
        .find(|(_, l)| !trim(l).is_empty())
    {
        return Err((
            Verdict::PresentationError,
            format!(
                "the output goes on after the {} puzzle(s): line {} is '{}'",
                boards.len(),
                i + 1,
                show(trim(extra))
            ),
        ));
    }

    let unsolvable = solvable.iter().filter(|s| !**s).count();
    let what = match problem.output {
        OutputFormat::Moves { .. } => "move(s) in all",
        OutputFormat::Count => "in all the counts",
    };
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

/// Judges one output line: the length it gives when that is well formed (valid moves, or a
/// count), for reports even when the rule then rejects it; and the verdict.
fn judge_line(
    problem: &Problem,
    board: &Board,
    goal: &Board,
    solvable: bool,
    optimum: Option<u64>,
    line: &[u8],
) -> (Option<u64>, Judged<()>) {
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
    let length = match problem.output {
        OutputFormat::Moves { letters } => {
            check_letters(letters, line).map_err(|m| (Verdict::PresentationError, m))?;
            if !solvable {
                return wa(format!(
                    "it is unsolvable (parity), but the output gives {} move(s)",
                    line.len()
                ));
            }
            replay(board, goal, line, letters).map_err(|m| (Verdict::WrongAnswer, m))?;
            line.len() as u64
        }
        OutputFormat::Count => {
            let count = read_count(line).map_err(|m| (Verdict::PresentationError, m))?;
            if !solvable {
                return wa(format!(
                    "it is unsolvable (parity), but the output says {}",
                    show(line)
                ));
            }
            match (count, optimum) {
                (Some(c), Some(best)) if c == best => c,
                (_, best) => {
                    return wa(format!(
                        "the output says {}, the fewest is {}",
                        show(line),
                        best.map_or("unknown".to_string(), |b| b.to_string())
                    ))
                }
            }
        }
    };
    Ok(Some(length))
}

/// The problem's rule on the length of a valid answer.
fn apply_rule(problem: &Problem, optimum: Option<u64>, length: u64) -> Judged<()> {
    let wa = |m: String| Err((Verdict::WrongAnswer, m));
    match (problem.rule, problem.output, optimum) {
        (Rule::Optimal, OutputFormat::Moves { .. }, Some(best)) if length > best => {
            wa(format!("{length} moves, but the fewest is {best}"))
        }
        (Rule::Optimal, OutputFormat::Moves { .. }, Some(best)) if length < best => fail(format!(
            "{length} valid moves beat the answer file's {best}: the answer is not optimal"
        )),
        (Rule::AtMost(limit), _, _) if length > limit => {
            wa(format!("{length} moves, more than the {limit} allowed"))
        }
        _ => Ok(()),
    }
}

/// The table from a byte to the move it names.
fn letter_map(letters: [u8; 4]) -> [Option<Dir>; 256] {
    let mut map: [Option<Dir>; 256] = [None; 256];
    for d in Dir::ALL {
        map[usize::from(letters[d.index()])] = Some(d);
    }
    map
}

/// An error message for the first character of `line` that is no move letter.
fn check_letters(letters: [u8; 4], line: &[u8]) -> Result<(), String> {
    let map = letter_map(letters);
    match line.iter().position(|&c| map[usize::from(c)].is_none()) {
        None => Ok(()),
        Some(i) => {
            let expected: Vec<String> =
                letters.iter().map(|&l| char::from(l).to_string()).collect();
            Err(format!(
                "character {} '{}' is not a move (expected {})",
                i + 1,
                show(&line[i..i + 1]),
                expected.join(" ")
            ))
        }
    }
}

/// Replays a line of move letters (already checked by [`check_letters`]) from `start`, in one
/// pass without allocating; an error message for an illegal move or a wrong final board.
fn replay(start: &Board, goal: &Board, line: &[u8], letters: [u8; 4]) -> Result<(), String> {
    let map = letter_map(letters);
    let mut board = start.clone();
    for (i, &c) in line.iter().enumerate() {
        let dir = match map[usize::from(c)] {
            Some(d) => d,
            None => return Err(format!("character {} is not a move", i + 1)),
        };
        if !board.apply(dir) {
            let (r, col) = board.blank_row_col();
            return Err(format!(
                "move {} '{}' takes the blank {} off the board (blank at row {}, column {}; \
                 board {})",
                i + 1,
                char::from(c),
                dir.name(),
                r + 1,
                col + 1,
                board.one_line()
            ));
        }
    }
    if !board.is(goal) {
        return Err(format!(
            "after its {} move(s) the board is {}, not the goal {}",
            line.len(),
            board.one_line(),
            goal.one_line()
        ));
    }
    Ok(())
}

/// A count line: `Ok(Some(n))`, `Ok(None)` for a well-formed integer out of range (negative or
/// huge), `Err` for anything that is not an integer.
fn read_count(line: &[u8]) -> Result<Option<u64>, String> {
    let digits = line.strip_prefix(b"-").unwrap_or(line);
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(format!("'{}' is not a number", show(line)));
    }
    Ok(if digits.len() == line.len() {
        parse_decimal(digits)
    } else {
        None
    })
}

/// Reads the reference answer: one line per puzzle, like an output. A move-format answer may give
/// a bare number instead of the moves: the optimal length, for boards whose moves are not known.
fn read_answer(
    problem: &Problem,
    boards: &[Board],
    solvable: &[bool],
    answer: &[u8],
) -> Judged<Vec<Reference>> {
    let lines = split_lines(answer);
    let goal = problem.goal_board();
    let mut refs = Vec::with_capacity(boards.len());
    for (k, board) in boards.iter().enumerate() {
        let number = k + 1;
        let line = match lines.get(k) {
            Some(l) => trim(l),
            None => {
                return fail(format!(
                    "answer: {} line(s) for {} puzzle(s)",
                    lines.len(),
                    boards.len()
                ))
            }
        };
        let broken = |m: String| (Verdict::Fail, format!("answer: puzzle {number}: {m}"));
        if problem.unsolvable.map(str::as_bytes) == Some(line) {
            if solvable[k] {
                return Err(broken(
                    "says unsolvable, but parity says solvable".to_string(),
                ));
            }
            refs.push(Reference::Unsolvable);
            continue;
        }
        if !solvable[k] {
            return Err(broken(format!(
                "gives '{}' for an unsolvable puzzle",
                show(line)
            )));
        }
        let length = match (problem.output, parse_decimal(line)) {
            (_, Some(n)) => n,
            (OutputFormat::Count, None) => {
                return Err(broken(format!("'{}' is no count", show(line))))
            }
            (OutputFormat::Moves { letters }, None) => {
                check_letters(letters, line).map_err(broken)?;
                replay(board, &goal, line, letters).map_err(broken)?;
                line.len() as u64
            }
        };
        refs.push(Reference::Length(length));
    }
    Ok(refs)
}

/// Lines split on `\n`; a final newline ends the last line rather than opening an empty one.
fn split_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if text.is_empty() || text.ends_with(b"\n") {
        lines.pop();
    }
    lines
}

/// Strips ASCII whitespace (spaces, tabs, a CR from CRLF) from both ends.
fn trim(line: &[u8]) -> &[u8] {
    let start = line
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |e| e + 1);
    &line[start..end]
}
