//! `judge gen`'s cases, for every row of the table, pass the checker with their own answers
//! (the library's `judge::commands::gen::generate`, as `judge gen` calls it), and the generator
//! gives HDU 3567's puzzles goals of their own.

use npuzzle::problems::Problem;
use std::path::{Path, PathBuf};

/// `judge gen`'s cases of `problem` (30 puzzles, 3 files) each pass the checker with their own
/// answer.
fn generated_cases_pass_the_checker(problem: &'static Problem) {
    use npuzzle::check::{check, Verdict};
    use npuzzle::gen::Depth;
    use npuzzle::judge::commands::gen::{generate, Request};
    // 4×4 with fewest-move rules needs the best solver (solutions/uva10181/idastar.rs);
    // scrambles of at most 40 moves are valid UVA answers as they are.
    let depth = if problem.width * problem.height > 9 {
        Depth::Between(10, 40)
    } else {
        Depth::Any
    };
    // The folder's idastar.rs where there is one, else the row's reference file (HDU 3567's
    // least strings, the 4×4 pdb folders, LeetCode's bfs).
    let idastar = Path::new("solutions")
        .join(problem.solutions)
        .join("idastar.rs");
    let request = Request {
        problem,
        count: 30,
        files: 3,
        depth,
        unsolvable: if problem.unsolvable.is_some() { 5 } else { 0 },
        seed: 9,
        out: PathBuf::new(),
        solver: if idastar.is_file() {
            idastar
        } else {
            problem.reference_file()
        },
        force: false,
    };
    for case in generate(&request).unwrap() {
        let outcome = check(
            problem,
            case.input.as_bytes(),
            case.answer.as_bytes(),
            Some(case.answer.as_bytes()),
        );
        assert_eq!(
            outcome.verdict,
            Verdict::Ok,
            "{} {}: {}",
            problem.id,
            case.name,
            outcome.line()
        );
        assert_eq!(outcome.puzzles.len(), 30);
    }
}

/// The sized rows' boards above this many cells (POJ 2893's up to 999×999: 90 of them take half
/// a minute) are generated at 40×40 in the default run, at their full size in the ignored test.
const LARGE: usize = 40 * 40;

/// The 4×4 rows whose answers come from their own `pdb.rs` (a compile each, ~3 s of a cold
/// default run): in the ignored test. `uva10181` and `korf100` stand for 4×4 solver answers in
/// the default run, `hdu3567` for the least strings.
const PDB_ROWS: [&str; 3] = ["aoj-alds1-13-c", "eolymp3669", "lightoj-15-puzzle"];

#[test]
fn every_generated_case_passes_the_checker_with_its_own_answer() {
    use npuzzle::judge::commands::gen::sized;
    use npuzzle::parallel;
    for id in PDB_ROWS {
        assert!(npuzzle::problems::problem(id).is_some(), "{id} is no row");
    }
    let rows: Vec<&Problem> = npuzzle::problems::PROBLEMS
        .iter()
        .filter(|p| !PDB_ROWS.contains(&p.id))
        .collect();
    // The rows on every core (one after another they left a core idle), each as before.
    parallel::for_each(rows.len(), parallel::cores(), |i| {
        if rows[i].width * rows[i].height > LARGE {
            generated_cases_pass_the_checker(sized(rows[i], Some("40")).unwrap());
        } else {
            generated_cases_pass_the_checker(rows[i]);
        }
    });
}

#[test]
#[ignore = "90 boards of 999×999 (half a minute) and the 4×4 pdb rows: .ci/run runs it"]
fn every_generated_case_passes_the_checker_at_the_largest_size() {
    let rows = npuzzle::problems::PROBLEMS
        .iter()
        .filter(|p| p.width * p.height > LARGE || PDB_ROWS.contains(&p.id));
    for problem in rows {
        generated_cases_pass_the_checker(problem);
    }
}

/// The library's generator (`npuzzle::gen`, through `gen_goal`) gives each of HDU 3567's puzzles a
/// goal of its own at the asked distance, the input written carries them, and a row whose input
/// gives no goal keeps its own.
#[test]
fn hdu3567_cases_give_each_puzzle_a_goal_of_its_own() {
    use npuzzle::board::Board;
    use npuzzle::gen::{generate, Depth, Spec};
    use npuzzle::input::{format_puzzles, parse_puzzles};
    use npuzzle::output::Answer;
    use npuzzle::parity::solvable;
    use npuzzle::problems::problem;
    let hdu = problem("hdu3567").unwrap();
    let spec = Spec {
        count: 60,
        depth: Depth::Between(10, 14),
        unsolvable: 0,
        seed: 4,
    };
    let case = generate(hdu, &spec).unwrap();
    let mut goals: Vec<u128> = case.goals.iter().map(Board::key).collect();
    goals.sort_unstable();
    goals.dedup();
    assert!(goals.len() > 50, "{} goals", goals.len());
    let puzzles = case.boards.iter().zip(&case.goals).zip(&case.answers);
    for ((board, goal), answer) in puzzles {
        assert!(solvable(board, goal));
        let Answer::Moves(moves) = answer else {
            panic!("HDU 3567's puzzles are solvable")
        };
        assert!((10..=14).contains(&moves.len()));
        let mut end = board.clone();
        assert_eq!(end.apply_all(moves), Ok(()));
        assert!(end.is(goal));
    }
    let input = format_puzzles(hdu, &case.boards, &case.goals);
    let read = parse_puzzles(hdu, input.as_bytes()).unwrap();
    assert_eq!(read, (case.boards, case.goals));
    // A row whose input gives no goal keeps its own.
    let poj = problem("poj1077").unwrap();
    let case = generate(poj, &spec).unwrap();
    assert!(case.goals.iter().all(|g| *g == poj.goal_board()));
}
