//! The search parts (src/parts) proven on whole spaces: on every board that a BFS covers here
//! (2×2, 2×3, 2×4, 3×3, 2×5), every optimal search answers with the BFS oracle's distance and
//! greedy best-first with a valid path, each path replayed to the goal. The full sweeps are
//! `#[ignore]`d (CI's `--ignored` pass); the default run takes a sample of every space. 3×4 and
//! 4×4, beyond the oracle, are sampled against IDA*.

use npuzzle::board::{Board, Dir};
use npuzzle::oracle;
use npuzzle::parts::board::Board as Packed;
use npuzzle::parts::puzzle::{Cells, Format, Frame, Output, Puzzle};
use npuzzle::parts::search::{Stats, Strategy};
use npuzzle::parts::{astar, bfs, bibfs, greedy, idastar, manhattan, table};
use npuzzle::rng::Rng;

/// A board of the standard goal (tiles in order, the blank last) for the sweeps.
macro_rules! size {
    ($name:ident, $w:expr, $h:expr, $goal:expr) => {
        struct $name;
        impl Puzzle for $name {
            const FORMAT: Format = Format {
                problem: stringify!($name),
                width: $w,
                height: $h,
                goal: &$goal,
                counted: false,
                goal_given: false,
                cells: Cells::Tokens { blanks: &["0"] },
                output: Output::Count,
                unsolvable: "-1",
                over: None,
                frame: Frame::PLAIN,
            };
        }
    };
}

size!(S2x2, 2, 2, [1, 2, 3, 0]);
size!(S2x3, 3, 2, [1, 2, 3, 4, 5, 0]);
size!(S2x4, 4, 2, [1, 2, 3, 4, 5, 6, 7, 0]);
size!(S3x3, 3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
size!(S2x5, 5, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
size!(S3x4, 4, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
size!(
    S4x4,
    4,
    4,
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]
);

/// Tables large enough for every board of 2×5 (1,814,400 solvable ones).
const BIG_SLOTS: usize = 1 << 22;

fn packed(board: &Board) -> Packed {
    let cells: Vec<u8> = board.cells.iter().map(|&t| t as u8).collect();
    Packed::from_cells(&cells)
}

/// The length of `S`'s answer on `board`, after replaying it to the goal.
fn answer<S: Strategy>(search: &mut S, board: &Board, goal: &Board, name: &str) -> u32 {
    let mut path = Vec::new();
    let mut stats = Stats::default();
    search.run(packed(board), &mut stats, &mut path);
    let moves: Vec<Dir> = path.iter().map(|&m| Dir::ALL[m as usize]).collect();
    let mut reached = board.clone();
    assert_eq!(
        reached.apply_all(&moves),
        Ok(()),
        "{} on {}",
        name,
        board.one_line()
    );
    assert!(
        reached.is(goal),
        "{} on {}: not the goal",
        name,
        board.one_line()
    );
    assert!(stats.generated >= stats.expanded, "{}", name);
    path.len() as u32
}

/// Every `step`-th solvable board of `P`'s space (all with step 1) against the oracle, for
/// every search; BFS, which restarts from scratch each time, on every `bfs_step`-th. The boards
/// are dealt out to one thread a core, each with searches of its own.
fn sweep<P: Puzzle>(step: usize, bfs_step: usize) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let boards: Vec<(Board, u32)> = oracle::shared(&goal)
        .solvable_boards()
        .step_by(step)
        .collect();
    assert!(!boards.is_empty());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for first in 0..threads {
            let (boards, goal) = (&boards, &goal);
            scope.spawn(move || {
                let mine = (first..boards.len()).step_by(threads);
                sweep_boards::<P>(mine.map(|i| (i, &boards[i])), goal, bfs_step)
            });
        }
    });
}

/// [`sweep`]'s work on some of the boards (`i`: the board's place among all, for `bfs_step`).
fn sweep_boards<'a, P: Puzzle>(
    boards: impl Iterator<Item = (usize, &'a (Board, u32))>,
    goal: &Board,
    bfs_step: usize,
) {
    type H<P> = manhattan::Heuristic<P>;
    let mut astar = astar::Search::<P, H<P>, BIG_SLOTS, { 1 << 23 }>::new();
    let mut bibfs = bibfs::Search::<P, BIG_SLOTS, { 1 << 21 }>::new();
    let mut idastar = idastar::Search::<P, H<P>>::new();
    let mut table = table::Search::<P>::new();
    let mut greedy = greedy::Search::<P, H<P>, BIG_SLOTS>::new();
    let mut bfs = bfs::Search::<P>::new();
    for (i, (board, distance)) in boards {
        let d = *distance;
        assert_eq!(answer(&mut astar, board, goal, "astar"), d);
        assert_eq!(answer(&mut bibfs, board, goal, "bibfs"), d);
        assert_eq!(answer(&mut idastar, board, goal, "idastar"), d);
        assert_eq!(answer(&mut table, board, goal, "table"), d);
        let long = answer(&mut greedy, board, goal, "greedy");
        assert!(
            long >= d && (long - d) % 2 == 0,
            "greedy on {}",
            board.one_line()
        );
        if i % bfs_step == 0 {
            assert_eq!(answer(&mut bfs, board, goal, "bfs"), d);
        }
    }
}

#[test]
fn a_sample_of_every_small_space() {
    sweep::<S2x2>(1, 1);
    sweep::<S2x3>(7, 1);
    sweep::<S2x4>(211, 3);
    sweep::<S3x3>(1009, 20);
    sweep::<S2x5>(60013, 100);
}

#[test]
#[ignore = "sweep: every solvable board of 2×2, 2×3, 2×4 and 3×3 (a few minutes)"]
fn every_board_up_to_3x3() {
    sweep::<S2x2>(1, 1);
    sweep::<S2x3>(1, 1);
    sweep::<S2x4>(1, 10);
    sweep::<S3x3>(1, 1000);
}

#[test]
#[ignore = "sweep: every solvable board of 2×5 (long)"]
fn every_board_of_2x5() {
    sweep::<S2x5>(1, 100_000);
}

/// Boards `depth` random moves from the goal: A*, bidirectional BFS and greedy against IDA*.
fn against_idastar<P: Puzzle>(count: usize, depth: u32, seed: u64) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let mut rng = Rng::new(seed);
    type H<P> = manhattan::Heuristic<P>;
    let mut astar = astar::Search::<P, H<P>, BIG_SLOTS, { 1 << 23 }>::new();
    let mut bibfs = bibfs::Search::<P, BIG_SLOTS, { 1 << 21 }>::new();
    let mut idastar = idastar::Search::<P, H<P>>::new();
    let mut greedy = greedy::Search::<P, H<P>, BIG_SLOTS>::new();
    for _ in 0..count {
        let board = npuzzle::gen::scramble(&goal, depth, &mut rng).0;
        let d = answer(&mut idastar, &board, &goal, "idastar");
        assert!(d <= depth);
        assert_eq!(answer(&mut astar, &board, &goal, "astar"), d);
        assert_eq!(answer(&mut bibfs, &board, &goal, "bibfs"), d);
        let long = answer(&mut greedy, &board, &goal, "greedy");
        assert!(long >= d && (long - d) % 2 == 0);
    }
}

#[test]
fn three_by_four_and_four_by_four_agree_with_idastar() {
    against_idastar::<S3x4>(10, 24, 0x34);
    against_idastar::<S4x4>(10, 22, 0x44);
}
