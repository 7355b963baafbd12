//! The `check` program (src/bin/check.rs): the checker, in the testlib and the Kattis/DOMjudge
//! conventions.
//!
//! ```text
//! check [--problem ID] <input> <output> [<answer>]              testlib: exit 0 OK, 1 WA, 2 PE, 3 FAIL
//! check --kattis [--problem ID] <input> <answer> <feedback_dir> < output    exit 42 / 43
//! check --list                                                  the problem table, tab-separated
//! ```
//! Without `--problem`, the id is the name of the input's folder (`cases/<ID>/…`). The one-line
//! verdict goes to stderr (testlib) or to `<feedback_dir>/judgemessage.txt` (Kattis).

use super::{check, Outcome, Verdict};
use crate::problems::{folder_name, ids, problem, Problem, PROBLEMS};
use std::io::Read;
use std::path::Path;
use std::process::exit;

const USAGE: &str = "usage: check [--problem ID] <input> <output> [<answer>] | \
                     check --kattis [--problem ID] <input> <answer> <feedback_dir> < output | \
                     check --list";

/// The `check` program on `args` (the command line without the program's name); it exits with
/// the verdict's status. A package's checker (src/package) runs it with its problem's
/// `--problem ID` (and `--kattis`) put before the judge's arguments.
pub fn main(mut args: Vec<String>) -> ! {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        out(format_args!("{}", USAGE.replace(" | ", "\n       ")));
        out(format_args!(
            "testlib: exit 0 OK, 1 WA, 2 PE, 3 FAIL, the verdict on stderr; Kattis: exit 42/43."
        ));
        out(format_args!(
            "Without --problem the id is the name of the input's folder (cases/<ID>/)."
        ));
        exit(0);
    }
    if args == ["--list"] {
        list();
        exit(0);
    }
    let kattis = take_flag(&mut args, "--kattis");
    let id = match take_value(&mut args, "--problem") {
        Ok(id) => id,
        Err(e) => give_up(kattis, &e),
    };
    if let Some(bad) = args.iter().find(|a| a.starts_with("--")) {
        give_up(kattis, &format!("unknown option {bad}; {USAGE}"));
    }
    let enough = if kattis {
        args.len() >= 3
    } else {
        (2..=3).contains(&args.len())
    };
    if !enough {
        give_up(kattis, USAGE);
    }
    let problem = resolve_problem(id.as_deref(), &args[0]).unwrap_or_else(|e| give_up(kattis, &e));
    let input = read(&args[0]).unwrap_or_else(|e| give_up(kattis, &e));
    if kattis {
        let answer = read(&args[1]).unwrap_or_else(|e| give_up(kattis, &e));
        let mut output = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut output) {
            give_up(true, &format!("cannot read the output from stdin: {e}"));
        }
        let outcome = check(problem, &input, &output, Some(&answer));
        report_kattis(&outcome, Path::new(&args[2]));
    } else {
        let output = read(&args[1]).unwrap_or_else(|e| give_up(false, &e));
        let answer = args
            .get(2)
            .map(|path| read(path).unwrap_or_else(|e| give_up(false, &e)));
        let outcome = check(problem, &input, &output, answer.as_deref());
        eprintln!("{}", outcome.line());
        exit(outcome.verdict.exit_code());
    }
}

/// A line on stdout, never a panic when its reader has gone (`check --list | head -1`).
fn out(line: std::fmt::Arguments) {
    crate::stdout::write(line, true);
}

/// The table, one row a line: id, size, rule, limits, solutions folder, reference strategy.
fn list() {
    out(format_args!(
        "id\tsize\trule\ttime_ms\tmemory_mb\tsolutions\treference\tjudges"
    ));
    for p in PROBLEMS {
        out(format_args!(
            "{}\t{}x{}\t{}\t{}\t{}\t{}\t{}\t{}",
            p.id,
            p.width,
            p.height,
            p.rule_text(),
            p.time_limit_ms,
            p.memory_limit_mb,
            p.solutions,
            p.reference,
            p.judges
        ));
    }
}

fn report_kattis(outcome: &Outcome, feedback: &Path) -> ! {
    let file = if outcome.verdict == Verdict::Fail {
        "judgeerror.txt"
    } else {
        "judgemessage.txt"
    };
    if let Err(e) = std::fs::write(feedback.join(file), format!("{}\n", outcome.line())) {
        eprintln!("FAIL cannot write {}: {e}", feedback.join(file).display());
        exit(1);
    }
    eprintln!("{}", outcome.line());
    exit(match outcome.verdict {
        Verdict::Ok => 42,
        Verdict::WrongAnswer | Verdict::PresentationError => 43,
        Verdict::Fail => 1,
    })
}

/// `--problem ID`, or the name of the folder holding the input.
fn resolve_problem(id: Option<&str>, input: &str) -> Result<&'static Problem, String> {
    let id = match id {
        Some(id) => id.to_string(),
        None => folder_name(Path::new(input))
            .ok_or_else(|| format!("cannot tell the problem of {input}: pass --problem ID"))?,
    };
    problem(&id).ok_or_else(|| {
        format!(
            "unknown problem '{id}' (known: {}); pass --problem ID",
            ids()
        )
    })
}

fn read(path: &str) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))
}

fn take_flag(args: &mut Vec<String>, flag: &str) -> bool {
    let before = args.len();
    args.retain(|a| a != flag);
    args.len() != before
}

fn take_value(args: &mut Vec<String>, flag: &str) -> Result<Option<String>, String> {
    match args.iter().position(|a| a == flag) {
        None => Ok(None),
        Some(i) if i + 1 < args.len() => {
            let value = args.remove(i + 1);
            args.remove(i);
            Ok(Some(value))
        }
        Some(_) => Err(format!("{flag} needs a value")),
    }
}

/// A usage or file error: FAIL, in the convention's own way.
fn give_up(kattis: bool, message: &str) -> ! {
    eprintln!("FAIL {message}");
    exit(if kattis { 1 } else { 3 })
}
