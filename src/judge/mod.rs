//! The local judge: compile a submission as an online judge would, run it under limits, check
//! it with the checker library, and compare strategies side by side.

pub mod args;
pub mod compile;
pub mod runner;
pub mod svg;
pub mod sys;
pub mod table;

/// The entry point of the `judge` binary: returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let _ = args;
    0
}
