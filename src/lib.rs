//! npuzzle: the tools' library — the problem table, the board model, parsing, the checker.
//!
//! The solutions under `solutions/` stand alone and use none of this; the checker (`check`), the
//! local judge (`judge`) and the tests do.

pub mod assemble;
pub mod board;
pub mod check;
pub mod checkout;
pub mod data;
pub mod gen;
pub mod gen_goal;
pub mod input;
pub mod judge;
pub mod limits;
pub mod oracle;
pub mod output;
pub mod package;
pub mod parallel;
pub mod parity;
pub mod parts;
pub mod problems;
pub mod rng;
pub mod show;
pub mod stdout;
pub mod study;
pub mod text;
