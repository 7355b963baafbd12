//! The search parts (src/parts) proven on whole spaces: on every board that a BFS covers here
//! (2×2, 2×3, 2×4, 3×3, 2×5), every optimal search answers with the BFS oracle's distance and
//! greedy best-first with a valid path, each path replayed to the goal. A* and IDA* run with
//! two heuristics: Manhattan distance, and the additive pattern databases of `pdb_any` (the
//! partitions of tests/sweep_common). The full sweeps are `#[ignore]`d (CI's `--ignored` pass);
//! the default run takes a sample of every space. On 2×5 the searches with Manhattan distance
//! run on every 97th board and the 97 deepest only: on every board they would take some 4 hours
//! of CPU (`cost_of_each_search_on_2x5`). 3×4 and 4×4, beyond the oracle, are sampled against
//! IDA*.

mod sweep_common;

use npuzzle::board::{Board, Dir};
use npuzzle::oracle;
use npuzzle::parts::puzzle::Puzzle;
use npuzzle::parts::search::{Stats, Strategy};
use npuzzle::parts::{astar, bfs, bibfs, greedy, idastar, manhattan, table};
use npuzzle::rng::Rng;
use npuzzle::study::pdb_any::{self, Patterns};
use sweep_common::*;

// The tables of the sweeps' searches: each a power of two above the boards one search meets on
// 2×5, which the sweep asserts (`answer_within`: a search meets at most the boards it generates
// and its roots), no larger, as a larger one scatters the boards over more cache lines and pages
// (`cost_of_each_search_on_2x5`, which measured the most boards generated below).
/// A* with Manhattan distance: 697,431 boards generated at most (every 3001st board).
const BIG_SLOTS: usize = 1 << 22;
type Astar<P> = astar::Search<P, manhattan::Heuristic<P>, BIG_SLOTS>;
/// A* with the pattern databases: 2,288 at most (the 2,074 boards 50 moves or more away).
const PDB_SLOTS: usize = 1 << 14;
type AstarPdb<P> = astar::Search<P, pdb_any::Heuristic<P>, PDB_SLOTS>;
/// Bidirectional BFS: 493,591 at most (the same 2,074); 2^20 slots take 1.5 times as long.
const BIBFS_SLOTS: usize = 1 << 19;
type Bibfs<P> = bibfs::Search<P, BIBFS_SLOTS>;
/// Greedy best-first with Manhattan distance: 2,342 at most (every 3001st board).
const GREEDY_SLOTS: usize = 1 << 16;
type Greedy<P> = greedy::Search<P, manhattan::Heuristic<P>, GREEDY_SLOTS>;
type Idastar<P> = idastar::Search<P, manhattan::Heuristic<P>>;
type IdastarPdb<P> = idastar::Search<P, pdb_any::Heuristic<P>>;

/// The length of `S`'s answer on `board`, after replaying it to `goal`; the search generates
/// fewer than `room` boards (its table's slots).
fn answer<S: Strategy>(search: &mut S, (board, goal): (&Board, &Board), name: &str) -> u32 {
    answer_within(search, (board, goal), name, usize::MAX)
}

fn answer_within<S: Strategy>(
    search: &mut S,
    (board, goal): (&Board, &Board),
    name: &str,
    room: usize,
) -> u32 {
    let mut path = Vec::new();
    let mut stats = Stats::default();
    search.run(packed(board), &mut stats, &mut path);
    let moves: Vec<Dir> = path.iter().map(|&m| Dir::ALL[m as usize]).collect();
    let mut reached = board.clone();
    let on = board.one_line();
    assert_eq!(reached.apply_all(&moves), Ok(()), "{} on {}", name, on);
    assert!(reached.is(goal), "{} on {}: not the goal", name, on);
    assert!(stats.generated >= stats.expanded, "{}", name);
    assert!(
        stats.generated + 2 < room as u64,
        "{} on {}: room",
        name,
        on
    );
    path.len() as u32
}

/// Which solvable boards of a space (numbered in rank order) each search runs on: every
/// `cheap`-th for the reverse-BFS table and greedy, every `databases`-th for A* and IDA* with
/// the pattern databases, every `manhattan`-th and every board at least `deep` moves from the
/// goal for A* and IDA* with Manhattan distance, bidirectional BFS on both, every `bfs`-th for
/// plain BFS (which restarts from scratch each time). A step of 1 is every board.
#[derive(Clone, Copy)]
struct Steps {
    cheap: usize,
    databases: usize,
    manhattan: usize,
    deep: u32,
    bfs: usize,
}

/// Which searches run on one board.
struct Picks {
    cheap: bool,
    databases: bool,
    manhattan: bool,
    bfs: bool,
}

impl Steps {
    /// Every search on every `step`-th board, BFS on every `bfs`-th of those.
    fn all(step: usize, bfs: usize) -> Steps {
        Steps {
            cheap: step,
            databases: step,
            manhattan: step,
            deep: u32::MAX,
            bfs: step * bfs,
        }
    }

    /// The searches that run on board `i`, `distance` moves away.
    fn on(&self, i: usize, distance: u32) -> Picks {
        Picks {
            cheap: i % self.cheap == 0,
            databases: i % self.databases == 0,
            manhattan: i % self.manhattan == 0 || distance >= self.deep,
            bfs: i % self.bfs == 0,
        }
    }
}

/// `P`'s solvable boards that `steps` picks for some search against the oracle. The boards are
/// dealt out to one thread a core, each with searches of its own.
fn sweep<P: Patterns>(steps: Steps) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let oracle = oracle::shared(&goal);
    let boards: Vec<(usize, (Board, u32))> = oracle
        .solvable_boards()
        .enumerate()
        .filter(|&(i, (_, d))| {
            let picks = steps.on(i, d);
            picks.cheap || picks.databases || picks.manhattan || picks.bfs
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
fn sweep_boards<'a, P: Patterns>(
    boards: impl Iterator<Item = (usize, &'a (Board, u32))>,
    goal: &Board,
    steps: Steps,
) {
    let mut astar = Astar::<P>::new();
    let mut astar_pdb = AstarPdb::<P>::new();
    let mut bibfs = Bibfs::<P>::new();
    let mut idastar = Idastar::<P>::new();
    let mut idastar_pdb = IdastarPdb::<P>::new();
    let mut table = table::Search::<P>::new();
    let mut greedy = Greedy::<P>::new();
    let mut bfs = bfs::Search::<P>::new();
    for (i, (board, distance)) in boards {
        let (d, on) = (*distance, (board, goal));
        let picks = steps.on(i, d);
        if picks.databases {
            assert_eq!(answer_within(&mut astar_pdb, on, "astar/pdb", PDB_SLOTS), d);
            assert_eq!(answer(&mut idastar_pdb, on, "idastar/pdb"), d);
        }
        if picks.manhattan {
            assert_eq!(answer_within(&mut astar, on, "astar", BIG_SLOTS), d);
            assert_eq!(answer(&mut idastar, on, "idastar"), d);
        }
        if picks.manhattan {
            assert_eq!(answer_within(&mut bibfs, on, "bibfs", BIBFS_SLOTS), d);
        }
        if picks.cheap {
            assert_eq!(answer(&mut table, on, "table"), d);
            let long = answer_within(&mut greedy, on, "greedy", GREEDY_SLOTS);
            assert!(
                long >= d && (long - d) % 2 == 0,
                "greedy on {}",
                board.one_line()
            );
        }
        if picks.bfs {
            assert_eq!(answer(&mut bfs, on, "bfs"), d);
        }
    }
}

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

/// Every solvable board of 2×5: the table, greedy, and A* and IDA* with the pattern databases on
/// every one; A* and IDA* with Manhattan distance and bidirectional BFS on every 97th board and
/// the deepest three levels (53 to 55 moves, 97 boards); plain BFS on every 100,000th
/// (docs/testing.md, "The 2×5 sweep").
#[test]
#[ignore = "sweep: every solvable board of 2×5 (minutes)"]
fn every_board_of_2x5() {
    sweep::<S2x5>(Steps {
        cheap: 1,
        databases: 1,
        manhattan: 97,
        deep: 53,
        bfs: 100_000,
    });
}

/// What each search costs a board of 2×5 in CPU time, on every 3001st (605 boards; BFS on 5),
/// one thread: times 1,814,400 boards, the CPU time of the whole sweep; the searches with
/// tables of other sizes (`/22`: 2^22 slots); then the searches of every board on the 2,074
/// boards 50 moves or more from the goal, for the most boards one search generates.
#[test]
#[ignore = "benchmark: the 2×5 sweep's cost, search by search"]
fn cost_of_each_search_on_2x5() {
    type P = S2x5;
    type H = manhattan::Heuristic<P>;
    type D = pdb_any::Heuristic<P>;
    let oracle = oracle::shared(&Board::standard_goal(5, 2));
    let boards: Vec<(Board, u32)> = oracle.solvable_boards().step_by(3001).collect();
    cost::<Astar<P>>("astar", &boards);
    cost::<AstarPdb<P>>("astar/pdb", &boards);
    cost::<astar::Search<P, D, BIG_SLOTS>>("astar/pdb/22", &boards);
    cost::<Bibfs<P>>("bibfs", &boards);
    cost::<bibfs::Search<P, BIG_SLOTS>>("bibfs/22", &boards);
    cost::<bibfs::Search<P, { 1 << 20 }>>("bibfs/20", &boards);
    cost::<Idastar<P>>("idastar", &boards);
    cost::<IdastarPdb<P>>("idastar/pdb", &boards);
    cost::<table::Search<P>>("table", &boards);
    cost::<Greedy<P>>("greedy", &boards);
    cost::<greedy::Search<P, H, BIG_SLOTS>>("greedy/22", &boards);
    cost::<bfs::Search<P>>("bfs", &boards[..5]);
    let deep: Vec<(Board, u32)> = oracle.solvable_boards().filter(|b| b.1 >= 50).collect();
    cost::<AstarPdb<P>>("deep astar/pdb", &deep);
    cost::<IdastarPdb<P>>("deep idastar/pdb", &deep);
    cost::<Greedy<P>>("deep greedy", &deep);
    cost::<Bibfs<P>>("deep bibfs", &deep);
    cost::<bibfs::Search<P, { 1 << 20 }>>("deep bibfs/20", &deep);
}

/// Boards `depth` random moves from the goal: A*, bidirectional BFS and greedy against IDA*.
fn against_idastar<P: Puzzle>(count: usize, depth: u32, seed: u64) {
    let format = P::FORMAT;
    let goal = Board::standard_goal(format.width, format.height);
    let mut rng = Rng::new(seed);
    type H<P> = manhattan::Heuristic<P>;
    let mut astar = Astar::<P>::new();
    let mut bibfs = bibfs::Search::<P, BIG_SLOTS>::new();
    let mut idastar = Idastar::<P>::new();
    let mut greedy = greedy::Search::<P, H<P>, BIG_SLOTS>::new();
    for _ in 0..count {
        let board = npuzzle::gen::scramble(&goal, depth, &mut rng).0;
        let on = (&board, &goal);
        let d = answer(&mut idastar, on, "idastar");
        assert!(d <= depth);
        assert_eq!(answer(&mut astar, on, "astar"), d);
        assert_eq!(answer(&mut bibfs, on, "bibfs"), d);
        let long = answer(&mut greedy, on, "greedy");
        assert!(long >= d && (long - d) % 2 == 0);
    }
}

#[test]
fn three_by_four_and_four_by_four_agree_with_idastar() {
    against_idastar::<S3x4>(10, 24, 0x34);
    against_idastar::<S4x4>(10, 22, 0x44);
}
