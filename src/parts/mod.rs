//! The parts the solution files are assembled from (`judge assemble`, src/assemble): each a
//! std-only module that names other parts only as `super::<part>::Item`, so that the same text
//! is a module of this library and, wrapped as `mod <part> { … }`, a module of a single-file
//! solution. The files sit in folders by role; the modules are one flat set (a part is named
//! by its file name alone, unique across the folders), as they are in a solution file.
//!
//! - `board/`: boards and their keys: the packed board of ≤ 16 cells, ranks, solvability, hash tables, threads.
//! - `io/`: the problem's format, reading the input, the programs around the searches (`run` and kin).
//! - `search/`: the searches for any board of ≤ 16 cells: BFS, bidirectional BFS, A*, IDA*, greedy, the table.
//! - `heuristic/`: lower bounds for those searches: Manhattan distance, linear conflict.
//! - `fifteen/`: the 4×4 board: its 5-5-5 pattern databases and the searches over them.
//! - `bigboard/`: boards up to 999×999: the byte grid, the construction and the beam search.
//! - `twentyfour/`: boards of up to 25 cells (the 24-puzzle): pattern databases, IDA*, its program.

#[path = "search/astar.rs"]
pub mod astar;
#[path = "fifteen/astar15.rs"]
pub mod astar15;
#[path = "bigboard/beam.rs"]
pub mod beam;
#[path = "fifteen/beam15.rs"]
pub mod beam15;
#[path = "bigboard/beam_layer.rs"]
pub mod beam_layer;
#[path = "bigboard/beam_score.rs"]
pub mod beam_score;
#[path = "fifteen/best_first15.rs"]
pub mod best_first15;
#[path = "search/bfs.rs"]
pub mod bfs;
#[path = "fifteen/bfs15.rs"]
pub mod bfs15;
#[path = "search/bibfs.rs"]
pub mod bibfs;
#[path = "fifteen/bibfs15.rs"]
pub mod bibfs15;
#[path = "board/board.rs"]
pub mod board;
#[path = "fifteen/board15.rs"]
pub mod board15;
#[path = "bigboard/construct.rs"]
pub mod construct;
#[path = "bigboard/cut_loops.rs"]
pub mod cut_loops;
#[path = "io/function_run.rs"]
pub mod function_run;
#[path = "search/greedy.rs"]
pub mod greedy;
#[path = "fifteen/greedy15.rs"]
pub mod greedy15;
#[path = "fifteen/greedy15_capped.rs"]
pub mod greedy15_capped;
#[path = "bigboard/grid.rs"]
pub mod grid;
#[path = "board/hash_keys.rs"]
pub mod hash_keys;
#[path = "board/hash_table.rs"]
pub mod hash_table;
#[path = "search/idastar.rs"]
pub mod idastar;
#[path = "fifteen/idastar15.rs"]
pub mod idastar15;
#[path = "fifteen/idastar15_budget.rs"]
pub mod idastar15_budget;
#[path = "fifteen/idastar15_ordered.rs"]
pub mod idastar15_ordered;
#[path = "fifteen/idastar15_parallel.rs"]
pub mod idastar15_parallel;
#[path = "fifteen/idastar15_plan.rs"]
pub mod idastar15_plan;
#[path = "fifteen/idastar15_small.rs"]
pub mod idastar15_small;
#[path = "fifteen/idastar15_units.rs"]
pub mod idastar15_units;
#[path = "twentyfour/idastar24.rs"]
pub mod idastar24;
#[path = "io/input.rs"]
pub mod input;
#[path = "io/leetcode.rs"]
pub mod leetcode;
#[path = "search/lex_least.rs"]
pub mod lex_least;
#[path = "heuristic/linear_conflict.rs"]
pub mod linear_conflict;
#[path = "heuristic/manhattan.rs"]
pub mod manhattan;
#[path = "fifteen/packed15.rs"]
pub mod packed15;
#[path = "io/pair_run.rs"]
pub mod pair_run;
#[path = "board/parity_cycles.rs"]
pub mod parity_cycles;
#[path = "fifteen/pdb15.rs"]
pub mod pdb15;
#[path = "fifteen/pdb15_build.rs"]
pub mod pdb15_build;
#[path = "fifteen/pdb15_views.rs"]
pub mod pdb15_views;
#[path = "twentyfour/pdb24.rs"]
pub mod pdb24;
#[path = "bigboard/place_tiles.rs"]
pub mod place_tiles;
#[path = "fifteen/prune15.rs"]
pub mod prune15;
#[path = "fifteen/prune15_dupes.rs"]
pub mod prune15_dupes;
#[path = "io/puzzle.rs"]
pub mod puzzle;
#[path = "board/rank.rs"]
pub mod rank;
#[path = "io/run.rs"]
pub mod run;
#[path = "twentyfour/run24.rs"]
pub mod run24;
#[path = "io/scan.rs"]
pub mod scan;
#[path = "fifteen/scatter.rs"]
pub mod scatter;
#[path = "search/search.rs"]
pub mod search;
#[path = "board/share.rs"]
pub mod share;
#[path = "io/sized_run.rs"]
pub mod sized_run;
#[path = "board/solvable.rs"]
pub mod solvable;
#[path = "search/table.rs"]
pub mod table;
#[cfg(test)]
pub(crate) mod test_puzzles;
#[path = "bigboard/verdict.rs"]
pub mod verdict;
