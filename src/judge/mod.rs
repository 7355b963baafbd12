//! The local judge: compile a submission as an online judge would, run it under limits, check
//! it with the checker library, and compare strategies side by side.
//!
//! `judge test FILE`, `judge compare [ID…]`, `judge gen ID`, `judge stress FILE`,
//! `judge replay INPUT OUTPUT`; no arguments = `compare` over every problem.

pub mod args;
pub mod cases;
pub mod chart;
pub mod compare;
pub mod compile;
pub mod evaluate;
pub mod gen_cmd;
pub mod replay;
pub mod replay_big;
pub mod report;
pub mod runner;
pub mod stress;
pub mod svg;
pub mod sys;
pub mod table;
pub mod test_cmd;

const USAGE: &str = "\
usage: judge                      compare every strategy of every problem
       judge test FILE [--problem ID] [--cases DIR|FILE...] [--tl SECONDS] [--ml MB] [--split]
       judge compare [ID...] [--with FILE...] [--cases DIR|FILE...] [--svg PATH] [--jobs N]
       judge gen ID --count N [--files F] [--depth D | --min-depth A --max-depth B]
                 [--unsolvable K] [--seed S] [--out DIR] [--solver FILE] [--force]
                 [--size WxH]  (any size up to the row's for poj2893, poj3240)
       judge stress FILE [--problem ID] [--oracle FILE] [--count N] [--seed S]
                 [--depth D | --min-depth A --max-depth B]
       judge replay INPUT OUTPUT [--problem ID] [--case K]";

/// The entry point of the `judge` binary: returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("test") => test_cmd::run(&args[1..]),
        Some("compare") => compare::run(&args[1..]),
        Some("gen") => gen_cmd::run(&args[1..]),
        Some("stress") => stress::run(&args[1..]),
        Some("replay") => replay::run(&args[1..]),
        Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            Ok(0)
        }
        Some(other) => Err(format!(
            "judge: unknown subcommand '{other}' (expected test, compare, gen, stress, replay)"
        )),
        None => compare::run(&[]),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            2
        }
    }
}
