//! The one table of problems, which the checker, the judge and the case generator read.
//!
//! A judge that shares a format with an existing row is a new row here, a folder of cases and (if
//! it needs its own files) a folder of solutions — nothing else. The rows' types are in
//! `problems/types.rs`, what each judge takes (and so which twin to submit) in
//! `problems/submit.rs`, the lookups (by id, folder, path) in `problems/lookup.rs`, what the output
//! format means to the tools in `problems/output.rs`.

mod lookup;
mod output;
pub mod submit;
mod types;

pub use lookup::*;
pub use types::*;

/// The most common limit of the judges of this family, where a judge's own is unconfirmed.
const CODE_64K: SourceLimit = SourceLimit {
    bytes: 65_535,
    source: "unconfirmed: 64 KB, the usual limit",
};

/// UVa: "Source code cannot exceed 40K in size", read as the stricter 40,000 bytes.
const UVA_SOURCE: SourceLimit = SourceLimit {
    bytes: 40_000,
    source:
        "unconfirmed: UVa's \"Source code cannot exceed 40K\" is quoted by users, not found in a \
        page of the judge's own (40,000 B, the stricter reading; one 2020 user report, \
        TheOnlineJudge/ojudge#120, speaks of a 10,000 B refusal)",
};

/// POJ: 65,536 bytes, as crawlers of its submit page report.
const POJ_SOURCE: SourceLimit = SourceLimit {
    bytes: 65_536,
    source: "POJ's submit page as third-party crawlers report it: code up to 65,536 B",
};

/// HDU: "not exceed 65536 Bytes".
const HDU_SOURCE: SourceLimit = SourceLimit {
    bytes: 65_536,
    source: "HDU's submit page: the code must \"not exceed 65536 Bytes\"",
};

/// Kattis: the problem package format's default, the problem's own not being published.
const KATTIS_SOURCE: SourceLimit = SourceLimit {
    bytes: 131_072,
    source: "the Kattis problem package format's default limits.code, 128 KiB (the problem's own \
        is not published)",
};

/// A benchmark, not a judge: no file is submitted for it.
const NO_JUDGE: SourceLimit = SourceLimit {
    bytes: u64::MAX,
    source: "none: a benchmark, no judge",
};

const GOAL_3X3: &[u32] = &[1, 2, 3, 4, 5, 6, 7, 8, 0];
const GOAL_LUOGU: &[u32] = &[1, 2, 3, 8, 0, 4, 7, 6, 5];
const GOAL_4X4: &[u32] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
const GOAL_5X5: &[u32] = &[
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0,
];

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
    recommended: "idastar",
    source_limit: POJ_SOURCE,
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
    recommended: "pdb",
    source_limit: UVA_SOURCE,
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
        source_limit: CODE_64K,
        ..POJ1077
    },
    Problem {
        id: "hdu1043",
        judges: "HDU 1043 \"Eight\" (many puzzles a file; also ZOJ 1217)",
        time_limit_ms: 5000,
        memory_limit_mb: 32,
        limits_source: "HDU 1043 statement",
        recommended: "table",
        source_limit: HDU_SOURCE,
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
        recommended: "idastar",
        source_limit: CODE_64K,
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
        recommended: "idastar",
        source_limit: NO_JUDGE,
        ..UVA10181
    },
    Problem {
        id: "korf24",
        judges: "Korf & Felner's 50 random 24-puzzles (2002), 5×5, UVA 10181 format, fewest moves",
        width: 5,
        height: 5,
        goal: GOAL_5X5,
        rule: Rule::Optimal,
        time_limit_ms: 60_000,
        memory_limit_mb: 3072,
        limits_source:
            "ours: a benchmark (scripts/bench-korf24), the cases' easy boards in a minute",
        solutions: "korf24",
        reference: "pdb",
        recommended: "pdb",
        source_limit: NO_JUDGE,
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
        recommended: "table",
        source_limit: CODE_64K,
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
        recommended: "idastar",
        source_limit: CODE_64K,
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
        recommended: "pdb",
        source_limit: CODE_64K,
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
        recommended: "pdb",
        source_limit: CODE_64K,
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
        recommended: "pdb",
        source_limit: CODE_64K,
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
        recommended: "table",
        source_limit: UVA_SOURCE,
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
        recommended: "pdb",
        source_limit: CODE_64K,
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
        recommended: "bfs",
        source_limit: CODE_64K,
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
        recommended: "table",
        source_limit: HDU_SOURCE,
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
        recommended: "scatter",
        source_limit: KATTIS_SOURCE,
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
        recommended: "parity",
        source_limit: POJ_SOURCE,
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
        // POJ takes no Rust: of the C++ twins, the one well within 1 s (beam.cpp, shorter
        // answers, takes ~0.55 s of CPU on a 10×10 here).
        recommended: "construct",
        source_limit: POJ_SOURCE,
    },
];
