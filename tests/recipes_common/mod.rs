//! What the tests that loop over the recipe table share: running a recipe's built binary and
//! checking one answer line in its problem's format.

#![allow(dead_code)]

use npuzzle::assemble::Recipe;
use npuzzle::board::Board;
use npuzzle::input::format_input;
use npuzzle::oracle;
use npuzzle::output::parse_moves;
use npuzzle::problems::{problem, OutputFormat, Problem};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The built binary of a recipe, beside the `judge` binary Cargo built for the tests.
pub fn binary(recipe: &Recipe) -> PathBuf {
    let judge = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let name = format!(
        "{}-{}{}",
        recipe.folder,
        recipe.strategy,
        std::env::consts::EXE_SUFFIX
    );
    judge.with_file_name(name)
}

/// Runs the recipe's binary on `input`: (exit code, stdout, stderr).
pub fn run(recipe: &Recipe, input: &str, stats: bool) -> (i32, String, String) {
    let mut command = Command::new(binary(recipe));
    command.env_remove("NPUZZLE_STATS");
    if stats {
        command.env("NPUZZLE_STATS", "1");
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {}", binary(recipe).display(), e));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap_or(-1),
        text(out.stdout),
        text(out.stderr),
    )
}

pub fn row(recipe: &Recipe) -> &'static Problem {
    problem(recipe.problem).unwrap()
}

/// Checks one answer line against `board`.
pub fn check_line(recipe: &Recipe, row: &Problem, board: &Board, line: &str) {
    let goal = row.goal_board();
    let table = oracle::for_goal(&goal);
    let distance = table.as_ref().map(|t| t.distance(board));
    let name = format!(
        "{}/{} on {}",
        recipe.folder,
        recipe.strategy,
        board.one_line()
    );
    if row.output == OutputFormat::Scatter {
        // Any board has one, solvable or not.
        let want = npuzzle::output::scatter(board, &goal).to_string();
        assert_eq!(line, want, "{}", name);
        return;
    }
    if !npuzzle::parity::solvable(board, &goal) {
        assert_eq!(line, row.unsolvable_line(), "{}", name);
        return;
    }
    if let Some((bound, text)) = row.over {
        if line == text {
            // Only the checker (its own search, on the cases) can tell 4×4 optima past the bound.
            assert!(distance.flatten().map_or(true, |d| d > bound), "{}", name);
            return;
        }
    }
    let length = match row.output {
        OutputFormat::Count => line.parse::<u32>().unwrap_or_else(|_| panic!("{}", name)),
        OutputFormat::Moves { .. } => {
            let moves = parse_moves(row, line).unwrap_or_else(|| panic!("{}: {}", name, line));
            let mut reached = board.clone();
            assert_eq!(reached.apply_all(&moves), Ok(()), "{}", name);
            assert!(reached.is(&goal), "{}: does not reach the goal", name);
            moves.len() as u32
        }
        OutputFormat::Verdict { yes } => {
            assert_eq!(line, yes, "{}", name);
            return;
        }
        OutputFormat::Scatter => unreachable!("answered above"),
    };
    if let Some(Some(d)) = distance {
        if recipe.optimal() || row.output == OutputFormat::Count {
            assert_eq!(length, d, "{}", name);
        } else {
            assert!(length >= d && (length - d) % 2 == 0, "{}", name);
        }
    }
}

/// Runs the recipe's file on `boards` in one input of its format and checks every line.
pub fn answers_are_right(recipe: &Recipe, boards: &[Board]) {
    let row = row(recipe);
    run_is_right(
        recipe,
        boards,
        &run(recipe, &format_input(row, boards), false),
    );
}

/// Checks a run (exit code, stdout, stderr) of the recipe's file on `boards` in one input:
/// exit 0, nothing on stderr, a right answer a puzzle.
pub fn run_is_right(recipe: &Recipe, boards: &[Board], (code, out, err): &(i32, String, String)) {
    let row = row(recipe);
    let name = format!("{}/{}", recipe.folder, recipe.strategy);
    assert_eq!((*code, err.as_str()), (0, ""), "{}", name);
    let lines = answers(row, out);
    assert_eq!(lines.len(), boards.len(), "{}: one answer per puzzle", name);
    for (board, line) in boards.iter().zip(lines) {
        check_line(recipe, row, board, &line);
    }
}

/// The answers of an output, one a puzzle, the row's frame taken off: the empty line between
/// two answers, `Case k: `, the line (`YES`) before the moves of a solvable puzzle.
pub fn answers(row: &Problem, out: &str) -> Vec<String> {
    let mut lines = out.lines();
    let mut found = Vec::new();
    let mark = row.frame.solvable.trim_end_matches('\n');
    loop {
        if !found.is_empty() && row.frame.between == "\n" {
            match lines.next() {
                Some(line) => assert_eq!(line, "", "{}", out),
                None => return found,
            }
        }
        let mut line = match lines.next() {
            Some(line) => line,
            None => return found,
        };
        let before = row
            .frame
            .before
            .replace('#', &(found.len() + 1).to_string());
        line = line.strip_prefix(before.as_str()).unwrap_or(line);
        // `%` in the mark: the line gives the number of moves, the moves follow (HDU 3567).
        let counted = mark == "%" && line.parse::<u64>().is_ok();
        if !mark.is_empty() && (line == mark || counted) {
            line = lines.next().unwrap_or("");
        }
        found.push(line.to_string());
    }
}
