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
    if !npuzzle::parity::solvable(board, &goal) {
        assert_eq!(line, row.unsolvable_line(), "{}", name);
        return;
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
    let (code, out, err) = run(recipe, &format_input(row, boards), false);
    let name = format!("{}/{}", recipe.folder, recipe.strategy);
    assert_eq!((code, err.as_str()), (0, ""), "{}", name);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), boards.len(), "{}: one line per puzzle", name);
    for (board, line) in boards.iter().zip(lines) {
        check_line(recipe, row, board, line);
    }
}
