//! No panic on a closed stdout: `judge assemble | head -1` and the like. The judge's output goes
//! through `npuzzle::stdout` (`say!`), so a reader that has gone stops the printing, not the
//! command: every file is still written and the status is the command's own.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// A copy of `from` at `to`, folders and files.
fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("a folder is made");
    for entry in fs::read_dir(from).expect("the folder reads") {
        let path = entry.expect("an entry").path();
        let target = to.join(path.file_name().expect("a name"));
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            fs::copy(&path, &target).expect("a file copies");
        }
    }
}

/// `judge args` run in `dir` with its stdout a pipe whose reader has already exited.
fn judge_into_a_closed_pipe(dir: &Path, args: &[&str]) -> Output {
    let mut reader = Command::new("true")
        .stdin(Stdio::piped())
        .spawn()
        .expect("`true` runs");
    let pipe = reader.stdin.take().expect("a pipe to `true`");
    assert!(reader.wait().expect("`true` ends").success());
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::from(pipe))
        .stderr(Stdio::piped())
        .output()
        .expect("the judge runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "judge {args:?}: {stderr}");
    output
}

#[test]
fn assemble_into_a_closed_pipe_writes_every_file_and_exits_cleanly() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("npuzzle-closed-stdout-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    copy_dir(&root.join("src/parts"), &dir.join("src/parts"));

    // Every file is new here: each one printed as written, into a pipe nobody reads.
    let made = judge_into_a_closed_pipe(&dir, &["assemble"]);
    assert_eq!(made.status.code(), Some(0), "judge assemble");
    let mut files = 0;
    for folder in fs::read_dir(root.join("solutions")).expect("solutions/ reads") {
        let folder = folder.expect("a folder").path();
        if !folder.is_dir() {
            continue;
        }
        for file in fs::read_dir(&folder).expect("a folder reads") {
            let file = file.expect("a file").path();
            let relative = file.strip_prefix(root).expect("under the checkout");
            let copy = fs::read(dir.join(relative)).unwrap_or_default();
            assert!(
                copy == fs::read(&file).expect("the file reads"),
                "{} not written",
                relative.display()
            );
            files += 1;
        }
    }
    assert!(files > 40, "{files} files");

    // Up to date: nothing to print, status 0.
    let clean = judge_into_a_closed_pipe(&dir, &["assemble", "--check"]);
    assert_eq!(clean.status.code(), Some(0), "judge assemble --check");

    // A stale file: its differences printed into the closed pipe, status 1.
    let stale = dir.join("solutions/poj1077/bfs.cpp");
    fs::write(&stale, "stale\n").expect("a file writes");
    let checked = judge_into_a_closed_pipe(&dir, &["assemble", "--check"]);
    assert_eq!(checked.status.code(), Some(1), "judge assemble --check");

    let _ = fs::remove_dir_all(&dir);
}
