//! What the tests of the `judge` binary share: running it, its stdout, a scratch folder.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn judge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .output()
        .expect("run judge")
}

/// `judge test FILE --problem PROBLEM EXTRA…`.
pub fn judge_test(file: &str, problem: &str, extra: &[&str]) -> Output {
    let mut args = vec!["test", file, "--problem", problem];
    args.extend_from_slice(extra);
    judge(&args)
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch folder of its own for a test.
pub fn scratch(name: &str) -> PathBuf {
    let crate_name = env!("CARGO_CRATE_NAME");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{crate_name}-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
