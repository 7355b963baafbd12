//! The judge's subcommands, one module each: its command line read, the work done through the
//! parts below, its report printed; each `run(args)` returns the exit status.

pub mod compare;
pub mod gen;
pub mod replay;
pub mod stress;
pub mod test;
