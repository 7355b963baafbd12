//! Issue 8's assembled 3×3 files against the BFS oracle (src/oracle.rs) on their own boards: on
//! a spread of ~200 solvable boards and their unsolvable twins by default, on every one of the
//! 181,440 solvable boards with `--ignored` (breadth-first search from each start, ~3 ms a
//! board, on every 31st). A count must be the distance; moves must reach the goal, in exactly
//! the distance for an optimal file, in a length of the distance's parity for greedy. HDU 3567's
//! file (any goal, the least of the shortest strings) against the enumeration of every shortest
//! path (tests/family_common) on random pairs.

mod family_common;

use npuzzle::assemble::{Recipe, FAMILY};
use npuzzle::board::Board;
use npuzzle::input::{format_input, format_puzzles};
use npuzzle::oracle;
use npuzzle::output::parse_moves;
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

/// The answers of an output, one a puzzle: its lines, or for a row with an empty line between
/// answers every other line.
fn answers<'a>(row: &Problem, out: &'a str) -> Vec<&'a str> {
    let step = if row.frame.between == "\n" { 2 } else { 1 };
    out.lines().step_by(step).collect()
}

/// Whether `line` answers `board` (of oracle distance `distance`) rightly for `recipe`.
fn right(recipe: &Recipe, row: &Problem, board: &Board, distance: Option<u32>, line: &str) -> bool {
    let Some(d) = distance else {
        return Some(line) == row.unsolvable;
    };
    match row.output {
        OutputFormat::Count => line == d.to_string(),
        _ => {
            let Some(moves) = parse_moves(row, line) else {
                return false;
            };
            let mut reached = board.clone();
            let valid = reached.apply_all(&moves).is_ok() && reached.is(&row.goal_board());
            let length = moves.len() as u32;
            valid && (length == d || (!recipe.optimal() && length > d && (length - d) % 2 == 0))
        }
    }
}

/// Every 3×3 file of issue 8 answers every board of `boards(row, stride)` rightly (bfs files on
/// every `bfs_stride`-th of those).
fn sweep(stride: usize, bfs_stride: usize) {
    // HDU 3567's file (each puzzle its own goal) is `hdu_file_*`'s.
    let recipes: Vec<&Recipe> = FAMILY
        .iter()
        .filter(|r| {
            let row = problem(r.problem).unwrap();
            row.width * row.height == 9 && !row.input.goal_given
        })
        .collect();
    assert!(recipes.len() >= 16, "only {} files swept", recipes.len());
    // The files on every core.
    npuzzle::parallel::for_each(recipes.len(), npuzzle::parallel::cores(), |i| {
        let every = if recipes[i].search == "bfs" {
            stride * bfs_stride
        } else {
            stride
        };
        sweep_file(recipes[i], every);
    });
}

/// The file of `recipe` answers every board of `boards(row, every)` rightly.
fn sweep_file(recipe: &Recipe, every: usize) {
    let row = problem(recipe.problem).unwrap();
    let boards = boards(row, every);
    let input: Vec<Board> = boards.iter().map(|(b, _)| b.clone()).collect();
    let out = run(recipe, &format_input(row, &input));
    let lines = answers(row, &out);
    assert_eq!(
        lines.len(),
        boards.len(),
        "{}/{}",
        recipe.folder,
        recipe.strategy
    );
    for ((board, distance), line) in boards.iter().zip(lines) {
        assert!(
            right(recipe, row, board, *distance, line),
            "{}/{} on {}: {line}",
            recipe.folder,
            recipe.strategy,
            board.one_line()
        );
    }
}

#[test]
fn eight_files_agree_with_the_oracle_on_a_spread_of_boards() {
    sweep(907, 1);
}

#[test]
#[ignore = "every solvable 3×3 board through every 3×3 file: a few minutes"]
fn eight_files_agree_with_the_oracle_on_every_board() {
    sweep(1, 31);
}

/// HDU 3567's file on `count` random pairs (a random goal, a start up to 40 random moves from
/// it): each answer is `Case k: d` and the least shortest string of the enumeration.
fn hdu_pairs(count: usize, seed: u64) {
    let recipe = FAMILY.iter().find(|r| r.folder == "hdu3567").unwrap();
    let row = problem("hdu3567").unwrap();
    let mut rng = npuzzle::rng::Rng::new(seed);
    let (mut starts, mut goals, mut want) = (Vec::new(), Vec::new(), String::new());
    for k in 1..=count {
        let mut goal = family_common::standard_goal(9);
        rng.shuffle(&mut goal);
        let steps = rng.below(41) as usize;
        let start = family_common::random_walk(&mut rng, 3, 3, &goal, steps);
        let path = family_common::least_shortest(3, 3, &start, &goal, family_common::BY_LETTER, 31)
            .expect("a walk's start reaches its goal");
        let letters: String = path.iter().map(|&dir| ['l', 'r', 'u', 'd'][dir]).collect();
        want += &format!("Case {k}: {}\n{letters}\n", path.len());
        let board = |cells: &[u8]| Board::new(3, 3, cells.iter().map(|&t| t.into()).collect());
        starts.push(board(&start).unwrap());
        goals.push(board(&goal).unwrap());
    }
    let out = run(recipe, &format_puzzles(row, &starts, &goals));
    assert_eq!(out, want);
}

#[test]
fn hdu_file_gives_the_enumerations_least_strings() {
    hdu_pairs(60, 3567);
}

#[test]
#[ignore = "2,000 random pairs through HDU 3567's file and the enumeration (~1.5 s), with the sweeps"]
fn hdu_file_gives_the_enumerations_least_strings_on_many_pairs() {
    hdu_pairs(2000, 35670);
}
