//! Every file under `solutions/` (all folders, found by walking the directory) compiles on its
//! own with bare `rustc`, std only, warning-free (`-D warnings`), the way the judges compile it:
//! rustc 1.70.0 (AtCoder 2023) with editions 2015 (DOMjudge's default), 2018 (AOJ) and 2021,
//! and stable rustc with editions 2021 and 2024 (Codeforces, AtCoder 2025). The compilations
//! run in parallel threads; the binaries go to a temporary directory.
//!
//! That matrix (75 builds, about 45 s) is `#[ignore]`d and run by `.ci/run`; the default run
//! checks one file of each search, heuristic, driver and function of the recipes (19 of 42
//! files: every part goes through it at least once) with the default `rustc` (edition 2021,
//! `--emit metadata`: every error and warning, no code generation). Cargo builds every file
//! as a binary of its own for the default run besides.

mod rustc_common;

use npuzzle::assemble::{all, target};
use rustc_common::{build_all, require_toolchains, Build, DEFAULT, JUDGES};
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

fn solution_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {}", dir.display(), e)) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            solution_files(&path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
}

/// One file of each (search, heuristic, driver, function) of the recipes, the first in the
/// table's order, and every file no recipe makes.
fn one_file_a_combination(files: Vec<PathBuf>) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seen = HashSet::new();
    let mut first = HashSet::new();
    for r in all() {
        if seen.insert((r.search, r.heuristic, r.driver, r.function)) {
            first.insert(root.join(target(r)));
        }
    }
    let made: HashSet<PathBuf> = all().map(|r| root.join(target(r))).collect();
    files
        .into_iter()
        .filter(|f| first.contains(f) || !made.contains(f))
        .collect()
}

/// Builds every solution file (`sample`: `one_file_a_combination`) with each build of
/// `builds`, in parallel; `metadata` stops after the analysis (errors and lints, no code).
fn build_every_solution(builds: &[Build], metadata: bool, sample: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("solutions");
    let mut files = Vec::new();
    solution_files(&root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .rs file under {}", root.display());
    if sample {
        let every = files.len();
        files = one_file_a_combination(files);
        assert!(
            files.len() < every && !files.is_empty(),
            "{} files",
            files.len()
        );
    }
    let failures = build_all(&files, "bin", builds, metadata);
    assert!(
        failures.is_empty(),
        "{} of {} builds failed:\n\n{}",
        failures.len(),
        files.len() * builds.len(),
        failures.join("\n")
    );
}

#[test]
#[ignore = "75 builds, about 45 s: .ci/run runs it"]
fn every_solution_compiles_alone_with_every_judge_toolchain() {
    require_toolchains(&JUDGES);
    build_every_solution(&JUDGES, false, false);
}

#[test]
fn a_file_of_every_part_combination_passes_the_default_rustc_alone() {
    build_every_solution(&[DEFAULT], true, true);
}
