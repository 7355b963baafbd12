//! The `check` binary in its conventions: testlib (exit 0/1/2/3, one line on stderr), the
//! problem taken from the input's folder, and Kattis/DOMjudge (exit 42/43, judgemessage.txt).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CHECK: &str = env!("CARGO_BIN_EXE_check");

/// A scratch folder laid out like `cases/<id>/`, removed with everything in it when dropped.
struct Scratch {
    top: PathBuf,
    dir: PathBuf,
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.top);
    }
}

fn scratch(tag: &str, id: &str) -> Scratch {
    let top = std::env::temp_dir().join(format!("npuzzle-check-cli-{}-{tag}", std::process::id()));
    let dir = top.join(id);
    let _ = fs::remove_dir_all(&top);
    fs::create_dir_all(&dir).unwrap();
    Scratch { top, dir }
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// Runs `check` and returns (exit code, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String) {
    let mut child = Command::new(CHECK)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn testlib_exit_codes_and_one_line() {
    let dir = scratch("testlib", "poj1077");
    let input = write(&dir, "01.in", "2 3 4 1 5 x 7 6 8\n");
    let answer = write(&dir, "01.out", "ullddrurdllurdruldr\n");
    let cases = [
        ("ullddrurdllurdruldr\n", 0, "ok "),
        ("ul\n", 1, "wrong answer "),
        ("ULL\n", 2, "wrong output format "),
    ];
    for (output, code, prefix) in cases {
        let out = write(&dir, "actual", output);
        let (c, err) = run(&[&input, &out, &answer], "");
        assert_eq!(c, code, "{err}");
        assert!(err.starts_with(prefix), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // The output beats the answer (acwing179 is optimal): FAIL, 3.
    let out = write(&dir, "actual", "ullddrurdllurdruldr\n");
    let long = write(&dir, "long.out", "ullddrurdllurdruldrlr\n");
    let (c, err) = run(&["--problem", "acwing179", &input, &out, &long], "");
    assert_eq!(c, 3, "{err}");
    assert!(err.starts_with("FAIL answer: puzzle 1 gives 21"), "{err}");
    // No answer file at all: fine for a 3×3 problem.
    let (c, err) = run(&["--problem", "acwing179", &input, &out], "");
    assert_eq!(c, 0, "{err}");
}

#[test]
fn the_problem_comes_from_the_folder_or_the_flag() {
    let dir = scratch("folder", "luogu1379");
    let input = write(&dir, "01.in", "283104765\n");
    let out = write(&dir, "o", "4\n");
    assert_eq!(run(&[&input, &out], "").0, 0);
    // The same file judged as poj1077 is broken input: FAIL.
    let (c, err) = run(&["--problem", "poj1077", &input, &out], "");
    assert_eq!(c, 3);
    assert!(err.starts_with("FAIL input:"), "{err}");
    let other = scratch("unknown", "not-a-problem");
    let input = write(&other, "01.in", "283104765\n");
    let (c, err) = run(&[&input, &out], "");
    assert_eq!(c, 3);
    assert!(err.contains("unknown problem 'not-a-problem'"), "{err}");
    assert!(err.contains("pass --problem"), "{err}");
}

#[test]
fn usage_and_file_errors_are_fail() {
    let (c, err) = run(&[], "");
    assert_eq!(c, 3);
    assert!(err.starts_with("FAIL usage:"), "{err}");
    let (c, err) = run(&["--problem"], "");
    assert_eq!(c, 3);
    assert!(err.contains("--problem needs a value"), "{err}");
    let (c, err) = run(
        &[
            "--problem",
            "poj1077",
            "/nonexistent/in",
            "/nonexistent/out",
        ],
        "",
    );
    assert_eq!(c, 3);
    assert!(err.contains("cannot read /nonexistent/in"), "{err}");
    let (c, err) = run(&["--frobnicate", "a", "b"], "");
    assert_eq!(c, 3);
    assert!(err.contains("unknown option --frobnicate"), "{err}");
}

#[test]
fn kattis_convention() {
    let dir = scratch("kattis", "uva10181");
    let input = write(
        &dir,
        "01.in",
        "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n",
    );
    let answer = write(&dir, "01.ans", "LLLDRDRDR\nThis puzzle is not solvable.\n");
    let feedback = dir.join("feedback");
    fs::create_dir_all(&feedback).unwrap();
    let fb = feedback.to_string_lossy().into_owned();
    let message = || fs::read_to_string(feedback.join("judgemessage.txt")).unwrap();

    let right = "LLLDRDRDR\nThis puzzle is not solvable.\n";
    let (c, _) = run(&["--kattis", &input, &answer, &fb], right);
    assert_eq!(c, 42);
    assert!(message().starts_with("ok "), "{}", message());

    // Flags after the feedback folder (Kattis passes some) are ignored.
    let (c, _) = run(
        &[
            "--kattis",
            &input,
            &answer,
            &fb,
            "case_sensitive",
            "space_change_sensitive",
        ],
        "LLLDRDRDR\nnot solvable\n",
    );
    assert_eq!(c, 43);
    assert!(
        message().starts_with("wrong output format puzzle 2"),
        "{}",
        message()
    );

    let (c, _) = run(
        &["--kattis", &input, &answer, &fb],
        "LLLL\nThis puzzle is not solvable.\n",
    );
    assert_eq!(c, 43);
    assert!(message().contains("move 4 'L' takes the blank left off the board"));

    // A broken answer file is the judge's error: neither 42 nor 43.
    let broken = write(&dir, "broken.ans", "RRRR\nThis puzzle is not solvable.\n");
    let (c, _) = run(&["--kattis", &input, &broken, &fb], right);
    assert_eq!(c, 1);
    assert!(fs::read_to_string(feedback.join("judgeerror.txt"))
        .unwrap()
        .starts_with("FAIL answer: puzzle 1"));
}
