//! The recipes of issue 8's judges. A judge whose board and search are those of an existing
//! folder takes that folder's recipe with its own row, folder and title ([`like`]); a judge that
//! needs its own search part has a recipe of its own.

use super::recipes::{Recipe, RECIPES};
use crate::problems::same;

/// The recipe of `folder/strategy` in [`RECIPES`], at compile time.
const fn find(folder: &str, strategy: &str) -> Recipe {
    let mut i = 0;
    while i < RECIPES.len() {
        let r = RECIPES[i];
        if same(r.folder.as_bytes(), folder.as_bytes())
            && same(r.strategy.as_bytes(), strategy.as_bytes())
        {
            return r;
        }
        i += 1;
    }
    panic!("no such recipe")
}

/// The search of `folder/strategy` written for the row `problem` into `solutions/<problem>/`,
/// with its own title and status lines.
const fn like(
    folder: &str,
    strategy: &str,
    problem: &'static str,
    title: &'static str,
    status: &'static str,
) -> Recipe {
    let mut recipe = find(folder, strategy);
    recipe.folder = problem;
    recipe.problem = problem;
    recipe.header[0] = title;
    recipe.header[5] = status;
    recipe
}

const ACWING845: &str =
    "AcWing 845 \"八数码\" (print the fewest number of moves, -1 when unsolvable)";
const AOJ_B: &str = "AOJ ALDS1_13_B \"8 Puzzle\" (print the fewest number of moves)";
const EIGHT_STATUS: &str = "the search of the same strategy in solutions/poj1077 (optimal on all \
    181,440 solvable states, tests/eight_exhaustive.rs); its counts against the BFS oracle on every \
    state (tests/family_solutions.rs)";

/// Every recipe of issue 8's judges.
pub const FAMILY: &[Recipe] = &[
    like("poj1077", "bfs", "acwing845", ACWING845, EIGHT_STATUS),
    like("poj1077", "bibfs", "acwing845", ACWING845, EIGHT_STATUS),
    like("poj1077", "astar", "acwing845", ACWING845, EIGHT_STATUS),
    like("poj1077", "idastar", "acwing845", ACWING845, EIGHT_STATUS),
    like("poj1077", "table", "acwing845", ACWING845, EIGHT_STATUS),
    like("poj1077", "bfs", "aoj-alds1-13-b", AOJ_B, EIGHT_STATUS),
    like("poj1077", "bibfs", "aoj-alds1-13-b", AOJ_B, EIGHT_STATUS),
    like("poj1077", "astar", "aoj-alds1-13-b", AOJ_B, EIGHT_STATUS),
    like("poj1077", "idastar", "aoj-alds1-13-b", AOJ_B, EIGHT_STATUS),
    like("poj1077", "table", "aoj-alds1-13-b", AOJ_B, EIGHT_STATUS),
    Recipe {
        folder: "aoj-alds1-13-c",
        strategy: "pdb",
        problem: "aoj-alds1-13-c",
        search: "pdb_search",
        heuristic: None,
        header: [
            "AOJ ALDS1_13_C \"15 Puzzle\" (print the fewest number of moves; promised ≤ 45)",
            "IDA*, one board changed in place, the inverse of the last move pruned",
            "additive 5-5-5 pattern databases, max with the lookup of the board mirrored about the diagonal",
            "~0.2 s CPU per database (built on 3 threads), then ≤ ~1,100 nodes for a 45-move board",
            "3 MB of databases",
            "optimal: the counts of cases/aoj-alds1-13-c (Korf's published lengths 41–45 and boards \
             proven by enumeration, tests/family_cases.rs)",
        ],
    },
];

/// Every recipe: the assembler's own, then issue 8's.
pub fn all() -> impl Iterator<Item = &'static Recipe> {
    RECIPES.iter().chain(FAMILY)
}
