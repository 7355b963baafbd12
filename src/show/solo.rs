//! `judge show ID --run NAME`: one strategy of the catalog on the one puzzle of stdin (in the
//! row's input format), the very parts the solution files are made of, monomorphised with the
//! recorder instead of `Stats`; what it told written on stdout (`record`). The page's process
//! runs each strategy so, under limits, so that a search that runs out of time or memory is
//! stopped from outside and still shows what it had done.

use super::catalog::{self, Entry, Shape};
use super::frame::{self, Target};
use super::record::Recorder;
use crate::board::Board as Cells;
use crate::parts::board::Board;
use crate::parts::puzzle::Puzzle;
use crate::parts::search::{Stats, Strategy, Tally};
use crate::parts::{astar, astar15, beam, bfs, bfs15, bibfs, bibfs15, construct, linear_conflict};
use crate::parts::{greedy, greedy15, greedy15_capped, grid::Grid, idastar, lex_least};
use crate::parts::{
    idastar15_budget, idastar15_ordered, idastar15_parallel, idastar15_small, manhattan, pair_run,
};
use crate::parts::{idastar24, place_tiles::Placer, run24, table};
use crate::problems::{row, Problem, Row};
use std::time::Instant;

type Eight = Row<{ row("poj1077") }>;
type Luogu = Row<{ row("luogu1379") }>;
type TwoByThree = Row<{ row("leetcode773") }>;
type Fifteen = Row<{ row("uva10181") }>;
/// The 4×4 rows whose pattern-database IDA* tries the moves in letter order, and the others.
type ByLetter = Row<{ row("lightoj-15-puzzle") }>;
type Plain = Row<{ row("aoj-alds1-13-c") }>;
/// The row of the budgeted IDA* (its letters, its order).
type Mipt = Row<{ row("mipt091") }>;
type Korf24 = Row<{ row("korf24") }>;

/// Slots of the generic A* on the 4×4 (`astar`): 2^24 boards, 160 MB, written at once for a
/// start 21+ moves away by its estimate (`hash_table::FAR`).
pub const FIFTEEN_SLOTS: usize = 1 << 24;

/// Runs `name` on the puzzle of `input`; the recording's lines, or one line saying why not.
pub fn run(problem: &'static Problem, name: &str, input: &[u8]) -> Result<String, String> {
    let entry = catalog::select(problem, &[name.to_string()])?.remove(0);
    let (boards, goals) = crate::input::parse_puzzles(problem, input)?;
    let (Some(start), Some(goal), 1) = (boards.first(), goals.first(), boards.len()) else {
        return Err("judge show --run: stdin holds more than one puzzle".to_string());
    };
    if !crate::parity::solvable(start, goal) {
        return Err("judge show --run: the board cannot reach its goal".to_string());
    }
    let mut recorder = Recorder::new(true);
    let moves = match catalog::shape(problem) {
        Some(Shape::Small) => small(problem, &entry, start, goal, &mut recorder)?,
        Some(Shape::Fifteen) => fifteen(problem, &entry, start, &mut recorder)?,
        Some(Shape::Big) => big(&entry, start, &mut recorder)?,
        Some(Shape::TwentyFour) => Some(twentyfour(&entry, start, &mut recorder)),
        None => return Err(format!("judge show: no part runs on {}", problem.id)),
    };
    recorder.recording.moves = moves;
    recorder.recording.done = true;
    Ok(recorder.recording.lines())
}

fn small(
    problem: &Problem,
    entry: &Entry,
    start: &Cells,
    goal: &Cells,
    recorder: &mut Recorder,
) -> Result<Option<Vec<u8>>, String> {
    if entry.part == "lex_least" {
        let cells = |b: &Cells| b.cells.iter().map(|&t| t as u8).collect::<Vec<u8>>();
        let mut search = timed_setup(
            recorder,
            <lex_least::Search<Eight> as pair_run::Strategy>::new,
        );
        let began = Clock::now();
        let moves = pair_run::Strategy::run(&mut search, &cells(start), &cells(goal), recorder);
        began.search(recorder);
        return Ok(moves);
    }
    let frame = frame::frame(goal).ok_or_else(|| {
        format!(
            "judge show: no search of {} is compiled for this goal",
            problem.id
        )
    })?;
    let board = frame.board(start, goal);
    let moves = match frame.target {
        Target::Eight => small_on::<Eight>(entry, board, recorder),
        Target::Luogu => small_on::<Luogu>(entry, board, recorder),
        Target::Edge => small_on::<frame::EdgeGoal>(entry, board, recorder),
        Target::TwoByThree => small_on::<TwoByThree>(entry, board, recorder),
    }?;
    let back = |m: &u8| frame.symmetry.turn_back(*m);
    Ok(moves.map(|moves| moves.iter().map(back).collect()))
}

fn small_on<P: Puzzle>(
    entry: &Entry,
    board: Board,
    recorder: &mut Recorder,
) -> Result<Option<Vec<u8>>, String> {
    type M<P> = manhattan::Heuristic<P>;
    type C<P> = linear_conflict::Heuristic<P>;
    let r = recorder;
    Ok(match (entry.part, entry.heuristic_part) {
        ("bfs", _) => timed::<P, bfs::Search<P>>(board, None, r),
        ("bibfs", _) => timed::<P, bibfs::Search<P>>(board, None, r),
        ("astar", Some("linear_conflict")) => timed::<P, astar::Search<P, C<P>>>(board, None, r),
        ("astar", _) => timed::<P, astar::Search<P, M<P>>>(board, None, r),
        ("idastar", Some("linear_conflict")) => {
            timed::<P, idastar::Search<P, C<P>>>(board, None, r)
        }
        ("idastar", _) => timed::<P, idastar::Search<P, M<P>>>(board, None, r),
        ("greedy", _) => timed::<P, greedy::Search<P, M<P>>>(board, None, r),
        _ => timed::<P, table::Search<P>>(board, None, r),
    })
}

fn fifteen(
    problem: &Problem,
    entry: &Entry,
    start: &Cells,
    recorder: &mut Recorder,
) -> Result<Option<Vec<u8>>, String> {
    type M = manhattan::Heuristic<Fifteen>;
    type C = linear_conflict::Heuristic<Fifteen>;
    type F = Fifteen;
    const S: usize = FIFTEEN_SLOTS;
    let tiles: Vec<u8> = start.cells.iter().map(|&t| t as u8).collect();
    let board = Board::from_cells(&tiles);
    // The cap of a row that prints a line past it (e-olymp, LightOJ), as its driver runs it.
    let cap = problem.over.map(|(cap, _)| cap);
    let r = recorder;
    Ok(match (entry.part, entry.heuristic_part) {
        ("bfs15", _) => timed::<F, bfs15::Search<F>>(board, cap, r),
        ("bibfs15", _) => timed::<F, bibfs15::Search<F>>(board, cap, r),
        ("astar15", _) => timed::<F, astar15::Search<F>>(board, cap, r),
        ("astar", Some("linear_conflict")) => timed::<F, astar::Search<F, C, S>>(board, cap, r),
        ("astar", _) => timed::<F, astar::Search<F, M, S>>(board, cap, r),
        ("idastar", Some("linear_conflict")) => timed::<F, idastar::Search<F, C>>(board, cap, r),
        ("idastar", _) => timed::<F, idastar::Search<F, M>>(board, cap, r),
        ("idastar15_parallel", _) => timed::<F, idastar15_parallel::Search<F>>(board, cap, r),
        ("idastar15_ordered", _) if problem.output.letters().is_some() => {
            timed::<F, idastar15_ordered::Search<ByLetter>>(board, cap, r)
        }
        ("idastar15_ordered", _) => timed::<F, idastar15_ordered::Search<Plain>>(board, cap, r),
        ("idastar15_small", _) => timed::<F, idastar15_small::Search<F>>(board, cap, r),
        ("idastar15_budget", _) => timed::<F, idastar15_budget::Search<Mipt>>(board, cap, r),
        ("greedy15_capped", _) => timed::<F, greedy15_capped::Search<F>>(board, cap, r),
        _ => timed::<F, greedy15::Search<F>>(board, cap, r),
    })
}

fn big(entry: &Entry, start: &Cells, recorder: &mut Recorder) -> Result<Option<Vec<u8>>, String> {
    let mut grid = Grid::new(start.width, start.height, &start.cells)?;
    if grid.cells.len() > MAX_BIG {
        return Err(format!(
            "judge show: the parts place tiles on at most {MAX_BIG} cells"
        ));
    }
    let mut placer = timed_setup(recorder, Placer::new);
    let (mut moves, began) = (Vec::new(), Clock::now());
    if entry.part == "beam" {
        beam::beam_solve(
            &mut grid,
            &beam::SUBMITTED,
            &mut placer,
            &mut moves,
            recorder,
        )?;
    } else {
        let finish = construct::PLAIN_FINISH;
        construct::construct(&mut grid, finish, &mut placer, &mut moves, recorder)?;
    }
    began.search(recorder);
    let effort = placer.effort();
    recorder.add(effort.expanded, effort.generated);
    Ok(Some(moves))
}

/// The 24-puzzle's IDA* (`idastar24`): `pdb`, the search of its solution file, exactly (Manhattan
/// distance first, the pattern databases built or read when a board needs them: their time is
/// the search's); else the same search over tables of one tile, Manhattan distance alone, as the
/// file's first try builds them. Each iteration told as it ends.
fn twentyfour(entry: &Entry, start: &Cells, recorder: &mut Recorder) -> Vec<u8> {
    let cells: Vec<u8> = start.cells.iter().map(|&t| t as u8).collect();
    let mut moves = Vec::new();
    let effort = if entry.name == "pdb" {
        let mut search = timed_setup(
            recorder,
            <idastar24::Search<Korf24> as run24::Strategy>::new,
        );
        let began = Clock::now();
        let effort = search.run_each(&cells, &mut moves, &mut |t, e| recorder.stage(t, e));
        began.search(recorder);
        // The solution file leaves its tables to the operating system (`run::main`).
        std::mem::forget(search);
        effort
    } else {
        let manhattan = timed_setup(recorder, manhattan24);
        let (mut effort, began) = (run24::Effort::default(), Clock::now());
        let each = &mut |t, e| recorder.stage(t, e);
        manhattan.solve_each(&cells, &mut moves, u64::MAX, &mut effort, each);
        began.search(recorder);
        effort
    };
    recorder.add(effort.expanded, effort.generated);
    moves
}

/// Manhattan distance on the 5×5 as `idastar24::Search::new` makes it: a table a tile.
pub fn manhattan24() -> idastar24::Heuristic {
    idastar24::manhattan(5, 5)
}

/// The most cells a big board may have for the construction and the beam here: their pair
/// search takes a (cells)³ byte table, 16 MB at 256.
pub const MAX_BIG: usize = 256;

/// When a step began: the wall clock and the CPU time of the process (all its threads).
struct Clock(Instant, f64);

impl Clock {
    fn now() -> Clock {
        Clock(Instant::now(), cpu())
    }

    /// Records the time since as the search's.
    fn search(&self, recorder: &mut Recorder) {
        recorder.recording.search = cpu() - self.1;
        recorder.recording.search_wall = self.0.elapsed().as_secs_f64();
    }
}

/// The CPU seconds this process has used.
fn cpu() -> f64 {
    crate::judge::sandbox::sys::own_usage().map_or(0.0, |u| u.cpu().as_secs_f64())
}

/// `make()`, its CPU time recorded as the set-up.
fn timed_setup<T>(recorder: &mut Recorder, make: impl FnOnce() -> T) -> T {
    let began = cpu();
    let made = make();
    recorder.recording.setup = cpu() - began;
    made
}

/// The search `S` made, warmed on a board one move from the goal (its tables built: the
/// set-up), then run on `board` (within `cap` moves), told to the recorder and timed.
fn timed<P: Puzzle, S: Strategy>(
    board: Board,
    cap: Option<u32>,
    recorder: &mut Recorder,
) -> Option<Vec<u8>> {
    let mut search = timed_setup(recorder, || {
        let mut search = S::new();
        let goal = P::GOAL;
        let m = P::MOVES_FROM[goal.blank].trailing_zeros() as usize;
        let near = goal.slide(P::NEIGHBOR[goal.blank][m] as usize).0;
        search.run(near, &mut Stats::default(), &mut Vec::new());
        search
    });
    let (mut path, began) = (Vec::new(), Clock::now());
    let found = match cap {
        Some(cap) => search.run_within(board, cap, recorder, &mut path),
        None => {
            search.run(board, recorder, &mut path);
            true
        }
    };
    began.search(recorder);
    // The solution files leave their tables to the operating system (`run::main`).
    std::mem::forget(search);
    found.then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Dir;
    use crate::show::record::Recording;

    /// `entry` of the 24-puzzle on `start`, recorded.
    fn recorded(entry: &Entry, start: &Cells) -> Recording {
        let mut recorder = Recorder::new(false);
        recorder.recording.moves = Some(twentyfour(entry, start, &mut recorder));
        recorder.recording
    }

    /// Every solvable board of the 24-puzzle's easy cases: the Manhattan IDA* answers with as
    /// many moves as the case's answer file, moves that reach the goal, one stage an iteration
    /// adding up to its nodes; and the search of solutions/korf24/pdb.rs, whose first try that
    /// is, counts the same (it builds no tables on them: the first threshold is at most 40 and
    /// the nodes below 1 M, its budget).
    #[test]
    fn the_24_puzzles_easy_cases_each_iteration_told_and_the_files_search_the_same() {
        let korf24 = crate::problems::problem("korf24").unwrap();
        let entries = catalog::entries(korf24);
        let (manhattan, file) = (&entries[0], &entries[1]);
        assert_eq!((manhattan.name, file.name), ("idastar-manhattan", "pdb"));
        let input = include_str!("../../cases/korf24/01-easy.in");
        let answers = include_str!("../../cases/korf24/01-easy.out");
        let (boards, goals) = crate::input::parse_puzzles(korf24, input.as_bytes()).unwrap();
        let mut solved = 0;
        for ((start, goal), answer) in boards.iter().zip(&goals).zip(answers.lines()) {
            if !crate::parity::solvable(start, goal) {
                continue;
            }
            let r = recorded(manhattan, start);
            let moves = r.moves.clone().unwrap();
            assert_eq!(moves.len(), answer.len(), "{answer}");
            let mut board = start.clone();
            for &m in &moves {
                assert!(board.apply(Dir::ALL[usize::from(m)]));
            }
            assert!(board.is(goal));
            assert_eq!(r.stage_total(), r.expanded);
            assert!(r.stages.windows(2).all(|w| w[1].0 == w[0].0 + 2));
            assert_eq!(r.stages.last().map(|s| s.0 as usize), Some(moves.len()));
            assert!(
                r.stages[0].0 <= 40 && r.expanded < 1_000_000,
                "{:?}",
                r.stages
            );
            let same = recorded(file, start);
            assert_eq!(
                (same.moves, same.stages, same.expanded, same.generated),
                (r.moves, r.stages, r.expanded, r.generated)
            );
            solved += 1;
        }
        assert_eq!(solved, 6);
    }
}
