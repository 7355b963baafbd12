//! `judge package ID [--format kattis|testlib] [--out DIR] [--zip]`: a problem of the table as a
//! package a judge imports — the Kattis / DOMjudge problem package format (problemtools'
//! `verifyproblem` checks it) or a testlib / Polygon package. Both hold the row's statement
//! (written by us), its tests (the case set and `judge gen`'s by depth, with answers), its input
//! validator and checker (the library's reader and checker, bundled into one file each that
//! builds alone), and the row's solution files by expected verdict. docs/package.md says more.

pub mod bfs15;
pub mod bundle;
pub mod data;
pub mod file;
pub mod files;
pub mod generator;
pub mod kattis;
pub mod programs;
pub mod statement;
pub mod submissions;
pub mod testlib;
pub mod validator;
pub mod zip;

use crate::judge::cli::args::{self, Arity};
use crate::problems::{ids, problem, Problem};
use std::path::{Path, PathBuf};

/// The usage and what it does, for `judge --help` and `judge package --help`.
pub const HELP: &str = "judge package ID [--format kattis|testlib] [--out DIR] [--zip] [--force]
    a judge-ready package of the problem ID: kattis (default), the problem package format of
    problemtools, Kattis and DOMjudge (problem.yaml, statement, data/sample and data/secret with
    .ans files, input and output validators, submissions by verdict); testlib, for Polygon and
    testlib judges (problem.xml, checker, validator and generator, tests, script, solutions).
    --out: a new or empty folder (default target/package/FORMAT/NAME, NAME the id's letters and
    digits: problemtools takes the folder's name for the problem's, [a-z0-9]+); --zip also
    writes DIR.zip.
    Never replaces or removes a file it did not make, whatever it holds, unless --force (then an
    existing DIR and DIR.zip are replaced; never through a link). docs/package.md: what is in it and how to import it.";

const OPTIONS: &[(&str, Arity)] = &[
    ("--format", Arity::One),
    ("--out", Arity::One),
    ("--zip", Arity::Flag),
    ("--force", Arity::Flag),
];

/// The two package formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Kattis,
    Testlib,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Kattis => "kattis",
            Format::Testlib => "testlib",
        }
    }
}

/// The problem's name in a package's folder: `id`'s lowercase ASCII letters and digits
/// (`aoj-alds1-13-b` → `aojalds113b`), as problemtools asks of the folder it is given.
pub fn short_name(id: &str) -> String {
    (id.chars())
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// What a package is made of, before it is laid out in a format.
pub struct Package {
    pub problem: &'static Problem,
    pub data: data::Data,
    pub submissions: Vec<submissions::Submission>,
    /// The library's sources the programs are bundled from.
    pub src: PathBuf,
}

/// The package of `problem`, from the checkout at `root`; `generated_too`: with `judge gen`'s
/// cases (without, the row's case set alone).
pub fn package(
    problem: &'static Problem,
    root: &Path,
    generated_too: bool,
) -> Result<Package, String> {
    let data = data::data(problem, &root.join("cases").join(problem.id), generated_too)?;
    let submissions = submissions::submissions(problem, &data, root)?;
    Ok(Package {
        problem,
        data,
        submissions,
        src: root.join("src"),
    })
}

/// The files of `package` in `format`.
pub fn files(package: &Package, format: Format) -> Result<Vec<files::File>, String> {
    match format {
        Format::Kattis => kattis::files(package),
        Format::Testlib => testlib::files(package),
    }
}

/// `judge package …`.
pub fn run(args: &[String]) -> Result<i32, String> {
    let parsed = args::parse("package", args, OPTIONS)?;
    parsed.expect_positional(&["ID"])?;
    let id = &parsed.positional[0];
    let problem = problem(id).ok_or_else(|| {
        format!(
            "judge package: unknown problem '{id}' (expected one of {})",
            ids()
        )
    })?;
    let format = match parsed.value("--format") {
        None | Some("kattis") => Format::Kattis,
        Some("testlib") => Format::Testlib,
        Some(other) => {
            return Err(format!(
                "judge package: unknown format '{other}' (expected kattis or testlib)"
            ))
        }
    };
    let root = crate::checkout::root();
    let out = parsed.value("--out").map_or_else(
        || {
            root.join("target/package")
                .join(format.name())
                .join(short_name(id))
        },
        PathBuf::from,
    );
    let fail = |e: String| format!("judge package: {e}");
    // The target is looked at first: a bad --out costs no build (and `write` looks again).
    let (zip, force) = (parsed.flag("--zip"), parsed.flag("--force"));
    files::check(&out, zip, force).map_err(fail)?;
    let package = package(problem, root, true).map_err(fail)?;
    let files = files(&package, format).map_err(fail)?;
    let written = files::write(&files, &out, zip, force).map_err(fail)?;
    for path in &written {
        crate::say!("wrote {}", path.display());
    }
    crate::say!("{}", summary(&package, files.len()));
    Ok(0)
}

/// One line on what a package holds.
fn summary(package: &Package, files: usize) -> String {
    let count = |e| {
        package
            .submissions
            .iter()
            .filter(|s| s.expected == e)
            .count()
    };
    use submissions::Expected::*;
    format!(
        "{}: {files} files, {} tests ({} samples), submissions: {} accepted, {} wrong answer, {} time limit, {} run-time error",
        package.problem.id,
        package.data.tests.len(),
        package.data.tests.iter().filter(|t| t.sample).count(),
        count(Accepted),
        count(WrongAnswer),
        count(TimeLimit),
        count(TimeOrMemory)
    )
}
