//! The Kattis / DOMjudge problem package (the problem package format's "legacy" version, which
//! problemtools verifies and Kattis and DOMjudge install):
//!
//! ```text
//! problem.yaml                  name, source, uuid, validation: custom, limits.memory
//! .timelimit                    the row's time limit in seconds (DOMjudge reads it)
//! problem_statement/problem.en.tex
//! data/sample/*.in, *.ans       data/secret/*.in, *.ans
//! input_validators/npuzzle_validate/{build, validate.rs}   exit 42 valid, 43 invalid
//! output_validators/npuzzle_check/{build, check.rs}        the checker, exit 42 / 43
//! submissions/{accepted, wrong_answer, time_limit_exceeded}/*.rs
//! README.md
//! ```
//!
//! The two programs are directories with a `build` script, which both problemtools and DOMjudge
//! run (DOMjudge compiles no Rust by itself); the script compiles the one-file program with
//! `rustc`.

use super::data::Data;
use super::files::File;
use super::programs;
use super::statement::{kattis_tex, statement};
use super::submissions::Submission;
use super::validator::Convention;
use super::Package;
use crate::problems::Problem;

/// The `build` script of a one-file program.
fn build_script(source: &str) -> String {
    format!(
        "#!/bin/sh\n# Compiles this program from its one source file (std only; rustc 1.70 or newer).\n\
         set -e\nrustc --edition 2021 -O {source} -o run\n"
    )
}

/// A name-based UUID for the row, the same at every export (FNV-1a over `npuzzle/ID`, two
/// seeds; version 4 and variant bits set as RFC 4122 lays them out).
fn uuid(id: &str) -> String {
    let fnv = |seed: u64| {
        format!("npuzzle/{id}").bytes().fold(seed, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    };
    let (a, b) = (fnv(0xcbf2_9ce4_8422_2325), fnv(0x8422_2325_cbf2_9ce4));
    let a = (a & !0xf000) | 0x4000;
    let b = (b & !(0xc000 << 48)) | (0x8000 << 48);
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xffff,
        b >> 48,
        b & 0xffff_ffff_ffff
    )
}

/// `problem.yaml`.
fn problem_yaml(problem: &Problem, name: &str) -> String {
    let quoted = |s: &str| format!("'{}'", s.replace('\'', "''"));
    format!(
        "# Written by `judge package {id}` (npuzzle). problemtools computes its time limit from \
         the accepted submissions;\n# DOMjudge reads .timelimit ({tl} s, the row's).\n\
         name: {name}\nsource: {source}\nuuid: {uuid}\nvalidation: custom\nlimits:\n  memory: {mb}\n",
        id = problem.id,
        tl = seconds(problem),
        name = quoted(name),
        source = quoted(&format!("npuzzle: {}", problem.judges)),
        uuid = uuid(problem.id),
        mb = problem.memory_limit_mb
    )
}

/// The row's time limit in seconds, as `.timelimit` writes it.
fn seconds(problem: &Problem) -> String {
    let s = problem.time_limit_ms as f64 / 1000.0;
    format!("{s}")
}

/// The package's README: what it holds and why each submission is where it is.
fn readme(problem: &Problem, data: &Data, subs: &[Submission]) -> String {
    let mut text = format!(
        "# {id}: a Kattis / DOMjudge problem package\n\nMade by `judge package {id}` from the \
         npuzzle workspace (row `{id}`: {judges}). See the workspace's docs/package.md.\n\n\
         - verify: `verifyproblem .` (problemtools)\n- DOMjudge: zip this folder's contents (or \
         use `judge package {id} --zip`) and import it as a problem; the judgehost needs `rustc` \
         where it builds the validator (its chroot)\n\n{} tests ({} samples).\n\n## Submissions\n\n",
        data.tests.len(),
        data.tests.iter().filter(|t| t.sample).count(),
        id = problem.id,
        judges = problem.judges
    );
    for s in subs {
        text.push_str(&format!(
            "- `{}/{}`: {}\n",
            s.expected.kattis_folder(),
            s.file,
            s.why
        ));
    }
    text
}

/// Every file of the Kattis package.
pub fn files(package: &Package) -> Result<Vec<File>, String> {
    let (problem, data, src) = (package.problem, &package.data, package.src.as_path());
    let statement = statement(problem, data.most);
    let mut files = vec![
        File::text("problem.yaml", &problem_yaml(problem, &statement.name)),
        File::text(".timelimit", &format!("{}\n", seconds(problem))),
        File::text("problem_statement/problem.en.tex", &kattis_tex(&statement)),
        File::text("README.md", &readme(problem, data, &package.submissions)),
    ];
    for test in &data.tests {
        let group = if test.sample { "sample" } else { "secret" };
        files.push(File::text(
            &format!("data/{group}/{}.in", test.name),
            &test.input,
        ));
        files.push(File::text(
            &format!("data/{group}/{}.ans", test.name),
            &test.answer,
        ));
    }
    let validator = programs::validator(src, problem, Convention::Kattis, data.most)?;
    let checker = programs::checker(src, problem, Convention::Kattis)?;
    for (dir, source, text) in [
        (
            "input_validators/npuzzle_validate",
            "validate.rs",
            validator,
        ),
        ("output_validators/npuzzle_check", "check.rs", checker),
    ] {
        files.push(File::script(&format!("{dir}/build"), &build_script(source)));
        files.push(File::text(&format!("{dir}/{source}"), &text));
    }
    for s in &package.submissions {
        let path = format!("submissions/{}/{}", s.expected.kattis_folder(), s.file);
        files.push(File::text(&path, &s.text));
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuids_are_well_formed_and_stable() {
        let u = uuid("poj1077");
        assert_eq!(u, uuid("poj1077"));
        assert_ne!(u, uuid("acwing179"));
        let parts: Vec<&str> = u.split('-').collect();
        assert_eq!(
            parts.iter().map(|p| p.len()).collect::<Vec<_>>(),
            [8, 4, 4, 4, 12]
        );
        assert!(parts[2].starts_with('4'));
        assert!("89ab".contains(&parts[3][..1]));
    }
}
