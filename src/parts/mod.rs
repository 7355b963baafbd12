//! The parts the solution files are assembled from (`judge assemble`, src/assemble): each a
//! std-only module that names other parts only as `super::<part>::Item`, so that the same text
//! is a module of this library and, wrapped as `mod <part> { … }`, a module of a single-file
//! solution. Generic over the problem (`puzzle::Puzzle`); the compiler specialises each use.

pub mod astar;
pub mod astar15;
pub mod beam;
pub mod beam15;
pub mod beam_layer;
pub mod beam_score;
pub mod bfs;
pub mod bfs15;
pub mod bibfs;
pub mod bibfs15;
pub mod board;
pub mod board15;
pub mod board_keys;
pub mod build15;
pub mod construct;
pub mod cycles;
pub mod dupes15;
pub mod eight_lex;
pub mod function_run;
pub mod greedy;
pub mod greedy15;
pub mod greedy15_capped;
pub mod grid;
pub mod grid_bfs;
pub mod idastar;
pub mod idastar15;
pub mod input;
pub mod keys15;
pub mod leetcode;
pub mod manhattan;
pub mod nodes15;
pub mod pair_run;
pub mod parallel15;
pub mod pdb15;
pub mod pdb555;
pub mod pdb_any;
pub mod pdb_bfs;
pub mod pdb_budget;
pub mod pdb_check;
pub mod pdb_idastar;
pub mod pdb_parallel;
pub mod pdb_plain;
pub mod pdb_search;
pub mod place;
pub mod plan15;
pub mod prune15;
pub mod puzzle;
pub mod rank;
pub mod run;
pub mod scan;
pub mod scatter;
pub mod search;
pub mod share;
pub mod sized_run;
pub mod slots;
pub mod solvable;
pub mod table;
#[cfg(test)]
mod test_puzzles;
pub mod tidy;
pub mod verdict;
pub mod views15;
