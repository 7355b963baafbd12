//! The 8-puzzle solution files against the BFS oracle, over every board: every recipe of the
//! table (src/assemble/recipes.rs) whose problem is 3×3, run as its built binary.
//!
//! Each optimal strategy gets all 9! = 362,880 boards in one multi-puzzle input (the solvable
//! half and the unsolvable half) and must print, for each, a path that replays to the goal with
//! exactly the oracle's length (or the count) — or the row's unsolvable line exactly for the
//! unsolvable half. Greedy must print a valid path, never shorter than the oracle. Plain BFS, the
//! slow one, gets 5,000 random boards plus every board at distance ≥ 30. These sweeps are
//! `#[ignore]`d (CI's `--ignored` pass); the default run gives every file a sample: 300 random
//! boards and every board at distance ≥ 30 (BFS: 100 and the deepest level alone), 100 unsolvable twins.

mod recipes_common;

use npuzzle::assemble::{Recipe, RECIPES};
use npuzzle::board::Board;
use npuzzle::oracle::{self, DistanceTable};
use npuzzle::rng::Rng;
use recipes_common::{answers_are_right, row};

/// Which boards a run gets.
enum Boards {
    /// Every solvable board and, for each, an unsolvable twin (two tiles swapped).
    All,
    /// `n` random solvable boards (seeded) and every board at least `depth` moves away.
    Sample { n: usize, depth: u32 },
}

/// The first two tiles (not the blank) swapped: flips solvability, and is its own inverse, so it
/// maps the solvable half one-to-one onto the unsolvable half.
fn twin(board: &Board) -> Board {
    let mut cells = board.cells.clone();
    let tiles: Vec<usize> = (0..cells.len())
        .filter(|&i| cells[i] != 0)
        .take(2)
        .collect();
    cells.swap(tiles[0], tiles[1]);
    Board::new(board.width, board.height, cells).unwrap()
}

/// The boards of a run with their distance (`None` = unsolvable).
fn boards(table: &DistanceTable, which: Boards) -> Vec<(Board, Option<u32>)> {
    let solvable: Vec<(Board, u32)> = table.solvable_boards().collect();
    assert_eq!(solvable.len(), 181_440);
    match which {
        Boards::All => {
            let mut all = Vec::with_capacity(2 * solvable.len());
            for (board, d) in solvable {
                all.push((twin(&board), None));
                all.push((board, Some(d)));
            }
            all
        }
        Boards::Sample { n, depth } => {
            let mut rng = Rng::new(0x8_9u64 << 32 | n as u64);
            let mut some: Vec<(Board, Option<u32>)> = (0..n)
                .map(|_| {
                    let (b, d) = &solvable[rng.below(solvable.len() as u64) as usize];
                    (b.clone(), Some(*d))
                })
                .collect();
            let deep: Vec<_> = solvable.iter().filter(|(_, d)| *d >= depth).collect();
            assert!(deep.len() >= 2, "too few boards at depth {}", depth);
            some.extend(deep.into_iter().map(|(b, d)| (b.clone(), Some(*d))));
            let unsolvable: Vec<_> = some.iter().take(100).map(|(b, _)| twin(b)).collect();
            some.extend(unsolvable.into_iter().map(|b| (b, None)));
            some
        }
    }
}

/// Runs the recipe's file on the boards of `which` in one input and checks every line.
fn verify(recipe: &Recipe, which: Boards) {
    let table = oracle::shared(&row(recipe).goal_board());
    let boards: Vec<Board> = boards(&table, which).into_iter().map(|(b, _)| b).collect();
    answers_are_right(recipe, &boards);
}

/// The recipes whose problem is a 3×3 board.
fn eight_puzzle_recipes() -> impl Iterator<Item = &'static Recipe> {
    RECIPES.iter().filter(|r| row(r).goal.len() == 9)
}

#[test]
fn every_8_puzzle_file_on_a_sample_and_the_deepest_boards() {
    std::thread::scope(|scope| {
        for recipe in eight_puzzle_recipes() {
            // Plain BFS searches most of the space a board: 100 boards and the deepest level
            // alone (every board at 30 too would cost it more than every other file together).
            let which = if recipe.search == "bfs" {
                let table = oracle::shared(&row(recipe).goal_board());
                let deepest = table.solvable_boards().map(|(_, d)| d).max().unwrap();
                Boards::Sample {
                    n: 100,
                    depth: deepest,
                }
            } else {
                Boards::Sample { n: 300, depth: 30 }
            };
            scope.spawn(move || verify(recipe, which));
        }
    });
}

#[test]
#[ignore = "sweep: every 8-puzzle file on all 362,880 boards (BFS on a sample)"]
fn every_8_puzzle_file_on_every_board() {
    for recipe in eight_puzzle_recipes() {
        let which = if recipe.search == "bfs" {
            Boards::Sample { n: 5000, depth: 30 }
        } else {
            Boards::All
        };
        verify(recipe, which);
    }
}
