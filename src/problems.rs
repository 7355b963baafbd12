//! The one table of problems. The checker, the judge and the case generator read it; a judge
//! that shares a format with an existing row is a new row here, a folder of cases and (if it needs
//! its own files) a folder of solutions — nothing else.

use crate::board::Board;
use crate::parts::puzzle::{self, Format, Puzzle};

/// How the input lays out its puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputFormat {
    /// The input opens with the number of puzzles (UVA 10181); otherwise puzzles follow one
    /// another until the end of input (POJ 1077, HDU 1043).
    pub counted: bool,
    pub cells: CellFormat,
    /// How a generated input is laid out: one line a row (UVA) or one line a puzzle (POJ).
    /// Readers accept either.
    pub line_per_row: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellFormat {
    /// Every cell is a whitespace-separated token, row by row: a tile number (`1`..`n-1`) or one
    /// of `blanks`. Rows and puzzles may be split across lines in any way.
    Tokens { blanks: &'static [&'static str] },
    /// Every puzzle is one token of `W·H` digits, row by row, `blank` being the blank's digit.
    Digits { blank: u8 },
    /// Every puzzle opens with its size — `n` for an n×n board (`square`), else `M N` (rows,
    /// columns) — then its cells as tokens, `0` the blank; the goal is `1 … W·H−1` with the blank
    /// last, at every size up to the row's `width` × `height`. When `terminated`, a size of zero
    /// (`0` or `0 0`) ends the input.
    Sized { square: bool, terminated: bool },
}

/// What the program prints for each puzzle: one line each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputFormat {
    /// A string of move letters for the blank, indexed like `Dir::ALL` (up, down, left, right).
    Moves { letters: [u8; 4] },
    /// The fewest number of moves, in decimal.
    Count,
    /// Whether the puzzle can be solved: `yes`, or the row's `unsolvable` line.
    Verdict { yes: &'static str },
}

/// What makes an answer right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Any sequence of moves that reaches the goal.
    AnyValid,
    /// A fewest-move sequence (or, for `Count`, the fewest number).
    Optimal,
    /// Any sequence of at most this many moves.
    AtMost(u64),
}

#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The id: also the name of the folder under `cases/`.
    pub id: &'static str,
    /// The judges and problems this row stands for.
    pub judges: &'static str,
    pub width: usize,
    pub height: usize,
    /// The goal, row-major, `0` the blank; empty for `CellFormat::Sized` rows, whose goal is
    /// the standard one of each board's size (see [`Problem::goal_for`]).
    pub goal: &'static [u32],
    pub input: InputFormat,
    pub output: OutputFormat,
    /// The line printed for an unsolvable puzzle; `None` when the input promises only solvable
    /// ones (an unsolvable puzzle in the input is then a broken test, FAIL).
    pub unsolvable: Option<&'static str>,
    pub rule: Rule,
    pub time_limit_ms: u64,
    pub memory_limit_mb: u64,
    /// Where the limits come from (the judge's statement, or ours).
    pub limits_source: &'static str,
    /// The folder under `solutions/` that serves this problem.
    pub solutions: &'static str,
    /// The strategy of that folder trusted for reference answers (`judge gen`, the oj script).
    pub reference: &'static str,
}

const GOAL_3X3: &[u32] = &[1, 2, 3, 4, 5, 6, 7, 8, 0];
const GOAL_LUOGU: &[u32] = &[1, 2, 3, 8, 0, 4, 7, 6, 5];
const GOAL_4X4: &[u32] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// POJ 1077 and the judges that share its format; other 3×3 rows start from it.
const POJ1077: Problem = Problem {
    id: "poj1077",
    judges: "POJ 1077 \"Eight\" (also HDU 1043, ZOJ 1217)",
    width: 3,
    height: 3,
    goal: GOAL_3X3,
    input: InputFormat {
        counted: false,
        cells: CellFormat::Tokens {
            blanks: &["x", "X", "0"],
        },
        line_per_row: false,
    },
    output: OutputFormat::Moves { letters: *b"udlr" },
    unsolvable: Some("unsolvable"),
    rule: Rule::AnyValid,
    time_limit_ms: 1000,
    memory_limit_mb: 64,
    limits_source: "POJ 1077 statement",
    solutions: "poj1077",
    reference: "table",
};

/// UVA 10181; Korf's 100 share its format.
const UVA10181: Problem = Problem {
    id: "uva10181",
    judges: "UVA 10181 \"15-Puzzle Problem\"",
    width: 4,
    height: 4,
    goal: GOAL_4X4,
    input: InputFormat {
        counted: true,
        cells: CellFormat::Tokens { blanks: &["0"] },
        line_per_row: true,
    },
    output: OutputFormat::Moves { letters: *b"UDLR" },
    unsolvable: Some("This puzzle is not solvable."),
    rule: Rule::AtMost(50),
    time_limit_ms: 3000,
    memory_limit_mb: 256,
    limits_source: "UVa's usual limits (unconfirmed)",
    solutions: "uva10181",
    reference: "idastar",
};

pub const PROBLEMS: &[Problem] = &[
    POJ1077,
    Problem {
        id: "acwing179",
        judges: "AcWing 179 \"八数码\" (fewest moves)",
        rule: Rule::Optimal,
        limits_source: "AcWing 179 statement",
        ..POJ1077
    },
    Problem {
        id: "hdu1043",
        judges: "HDU 1043 \"Eight\" (many puzzles a file; also ZOJ 1217)",
        time_limit_ms: 5000,
        memory_limit_mb: 32,
        limits_source: "HDU 1043 statement",
        ..POJ1077
    },
    Problem {
        id: "luogu1379",
        judges: "Luogu P1379 \"八数码难题\"",
        goal: GOAL_LUOGU,
        input: InputFormat {
            counted: false,
            cells: CellFormat::Digits { blank: b'0' },
            line_per_row: false,
        },
        output: OutputFormat::Count,
        unsolvable: None,
        rule: Rule::Optimal,
        memory_limit_mb: 128,
        limits_source: "Luogu P1379 (unconfirmed)",
        solutions: "luogu1379",
        reference: "idastar",
        ..POJ1077
    },
    UVA10181,
    Problem {
        id: "korf100",
        judges: "Korf's 100 random 15-puzzles (1985), UVA 10181 format, fewest moves",
        rule: Rule::Optimal,
        time_limit_ms: 10_000,
        memory_limit_mb: 1024,
        limits_source: "ours: the 10 s target for all 100",
        ..UVA10181
    },
    Problem {
        id: "acwing845",
        judges: "AcWing 845 \"八数码\" (the fewest number of moves)",
        output: OutputFormat::Count,
        unsolvable: Some("-1"),
        rule: Rule::Optimal,
        limits_source: "AcWing's usual limits (unconfirmed)",
        solutions: "acwing845",
        reference: "table",
        ..POJ1077
    },
    Problem {
        id: "aoj-alds1-13-b",
        judges: "AOJ ALDS1_13_B \"8 Puzzle\" (the fewest number of moves)",
        input: InputFormat {
            counted: false,
            cells: CellFormat::Tokens { blanks: &["0"] },
            line_per_row: true,
        },
        output: OutputFormat::Count,
        unsolvable: None,
        rule: Rule::Optimal,
        memory_limit_mb: 128,
        limits_source: "AOJ's usual limits (unconfirmed)",
        solutions: "aoj-alds1-13-b",
        reference: "table",
        ..POJ1077
    },
    Problem {
        id: "aoj-alds1-13-c",
        judges: "AOJ ALDS1_13_C \"15 Puzzle\" (the fewest number of moves, promised ≤ 45)",
        input: InputFormat {
            counted: false,
            cells: CellFormat::Tokens { blanks: &["0"] },
            line_per_row: true,
        },
        output: OutputFormat::Count,
        unsolvable: None,
        rule: Rule::Optimal,
        time_limit_ms: 1000,
        memory_limit_mb: 256,
        limits_source: "copies of the AOJ statement (openjudges): 1 s, 256 MiB",
        solutions: "aoj-alds1-13-c",
        reference: "pdb",
        ..UVA10181
    },
    Problem {
        id: "poj2893",
        judges: "POJ 2893 \"M × N Puzzle\" (solvability, up to 999 × 999)",
        width: 999,
        height: 999,
        goal: &[],
        input: InputFormat {
            counted: false,
            cells: CellFormat::Sized {
                square: false,
                terminated: true,
            },
            line_per_row: true,
        },
        output: OutputFormat::Verdict { yes: "YES" },
        unsolvable: Some("NO"),
        rule: Rule::AnyValid,
        time_limit_ms: 4000,
        memory_limit_mb: 128,
        limits_source: "POJ 2893 statement",
        solutions: "poj2893",
        reference: "parity",
    },
    Problem {
        id: "poj3240",
        judges: "POJ 3240 \"Solution to the n²−1 Puzzle\" (n ≤ 10, any valid moves)",
        width: 10,
        height: 10,
        goal: &[],
        input: InputFormat {
            counted: false,
            cells: CellFormat::Sized {
                square: true,
                terminated: false,
            },
            line_per_row: true,
        },
        output: OutputFormat::Moves { letters: *b"UDLR" },
        unsolvable: Some("No Answer!"),
        rule: Rule::AnyValid,
        time_limit_ms: 1000,
        memory_limit_mb: 64,
        limits_source: "ours: POJ 3240's limits unconfirmed",
        solutions: "poj3240",
        reference: "beam",
    },
];

/// The row with this id.
pub fn problem(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// The rows served by a folder of `solutions/`.
pub fn served_by(folder: &str) -> impl Iterator<Item = &'static Problem> + '_ {
    PROBLEMS.iter().filter(move |p| p.solutions == folder)
}

/// Every id, for messages: `poj1077, acwing179, …`.
pub fn ids() -> String {
    PROBLEMS.iter().map(|p| p.id).collect::<Vec<_>>().join(", ")
}

impl Problem {
    pub fn goal_board(&self) -> Board {
        if self.goal.is_empty() {
            return Board::standard_goal(self.width, self.height);
        }
        Board::new(self.width, self.height, self.goal.to_vec())
            .expect("the table's goals are valid")
    }

    /// The goal of `board`: the row's goal, or for a sized row the standard goal of its size.
    pub fn goal_for(&self, board: &Board) -> Board {
        if self.goal.is_empty() {
            Board::standard_goal(board.width, board.height)
        } else {
            self.goal_board()
        }
    }

    /// The reference strategy's file, in the checkout.
    pub fn reference_file(&self) -> std::path::PathBuf {
        crate::checkout::path("solutions")
            .join(self.solutions)
            .join(format!("{}.rs", self.reference))
    }

    /// The judge's name for messages, as the solution files print it: `judges` up to the
    /// problem's quoted title (`POJ 1077`, `Luogu P1379`).
    pub fn short_name(&self) -> &'static str {
        self.judges.split(" \"").next().unwrap_or(self.judges)
    }

    /// Whether this problem asks for the fewest moves.
    pub fn wants_optimal(&self) -> bool {
        self.rule == Rule::Optimal
    }

    /// A short description of the rule for tables and messages.
    pub fn rule_text(&self) -> String {
        match (self.output, self.rule) {
            (OutputFormat::Count, _) => "the fewest number of moves".to_string(),
            (OutputFormat::Verdict { yes }, _) => format!("{yes} when solvable, exact"),
            (_, Rule::AnyValid) => "any valid moves".to_string(),
            (_, Rule::Optimal) => "fewest moves".to_string(),
            (_, Rule::AtMost(n)) => format!("at most {n} moves"),
        }
    }
}

/// The row with this id, as an index of `PROBLEMS`, at compile time: `Row<{ row("poj1077") }>`.
pub const fn row(id: &str) -> usize {
    let mut i = 0;
    while i < PROBLEMS.len() {
        if same(PROBLEMS[i].id.as_bytes(), id.as_bytes()) {
            return i;
        }
        i += 1;
    }
    panic!("no such problem id")
}

/// Whether two byte strings are equal, in a `const` context.
pub(crate) const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The row `PROBLEMS[I]` as a `Puzzle` of the parts (src/parts): the library runs the very code
/// the solution files are assembled from, on the table's formats.
pub struct Row<const I: usize>;

impl<const I: usize> Puzzle for Row<I> {
    const FORMAT: Format = format_of(&PROBLEMS[I]);
}

/// A row's format as the parts know it (the assembler writes the same into each file).
pub const fn format_of(p: &Problem) -> Format {
    Format {
        problem: p.id,
        width: p.width,
        height: p.height,
        goal: p.goal,
        counted: p.input.counted,
        cells: match p.input.cells {
            CellFormat::Tokens { blanks } => puzzle::Cells::Tokens { blanks },
            CellFormat::Digits { blank } => puzzle::Cells::Digits { blank },
            CellFormat::Sized { .. } => panic!("sized rows are served by the big-board parts"),
        },
        output: match p.output {
            OutputFormat::Moves { letters } => puzzle::Output::Moves { letters },
            OutputFormat::Count => puzzle::Output::Count,
            OutputFormat::Verdict { .. } => {
                panic!("verdict rows are served by the big-board parts")
            }
        },
        unsolvable: match p.unsolvable {
            Some(text) => text,
            None => "-1",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parity::solvable;

    #[test]
    fn rows_are_consistent() {
        for (i, p) in PROBLEMS.iter().enumerate() {
            let sized = matches!(p.input.cells, CellFormat::Sized { .. });
            assert_eq!(sized, p.goal.is_empty(), "{}", p.id);
            if !sized {
                assert_eq!(p.goal.len(), p.width * p.height, "{}", p.id);
            }
            assert!(
                PROBLEMS[..i].iter().all(|q| q.id != p.id),
                "duplicate {}",
                p.id
            );
            if let OutputFormat::Moves { letters } = p.output {
                let mut sorted = letters;
                sorted.sort_unstable();
                assert!(sorted.windows(2).all(|w| w[0] != w[1]), "{}", p.id);
            }
            let goal = p.goal_board();
            assert!(solvable(&goal, &goal));
        }
        assert_eq!(problem("luogu1379").unwrap().goal_board().blank, 4);
        assert_eq!(served_by("poj1077").count(), 3);
        assert!(problem("nope").is_none());
    }

    #[test]
    fn every_reference_solution_exists() {
        for p in PROBLEMS {
            let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(p.reference_file());
            assert!(file.is_file(), "{}: no {}", p.id, file.display());
        }
    }
}
