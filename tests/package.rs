//! `judge package`: every row's Kattis / DOMjudge and testlib / Polygon packages hold what their
//! formats ask for (built in memory from the row's cases, without `judge gen`'s), and the
//! command writes one, refuses bad input with one line and exit 2, and never replaces a file.
//! The run of problemtools' verifyproblem on exported packages is scripts/package-verify.

use npuzzle::package::{self, files::File, Format};
use npuzzle::problems::{Problem, PROBLEMS};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const JUDGE: &str = env!("CARGO_BIN_EXE_judge");

fn files_of(problem: &'static Problem, format: Format) -> Vec<File> {
    package_files(problem, format, false)
}

/// The files of `problem`'s package in `format`; `generated`: with `judge gen`'s tests too.
fn package_files(problem: &'static Problem, format: Format, generated: bool) -> Vec<File> {
    let root = npuzzle::checkout::root();
    let package = package::package(problem, root, generated)
        .unwrap_or_else(|e| panic!("{}: {e}", problem.id));
    package::files(&package, format).unwrap_or_else(|e| panic!("{}: {e}", problem.id))
}

fn text<'a>(files: &'a [File], path: &str, id: &str) -> &'a str {
    let file = files.iter().find(|f| f.path == path);
    let file = file.unwrap_or_else(|| panic!("{id}: no {path}"));
    std::str::from_utf8(&file.bytes).unwrap_or_else(|_| panic!("{id}: {path} is not UTF-8"))
}

/// The files under `folder/` (one level), by name.
fn names_in(files: &[File], folder: &str) -> BTreeSet<String> {
    let prefix = format!("{folder}/");
    files
        .iter()
        .filter_map(|f| f.path.strip_prefix(&prefix))
        .filter(|rest| !rest.contains('/'))
        .map(str::to_string)
        .collect()
}

/// A test folder's tests: every `.in` has its `.ans` and nothing else is there.
fn tests_in(files: &[File], folder: &str, id: &str) -> usize {
    let names = names_in(files, folder);
    let inputs: Vec<&String> = names.iter().filter(|n| n.ends_with(".in")).collect();
    for name in &names {
        let stem = name.trim_end_matches(".in").trim_end_matches(".ans");
        assert!(
            name.ends_with(".in") || name.ends_with(".ans"),
            "{id}: {folder}/{name}"
        );
        assert!(
            names.contains(&format!("{stem}.in")),
            "{id}: {folder}/{name} alone"
        );
        assert!(
            names.contains(&format!("{stem}.ans")),
            "{id}: {folder}/{name} alone"
        );
    }
    inputs.len()
}

#[test]
fn every_rows_kattis_package_has_the_formats_parts() {
    for problem in PROBLEMS {
        let id = problem.id;
        let files = files_of(problem, Format::Kattis);
        let yaml = text(&files, "problem.yaml", id);
        for key in [
            "name: '",
            "source: '",
            "uuid: ",
            "validation: custom\n",
            "memory: ",
        ] {
            assert!(
                yaml.contains(key),
                "{id}: problem.yaml has no {key:?}:\n{yaml}"
            );
        }
        let limit = format!("{}\n", problem.time_limit_ms as f64 / 1000.0);
        assert_eq!(text(&files, ".timelimit", id), limit, "{id}");
        let tex = text(&files, "problem_statement/problem.en.tex", id);
        assert!(
            tex.contains("\\problemname{") && tex.contains("\\section*{Input}"),
            "{id}"
        );
        assert!(tests_in(&files, "data/sample", id) >= 1, "{id}: no sample");
        let secret = tests_in(&files, "data/secret", id);
        let one_case = fs::read_dir(npuzzle::checkout::path(format!("cases/{id}")))
            .unwrap()
            .count()
            == 2;
        assert!(secret >= 1 || one_case, "{id}: no secret test");
        for (dir, source) in [
            ("input_validators/npuzzle_validate", "validate.rs"),
            ("output_validators/npuzzle_check", "check.rs"),
        ] {
            let build = files
                .iter()
                .find(|f| f.path == format!("{dir}/build"))
                .unwrap();
            assert!(build.executable, "{id}: {dir}/build is not executable");
            let script = std::str::from_utf8(&build.bytes).unwrap();
            assert!(
                script.starts_with("#!/bin/sh\n") && script.contains(source),
                "{id}"
            );
            assert!(
                text(&files, &format!("{dir}/{source}"), id).contains("fn main()"),
                "{id}"
            );
        }
        let accepted = names_in(&files, "submissions/accepted");
        let reference = format!("{}.rs", problem.reference);
        assert!(
            accepted.contains(&reference),
            "{id}: {reference} not accepted: {accepted:?}"
        );
        let wrong = names_in(&files, "submissions/wrong_answer");
        assert!(wrong.contains("broken.rs"), "{id}: {wrong:?}");
        if problem.wants_optimal() && accepted.contains("greedy.rs") {
            panic!("{id}: greedy best-first is accepted where the rule asks for the fewest");
        }
    }
}

#[test]
fn the_15_puzzles_plain_bfs_runs_out_of_time_on_many_boards_and_greedy_breaks_the_bound() {
    let uva = npuzzle::problems::problem("uva10181").unwrap();
    // Without the generated tests, the deep row cases stop it by memory.
    let files = files_of(uva, Format::Kattis);
    let slow = names_in(&files, "submissions/run_time_error");
    let bfs = BTreeSet::from(["bfs.rs".to_string(), "bfs.cpp".to_string()]);
    assert_eq!(slow, bfs, "out of memory (the file and its C++ twin)");
    let files = package_files(uva, Format::Kattis, true);
    // The test of many boards within its memory comes first among the secret tests.
    let secret = names_in(&files, "data/secret");
    assert_eq!(
        secret.iter().next().map(String::as_str),
        Some("00-many-depth-16-18.ans")
    );
    let slow = names_in(&files, "submissions/time_limit_exceeded");
    assert_eq!(slow, bfs, "out of time");
    assert!(names_in(&files, "submissions/run_time_error").is_empty());
    let wrong = names_in(&files, "submissions/wrong_answer");
    assert!(
        wrong.contains("greedy.rs") && wrong.contains("greedy.cpp"),
        "greedy breaks UVa's 50 moves: {wrong:?}"
    );
}

#[test]
fn on_korf100_the_plain_bfs_runs_out_of_memory_on_the_first_board() {
    // The sample, judged first, opens with a board of 57 moves: 1 GB is gone before 10 s.
    let korf = npuzzle::problems::problem("korf100").unwrap();
    let files = package_files(korf, Format::Kattis, true);
    let slow = names_in(&files, "submissions/run_time_error");
    let bfs = BTreeSet::from(["bfs.rs".to_string(), "bfs.cpp".to_string()]);
    assert_eq!(slow, bfs, "the file and its C++ twin");
    assert!(names_in(&files, "submissions/time_limit_exceeded").is_empty());
}

#[test]
fn every_rows_testlib_package_has_its_descriptor_programs_and_tests() {
    for problem in PROBLEMS {
        let id = problem.id;
        let files = files_of(problem, Format::Testlib);
        let xml = text(&files, "problem.xml", id);
        let tests = names_in(&files, "tests");
        let count = tests.iter().filter(|n| !n.ends_with(".a")).count();
        assert!(count >= 1, "{id}: no test");
        for k in 1..=count {
            assert!(
                tests.contains(&format!("{k:03}.a")),
                "{id}: test {k:03} has no answer"
            );
        }
        assert!(
            xml.contains(&format!("<test-count>{count}</test-count>")),
            "{id}"
        );
        assert_eq!(xml.matches("<test ").count(), count, "{id}");
        assert!(
            xml.contains("<checker type=\"testlib\">") && xml.contains("tag=\"main\""),
            "{id}"
        );
        let ms = format!("<time-limit>{}</time-limit>", problem.time_limit_ms);
        assert!(xml.contains(&ms), "{id}");
        for program in ["files/check.rs", "files/validator.rs", "files/gen.rs"] {
            assert!(
                text(&files, program, id).contains("fn main()"),
                "{id}: {program}"
            );
        }
        for section in [
            "name.txt",
            "legend.tex",
            "input.tex",
            "output.tex",
            "notes.tex",
        ] {
            assert!(
                !text(&files, &format!("statement/{section}"), id).is_empty(),
                "{id}"
            );
        }
    }
}

/// A fresh scratch folder for one test.
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("npuzzle-package-{}-{tag}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `judge package ARGS`: exit code, stdout, stderr.
fn judge(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(JUDGE)
        .arg("package")
        .args(args)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                found.push((path.clone(), fs::read(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn files_beside_the_package_are_never_removed_and_force_replaces_only_when_asked() {
    let dir = scratch("foreign");
    let out = dir.join("poj1077");
    let out_arg = out.to_str().unwrap();
    // Files with the names the judge once staged under: someone else's.
    let foreign = [dir.join(".poj1077.zip"), dir.join(".poj1077.old-1")];
    for file in &foreign {
        fs::write(file, "someone else's\n").unwrap();
    }
    fs::write(dir.join("poj1077.zip"), "an older zip\n").unwrap();
    assert_refused(
        judge(&["poj1077", "--out", out_arg, "--zip"]),
        "poj1077.zip exists",
    );
    fs::create_dir(&out).unwrap();
    fs::write(out.join("notes"), "mine\n").unwrap();
    assert_refused(judge(&["poj1077", "--out", out_arg]), "is not empty");
    let (code, _, err) = judge(&["poj1077", "--out", out_arg, "--zip", "--force"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.join("problem.yaml").is_file() && !out.join("notes").exists());
    assert!(fs::read(dir.join("poj1077.zip"))
        .unwrap()
        .starts_with(b"PK\x03\x04"));
    for file in &foreign {
        assert_eq!(
            fs::read(file).unwrap(),
            b"someone else's\n",
            "{}",
            file.display()
        );
    }
    let mut left: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [".poj1077.old-1", ".poj1077.zip", "poj1077", "poj1077.zip"]
    );
    fs::remove_dir_all(&dir).unwrap();
}

fn assert_refused((code, out, err): (i32, String, String), says: &str) {
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("judge package: ") && err.contains(says),
        "{err}"
    );
}

#[test]
fn a_bfs_a_puzzle_on_many_puzzles_runs_out_of_time() {
    let files = files_of(
        npuzzle::problems::problem("hdu1043").unwrap(),
        Format::Kattis,
    );
    let slow = names_in(&files, "submissions/time_limit_exceeded");
    // The file and its C++ twin, which searches as it does.
    let both = ["bfs.cpp", "bfs.rs"].map(String::from);
    assert_eq!(slow, BTreeSet::from(both));
}

#[test]
fn the_command_writes_a_package_and_refuses_bad_input_with_one_line() {
    let dir = scratch("cli");
    let out = dir.join("poj1077");
    let out_arg = out.to_str().unwrap();
    let (code, stdout, err) = judge(&["poj1077", "--out", out_arg, "--zip"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        stdout.contains("poj1077: ") && stdout.contains(" tests "),
        "{stdout}"
    );
    assert!(out.join("problem.yaml").is_file() && out.join("data/sample").is_dir());
    let zip = fs::read(dir.join("poj1077.zip")).unwrap();
    assert!(zip.starts_with(b"PK\x03\x04") && zip.windows(12).any(|w| w == b"problem.yaml"));
    let before = (snapshot(&dir), zip);
    assert_refused(judge(&["poj1077", "--out", out_arg]), "is not empty");
    assert!(
        snapshot(&dir) == before.0,
        "a refused run changed the package"
    );
    fs::remove_dir_all(&out).unwrap();
    fs::create_dir(&out).unwrap();
    assert_refused(
        judge(&["poj1077", "--out", out_arg, "--zip"]),
        "poj1077.zip exists",
    );
    assert!(
        fs::read_dir(&out).unwrap().next().is_none(),
        "written beside a refused zip"
    );
    fs::remove_dir(&out).unwrap();
    let (code, _, err) = judge(&["poj1077", "--out", out_arg, "--zip"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        fs::read(dir.join("poj1077.zip")).unwrap(),
        before.1,
        "the zip was replaced"
    );
    let file = dir.join("a-file");
    fs::write(&file, "mine\n").unwrap();
    let under_file = file.join("sub");
    assert_refused(
        judge(&["poj1077", "--out", under_file.to_str().unwrap()]),
        "cannot",
    );
    assert_refused(
        judge(&["poj1077", "--out", file.to_str().unwrap()]),
        "not a folder",
    );
    assert_eq!(fs::read(&file).unwrap(), b"mine\n");
    assert_refused(judge(&["nosuch"]), "unknown problem 'nosuch'");
    assert_refused(
        judge(&["poj1077", "--format", "icpc"]),
        "unknown format 'icpc'",
    );
    assert_refused(judge(&["poj1077", "--out"]), "--out needs a value");
    assert_refused(judge(&[]), "ID");
    let (code, help, _) = judge(&["--help"]);
    assert!(
        code == 0 && help.contains("--format kattis|testlib"),
        "{help}"
    );
    let left: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(
        !left.iter().any(|n| n.to_string_lossy().contains("partial")),
        "{left:?}"
    );
    fs::remove_dir_all(&dir).unwrap();
}
