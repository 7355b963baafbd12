//! Every 8-puzzle solution file passes the checker on every case of every problem it serves:
//! each recipe of the table (src/assemble/recipes.rs) whose problem is 3×3, run as its built
//! binary, on the cases of every row its folder serves (`solutions/poj1077` on `cases/poj1077`,
//! `cases/hdu1043` and, the optimal files only, `cases/acwing179`). The checker replays each
//! answer and, for a problem that asks for fewest moves, compares with the BFS oracle.

mod recipes_common;

use npuzzle::assemble::{Recipe, RECIPES};
use npuzzle::check::{check, Verdict};
use npuzzle::problems::served_by;
use recipes_common::{row, run};
use std::fs;
use std::path::Path;

/// Inputs this large (hdu1043's 6,000 puzzles) are left to the ignored pass for the plain BFS
/// files, which take about 3 ms a puzzle: the default run stays quick.
const QUICK_BYTES: usize = 20_000;

/// Runs the recipe's file on every case of each problem its folder serves and checks each output
/// against the case's reference answer. A file that does not promise fewest moves skips the
/// problems that want them; `quick` skips the large inputs of the plain BFS files.
fn run_cases(recipe: &Recipe, quick: bool) {
    let solution = format!("{}/{}", recipe.folder, recipe.strategy);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut checked = 0;
    let mut failures = Vec::new();
    for problem in served_by(recipe.folder) {
        let id = problem.id;
        if problem.wants_optimal() && !recipe.optimal() {
            continue;
        }
        let dir = root.join(id);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "no case in {}", dir.display());
        for input_path in inputs {
            let input = fs::read(&input_path).unwrap();
            if quick && recipe.search == "bfs" && input.len() >= QUICK_BYTES {
                continue;
            }
            let answer = fs::read(input_path.with_extension("out")).ok();
            let case = input_path
                .strip_prefix(&root)
                .unwrap()
                .display()
                .to_string();
            let (code, output, err) = run(recipe, &String::from_utf8_lossy(&input), false);
            if code != 0 {
                failures.push(format!("{} on {}: input rejected: {}", solution, case, err));
                continue;
            }
            let outcome = check(problem, &input, output.as_bytes(), answer.as_deref());
            if outcome.verdict != Verdict::Ok {
                failures.push(format!("{} on {}: {}", solution, case, outcome.line()));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(checked > 0, "{}: no case checked", solution);
}

fn every_file(quick: bool) {
    // One thread a file, as the harness would run one test a file.
    std::thread::scope(|scope| {
        for recipe in RECIPES.iter().filter(|r| row(r).goal.len() == 9) {
            scope.spawn(move || run_cases(recipe, quick));
        }
    });
}

#[test]
fn every_8_puzzle_file_passes_every_case_it_serves_but_bfs_on_the_largest() {
    every_file(true);
}

#[test]
#[ignore = "the plain BFS files on hdu1043's 6,000 puzzles too (about 20 s a file); .ci/run runs it"]
fn every_8_puzzle_file_passes_every_case_it_serves() {
    every_file(false);
}
