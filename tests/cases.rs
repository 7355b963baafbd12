//! Every case under `cases/` is sound: its folder is a problem of the table, its input parses,
//! its text is exactly what the judge sends (the problem's own layout), and its `.out` reference
//! answer passes the checker (as output and as answer at once).

use npuzzle::check::{check, Verdict};
use npuzzle::input::{format_puzzles, parse_input, parse_puzzles};
use npuzzle::problems::{problem, Problem, PROBLEMS};
use std::fs;
use std::path::{Path, PathBuf};

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("cases")
}

/// `(input, answer)` paths of one folder, sorted.
fn pairs(dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut ins: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    ins.sort();
    ins.into_iter()
        .map(|i| {
            let o = i.with_extension("out");
            (i, o)
        })
        .collect()
}

/// Issue 8's judges: their cases are in (checked by `tests/family_cases.rs`), their rows come
/// with the integration on top of the `asm` branch, which empties this list.
const AWAITING_A_ROW: [&str; 0] = [];

#[test]
fn every_folder_is_a_problem_and_every_problem_has_cases() {
    for entry in fs::read_dir(cases_dir()).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            problem(&name).is_some() || AWAITING_A_ROW.contains(&name.as_str()),
            "cases/{name} is no problem of the table"
        );
    }
    for id in AWAITING_A_ROW {
        assert!(
            problem(id).is_none(),
            "{id} has its row now: take it off AWAITING_A_ROW in tests/cases.rs"
        );
    }
    for p in PROBLEMS {
        let dir = cases_dir().join(p.id);
        assert!(!pairs(&dir).is_empty(), "cases/{} has no case", p.id);
    }
}

#[test]
fn every_case_parses_and_its_answer_passes() {
    // The problems on every core.
    let bad: Vec<String> = npuzzle::parallel::map(PROBLEMS, npuzzle::parallel::cores(), |p| {
        faults_in_the_cases(p)
    })
    .concat();
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}

/// What is wrong with the cases of `p`: one line each.
fn faults_in_the_cases(p: &Problem) -> Vec<String> {
    let mut bad = Vec::new();
    for (input, answer) in pairs(&cases_dir().join(p.id)) {
        let name = input.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.len() > 3 && name.as_bytes()[..2].iter().all(u8::is_ascii_digit),
            "{}: case names are NN-name.in",
            input.display()
        );
        let input_bytes = fs::read(&input).unwrap();
        match parse_puzzles(p, &input_bytes) {
            Err(e) => {
                bad.push(format!("{}: {e}", input.display()));
                continue;
            }
            // Only what the judge itself sends: its blank, one space, LF, its line breaks.
            Ok((boards, goals)) if format_puzzles(p, &boards, &goals).as_bytes() != input_bytes => {
                bad.push(format!(
                    "{}: not in the judge's own layout",
                    input.display()
                ));
            }
            Ok(_) => {}
        }
        let answer_bytes = match fs::read(&answer) {
            Ok(a) => a,
            Err(e) => {
                bad.push(format!("{}: {e}", answer.display()));
                continue;
            }
        };
        let outcome = check(p, &input_bytes, &answer_bytes, Some(&answer_bytes));
        if outcome.verdict != Verdict::Ok {
            bad.push(format!("{}: {}", answer.display(), outcome.line()));
        }
    }
    bad
}

#[test]
fn the_issue_asks_for_these() {
    let count = |id: &str, file: &str| {
        let p = problem(id).unwrap();
        parse_input(p, &fs::read(cases_dir().join(id).join(file)).unwrap())
            .unwrap()
            .len()
    };
    assert!(count("hdu1043", "04-random-6000.in") >= 5000);
    let uva: usize = pairs(&cases_dir().join("uva10181"))
        .iter()
        .map(|(i, _)| {
            parse_input(problem("uva10181").unwrap(), &fs::read(i).unwrap())
                .unwrap()
                .len()
        })
        .sum();
    assert!(uva >= 21, "uva10181 has {uva} boards");
    assert_eq!(count("korf100", "01-korf100.in"), 100);
}

#[test]
fn korf_answers_have_the_published_lengths() {
    // The published boards and lengths live in the checkout (data/README.md names the source).
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/korf100.txt");
    let published = fs::read_to_string(&data).unwrap_or_else(|e| panic!("{}: {e}", data.display()));
    let answer = fs::read_to_string(cases_dir().join("korf100/01-korf100.out")).unwrap();
    let lines: Vec<&str> = answer.lines().collect();
    let mut n = 0;
    for (k, line) in published
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
    {
        let length: usize = line.split(';').nth(1).unwrap().trim().parse().unwrap();
        let given = lines[k].trim();
        let given_len = given.parse::<usize>().unwrap_or(given.len());
        assert_eq!(given_len, length, "Korf instance {}", k + 1);
        n += 1;
    }
    assert_eq!(n, 100);
}

/// The `BOARD;LENGTH` lines of a file under `data/`.
fn data_file(name: &str) -> Vec<(String, usize)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (board, length) = l.split_once(';').unwrap();
            (board.trim().to_string(), length.trim().parse().unwrap())
        })
        .collect()
}

/// The boards of `data/NAME` read as one UVA input, with their published lengths.
fn data_boards(name: &str) -> (Vec<npuzzle::board::Board>, Vec<usize>) {
    let lines = data_file(name);
    let boards: Vec<&str> = lines.iter().map(|(b, _)| b.as_str()).collect();
    let input = format!("{}\n{}\n", boards.len(), boards.join("\n"));
    let parsed = parse_input(problem("uva10181").unwrap(), input.as_bytes()).unwrap();
    (parsed, lines.iter().map(|&(_, n)| n).collect())
}

#[test]
fn the_benchmark_data_lives_in_the_checkout_and_matches_the_cases() {
    let (korf, _) = data_boards("korf100.txt");
    let case = fs::read(cases_dir().join("korf100/01-korf100.in")).unwrap();
    let boards = parse_input(problem("korf100").unwrap(), &case).unwrap();
    assert_eq!(boards.len(), korf.len());
    for (k, (data, case)) in korf.iter().zip(&boards).enumerate() {
        assert!(data.is(case), "Korf instance {}", k + 1);
    }
    let (hard, lengths) = data_boards("hard80.txt");
    assert_eq!(hard.len(), 17);
    let goal = npuzzle::board::Board::standard_goal(4, 4);
    for (board, length) in hard.iter().zip(lengths) {
        assert_eq!(length, 80);
        assert!(npuzzle::parity::solvable(board, &goal));
    }
}
