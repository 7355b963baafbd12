//! A package's input validator accepts exactly what the row's judge sends: every case of the
//! row, and none of the malformed inputs the solutions reject (tests/recipes.rs,
//! tests/eight_process.rs, tests/solutions_input.rs: empty, a missing or a doubled tile, a stray
//! token, a tile out of range, a wrong count) nor the layouts the solutions tolerate but no judge
//! sends (CRLF, tabs, doubled spaces, a byte-order mark, no final newline). The library's
//! `validate` is what the program runs; one row's program is also built and run, for its exit
//! codes (42 / 43, and testlib's 0 / 3). scripts/package-verify builds every row's.

use npuzzle::board::Board;
use npuzzle::input::{format_puzzles, parse_puzzles};
use npuzzle::package::{data, programs, validator};
use npuzzle::problems::{problem, Problem, PROBLEMS};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The row's cases, `(name, input)`.
fn cases(problem: &Problem) -> Vec<(String, Vec<u8>)> {
    let dir = npuzzle::checkout::path(format!("cases/{}", problem.id));
    let mut found: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    found.sort();
    found
        .into_iter()
        .map(|p| (p.display().to_string(), fs::read(&p).unwrap()))
        .collect()
}

/// The most puzzles one input holds, as the package says.
fn most(problem: &'static Problem) -> Option<usize> {
    let dir = npuzzle::checkout::path(format!("cases/{}", problem.id));
    data::data(problem, &dir, false).unwrap().most
}

/// `board` with tile 1's cell holding tile 2: one tile twice, one missing.
fn doubled(board: &Board) -> Board {
    let mut b = board.clone();
    let one = b.cells.iter().position(|&t| t == 1).unwrap();
    b.cells[one] = 2;
    b
}

/// Malformed variants of `valid` (an input of `problem`), each with what it is.
fn malformed(problem: &Problem, valid: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let text = String::from_utf8(valid.to_vec()).unwrap();
    let body = text.trim_end();
    let (boards, goals) = parse_puzzles(problem, valid).unwrap();
    let mut bad = vec![
        ("empty", Vec::new()),
        ("only a newline", b"\n".to_vec()),
        ("a byte-order mark", [b"\xEF\xBB\xBF", valid].concat()),
        ("CRLF line ends", text.replace('\n', "\r\n").into_bytes()),
        ("no final newline", body.as_bytes().to_vec()),
        ("a blank line after", format!("{text}\n").into_bytes()),
        ("leading blank", format!(" {text}").into_bytes()),
        ("a stray token", format!("{body} @\n").into_bytes()),
        (
            "non-ASCII bytes",
            [body.as_bytes(), b" \xff\xfe\n"].concat(),
        ),
        (
            "a control byte",
            [body.as_bytes(), b"\x0b\x1b[2J\n"].concat(),
        ),
    ];
    if body.contains(' ') {
        bad.push(("a doubled space", text.replacen(' ', "  ", 1).into_bytes()));
        bad.push(("a tab", text.replacen(' ', "\t", 1).into_bytes()));
        bad.push(("commas", text.replace(' ', ",").into_bytes()));
    }
    // Within the last line: its last token, or its last character where it has no space.
    let line = body.rfind('\n').map_or(0, |i| i + 1);
    let cut = body[line..].rfind(' ').map_or(body.len() - 1, |i| line + i);
    bad.push((
        "the last token cut",
        format!("{}\n", &body[..cut]).into_bytes(),
    ));
    let mut twice = boards.clone();
    twice[0] = doubled(&boards[0]);
    let doubled_text = format_puzzles(problem, &twice, &goals).into_bytes();
    bad.push(("a tile twice, one missing", doubled_text));
    let mut wide = boards[0].clone();
    let last = wide
        .cells
        .iter()
        .position(|&t| t as usize == wide.cells.len() - 1)
        .unwrap();
    wide.cells[last] = wide.cells.len() as u32;
    bad.push((
        "a tile out of range",
        format_puzzles(problem, &[wide], &goals[..1]).into_bytes(),
    ));
    if problem.input.counted {
        let more = format!("{}\n", boards.len() + 1);
        let recounted = text.replacen(&format!("{}\n", boards.len()), &more, 1);
        bad.push(("a count over the puzzles", recounted.into_bytes()));
        bad.push((
            "a count past u64",
            text.replacen(&format!("{}\n", boards.len()), "18446744073709551616\n", 1)
                .into_bytes(),
        ));
    }
    bad
}

#[test]
fn the_validator_takes_every_case_and_no_malformed_input_of_every_row() {
    for problem in PROBLEMS {
        let most = most(problem);
        for (name, input) in cases(problem) {
            let verdict = validator::validate(problem, most, &input);
            assert!(verdict.is_ok(), "{name}: {verdict:?}");
            for (what, bad) in malformed(problem, &input) {
                let verdict = validator::validate(problem, most, &bad);
                let shown = String::from_utf8_lossy(&bad);
                assert!(
                    verdict.is_err(),
                    "{}: {name} with {what} taken: {shown:?}",
                    problem.id
                );
                assert_eq!(verdict.unwrap_err().lines().count(), 1, "{name}: {what}");
            }
        }
    }
}

/// Builds the validator of `id` in `convention` into `dir` (a debug build: the same code).
fn build(dir: &Path, id: &str, convention: validator::Convention) -> PathBuf {
    let p = problem(id).unwrap();
    let src = npuzzle::checkout::path("src");
    let text = programs::validator(&src, p, convention, most(p)).unwrap();
    let source = dir.join(format!("{id}-{convention:?}.rs"));
    fs::write(&source, text).unwrap();
    let program = source.with_extension("");
    let rustc = Command::new("rustc")
        .args(["--edition", "2021", "-o"])
        .arg(&program)
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        rustc.status.success(),
        "{}",
        String::from_utf8_lossy(&rustc.stderr)
    );
    program
}

/// The program's exit code and stderr on `input`.
fn run(program: &Path, input: &[u8]) -> (i32, String) {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().unwrap_or(-1), err)
}

#[test]
fn the_built_validator_speaks_kattis_and_testlib() {
    let dir =
        std::env::temp_dir().join(format!("npuzzle-package-validator-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let id = "uva10181";
    let p = problem(id).unwrap();
    let kattis = build(&dir, id, validator::Convention::Kattis);
    let testlib = build(&dir, id, validator::Convention::Testlib);
    for (name, input) in cases(p) {
        assert_eq!(run(&kattis, &input), (42, String::new()), "{name}");
        assert_eq!(run(&testlib, &input), (0, String::new()), "{name}");
        for (what, bad) in malformed(p, &input) {
            let (code, err) = run(&kattis, &bad);
            assert_eq!(
                (code, err.lines().count()),
                (43, 1),
                "{name} with {what}: {err}"
            );
            let (code, err) = run(&testlib, &bad);
            assert_eq!(code, 3, "{name} with {what}: {err}");
            assert!(
                err.starts_with("FAIL ") && err.lines().count() == 1,
                "{err}"
            );
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}
