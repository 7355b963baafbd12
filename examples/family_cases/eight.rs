//! The 3×3 and 2×3 judges: AcWing 845, AOJ ALDS1_13_B, LeetCode 773, HDU 3567, UVA 652.

use crate::{rows, swap_two, Case, Solvers, EIGHT_GOAL, EIGHT_HARDEST};
use npuzzle::parts::lex_least;
use npuzzle::study::grid_bfs;

/// Depth bands of the random cases (the 8-puzzle's optima run up to 31).
const BANDS: [(usize, usize); 5] = [(5, 10), (11, 16), (17, 22), (23, 27), (28, 31)];

/// The POJ 1077 / AcWing sample board, 19 moves.
const SAMPLE: [u8; 9] = [2, 3, 4, 1, 5, 0, 7, 6, 8];

/// One line of 9 tokens, `x` the blank.
fn tokens(board: &[u8; 9]) -> String {
    rows(board, 9, "x")
}

/// The extremes and bands shared by the two "count" judges, with their names.
fn count_boards(solvers: &mut Solvers, unsolvable: bool) -> Vec<(String, [u8; 9])> {
    let mut boards = vec![
        ("solved".to_string(), EIGHT_GOAL),
        ("one-move".to_string(), [1, 2, 3, 4, 5, 6, 7, 0, 8]),
        ("hardest-a".to_string(), EIGHT_HARDEST[0]),
        ("hardest-b".to_string(), EIGHT_HARDEST[1]),
    ];
    if unsolvable {
        boards.push(("unsolvable-swap".to_string(), swap_two(&EIGHT_GOAL)));
        boards.push(("unsolvable-deep".to_string(), swap_two(&EIGHT_HARDEST[0])));
    }
    for (low, high) in BANDS {
        boards.push((
            format!("random-depth-{low}-{high}"),
            solvers.eight_in_band(low, high),
        ));
    }
    boards
}

fn count(solvers: &mut Solvers, board: &[u8; 9]) -> String {
    match solvers.eight(board) {
        Some(moves) => format!("{}\n", moves.len()),
        None => "-1\n".to_string(),
    }
}

/// Numbered cases from named boards, after `first` numbered ones.
fn numbered(first: usize, boards: Vec<(String, String, String)>) -> Vec<Case> {
    boards
        .into_iter()
        .enumerate()
        .map(|(k, (name, input, output))| {
            Case::new(&format!("{:02}-{name}", first + k + 1), input, output)
        })
        .collect()
}

pub fn acwing845(solvers: &mut Solvers) -> Vec<Case> {
    let mut cases = vec![Case::new(
        "01-sample",
        tokens(&SAMPLE),
        count(solvers, &SAMPLE),
    )];
    let boards = count_boards(solvers, true);
    let named = boards
        .into_iter()
        .map(|(name, board)| (name, tokens(&board), count(solvers, &board)))
        .collect();
    cases.extend(numbered(1, named));
    cases
}

pub fn aoj_b(solvers: &mut Solvers) -> Vec<Case> {
    let sample = [1, 3, 0, 4, 2, 5, 7, 8, 6];
    let mut cases = vec![Case::new(
        "01-sample",
        rows(&sample, 3, "0"),
        count(solvers, &sample),
    )];
    let boards = count_boards(solvers, false);
    let named = boards
        .into_iter()
        .map(|(name, board)| (name, rows(&board, 3, "0"), count(solvers, &board)))
        .collect();
    cases.extend(numbered(1, named));
    cases
}

/// LeetCode's board syntax, `[[1,2,3],[4,0,5]]`.
fn leetcode_board(board: &[u8; 6]) -> String {
    let row = |r: &[u8]| format!("[{},{},{}]", r[0], r[1], r[2]);
    format!("[{},{}]\n", row(&board[..3]), row(&board[3..]))
}

fn leetcode_answers(boards: &[[u8; 6]]) -> (String, String) {
    let goal = [1, 2, 3, 4, 5, 0];
    let mut input = String::new();
    let mut output = String::new();
    for board in boards {
        input += &leetcode_board(board);
        output += &match grid_bfs::distance(3, 2, board, &goal) {
            Some(d) => format!("{d}\n"),
            None => "-1\n".to_string(),
        };
    }
    (input, output)
}

/// The samples, the solved board, and all 720 arrangements in lexicographic order.
pub fn leetcode773() -> Vec<Case> {
    let samples = [[1, 2, 3, 4, 0, 5], [1, 2, 3, 5, 4, 0], [4, 1, 2, 5, 0, 3]];
    let mut every = Vec::new();
    for code in 0..6u32.pow(6) {
        let board: Vec<u8> = (0..6).map(|i| (code / 6u32.pow(5 - i) % 6) as u8).collect();
        let mut seen = [false; 6];
        if board
            .iter()
            .all(|&t| !std::mem::replace(&mut seen[t as usize], true))
        {
            every.push(<[u8; 6]>::try_from(board).unwrap());
        }
    }
    [
        ("01-samples", &samples[..]),
        ("02-solved", &[[1, 2, 3, 4, 5, 0]][..]),
        ("03-every-board", &every[..]),
    ]
    .into_iter()
    .map(|(name, boards)| {
        let (input, output) = leetcode_answers(boards);
        Case::new(name, input, output)
    })
    .collect()
}

/// HDU 3567's 9-character form, `X` the blank.
fn hdu_board(board: &[u8; 9]) -> String {
    board
        .iter()
        .map(|&t| if t == 0 { 'X' } else { (b'0' + t) as char })
        .collect()
}

fn hdu_case(solvers: &mut Solvers, pairs: &[([u8; 9], [u8; 9])]) -> (String, String) {
    let mut input = format!("{}\n", pairs.len());
    let mut output = String::new();
    for (k, (start, goal)) in pairs.iter().enumerate() {
        input += &format!("{}\n{}\n", hdu_board(start), hdu_board(goal));
        let moves = solvers
            .eight
            .solve(start, goal)
            .expect("HDU 3567 pairs are solvable");
        output += &format!(
            "Case {}: {}\n{}\n",
            k + 1,
            moves.len(),
            String::from_utf8(moves).unwrap()
        );
    }
    (input, output)
}

/// A random board of the same parity class as `goal` (relabelled, it is solvable).
fn random_partner(solvers: &mut Solvers, goal: &[u8; 9], blank: usize) -> [u8; 9] {
    loop {
        let mut start = EIGHT_GOAL;
        solvers.rng.shuffle(&mut start);
        let at = start.iter().position(|&t| t == 0).unwrap();
        start.swap(at, blank);
        if solvers.eight.solve(&start, goal).is_some() {
            return start;
        }
    }
}

/// For each cell of the goal's blank, a goal and one of the boards farthest from it.
fn hdu_hardest(solvers: &mut Solvers) -> Vec<([u8; 9], [u8; 9])> {
    (0..9)
        .map(|blank| {
            let goal = lex_least::canonical_goal(blank);
            let table = lex_least::distance_table(&goal);
            let far = (0..table.len())
                .filter(|&r| table[r] != u8::MAX)
                .max_by_key(|&r| table[r])
                .unwrap();
            let mut goal_shuffled = EIGHT_GOAL;
            solvers.rng.shuffle(&mut goal_shuffled);
            // Rename the canonical pair by a random renaming that fixes the blank.
            let names: Vec<u8> = std::iter::once(0)
                .chain(goal_shuffled.iter().cloned().filter(|&t| t != 0))
                .collect();
            let rename = |board: [u8; 9]| board.map(|t| names[t as usize]);
            (rename(unrank(far)), rename(goal))
        })
        .collect()
}

/// The board of a permutation rank (the inverse of `lex_least::rank`).
fn unrank(mut rank: usize) -> [u8; 9] {
    let mut left: Vec<u8> = (0..9).collect();
    let mut board = [0; 9];
    for (i, cell) in board.iter_mut().enumerate() {
        let size: usize = (1..9 - i).product();
        *cell = left.remove(rank / size);
        rank %= size;
    }
    board
}

pub fn hdu3567(solvers: &mut Solvers) -> Vec<Case> {
    let parse = |text: &str| -> [u8; 9] {
        let cells: Vec<u8> = text
            .bytes()
            .map(|b| if b == b'X' { 0 } else { b - b'0' })
            .collect();
        cells.try_into().unwrap()
    };
    let sample = [
        (parse("12X453786"), parse("12345678X")),
        (parse("564178X23"), parse("7568X4123")),
    ];
    let same: Vec<_> = [0, 4, 7]
        .iter()
        .map(|&b| lex_least::canonical_goal(b))
        .map(|g| (g, g))
        .collect();
    let hardest = hdu_hardest(solvers);
    let mut every_blank = Vec::new();
    for goal_blank in 0..9 {
        for start_blank in 0..9 {
            let mut goal = EIGHT_GOAL;
            solvers.rng.shuffle(&mut goal);
            let at = goal.iter().position(|&t| t == 0).unwrap();
            goal.swap(at, goal_blank);
            every_blank.push((random_partner(solvers, &goal, start_blank), goal));
        }
    }
    let random: Vec<_> = (0..200)
        .map(|_| {
            let mut goal = EIGHT_GOAL;
            solvers.rng.shuffle(&mut goal);
            let blank = solvers.rng.below(9) as usize;
            (random_partner(solvers, &goal, blank), goal)
        })
        .collect();
    let sets = [
        ("01-sample", sample.to_vec()),
        ("02-same-board", same),
        ("03-hardest-each-blank", hardest),
        ("04-every-blank-pair", every_blank),
        ("05-random-200", random),
    ];
    sets.into_iter()
        .map(|(name, pairs)| {
            let (input, output) = hdu_case(solvers, &pairs);
            Case::new(name, input, output)
        })
        .collect()
}

/// UVA 652: `N`, a blank line, the puzzles separated by blank lines; answers likewise.
fn uva_case(solvers: &mut Solvers, boards: &[[u8; 9]]) -> (String, String) {
    let input: Vec<String> = boards.iter().map(tokens).collect();
    let output: Vec<String> = boards
        .iter()
        .map(|board| match solvers.eight(board) {
            Some(moves) => format!("{}\n", String::from_utf8(moves).unwrap()),
            None => "unsolvable\n".to_string(),
        })
        .collect();
    (
        format!("{}\n\n{}", boards.len(), input.join("\n")),
        output.join("\n"),
    )
}

pub fn uva652(solvers: &mut Solvers) -> Vec<Case> {
    let mut mixed = Vec::new();
    for k in 0..40 {
        let (low, high) = BANDS[k % BANDS.len()];
        let board = solvers.eight_in_band(low, high);
        mixed.push(if k % 8 == 3 { swap_two(&board) } else { board });
    }
    let sets = [
        ("01-poj-sample-board", vec![SAMPLE]),
        ("02-solved", vec![EIGHT_GOAL]),
        ("03-unsolvable", vec![swap_two(&EIGHT_GOAL)]),
        ("04-hardest", EIGHT_HARDEST.to_vec()),
        ("05-mixed-40", mixed),
    ];
    sets.into_iter()
        .map(|(name, boards)| {
            let (input, output) = uva_case(solvers, &boards);
            Case::new(name, input, output)
        })
        .collect()
}
