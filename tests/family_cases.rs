//! The cases of issue 8's ten judges (`cases/<id>/`, written by `examples/family_cases`) checked
//! by methods independent of the parts that computed them: the BFS oracle for 3×3 and 2×3
//! counts, an enumeration of every shortest path for the least strings (HDU 3567, LightOJ) and
//! for 4×4 lengths up to `QUICK_DEPTH` (deeper ones in the `#[ignore]`d test), Korf's published
//! lengths for his instances, parity for unsolvable boards, replays for "any valid" answers.

mod family_common;

use family_common::*;
use npuzzle::board::Board;
use npuzzle::oracle::shared;
use npuzzle::parity::solvable;
use std::fs;
use std::path::{Path, PathBuf};

/// 4×4 answers up to this length are enumerated in the quick test; the rest when `--ignored`.
const QUICK_DEPTH: usize = 22;

/// Every `(name, input, answer)` of a folder, sorted by name.
fn cases(id: &str) -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases").join(id);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{}: no case", dir.display());
    let read = |p: &Path| fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    inputs
        .iter()
        .map(|input| {
            let name = input.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                name.as_bytes()[..3].iter().take(2).all(u8::is_ascii_digit)
                    && name.as_bytes()[2] == b'-',
                "{name}: NN-name.in"
            );
            (
                format!("{id}/{name}"),
                read(input),
                read(&input.with_extension("out")),
            )
        })
        .collect()
}

/// Tokens read as tile numbers, `x`/`X` the blank.
fn numbers(tokens: &[&str]) -> Vec<u8> {
    tokens
        .iter()
        .map(|t| {
            if t.eq_ignore_ascii_case("x") {
                0
            } else {
                t.parse().unwrap()
            }
        })
        .collect()
}

fn board(width: usize, height: usize, cells: &[u8]) -> Board {
    Board::new(width, height, cells.iter().map(|&t| t.into()).collect()).unwrap()
}

/// The BFS oracle's fewest moves to the standard goal, for 3×3 and 2×3.
fn oracle_count(width: usize, height: usize, cells: &[u8]) -> Option<u32> {
    shared(&Board::standard_goal(width, height)).distance(&board(width, height, cells))
}

fn count_text(count: Option<u32>) -> String {
    count.map_or("-1".to_string(), |c| c.to_string())
}

#[test]
fn three_by_three_and_two_by_three_counts_equal_the_bfs_oracle() {
    for id in ["acwing845", "aoj-alds1-13-b"] {
        for (name, input, answer) in cases(id) {
            let tokens: Vec<&str> = input.split_whitespace().collect();
            assert_eq!(tokens.len(), 9, "{name}");
            let count = oracle_count(3, 3, &numbers(&tokens));
            if id == "aoj-alds1-13-b" {
                assert!(count.is_some(), "{name}: AOJ promises a solvable board");
            }
            assert_eq!(answer, format!("{}\n", count_text(count)), "{name}");
        }
    }
    for (name, input, answer) in cases("leetcode773") {
        let mut want = String::new();
        for line in input.lines() {
            let digits: Vec<u8> = line
                .bytes()
                .filter(u8::is_ascii_digit)
                .map(|b| b - b'0')
                .collect();
            assert_eq!(digits.len(), 6, "{name}: {line}");
            want += &format!("{}\n", count_text(oracle_count(3, 2, &digits)));
        }
        assert_eq!(answer, want, "{name}");
    }
}

/// The `d l r u` (or `D L R U`) letters of directions 3, 0, 1, 2.
fn letters(moves: &[usize], lower: bool) -> String {
    let text: String = moves.iter().map(|&d| ['L', 'R', 'U', 'D'][d]).collect();
    if lower {
        text.to_lowercase()
    } else {
        text
    }
}

/// Parses move letters (either case) into directions; `None` on any other character.
fn directions(text: &str) -> Option<Vec<usize>> {
    text.chars()
        .map(|c| "LRUD".find(c.to_ascii_uppercase()))
        .collect()
}

/// The letters' order reversed (`u r l d`): where the least string in it differs, the case
/// tells the letter order apart from any other tie-break.
const REVERSED: [usize; 4] = [2, 1, 0, 3];

/// Checks the HDU answers (the first `limit` pairs of each file); returns how many of the pairs
/// checked have more than one shortest string (their least strings differ in two orders).
fn check_hdu(limit: Option<usize>) -> usize {
    let mut ambiguous = 0;
    for (name, input, answer) in cases("hdu3567") {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let count: usize = tokens[0].parse().unwrap();
        assert!(count <= 200 && tokens.len() == 1 + 2 * count, "{name}");
        let mut want = String::new();
        let parse = |t: &str| -> Vec<u8> {
            t.bytes()
                .map(|b| if b == b'X' { 0 } else { b - b'0' })
                .collect()
        };
        for k in 0..limit.unwrap_or(count).min(count) {
            let (start, goal) = (parse(tokens[1 + 2 * k]), parse(tokens[2 + 2 * k]));
            let path =
                least_shortest(3, 3, &start, &goal, BY_LETTER, 31).expect("HDU pairs are solvable");
            want += &format!("Case {}: {}\n{}\n", k + 1, path.len(), letters(&path, true));
            ambiguous +=
                usize::from(least_shortest(3, 3, &start, &goal, REVERSED, 31) != Some(path));
        }
        assert!(
            answer.starts_with(&want),
            "{name}: differs from the enumeration"
        );
        assert_eq!(answer.lines().count(), 2 * count, "{name}");
    }
    ambiguous
}

#[test]
fn hdu3567_answers_are_the_least_shortest_strings() {
    // 53 of the 94 pairs checked have several shortest strings.
    let ambiguous = check_hdu(Some(40));
    assert!(
        ambiguous >= 40,
        "only {ambiguous} pairs tell the letter order apart"
    );
}

#[test]
#[ignore = "heavy: every HDU 3567 pair enumerated"]
fn hdu3567_answers_are_the_least_shortest_strings_all() {
    assert!(check_hdu(None) >= 40);
}

#[test]
fn uva652_answers_are_optimal_moves_or_unsolvable_between_blank_lines() {
    for (name, input, answer) in cases("uva652") {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let count: usize = tokens[0].parse().unwrap();
        assert!(
            input.starts_with(&format!("{count}\n\n")),
            "{name}: N, then a blank line"
        );
        assert_eq!(tokens.len(), 1 + 9 * count, "{name}");
        let lines: Vec<&str> = answer.lines().collect();
        assert_eq!(
            lines.len(),
            2 * count - 1,
            "{name}: answers and blank lines between"
        );
        for k in 0..count {
            let cells = numbers(&tokens[1 + 9 * k..10 + 9 * k]);
            let line = lines[2 * k];
            assert!(
                k == 0 || lines[2 * k - 1].is_empty(),
                "{name}: no blank line before {}",
                k + 1
            );
            match oracle_count(3, 3, &cells) {
                None => assert_eq!(line, "unsolvable", "{name} #{}", k + 1),
                Some(d) => {
                    let moves = directions(line).unwrap_or_else(|| panic!("{name}: {line}"));
                    assert!(
                        line.bytes().all(|b| b.is_ascii_lowercase()),
                        "{name}: u d l r"
                    );
                    assert_eq!(moves.len(), d as usize, "{name} #{}", k + 1);
                    assert_eq!(
                        replay(3, 3, &cells, &moves),
                        Some(standard_goal(9)),
                        "{name} #{}",
                        k + 1
                    );
                }
            }
        }
    }
}

/// What is known of a 4×4 board's optimum: `Err(reason)` when it cannot be had cheaply.
fn fifteen_optimum(cells: &[u8], heavy: bool) -> Result<Option<usize>, String> {
    if !solvable(&board(4, 4, cells), &Board::standard_goal(4, 4)) {
        return Ok(None);
    }
    if let Some((_, length)) = korf100().into_iter().find(|(k, _)| k[..] == *cells) {
        return Ok(Some(length));
    }
    let depth = if heavy { 45 } else { QUICK_DEPTH };
    match least_shortest(4, 4, cells, &standard_goal(16), BY_LETTER, depth) {
        Some(path) => Ok(Some(path.len())),
        None => Err(format!("over {depth} moves, not enumerated")),
    }
}

/// A 4×4 answer of moves: it replays to the goal and has the known optimal length.
fn check_optimal_moves(name: &str, cells: &[u8], line: &str, optimum: usize) {
    let moves = directions(line).unwrap_or_else(|| panic!("{name}: {line:?} is no move string"));
    assert_eq!(moves.len(), optimum, "{name}: not the optimal length");
    assert_eq!(
        replay(4, 4, cells, &moves),
        Some(standard_goal(16)),
        "{name}: does not solve"
    );
}

/// mipt 091: `YES` and fewer than 1,000 `u d l r` moves that solve the board, or `NO` when
/// parity says it is unsolvable.
fn check_any_valid(name: &str, cells: &[u8], answer: &str) {
    if !solvable(&board(4, 4, cells), &Board::standard_goal(4, 4)) {
        assert_eq!(answer, "NO\n", "{name}");
        return;
    }
    let lines: Vec<&str> = answer.lines().collect();
    assert!(
        lines.len() == 2 && lines[0] == "YES",
        "{name}: YES and a line of moves"
    );
    let line = lines[1];
    assert!(
        line.bytes().all(|b| b.is_ascii_lowercase()) && line.len() < 1000,
        "{name}"
    );
    let moves = directions(line).unwrap_or_else(|| panic!("{name}: {line:?}"));
    assert_eq!(
        replay(4, 4, cells, &moves),
        Some(standard_goal(16)),
        "{name}: does not solve"
    );
}

fn check_single_boards(heavy: bool) -> usize {
    let mut skipped = 0;
    for id in ["aoj-alds1-13-c", "eolymp3669", "mipt091"] {
        for (name, input, answer) in cases(id) {
            let tokens: Vec<&str> = input.split_whitespace().collect();
            assert_eq!(tokens.len(), 16, "{name}");
            let cells = numbers(&tokens);
            if id == "mipt091" {
                check_any_valid(&name, &cells, &answer);
                continue;
            }
            let optimum = match fifteen_optimum(&cells, heavy) {
                Ok(optimum) => optimum,
                Err(why) if heavy => panic!("{name}: {why}"),
                Err(_) => {
                    skipped += 1;
                    continue;
                }
            };
            let line = answer.lines().next().unwrap_or("");
            match (id, optimum) {
                ("aoj-alds1-13-c", Some(d)) => assert_eq!(answer, format!("{d}\n"), "{name}"),
                ("eolymp3669", None) => assert_eq!(answer, "NO SOLUTION\n", "{name}"),
                ("eolymp3669", Some(d)) if d > 45 => assert_eq!(answer, "TOO LONG\n", "{name}"),
                ("eolymp3669", Some(d)) => check_optimal_moves(&name, &cells, line, d),
                _ => panic!("{name}: an unsolvable board where the judge promises none"),
            }
        }
    }
    skipped
}

#[test]
fn four_by_four_single_board_answers_hold() {
    let skipped = check_single_boards(false);
    assert!(skipped <= 8, "{skipped} boards left to the heavy test");
}

#[test]
#[ignore = "heavy: enumerates 4×4 boards up to 45 moves"]
fn four_by_four_single_board_answers_hold_all() {
    check_single_boards(true);
}

/// Checks the LightOJ answers; returns how many boards were left to the heavy test and how many
/// checked have more than one shortest string.
fn check_lightoj(heavy: bool) -> (usize, usize) {
    let (mut skipped, mut ambiguous) = (0, 0);
    for (name, input, answer) in cases("lightoj-15-puzzle") {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let count: usize = tokens[0].parse().unwrap();
        assert!(count <= 100 && tokens.len() == 1 + 16 * count, "{name}");
        assert_eq!(
            input.matches("\n\n").count(),
            count,
            "{name}: a blank line before each case"
        );
        let lines: Vec<&str> = answer.lines().collect();
        assert_eq!(lines.len(), count, "{name}");
        for k in 0..count {
            let cells = numbers(&tokens[1 + 16 * k..17 + 16 * k]);
            let prefix = format!("Case {}: ", k + 1);
            let line = lines[k]
                .strip_prefix(&prefix)
                .unwrap_or_else(|| panic!("{name}: {prefix:?}"));
            let goal = standard_goal(16);
            let unsolvable = !solvable(&board(4, 4, &cells), &Board::standard_goal(4, 4));
            let known = korf100()
                .into_iter()
                .find(|(k, _)| k[..] == cells[..])
                .map(|(_, l)| l);
            let want = if unsolvable || known.is_some_and(|l| l > 35) {
                None
            } else {
                let depth = if heavy { 35 } else { QUICK_DEPTH };
                match least_shortest(4, 4, &cells, &goal, BY_LETTER, depth) {
                    Some(path) => {
                        let other = least_shortest(4, 4, &cells, &goal, REVERSED, depth);
                        ambiguous += usize::from(other != Some(path.clone()));
                        Some(letters(&path, false))
                    }
                    None if heavy => None,
                    None => {
                        skipped += 1;
                        continue;
                    }
                }
            };
            let want = want.unwrap_or_else(|| "This puzzle is not solvable.".to_string());
            assert_eq!(line, want, "{name} case {}", k + 1);
        }
    }
    (skipped, ambiguous)
}

#[test]
fn lightoj_answers_are_the_least_shortest_strings() {
    // 11 of the boards checked here have several shortest strings; 49 are left to the heavy test.
    let (skipped, ambiguous) = check_lightoj(false);
    assert!(
        ambiguous >= 8,
        "only {ambiguous} boards tell the letter order apart"
    );
    assert!(skipped <= 60, "{skipped} boards left to the heavy test");
}

#[test]
#[ignore = "heavy: enumerates every LightOJ board up to 35 moves"]
fn lightoj_answers_are_the_least_shortest_strings_all() {
    let (_, ambiguous) = check_lightoj(true);
    assert!(
        ambiguous >= 8,
        "only {ambiguous} boards tell the letter order apart"
    );
}

#[test]
fn kattis_scatter_recomputed() {
    for (name, input, answer) in cases("kattis-npuzzle") {
        let rows: Vec<&str> = input.lines().collect();
        assert!(
            rows.len() == 4 && rows.iter().all(|r| r.len() == 4),
            "{name}: 4 lines of 4"
        );
        let mut total = 0;
        for letter in b'A'..=b'O' {
            let at = rows.concat().bytes().position(|b| b == letter).unwrap();
            let home = (letter - b'A') as i32;
            let (at, home) = (at as i32, home);
            total += (at / 4 - home / 4).abs() + (at % 4 - home % 4).abs();
        }
        assert_eq!(answer, format!("{total}\n"), "{name}");
    }
}
