//! The board a page shows: `--board` (one puzzle as the row's input writes it), `--case FILE`
//! (its `--puzzle K`-th puzzle), or by default the first puzzle of the row's first case.

use crate::board::Board;
use crate::input::parse_puzzles;
use crate::problems::{CellFormat, Problem};
use std::fs;
use std::path::{Path, PathBuf};

/// A board, its goal, and where it came from (for the page).
pub struct Chosen {
    pub start: Board,
    pub goal: Board,
    pub source: String,
}

/// The puzzle asked for; every error one line.
pub fn choose(
    problem: &Problem,
    board: Option<&str>,
    case: Option<&Path>,
    puzzle: usize,
) -> Result<Chosen, String> {
    let fail = |what: &str, e: String| format!("judge show: {what}: {e}");
    let (input, source, what) = match (board, case) {
        (Some(_), Some(_)) => return Err("judge show: give --board or --case, not both".into()),
        (Some(text), None) => (
            wrap(problem, text),
            format!("--board \"{text}\""),
            "--board",
        ),
        (None, case) => {
            let path = match case {
                Some(path) => path.to_path_buf(),
                None => first_case(problem)?,
            };
            let bytes =
                fs::read(&path).map_err(|e| fail(&path.display().to_string(), e.to_string()))?;
            let root = crate::checkout::root();
            let name = path.strip_prefix(root).unwrap_or(&path).display();
            (bytes, format!("{name}, puzzle {puzzle}"), "--case")
        }
    };
    let (boards, goals) = parse_puzzles(problem, &input).map_err(|e| fail(what, e))?;
    if board.is_some() && boards.len() != 1 {
        let e = format!("{} puzzles, not one", boards.len());
        return Err(fail(what, e));
    }
    match (boards.get(puzzle - 1), goals.get(puzzle - 1)) {
        (Some(start), Some(goal)) => Ok(Chosen {
            start: start.clone(),
            goal: goal.clone(),
            source,
        }),
        _ => Err(fail(
            "--puzzle",
            format!(
                "puzzle {puzzle} asked for, the input holds {}",
                boards.len()
            ),
        )),
    }
}

/// One puzzle as the row's input holds it: the count line a counted input opens with, the end
/// mark of a sized input ended by a zero size.
fn wrap(problem: &Problem, text: &str) -> Vec<u8> {
    let mut input = String::new();
    if problem.input.counted {
        input.push_str("1\n");
    }
    input.push_str(text);
    if let CellFormat::Sized {
        terminated: true,
        square,
    } = problem.input.cells
    {
        input.push_str(if square { "\n0\n" } else { "\n0 0\n" });
    }
    input.into_bytes()
}

/// The row's first case (`cases/<id>/`, by name).
fn first_case(problem: &Problem) -> Result<PathBuf, String> {
    let dir = crate::judge::cases::default_dir(problem);
    let cases = crate::judge::cases::collect(&[dir]).unwrap_or_default();
    (cases.into_iter().next().map(|c| c.input)).ok_or_else(|| {
        format!(
            "judge show: {} has no case; give --board or --case",
            problem.id
        )
    })
}
