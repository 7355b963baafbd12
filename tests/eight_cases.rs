//! Every 8-puzzle solution passes the checker on every case of every problem it serves:
//! `solutions/poj1077` on `cases/poj1077`, `cases/hdu1043` and (the optimal ones only)
//! `cases/acwing179`; `solutions/luogu1379` on `cases/luogu1379`. The checker replays each
//! answer and, for a problem that asks for fewest moves, compares with the BFS oracle.

use eight_common::Solve;
use npuzzle::check::{check, Verdict};
use npuzzle::problems::problem;
use std::fs;
use std::path::Path;

#[macro_use]
mod eight_common;

eight_solutions!();

/// The problems a POJ 1077 file serves; AcWing 179 wants fewest moves.
const POJ_FORMAT: [&str; 3] = ["poj1077", "hdu1043", "acwing179"];

/// Runs `solve` on every case of each problem in `ids` and checks each output against the
/// case's reference answer. Skips the problems that want optimal answers when `optimal` is false.
fn run_cases(solution: &str, solve: Solve, ids: &[&str], optimal: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut checked = 0;
    let mut failures = Vec::new();
    for &id in ids {
        let problem = problem(id).unwrap_or_else(|| panic!("no problem {}", id));
        if problem.wants_optimal() && !optimal {
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
            let answer = fs::read(input_path.with_extension("out")).ok();
            let mut output = Vec::new();
            let case = input_path
                .strip_prefix(&root)
                .unwrap()
                .display()
                .to_string();
            if let Err(e) = solve(&String::from_utf8_lossy(&input), &mut output) {
                failures.push(format!("{} on {}: input rejected: {}", solution, case, e));
                continue;
            }
            let outcome = check(problem, &input, &output, answer.as_deref());
            if outcome.verdict != Verdict::Ok {
                failures.push(format!("{} on {}: {}", solution, case, outcome.line()));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(checked > 0, "{}: no case checked", solution);
}

#[test]
fn poj1077_astar_passes_every_case() {
    run_cases("poj1077/astar", astar::solve, &POJ_FORMAT, true);
}

#[test]
#[ignore = "20 s: hdu1043's 6,000 puzzles, 3 ms each; .ci/run runs it"]
fn poj1077_bfs_passes_every_case() {
    run_cases("poj1077/bfs", bfs::solve, &POJ_FORMAT, true);
}

/// The default run's part of the test above: the one-puzzle problems.
#[test]
fn poj1077_bfs_passes_every_one_puzzle_case() {
    run_cases("poj1077/bfs", bfs::solve, &["poj1077", "acwing179"], true);
}

#[test]
fn poj1077_bibfs_passes_every_case() {
    run_cases("poj1077/bibfs", bibfs::solve, &POJ_FORMAT, true);
}

#[test]
fn poj1077_greedy_passes_every_case_that_accepts_any_path() {
    run_cases("poj1077/greedy", greedy::solve, &POJ_FORMAT, false);
}

#[test]
fn poj1077_idastar_passes_every_case() {
    run_cases("poj1077/idastar", idastar::solve, &POJ_FORMAT, true);
}

#[test]
fn poj1077_table_passes_every_case() {
    run_cases("poj1077/table", table::solve, &POJ_FORMAT, true);
}

#[test]
fn luogu1379_astar_passes_every_case() {
    run_cases("luogu1379/astar", luogu_astar::solve, &["luogu1379"], true);
}

#[test]
fn luogu1379_bfs_passes_every_case() {
    run_cases("luogu1379/bfs", luogu_bfs::solve, &["luogu1379"], true);
}

#[test]
fn luogu1379_bibfs_passes_every_case() {
    run_cases("luogu1379/bibfs", luogu_bibfs::solve, &["luogu1379"], true);
}

#[test]
fn luogu1379_idastar_passes_every_case() {
    run_cases(
        "luogu1379/idastar",
        luogu_idastar::solve,
        &["luogu1379"],
        true,
    );
}
