//! The search parts (src/parts) proven on whole spaces: on every board that a BFS covers here
//! (2×2, 2×3, 2×4, 3×3, 2×5), every optimal search answers with the BFS oracle's distance and
//! greedy best-first with a valid path, each path replayed to the goal. The full sweeps are
//! `#[ignore]`d (CI's `--ignored` pass); the default run takes a sample of every space. On 2×5,
//! CI's pass runs table and greedy on every board and the optimal searches on a sample: all five
//! on every board take hours (`cost_of_each_search_on_2x5`). 3×4 and 4×4, beyond the oracle, are
//! sampled against IDA*.

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

/// Which solvable boards of a space (numbered in rank order) each search runs on: every
/// `cheap`-th for the reverse-BFS table and greedy, every `optimal`-th and every board at least
/// `deep` moves from the goal for A*, bidirectional BFS and IDA*, every `bfs`-th for plain BFS
/// (which restarts from scratch each time). A step of 1 is every board.
#[derive(Clone, Copy)]
struct Steps {
    cheap: usize,
    optimal: usize,
    deep: u32,
    bfs: usize,
}

impl Steps {
    /// Every search on every `step`-th board, BFS on every `bfs`-th of those.
    fn all(step: usize, bfs: usize) -> Steps {
        Steps {
            cheap: step,
            optimal: step,
            deep: u32::MAX,
            bfs: step * bfs,
        }
    }

    /// (table and greedy, the optimal searches, BFS) run on board `i`, `distance` moves away.
    fn on(&self, i: usize, distance: u32) -> (bool, bool, bool) {
        let optimal = i % self.optimal == 0 || distance >= self.deep;
        (i % self.cheap == 0, optimal, i % self.bfs == 0)
    }
}

/// `P`'s solvable boards that `steps` picks for some search against the oracle. The boards are
/// dealt out to one thread a core, each with searches of its own.
fn sweep<P: Puzzle>(steps: Steps) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let oracle = oracle::shared(&goal);
    let boards: Vec<(usize, (Board, u32))> = oracle
        .solvable_boards()
        .enumerate()
        .filter(|&(i, (_, d))| {
            let (cheap, optimal, bfs) = steps.on(i, d);
            cheap || optimal || bfs
        })
        .collect();
    assert!(!boards.is_empty());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for first in 0..threads {
            let (boards, goal) = (&boards, &goal);
            scope.spawn(move || {
                let mine = boards.iter().skip(first).step_by(threads);
                sweep_boards::<P>(mine.map(|(i, b)| (*i, b)), goal, steps)
            });
        }
    });
}

/// [`sweep`]'s work on some of the boards (`i`: the board's place among all).
fn sweep_boards<'a, P: Puzzle>(
    boards: impl Iterator<Item = (usize, &'a (Board, u32))>,
    goal: &Board,
    steps: Steps,
) {
    type H<P> = manhattan::Heuristic<P>;
    let mut astar = astar::Search::<P, H<P>, BIG_SLOTS>::new();
    let mut bibfs = bibfs::Search::<P, BIG_SLOTS>::new();
    let mut idastar = idastar::Search::<P, H<P>>::new();
    let mut table = table::Search::<P>::new();
    let mut greedy = greedy::Search::<P, H<P>, BIG_SLOTS>::new();
    let mut bfs = bfs::Search::<P>::new();
    for (i, (board, distance)) in boards {
        let d = *distance;
        let (cheap, optimal, slow) = steps.on(i, d);
        if optimal {
            assert_eq!(answer(&mut astar, board, goal, "astar"), d);
            assert_eq!(answer(&mut bibfs, board, goal, "bibfs"), d);
            assert_eq!(answer(&mut idastar, board, goal, "idastar"), d);
        }
        if cheap {
            assert_eq!(answer(&mut table, board, goal, "table"), d);
            let long = answer(&mut greedy, board, goal, "greedy");
            assert!(
                long >= d && (long - d) % 2 == 0,
                "greedy on {}",
                board.one_line()
            );
        }
        if slow {
            assert_eq!(answer(&mut bfs, board, goal, "bfs"), d);
        }
    }
}

/// The 2×5 sweep that fits CI (see `.ci/run`): table and greedy on every board, the optimal
/// searches on every 97th and on the deepest three levels (53 to 55 moves, 97 boards).
const CI_2X5: Steps = Steps {
    cheap: 1,
    optimal: 97,
    deep: 53,
    bfs: 100_000,
};

#[test]
fn a_sample_of_every_small_space() {
    sweep::<S2x2>(Steps::all(1, 1));
    sweep::<S2x3>(Steps::all(7, 1));
    sweep::<S2x4>(Steps::all(211, 3));
    sweep::<S3x3>(Steps::all(1009, 20));
    sweep::<S2x5>(Steps::all(60013, 100));
}

#[test]
#[ignore = "sweep: every solvable board of 2×2, 2×3, 2×4 and 3×3 (a few minutes)"]
fn every_board_up_to_3x3() {
    sweep::<S2x2>(Steps::all(1, 1));
    sweep::<S2x3>(Steps::all(1, 1));
    sweep::<S2x4>(Steps::all(1, 10));
    sweep::<S3x3>(Steps::all(1, 1000));
}

#[test]
#[ignore = "sweep: every solvable board of 2×5 for table and greedy, a sample for the others"]
fn every_board_of_2x5_for_table_and_greedy() {
    sweep::<S2x5>(CI_2X5);
}

#[test]
#[ignore = "sweep: every solvable board of 2×5 for every search (hours: not in CI)"]
fn every_board_of_2x5() {
    sweep::<S2x5>(Steps::all(1, 100_000));
}

/// This thread's CPU time (from the kernel's schedstat: a loaded machine does not inflate it),
/// at the kernel tick's resolution, or the wall clock's where the kernel does not say.
fn cpu_time(wall: std::time::Instant) -> std::time::Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map_or_else(|| wall.elapsed(), std::time::Duration::from_nanos)
}

/// The CPU time and effort of `S` on `boards`, one line on stderr.
fn cost<S: Strategy>(name: &str, boards: &[(Board, u32)]) {
    let wall = std::time::Instant::now();
    let start = cpu_time(wall);
    let mut search = S::new();
    let (mut stats, built) = (Stats::default(), cpu_time(wall));
    for (board, distance) in boards {
        let mut path = Vec::new();
        search.run(packed(board), &mut stats, &mut path);
        assert!(
            path.len() as u32 >= *distance,
            "{} on {}",
            name,
            board.one_line()
        );
    }
    let count = boards.len() as u64;
    eprintln!(
        "{:8} built in {:>9.1?}, then {:>9.1?} a board: expanded {:>7}, generated {:>7}",
        name,
        built - start,
        (cpu_time(wall) - built) / count as u32,
        stats.expanded / count,
        stats.generated / count
    );
}

/// What each search costs a board of 2×5 in CPU time, on every 3001st (605 boards; BFS on 5),
/// one thread: times 1,814,400 boards, the CPU time of the whole sweep.
#[test]
#[ignore = "benchmark: the 2×5 sweep's cost, search by search"]
fn cost_of_each_search_on_2x5() {
    type P = S2x5;
    type H = manhattan::Heuristic<P>;
    let boards: Vec<(Board, u32)> = oracle::shared(&Board::standard_goal(5, 2))
        .solvable_boards()
        .step_by(3001)
        .collect();
    cost::<astar::Search<P, H, BIG_SLOTS>>("astar", &boards);
    cost::<bibfs::Search<P, BIG_SLOTS>>("bibfs", &boards);
    cost::<idastar::Search<P, H>>("idastar", &boards);
    cost::<table::Search<P>>("table", &boards);
    cost::<greedy::Search<P, H, BIG_SLOTS>>("greedy", &boards);
    cost::<bfs::Search<P>>("bfs", &boards[..5]);
}

/// Boards `depth` random moves from the goal: A*, bidirectional BFS and greedy against IDA*.
fn against_idastar<P: Puzzle>(count: usize, depth: u32, seed: u64) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let mut rng = Rng::new(seed);
    type H<P> = manhattan::Heuristic<P>;
    let mut astar = astar::Search::<P, H<P>, BIG_SLOTS>::new();
    let mut bibfs = bibfs::Search::<P, BIG_SLOTS>::new();
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
