//! Every file under `solutions/` (all folders, found by walking the directory) compiles on its
//! own with bare `rustc`, std only, warning-free (`-D warnings`), the way the judges compile it:
//! rustc 1.70.0 (AtCoder 2023) with editions 2015 (DOMjudge's default), 2018 (AOJ) and 2021,
//! and stable rustc with editions 2021 and 2024 (Codeforces, AtCoder 2025). The compilations
//! run in parallel threads; the binaries go to a temporary directory.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// (toolchain, edition) pairs every file must build with.
const BUILDS: [(&str, &str); 5] = [
    ("1.70.0", "2015"),
    ("1.70.0", "2018"),
    ("1.70.0", "2021"),
    ("stable", "2021"),
    ("stable", "2024"),
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

#[test]
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

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("solutions");
    let mut files = Vec::new();
    solution_files(&root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .rs file under {}", root.display());

    let out_dir = std::env::temp_dir().join(format!("npuzzle-standalone-{}", std::process::id()));
    fs::create_dir_all(&out_dir).unwrap();
    let jobs: Vec<(PathBuf, &str, &str)> = files
        .iter()
        .flat_map(|f| BUILDS.iter().map(move |&(t, e)| (f.clone(), t, e)))
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
                let name = file.strip_prefix(&root).unwrap().display().to_string();
                // One directory per build: rustc names its intermediate files after the
                // output's stem, and parallel builds must not share them.
                let job_dir = out_dir.join(k.to_string());
                if let Err(e) = fs::create_dir_all(&job_dir) {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("{}: {}", job_dir.display(), e));
                    continue;
                }
                let binary = job_dir.join("solution");
                let result = Command::new("rustc")
                    .arg(format!("+{}", toolchain))
                    .args([
                        "--edition",
                        edition,
                        "-D",
                        "warnings",
                        "--crate-type",
                        "bin",
                    ])
                    .arg("-o")
                    .arg(&binary)
                    .arg(file)
                    .output();
                let problem = match result {
                    Ok(out) if out.status.success() => None,
                    Ok(out) => Some(String::from_utf8_lossy(&out.stderr).into_owned()),
                    Err(e) => Some(format!("cannot run rustc: {}", e)),
                };
                if let Some(text) = problem {
                    failures.lock().unwrap().push(format!(
                        "solutions/{} with rustc +{} --edition {}:\n{}",
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
