//! The recipes of issue 8's judges. A judge whose board and search are those of an existing
//! folder takes that folder's recipe with its own row, folder and title ([`like`]); a judge that
//! needs its own search part has a recipe of its own.

use super::recipes::{Recipe, BASE, RECIPES};
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
    retitled(find(folder, strategy), problem, title, status)
}

/// `recipe` written for the row `problem` into `solutions/<problem>/`, with its own title and
/// status lines.
const fn retitled(
    mut recipe: Recipe,
    problem: &'static str,
    title: &'static str,
    status: &'static str,
) -> Recipe {
    recipe.folder = problem;
    recipe.problem = problem;
    recipe.header[0] = title;
    recipe.header[5] = status;
    recipe
}

const MIPT091: &str = "acm.mipt.ru 091 \"15-Puzzle\" (YES and the moves, fewer than 1,000; or NO)";
const ACWING845: &str =
    "AcWing 845 \"八数码\" (print the fewest number of moves, -1 when unsolvable)";
const AOJ_B: &str = "AOJ ALDS1_13_B \"8 Puzzle\" (print the fewest number of moves)";
const UVA652: &str = "UVA 652 \"Eight\" (N puzzles, an empty line between the answers)";
const EIGHT_STATUS: &str =
    "optimal, as poj1077's: the BFS oracle's length on every solvable board (tests/family_solutions.rs)";

const GREEDY_STATUS: &str =
    "valid, as poj1077/greedy.rs: a path to the goal from every solvable board (tests/family_solutions.rs)";

/// The 4×4 pattern-database IDA* (`idastar15_ordered`), counting (AOJ ALDS1_13_C).
const PDB_AOJ_C: Recipe = Recipe {
    folder: "aoj-alds1-13-c",
    strategy: "pdb",
    problem: "aoj-alds1-13-c",
    search: "idastar15_ordered",
    heuristic: None,
    header: [
        "AOJ ALDS1_13_C \"15 Puzzle\" (print the fewest number of moves; promised ≤ 45)",
        "IDA*, one board changed in place, the inverse of the last move pruned",
        "additive 5-5-5 pattern databases, the max of four reads: direct, mirrored, two turned partitions",
        "~0.2 s a database (3 threads), then ~1,000 nodes a 45-move board (docs/performance.md)",
        "3 MB of databases",
        "optimal: the counts of cases/aoj-alds1-13-c, Korf's lengths 41–45 or enumerated (tests/family_cases.rs)",
    ],
    ..BASE
};

/// The 4×4 pattern-database IDA* within a budget of nodes, then a beam search (`idastar15_budget`):
/// acm.mipt.ru 091 takes any answer under 1,000 moves within 5 s.
const MIPT091_PDB: Recipe = Recipe {
    folder: "mipt091",
    strategy: "pdb",
    problem: "mipt091",
    search: "idastar15_budget",
    heuristic: None,
    header: [
        MIPT091,
        "IDA* for 12 M nodes (optimal); then a beam, 5,000 boards × 400 layers (NOT optimal); then IDA* resumed",
        "additive 5-5-5 pattern databases, the max of four reads: direct, mirrored, two turned partitions",
        "tables ~0.2 s; the budget ~0.6 s, the beam ~0.3 s: under ~1 s a board (docs/performance.md)",
        "3 MB of databases (~30 MB while built); the beam's layer and a 4-byte link a kept board (≤ 8 MB)",
        "optimal within the budget (Korf's 100); valid past it (src/parts/fifteen/idastar15_budget.rs)",
    ],
    ..BASE
};

/// Greedy best-first search on the 4×4 databases (`greedy15`), its answers kept under
/// acm.mipt.ru 091's 1,000 moves by the optimal IDA* behind it (`greedy15_capped`).
const MIPT091_GREEDY: Recipe = Recipe {
    folder: "mipt091",
    strategy: "greedy",
    problem: "mipt091",
    search: "greedy15_capped",
    heuristic: None,
    header: [
        MIPT091,
        "greedy best-first search on h alone, as uva10181/greedy.rs, NOT optimal; over 999 moves, IDA*'s answer",
        "additive 5-5-5 pattern databases, the max of four reads: direct, mirrored, two turned partitions",
        "tables ~0.2 s; then milliseconds per board (docs/performance.md)",
        "~50 bytes per stored board, 3 MB of tables (+7 MB while building)",
        "valid and under 1,000 moves on cases/mipt091 (judge test) and in tests/recipes.rs (the row's cap)",
    ],
    driver: "run",
    ..BASE
};

/// HDU 3567: the 9 BFS tables and the least-letter walk (`lex_least`), driven by `pair_run`
/// (each puzzle gives its goal).
const HDU3567_TABLE: Recipe = Recipe {
    folder: "hdu3567",
    strategy: "table",
    problem: "hdu3567",
    search: "lex_least",
    heuristic: None,
    header: [
        "HDU 3567 \"Eight II\" (any goal; print Case k: d, then the least of the shortest strings)",
        "the goal relabelled to one of 9, each with a BFS table of distances; the least letter one step closer",
        "none: exact distances",
        "~15 ms a table (9 at most), built on first need; then ≤ 31 × 4 lookups a case (docs/performance.md)",
        "9 tables of 9! bytes (3.3 MB)",
        "the least of the shortest strings, against them all enumerated (tests/family_parts.rs)",
    ],
    driver: "pair_run",
    ..BASE
};

/// Kattis npuzzle: no search, the scatter of each board (`scatter`, its own driver).
const KATTIS_SCATTER: Recipe = Recipe {
    folder: "kattis-npuzzle",
    strategy: "scatter",
    problem: "kattis-npuzzle",
    search: "scatter",
    heuristic: None,
    header: [
        "Kattis npuzzle \"N-puzzle\" (also DMOJ; COCI 2006/07 #3: print the scatter)",
        "no search: the sum over the letters of the Manhattan distance to their goal cells",
        "none",
        "O(16) a board",
        "the input",
        "the samples and extremes (src/parts/fifteen/scatter.rs); the checker's own sum on cases/kattis-npuzzle",
    ],
    driver: "scatter",
    ..BASE
};

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
    like("poj1077", "bfs", "uva652", UVA652, EIGHT_STATUS),
    like("poj1077", "bibfs", "uva652", UVA652, EIGHT_STATUS),
    like("poj1077", "astar", "uva652", UVA652, EIGHT_STATUS),
    like("poj1077", "idastar", "uva652", UVA652, EIGHT_STATUS),
    like("poj1077", "greedy", "uva652", UVA652, GREEDY_STATUS),
    like("poj1077", "table", "uva652", UVA652, EIGHT_STATUS),
    PDB_AOJ_C,
    pdb("eolymp3669", "e-olymp 3669 \"Fifteen Puzzle\" (the shortest moves; NO SOLUTION; TOO LONG past 45)",
        "optimal on cases/eolymp3669, replayed (tests/family_cases.rs); TOO LONG once the bound passes 45"),
    MIPT091_PDB,
    MIPT091_GREEDY,
    KATTIS_SCATTER,
    HDU3567_TABLE,
    pdb(
        "lightoj-15-puzzle",
        "LightOJ \"15-Puzzle\" (Case k: the least of the shortest strings; not solvable past 35)",
        "the least shortest string: children in letter order (fifteen/idastar15_plan.rs, tests/family_parts.rs)",
    ),
    LEETCODE773,
];

/// LeetCode 773: a function to paste, and a local `main` reading the boards written out.
const LEETCODE773: Recipe = Recipe {
    folder: "leetcode773",
    strategy: "bfs",
    problem: "leetcode773",
    search: "bfs",
    heuristic: None,
    header: [
        "LeetCode 773 \"Sliding Puzzle\" (2×3, goal [[1,2,3],[4,5,0]], -1 when unsolvable)",
        "breadth-first search, goal test on generation (poj1077/bfs.rs); paste the \"LeetCode\" block only",
        "none",
        "O(6!) a board: at most 360 boards are reached",
        "a 6!-entry visited array of moves and the queue",
        "the BFS oracle's answer on all 720 boards; the block compiles alone (tests/family_leetcode.rs)",
    ],
    function: Some("sliding_puzzle"),
    driver: "function_run",
    ..BASE
};

/// The 4×4 pattern-database IDA* (`idastar15_ordered`) written for the row `problem`.
const fn pdb(problem: &'static str, title: &'static str, status: &'static str) -> Recipe {
    retitled(PDB_AOJ_C, problem, title, status)
}

/// Every recipe: the assembler's own, then issue 8's.
pub fn all() -> impl Iterator<Item = &'static Recipe> {
    RECIPES.iter().chain(FAMILY)
}
