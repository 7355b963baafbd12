//! The recommended files within their judges' memory even where a judge counts it as address
//! space (`RLIMIT_AS`: problemtools, ejudge and other judges of this family): each run under an
//! address-space limit of its row's memory limit, the answer checked. No time is asserted (the
//! CPU limit is generous; `judge limits` shows the times).

use npuzzle::check::{check, Verdict};
use npuzzle::checkout;
use npuzzle::judge::sandbox::{self, Limits, RunVerdict};
use npuzzle::problems::{problem, Problem, PROBLEMS};
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// The built program `<folder>-<strategy>`, beside the judge's binary.
fn binary(folder: &str, strategy: &str) -> PathBuf {
    let judge = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let dir = judge.parent().expect("the judge's binary is in a folder");
    dir.join(format!("{folder}-{strategy}"))
}

/// Runs `strategy` of `p`'s folder on `input` with the address space capped at `p`'s memory
/// limit, and checks its output (against `answer` where the rule needs it).
fn fits(p: &Problem, strategy: &str, what: &str, input: &[u8], answer: Option<&[u8]>) {
    let limit = p.memory_limit_mb << 20;
    let limits = Limits {
        cpu: Duration::from_secs(60),
        wall: Duration::from_secs(120),
        memory: None,
        address_space: Some(limit),
        output: 64 << 20,
    };
    let command = [OsString::from(binary(p.solutions, strategy))];
    let run = sandbox::run(&command, input, &limits, &[]).expect("the sandbox runs");
    let name = format!("{}/{strategy}.rs on {what}", p.solutions);
    assert_eq!(
        run.verdict(&limits),
        RunVerdict::Finished,
        "{name} under {} MB of address space: {:?}, {}",
        p.memory_limit_mb,
        run.exit,
        String::from_utf8_lossy(&run.stderr)
    );
    let outcome = check(p, input, &run.stdout, answer);
    assert_eq!(outcome.verdict, Verdict::Ok, "{name}: {}", outcome.line());
}

/// The 80-move positions of `data/hard80.txt` in mipt091's input format (one board a line).
fn hard80() -> Vec<String> {
    let text = std::fs::read_to_string(checkout::path("data/hard80.txt")).expect("data/hard80.txt");
    (text.lines())
        .filter_map(|line| line.split(';').next())
        .map(str::trim)
        .filter(|board| !board.is_empty() && !board.starts_with('#'))
        .map(|board| format!("{board}\n"))
        .collect()
}

/// acm.mipt.ru 091's limit (33,000 KB) is the one closest to what its files use: both of them,
/// on the first 80-move position (the optimal search past its budget, then the beam).
#[test]
fn mipt091_files_fit_32_mb_of_address_space_on_an_80_move_board() {
    let p = problem("mipt091").unwrap();
    let board = &hard80()[0];
    for strategy in ["pdb", "greedy"] {
        fits(
            p,
            strategy,
            "the first 80-move position",
            board.as_bytes(),
            None,
        );
    }
}

#[test]
#[ignore = "every 80-move position with both files: ~40 s"]
fn mipt091_files_fit_32_mb_of_address_space_on_every_80_move_board() {
    let p = problem("mipt091").unwrap();
    for (number, board) in hard80().iter().enumerate() {
        for strategy in ["pdb", "greedy"] {
            let what = format!("80-move position {}", number + 1);
            fits(p, strategy, &what, board.as_bytes(), None);
        }
    }
}

#[test]
#[ignore = "every row's cases with its recommended file: ~1 min"]
fn every_recommended_file_fits_its_judges_memory_as_address_space() {
    for p in PROBLEMS.iter() {
        let dir = checkout::path("cases").join(p.id);
        let mut inputs: Vec<PathBuf> = (std::fs::read_dir(&dir).expect("the row's cases"))
            .map(|entry| entry.expect("a case").path())
            .filter(|path| path.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let text = std::fs::read(&input).expect("the case's input");
            let answer = std::fs::read(input.with_extension("out")).expect("the case's answer");
            let what = input.display().to_string();
            fits(p, p.recommended, &what, &text, Some(&answer));
        }
    }
}
