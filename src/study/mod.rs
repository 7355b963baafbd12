//! Code that serves the studies (examples/) and the tests only, never a solution file: other
//! builds of the pattern databases to compare with the parts' own, and BFS oracles of small boards.

pub mod fifteen;
pub mod grid_bfs;
pub mod pdb_any;
pub mod pdb_bfs;
pub mod pdb_check;
