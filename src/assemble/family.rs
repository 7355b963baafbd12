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
const EIGHT_STATUS: &str = "the search of the same strategy in solutions/poj1077 (optimal on all \
    181,440 solvable states, tests/eight_exhaustive.rs); its answers against the BFS oracle on every \
    state (tests/family_solutions.rs)";

const GREEDY_STATUS: &str =
    "the search of solutions/poj1077/greedy.rs (a valid path on all 181,440 \
    solvable states, tests/eight_exhaustive.rs); its answers replayed on the BFS oracle's boards \
    (tests/family_solutions.rs)";

/// The 4×4 pattern-database IDA* (`pdb_search`), counting (AOJ ALDS1_13_C).
const PDB_AOJ_C: Recipe = Recipe {
    folder: "aoj-alds1-13-c",
    strategy: "pdb",
    problem: "aoj-alds1-13-c",
    search: "pdb_search",
    heuristic: None,
    header: [
        "AOJ ALDS1_13_C \"15 Puzzle\" (print the fewest number of moves; promised ≤ 45)",
        "IDA*, one board changed in place, the inverse of the last move pruned",
        "additive 5-5-5 pattern databases, max with the same tables read for the board mirrored about the diagonal and for two partitions of turned patterns",
        "~0.2 s CPU per database (built on 3 threads), then ≤ ~1,100 nodes for a 45-move board",
        "3 MB of databases",
        "optimal: the counts of cases/aoj-alds1-13-c (Korf's published lengths 41–45 and boards \
         proven by enumeration, tests/family_cases.rs)",
    ],
    ..BASE
};

/// The 4×4 pattern-database IDA* within a budget of nodes, then a beam search (`pdb_budget`):
/// acm.mipt.ru 091 takes any answer under 1,000 moves within 5 s.
const MIPT091_PDB: Recipe = Recipe {
    folder: "mipt091",
    strategy: "pdb",
    problem: "mipt091",
    search: "pdb_budget",
    heuristic: None,
    header: [
        MIPT091,
        "IDA*, one board changed in place, duplicate pruning (Taylor & Korf), within 12 M expanded nodes: an optimal answer; past them a beam search on the same tables, 5,000 boards a layer (NOT optimal); should no layer of 400 hold the goal, the IDA* to its end. A budget of nodes, not of time: the same answer on every machine",
        "additive 5-5-5 pattern databases, max with the same tables read for the board mirrored about the diagonal and for two partitions of turned patterns",
        "tables ~0.2 s (3 threads), then ~21 M nodes a second: within the budget (~0.6 s) every board of Korf's 100 (at most 2.3 M nodes); past it the beam, 0.1–0.3 s: each of the 17 80-move positions in 0.8–0.9 s of CPU, whole process (docs/limits.md)",
        "3 MB of databases (24–27 MB peak while they are built, before any search), the beam's layer and a 4-byte link a kept board (at most 8 MB)",
        "optimal within the budget (the published length on Korf's 100); past it valid, 80 or 82 moves on the 17 80-move positions; the beam alone (no budget) at most 71 moves on 1,000 random boards and the optimum on 96 of Korf's 100, +2 on 4 (examples/fallback_compare.rs); the budget, the beam and the IDA* behind it tested in src/parts/pdb_budget.rs",
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
        "greedy best-first search on h alone (solutions/uva10181/greedy.rs's), closed set of boards \
         packed in a u64, goal test on generation; NOT optimal; an answer over 999 moves (none \
         measured) is replaced by the optimal IDA*'s",
        "additive 5-5-5 disjoint pattern databases built at the first board to search, max with \
         the mirrored board and two partitions of turned patterns, computed per generated board",
        "tables ~0.2 s; then milliseconds per board (Korf's 100: 50–258 moves; 3,000 random \
         boards: at most 284)",
        "~50 bytes per stored board, 3 MB of tables (+7 MB while building)",
        "valid and under 1,000 moves on cases/mipt091 (checked by judge test) and the recipe \
         tests; the cap is the row's (tests/recipes.rs)",
    ],
    driver: "run",
    ..BASE
};

/// HDU 3567: the 9 BFS tables and the least-letter walk (`eight_lex`), driven by `pair_run`
/// (each puzzle gives its goal).
const HDU3567_TABLE: Recipe = Recipe {
    folder: "hdu3567",
    strategy: "table",
    problem: "hdu3567",
    search: "eight_lex",
    heuristic: None,
    header: [
        "HDU 3567 \"Eight II\" (any goal; print Case k: d, then the least of the shortest strings)",
        "the goal relabelled to one of 9 canonical goals (one a blank cell); a BFS table of \
         distances for each, built when a case first needs it; then from the start the least \
         letter (d < l < r < u) one step closer, to the goal",
        "none: exact distances",
        "~15 ms a table (9 at most); then ≤ 31 × 4 table lookups a case: 200 random pairs in \
         well under 1 s (README)",
        "9 tables of 9! bytes (3.3 MB)",
        "the least shortest string against an enumeration of all shortest paths \
         (tests/family_parts.rs, tests/family_cases.rs); the checker recomputes it",
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
        "the samples and extremes (src/parts/scatter.rs); equal to the checker's own computation \
         on cases/kattis-npuzzle (judge test)",
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
        "optimal: the answers of cases/eolymp3669 (replayed, of the enumerated or published lengths); \
         TOO LONG decided with the threshold stopping at 45 (the checker decides it itself)"),
    MIPT091_PDB,
    MIPT091_GREEDY,
    KATTIS_SCATTER,
    HDU3567_TABLE,
    pdb(
        "lightoj-15-puzzle",
        "LightOJ \"15-Puzzle\" (Case k: the least of the shortest strings; not solvable past 35)",
        "the least shortest string (children in letter order, the argument in src/parts/pdb_idastar.rs; \
         against an enumeration of all shortest paths, tests/family_parts.rs); the checker recomputes it",
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
        "breadth-first search from the start, goal test on generation (the search of \
         solutions/poj1077/bfs.rs); paste the lines between the two \"LeetCode\" markers into \
         LeetCode's editor, the rest is a local main reading one board a line, [[1,2,3],[4,0,5]]",
        "none",
        "O(6!) a board: at most 360 boards are reached",
        "a 6!-entry visited array of moves and the queue",
        "equal to the BFS oracle on all 720 arrangements (cases/leetcode773/03-every-board, run \
         by tests/family_leetcode.rs; its answers checked by tests/cases.rs); the block compiles alone after `struct Solution;` and answers the \
         samples (tests/family_leetcode.rs)",
    ],
    function: Some("sliding_puzzle"),
    driver: "function_run",
    ..BASE
};

/// The 4×4 pattern-database IDA* (`pdb_search`) written for the row `problem`.
const fn pdb(problem: &'static str, title: &'static str, status: &'static str) -> Recipe {
    retitled(PDB_AOJ_C, problem, title, status)
}

/// Every recipe: the assembler's own, then issue 8's.
pub fn all() -> impl Iterator<Item = &'static Recipe> {
    RECIPES.iter().chain(FAMILY)
}
