//! Every assembled solution file, found through the recipe table (src/assemble/recipes.rs) and
//! run as its built binary `<folder>-<strategy>`: the behaviour each file's own tests used to
//! check, now once for all. Inputs are written in the row's format from the table, so a new
//! recipe is covered without touching this file. The files of the sized rows (boards of any size
//! opening with their size: POJ 2893, POJ 3240) are tests/bigboard.rs's, but for their node counts.

mod recipes_common;

use npuzzle::assemble::{all, Recipe};
use npuzzle::board::Board;
use npuzzle::gen::{scramble, swap_two_tiles};
use npuzzle::input::format_input;
use npuzzle::rng::Rng;
use recipes_common::{row, run, run_is_right};
use std::sync::OnceLock;

/// The recipes of the rows with one fixed board (a sized row has no goal of its own).
fn fixed() -> impl Iterator<Item = &'static Recipe> {
    all().filter(|r| !row(r).goal.is_empty())
}

/// The most moves a walk here takes on a board of over 16 cells: its file (the 24-puzzle's)
/// solves boards this near by Manhattan distance alone and would build its 1.46 GB tables,
/// minutes, for deeper ones; tests/korf24_parts.rs takes those.
const QUICK_WALK_OVER_16_CELLS: u32 = 30;

/// The goal, a scrambled board, an unsolvable one, and a second scrambled board: walks of 20
/// and 60 random moves, or of the recipe's `deepest` (and `QUICK_WALK_OVER_16_CELLS`) if that
/// is fewer (a walk of `n` moves leaves a board at most `n` moves from the goal).
fn boards(recipe: &Recipe) -> Vec<Board> {
    let goal = row(recipe).goal_board();
    let quick = (goal.len() > 16).then_some(QUICK_WALK_OVER_16_CELLS);
    let deepest = [recipe.deepest, quick].into_iter().flatten().min();
    let walk = |moves: u32| deepest.map_or(moves, |deepest| moves.min(deepest));
    let mut rng = Rng::new(0x13);
    let near = scramble(&goal, walk(20), &mut rng).0;
    let far = scramble(&goal, walk(60), &mut rng).0;
    vec![goal.clone(), near, swap_two_tiles(&far, &mut rng), far]
}

/// A run of a file: (exit code, stdout, stderr).
type Run = (i32, String, String);

/// A run of each recipe's file, made once for the tests that read it (a 4×4 file builds its
/// databases, a quarter second, every run): `kind` 0 is `plain`, 1 `spaced`.
fn once(kind: usize, recipe: &'static Recipe, make: impl FnOnce() -> Run) -> &'static Run {
    static RUNS: OnceLock<[Vec<OnceLock<Run>>; 2]> = OnceLock::new();
    let runs = RUNS.get_or_init(|| [0, 1].map(|_| all().map(|_| OnceLock::new()).collect()));
    let k = all().position(|r| std::ptr::eq(r, recipe)).unwrap();
    runs[kind][k].get_or_init(make)
}

/// The run of the recipe's file on its row's `boards`, without stats.
fn plain(recipe: &'static Recipe) -> &'static Run {
    once(0, recipe, || {
        run(recipe, &format_input(row(recipe), &boards(recipe)), false)
    })
}

/// The run on the same boards with every space of the input a line break, each line break
/// `\r\n\t ` and one more at the start, with stats: the whitespace test reads its stdout, the
/// stats test its stderr.
fn spaced(recipe: &'static Recipe) -> &'static Run {
    once(1, recipe, || {
        let spaced = format!(" {}", format_input(row(recipe), &boards(recipe)))
            .replace(' ', "\n")
            .replace('\n', "\r\n\t ");
        run(recipe, &spaced, true)
    })
}

#[test]
fn every_file_answers_in_its_format() {
    for recipe in fixed() {
        run_is_right(recipe, &boards(recipe), plain(recipe));
    }
}

#[test]
fn every_file_tolerates_any_whitespace() {
    for recipe in fixed() {
        assert_eq!(&spaced(recipe).1, &plain(recipe).1, "{}", recipe.strategy);
    }
}

#[test]
fn every_file_prints_a_stats_line_a_puzzle_only_when_asked() {
    for recipe in fixed() {
        // Not asked: nothing on stderr.
        assert_eq!(plain(recipe).2, "", "{}/{}", recipe.folder, recipe.strategy);
        let (code, _, err) = spaced(recipe);
        assert_eq!(*code, 0);
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
    for recipe in fixed() {
        let row = row(recipe);
        let goal = row.goal_board();
        let two = format_input(row, &[goal.clone(), goal.clone()]);
        let two = two.trim_end();
        let first = two.chars().next().unwrap();
        let empty = if row.input.counted {
            "is empty"
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

/// One case a folder, its input, and the node counts every strategy reports on it (the same as
/// the hand-written files reported before they were assembled).
/// (strategy, expanded, generated) of every recipe of a folder.
type Counts = &'static [(&'static str, u64, u64)];

const PINNED: &[(&str, &str, Counts)] = &[
    (
        "poj1077",
        "2 3 4 1 5 x 7 6 8\n",
        &[
            ("bfs", 21971, 37115),
            ("bibfs", 621, 1087),
            ("astar", 312, 526),
            ("idastar", 919, 1572),
            ("greedy", 97, 175),
            ("table", 19, 19),
        ],
    ),
    (
        "luogu1379",
        "567408321\n",
        &[
            ("bfs", 180940, 301428),
            ("bibfs", 9837, 16763),
            ("astar", 3360, 5439),
            ("idastar", 592, 913),
        ],
    ),
    (
        "poj2893",
        "3 3\n1 0 3\n4 2 5\n7 8 6\n0 0\n",
        &[("parity", 0, 0)],
    ),
    (
        "poj3240",
        "4\n5 1 2 4\n9 6 3 8\n13 10 7 11\n0 14 15 12\n",
        &[("construct", 21, 40), ("beam", 5848, 12558)],
    ),
];

#[test]
fn node_counts_are_pinned_on_one_case_a_folder() {
    for &(folder, input, counts) in PINNED {
        let recipes: Vec<&Recipe> = all().filter(|r| r.folder == folder).collect();
        assert_eq!(
            recipes.len(),
            counts.len(),
            "{}: a count for every recipe",
            folder
        );
        for &(strategy, expanded, generated) in counts {
            let recipe = recipes.iter().find(|r| r.strategy == strategy).unwrap();
            let (code, _, err) = run(recipe, input, true);
            assert_eq!(code, 0);
            let want = format!("stats expanded={} generated={}\n", expanded, generated);
            assert_eq!(err, want, "{}/{}", folder, strategy);
        }
    }
}

#[test]
fn the_capped_greedy_keeps_the_bound_of_the_rows_it_serves() {
    use npuzzle::parts::greedy15_capped::CAP;
    use npuzzle::problems::{problem, Rule};
    let capped: Vec<&Recipe> = all().filter(|r| r.search == "greedy15_capped").collect();
    assert!(!capped.is_empty());
    for recipe in capped {
        let rule = problem(recipe.problem).unwrap().rule;
        assert_eq!(rule, Rule::AtMost(CAP as u64), "{}", recipe.problem);
    }
}
