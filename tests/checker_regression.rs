//! The checker's own regression set: (input, output, answer) triples that reach every verdict
//! path, for every problem of the table, plus hostile bytes and very long answers.

use npuzzle::check::{check, Verdict};
use npuzzle::problems::{problem, PROBLEMS};
use npuzzle::rng::Rng;

use Verdict::{Fail, Ok as Ok_, PresentationError as Pe, WrongAnswer as Wa};

mod checker_family;

/// Every triple: this file's and those of issue 8's rows.
fn triples() -> impl Iterator<Item = &'static Triple> {
    TRIPLES.iter().chain(checker_family::TRIPLES)
}

struct Triple {
    problem: &'static str,
    name: &'static str,
    input: &'static str,
    output: &'static str,
    answer: Option<&'static str>,
    verdict: Verdict,
    /// A piece the message must contain.
    says: &'static str,
}

const SAMPLE: &str = "2 3 4 1 5 x 7 6 8\n";
const SAMPLE_MOVES: &str = "ullddrurdllurdruldr\n";
const UVA_SAMPLE: &str = "2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\
                          13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
/// One 5×5 board a move from the goal (korf24).
const ONE_MOVE_24: &str =
    "1\n1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 0 24\n";
const UVA_ONE: &str = "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n";
const SOLVED_UVA: &str = "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
const ONE_MOVE_UVA: &str = "1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n";

const TRIPLES: &[Triple] = &[
    // ---- poj1077: any valid sequence ----
    Triple { problem: "poj1077", name: "sample", input: SAMPLE, output: SAMPLE_MOVES, answer: Some(SAMPLE_MOVES), verdict: Ok_, says: "19 move(s)" },
    Triple { problem: "poj1077", name: "longer than the fewest is fine", input: SAMPLE, output: "ullddrurdllurdruldrlr\n", answer: Some(SAMPLE_MOVES), verdict: Ok_, says: "1 longer than the fewest" },
    Triple { problem: "poj1077", name: "no final newline, CRLF, blanks around", input: SAMPLE, output: "  ullddrurdllurdruldr \r", answer: None, verdict: Ok_, says: "19 move(s)" },
    Triple { problem: "poj1077", name: "blank lines after the last answer", input: SAMPLE, output: "ullddrurdllurdruldr\n\n\n  \n", answer: None, verdict: Ok_, says: "" },
    Triple { problem: "poj1077", name: "solved: an empty line", input: "1 2 3 4 5 6 7 8 x", output: "\n", answer: Some("\n"), verdict: Ok_, says: "0 move(s)" },
    Triple { problem: "poj1077", name: "unsolvable", input: "2 1 3 4 5 6 7 8 x", output: "unsolvable\n", answer: Some("unsolvable\n"), verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "poj1077", name: "unsolvable said of a solvable one", input: SAMPLE, output: "unsolvable\n", answer: None, verdict: Wa, says: "puzzle 1: says unsolvable, but it can be solved in 19 moves" },
    Triple { problem: "poj1077", name: "moves for an unsolvable one", input: "2 1 3 4 5 6 7 8 x", output: "ul\n", answer: None, verdict: Wa, says: "unsolvable (parity)" },
    Triple { problem: "poj1077", name: "off the board", input: SAMPLE, output: "ulll\n", answer: None, verdict: Wa, says: "move 4 'l' takes the blank left off the board (blank at row 1, column 1; board _ 2 3 / 1 5 4 / 7 6 8)" },
    Triple { problem: "poj1077", name: "does not reach the goal", input: SAMPLE, output: "ul\n", answer: None, verdict: Wa, says: "after its 2 move(s) the board is 2 _ 3 / 1 5 4 / 7 6 8, not the goal" },
    Triple { problem: "poj1077", name: "empty output", input: SAMPLE, output: "", answer: None, verdict: Wa, says: "the output has 0 line(s), but the input has 1 puzzle(s)" },
    Triple { problem: "poj1077", name: "capital letter", input: SAMPLE, output: "ullddrurdllurdrUldr\n", answer: None, verdict: Pe, says: "character 16 'U' is not a move (expected u d l r)" },
    Triple { problem: "poj1077", name: "spaces between moves", input: SAMPLE, output: "u l l d\n", answer: None, verdict: Pe, says: "character 2 ' '" },
    Triple { problem: "poj1077", name: "near miss of the unsolvable text", input: "2 1 3 4 5 6 7 8 x", output: "Unsolvable\n", answer: None, verdict: Pe, says: "'U'" },
    Triple { problem: "poj1077", name: "extra line", input: SAMPLE, output: "ullddrurdllurdruldr\n\nunsolvable\n", answer: None, verdict: Pe, says: "line 3 is 'unsolvable'" },
    Triple { problem: "poj1077", name: "bad token in the input", input: "2 3 4 1 5 y 7 6 8", output: "", answer: None, verdict: Fail, says: "input: puzzle 1, cell 6: 'y'" },
    Triple { problem: "poj1077", name: "duplicate tile in the input", input: "2 3 4 1 5 x 7 6 6", output: "", answer: None, verdict: Fail, says: "tile 6 appears twice" },
    Triple { problem: "poj1077", name: "partial puzzle in the input", input: "1 2 3 4 5 6 7 8 x 1 2 3", output: "", answer: None, verdict: Fail, says: "puzzle 2 is cut short" },
    Triple { problem: "poj1077", name: "answer says unsolvable of a solvable one", input: SAMPLE, output: SAMPLE_MOVES, answer: Some("unsolvable\n"), verdict: Fail, says: "answer: puzzle 1: says unsolvable, but parity says solvable" },
    Triple { problem: "poj1077", name: "answer gives moves for an unsolvable one", input: "2 1 3 4 5 6 7 8 x", output: "unsolvable", answer: Some("ud\n"), verdict: Fail, says: "answer: puzzle 1: gives 'ud'" },
    Triple { problem: "poj1077", name: "answer is not a solution", input: SAMPLE, output: SAMPLE_MOVES, answer: Some("ud\n"), verdict: Fail, says: "answer: puzzle 1: after its 2 move(s)" },
    Triple { problem: "poj1077", name: "answer has too few lines", input: "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8", output: "\nr\n", answer: Some("x\n"), verdict: Fail, says: "answer: puzzle 1: character 1 'x'" },
    Triple { problem: "poj1077", name: "solved: no output at all", input: "1 2 3 4 5 6 7 8 x", output: "", answer: Some("\n"), verdict: Ok_, says: "0 move(s)" },
    Triple { problem: "poj1077", name: "not solved: no output at all", input: SAMPLE, output: "", answer: None, verdict: Wa, says: "the output has 0 line(s)" },
    Triple { problem: "poj1077", name: "vertical tab and form feed around the line", input: SAMPLE, output: "\x0bullddrurdllurdruldr\x0c\n", answer: None, verdict: Ok_, says: "19 move(s)" },
    Triple { problem: "poj1077", name: "a byte-order mark before the input", input: "\u{feff}2 3 4 1 5 x 7 6 8\n", output: SAMPLE_MOVES, answer: None, verdict: Ok_, says: "19 move(s)" },
    // ---- hdu1043: many puzzles ----
    Triple { problem: "hdu1043", name: "many puzzles", input: "1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n", output: "\nunsolvable\nr\n", answer: None, verdict: Ok_, says: "3 puzzle(s), 1 unsolvable, 1 move(s) in all, all fewest" },
    Triple { problem: "hdu1043", name: "a line missing", input: "1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n", output: "unsolvable\nr\n", answer: None, verdict: Wa, says: "puzzle 1: says unsolvable" },
    Triple { problem: "hdu1043", name: "last line missing for a solved board", input: "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n", output: "ullddrurdllurdruldr", answer: None, verdict: Ok_, says: "2 puzzle(s), 0 unsolvable, 19 move(s)" },
    Triple { problem: "hdu1043", name: "last line missing", input: "1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n", output: "\n", answer: None, verdict: Wa, says: "the output has 1 line(s), but the input has 2 puzzle(s)" },
    // ---- acwing179: fewest moves ----
    Triple { problem: "acwing179", name: "fewest, no answer file (own BFS)", input: SAMPLE, output: SAMPLE_MOVES, answer: None, verdict: Ok_, says: "all fewest" },
    Triple { problem: "acwing179", name: "another fewest path", input: SAMPLE, output: "ullddrurdllurdruldr", answer: Some("\n\n"), verdict: Ok_, says: "" },
    Triple { problem: "acwing179", name: "longer than the fewest", input: SAMPLE, output: "ullddrurdllurdruldrlr\n", answer: None, verdict: Wa, says: "21 moves, but the fewest is 19" },
    Triple { problem: "acwing179", name: "answer longer than BFS", input: SAMPLE, output: SAMPLE_MOVES, answer: Some("ullddrurdllurdruldrlr\n"), verdict: Fail, says: "answer: puzzle 1 gives 21, but the fewest moves (BFS) is 19" },
    Triple { problem: "acwing179", name: "capital letter", input: SAMPLE, output: "ULLDDRURDLLURDRULDR\n", answer: None, verdict: Pe, says: "character 1 'U'" },
    Triple { problem: "acwing179", name: "unsolvable", input: "8 6 7 2 5 4 1 x 3", output: "unsolvable", answer: None, verdict: Ok_, says: "1 unsolvable" },
    // ---- luogu1379: the fewest number ----
    Triple { problem: "luogu1379", name: "sample", input: "283104765\n", output: "4\n", answer: Some("4\n"), verdict: Ok_, says: "4 in all the counts" },
    Triple { problem: "luogu1379", name: "no answer file (own BFS)", input: "283104765", output: "4", answer: None, verdict: Ok_, says: "all fewest" },
    Triple { problem: "luogu1379", name: "solved", input: "123804765", output: "0\n", answer: None, verdict: Ok_, says: "" },
    Triple { problem: "luogu1379", name: "wrong count", input: "283104765\n", output: "5\n", answer: Some("4\n"), verdict: Wa, says: "the output says 5, the fewest is 4" },
    Triple { problem: "luogu1379", name: "negative count", input: "283104765\n", output: "-1\n", answer: None, verdict: Wa, says: "says -1" },
    Triple { problem: "luogu1379", name: "huge count", input: "283104765\n", output: "123456789012345678901234567890\n", answer: None, verdict: Wa, says: "the fewest is 4" },
    Triple { problem: "luogu1379", name: "leading zero", input: "283104765\n", output: "04\n", answer: None, verdict: Pe, says: "'04' is not a number as written" },
    Triple { problem: "luogu1379", name: "minus zero", input: "123804765\n", output: "-0\n", answer: None, verdict: Pe, says: "'-0' is not a number as written" },
    Triple { problem: "luogu1379", name: "solved: no output is no count", input: "123804765", output: "", answer: None, verdict: Wa, says: "the output has 0 line(s)" },
    Triple { problem: "luogu1379", name: "not a number", input: "283104765\n", output: "four\n", answer: None, verdict: Pe, says: "'four' is not a number" },
    Triple { problem: "luogu1379", name: "moves instead of a count", input: "283104765\n", output: "ulur\n", answer: None, verdict: Pe, says: "not a number" },
    Triple { problem: "luogu1379", name: "unsolvable input breaks the promise", input: "213804765\n", output: "0\n", answer: None, verdict: Fail, says: "input: puzzle 1 is unsolvable, but luogu1379 promises solvable puzzles" },
    Triple { problem: "luogu1379", name: "digit string too short", input: "28310476\n", output: "4\n", answer: None, verdict: Fail, says: "should be 9 digits" },
    Triple { problem: "luogu1379", name: "answer disagrees with BFS", input: "283104765\n", output: "4\n", answer: Some("5\n"), verdict: Fail, says: "answer: puzzle 1 gives 5, but the fewest moves (BFS) is 4" },
    Triple { problem: "luogu1379", name: "answer is no count", input: "283104765\n", output: "4\n", answer: Some("ulur\n"), verdict: Fail, says: "is no count" },
    // ---- uva10181: at most 50 moves ----
    Triple { problem: "uva10181", name: "sample", input: UVA_SAMPLE, output: "LLLDRDRDR\nThis puzzle is not solvable.\n", answer: None, verdict: Ok_, says: "2 puzzle(s), 1 unsolvable, 9 move(s)" },
    Triple { problem: "uva10181", name: "49 moves are allowed", input: UVA_ONE, output: concat!("LRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLR", "LLLDRDRDR\n"), answer: None, verdict: Ok_, says: "49 move(s)" },
    Triple { problem: "uva10181", name: "solved board", input: SOLVED_UVA, output: "\n", answer: None, verdict: Ok_, says: "" },
    Triple { problem: "uva10181", name: "51 moves are not", input: UVA_ONE, output: concat!("LRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLR", "LLLDRDRDR\n"), answer: None, verdict: Wa, says: "51 moves, more than the 50 allowed" },
    Triple { problem: "uva10181", name: "lower case letters", input: UVA_ONE, output: "lllDRDRDR\n", answer: None, verdict: Pe, says: "character 1 'l' is not a move (expected U D L R)" },
    Triple { problem: "uva10181", name: "unsolvable text without its full stop", input: UVA_SAMPLE, output: "LLLDRDRDR\nThis puzzle is not solvable\n", answer: None, verdict: Pe, says: "puzzle 2: character 1 'T'" },
    Triple { problem: "uva10181", name: "solved: no output at all", input: SOLVED_UVA, output: "", answer: None, verdict: Ok_, says: "0 move(s)" },
    Triple { problem: "uva10181", name: "solvable one called unsolvable", input: UVA_SAMPLE, output: "This puzzle is not solvable.\nThis puzzle is not solvable.\n", answer: None, verdict: Wa, says: "puzzle 1: says unsolvable" },
    Triple { problem: "uva10181", name: "off the board", input: UVA_ONE, output: "LLLL\n", answer: None, verdict: Wa, says: "move 4 'L' takes the blank left off the board" },
    Triple { problem: "uva10181", name: "count says more puzzles than there are", input: "3\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n", output: "\n", answer: None, verdict: Fail, says: "input: the input announces 3 puzzle(s) but holds only 1" },
    Triple { problem: "uva10181", name: "tile out of range", input: "1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n", output: "\n", answer: None, verdict: Fail, says: "'16' is not a tile of the 4×4 board" },
    // ---- korf24: 5×5, fewest moves, the optimum from the answer file ----
    Triple { problem: "korf24", name: "fewest, answer as moves", input: ONE_MOVE_24, output: "R\n", answer: Some("R\n"), verdict: Ok_, says: "all fewest" },
    Triple { problem: "korf24", name: "longer than the answer", input: ONE_MOVE_24, output: "LRR\n", answer: Some("1\n"), verdict: Wa, says: "3 moves, but the fewest is 1" },
    Triple { problem: "korf24", name: "extra line", input: ONE_MOVE_24, output: "R\nR\n", answer: Some("1\n"), verdict: Pe, says: "the output goes on after the 1 puzzle(s)" },
    // ---- korf100: fewest moves, the optimum from the answer file ----
    Triple { problem: "korf100", name: "fewest, answer as moves", input: ONE_MOVE_UVA, output: "R\n", answer: Some("R\n"), verdict: Ok_, says: "all fewest" },
    Triple { problem: "korf100", name: "fewest, answer as a bare length", input: UVA_ONE, output: "LLLDRDRDR\n", answer: Some("9\n"), verdict: Ok_, says: "all fewest" },
    Triple { problem: "korf100", name: "longer than the answer", input: UVA_ONE, output: "LRLLLDRDRDR\n", answer: Some("LLLDRDRDR\n"), verdict: Wa, says: "11 moves, but the fewest is 9" },
    Triple { problem: "korf100", name: "extra line", input: UVA_ONE, output: "LLLDRDRDR\nLLLDRDRDR\n", answer: Some("9\n"), verdict: Pe, says: "the output goes on after the 1 puzzle(s)" },
    Triple { problem: "korf100", name: "output beats the answer", input: UVA_ONE, output: "LLLDRDRDR\n", answer: Some("LRLLLDRDRDR\n"), verdict: Fail, says: "9 valid moves beat the answer file's 11" },
    Triple { problem: "korf100", name: "no answer and no oracle for 4×4", input: UVA_ONE, output: "LLLDRDRDR\n", answer: None, verdict: Fail, says: "no answer file gives the optimum of puzzle 1" },
    Triple { problem: "korf100", name: "answer has too few lines", input: UVA_SAMPLE, output: "LLLDRDRDR\nThis puzzle is not solvable.\n", answer: Some("9\n"), verdict: Fail, says: "answer: 1 line(s) for 2 puzzle(s)" },
    Triple { problem: "korf100", name: "unsolvable needs no optimum", input: UVA_SAMPLE, output: "LLLDRDRDR\nThis puzzle is not solvable.\n", answer: Some("9\nThis puzzle is not solvable.\n"), verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "poj2893", name: "sample", input: "3 3\n1 0 3\n4 2 5\n7 8 6\n4 3\n1 2 5\n4 6 9\n11 8 10\n3 7 0\n0 0\n", output: "YES\nNO\n", answer: Some("YES\nNO\n"), verdict: Ok_, says: "2 puzzle(s), 1 unsolvable" },
    Triple { problem: "poj2893", name: "YES for an unsolvable one", input: "2 2\n2 1\n3 0\n0 0\n", output: "YES\n", answer: None, verdict: Wa, says: "says YES, but it is unsolvable (parity)" },
    Triple { problem: "poj2893", name: "NO for a solvable one", input: "2 3\n1 2 3\n4 0 5\n0 0\n", output: "NO\n", answer: None, verdict: Wa, says: "says unsolvable, but it can be solved" },
    Triple { problem: "poj2893", name: "lower case", input: "2 2\n1 2\n3 0\n0 0\n", output: "yes\n", answer: None, verdict: Pe, says: "'yes' is neither YES nor NO" },
    Triple { problem: "poj2893", name: "size out of range", input: "1 3\n1 2 0\n0 0\n", output: "YES\n", answer: None, verdict: Fail, says: "a 1×3 board" },
    Triple { problem: "poj2893", name: "answer file wrong", input: "2 2\n1 2\n3 0\n0 0\n", output: "YES\n", answer: Some("NO\n"), verdict: Fail, says: "answer: puzzle 1: says unsolvable, but parity says solvable" },
    Triple { problem: "poj3240", name: "sample", input: "2\n3 1\n2 0\n", output: "LURD\n", answer: Some("LURD\n"), verdict: Ok_, says: "4 move(s)" },
    Triple { problem: "poj3240", name: "longer is fine", input: "2\n3 1\n2 0\n", output: "LRLURD\n", answer: Some("LURD\n"), verdict: Ok_, says: "6 move(s)" },
    Triple { problem: "poj3240", name: "No Answer! for a solvable one", input: "2\n3 1\n2 0\n", output: "No Answer!\n", answer: None, verdict: Wa, says: "says unsolvable" },
    Triple { problem: "poj3240", name: "not solved", input: "3\n1 2 3\n4 5 6\n7 0 8\n", output: "L\n", answer: None, verdict: Wa, says: "after its 1 move(s)" },
    Triple { problem: "poj3240", name: "unsolvable", input: "2\n2 1\n3 0\n", output: "No Answer!\n", answer: None, verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "poj3240", name: "lower case moves", input: "2\n3 1\n2 0\n", output: "lurd\n", answer: None, verdict: Pe, says: "character 1 'l'" },
    Triple { problem: "poj3240", name: "n too large", input: "11\n", output: "\n", answer: None, verdict: Fail, says: "11×11" },
];

#[test]
fn every_triple_gets_its_verdict() {
    let mut failures = Vec::new();
    for t in triples() {
        let p = problem(t.problem).unwrap();
        let outcome = check(
            p,
            t.input.as_bytes(),
            t.output.as_bytes(),
            t.answer.map(str::as_bytes),
        );
        if outcome.verdict != t.verdict || !outcome.message.contains(t.says) {
            failures.push(format!(
                "{} / {}: expected {:?} saying '{}', got {}",
                t.problem,
                t.name,
                t.verdict,
                t.says,
                outcome.line()
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_problem_reaches_every_verdict() {
    for p in PROBLEMS {
        for v in [Ok_, Wa, Pe, Fail] {
            // Its own triples, or those of a row with the same formats and rule.
            let hit = triples().any(|t| {
                let q = problem(t.problem).unwrap();
                t.verdict == v
                    && (q.id == p.id
                        || (q.input == p.input && q.output == p.output && q.rule == p.rule))
            });
            assert!(hit, "{}: no triple reaches {:?}", p.id, v);
        }
        let own = triples().filter(|t| t.problem == p.id).count();
        assert!(own >= 3, "{} has only {own} triples", p.id);
    }
}

#[test]
fn reports_lengths_and_optima() {
    let p = problem("hdu1043").unwrap();
    let input = b"2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n";
    let out = check(p, input, b"ullddrurdllurdruldrlr\nunsolvable\n", None);
    assert_eq!(out.verdict, Ok_);
    assert_eq!(out.puzzles.len(), 2);
    assert_eq!(out.puzzles[0].length, Some(21));
    assert_eq!(out.puzzles[0].optimum, Some(19));
    assert!(!out.puzzles[1].solvable);
    assert_eq!(out.puzzles[1].length, None);
    // Valid moves rejected only for their length still report it (the judge's mean moves).
    let p = problem("acwing179").unwrap();
    let out = check(p, SAMPLE.as_bytes(), b"ullddrurdllurdruldrlr\n", None);
    assert_eq!(out.verdict, Wa);
    assert_eq!(out.puzzles[0].length, Some(21));
    let out = check(p, SAMPLE.as_bytes(), b"ulll\n", None);
    assert_eq!(out.puzzles[0].length, None);
}

#[test]
fn ten_million_moves_replay_to_ok() {
    // The blank shuttles left and right 5,000,000 times on a solved board, then stays put.
    let p = problem("poj1077").unwrap();
    let mut output = b"lr".repeat(5_000_000);
    output.push(b'\n');
    let out = check(p, b"1 2 3 4 5 6 7 8 x", &output, None);
    assert_eq!(out.verdict, Ok_, "{}", out.line());
    assert_eq!(out.puzzles[0].length, Some(10_000_000));
}

#[test]
fn big_boards_and_ten_million_moves_in_linear_time() {
    // POJ 3240 at 10×10: 10,000,000 shuttling moves, then the one move that solves the board.
    let p = problem("poj3240").unwrap();
    let mut input = String::from("10\n");
    let mut cells: Vec<u32> = (1..100).chain(Some(0)).collect();
    cells.swap(98, 99);
    input.extend(cells.iter().map(|t| format!("{t} ")));
    let mut output = b"LR".repeat(5_000_000);
    output.extend_from_slice(b"R\n");
    let out = check(p, input.as_bytes(), &output, None);
    assert_eq!(out.verdict, Ok_, "{}", out.line());
    assert_eq!(out.puzzles[0].length, Some(10_000_001));
    // POJ 2893 at 999×999, both answers.
    let p = problem("poj2893").unwrap();
    let goal: Vec<String> = (1..999 * 999)
        .chain(Some(0))
        .map(|t| t.to_string())
        .collect();
    let board = goal.join(" ");
    let mut swapped = goal.clone();
    swapped.swap(0, 1);
    let input = format!("999 999\n{board}\n999 999\n{}\n0 0\n", swapped.join(" "));
    let out = check(p, input.as_bytes(), b"YES\nNO\n", None);
    assert_eq!(out.verdict, Ok_, "{}", out.line());
    assert_eq!(check(p, input.as_bytes(), b"YES\nYES\n", None).verdict, Wa);
}

#[test]
fn a_hundred_million_character_line_is_judged() {
    let p = problem("poj1077").unwrap();
    let mut output = vec![b'u'; 100_000_000];
    let out = check(p, SAMPLE.as_bytes(), &output, None);
    assert_eq!(out.verdict, Wa, "{}", out.line());
    assert!(out.message.contains("move 2 'u'"), "{}", out.line());
    output[99_999_999] = b'#';
    assert_eq!(check(p, SAMPLE.as_bytes(), &output, None).verdict, Pe);
}

#[test]
fn invalid_utf8_and_binary_junk_never_panic() {
    let mut rng = Rng::new(2024);
    let samples: Vec<&[u8]> = vec![
        SAMPLE.as_bytes(),
        UVA_SAMPLE.as_bytes(),
        b"283104765",
        b"\xff\xfe\x00\x01",
        b"",
    ];
    for round in 0..3000 {
        let p = &PROBLEMS[round % PROBLEMS.len()];
        let mut junk = || -> Vec<u8> {
            let len = rng.below(60) as usize;
            (0..len).map(|_| rng.below(256) as u8).collect()
        };
        let input = if round % 3 == 0 {
            junk()
        } else {
            samples[round % samples.len()].to_vec()
        };
        let output = junk();
        let answer = if round % 3 == 1 { Some(junk()) } else { None };
        let outcome = check(p, &input, &output, answer.as_deref());
        // Junk input is the test's fault: FAIL. A real puzzle (none of them solved) answered
        // with random bytes is never accepted.
        if npuzzle::input::parse_input(p, &input).is_err() {
            assert_eq!(outcome.verdict, Fail, "{}", outcome.line());
        } else {
            assert_ne!(outcome.verdict, Ok_, "{:?}: {}", output, outcome.line());
        }
    }
    let p = problem("poj1077").unwrap();
    let out = check(p, SAMPLE.as_bytes(), b"ull\xc3\x28ddr\n", None);
    assert_eq!(out.verdict, Pe);
    assert!(out.message.contains("\\xc3"), "{}", out.line());
}
