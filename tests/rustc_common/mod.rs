//! Building files with bare `rustc` the way the judges do (std only, warnings denied), on the
//! judges' toolchains and editions, the builds in parallel threads and their output in a
//! temporary directory. Shared by tests/solutions_standalone.rs (every solution file) and
//! tests/family_parts.rs (every part, wrapped as an assembled file holds it).

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// A toolchain (`None`: the default `rustc`) and an edition.
pub type Build = (Option<&'static str>, &'static str);

/// The judges' builds: rustc 1.70.0 (AtCoder 2023) with editions 2015 (DOMjudge's default),
/// 2018 (AOJ) and 2021, and stable rustc with editions 2021 and 2024 (Codeforces, AtCoder 2025).
pub const JUDGES: [Build; 5] = [
    (Some("1.70.0"), "2015"),
    (Some("1.70.0"), "2018"),
    (Some("1.70.0"), "2021"),
    (Some("stable"), "2021"),
    (Some("stable"), "2024"),
];

/// The default run's build: the default `rustc`, edition 2021.
pub const DEFAULT: Build = (None, "2021");

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

/// Panics with the command that installs it when a toolchain of `builds` is missing.
pub fn require_toolchains(builds: &[Build]) {
    for toolchain in builds.iter().filter_map(|b| b.0) {
        if let Err(e) = toolchain_version(toolchain) {
            panic!(
                "the rustc {toolchain} toolchain is missing; install it with\n\
                 \n    rustup toolchain install {toolchain} --profile minimal\n\n\
                 (rustc said: {e})"
            );
        }
    }
}

/// Builds every file of `files` as a `crate_type` with each build of `builds`, in parallel;
/// `metadata` stops after the analysis (every error and lint, no code generation). Returns one
/// message a failed build: the file, the toolchain, the edition and what rustc said.
pub fn build_all(
    files: &[PathBuf],
    crate_type: &str,
    builds: &[Build],
    metadata: bool,
) -> Vec<String> {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let out_dir = std::env::temp_dir().join(format!(
        "npuzzle-rustc-{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    ));
    let jobs: Vec<(&PathBuf, Build)> = files
        .iter()
        .flat_map(|f| builds.iter().map(move |&b| (f, b)))
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
                let Some(&(file, build)) = jobs.get(k) else {
                    break;
                };
                // One directory per build: rustc names its intermediate files after the
                // output's stem, and parallel builds must not share them.
                let job_dir = out_dir.join(k.to_string());
                if let Err(text) = build_one(file, crate_type, build, &job_dir, metadata) {
                    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
                    let name = file.strip_prefix(root).unwrap_or(file).display();
                    let toolchain = build.0.map_or(String::new(), |t| format!(" +{}", t));
                    failures.lock().unwrap().push(format!(
                        "{} with rustc{} --edition {}:\n{}",
                        name, toolchain, build.1, text
                    ));
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&out_dir);
    failures.into_inner().unwrap()
}

/// One `rustc` run into `dir`: Ok, or what went wrong.
fn build_one(
    file: &Path,
    crate_type: &str,
    (toolchain, edition): Build,
    dir: &Path,
    metadata: bool,
) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut command = Command::new("rustc");
    if let Some(toolchain) = toolchain {
        command.arg(format!("+{}", toolchain));
    }
    command.args(["--edition", edition, "-D", "warnings"]);
    command.args(["--crate-type", crate_type]);
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
