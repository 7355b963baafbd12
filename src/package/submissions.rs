//! Which of the row's solution files go where, by their recipes (src/assemble): every file that
//! answers by the row's rule on the package's tests is accepted; a file that is valid but not
//! the fewest (greedy best-first) where the rule asks for the fewest, or where it may break the
//! rule's bound, is a wrong answer; a plain BFS goes where the limit it meets first puts it: a
//! whole BFS a puzzle on a file of many 8-puzzles, or the 15-puzzle's BFS on the test of many
//! boards, runs out of time; the 15-puzzle's BFS on a board deeper than its memory reaches runs
//! out of memory (a run-time error to Kattis and DOMjudge; Polygon's time-or-memory tag).
//! Each file's C++ twin, where it has one, goes where the file goes. Beside them, a deliberately
//! broken answer: the reference file with its first answer changed.

use super::bfs15::{bfs15_mb, bfs15_ms};
use super::data::{Data, Test};
use crate::assemble::{all, target, Recipe};
use crate::problems::{OutputFormat, Problem, Rule};
use std::path::Path;

/// The verdict a submission is expected to get.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Expected {
    Accepted,
    WrongAnswer,
    TimeLimit,
    /// A search whose table outgrows the memory limit before the time runs out, which
    /// problemtools and DOMjudge report as a run-time error.
    TimeOrMemory,
}

impl Expected {
    /// The Kattis folder under `submissions/`.
    pub fn kattis_folder(self) -> &'static str {
        match self {
            Expected::Accepted => "accepted",
            Expected::WrongAnswer => "wrong_answer",
            Expected::TimeLimit => "time_limit_exceeded",
            Expected::TimeOrMemory => "run_time_error",
        }
    }

    /// Polygon's tag (problem.xml).
    pub fn polygon_tag(self) -> &'static str {
        match self {
            Expected::Accepted => "accepted",
            Expected::WrongAnswer => "wrong-answer",
            Expected::TimeLimit => "time-limit-exceeded",
            Expected::TimeOrMemory => "time-limit-exceeded-or-memory-limit-exceeded",
        }
    }
}

/// One submission of the package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    pub expected: Expected,
    /// The file name (`idastar.rs`).
    pub file: String,
    pub text: String,
    /// Whether it is the row's reference solution (Polygon's main correct one).
    pub main: bool,
    /// Why it is where it is, for the package's README.
    pub why: String,
}

/// The 3×3 plain BFS's cost a puzzle, about 3 ms (its header; tests/eight_cases.rs): a test of
/// more puzzles than the time limit has room for at this rate is beyond it.
const BFS_MS_A_PUZZLE: u64 = 3;

/// What stops the 15-puzzle's plain BFS on `test` first, if anything: its puzzles one after the
/// other, the time adding up, until a board's table is past the memory or the time is out.
fn bfs15_on(problem: &Problem, test: &Test) -> Option<(Expected, String)> {
    let mut ms = 0.0;
    for (k, &depth) in test.lengths.iter().enumerate() {
        if bfs15_mb(depth) > problem.memory_limit_mb as f64 {
            let why = format!(
                "test {}: its table for board {} ({depth} moves) outgrows the {} MB",
                test.name,
                k + 1,
                problem.memory_limit_mb
            );
            return Some((Expected::TimeOrMemory, why));
        }
        ms += bfs15_ms(depth);
        if ms > problem.time_limit_ms as f64 {
            let why = format!(
                "test {}: {} boards take it past the {} s by board {}",
                test.name,
                test.lengths.len(),
                problem.time_limit_ms as f64 / 1000.0,
                k + 1
            );
            return Some((Expected::TimeLimit, why));
        }
    }
    None
}

/// Where `recipe`'s file goes for `problem` on `data`, and why; `None`: left out.
fn place(problem: &Problem, recipe: &Recipe, data: &Data) -> Option<(Expected, String)> {
    if recipe.deepest.is_some_and(|d| u64::from(d) < data.deepest) {
        // The plain BFS of the 15-puzzle, stopped by the first test that stops it; a
        // deeper-reaching one (bidirectional BFS) may find the shallower tests' answers first,
        // then run out: no folder says which.
        return match recipe.search == "bfs15" {
            true => data.tests.iter().find_map(|t| bfs15_on(problem, t)),
            false => None,
        };
    }
    let per_puzzle = recipe.search == "bfs" && problem.width * problem.height == 9;
    if per_puzzle && data.widest as u64 * BFS_MS_A_PUZZLE > problem.time_limit_ms {
        let why = format!(
            "a whole BFS a puzzle (~{BFS_MS_A_PUZZLE} ms), {} puzzles in one test",
            data.widest
        );
        return Some((Expected::TimeLimit, why));
    }
    if recipe.optimal() {
        return Some((Expected::Accepted, "optimal".to_string()));
    }
    if recipe.strategy == problem.reference {
        // Not always the fewest (mipt091/pdb.rs's beam past its budget), but the row's own
        // answer to its judge: its answers are the tests' answers (judge gen's reference).
        let why = format!(
            "the row's reference file: valid and within \"{}\"",
            problem.rule_text()
        );
        return Some((Expected::Accepted, why));
    }
    let keeps_bound = recipe.search.ends_with("_capped");
    match problem.rule {
        Rule::AnyValid => Some((Expected::Accepted, "valid moves, any valid accepted".into())),
        Rule::AtMost(n) if keeps_bound => {
            Some((Expected::Accepted, format!("capped at {n} moves")))
        }
        Rule::AtMost(n) => Some((
            Expected::WrongAnswer,
            format!("valid, not the fewest: over {n} moves on deep boards"),
        )),
        Rule::Optimal | Rule::Least => {
            Some((Expected::WrongAnswer, "valid, not the fewest".into()))
        }
    }
}

/// The submissions of `problem`'s package, read from the checkout `root`.
pub fn submissions(problem: &Problem, data: &Data, root: &Path) -> Result<Vec<Submission>, String> {
    let mut found = Vec::new();
    for recipe in all().filter(|r| r.folder == problem.solutions) {
        let path = root.join(target(recipe));
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let Some((expected, why)) = place(problem, recipe, data) else {
            continue;
        };
        // Its C++ twin searches node for node as it does (tests/twins.rs): the same verdict.
        let twin = path.with_extension("cpp");
        if let Ok(twin_text) = std::fs::read_to_string(&twin) {
            found.push(Submission {
                expected,
                file: format!("{}.cpp", recipe.strategy),
                main: false,
                text: twin_text,
                why: format!("the C++ twin of {}.rs: {why}", recipe.strategy),
            });
        }
        found.push(Submission {
            expected,
            file: format!("{}.rs", recipe.strategy),
            main: recipe.strategy == problem.reference,
            text,
            why,
        });
    }
    let reference = found.iter().find(|s| s.main).ok_or(format!(
        "{}: no reference file {}",
        problem.id, problem.reference
    ))?;
    let broken = broken(problem, &reference.text)?;
    found.push(Submission {
        expected: Expected::WrongAnswer,
        file: "broken.rs".to_string(),
        text: broken,
        main: false,
        why: format!("{}.rs with its first answer changed", problem.reference),
    });
    found.sort_by(|a, b| (a.expected, &a.file).cmp(&(b.expected, &b.file)));
    Ok(found)
}

/// The program that breaks the right output: added after the file's own text, its `main`
/// renamed. `{LETTERS}`, `{YES}`, `{NO}` are the row's.
const BREAKER: &str = r#"
// ---- broken on purpose by `judge package`: the answers above, the first one changed ----
const LETTERS: &str = {LETTERS};
const YES: &str = {YES};
const NO: &str = {NO};

fn main() {
    use std::io::{Read, Write};
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_err() {
        std::process::exit(1);
    }
    let mut right = Vec::new();
    if let Err(e) = solve(&String::from_utf8_lossy(&input), &mut right) {
        eprintln!("{}", e);
        std::process::exit(1);
    }
    let broken = break_first_answer(&String::from_utf8_lossy(&right));
    let mut out = std::io::stdout();
    if out.write_all(broken.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}

/// The first answer changed: a move added to the first line of moves (off the goal, or off the
/// board), one added to the first number, YES and NO swapped.
fn break_first_answer(text: &str) -> String {
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    for line in lines.iter_mut() {
        let at = match (line.starts_with("Case "), line.find(": ")) {
            (true, Some(i)) => i + 2,
            _ => 0,
        };
        let (frame, answer) = line.split_at(at);
        let moves = !LETTERS.is_empty()
            && !answer.is_empty()
            && answer.bytes().all(|b| LETTERS.as_bytes().contains(&b));
        let changed = if moves {
            Some(format!("{}{}{}", frame, answer, &LETTERS[..1]))
        } else if LETTERS.is_empty() && YES.is_empty() {
            answer.parse::<i64>().ok().map(|n| format!("{}{}", frame, n + 1))
        } else if !YES.is_empty() && answer == YES {
            Some(format!("{}{}", frame, NO))
        } else if !YES.is_empty() && answer == NO {
            Some(format!("{}{}", frame, YES))
        } else {
            None
        };
        if let Some(changed) = changed {
            *line = changed;
            break;
        }
    }
    lines.join("\n")
}
"#;

/// The reference file's text made to print a wrong first answer.
fn broken(problem: &Problem, reference: &str) -> Result<String, String> {
    const MAIN: &str = "\nfn main() {\n";
    if reference.matches(MAIN).count() != 1 || !reference.contains("\npub fn solve(input: &str") {
        return Err(format!(
            "{}: the reference file has no one `main` and `solve`",
            problem.id
        ));
    }
    let letters = match problem.output {
        OutputFormat::Moves { letters } => String::from_utf8_lossy(&letters).into_owned(),
        _ => String::new(),
    };
    let (yes, no) = match problem.output {
        OutputFormat::Verdict { yes } => (yes, problem.unsolvable_line()),
        _ => ("", ""),
    };
    let breaker = BREAKER
        .replace("{LETTERS}", &format!("{letters:?}"))
        .replace("{YES}", &format!("{yes:?}"))
        .replace("{NO}", &format!("{no:?}"));
    let renamed = reference.replace(MAIN, "\n#[allow(dead_code)]\nfn unbroken_main() {\n");
    Ok(format!("{renamed}{breaker}"))
}
