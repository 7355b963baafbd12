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
    /// `main::<Problem, Solver>`: `run` for the formats of fixed boards (`src/parts/run.rs`),
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

/// The searches whose answers are valid but not always the fewest moves (`pdb_budget`: past its
/// budget of nodes).
const NOT_OPTIMAL: [&str; 3] = ["beam", "construct", "pdb_budget"];

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
            "O(181,440) boards per puzzle: ~3 ms for a random one, 51 M instructions for the hardest",
            "a 9!-entry visited array of moves (363 KB) and the queue",
            "optimal against a BFS oracle on 5,000 random states and every state at depth ≥ 30 (tests/eight_exhaustive.rs)",
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
            "O(b^(d/2)) boards: ~35 µs per random puzzle; 1.35 M instructions, whole process, for the hardest",
            "a hash table grown with the search (32-bit keys, room for 2^(8 + h/4) boards first, h the start's Manhattan distance; 64-bit keys in all 2^16 slots, 640 KB, written at once for a start 21+ Manhattan moves away) and two queues of slots (4 KB each on the heap first, doubled as needed; 128 KB each for a far start), touched as used",
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
            "O(b^d) worst case: ~35 µs per random puzzle; 1.58 M instructions, whole process, for the hardest",
            "a hash table grown with the search (2,048 slots of 32-bit keys first, 12 KB; 64-bit keys in all 2^16 slots, 640 KB, written at once for a start 21+ Manhattan moves away) and a bucket queue (8 KB on the heap first, doubled as needed; 256 KB for a far start), touched as used",
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
            "Manhattan distance, updated per move (linear conflict, tried: half the nodes, 1.5× the instructions)",
            "O(b^d) worst case: ~40 µs per random puzzle, 2.2 M instructions, whole process, for the hardest",
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
            "greedy best-first search on h alone (\"BeFS\"): valid, NOT optimal (fine for POJ 1077 / HDU 1043, wrong for AcWing 179)",
            "Manhattan distance, updated per move",
            "O(181,440) boards worst case: ~8 µs per random puzzle",
            "a 2^19-slot hash table (4.5 MB) and the queue",
            "a valid path on all 181,440 solvable states, never shorter than the BFS oracle (tests/eight_exhaustive.rs)",
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
            "one backward BFS from the goal over all 181,440 solvable boards, then each query walks the stored moves",
            "none",
            "~13 ms for the table, then O(length) per puzzle: 100,000 puzzles in ~50 ms, whole process",
            "a 9!-entry table of moves (363 KB)",
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
            "O(181,440) boards per puzzle: ~3 ms for a random one",
            "a 9!-entry visited array of moves (363 KB) and the queue",
            "optimal against a BFS oracle on 5,000 random states and every state at depth ≥ 30 (tests/eight_exhaustive.rs)",
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
            "O(b^(d/2)) boards: ~32 µs per random puzzle; 1.32 M instructions, whole process, for 567408321 (30 moves)",
            "a hash table grown with the search (32-bit keys, room for 2^(8 + h/4) boards first, h the start's Manhattan distance; 64-bit keys in all 2^16 slots, 640 KB, written at once for a start 21+ Manhattan moves away) and two queues of slots (4 KB each on the heap first, doubled as needed; 128 KB each for a far start), touched as used",
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
            "O(b^d) worst case: ~23 µs per random puzzle; 0.93 M instructions, whole process, for 567408321 (30 moves)",
            "a hash table grown with the search (2,048 slots of 32-bit keys first, 12 KB; 64-bit keys in all 2^16 slots, 640 KB, written at once for a start 21+ Manhattan moves away) and a bucket queue (8 KB on the heap first, doubled as needed; 256 KB for a far start), touched as used",
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
            "Manhattan distance, updated per move (linear conflict, tried: half the nodes, 1.5× the instructions)",
            "O(b^d) worst case: ~31 µs per random puzzle",
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
            "O(M·N) a case; ten 999×999 cases (70 MB) in well under 1 s (scripts/bench-bigboard)",
            "one case: 4 bytes + 1 byte a cell; the input streams through a 64 KiB block",
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
            "row-by-row construction: each tile home by an exact tile+blank BFS, the last two of a line together, the last 2×3 by A*",
            "none for the placements (exact BFS); Manhattan for the last 2×3",
            "~2,100 moves (3.2 × Manhattan) on a random 10×10; slowest: 0.22–0.28 s CPU (README)",
            "a (cells)³ byte table for the pair BFS (1 MB on 10×10)",
            "replayed valid on 1,000 random boards each of 5×5, 7×7, 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)",
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
            "line-by-line beam search over whole boards (2,000 a layer, at most 2.5 M boards a board), exact placement where the beam stalls, the last 3×3 by A*, loops cut from the answer",
            "weighted Manhattan (the line ×4, the next line ×2, the rest ×1) + 4 × the blank's distance to the line + 4 a pair of line tiles out of order in the line",
            "~1,300 moves (2.0 × Manhattan) on a random 10×10; slowest of 100: 0.82 s CPU (README)",
            "the beam (2,000 boards) and its history; a (cells)³ byte table for the pair BFS",
            "replayed valid on 200 random boards each of 5×5 and 7×7 and 100 of 10×10 (tests/bigboard_bench.rs), every n ≤ 10 (tests/bigboard.rs)",
        ],
        driver: "sized_run",
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "idastar",
        problem: "uva10181",
        search: "pdb_parallel",
        heuristic: None,
        header: [
            UVA10181,
            "IDA*, one board changed in place, fixed move order L R U D, duplicate pruning by a finite-state machine (Taylor & Korf 1993) over every move sequence of up to 12 moves with a shorter or earlier twin (1,900 sequences, found at start-up beside the tables' build); first the iterations too small to split (the first, and any after one of < 200,000 nodes) of every board, the boards shared out over the cores, each iteration's tree cut at depth 6 into units searched in order of their estimate (least first, so the last iteration meets a solution sooner); then the boards in input order, each on all cores: a big iteration's tree is cut at depth 12 into units taken in that order, the first solution in that order kept, so the answer and the node counts are the same on any number of threads, every run",
            "additive 5-5-5 disjoint pattern databases (Korf & Felner) built at the first board to search by BFS over the abstract space, read four ways: max with the same tables read for the board mirrored about the main diagonal and for two partitions of their turned and reflected patterns (26% fewer nodes than with the mirror alone); updated per move, the tables read mod 16; a board's iterations after one of 4 M nodes (long searches only: never on Korf's 100) use the 6-6-3 databases + mirror instead, with the 5-5-5 direct and mirrored lookups after them, built once by the first such iteration (1.3–1.8 s)",
            "tables and pruning machine ~0.15 s; Korf's 100: 15.8 M nodes, 0.52–0.67 s wall in 25 runs on 2026-12-04, 20 of them ≤ 0.6 s (the rest while the machine was slow) and 1.0–1.1 s of CPU on 2 cores (the machine's speed drifts by a third within the hour), ~320 instructions a node; the 17 positions at 80 moves: 3.15 G nodes, 96–104 s wall (scripts/bench-korf [--hard80]; NPUZZLE_PROGRESS set: one stderr line per iteration)",
            "3 MB of 5-5-5 tables (16^5 bytes per pattern) and a 110 KB pruning machine, plus ~30 MB while building (34 MB peak on a one-move board); for long searches 32 MB more of 6-6-3 tables, 195–200 MB peak while they are built",
            "optimal: the published length on all of Korf's 100 (scripts/bench-korf; a sample in tests/fifteen_idastar.rs, with the parallel search giving the moves and node counts of one thread on 20 boards); tables checked against direct BFS and admissible (tests/fifteen_pdb.rs)",
        ],
        ..BASE
    },
    Recipe {
        folder: "uva10181",
        strategy: "pdb",
        problem: "uva10181",
        search: "pdb_plain",
        heuristic: None,
        header: [
            UVA10181,
            "IDA*, one board at a time on one thread, children in the order L R U D, the inverse of the last move pruned: the file for UVa, whose 40 KB limit idastar.rs (its pruning machine, its threads, its second tables) does not fit",
            "additive 5-5-5 disjoint pattern databases (Korf & Felner) built at start-up by BFS over the abstract space, max with the same tables read for the board mirrored about the main diagonal and for two partitions of their turned patterns; updated per move",
            "tables ~0.15 s; Korf's 100: 34.9 M nodes, 2.2 s on one core (idastar.rs: 15.8 M, 0.55 s on two)",
            "3 MB of tables, plus ~30 MB while building; O(d) for the search",
            "optimal: the published length on a sample of Korf's 100 (src/parts/pdb_plain.rs) and the optimum on cases/uva10181 (tests/recipes.rs, tests/cases.rs)",
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
            "A*, closed set of boards packed in a u64 (4 bits per cell), stale heap entries skipped, reopening when a shorter path is found, ties to the deeper node; the boards of one input are solved on all cores, answers printed in input order",
            "additive 5-5-5 disjoint pattern databases built at the first board to search, read four ways as in idastar.rs (max with the mirrored board and two partitions of turned patterns), each child's lookups updated from its parent's for the one pattern the move changes",
            "tables ~0.2 s; Korf's 100 in 8.2 s of CPU (2 threads; 9.7 s with the two lookups before, in the same minutes), ~1 s per million boards",
            "~50 bytes per stored board; optimal while memory lasts (Korf's 100: 188 MB peak, 1.09 million boards expanded for the hardest)",
            "optimal: the published length on a sample of Korf's 100 and the optimum on cases/uva10181 (tests/fifteen_astar.rs)",
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
            "greedy best-first search on h alone (the \"BeFS\" of the classic comparisons), closed set of boards packed in a u64, goal test on generation; NOT optimal: the answers are valid but long, often over UVA's 50-move bound (so UVA may reject them)",
            "additive 5-5-5 disjoint pattern databases built at the first board to search, read four ways as in idastar.rs (max with the mirrored board and two partitions of turned patterns), each child's lookups updated from its parent's for the one pattern the move changes",
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
            "plain BFS forward from the start, layer by layer, boards packed in a u64 (4 bits per cell) in one hash map with the move that reached them; inverse move pruned; goal test on generation; optimal. No cap: on deep boards it runs out of time or memory, and the judge's limits stop it",
            "none",
            "O(b^d) boards, b ~ 2.13: ~3 s for three boards of 18-21 moves, past ~24 out of time",
            "~30 bytes per board reached: ~250 MB at depth 21, GBs past 24",
            "optimal: equals bidirectional BFS on the cases of cases/uva10181 with answers up to 12 moves (up to 22 with --ignored) (tests/fifteen_bfs.rs); boards of up to 14 moves in tests/recipes.rs",
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
            "bidirectional BFS from the start and from the goal, the smaller frontier expanded one whole layer at a time; boards packed in a u64 (4 bits per cell) in one hash map per side with the move that reached them; inverse move pruned; optimal. No cap: on deep boards it runs out of time or memory, and the judge's limits stop it",
            "none",
            "O(b^(d/2)) boards per side, b ~ 2.13: 3.8 s at depth 41 (Korf's #55), past ~45 out of memory",
            "~30 bytes per board reached: 410 MB at depth 41, x4.5 every two moves",
            "optimal: equals plain BFS on the shallow cases and IDA* on every case of cases/uva10181 (optimal lengths up to 37) (tests/fifteen_bibfs.rs, tests/fifteen_idastar.rs); boards of up to 30 moves in tests/recipes.rs",
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
            "additive 6-6-6-6 pattern databases (Korf & Felner) and their diagonal mirror, two lookups a move",
            "O(b^d); tables built once on all cores, then read from a cache file (docs/performance.md)",
            "two tables of 25^6 bytes (488 MB; three patterns read one turned), ~1.4 GB while building",
            "optimal: every board of 2×2, 2×3, 3×3, 2×4 against BFS (tests/korf24_parts.rs)",
        ],
        driver: "run24",
        ..BASE
    },
];

/// The title of every uva10181 file.
const UVA10181: &str =
    "UVA 10181 \"15-Puzzle Problem\" (also Korf's 100 random instances, any length)";
