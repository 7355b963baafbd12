//! `judge replay` reads each puzzle with its own goal (HDU 3567 gives one a puzzle) and its answer
//! through the checker's reader (`Case k: `, HDU 3567's count line, mipt's `YES`, UVA 652's empty
//! lines): on every case of every row the first puzzle's answer replays to that puzzle's goal, and
//! a wrong answer ends in one line on stderr and exit status 1.

use judge_common::{judge, scratch, stderr, stdout};
use npuzzle::check::{said, Said};
use npuzzle::input::parse_puzzles;
use npuzzle::judge::cases::{collect, default_dir};
use npuzzle::judge::commands::replay::{answer_of, replay};
use npuzzle::output::parse_moves;
use npuzzle::problems::PROBLEMS;
use std::fs;
use std::path::Path;

mod judge_common;

#[test]
fn every_case_s_first_puzzle_replays_to_its_own_goal() {
    let mut replayed = 0;
    for problem in PROBLEMS {
        let cases = collect(&[default_dir(problem)]).unwrap();
        assert!(!cases.is_empty(), "{}: no cases", problem.id);
        for case in cases {
            let name = case.input.display();
            let (boards, goals) = parse_puzzles(problem, &fs::read(&case.input).unwrap()).unwrap();
            let output = fs::read(case.answer.as_ref().unwrap()).unwrap();
            let line = answer_of(problem, &output, 0, &boards[0], &goals[0])
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut shown = Vec::new();
            let ending = replay(problem, &boards[0], &goals[0], line, &mut shown).unwrap();
            let shown = String::from_utf8_lossy(&shown);
            assert_eq!(ending, Ok(()), "{name}:\n{shown}");
            // Apart from the replay: the moves taken from the answer end on the puzzle's goal.
            if let Ok(Said::Moves { moves, .. }) = said(problem, line) {
                let mut board = boards[0].clone();
                assert_eq!(
                    board.apply_all(&parse_moves(problem, moves).unwrap()),
                    Ok(())
                );
                assert!(board.is(&goals[0]), "{name}: ends on {}", board.one_line());
                assert!(shown.contains("reaches the goal"), "{name}:\n{shown}");
                replayed += 1;
            }
        }
    }
    assert!(replayed > 60, "{replayed} answers of moves replayed");
}

#[test]
fn framed_answers_replay_from_the_binary_each_to_its_own_goal() {
    for (input, case, moves) in [
        // HDU 3567's second sample: after `Case 1: 2` / `dd`, to its own goal 7568X4123.
        ("cases/hdu3567/01-sample.in", "2", 8),
        ("cases/mipt091/01-sample.in", "1", 2),
        ("cases/uva652/05-mixed-40.in", "2", 16),
        ("cases/lightoj-15-puzzle/06-random-100.in", "2", 18),
    ] {
        let output = Path::new(input).with_extension("out");
        let o = judge(&["replay", "--case", case, input, output.to_str().unwrap()]);
        let text = stdout(&o);
        assert_eq!(o.status.code(), Some(0), "{input}: {text}{}", stderr(&o));
        let ending = format!("{moves} move(s): reaches the goal");
        assert!(text.trim_end().ends_with(&ending), "{input}:\n{text}");
    }
}

#[test]
fn a_wrong_answer_is_one_line_on_stderr_and_exit_status_1() {
    let dir = scratch("wrong");
    let hdu = "cases/hdu3567/01-sample.in";
    let poj = "cases/poj1077/01-sample.in";
    for (n, (input, case, output, says)) in [
        (poj, "1", "uu\n", "puzzle 1: move 2 'u' leaves the board"),
        (poj, "1", "u\n", "puzzle 1: 1 move(s) end on"),
        (
            poj,
            "1",
            "unsolvable\n",
            "the output says unsolvable; parity says solvable",
        ),
        (
            hdu,
            "1",
            "Case 1: 3\ndd\n",
            "puzzle 1: says 3 moves, but line 2 has 2",
        ),
        (
            hdu,
            "2",
            "Case 1: 2\ndd\nCase 3: 8\nurrulldr\n",
            "should open with 'Case 2:'",
        ),
        (
            hdu,
            "2",
            "Case 1: 2\ndd\n",
            "the output ends before puzzle 2's answer",
        ),
        // Measured against the puzzle's own goal, not the row's.
        (
            hdu,
            "2",
            "Case 1: 2\ndd\nCase 2: 1\nr\n",
            "not the goal 7 5 6",
        ),
        (
            "cases/mipt091/01-sample.in",
            "1",
            "rd\n",
            "the answer is YES or NO",
        ),
        (
            "cases/uva652/05-mixed-40.in",
            "2",
            "rruulddr\nlluurddrulldrurd\n",
            "an empty line separates the answers",
        ),
        (
            "cases/acwing845/01-sample.in",
            "1",
            "18\n",
            "the fewest (BFS) is 19",
        ),
        ("cases/kattis-npuzzle/01-sample-1.in", "1", "3\n", "it is 2"),
        (
            "cases/poj2893/01-sample.in",
            "1",
            "yes\n",
            "neither YES nor NO",
        ),
        (
            "cases/poj1077/01-sample.in",
            "1",
            "\u{fffd}\0\n",
            "malformed",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let path = dir.join(format!("{n}.out"));
        fs::write(&path, output).unwrap();
        let o = judge(&["replay", "--case", case, input, path.to_str().unwrap()]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{input} {output:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{input} {output:?}: {err}");
        assert!(err.starts_with("judge replay: "), "{err}");
        assert!(err.contains(says), "{input} {output:?}: {err}");
    }
}
