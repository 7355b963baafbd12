//! Per row of the table, how its hardest input is made (`inputs`), what it is in words, and
//! what is assumed where the judge's statement is silent.

/// How a row's hardest input is made.
#[derive(Clone, Copy, Debug)]
pub enum Make {
    /// The boards at the greatest distance from the row's 3×3 goal (at most 4), and one
    /// unsolvable board where the row has an answer for one; one board a run.
    Deepest,
    /// One input of `count` puzzles at `depth` moves (exact: the oracle's sizes), `unsolvable`
    /// of them unsolvable.
    Drawn {
        count: usize,
        depth: (u32, u32),
        unsolvable: usize,
    },
    /// Every arrangement of the row's board (2×3): its solvable boards and each with two tiles
    /// exchanged, in one input.
    Every,
    /// 15-puzzle boards at exact distances, taken in turn from `distances`: `per_input` a run,
    /// `runs` runs.
    Exact {
        distances: &'static [u32],
        per_input: usize,
        runs: usize,
    },
    /// The 17 80-move positions, one a run.
    Hard80,
    /// Korf's 100 in one input.
    Korf100,
    /// Instance `number` of Korf & Felner's 50 24-puzzles (data/korf24.txt), alone.
    Korf24 { number: usize },
    /// Uniformly random boards of the row's largest size: `per_input` a run (`unsolvable` of
    /// them unsolvable), `runs` runs.
    Random {
        per_input: usize,
        unsolvable: usize,
        runs: usize,
    },
}

/// Per row: how its hardest input is made, what it is, and what was assumed.
pub const PLANS: &[(&str, Make, &str, Option<&str>)] = &[
    (
        "poj1077",
        Make::Deepest,
        "the two 31-move boards and an unsolvable one, one a run",
        None,
    ),
    (
        "acwing179",
        Make::Deepest,
        "the two 31-move boards and an unsolvable one, one a run",
        None,
    ),
    (
        "hdu1043",
        Make::Drawn {
            count: 100_000,
            depth: (27, 31),
            unsolvable: 10_000,
        },
        "100,000 puzzles at 27–31 moves, 10,000 of them unsolvable, in one input",
        Some("HDU 1043 gives no count of puzzles: 100,000 (1.9 MB) assumed"),
    ),
    (
        "luogu1379",
        Make::Deepest,
        "the deepest boards for its goal (30 moves), one a run",
        None,
    ),
    (
        "uva10181",
        Make::Exact {
            distances: &[45],
            per_input: 100,
            runs: 1,
        },
        "100 boards at exactly 45 moves (the judge's own answers need ≤ 45) in one input",
        Some("UVA 10181 gives no most boards: 100 assumed"),
    ),
    (
        "korf100",
        Make::Korf100,
        "Korf's 100 (41–66 moves) in one input",
        None,
    ),
    (
        "korf24",
        Make::Korf24 { number: 40 },
        "the easiest of Korf & Felner's 50 by the paper's nodes but one (#40, 82 moves), alone",
        Some("a benchmark: its boards are scripts/bench-korf24's, hours in all"),
    ),
    (
        "acwing845",
        Make::Deepest,
        "the two 31-move boards and an unsolvable one, one a run",
        None,
    ),
    (
        "aoj-alds1-13-b",
        Make::Deepest,
        "the two 31-move boards, one a run",
        None,
    ),
    (
        "aoj-alds1-13-c",
        Make::Exact {
            distances: &[45],
            per_input: 1,
            runs: 10,
        },
        "10 boards at exactly 45 moves (its promise), one a run",
        None,
    ),
    (
        "eolymp3669",
        Make::Exact {
            distances: &[45, 46, 47],
            per_input: 1,
            runs: 12,
        },
        "12 boards, one a run: 4 at exactly 45 moves, 4 at 46 and 4 at 47 (TOO LONG: the search \
      to 45 runs whole)",
        None,
    ),
    (
        "mipt091",
        Make::Hard80,
        "the 17 80-move positions, one a run",
        None,
    ),
    (
        "uva652",
        Make::Drawn {
            count: 100_000,
            depth: (27, 31),
            unsolvable: 10_000,
        },
        "N = 100,000 puzzles at 27–31 moves, 10,000 of them unsolvable",
        Some("UVA 652 gives no most N: 100,000 (2.1 MB) assumed"),
    ),
    (
        "lightoj-15-puzzle",
        Make::Exact {
            distances: &[35, 37],
            per_input: 100,
            runs: 1,
        },
        "T = 100: 50 boards at exactly 35 moves and 50 at 37 (not solvable: the search to 35 runs \
      whole)",
        None,
    ),
    (
        "leetcode773",
        Make::Every,
        "all 720 arrangements of the 2×3 board (360 solvable) in one \
     input",
        None,
    ),
    (
        "hdu3567",
        Make::Drawn {
            count: 200,
            depth: (27, 31),
            unsolvable: 0,
        },
        "T = 200 pairs 27–31 moves apart, goals' blanks on every cell (all 9 tables built)",
        None,
    ),
    (
        "kattis-npuzzle",
        Make::Random {
            per_input: 1,
            unsolvable: 0,
            runs: 1,
        },
        "one random board (no search: every board is as hard)",
        None,
    ),
    (
        "poj2893",
        Make::Random {
            per_input: 10,
            unsolvable: 5,
            runs: 1,
        },
        "ten 999×999 boards, 5 unsolvable, in one input (70 MB)",
        Some("POJ 2893 gives no count of boards: ten of the largest assumed"),
    ),
    (
        "poj3240",
        Make::Random {
            per_input: 1,
            unsolvable: 0,
            runs: 20,
        },
        "20 random 10×10 boards, one a run",
        Some("POJ 3240: one board an input, uniformly random boards taken as the hardest"),
    ),
];
