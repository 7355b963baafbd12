//! Problem:   LeetCode 773 "Sliding Puzzle" (2×3, goal [[1,2,3],[4,5,0]], -1 when unsolvable)
//! Strategy:  BFS from the start, layer by layer (part `grid_bfs`, wrapped verbatim); the lines
//!            between the two "LeetCode" markers are what to paste into LeetCode's editor
//! Heuristic: none
//! Time:      O(6!) a board: at most 360 boards are reached
//! Memory:    O(6!)
//! Status:    equal to the BFS oracle on all 720 arrangements (cases/leetcode773/03-every-board,
//!            tests/family_cases.rs); the block compiles alone after `struct Solution;`
//!            (tests/family_leetcode.rs)

use std::io::{Read, Write};

// ---- LeetCode: paste from here ----
impl Solution {
    /// The fewest moves to `[[1,2,3],[4,5,0]]`, or -1 (also for a board that is no 2×3
    /// arrangement of 0..=5, which LeetCode never sends).
    pub fn sliding_puzzle(board: Vec<Vec<i32>>) -> i32 {
        Solution::search(&board)
            .distance
            .map_or(-1, |moves| moves as i32)
    }

    /// The search behind `sliding_puzzle`, with its effort (for the local `main`).
    pub fn search(board: &[Vec<i32>]) -> grid_bfs::Found {
        let cells: Vec<u8> = board
            .iter()
            .flatten()
            .map(|&tile| {
                if (0..6).contains(&tile) {
                    tile as u8
                } else {
                    u8::MAX
                }
            })
            .collect();
        let mut seen = [false; 6];
        let arrangement = board.len() == 2
            && board.iter().all(|row| row.len() == 3)
            && cells
                .iter()
                .all(|&tile| tile < 6 && !std::mem::replace(&mut seen[tile as usize], true));
        if !arrangement {
            return grid_bfs::Found::default();
        }
        grid_bfs::search(3, 2, &cells, &[1, 2, 3, 4, 5, 0])
    }
}

// The part `src/parts/grid_bfs.rs`, verbatim (its tests left out).
#[allow(dead_code, clippy::mixed_attributes_style)]
#[rustfmt::skip]
mod grid_bfs {
//! The fewest moves between two boards of at most 16 cells by plain breadth-first search from
//! the start, for boards small enough to enumerate: LeetCode 773's 2×3 board (360 reachable
//! boards) above all. States are 4 bits a cell in a `u64`, visited in a `HashSet`.

use std::collections::HashSet;

/// The board packed 4 bits a cell, cell `i` in bits `4i..4i+4`.
fn pack(cells: &[u8]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |key, (i, &tile)| key | u64::from(tile) << (4 * i))
}

fn tile_at(key: u64, cell: usize) -> u64 {
    (key >> (4 * cell)) & 0xF
}

/// What one search found: the fewest moves (`None`: the goal is not reachable) and the effort.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Found {
    pub distance: Option<u32>,
    /// Boards whose successors were produced, successors produced.
    pub expanded: u64,
    pub generated: u64,
}

/// The fewest blank moves from `start` to `goal` on a `width` × `height` board (cells row-major,
/// `0` the blank, tiles below 16), or `None` when the goal is not reachable.
pub fn distance(width: usize, height: usize, start: &[u8], goal: &[u8]) -> Option<u32> {
    search(width, height, start, goal).distance
}

/// The same search with its effort. The goal test is on expansion, one whole layer at a time.
pub fn search(width: usize, height: usize, start: &[u8], goal: &[u8]) -> Found {
    assert!(width * height <= 16 && start.len() == width * height && goal.len() == start.len());
    let mut found = Found::default();
    let goal = pack(goal);
    let start_key = pack(start);
    let mut seen = HashSet::new();
    seen.insert(start_key);
    let mut layer = vec![start_key];
    let mut depth = 0;
    while !layer.is_empty() {
        if layer.contains(&goal) {
            found.distance = Some(depth);
            return found;
        }
        let mut next = Vec::new();
        for &key in &layer {
            found.expanded += 1;
            let blank = (0..width * height)
                .find(|&c| tile_at(key, c) == 0)
                .unwrap_or(0);
            let (row, col) = (blank / width, blank % width);
            let targets = [
                (row > 0).then(|| blank - width),
                (row + 1 < height).then(|| blank + width),
                (col > 0).then(|| blank - 1),
                (col + 1 < width).then(|| blank + 1),
            ];
            for &target in targets.iter().flatten() {
                // The tile at `target` slides into the blank's cell.
                let tile = tile_at(key, target);
                let moved = key & !(0xF << (4 * target)) | tile << (4 * blank);
                found.generated += 1;
                if seen.insert(moved) {
                    next.push(moved);
                }
            }
        }
        layer = next;
        depth += 1;
    }
    found
}
}
// ---- LeetCode: paste up to here ----

/// LeetCode declares this itself; the local `main` needs it.
struct Solution;

/// Reads one board a line, `[[1,2,3],[4,0,5]]`: exactly six integers in brackets and commas.
/// An error names the line.
fn parse(input: &str) -> Result<Vec<Vec<Vec<i32>>>, String> {
    let mut boards = Vec::new();
    for (number, line) in input.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut cells = Vec::new();
        for token in line
            .split(|c: char| "[], \t\r".contains(c))
            .filter(|t| !t.is_empty())
        {
            let tile: i32 = token
                .parse()
                .map_err(|_| format!("line {}: {:?} is not a number", number + 1, token))?;
            cells.push(tile);
        }
        if cells.len() != 6 {
            return Err(format!(
                "line {}: {} numbers, a 2×3 board has 6",
                number + 1,
                cells.len()
            ));
        }
        boards.push(vec![cells[..3].to_vec(), cells[3..].to_vec()]);
    }
    Ok(boards)
}

/// One count a line, as `sliding_puzzle` returns it.
pub fn solve(input: &str, out: &mut impl Write) -> Result<(), String> {
    let stats = std::env::var_os("NPUZZLE_STATS").is_some();
    for board in parse(input)? {
        let found = Solution::search(&board);
        if stats {
            eprintln!(
                "stats expanded={} generated={}",
                found.expanded, found.generated
            );
        }
        writeln!(out, "{}", Solution::sliding_puzzle(board))
            .map_err(|e| format!("output: {}", e))?;
    }
    Ok(())
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("input: {}", error);
        std::process::exit(1);
    }
    let input = String::from_utf8_lossy(&input);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = solve(&input, &mut out)
        .and_then(|()| out.flush().map_err(|error| format!("output: {}", error)));
    if let Err(message) = result {
        eprintln!("{}", message);
        std::process::exit(1);
    }
}
