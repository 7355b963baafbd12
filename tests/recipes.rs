//! Every assembled solution file, found through the recipe table (src/assemble/recipes.rs) and
//! run as its built binary `<folder>-<strategy>`: the behaviour each file's own tests used to
//! check, now once for all. Inputs are written in the row's format from the table, so a new
//! recipe is covered without touching this file.

use npuzzle::assemble::{all, Recipe};
use npuzzle::board::Board;
use npuzzle::gen::{scramble, swap_two_tiles};
use npuzzle::input::format_input;
use npuzzle::oracle;
use npuzzle::output::parse_moves;
use npuzzle::problems::{problem, OutputFormat, Problem};
use npuzzle::rng::Rng;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The built binary of a recipe, beside the `judge` binary Cargo built for the tests.
fn binary(recipe: &Recipe) -> PathBuf {
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
fn run(recipe: &Recipe, input: &str, stats: bool) -> (i32, String, String) {
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

fn row(recipe: &Recipe) -> &'static Problem {
    problem(recipe.problem).unwrap()
}

/// The goal, a scrambled board, an unsolvable one, and a second scrambled board.
fn boards(row: &Problem) -> Vec<Board> {
    let goal = row.goal_board();
    let mut rng = Rng::new(0x13);
    let near = scramble(&goal, 20, &mut rng).0;
    let far = scramble(&goal, 60, &mut rng).0;
    vec![goal.clone(), near, swap_two_tiles(&far, &mut rng), far]
}

/// Checks one answer line against `board`.
fn check_line(recipe: &Recipe, row: &Problem, board: &Board, line: &str) {
    let goal = row.goal_board();
    let table = (board.len() <= oracle::MAX_CELLS).then(|| oracle::shared(&goal));
    let distance = table.as_ref().map(|t| t.distance(board));
    let name = format!(
        "{}/{} on {}",
        recipe.folder,
        recipe.strategy,
        board.one_line()
    );
    if !npuzzle::parity::solvable(board, &goal) {
        assert_eq!(line, row.unsolvable.unwrap_or("-1"), "{}", name);
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
        OutputFormat::Verdict { .. } => panic!("{}: no recipe writes a verdict row yet", name),
    };
    if let Some(Some(d)) = distance {
        if recipe.optimal() || row.output == OutputFormat::Count {
            assert_eq!(length, d, "{}", name);
        } else {
            assert!(length >= d && (length - d) % 2 == 0, "{}", name);
        }
    }
}

#[test]
fn every_file_answers_in_its_format() {
    for recipe in all() {
        let row = row(recipe);
        let boards = boards(row);
        let (code, out, err) = run(recipe, &format_input(row, &boards), false);
        assert_eq!(
            (code, err.as_str()),
            (0, ""),
            "{}/{}",
            recipe.folder,
            recipe.strategy
        );
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), boards.len(), "{}", out);
        for (board, line) in boards.iter().zip(lines) {
            check_line(recipe, row, board, line);
        }
    }
}

#[test]
fn every_file_tolerates_any_whitespace() {
    for recipe in all() {
        let row = row(recipe);
        let boards = boards(row);
        let plain = run(recipe, &format_input(row, &boards), false).1;
        let spaced = format!(" {}", format_input(row, &boards))
            .replace(' ', "\n")
            .replace('\n', "\r\n\t ");
        assert_eq!(run(recipe, &spaced, false).1, plain, "{}", recipe.strategy);
    }
}

#[test]
fn every_file_prints_a_stats_line_a_puzzle_only_when_asked() {
    for recipe in all() {
        let row = row(recipe);
        let (code, _, err) = run(recipe, &format_input(row, &boards(row)), true);
        assert_eq!(code, 0);
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(
            lines.len(),
            4,
            "{}/{}: {}",
            recipe.folder,
            recipe.strategy,
            err
        );
        for line in lines {
            let numbers: Vec<&str> = line
                .strip_prefix("stats expanded=")
                .unwrap_or_else(|| panic!("{}", line))
                .split(" generated=")
                .collect();
            assert_eq!(numbers.len(), 2, "{}", line);
            assert!(numbers.iter().all(|n| n.parse::<u64>().is_ok()), "{}", line);
        }
    }
}

#[test]
fn malformed_input_gets_one_line_naming_the_problem_and_the_puzzle() {
    for recipe in all() {
        let row = row(recipe);
        let goal = row.goal_board();
        let two = format_input(row, &[goal.clone(), goal.clone()]);
        let two = two.trim_end();
        let first = two.chars().next().unwrap();
        // A counted input first misses its count.
        let empty = if row.input.counted {
            "empty"
        } else {
            "no puzzle"
        };
        let cases = [
            (two[..two.len() - 1].to_string(), "puzzle 2"),
            (format!("{}{}", &two[..two.len() - 1], first), "puzzle 2"),
            (format!("{} @", two), "puzzle 3"),
            (String::new(), empty),
        ];
        for (input, expected) in &cases {
            let (code, out, err) = run(recipe, input, false);
            let name = format!("{}/{} on {:?}", recipe.folder, recipe.strategy, input);
            assert_eq!((code, out.as_str()), (1, ""), "{}", name);
            assert!(
                err.starts_with(&format!("{}: ", row.short_name())),
                "{}: {}",
                name,
                err
            );
            assert!(err.contains(expected), "{}: {}", name, err);
            assert_eq!(err.lines().count(), 1, "{}: {}", name, err);
        }
    }
}
