//! What every search shares: its interface, the heuristic's, and the effort it counts.

use super::board::Board;

/// Search effort, printed when `NPUZZLE_STATS` is set: `expanded` counts the boards whose
/// successors were produced, `generated` the successors produced (after pruning the inverse of
/// the last move, before duplicate detection).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub expanded: u64,
    pub generated: u64,
}

impl Stats {
    /// The line a solution prints for a puzzle on stderr when `NPUZZLE_STATS` is set.
    pub fn report(&self) {
        eprintln!(
            "stats expanded={} generated={}",
            self.expanded, self.generated
        );
    }
}

/// A search's effort as it is told: `Stats` counts it, `judge show` records it, `Quiet` drops it.
/// Beyond the counts (the calls a solution file makes, all empty but `add`): where the boards
/// were expanded and the stages (IDA* iterations, big-board lines) the search went through.
pub trait Tally {
    fn add(&mut self, expanded: u64, generated: u64);
    /// A board expanded on `side` (0 from the start, 1 from the goal) at `key`: depth, f or h.
    #[inline]
    fn at(&mut self, _side: usize, _key: u32) {}
    /// A stage ended with `expanded` boards: an IDA* iteration of threshold `key`, line `key`.
    #[inline]
    fn stage(&mut self, _key: u32, _expanded: u64) {}
}

impl Tally for Stats {
    #[inline]
    fn add(&mut self, expanded: u64, generated: u64) {
        self.expanded += expanded;
        self.generated += generated;
    }
}

/// The tally that tells nothing (a named type, so that a file that never uses it carries none).
pub struct Quiet;

impl Tally for Quiet {
    fn add(&mut self, _: u64, _: u64) {}
}

/// A search: built once, then run on each solvable puzzle of the input in turn.
pub trait Strategy {
    fn new() -> Self;
    /// Appends to `path` the moves of a solution of the solvable board `start`.
    fn run<T: Tally>(&mut self, start: Board, stats: &mut T, path: &mut Vec<u8>);
    /// Like `run`, but `false` when every solution is longer than `cap` moves (`path` then
    /// holds no answer). A search that cannot stop early solves and compares.
    fn run_within<T: Tally>(
        &mut self,
        start: Board,
        cap: u32,
        stats: &mut T,
        path: &mut Vec<u8>,
    ) -> bool {
        let before = path.len();
        self.run(start, stats, path);
        path.len() - before <= cap as usize
    }
    /// The moves and the effort of every solvable board of `starts`, in order: one after the
    /// other, unless a search spreads them over threads.
    fn run_all(&mut self, starts: &[Board]) -> Vec<(Vec<u8>, Stats)> {
        let mut answers = Vec::with_capacity(starts.len());
        for &start in starts {
            let (mut stats, mut path) = (Stats::default(), Vec::new());
            self.run(start, &mut stats, &mut path);
            answers.push((path, stats));
        }
        answers
    }
}

/// A heuristic: a value (its tables, if it has any, built once by `new`), an estimate of the
/// moves left, and its update after one move.
pub trait Estimate {
    /// The heuristic, ready to estimate.
    fn new() -> Self;
    /// The estimate of a whole board, computed from scratch.
    fn estimate(&self, board: Board) -> usize;
    /// The estimate after `tile`, on cell `to` of `board`, slides into the blank on cell
    /// `blank`, from the estimate `h` of `board` (a heuristic of single tiles, as Manhattan
    /// distance, needs only `h` and the move; one of several tiles reads the rest of `board`).
    fn after(&self, h: usize, board: Board, tile: usize, blank: usize, to: usize) -> usize;
}

/// A boxed array of zeros straight from the allocator (no page is touched before it is used).
pub fn zeroed<T: Clone + Default + std::fmt::Debug, const N: usize>() -> Box<[T; N]> {
    std::convert::TryFrom::try_from(vec![T::default(); N].into_boxed_slice()).unwrap()
}

/// The moves that lead from `board` back to the root, read from the move that first reached
/// each board (`came`, `START` at the root), the last move first.
pub fn walk_back(
    mut board: Board,
    neighbor: &[[u8; 4]],
    mut came: impl FnMut(Board) -> u8,
    moves: &mut Vec<u8>,
) {
    loop {
        let m = came(board);
        if m == super::board::START {
            return;
        }
        moves.push(m);
        board = board
            .slide(neighbor[board.blank][m as usize ^ 1] as usize)
            .0;
    }
}
