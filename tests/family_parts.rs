//! Issue 8's parts against independent oracles: the least shortest strings of `lex_least`
//! (HDU 3567) and of `study::fifteen::idastar` in letter order (LightOJ) against an enumeration of every
//! shortest path (`family_common::least_shortest`), `grid_bfs` against the BFS oracle, and every
//! part compiling wrapped as `mod <part> { … }` on the judges' toolchains and editions (the
//! default `rustc` alone in the default run).

mod family_common;
mod rustc_common;

use family_common::*;
use npuzzle::parts::{lex_least, pdb15};
use npuzzle::rng::Rng;
use npuzzle::study::{fifteen, grid_bfs};
use rustc_common::{build_all, require_toolchains, Build, DEFAULT, JUDGES};

/// `lex_least` letters `d l r u` are the directions 3, 0, 1, 2.
fn eight_directions(letters: &[u8]) -> Vec<usize> {
    let dir = |letter: &u8| BY_LETTER[lex_least::LETTERS.iter().position(|l| l == letter).unwrap()];
    letters.iter().map(dir).collect()
}

fn random_board(rng: &mut Rng, cells: usize) -> Vec<u8> {
    let mut board: Vec<u8> = (0..cells as u8).collect();
    rng.shuffle(&mut board);
    board
}

/// Random (start, goal) pairs of the same parity class, the goal's blank anywhere.
fn lex_least_agrees_with_enumeration(pairs: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut solver = lex_least::EightLex::new();
    let mut checked = 0;
    while checked < pairs {
        let start = random_board(&mut rng, 9);
        let goal = random_board(&mut rng, 9);
        let (s, g): ([u8; 9], [u8; 9]) = (
            start.clone().try_into().unwrap(),
            goal.clone().try_into().unwrap(),
        );
        let Some(letters) = solver.solve(&s, &g) else {
            assert!(least_shortest(3, 3, &start, &goal, BY_LETTER, 31).is_none());
            continue;
        };
        let want = least_shortest(3, 3, &start, &goal, BY_LETTER, 31).unwrap();
        assert_eq!(
            eight_directions(&letters),
            want,
            "start {start:?} goal {goal:?}"
        );
        checked += 1;
    }
}

#[test]
fn lex_least_is_the_least_shortest_string_on_random_pairs() {
    lex_least_agrees_with_enumeration(150, 1);
}

#[test]
#[ignore = "heavy: 5,000 pairs"]
fn lex_least_is_the_least_shortest_string_on_5000_pairs() {
    lex_least_agrees_with_enumeration(5_000, 2);
}

/// 4×4 boards a random walk away from the goal, of optimum at most `max_depth`, solved by
/// `study::fifteen::idastar` in two move orders and compared with the enumeration in the same order. Only
/// boards whose least strings differ between the two orders count (most boards near the goal
/// have a single shortest path, which any optimal search finds).
fn idastar15_plan_agrees_with_enumeration(boards: usize, max_depth: usize, seed: u64) {
    let heuristic = pdb15::Heuristic::new(&pdb15::PATTERNS, pdb15::VIEWS);
    let goal = standard_goal(16);
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    while checked < boards {
        let steps = 4 + rng.below(40) as usize;
        let board = random_walk(&mut rng, 4, 4, &goal, steps);
        let cells: [u8; 16] = board.clone().try_into().unwrap();
        let Some(by_letter) = least_shortest(4, 4, &board, &goal, BY_LETTER, max_depth) else {
            continue;
        };
        let plain = least_shortest(4, 4, &board, &goal, LEFT_RIGHT_UP_DOWN, max_depth).unwrap();
        for (order, want) in [(BY_LETTER, &by_letter), (LEFT_RIGHT_UP_DOWN, &plain)] {
            let length = want.len() as u32;
            let (got, _) = fifteen::idastar(&cells, &heuristic, order, Some(length));
            let got: Vec<usize> = got.unwrap().into_iter().map(usize::from).collect();
            assert_eq!(&got, want, "board {board:?}, order {order:?}");
            // One move less is over the cap.
            if length > 0 {
                let capped = fifteen::idastar(&cells, &heuristic, order, Some(length - 1));
                assert!(capped.0.is_none(), "board {board:?}");
            }
        }
        checked += usize::from(by_letter != plain);
    }
}

#[test]
fn idastar15_plan_in_letter_order_is_the_least_shortest_string() {
    idastar15_plan_agrees_with_enumeration(25, 16, 3);
}

#[test]
#[ignore = "heavy: 1,000 boards up to 20 moves"]
fn idastar15_plan_in_letter_order_is_the_least_shortest_string_on_1000_boards() {
    idastar15_plan_agrees_with_enumeration(1_000, 20, 4);
}

#[test]
fn grid_bfs_equals_the_oracle_on_every_2x3_board_and_on_3x3_boards() {
    use npuzzle::board::Board;
    use npuzzle::oracle::DistanceTable;
    let goal = standard_goal(6);
    let table =
        DistanceTable::new(&Board::new(3, 2, goal.iter().map(|&t| t.into()).collect()).unwrap());
    let mut rng = Rng::new(5);
    let mut solvable = 0;
    // 6! = 720 arrangements; 4,000 random draws reach them all with overwhelming probability.
    for _ in 0..4000 {
        let board = random_board(&mut rng, 6);
        let want =
            table.distance(&Board::new(3, 2, board.iter().map(|&t| t.into()).collect()).unwrap());
        assert_eq!(grid_bfs::distance(3, 2, &board, &goal), want, "{board:?}");
        solvable += usize::from(want.is_some());
    }
    assert!(solvable > 1000);
    let goal = standard_goal(9);
    let table =
        DistanceTable::new(&Board::new(3, 3, goal.iter().map(|&t| t.into()).collect()).unwrap());
    for _ in 0..20 {
        let board = random_board(&mut rng, 9);
        let want =
            table.distance(&Board::new(3, 3, board.iter().map(|&t| t.into()).collect()).unwrap());
        assert_eq!(grid_bfs::distance(3, 3, &board, &goal), want, "{board:?}");
    }
}

/// Every part without its tests, wrapped as `pub mod <part> { … }` the way an assembled file
/// holds it, built as one library with each build of `builds`, warnings denied; `metadata` stops
/// after the analysis (every error and lint, no code).
fn parts_compile_wrapped(builds: &[Build], metadata: bool) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/parts");
    let mut wrapped = String::new();
    let names = npuzzle::assemble::part_files(&dir).unwrap();
    for path in &names {
        let text = std::fs::read_to_string(path).unwrap();
        let body = &text[..text.find("#[cfg(test)]").unwrap_or(text.len())];
        let name = path.file_stem().unwrap().to_string_lossy();
        wrapped += &format!("pub mod {name} {{\n{body}}}\n");
    }
    let out = std::env::temp_dir().join(format!(
        "npuzzle-parts-{}-{}",
        std::process::id(),
        builds.len()
    ));
    std::fs::create_dir_all(&out).unwrap();
    let source = out.join("parts.rs");
    std::fs::write(&source, wrapped).unwrap();
    let failures = build_all(&[source], "lib", builds, metadata);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    std::fs::remove_dir_all(&out).unwrap();
}

/// The parts, wrapped, on the judges' toolchains: rustc 1.70 (editions 2015, 2018, 2021) and
/// stable (2021, 2024).
#[test]
#[ignore = "five builds of every part: .ci/run runs it"]
fn parts_compile_wrapped_on_the_judges_toolchains() {
    require_toolchains(&JUDGES);
    parts_compile_wrapped(&JUDGES, false);
}

#[test]
fn parts_compile_wrapped_with_the_default_rustc() {
    parts_compile_wrapped(&[DEFAULT], true);
}

/// Every start against the canonical goal with the blank at `blank`: `lex_least` equals the least
/// shortest string taken by its definition — over layers of the BFS oracle, the minimum of all
/// candidate strings `letter + least(successor one step closer)`, compared as whole strings.
fn lex_least_equals_the_definition_for_every_start(blank: usize) {
    use npuzzle::board::{Board, Dir};
    use npuzzle::oracle::DistanceTable;
    let goal = lex_least::canonical_goal(blank);
    let table =
        DistanceTable::new(&Board::new(3, 3, goal.iter().map(|&t| t.into()).collect()).unwrap());
    let mut boards: Vec<(Board, u32)> = table.solvable_boards().collect();
    boards.sort_by_key(|(_, d)| *d);
    let key = |b: &Board| b.cells.iter().fold(0u64, |k, &t| k * 16 + u64::from(t));
    let mut least: std::collections::HashMap<u64, String> = std::collections::HashMap::new();
    let letters = [
        (Dir::Down, 'd'),
        (Dir::Left, 'l'),
        (Dir::Right, 'r'),
        (Dir::Up, 'u'),
    ];
    let mut solver = lex_least::EightLex::new();
    for (board, d) in &boards {
        let best = if *d == 0 {
            String::new()
        } else {
            letters
                .iter()
                .filter_map(|&(dir, letter)| {
                    let mut next = board.clone();
                    (next.apply(dir) && table.distance(&next) == Some(d - 1))
                        .then(|| format!("{letter}{}", least[&key(&next)]))
                })
                .min()
                .unwrap()
        };
        let cells: [u8; 9] = board
            .cells
            .iter()
            .map(|&t| t as u8)
            .collect::<Vec<_>>()
            .try_into()
            .unwrap();
        let got = solver.solve(&cells, &goal).unwrap();
        assert_eq!(String::from_utf8(got).unwrap(), best, "{board:?}");
        least.insert(key(board), best);
    }
    assert_eq!(least.len(), 181_440);
}

#[test]
fn lex_least_is_the_least_shortest_string_for_every_start_blank_centre() {
    lex_least_equals_the_definition_for_every_start(4);
}

#[test]
#[ignore = "heavy: 9 goals × 181,440 starts"]
fn lex_least_is_the_least_shortest_string_for_every_start_and_every_goal_blank() {
    for blank in 0..9 {
        lex_least_equals_the_definition_for_every_start(blank);
    }
}
