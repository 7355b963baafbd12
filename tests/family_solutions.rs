//! Issue 8's assembled files against the BFS oracle (src/oracle.rs) on their own boards: every
//! 3×3 count file on a spread of ~200 solvable boards and their unsolvable twins by default,
//! on every one of the 181,440 solvable boards with `--ignored` (breadth-first search from each
//! start, ~3 ms a board, on every 31st).

use npuzzle::assemble::{Recipe, FAMILY};
use npuzzle::board::Board;
use npuzzle::input::format_input;
use npuzzle::oracle;
use npuzzle::problems::{problem, OutputFormat, Problem};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Runs the recipe's built binary (beside `judge`) on `input`: its stdout.
fn run(recipe: &Recipe, input: &str) -> String {
    let judge = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let name = format!(
        "{}-{}{}",
        recipe.folder,
        recipe.strategy,
        std::env::consts::EXE_SUFFIX
    );
    let binary = judge.with_file_name(name);
    let mut child = Command::new(&binary)
        .env_remove("NPUZZLE_STATS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {}", binary.display(), e));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(
        out.status.success(),
        "{}/{}",
        recipe.folder,
        recipe.strategy
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Every `stride`-th solvable board with its distance, and for every tenth of those the board
/// with its first two tiles swapped (unsolvable: `None`), when the row has an unsolvable line.
fn boards(row: &Problem, stride: usize) -> Vec<(Board, Option<u32>)> {
    let table = oracle::shared(&row.goal_board());
    let mut boards = Vec::new();
    for (k, (board, distance)) in table.solvable_boards().step_by(stride).enumerate() {
        if k % 10 == 0 && row.unsolvable.is_some() {
            let mut twin = board.clone();
            let tiles: Vec<usize> = (0..twin.len()).filter(|&i| twin.cells[i] != 0).collect();
            twin.cells.swap(tiles[0], tiles[1]);
            boards.push((twin, None));
        }
        boards.push((board, Some(distance)));
    }
    boards
}

/// Every 3×3 count file of issue 8 answers every board of `boards(row, stride)` with the
/// oracle's distance (bfs files on every `bfs_stride`-th of those).
fn sweep(stride: usize, bfs_stride: usize) {
    let mut checked = 0;
    for recipe in FAMILY {
        let row = problem(recipe.problem).unwrap();
        if row.output != OutputFormat::Count || row.width * row.height != 9 {
            continue;
        }
        let every = if recipe.search == "bfs" {
            stride * bfs_stride
        } else {
            stride
        };
        let boards = boards(row, every);
        let input: Vec<Board> = boards.iter().map(|(b, _)| b.clone()).collect();
        let out = run(recipe, &format_input(row, &input));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines.len(),
            boards.len(),
            "{}/{}",
            recipe.folder,
            recipe.strategy
        );
        for ((board, distance), line) in boards.iter().zip(lines) {
            let expected = match distance {
                Some(d) => d.to_string(),
                None => row.unsolvable.unwrap().to_string(),
            };
            assert_eq!(
                line,
                expected,
                "{}/{} on {}",
                recipe.folder,
                recipe.strategy,
                board.one_line()
            );
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} files swept");
}

#[test]
fn count_files_agree_with_the_oracle_on_a_spread_of_boards() {
    sweep(907, 1);
}

#[test]
#[ignore = "every solvable 3×3 board through every count file: about a minute"]
fn count_files_agree_with_the_oracle_on_every_board() {
    sweep(1, 31);
}
