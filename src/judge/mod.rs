//! The local judge: compile a submission as an online judge would, run it under limits, check
//! it with the checker library, and compare strategies side by side.
//!
//! `judge test FILE`, `judge compare [ID…]`, `judge gen ID`, `judge stress FILE`,
//! `judge replay INPUT OUTPUT`; no arguments = `compare` over every problem.
//!
//! From the bottom up: `sandbox` runs one program under limits, `compile` builds a submission
//! (cached, its compiler run in the sandbox), `cases` finds the cases and the solutions,
//! `evaluate` judges one program on one case, `compare` sets strategies side by side; `cli` is
//! what the commands share to talk to a person, and `commands` holds each subcommand's `run`,
//! dispatched by [`main`].

pub mod cases;
pub mod cli;
pub mod commands;
pub mod compare;
pub mod compile;
pub mod evaluate;
pub mod sandbox;

/// Each subcommand's usage and what it does; `judge SUBCOMMAND --help` prints its own. A new
/// subcommand is a row here and an arm of the `match` in [`main`].
const SUBCOMMANDS: [(&str, &str); 9] = [
    (
        "test",
        "judge test FILE [--problem ID] [--cases DIR|FILE...] [--tl SECONDS] [--ml MB] [--split]
          [--std c++17] [--cflags FLAGS]
    judges FILE (.rs, .c, .cpp/.cc/.cxx, .java, .py) on every case of each problem its folder serves (or --problem),
    a row per case and `N/M AC`; exit 0 only when all are AC. --split runs one puzzle per run,
    their CPU time summed against the case's limit.",
    ),
    (
        "compare",
        "judge compare [ID...] [--strategies NAME[,NAME...] | none] [--with FILE...]
          [--cases DIR|FILE...] [--svg PATH] [--jobs N] [--tl SECONDS] [--ml MB] [--no-skip]
    every strategy of each problem (all problems when none is named) side by side: a Markdown
    table per problem and an SVG chart under target/compare/. --strategies: only the files of
    solutions/<folder>/ named by their stem (idastar,bibfs), each a strategy of every problem
    compared (name problems first); none: the --with files alone. After a TLE or MLE a
    strategy skips its heavier cases; --no-skip runs them all.",
    ),
    (
        "gen",
        "judge gen ID --count N [--files F] [--depth D | --min-depth A --max-depth B]
          [--unsolvable K] [--seed S] [--out DIR] [--solver FILE] [--force] [--size WxH]
    random cases with checked reference answers, written as NAME.in/NAME.out under --out
    (default target/gen/ID); never overwrites without --force, never writes through a link.
    --size: a board size up to the row's, for the sized rows (poj2893, poj3240).",
    ),
    (
        "stress",
        "judge stress FILE [--problem ID] [--oracle FILE] [--count N] [--seed S]
          [--depth D | --min-depth A --max-depth B]
    random puzzles, one a run, until the checker or the oracle disagrees with FILE; the failure
    is shrunk to the shallowest board that still fails.",
    ),
    (
        "replay",
        "judge replay INPUT OUTPUT [--problem ID] [--case K]
    the boards of puzzle K (default 1) move by move towards its own goal, the tile that slid
    marked; its answer is read as the checker reads it (Case k:, counts, YES, empty lines).
    Exit 0 when the answer is right as far as the replay tells, 1 when it is not (why: one
    line on stderr).",
    ),
    ("limits", crate::limits::HELP),
    ("show", crate::show::HELP),
    (
        "assemble",
        "judge assemble [--check]
    writes every solutions/<folder>/<strategy>.rs from src/parts and its recipe
    (src/assemble/recipes.rs); --check writes nothing, names each file and section that differs
    and exits 1.",
    ),
    ("package", crate::package::HELP),
];

/// The whole usage: `judge` alone, then every subcommand.
fn usage() -> String {
    let mut text =
        String::from("usage: judge    compare every strategy of every problem (= judge compare)\n");
    for (_, help) in SUBCOMMANDS {
        text.push_str(&format!("       {}\n", help.lines().next().unwrap_or("")));
    }
    text.push_str(
        "       judge --version    the version, the isolation and the accounting in force\n",
    );
    text.push_str(
        "`judge SUBCOMMAND --help` says more. Cases and solutions are found in the checkout\n",
    );
    text.push_str("from any directory.");
    text
}

fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "--help" || a == "-h")
}

/// The entry point of the `judge` binary: returns the exit status.
pub fn main(args: &[String]) -> i32 {
    if let Some((_, help)) = SUBCOMMANDS
        .iter()
        .find(|(name, _)| args.first().map(String::as_str) == Some(*name))
        .filter(|_| wants_help(&args[1..]))
    {
        crate::say!("usage: {help}");
        return 0;
    }
    let result = match args.first().map(String::as_str) {
        Some("test") => commands::test::run(&args[1..]),
        Some("compare") => commands::compare::run(&args[1..]),
        Some("gen") => commands::gen::run(&args[1..]),
        Some("stress") => commands::stress::run(&args[1..]),
        Some("replay") => commands::replay::run(&args[1..]),
        Some("show") => crate::show::run(&args[1..]),
        Some("--version") | Some("version") => {
            crate::say!("judge {}", env!("CARGO_PKG_VERSION"));
            crate::say!("{}", sandbox::describe());
            Ok(0)
        }
        Some("assemble") => crate::assemble::run(&args[1..]),
        Some("package") => crate::package::run(&args[1..]),
        Some("limits") => crate::limits::run(&args[1..]),
        Some("help") | Some("--help") | Some("-h") => {
            crate::say!("{}", usage());
            Ok(0)
        }
        Some(other) => Err(format!(
            "judge: unknown subcommand '{other}' (expected test, compare, gen, stress, replay, limits, show, package, assemble)"
        )),
        None => commands::compare::run(&[]),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            2
        }
    }
}
