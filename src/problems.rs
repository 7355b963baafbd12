//! The one table of problems. The checker, the judge and the case generator read it; a judge
//! that shares a format with an existing row is a new row here, a folder of cases and (if it needs
//! its own files) a folder of solutions — nothing else.

use crate::board::Board;
pub use crate::parts::puzzle::Frame;
use crate::parts::puzzle::{Format, Puzzle};
use std::path::Path;

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
    /// An empty line before each puzzle (UVA 652, LightOJ). Readers skip it as whitespace.
    pub blank_line_before: bool,
    /// Each puzzle is its start, then its own goal (HDU 3567); the row's `goal` is then only
    /// the goal of generated inputs.
    pub goal_given: bool,
}

/// How a puzzle's cells are written, and what is printed for a solvable puzzle: the parts'
/// own types (src/parts/puzzle.rs), so that the table and the solution files share one
/// definition.
pub use crate::parts::puzzle::{Cells as CellFormat, Output as OutputFormat};

/// What makes an answer right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Any sequence of moves that reaches the goal.
    AnyValid,
    /// A fewest-move sequence (or, for `Count`, the fewest number).
    Optimal,
    /// Any sequence of at most this many moves.
    AtMost(u64),
    /// The shortest, and among the shortest the least string in the byte order of the row's
    /// letters: one exact answer (HDU 3567, LightOJ).
    Least,
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
    /// When the fewest moves are more than this many, this line is the answer instead (e-olymp
    /// 3669's `TOO LONG`; LightOJ's unsolvable line past 35).
    pub over: Option<(u32, &'static str)>,
    /// The input promises every puzzle's fewest moves are at most this many (AOJ ALDS1_13_C's
    /// 45): generated boards stay within it.
    pub promised: Option<u32>,
    /// What surrounds each answer: `Case k: `, a `YES` line, an empty line between answers.
    pub frame: Frame,
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
        blank_line_before: false,
        goal_given: false,
    },
    output: OutputFormat::Moves { letters: *b"udlr" },
    unsolvable: Some("unsolvable"),
    over: None,
    promised: None,
    frame: Frame::PLAIN,
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
        blank_line_before: false,
        goal_given: false,
    },
    output: OutputFormat::Moves { letters: *b"UDLR" },
    unsolvable: Some("This puzzle is not solvable."),
    over: None,
    promised: None,
    frame: Frame::PLAIN,
    rule: Rule::AtMost(50),
    time_limit_ms: 3000,
    memory_limit_mb: 256,
    limits_source: "UVa's usual limits (unconfirmed)",
    solutions: "uva10181",
    reference: "idastar",
};

/// AOJ ALDS1_13_B and _C: one board, a line a row, `0` the blank.
const AOJ_INPUT: InputFormat = InputFormat {
    counted: false,
    cells: CellFormat::Tokens { blanks: &["0"] },
    line_per_row: true,
    blank_line_before: false,
    goal_given: false,
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
            blank_line_before: false,
            goal_given: false,
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
        input: AOJ_INPUT,
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
        input: AOJ_INPUT,
        output: OutputFormat::Count,
        unsolvable: None,
        promised: Some(45),
        rule: Rule::Optimal,
        time_limit_ms: 1000,
        memory_limit_mb: 256,
        limits_source: "copies of the AOJ statement (openjudges): 1 s, 256 MiB",
        solutions: "aoj-alds1-13-c",
        reference: "pdb",
        ..UVA10181
    },
    Problem {
        id: "eolymp3669",
        judges: "e-olymp 3669 \"Fifteen Puzzle\" (fewest moves; TOO LONG past 45)",
        input: InputFormat {
            counted: false,
            cells: CellFormat::Tokens { blanks: &["0"] },
            line_per_row: true,
            blank_line_before: false,
            goal_given: false,
        },
        unsolvable: Some("NO SOLUTION"),
        over: Some((45, "TOO LONG")),
        rule: Rule::Optimal,
        time_limit_ms: 1000,
        memory_limit_mb: 128,
        limits_source: "e-olymp's usual limits (unconfirmed)",
        solutions: "eolymp3669",
        reference: "pdb",
        ..UVA10181
    },
    Problem {
        id: "mipt091",
        judges: "acm.mipt.ru 091 \"15-Puzzle\" (YES and any moves, fewer than 1,000; or NO)",
        input: InputFormat {
            counted: false,
            cells: CellFormat::Tokens { blanks: &["0"] },
            line_per_row: false,
            blank_line_before: false,
            goal_given: false,
        },
        output: OutputFormat::Moves { letters: *b"udlr" },
        unsolvable: Some("NO"),
        frame: Frame {
            before: "",
            solvable: "YES\n",
            between: "",
        },
        rule: Rule::AtMost(999),
        time_limit_ms: 5000,
        memory_limit_mb: 32,
        limits_source: "acm.mipt.ru 091 statement (5 s, 33,000 KB)",
        solutions: "mipt091",
        reference: "pdb",
        ..UVA10181
    },
    Problem {
        id: "uva652",
        judges: "UVA 652 \"Eight\" (N puzzles, an empty line between answers; any valid)",
        input: InputFormat {
            counted: true,
            cells: CellFormat::Tokens {
                blanks: &["x", "X", "0"],
            },
            line_per_row: false,
            blank_line_before: true,
            goal_given: false,
        },
        frame: Frame {
            before: "",
            solvable: "",
            between: "\n",
        },
        time_limit_ms: 3000,
        limits_source: "UVa's usual limits (unconfirmed)",
        solutions: "uva652",
        reference: "table",
        ..POJ1077
    },
    Problem {
        id: "lightoj-15-puzzle",
        judges: "LightOJ \"15-Puzzle\" (Case k: the least of the shortest; not solvable past 35)",
        input: InputFormat {
            counted: true,
            cells: CellFormat::Tokens { blanks: &["0"] },
            line_per_row: true,
            blank_line_before: true,
            goal_given: false,
        },
        over: Some((35, "This puzzle is not solvable.")),
        frame: Frame {
            before: "Case #: ",
            solvable: "",
            between: "",
        },
        rule: Rule::Least,
        time_limit_ms: 2000,
        memory_limit_mb: 64,
        limits_source: "ours: LightOJ's limits unconfirmed",
        solutions: "lightoj-15-puzzle",
        reference: "pdb",
        ..UVA10181
    },
    Problem {
        id: "leetcode773",
        judges: "LeetCode 773 \"Sliding Puzzle\" (a function; the fewest number of moves, -1)",
        width: 3,
        height: 2,
        goal: &[1, 2, 3, 4, 5, 0],
        input: InputFormat {
            counted: false,
            cells: CellFormat::Nested,
            line_per_row: false,
            blank_line_before: false,
            goal_given: false,
        },
        output: OutputFormat::Count,
        unsolvable: Some("-1"),
        rule: Rule::Optimal,
        limits_source: "ours: LeetCode publishes none",
        solutions: "leetcode773",
        reference: "bfs",
        ..POJ1077
    },
    Problem {
        id: "hdu3567",
        judges:
            "HDU 3567 \"Eight II\" (any goal; Case k: d, then the least of the shortest strings)",
        input: InputFormat {
            counted: true,
            cells: CellFormat::Chars {
                tiles: "12345678",
                blank: b'X',
            },
            line_per_row: false,
            blank_line_before: false,
            goal_given: true,
        },
        unsolvable: None,
        frame: Frame {
            before: "Case #: ",
            solvable: "%\n",
            between: "",
        },
        rule: Rule::Least,
        time_limit_ms: 1000,
        memory_limit_mb: 64,
        limits_source: "HDU 3567 as remembered: 2000/1000 MS, 65536 K (unconfirmed)",
        solutions: "hdu3567",
        reference: "table",
        ..POJ1077
    },
    Problem {
        id: "kattis-npuzzle",
        judges: "Kattis npuzzle \"N-puzzle\" (also DMOJ; COCI 2006/07 #3: the scatter, exact)",
        input: InputFormat {
            counted: false,
            cells: CellFormat::Chars {
                tiles: "ABCDEFGHIJKLMNO",
                blank: b'.',
            },
            line_per_row: true,
            blank_line_before: false,
            goal_given: false,
        },
        output: OutputFormat::Scatter,
        unsolvable: None,
        rule: Rule::AnyValid,
        time_limit_ms: 1000,
        memory_limit_mb: 1024,
        limits_source: "Kattis's usual limits (unconfirmed)",
        solutions: "kattis-npuzzle",
        reference: "scatter",
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
            blank_line_before: false,
            goal_given: false,
        },
        output: OutputFormat::Verdict { yes: "YES" },
        unsolvable: Some("NO"),
        over: None,
        promised: None,
        frame: Frame::PLAIN,
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
            blank_line_before: false,
            goal_given: false,
        },
        output: OutputFormat::Moves { letters: *b"UDLR" },
        unsolvable: Some("No Answer!"),
        over: None,
        promised: None,
        frame: Frame::PLAIN,
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

/// The name of the folder a path stands for, which names its problem (`cases/<id>/…`) or its
/// folder of solutions (`solutions/<folder>/…`): the path itself when it is a folder, else the
/// folder holding it, resolved so that `.`, `..` and a bare file name work.
pub fn folder_name(path: &Path) -> Option<String> {
    let dir = if path.is_dir() { path } else { path.parent()? };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let resolved = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    resolved
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
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

    /// The line a program prints for an unsolvable puzzle: the row's text, or `-1` where the
    /// judge promises solvable puzzles only (Luogu P1379's files print `-1` all the same).
    pub const fn unsolvable_line(&self) -> &'static str {
        match self.unsolvable {
            Some(text) => text,
            None => "-1",
        }
    }

    /// Whether this problem asks for the fewest moves.
    pub fn wants_optimal(&self) -> bool {
        matches!(self.rule, Rule::Optimal | Rule::Least)
    }

    /// A short description of the rule for tables and messages.
    pub fn rule_text(&self) -> String {
        match (self.output, self.rule) {
            (OutputFormat::Count, _) => "the fewest number of moves".to_string(),
            (OutputFormat::Verdict { yes }, _) => format!("{yes} when solvable, exact"),
            (OutputFormat::Scatter, _) => "the scatter, exact".to_string(),
            (_, Rule::AnyValid) => "any valid moves".to_string(),
            (_, Rule::Optimal) => "fewest moves".to_string(),
            (_, Rule::Least) => "fewest moves, the least string".to_string(),
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
        goal_given: p.input.goal_given,
        cells: p.input.cells,
        output: p.output,
        unsolvable: p.unsolvable_line(),
        over: p.over,
        frame: p.frame,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parity::solvable;

    #[test]
    fn a_path_names_its_folder() {
        let name = |p: &str| folder_name(Path::new(p));
        let poj = Some("poj1077".to_string());
        assert_eq!(name("cases/poj1077"), poj);
        assert_eq!(name("cases/poj1077/01-sample.in"), poj);
        assert_eq!(name("cases/poj1077/../poj1077/01-sample.in"), poj);
        assert_eq!(name("solutions/poj1077/astar.rs"), poj);
        assert_eq!(name("nowhere/x.in"), Some("nowhere".to_string()));
        let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).file_name();
        let checkout = checkout.map(|n| n.to_string_lossy().into_owned());
        assert_eq!(name("Cargo.toml"), checkout);
    }

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
