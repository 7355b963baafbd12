//! The three programs a package carries, each one file made of the library's sources
//! (src/package/bundle.rs) and a `main` that fixes the problem: the checker (`check::cli`, the
//! `check` binary's own code, called with `--problem ID` and for Kattis `--kattis` before the
//! judge's arguments), the input validator (`package::validator`) and, for testlib, the
//! generator (`package::generator`).

use super::bundle::bundle;
use super::validator::Convention;
use crate::problems::Problem;
use std::path::Path;

/// The `//!` lines opening a program.
fn header(problem: &Problem, what: &str, usage: &str) -> String {
    format!(
        "//! {what} of the problem `{}` ({}), from the npuzzle workspace.\n//!\n//! {usage}\n\
         //! Build: `rustc --edition 2021 -O THIS_FILE -o OUT` (std only, rustc 1.70 or newer).\n",
        problem.id, problem.judges
    )
}

/// The checker program.
pub fn checker(src: &Path, problem: &Problem, convention: Convention) -> Result<String, String> {
    let (flags, usage) = match convention {
        Convention::Kattis => (
            "\"--kattis\", ",
            "Kattis / DOMjudge output validator: `check INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit \
             42 accepted, 43 wrong, the reason in FEEDBACK_DIR/judgemessage.txt.",
        ),
        Convention::Testlib => (
            "",
            "testlib checker: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL, the \
             verdict on stderr (`ok …`, `wrong answer …`, `wrong output format …`, `FAIL …`).",
        ),
    };
    let main = format!(
        "fn main() {{\n    let mut args: Vec<String> = [{flags}\"--problem\", {:?}]\n        \
         .iter()\n        .map(|a| a.to_string())\n        .collect();\n    \
         args.extend(std::env::args().skip(1));\n    check::cli::main(args)\n}}\n",
        problem.id
    );
    bundle(
        src,
        &["check"],
        &header(problem, "The checker", usage),
        &main,
    )
}

/// The input validator program; `most`: the most puzzles an input holds.
pub fn validator(
    src: &Path,
    problem: &Problem,
    convention: Convention,
    most: Option<usize>,
) -> Result<String, String> {
    let usage = match convention {
        Convention::Kattis => {
            "Kattis input validator: the input on stdin, exit 42 valid, 43 invalid \
                               (the reason on stderr)."
        }
        Convention::Testlib => {
            "testlib / Polygon validator: the input on stdin, exit 0 valid, 3 \
                                invalid (`FAIL reason` on stderr)."
        }
    };
    let main = format!(
        "fn main() {{\n    package::validator::main(\n        \
         package::validator::Convention::{convention:?},\n        {:?},\n        {most:?},\n    )\n}}\n",
        problem.id
    );
    let what = "The input validator";
    bundle(
        src,
        &["package::validator"],
        &header(problem, what, usage),
        &main,
    )
}

/// The generator program (testlib / Polygon).
pub fn generator(src: &Path, problem: &Problem) -> Result<String, String> {
    let usage = format!(
        "Test generator: `{}`; one input on stdout, the same for the same arguments.",
        super::generator::USAGE.trim_start_matches("usage: ")
    );
    let main = format!(
        "fn main() {{\n    let args: Vec<String> = std::env::args().skip(1).collect();\n    \
         package::generator::main({:?}, &args)\n}}\n",
        problem.id
    );
    bundle(
        src,
        &["package::generator"],
        &header(problem, "The test generator", &usage),
        &main,
    )
}
