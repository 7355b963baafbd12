//! The 4×4 judges: AOJ ALDS1_13_C, LightOJ 15-Puzzle, e-olymp 3669, mipt 091, Kattis npuzzle.

use crate::{rows, swap_two, Case, Solvers, BY_LETTER, FIFTEEN_GOAL, PLAIN};
use npuzzle::parts::scatter::scatter;

/// Letters of the directions of `board15::step` (left, right, up, down).
const UPPER: [u8; 4] = [b'L', b'R', b'U', b'D'];
const LOWER: [u8; 4] = [b'l', b'r', b'u', b'd'];

fn letters(moves: &[u8], table: [u8; 4]) -> String {
    moves
        .iter()
        .map(|&dir| table[dir as usize] as char)
        .collect()
}

/// The first of Korf's 100 instances with this optimal length.
fn korf(length: usize) -> [u8; 16] {
    npuzzle::data::korf_of_length(length as u32)
        .unwrap_or_else(|| panic!("no Korf instance of length {length}"))
}

const ONE_MOVE: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15];
const AOJ_SAMPLE: [u8; 16] = [1, 2, 3, 4, 6, 7, 8, 0, 5, 10, 11, 12, 9, 13, 14, 15];

/// Random bands of optimal lengths for the optimal judges.
const BANDS: [(usize, usize); 4] = [(5, 12), (13, 20), (21, 28), (29, 36)];

/// The boards of an optimal 4×4 judge with at most 45 moves: the named extremes and the bands.
fn optimal_boards(solvers: &mut Solvers) -> Vec<(String, [u8; 16])> {
    let mut boards = vec![
        ("eight-moves".to_string(), AOJ_SAMPLE),
        ("solved".to_string(), FIFTEEN_GOAL),
        ("one-move".to_string(), ONE_MOVE),
    ];
    for length in [41, 42, 44, 45] {
        boards.push((format!("korf-{length}"), korf(length)));
    }
    for (low, high) in BANDS {
        let (board, _) = solvers.fifteen_in_band(low, high, PLAIN);
        boards.push((format!("random-depth-{low}-{high}"), board));
    }
    boards
}

fn numbered(boards: Vec<(String, String, String)>) -> Vec<Case> {
    boards
        .into_iter()
        .enumerate()
        .map(|(k, (name, input, output))| Case::new(&format!("{:02}-{name}", k + 1), input, output))
        .collect()
}

pub fn aoj_c(solvers: &mut Solvers) -> Vec<Case> {
    let mut boards = optimal_boards(solvers);
    boards[0].0 = "sample".to_string();
    let named = boards
        .into_iter()
        .map(|(name, board)| {
            let moves = solvers
                .fifteen(&board, PLAIN, Some(45))
                .expect("AOJ promises <= 45");
            (name, rows(&board, 4, "0"), format!("{}\n", moves.len()))
        })
        .collect();
    numbered(named)
}

pub fn eolymp(solvers: &mut Solvers) -> Vec<Case> {
    let mut boards = optimal_boards(solvers);
    boards.push(("unsolvable".to_string(), swap_two(&FIFTEEN_GOAL)));
    boards.push(("too-long-46".to_string(), korf(46)));
    boards.push(("too-long-66".to_string(), korf(66)));
    let named = boards
        .into_iter()
        .map(|(name, board)| {
            let answer = if !npuzzle::study::fifteen::solvable(&board) {
                "NO SOLUTION".to_string()
            } else {
                match solvers.fifteen(&board, PLAIN, Some(45)) {
                    Some(moves) => letters(&moves, UPPER),
                    None => "TOO LONG".to_string(),
                }
            };
            (name, rows(&board, 4, "0"), answer + "\n")
        })
        .collect();
    numbered(named)
}

/// LightOJ: `T`, then each case a blank line and 4 lines; `Case k: ` and the least shortest
/// `D L R U` string, or the sentence when unsolvable or over 35 moves.
fn lightoj_case(solvers: &Solvers, boards: &[[u8; 16]]) -> (String, String) {
    let mut input = format!("{}\n", boards.len());
    let mut output = String::new();
    for (k, board) in boards.iter().enumerate() {
        input += &format!("\n{}", rows(board, 4, "0"));
        let answer = match solvers.fifteen(board, BY_LETTER, Some(35)) {
            Some(moves) => letters(&moves, UPPER),
            None => "This puzzle is not solvable.".to_string(),
        };
        output += &format!("Case {}: {answer}\n", k + 1);
    }
    (input, output)
}

pub fn lightoj(solvers: &mut Solvers) -> Vec<Case> {
    let one_move = vec![
        ONE_MOVE,
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12],
    ];
    let unsolvable = vec![
        swap_two(&FIFTEEN_GOAL),
        swap_two(&ONE_MOVE),
        swap_two(&AOJ_SAMPLE),
    ];
    let over = vec![korf(41), korf(45), korf(66)];
    let mut bound = Vec::new();
    for length in [35, 35, 36, 36] {
        bound.push(solvers.fifteen_in_band(length, length, BY_LETTER).0);
    }
    let mut random = Vec::new();
    for k in 0..100 {
        let (low, high) = [(1, 10), (11, 20), (21, 30), (31, 40)][k % 4];
        random.push(solvers.fifteen_in_band(low, high, BY_LETTER).0);
    }
    // LightOJ's sample (the statement's copy is cut short after "2 2 3 4 0 1 5"): by all
    // appearances UVA 10181's two boards.
    let sample = vec![
        [2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15],
        [13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14],
    ];
    let sets = [
        ("01-uva-sample-boards", sample),
        ("02-one-move", one_move),
        ("03-unsolvable", unsolvable),
        ("04-over-35", over),
        ("05-bound-35-36", bound),
        ("06-random-100", random),
    ];
    sets.into_iter()
        .map(|(name, boards)| {
            let (input, output) = lightoj_case(solvers, &boards);
            Case::new(name, input, output)
        })
        .collect()
}

pub fn mipt(solvers: &mut Solvers) -> Vec<Case> {
    let sample = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 13, 14, 15, 12];
    let mut boards = vec![
        ("sample".to_string(), sample),
        ("solved".to_string(), FIFTEEN_GOAL),
        ("unsolvable".to_string(), swap_two(&FIFTEEN_GOAL)),
        ("korf-66".to_string(), korf(66)),
    ];
    for (low, high) in BANDS {
        boards.push((
            format!("random-depth-{low}-{high}"),
            solvers.fifteen_in_band(low, high, PLAIN).0,
        ));
    }
    let named = boards
        .into_iter()
        .map(|(name, board)| {
            let answer = match solvers.fifteen(&board, PLAIN, None) {
                Some(moves) => format!("YES\n{}\n", letters(&moves, LOWER)),
                None => "NO\n".to_string(),
            };
            (name, rows(&board, 16, "0"), answer)
        })
        .collect();
    numbered(named)
}

/// Kattis npuzzle's goal as tiles (`A`+k is tile k+1, `.` the blank).
const GOAL_TILES: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// Kattis npuzzle: 4 lines of 4 characters, `.` the blank; the answer is the scatter.
pub fn kattis(solvers: &mut Solvers) -> Vec<Case> {
    let mut boards = vec![
        ("sample-1", *b"ABCDEFGHIJKLM.NO"),
        ("sample-2", *b".BCDEAGHIJFLMNOK"),
        ("solved", *b"ABCDEFGHIJKLMNO."),
        ("reversed", *b".ONMLKJIHGFEDCBA"),
    ];
    for name in ["random-a", "random-b", "random-c", "random-d"] {
        let mut board = *b"ABCDEFGHIJKLMNO.";
        solvers.rng.shuffle(&mut board);
        boards.push((name, board));
    }
    let named = boards
        .into_iter()
        .map(|(name, board)| {
            let input: String = board
                .chunks(4)
                .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
                .collect();
            let tiles: Vec<u8> = board
                .iter()
                .map(|&b| if b == b'.' { 0 } else { b - b'A' + 1 })
                .collect();
            let answer = scatter(&tiles, &GOAL_TILES, 4);
            (name.to_string(), input, format!("{answer}\n"))
        })
        .collect();
    numbered(named)
}
