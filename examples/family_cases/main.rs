//! Writes the cases of issue 8's ten judges, `cases/<id>/NN-name.in` + `.out`, each input in
//! that judge's own format and each answer computed by the parts (`npuzzle::parts`); the same
//! seed always writes the same files. `tests/family_cases.rs` checks every answer again by an
//! independent method.
//!
//! ```sh
//! cargo run --release --example family_cases -- [--out DIR] [--force]
//! ```
//! `--out` defaults to `cases`; existing files are never replaced without `--force`.

mod eight;
mod fifteen;

use npuzzle::parts::{board15, lex_least, pdb15};
use npuzzle::rng::Rng;
use npuzzle::study::fifteen as fifteen15;
use std::path::PathBuf;

/// One case: its file name without extension, the input, the reference answer.
pub struct Case {
    pub name: String,
    pub input: String,
    pub output: String,
}

impl Case {
    pub fn new(name: &str, input: String, output: String) -> Case {
        Case {
            name: name.to_string(),
            input,
            output,
        }
    }
}

/// The parts every judge's answers come from, tables built once.
pub struct Solvers {
    pub eight: lex_least::EightLex,
    pub pdb: pdb15::Heuristic,
    pub rng: Rng,
}

pub const EIGHT_GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
pub const FIFTEEN_GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
/// The two 3×3 boards 31 moves from the goal.
pub const EIGHT_HARDEST: [[u8; 9]; 2] = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];

/// The 4×4 directions of `board15::step` (left, right, up, down) in the order of the letters
/// `D L R U`, and in the plain order.
pub const BY_LETTER: [usize; 4] = [3, 0, 1, 2];
pub const PLAIN: [usize; 4] = [0, 1, 2, 3];

impl Solvers {
    /// The least shortest `d l r u` string from a 3×3 board to the standard goal.
    pub fn eight(&mut self, board: &[u8; 9]) -> Option<Vec<u8>> {
        self.eight.solve(board, &EIGHT_GOAL)
    }

    /// A shortest 4×4 solution (directions of `board15::step`) first in `order`, if one of at
    /// most `cap` moves exists.
    pub fn fifteen(
        &self,
        board: &[u8; 16],
        order: [usize; 4],
        cap: Option<u32>,
    ) -> Option<Vec<u8>> {
        if !fifteen15::solvable(board) {
            return None;
        }
        fifteen15::idastar(board, &self.pdb, order, cap).0
    }

    /// A random solvable 3×3 board whose optimum lies in `low..=high`.
    pub fn eight_in_band(&mut self, low: usize, high: usize) -> [u8; 9] {
        loop {
            let mut board = EIGHT_GOAL;
            self.rng.shuffle(&mut board);
            if let Some(moves) = self.eight(&board) {
                if (low..=high).contains(&moves.len()) {
                    return board;
                }
            }
        }
    }

    /// A 4×4 board a random walk of `steps` moves (never undoing the last one) from the goal.
    pub fn walk(&mut self, steps: usize) -> [u8; 16] {
        let mut board = FIFTEEN_GOAL;
        let (mut blank, mut last, mut done) = (15, 4, 0);
        while done < steps {
            let dir = self.rng.below(4) as usize;
            if let Some(target) = board15::step(blank, dir).filter(|_| dir ^ 1 != last) {
                board.swap(blank, target);
                blank = target;
                last = dir;
                done += 1;
            }
        }
        board
    }

    /// A 4×4 board whose optimum lies in `low..=high`, by random walks, and its moves in `order`.
    pub fn fifteen_in_band(
        &mut self,
        low: usize,
        high: usize,
        order: [usize; 4],
    ) -> ([u8; 16], Vec<u8>) {
        loop {
            let steps = low + self.rng.below((2 * high - low + 1) as u64) as usize;
            let board = self.walk(steps);
            if let Some(moves) = self.fifteen(&board, order, Some(high as u32)) {
                if moves.len() >= low {
                    return (board, moves);
                }
            }
        }
    }
}

/// The board with its first two tiles (not the blank) exchanged: the other parity class.
pub fn swap_two<const N: usize>(board: &[u8; N]) -> [u8; N] {
    let tiles: Vec<usize> = (0..N).filter(|&cell| board[cell] != 0).take(2).collect();
    let mut swapped = *board;
    swapped.swap(tiles[0], tiles[1]);
    swapped
}

/// Rows of numbers, `width` a line, the blank written as `blank`.
pub fn rows(board: &[u8], width: usize, blank: &str) -> String {
    let mut text = String::new();
    for row in board.chunks(width) {
        let cells: Vec<String> = row
            .iter()
            .map(|&t| {
                if t == 0 {
                    blank.to_string()
                } else {
                    t.to_string()
                }
            })
            .collect();
        text += &cells.join(" ");
        text.push('\n');
    }
    text
}

fn main() {
    let mut out = PathBuf::from("cases");
    let mut force = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--force" => force = true,
            "--out" => match args.next() {
                Some(dir) => out = PathBuf::from(dir),
                None => fail("--out needs a folder"),
            },
            other => fail(&format!("unknown argument {other:?} (--out DIR, --force)")),
        }
    }
    let mut solvers = Solvers {
        eight: lex_least::EightLex::new(),
        pdb: pdb15::Heuristic::new(&pdb15::PATTERNS, pdb15::VIEWS),
        rng: Rng::new(20_261_202),
    };
    let folders: Vec<(&str, Vec<Case>)> = vec![
        ("acwing845", eight::acwing845(&mut solvers)),
        ("aoj-alds1-13-b", eight::aoj_b(&mut solvers)),
        ("leetcode773", eight::leetcode773()),
        ("hdu3567", eight::hdu3567(&mut solvers)),
        ("uva652", eight::uva652(&mut solvers)),
        ("aoj-alds1-13-c", fifteen::aoj_c(&mut solvers)),
        ("lightoj-15-puzzle", fifteen::lightoj(&mut solvers)),
        ("eolymp3669", fifteen::eolymp(&mut solvers)),
        ("mipt091", fifteen::mipt(&mut solvers)),
        ("kattis-npuzzle", fifteen::kattis(&mut solvers)),
    ];
    for (id, cases) in folders {
        let dir = out.join(id);
        if let Err(e) = std::fs::create_dir_all(&dir) {
            fail(&format!("{}: {e}", dir.display()));
        }
        for case in &cases {
            for (ext, text) in [("in", &case.input), ("out", &case.output)] {
                let path = dir.join(format!("{}.{ext}", case.name));
                if let Err(e) = npuzzle::gen::write_new(&path, text, force) {
                    fail(&e);
                }
            }
        }
        println!("{}: {} cases", dir.display(), cases.len());
    }
}

fn fail(message: &str) -> ! {
    eprintln!("family_cases: {message}");
    std::process::exit(1);
}
