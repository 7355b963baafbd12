//! The checker's triples for issue 8's rows: every verdict of each, and the new kinds (the
//! bound's line, the frames, the least string).

use super::Triple;
use npuzzle::check::Verdict::{Fail, Ok as Ok_, PresentationError as Pe, WrongAnswer as Wa};

const EIGHT: &str = "2 3 4 1 5 x 7 6 8\n";
const EIGHT_UNSOLVABLE: &str = "2 1 3 4 5 6 7 8 x\n";
const AOJ_B: &str = "1 3 0\n4 2 5\n7 8 6\n";
const AOJ_C: &str = "1 2 3 4\n6 7 8 0\n5 10 11 12\n9 13 14 15\n";
const KORF_46: &str = "0 1 15 6\n9 10 4 3\n14 8 12 11\n5 7 2 13\n";
const MIPT: &str = "1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n";
const UVA652: &str = "2\n\n2 3 4 1 5 x 7 6 8\n\n2 1 3 4 5 6 7 8 x\n";
const UVA652_OUT: &str = "ullddrurdllurdruldr\n\nunsolvable\n";
const LEETCODE: &str = "[[1,2,3],[4,0,5]]\n[[1,2,3],[5,4,0]]\n[[4,1,2],[5,0,3]]\n";
const LIGHTOJ: &str = "2\n\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n\n\
                       13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n";
const HDU_SAMPLE: &str = "2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
/// Two shortest strings of 22 moves: `lurull…` is the least, `ulldrr…` the other.
const HDU_TWO: &str = "1\n12345678X\nX12345678\n";
const KATTIS: &str = "ABCD\nEFGH\nIJKL\nM.NO\n";

#[rustfmt::skip]
pub(super) const TRIPLES: &[Triple] = &[
    // ---- acwing845: the count, -1 when unsolvable ----
    Triple { problem: "acwing845", name: "sample", input: EIGHT, output: "19\n", answer: None, verdict: Ok_, says: "19 in all the counts" },
    Triple { problem: "acwing845", name: "unsolvable", input: EIGHT_UNSOLVABLE, output: "-1\n", answer: None, verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "acwing845", name: "one too few", input: EIGHT, output: "18\n", answer: None, verdict: Wa, says: "the fewest is 19" },
    Triple { problem: "acwing845", name: "no number", input: EIGHT, output: "nineteen\n", answer: None, verdict: Pe, says: "is not a number" },
    Triple { problem: "acwing845", name: "broken input", input: "2 3 4 1 5", answer: None, output: "19\n", verdict: Fail, says: "input:" },
    // ---- aoj-alds1-13-b: the count, always solvable ----
    Triple { problem: "aoj-alds1-13-b", name: "sample", input: AOJ_B, output: "4\n", answer: Some("4\n"), verdict: Ok_, says: "4 in all the counts" },
    Triple { problem: "aoj-alds1-13-b", name: "one too many", input: AOJ_B, output: "5\n", answer: None, verdict: Wa, says: "the fewest is 4" },
    Triple { problem: "aoj-alds1-13-b", name: "words", input: AOJ_B, output: "4 moves\n", answer: None, verdict: Pe, says: "is not a number" },
    Triple { problem: "aoj-alds1-13-b", name: "an unsolvable input", input: "2 1 3\n4 5 6\n7 8 0\n", output: "-1\n", answer: None, verdict: Fail, says: "promises solvable puzzles" },
    // ---- aoj-alds1-13-c: the count on 4×4, from the answer file ----
    Triple { problem: "aoj-alds1-13-c", name: "sample", input: AOJ_C, output: "8\n", answer: Some("8\n"), verdict: Ok_, says: "8 in all the counts" },
    Triple { problem: "aoj-alds1-13-c", name: "one too many", input: AOJ_C, output: "9\n", answer: Some("8\n"), verdict: Wa, says: "the fewest is 8" },
    Triple { problem: "aoj-alds1-13-c", name: "no number", input: AOJ_C, output: "eight\n", answer: Some("8\n"), verdict: Pe, says: "is not a number" },
    Triple { problem: "aoj-alds1-13-c", name: "no answer file", input: AOJ_C, output: "8\n", answer: None, verdict: Fail, says: "no answer file gives the optimum" },
    // ---- eolymp3669: shortest moves, NO SOLUTION, TOO LONG past 45 (decided by the checker) ----
    Triple { problem: "eolymp3669", name: "eight moves", input: AOJ_C, output: "LLLDDRRR\n", answer: None, verdict: Ok_, says: "8 move(s)" },
    Triple { problem: "eolymp3669", name: "Korf's 46: too long", input: KORF_46, output: "TOO LONG\n", answer: None, verdict: Ok_, says: "1 puzzle(s)" },
    Triple { problem: "eolymp3669", name: "too long said of 8 moves", input: AOJ_C, output: "TOO LONG\n", answer: None, verdict: Wa, says: "can be solved in 8 moves (at most 45)" },
    Triple { problem: "eolymp3669", name: "moves past 45", input: KORF_46, output: "LLLL\n", answer: None, verdict: Wa, says: "over 45: the answer is 'TOO LONG'" },
    Triple { problem: "eolymp3669", name: "a length for Korf's 46 in the answer", input: KORF_46, output: "TOO LONG\n", answer: Some("46\n"), verdict: Fail, says: "over the bound" },
    Triple { problem: "eolymp3669", name: "no move letter", input: AOJ_C, output: "LLLDDRRX\n", answer: None, verdict: Pe, says: "is not a move" },
    // ---- mipt091: YES and the moves, or NO ----
    Triple { problem: "mipt091", name: "sample", input: MIPT, output: "YES\nrd\n", answer: None, verdict: Ok_, says: "2 move(s)" },
    Triple { problem: "mipt091", name: "NO", input: "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n", output: "NO\n", answer: None, verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "mipt091", name: "short of the goal", input: MIPT, output: "YES\nr\n", answer: None, verdict: Wa, says: "not the goal" },
    Triple { problem: "mipt091", name: "no YES", input: MIPT, output: "rd\n", answer: None, verdict: Pe, says: "the answer is YES or NO" },
    Triple { problem: "mipt091", name: "broken input", input: "1 2 3\n", output: "NO\n", answer: None, verdict: Fail, says: "input:" },
    // ---- uva652: an empty line between answers ----
    Triple { problem: "uva652", name: "two puzzles", input: UVA652, output: UVA652_OUT, answer: None, verdict: Ok_, says: "19 move(s)" },
    Triple { problem: "uva652", name: "no empty line", input: UVA652, output: "ullddrurdllurdruldr\nunsolvable\n", answer: None, verdict: Pe, says: "an empty line separates the answers" },
    Triple { problem: "uva652", name: "short of the goal", input: UVA652, output: "ul\n\nunsolvable\n", answer: None, verdict: Wa, says: "not the goal" },
    Triple { problem: "uva652", name: "count and puzzles differ", input: "3\n\n2 3 4 1 5 x 7 6 8\n", output: UVA652_OUT, answer: None, verdict: Fail, says: "input:" },
    // ---- lightoj-15-puzzle: Case k, the least of the shortest, not solvable past 35 ----
    Triple { problem: "lightoj-15-puzzle", name: "sample boards", input: LIGHTOJ, output: "Case 1: LLLDRDRDR\nCase 2: This puzzle is not solvable.\n", answer: None, verdict: Ok_, says: "9 move(s)" },
    Triple { problem: "lightoj-15-puzzle", name: "no blank after the colon", input: LIGHTOJ, output: "Case 1:LLLDRDRDR\nCase 2:This puzzle is not solvable.\n", answer: None, verdict: Ok_, says: "9 move(s)" },
    Triple { problem: "lightoj-15-puzzle", name: "a wrong-case letter", input: LIGHTOJ, output: "Case 1: LLLDRDRDr\nCase 2: This puzzle is not solvable.\n", answer: None, verdict: Pe, says: "character 9 'r' is not a move" },
    Triple { problem: "lightoj-15-puzzle", name: "shortest, not least", input: LIGHTOJ, output: "Case 1: LLLDRRDDR\nCase 2: This puzzle is not solvable.\n", answer: None, verdict: Wa, says: "move 6 is 'R', but the least of the shortest strings (9 moves) has 'D' there" },
    Triple { problem: "lightoj-15-puzzle", name: "past 35 is not solvable", input: "1\n\n0 1 15 6\n9 10 4 3\n14 8 12 11\n5 7 2 13\n", output: "Case 1: This puzzle is not solvable.\n", answer: None, verdict: Ok_, says: "1 puzzle(s)" },
    Triple { problem: "lightoj-15-puzzle", name: "wrong case number", input: LIGHTOJ, output: "Case 1: LLLDRDRDR\nCase 3: This puzzle is not solvable.\n", answer: None, verdict: Pe, says: "should open with 'Case 2:'" },
    Triple { problem: "lightoj-15-puzzle", name: "the answer file's length is not the optimum", input: LIGHTOJ, output: "Case 1: LLLDRDRDR\nCase 2: This puzzle is not solvable.\n", answer: Some("Case 1: 10\nCase 2: This puzzle is not solvable.\n"), verdict: Fail, says: "answer: puzzle 1 gives 10" },
    // ---- leetcode773: the count, -1 when unsolvable, boards written [[1,2,3],[4,0,5]] ----
    Triple { problem: "leetcode773", name: "samples", input: LEETCODE, output: "1\n-1\n5\n", answer: Some("1\n-1\n5\n"), verdict: Ok_, says: "1 unsolvable" },
    Triple { problem: "leetcode773", name: "one too many", input: LEETCODE, output: "1\n-1\n6\n", answer: None, verdict: Wa, says: "the fewest is 5" },
    Triple { problem: "leetcode773", name: "a count for the unsolvable one", input: LEETCODE, output: "1\n3\n5\n", answer: None, verdict: Wa, says: "unsolvable (parity)" },
    Triple { problem: "leetcode773", name: "no number", input: LEETCODE, output: "1\n-1\nfive\n", answer: None, verdict: Pe, says: "is not a number" },
    Triple { problem: "leetcode773", name: "a row too short", input: "[[1,2,3],[4,0]]\n", output: "1\n", answer: None, verdict: Fail, says: "']' where ',' belongs" },
    // ---- hdu3567: Case k: d, then the least of the shortest strings, each puzzle its own goal ----
    Triple { problem: "hdu3567", name: "sample", input: HDU_SAMPLE, output: "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n", answer: None, verdict: Ok_, says: "10 move(s)" },
    Triple { problem: "hdu3567", name: "least of two", input: HDU_TWO, output: "Case 1: 22\nlurulldrrulddluurrdllu\n", answer: Some("Case 1: 22\nulldrruulddlurrdllurul\n"), verdict: Ok_, says: "22 move(s)" },
    Triple { problem: "hdu3567", name: "shortest, not least", input: HDU_TWO, output: "Case 1: 22\nulldrruulddlurrdllurul\n", answer: None, verdict: Wa, says: "move 1 is 'u', but the least of the shortest strings (22 moves) has 'l' there" },
    Triple { problem: "hdu3567", name: "a count that is not the moves'", input: HDU_TWO, output: "Case 1: 21\nlurulldrrulddluurrdllu\n", answer: None, verdict: Wa, says: "says 21 moves, but line 2 has 22" },
    Triple { problem: "hdu3567", name: "no count", input: HDU_TWO, output: "Case 1: lurulldrrulddluurrdllu\n", answer: None, verdict: Pe, says: "the answer opens with the number of moves" },
    // docs/judge.md: a leading zero and a wrong-case letter are PE, on every row (issue 39).
    Triple { problem: "hdu3567", name: "a count with a leading zero", input: HDU_TWO, output: "Case 1: 022\nlurulldrrulddluurrdllu\n", answer: None, verdict: Pe, says: "'022' is not a number as written" },
    Triple { problem: "hdu3567", name: "a wrong-case letter", input: HDU_TWO, output: "Case 1: 22\nLurulldrrulddluurrdllu\n", answer: None, verdict: Pe, says: "character 1 'L' is not a move" },
    Triple { problem: "hdu3567", name: "no goal", input: "1\n12345678X\n", output: "Case 1: 0\n\n", answer: None, verdict: Fail, says: "puzzle 1 has no goal" },
    // ---- kattis-npuzzle: the scatter, recomputed (the answer file is not trusted) ----
    Triple { problem: "kattis-npuzzle", name: "sample 1", input: KATTIS, output: "2\n", answer: Some("5\n"), verdict: Ok_, says: "2 in all the scatters" },
    Triple { problem: "kattis-npuzzle", name: "an unsolvable board has one too", input: "BACD\nEFGH\nIJKL\nMNO.\n", output: "2\n", answer: None, verdict: Ok_, says: "0 unsolvable" },
    Triple { problem: "kattis-npuzzle", name: "one too many", input: KATTIS, output: "3\n", answer: None, verdict: Wa, says: "the scatter is 2" },
    Triple { problem: "kattis-npuzzle", name: "words", input: KATTIS, output: "two\n", answer: None, verdict: Pe, says: "is not a number" },
    Triple { problem: "kattis-npuzzle", name: "a letter past O", input: "ABCD\nEFGH\nIJKL\nMNOP\n", output: "2\n", answer: None, verdict: Fail, says: "'P' is no tile" },
];
