//! Random cases for a problem: boards of a chosen depth, unsolvable ones mixed in, and a known
//! solution for each.
//!
//! The solution is the BFS oracle's, optimal, for boards of at most 9 cells; for larger boards the
//! reverse of the scramble, valid but not always optimal — a solver must supply optimal ones. Where
//! each puzzle gives its goal (HDU 3567), each gets a random goal of its own (`gen_goal`), and the
//! depth is the distance to it.

use crate::board::{Board, Dir};
use crate::gen_goal::{random_goal, Pools};
use crate::oracle;
use crate::output::{scatter, Answer};
use crate::problems::{Problem, Rule};
use crate::rng::Rng;
use std::fs;
use std::io::Write;
use std::path::Path;

/// How deep the solvable boards are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// Uniform over all solvable boards (3×3), or a long scramble (larger boards).
    Any,
    /// Optimal distance in `min..=max` (3×3, exact); a scramble of that many moves (larger).
    Between(u32, u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub count: usize,
    pub depth: Depth,
    /// How many of the `count` boards are unsolvable (two tiles of a solvable one swapped).
    pub unsolvable: usize,
    pub seed: u64,
}

/// A generated case: the boards, their goals and a known answer for each.
#[derive(Clone, Debug)]
pub struct Case {
    pub boards: Vec<Board>,
    /// Each board's goal: the row's, or where the input gives one (HDU 3567) a uniform random
    /// arrangement of the tiles, the board drawn in its parity class.
    pub goals: Vec<Board>,
    pub answers: Vec<Answer>,
    /// Whether every answer is a fewest-move one.
    pub optimal: bool,
}

/// Scramble length used for `Depth::Any` on boards too large for the oracle (at most the
/// problem's bound, see [`depth_bound`]).
const LONG_SCRAMBLE: u32 = 200;

/// The most puzzles one generated case may hold.
pub const MAX_PUZZLES: usize = 1_000_000;

/// The deepest a generated board may be for `problem`: its rule's bound on the moves (UVA's 50:
/// a deeper board has no valid answer), the depth its input promises (AOJ ALDS1_13_C's 45),
/// else 1,000 moves of scramble.
pub fn depth_bound(problem: &Problem) -> u32 {
    let rule = match problem.rule {
        Rule::AtMost(limit) => u32::try_from(limit).unwrap_or(u32::MAX),
        _ => u32::MAX,
    };
    rule.min(problem.promised.unwrap_or(u32::MAX)).min(1000)
}

/// Generates a case; deterministic for a spec.
pub fn generate(problem: &Problem, spec: &Spec) -> Result<Case, String> {
    if spec.unsolvable > spec.count {
        return Err(format!(
            "{} unsolvable of {} boards is more than all of them",
            spec.unsolvable, spec.count
        ));
    }
    if spec.unsolvable > 0 && problem.unsolvable.is_none() {
        return Err(format!("{} promises solvable puzzles only", problem.id));
    }
    if spec.count > MAX_PUZZLES {
        return Err(format!(
            "{} puzzles in one case is more than the {MAX_PUZZLES} allowed",
            spec.count
        ));
    }
    let bound = depth_bound(problem);
    if let Depth::Between(_, deepest) = spec.depth {
        if deepest > bound {
            return Err(format!(
                "depth {deepest} is over {}'s bound of {bound} moves",
                problem.id
            ));
        }
    }
    let row_goal = problem.goal_board();
    let mut rng = Rng::new(spec.seed);
    let small = oracle::covers(&row_goal);
    let (lo, hi) = match spec.depth {
        Depth::Any => (0, u32::MAX),
        Depth::Between(a, b) => (a, b),
    };
    let mut pools = Pools::new(lo, hi);
    let none_there = || format!("no {} board lies at depth {lo}..={hi}", problem.id);
    let mut solvable_left = spec.count - spec.unsolvable;
    let mut unsolvable_left = spec.unsolvable;
    let mut case = Case {
        boards: Vec::new(),
        goals: Vec::new(),
        answers: Vec::new(),
        optimal: small,
    };
    while solvable_left + unsolvable_left > 0 {
        let pick_unsolvable =
            rng.below((solvable_left + unsolvable_left) as u64) < unsolvable_left as u64;
        // A row whose puzzles give their goal (HDU 3567) gets a uniform random one each.
        let goal = match (problem.input.goal_given, small) {
            (false, _) => row_goal.clone(),
            (true, true) => pools.goal(&row_goal, &mut rng).ok_or_else(none_there)?,
            (true, false) => random_goal(&row_goal, &mut rng),
        };
        let (board, path) = if small {
            pools.draw(&goal, &mut rng).ok_or_else(none_there)?
        } else if problem.goal.is_empty() && spec.depth == Depth::Any {
            // Sized rows (any W×H): uniform over the solvable boards; no known answer (a solver
            // supplies the moves; a yes/no row needs none).
            (uniform_solvable(&goal, &mut rng), Vec::new())
        } else {
            let steps = match spec.depth {
                Depth::Any => LONG_SCRAMBLE.min(bound),
                Depth::Between(a, b) => a + rng.below(u64::from(b - a) + 1) as u32,
            };
            scramble(&goal, steps, &mut rng)
        };
        if pick_unsolvable {
            case.boards.push(swap_two_tiles(&board, &mut rng));
            case.answers.push(Answer::Unsolvable);
            unsolvable_left -= 1;
        } else {
            case.boards.push(board);
            case.answers.push(Answer::Moves(path));
            solvable_left -= 1;
        }
        case.goals.push(goal);
    }
    Ok(with_scatters(problem, case))
}

/// A row whose answer is the board's scatter (Kattis npuzzle) answers with it, not with moves.
fn with_scatters(problem: &Problem, mut case: Case) -> Case {
    if problem.answered_by_the_board() {
        let answers =
            (case.boards.iter().zip(&case.goals)).map(|(b, g)| Answer::Number(scatter(b, g)));
        case.answers = answers.collect();
    }
    case
}

/// A random walk of `steps` moves from `goal` that never undoes its last move, and the walk
/// reversed (a solution of at most `steps` moves).
pub fn scramble(goal: &Board, steps: u32, rng: &mut Rng) -> (Board, Vec<Dir>) {
    let mut board = goal.clone();
    let mut walk: Vec<Dir> = Vec::with_capacity(steps as usize);
    while walk.len() < steps as usize {
        let dir = Dir::ALL[rng.below(4) as usize];
        if walk.last() == Some(&dir.inverse()) || !board.apply(dir) {
            continue;
        }
        walk.push(dir);
    }
    let solution = walk.iter().rev().map(|d| d.inverse()).collect();
    (board, solution)
}

/// A uniform random solvable board of `goal`'s size: a shuffle, two tiles swapped back into
/// the goal's parity class when needed. O(W·H), so a 999×999 board is instant.
pub fn uniform_solvable(goal: &Board, rng: &mut Rng) -> Board {
    let mut cells = goal.cells.clone();
    rng.shuffle(&mut cells);
    let blank = cells.iter().position(|&t| t == 0).unwrap_or(0);
    let mut board = Board {
        cells,
        blank,
        ..goal.clone()
    };
    if !crate::parity::solvable(&board, goal) {
        let (a, b) = if blank < 2 { (2, 3) } else { (0, 1) };
        board.cells.swap(a, b);
    }
    board
}

/// The board with two random tiles (not the blank) exchanged: the other parity class.
pub fn swap_two_tiles(board: &Board, rng: &mut Rng) -> Board {
    let tiles: Vec<usize> = (0..board.len()).filter(|&i| i != board.blank).collect();
    let a = rng.below(tiles.len() as u64) as usize;
    let mut b = rng.below(tiles.len() as u64 - 1) as usize;
    if b >= a {
        b += 1;
    }
    let mut out = board.clone();
    out.cells.swap(tiles[a], tiles[b]);
    out
}

/// An error when `path` is a symbolic link (dangling or not): nothing is written through one.
pub fn refuse_link(path: &Path) -> Result<(), String> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => Err(format!(
            "{} is a symbolic link; not writing through it",
            path.display()
        )),
        _ => Ok(()),
    }
}

/// Writes `contents` to a new file at `path`, refusing to replace an existing file unless
/// `force`, and never writing through a symbolic link (even with `force`).
pub fn write_new(path: &Path, contents: &str, force: bool) -> Result<(), String> {
    refuse_link(path)?;
    let exists = fs::symlink_metadata(path).is_ok();
    if exists && !force {
        return Err(format!(
            "{} exists; pass --force to overwrite it",
            path.display()
        ));
    }
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        refuse_link(dir)?;
    }
    if exists {
        fs::remove_file(path).map_err(|e| format!("cannot replace {}: {e}", path.display()))?;
    }
    // create_new: O_EXCL, which also fails on a link that appeared since the look above.
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut file| file.write_all(contents.as_bytes()))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parity::solvable;
    use crate::problems::problem;

    #[test]
    fn depths_and_parity_as_asked() {
        let p = problem("poj1077").unwrap();
        let spec = Spec {
            count: 50,
            depth: Depth::Between(20, 22),
            unsolvable: 10,
            seed: 3,
        };
        let case = generate(p, &spec).unwrap();
        let goal = p.goal_board();
        let table = oracle::shared(&goal);
        assert_eq!(case.boards.len(), 50);
        let mut unsolvable = 0;
        for (b, a) in case.boards.iter().zip(&case.answers) {
            match a {
                Answer::Unsolvable => {
                    assert!(!solvable(b, &goal));
                    unsolvable += 1;
                }
                Answer::Moves(m) => {
                    let d = table.distance(b).unwrap();
                    assert!((20..=22).contains(&d));
                    assert_eq!(m.len() as u32, d);
                }
                Answer::Number(_) => panic!("poj1077 answers with moves"),
            }
        }
        assert_eq!(unsolvable, 10);
        let again = generate(p, &spec).unwrap();
        assert_eq!(again.boards, case.boards);
    }

    #[test]
    fn uva_boards_never_pass_its_bound() {
        // `judge stress --problem uva10181` and `judge gen uva10181` take these defaults.
        let p = problem("uva10181").unwrap();
        let spec = |depth| Spec {
            count: 40,
            depth,
            unsolvable: 4,
            seed: 9,
        };
        let case = generate(p, &spec(Depth::Any)).unwrap();
        for a in &case.answers {
            if let Answer::Moves(m) = a {
                assert!(m.len() <= 50, "{} moves", m.len());
            }
        }
        let deep = generate(p, &spec(Depth::Between(10, 51))).unwrap_err();
        assert!(deep.contains("over uva10181's bound of 50"), "{deep}");
        let mut many = spec(Depth::Any);
        many.count = MAX_PUZZLES + 1;
        assert!(generate(p, &many).is_err());
    }

    #[test]
    fn aoj_fifteen_boards_keep_its_promise_of_45() {
        // `judge gen aoj-alds1-13-c` without depth options: a scramble of at most 45 moves, whose
        // reverse bounds the fewest moves.
        let p = problem("aoj-alds1-13-c").unwrap();
        assert_eq!(depth_bound(p), 45);
        let spec = |depth| Spec {
            count: 30,
            depth,
            unsolvable: 0,
            seed: 5,
        };
        let case = generate(p, &spec(Depth::Any)).unwrap();
        for (b, a) in case.boards.iter().zip(&case.answers) {
            let Answer::Moves(m) = a else {
                panic!("solvable")
            };
            assert!(m.len() <= 45, "{} moves", m.len());
            let mut x = b.clone();
            assert_eq!(x.apply_all(m), Ok(()));
            assert!(x.is(&p.goal_board()));
        }
        let deep = generate(p, &spec(Depth::Between(40, 46))).unwrap_err();
        assert!(deep.contains("bound of 45"), "{deep}");
    }

    #[test]
    fn kattis_answers_are_the_scatter() {
        let p = problem("kattis-npuzzle").unwrap();
        let spec = Spec {
            count: 20,
            depth: Depth::Any,
            unsolvable: 0,
            seed: 2,
        };
        let case = generate(p, &spec).unwrap();
        for (b, a) in case.boards.iter().zip(&case.answers) {
            assert_eq!(a, &Answer::Number(scatter(b, &p.goal_board())));
        }
        assert!(case.answers.iter().any(|a| a != &Answer::Number(0)));
    }

    #[test]
    fn nothing_is_written_through_a_symbolic_link() {
        let dir = std::env::temp_dir().join(format!("npuzzle-gen-link-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("elsewhere");
        let link = dir.join("case.in");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        for force in [false, true] {
            let e = write_new(&link, "1 2 3", force).unwrap_err();
            assert!(e.contains("is a symbolic link"), "{e}");
        }
        assert!(!target.exists());
        let plain = dir.join("plain.in");
        write_new(&plain, "a", false).unwrap();
        assert!(write_new(&plain, "b", false).is_err());
        write_new(&plain, "b", true).unwrap();
        assert_eq!(fs::read_to_string(&plain).unwrap(), "b");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn scrambles_of_the_fifteen_puzzle() {
        let p = problem("uva10181").unwrap();
        let spec = Spec {
            count: 5,
            depth: Depth::Between(30, 45),
            unsolvable: 0,
            seed: 1,
        };
        let case = generate(p, &spec).unwrap();
        assert!(!case.optimal);
        for (b, a) in case.boards.iter().zip(&case.answers) {
            let Answer::Moves(m) = a else {
                panic!("solvable")
            };
            assert!((30..=45).contains(&m.len()));
            let mut x = b.clone();
            assert_eq!(x.apply_all(m), Ok(()));
            assert!(x.is(&p.goal_board()));
        }
    }
}
