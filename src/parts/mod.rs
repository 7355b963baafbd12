//! Parts: one file per piece of solver code, std only, referring to each other only as
//! `super::<part>::Item`, so that the same text compiles here and wrapped as `mod <part> { … }`
//! in an assembled single-file solution. (Only the parts of issue 8 so far; the `asm` branch adds
//! the others.)

pub mod eight_lex;
pub mod grid_bfs;
pub mod pdb555;
pub mod pdb_idastar;
pub mod scatter;
