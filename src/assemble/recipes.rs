//! The recipes: one a solution file, `solutions/<folder>/<strategy>.rs`. A recipe names the
//! problem row it is written for (its format), the search part, the heuristic part, the part
//! that drives the program (reads the input, runs the search, writes the answers), and the
//! lines of the file's header. `judge assemble` makes the file from it and from src/parts.
//! A recipe ends with `..BASE` for the fields it leaves at their default (the driver `run`).

/// How one solution file is made.
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// The folder under `solutions/`.
    pub folder: &'static str,
    /// The file's name without `.rs`; the binary is `<folder>-<strategy>`.
    pub strategy: &'static str,
    /// The id of the row of src/problems.rs whose format the file reads and writes.
    pub problem: &'static str,
    /// The search part: `src/parts/<search>.rs`, exporting `Search<Problem[, Heuristic]>`.
    pub search: &'static str,
    /// The heuristic part, exporting `Heuristic<Problem>`, for searches that take one.
    pub heuristic: Option<&'static str>,
    /// The values of the header lines, in the order of `HEADER_KEYS`.
    pub header: [&'static str; 6],
    /// The part that is the program, exporting `solve::<Problem, Solver>` and
    /// `main::<Problem, Solver>`: `run` for the formats of fixed boards (`src/parts/io/run.rs`),
    /// `sized_run` for the sized ones, whose boards open with their size.
    pub driver: &'static str,
    /// The most moves a board the tests give this file may need: a search whose memory grows
    /// with the depth and has no bound (the 4×4 BFS) runs out past it. `None`: any board of the
    /// row, within its tests' time.
    pub deepest: Option<u32>,
    /// For a judge that calls a function rather than running a program (LeetCode): the name of
    /// the method of `impl Solution` the file declares, between the paste markers, answering
    /// with the part `leetcode` and the recipe's search; its driver is `function_run`, whose
    /// `main` prints what the function returns for each board.
    pub function: Option<&'static str>,
}

/// The defaults a recipe takes with `..BASE`: the packed-board driver `run`, no heuristic.
pub const BASE: Recipe = Recipe {
    folder: "",
    strategy: "",
    problem: "",
    search: "",
    heuristic: None,
    header: [""; 6],
    driver: "run",
    deepest: None,
    function: None,
};

/// The searches whose answers are valid but not always the fewest moves (`idastar15_budget`: past its
/// budget of nodes).
const NOT_OPTIMAL: [&str; 3] = ["beam", "construct", "idastar15_budget"];

impl Recipe {
    /// Whether the file promises a fewest-move answer: every search but greedy best-first
    /// (`greedy`, `greedy15`), the big-board ones and the budgeted one does.
    pub fn optimal(&self) -> bool {
        !self.search.starts_with("greedy") && !NOT_OPTIMAL.contains(&self.search)
    }
}

/// The header keys of STYLE.md, in order.
pub const HEADER_KEYS: [&str; 6] = [
    "Problem",
    "Strategy",
    "Heuristic",
    "Time",
    "Memory",
    "Status",
];

/// Every solution file, grouped by folder.
pub const RECIPES: &[Recipe] = &[
    Recipe {
        folder: "poj1077",
        strategy: "bfs",
        problem: "poj1077",
        search: "bfs",
        heuristic: None,
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "breadth-first search from the start, goal test on generation",
            "none",
            "O(181,440) boards per puzzle; ~3 ms for a random one (docs/performance.md)",
            "a 9!-entry visited array of moves (360 KB) and the queue",
            "optimal: the BFS oracle's length on 5,000 random states and all at depth ≥ 30 (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj1077",
        strategy: "bibfs",
        problem: "poj1077",
        search: "bibfs",
        heuristic: None,
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "bidirectional breadth-first search, the smaller frontier expanded a whole layer at a time",
            "none",
            "O(b^(d/2)) boards; ~35 µs per random puzzle (docs/performance.md)",
            "a hash table grown with the search, 640 KB at full size, and two queues of slots, grown as needed",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj1077",
        strategy: "astar",
        problem: "poj1077",
        search: "astar",
        heuristic: Some("manhattan"),
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "A*, closed set, bucket queue preferring deeper nodes among equal f",
            "Manhattan distance, updated per move",
            "O(b^d) worst case; ~35 µs per random puzzle (docs/performance.md)",
            "a hash table grown with the search (12 KB first, 640 KB at full size) and a bucket queue",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj1077",
        strategy: "idastar",
        problem: "poj1077",
        search: "idastar",
        heuristic: Some("manhattan"),
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "IDA*, one board changed in place, the inverse of the last move pruned",
            "Manhattan distance, updated per move (linear conflict: fewer nodes, more time; docs/performance.md)",
            "O(b^d) worst case; ~40 µs per random puzzle (docs/performance.md)",
            "O(d)",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj1077",
        strategy: "greedy",
        problem: "poj1077",
        search: "greedy",
        heuristic: Some("manhattan"),
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "greedy best-first search on h alone: valid, NOT optimal (fine for POJ 1077 / HDU 1043, not AcWing 179)",
            "Manhattan distance, updated per move",
            "O(181,440) boards worst case; ~8 µs per random puzzle (docs/performance.md)",
            "a 2^19-slot hash table (4.5 MB) and the queue",
            "valid on all 181,440 solvable states, never shorter than the BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj1077",
        strategy: "table",
        problem: "poj1077",
        search: "table",
        heuristic: None,
        header: [
            "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217, AcWing 179)",
            "one BFS back from the goal over all 181,440 solvable boards; each query walks the stored moves",
            "none",
            "~13 ms for the table, then O(length) per puzzle (docs/performance.md)",
            "a 9!-entry table of moves (360 KB)",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "luogu1379",
        strategy: "bfs",
        problem: "luogu1379",
        search: "bfs",
        heuristic: None,
        header: [
            "Luogu P1379 \"八数码难题\" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)",
            "breadth-first search from the start, goal test on generation",
            "none",
            "O(181,440) boards per puzzle; ~3 ms for a random one (docs/performance.md)",
            "a 9!-entry visited array of moves (360 KB) and the queue",
            "optimal: the BFS oracle's length on 5,000 random states and all at depth ≥ 30 (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "luogu1379",
        strategy: "bibfs",
        problem: "luogu1379",
        search: "bibfs",
        heuristic: None,
        header: [
            "Luogu P1379 \"八数码难题\" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)",
            "bidirectional breadth-first search, the smaller frontier expanded a whole layer at a time",
            "none",
            "O(b^(d/2)) boards; ~32 µs per random puzzle (docs/performance.md)",
            "a hash table grown with the search, 640 KB at full size, and two queues of slots, grown as needed",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "luogu1379",
        strategy: "astar",
        problem: "luogu1379",
        search: "astar",
        heuristic: Some("manhattan"),
        header: [
            "Luogu P1379 \"八数码难题\" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)",
            "A*, closed set, bucket queue preferring deeper nodes among equal f",
            "Manhattan distance, updated per move",
            "O(b^d) worst case; ~23 µs per random puzzle (docs/performance.md)",
            "a hash table grown with the search (12 KB first, 640 KB at full size) and a bucket queue",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "luogu1379",
        strategy: "idastar",
        problem: "luogu1379",
        search: "idastar",
        heuristic: Some("manhattan"),
        header: [
            "Luogu P1379 \"八数码难题\" (goal 1 2 3 / 8 _ 4 / 7 6 5, print the fewest moves)",
            "IDA*, one board changed in place, the inverse of the last move pruned",
            "Manhattan distance, updated per move (linear conflict: fewer nodes, more time; docs/performance.md)",
            "O(b^d) worst case; ~31 µs per random puzzle (docs/performance.md)",
            "O(d)",
            "optimal on all 181,440 solvable states, checked against a BFS oracle (tests/eight_exhaustive.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "poj2893",
        strategy: "parity",
        problem: "poj2893",
        search: "verdict",
        header: [
            "POJ 2893 \"M × N Puzzle\" (M, N ≤ 999; YES when solvable)",
            "no search: the parity of the permutation's cycle decomposition",
            "none",
            "O(M·N) a case (docs/performance.md)",
            "4 bytes + 1 byte a cell for one case; the input streams through a 64 KiB block",
            "agrees with a merge-sort inversion count on every case (tests/bigboard.rs)",
        ],
        driver: "sized_run",
        ..BASE
    },
    Recipe {
        folder: "poj3240",
        strategy: "construct",
        problem: "poj3240",
        search: "construct",
        header: [
            "POJ 3240 \"Solution to the n²−1 Puzzle\" (n ≤ 10; any valid L R U D, or No Answer!)",
            "row by row: each tile home by an exact tile+blank BFS, a line's last two together, the last 2×3 by A*",
            "none for the placements (exact BFS); Manhattan for the last 2×3",
            "under ~0.3 s of CPU for a 10×10 (docs/performance.md)",
            "a (cells)³ byte table for the pair BFS (1 MB on 10×10)",
            "replayed valid for every n ≤ 10 (tests/bigboard.rs), 1,000 random boards a size (tests/bigboard_bench.rs)",
        ],
        driver: "sized_run",
        ..BASE
    },
    Recipe {
        folder: "poj3240",
        strategy: "beam",
        problem: "poj3240",
        search: "beam",
        header: [
            "POJ 3240 \"Solution to the n²−1 Puzzle\" (n ≤ 10; any valid L R U D, or No Answer!)",
            "line-by-line beam search, 2,000 boards a layer; exact placement where it stalls; the last 3×3 by A*",
            "Manhattan weighted 4/2/1 (line, next line, rest) + 4 × blank-to-line distance + 4 a misordered pair",
            "at most 2.5 M boards a board; under ~1 s of CPU for a 10×10 (docs/performance.md)",
            "the beam (2,000 boards) and its history; a (cells)³ byte table for the pair BFS",
            "replayed valid for every n ≤ 10 (tests/bigboard.rs), random boards to 10×10 (tests/bigboard_bench.rs)",
        ],
        driver: "sized_run",
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "idastar",
        problem: "uva10181",
        search: "idastar15_parallel",
        heuristic: None,
        header: [
            UVA10181,
            "IDA*, 12-move duplicate pruning (Taylor & Korf); big iterations split over the cores, deterministically",
            "additive 5-5-5 pattern databases, the max of four reads; 6-6-3 + mirror past a 4 M-node iteration",
            "tables and pruning machine ~0.15 s; Korf's 100 in ~0.6 s wall on 2 cores (docs/performance.md)",
            "3 MB of 5-5-5 tables, a 110 KB pruning machine (~30 MB while built); 6-6-3: 32 MB more if needed",
            "optimal: Korf's published lengths (tests/fifteen_idastar.rs); tables admissible (tests/fifteen_pdb.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "pdb",
        problem: "uva10181",
        search: "idastar15_small",
        heuristic: None,
        header: [
            UVA10181,
            "IDA*, one thread, L R U D, the inverse of the last move pruned: fits UVa's 40 KB, unlike idastar.rs",
            "additive 5-5-5 pattern databases, the max of four reads: direct, mirrored, two turned partitions",
            "tables ~0.15 s; Korf's 100 in ~2 s on one core (docs/performance.md)",
            "3 MB of tables (~30 MB while built); O(d) for the search",
            "optimal: Korf's lengths (src/parts/fifteen/idastar15_small.rs), cases/uva10181 (tests/recipes.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "astar",
        problem: "uva10181",
        search: "astar15",
        heuristic: None,
        header: [
            UVA10181,
            "A*, closed set of packed boards, reopening on a shorter path, ties to the deeper; boards over all cores",
            "additive 5-5-5 pattern databases, the max of four reads, each child's updated from its parent's",
            "tables ~0.2 s; then ~1 s per million boards: Korf's 100 in ~8 s of CPU (docs/performance.md)",
            "~50 bytes per stored board (~200 MB for Korf's 100): optimal while memory lasts",
            "optimal: Korf's lengths on a sample and the optimum on cases/uva10181 (tests/fifteen_astar.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "greedy",
        problem: "uva10181",
        search: "greedy15",
        heuristic: None,
        header: [
            UVA10181,
            "greedy best-first search on h alone, closed set of packed boards: NOT optimal, often over UVa's 50 moves",
            "additive 5-5-5 pattern databases, the max of four reads, each child's updated from its parent's",
            "tables ~0.2 s; then milliseconds per board",
            "~50 bytes per stored board",
            "valid, never shorter than the optimum, on cases/uva10181 and Korf's 100 (tests/fifteen_greedy.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "bfs",
        problem: "uva10181",
        search: "bfs15",
        heuristic: None,
        header: [
            UVA10181,
            "plain BFS from the start, packed boards in one hash map, goal test on generation; no cap on depth",
            "none",
            "O(b^d) boards, b ~ 2.13: seconds at 20 moves, out of time past ~24 (docs/performance.md)",
            "~30 bytes per board reached: hundreds of MB at 21 moves, GBs past 24",
            "optimal: bidirectional BFS's lengths on cases/uva10181 up to 12 moves (tests/fifteen_bfs.rs)",
        ],
        deepest: Some(14),
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "bibfs",
        problem: "uva10181",
        search: "bibfs15",
        heuristic: None,
        header: [
            UVA10181,
            "bidirectional BFS, the smaller frontier expanded a whole layer at a time, packed boards; no cap on depth",
            "none",
            "O(b^(d/2)) boards a side, b ~ 2.13: seconds at 41 moves, out of memory past ~45 (docs/performance.md)",
            "~30 bytes per board reached: ~400 MB at 41 moves, ×4.5 every two moves",
            "optimal: IDA*'s lengths on every case of cases/uva10181, up to 37 moves (tests/fifteen_bibfs.rs)",
        ],
        deepest: Some(30),
        ..BASE
    },
    Recipe {
        folder: "korf24",
        strategy: "pdb",
        problem: "korf24",
        search: "idastar24",
        heuristic: None,
        header: [
            "Korf & Felner's 50 random 24-puzzles (2002): 5×5, UVA 10181's format, fewest moves",
            "IDA*, children least estimate first, inverse move pruned, iterations cut at depth 10 for all cores",
            "additive 6-6-6-6 databases, Korf & Felner's partition and a second, each also mirrored: max of four",
            "O(b^d); tables built once on all cores (~3 min), then read from two cache files (docs/performance.md)",
            "six tables of 25^6 bytes (1.46 GB; three patterns read one turned), 2.5 GB at the peak of building",
            "optimal: every board of 2×2, 2×3, 3×3, 2×4 against BFS (tests/korf24_parts.rs)",
        ],
        driver: "run24",
        ..BASE
    },
];

/// The title of every uva10181 file.
const UVA10181: &str =
    "UVA 10181 \"15-Puzzle Problem\" (also Korf's 100 random instances, any length)";
