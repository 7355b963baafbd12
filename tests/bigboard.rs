//! The big-board solutions: `poj2893-parity` agrees with an independent parity (inversions by
//! merge sort and the textbook width rule) on every case and on random boards of every shape,
//! and both `poj3240` strategies give valid answers (the checker's verdict) on every case and on
//! random boards of every n ≤ 10. The ten-999×999 timing is `scripts/bench-bigboard`'s job.

use npuzzle::board::Board;
use npuzzle::check::{check, Verdict};
use npuzzle::gen::uniform_solvable;
use npuzzle::input::{format_input, parse_input};
use npuzzle::problems::problem;
use npuzzle::rng::Rng;
use std::fs;
use std::path::Path;

#[path = "../solutions/poj2893/parity.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod poj2893_parity;
#[path = "../solutions/poj3240/beam.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod poj3240_beam;
#[path = "../solutions/poj3240/construct.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
#[allow(dead_code)]
mod poj3240_construct;

/// Inversions among the tiles (blank left out), by merge sort.
fn inversions(v: &mut [u32]) -> u64 {
    if v.len() < 2 {
        return 0;
    }
    let mid = v.len() / 2;
    let mut count = inversions(&mut v[..mid]) + inversions(&mut v[mid..]);
    let mut merged = Vec::with_capacity(v.len());
    let (mut i, mut j) = (0, mid);
    while i < mid || j < v.len() {
        if j == v.len() || (i < mid && v[i] <= v[j]) {
            merged.push(v[i]);
            i += 1;
        } else {
            count += (mid - i) as u64;
            merged.push(v[j]);
            j += 1;
        }
    }
    v.copy_from_slice(&merged);
    count
}

/// The textbook rule: odd width, inversions even; even width, inversions plus the blank's row
/// counted from the bottom (0-based) even.
fn textbook(board: &Board) -> bool {
    let mut tiles: Vec<u32> = board.cells.iter().copied().filter(|&t| t != 0).collect();
    let inv = inversions(&mut tiles);
    let from_bottom = (board.height - 1 - board.blank / board.width) as u64;
    if board.width % 2 == 1 {
        inv % 2 == 0
    } else {
        (inv + from_bottom) % 2 == 0
    }
}

fn run(solve: fn(&str, &mut Vec<u8>) -> Result<(), String>, input: &str) -> String {
    let mut out = Vec::new();
    solve(input, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn solve_parity(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    poj2893_parity::solve(input, out)
}

fn solve_beam(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    poj3240_beam::solve(input, out)
}

fn solve_construct(input: &str, out: &mut Vec<u8>) -> Result<(), String> {
    poj3240_construct::solve(input, out)
}

fn case_files(id: &str) -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases").join(id);
    let mut names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    names
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let input = fs::read_to_string(p).unwrap();
            let answer = fs::read_to_string(p.with_extension("out")).unwrap();
            (name, input, answer)
        })
        .collect()
}

#[test]
fn poj2893_agrees_with_inversions_on_every_case() {
    let p = problem("poj2893").unwrap();
    for (name, input, answer) in case_files("poj2893") {
        let boards = parse_input(p, input.as_bytes()).unwrap();
        let want: String = boards
            .iter()
            .map(|b| if textbook(b) { "YES\n" } else { "NO\n" })
            .collect();
        assert_eq!(answer, want, "{name}: the reference answer");
        assert_eq!(run(solve_parity, &input), want, "{name}");
    }
}

#[test]
fn poj2893_agrees_on_random_boards_of_every_shape() {
    let p = problem("poj2893").unwrap();
    let mut rng = Rng::new(2893);
    let mut boards = Vec::new();
    for (w, h) in [
        (2, 2),
        (3, 2),
        (2, 3),
        (5, 4),
        (4, 5),
        (2, 999),
        (999, 2),
        (64, 33),
        (33, 64),
    ] {
        let goal = Board::standard_goal(w, h);
        for k in 0..6 {
            let mut b = uniform_solvable(&goal, &mut rng);
            if k % 2 == 1 {
                // Two tiles swapped: the other class.
                let (i, j) = if b.blank < 2 { (2, 3) } else { (0, 1) };
                b.cells.swap(i, j);
            }
            boards.push(b);
        }
    }
    let input = format_input(p, &boards);
    let got = run(solve_parity, &input);
    let want: Vec<&str> = boards
        .iter()
        .map(|b| if textbook(b) { "YES" } else { "NO" })
        .collect();
    assert_eq!(got.lines().collect::<Vec<_>>(), want);
    assert_eq!(
        want.iter().filter(|&&a| a == "YES").count(),
        boards.len() / 2
    );
}

#[test]
fn poj2893_bad_input_is_one_clear_error() {
    let mut out = Vec::new();
    let err = poj2893_parity::solve("2 2\n1 2\n3 3\n0 0\n", &mut out).unwrap_err();
    assert!(
        err.starts_with("POJ 2893: puzzle 1: tile 3 appears twice"),
        "{err}"
    );
    let err = poj2893_parity::solve("1 4\n1 2 3 0\n0 0\n", &mut out).unwrap_err();
    assert!(err.contains("1×4"), "{err}");
    let err = poj2893_parity::solve("2 2\n1 2 3\n", &mut out).unwrap_err();
    assert!(err.contains("ends"), "{err}");
    assert_eq!(run(solve_parity, "2 2\n1 2\n3 0\n"), "YES\n");
}

#[test]
fn poj3240_both_strategies_pass_every_case() {
    let p = problem("poj3240").unwrap();
    for (name, input, answer) in case_files("poj3240") {
        for (strategy, solve) in [
            (
                "beam",
                solve_beam as fn(&str, &mut Vec<u8>) -> Result<(), String>,
            ),
            ("construct", solve_construct),
        ] {
            let out = run(solve, &input);
            let outcome = check(p, input.as_bytes(), out.as_bytes(), Some(answer.as_bytes()));
            assert_eq!(
                outcome.verdict,
                Verdict::Ok,
                "{strategy} on {name}: {}",
                outcome.line()
            );
        }
    }
}

#[test]
fn poj3240_random_boards_of_every_size() {
    let p = problem("poj3240").unwrap();
    let mut rng = Rng::new(3240);
    let mut boards = Vec::new();
    for n in 2..=10 {
        boards.push(uniform_solvable(&Board::standard_goal(n, n), &mut rng));
    }
    let input = format_input(p, &boards);
    for solve in [
        solve_beam as fn(&str, &mut Vec<u8>) -> Result<(), String>,
        solve_construct,
    ] {
        let out = run(solve, &input);
        let outcome = check(p, input.as_bytes(), out.as_bytes(), None);
        assert_eq!(outcome.verdict, Verdict::Ok, "{}", outcome.line());
    }
    let err = poj3240_beam::solve("2\n1 2\n3", &mut Vec::new()).unwrap_err();
    assert!(
        err.starts_with("POJ 3240:") && err.contains("ends"),
        "{err}"
    );
}

#[test]
fn gen_makes_boards_of_any_size_for_the_sized_rows() {
    use npuzzle::gen::{generate, Depth, Spec};
    use npuzzle::judge::commands::gen::sized;
    let p2893 = problem("poj2893").unwrap();
    let p = sized(p2893, Some("999x2")).unwrap();
    assert_eq!((p.width, p.height), (999, 2));
    assert!(sized(p2893, Some("1000x2"))
        .unwrap_err()
        .contains("2x2 ..= 999x999"));
    assert!(sized(p2893, Some("ten")).unwrap_err().contains("not WxH"));
    assert!(sized(problem("poj3240").unwrap(), Some("4x5"))
        .unwrap_err()
        .contains("square"));
    assert!(sized(problem("poj1077").unwrap(), Some("4x4"))
        .unwrap_err()
        .contains("3×3 only"));
    let spec = Spec {
        count: 6,
        depth: Depth::Any,
        unsolvable: 3,
        seed: 9,
    };
    let case = generate(p, &spec).unwrap();
    let verdicts: Vec<bool> = case.boards.iter().map(textbook).collect();
    assert_eq!(verdicts.iter().filter(|&&v| v).count(), 3);
    assert!(case.boards.iter().all(|b| (b.width, b.height) == (999, 2)));
    let input = format_input(p, &case.boards);
    let answer = npuzzle::output::format_output(p, &case.answers);
    let outcome = check(p2893, input.as_bytes(), answer.as_bytes(), None);
    assert_eq!(outcome.verdict, Verdict::Ok, "{}", outcome.line());
    // Random walks of a given length: solvable, and the walk's reverse is the answer.
    let walk = Spec {
        depth: Depth::Between(30, 30),
        unsolvable: 0,
        ..spec
    };
    let p = sized(problem("poj3240").unwrap(), Some("7")).unwrap();
    let case = generate(p, &walk).unwrap();
    let input = format_input(p, &case.boards);
    let answer = npuzzle::output::format_output(p, &case.answers);
    let outcome = check(p, input.as_bytes(), answer.as_bytes(), None);
    assert_eq!(outcome.verdict, Verdict::Ok, "{}", outcome.line());
    assert!(outcome.puzzles.iter().all(|r| r.length == Some(30)));
}
