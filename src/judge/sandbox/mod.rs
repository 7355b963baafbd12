//! The sandbox: one program run on one input under a judge's limits (CPU time, wall clock,
//! memory, output), isolated where the machine allows, measured over its whole process tree.
//!
//! From the top down: `runner` runs a program in the isolation `isolation` found on this machine,
//! `launch` starts the run and watches it to its end; `limits` is what a run may use and what it
//! ends with; `account` measures the process tree, `ns` builds the namespaces, `scratch` is the
//! folder and the environment a run sees; `signals`, `forks`, `pipes` and `sys` lie beneath.

pub mod account;
pub mod forks;
pub mod isolation;
pub mod launch;
pub mod limits;
pub mod ns;
pub mod pipes;
pub mod rootfs;
pub mod runner;
pub mod scratch;
pub mod signals;
pub mod sys;

pub use isolation::{describe, sandboxed};
pub use limits::{Kill, Limits, Run, RunVerdict};
pub use runner::{run, run_in};
pub use scratch::Scratch;
pub use sys::Exit;
