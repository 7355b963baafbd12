//! Every file under `solutions/` (all folders, found by walking the directory) compiles on its
//! own with bare `rustc`, std only, warning-free (`-D warnings`), the way the judges compile it:
//! rustc 1.70.0 (AtCoder 2023) with editions 2015 (DOMjudge's default), 2018 (AOJ) and 2021,
//! and stable rustc with editions 2021 and 2024 (Codeforces, AtCoder 2025). The compilations
//! run in parallel threads; the binaries go to a temporary directory.
//!
//! That matrix (75 builds, about 45 s) is `#[ignore]`d and run by `.ci/run`; the default run
//! checks every file once with the default `rustc` (edition 2021, `--emit metadata`: every
//! error and warning, no code generation).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// (toolchain, edition) pairs every file must build with.
const BUILDS: [(Option<&str>, &str); 5] = [
    (Some("1.70.0"), "2015"),
    (Some("1.70.0"), "2018"),
    (Some("1.70.0"), "2021"),
    (Some("stable"), "2021"),
    (Some("stable"), "2024"),
];

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

/// `rustc +toolchain --version`, or why it cannot run.
fn toolchain_version(toolchain: &str) -> Result<String, String> {
    let out = Command::new("rustc")
        .arg(format!("+{}", toolchain))
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run rustc: {}", e))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        let said = String::from_utf8_lossy(&out.stderr);
        Err(said.lines().next().unwrap_or("").trim().to_string())
    }
}

/// Builds every solution file with each (toolchain, edition) of `builds` (`None`: the default
/// `rustc`), in parallel; `metadata` stops after the analysis (errors and lints, no code).
fn build_all(builds: &[(Option<&'static str>, &'static str)], metadata: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("solutions");
    let mut files = Vec::new();
    solution_files(&root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .rs file under {}", root.display());

    let out_dir = std::env::temp_dir().join(format!(
        "npuzzle-standalone-{}-{}",
        std::process::id(),
        builds.len()
    ));
    let jobs: Vec<(PathBuf, Option<&str>, &str)> = files
        .iter()
        .flat_map(|f| builds.iter().map(move |&(t, e)| (f.clone(), t, e)))
        .collect();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some((file, toolchain, edition)) = jobs.get(k) else {
                    break;
                };
                // One directory per build: rustc names its intermediate files after the
                // output's stem, and parallel builds must not share them.
                let job_dir = out_dir.join(k.to_string());
                if let Err(text) = build_one(file, *toolchain, edition, &job_dir, metadata) {
                    let name = file.strip_prefix(&root).unwrap().display();
                    let toolchain = toolchain.map_or(String::new(), |t| format!(" +{}", t));
                    failures.lock().unwrap().push(format!(
                        "solutions/{} with rustc{} --edition {}:\n{}",
                        name, toolchain, edition, text
                    ));
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&out_dir);
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} builds failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}

/// One `rustc` run into `dir`: Ok, or what went wrong.
fn build_one(
    file: &Path,
    toolchain: Option<&str>,
    edition: &str,
    dir: &Path,
    metadata: bool,
) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut command = Command::new("rustc");
    if let Some(toolchain) = toolchain {
        command.arg(format!("+{}", toolchain));
    }
    command.args([
        "--edition",
        edition,
        "-D",
        "warnings",
        "--crate-type",
        "bin",
    ]);
    if metadata {
        command.args(["--emit", "metadata"]);
    }
    let out = command
        .arg("--out-dir")
        .arg(dir)
        .arg(file)
        .output()
        .map_err(|e| format!("cannot run rustc: {}", e))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
#[ignore = "75 builds, about 45 s: .ci/run runs it"]
fn every_solution_compiles_alone_with_every_judge_toolchain() {
    if let Err(e) = toolchain_version("1.70.0") {
        panic!(
            "the rustc 1.70.0 toolchain is missing (the judges' oldest compiler); install it with\n\
             \n    rustup toolchain install 1.70.0 --profile minimal\n\n(rustc said: {})",
            e
        );
    }
    if let Err(e) = toolchain_version("stable") {
        panic!("the stable toolchain is missing: {}", e);
    }
    build_all(&BUILDS, false);
}

#[test]
fn every_solution_passes_the_default_rustc_alone() {
    build_all(&[(None, "2021")], true);
}
