//! A POJ 1077 solver with a planted bug, for `judge stress` to find: a correct BFS per puzzle
//! (puzzles until end of input, `x` the blank, moves `u d l r`), except that an answer of 20 or
//! more moves loses its last move.
use std::collections::HashMap;
use std::collections::VecDeque;
use std::io::{Read, Write};

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn bfs(start: [u8; 9]) -> Option<Vec<u8>> {
    let mut parent: HashMap<[u8; 9], ([u8; 9], u8)> = HashMap::new();
    let mut frontier = VecDeque::new();
    parent.insert(start, (start, 0));
    frontier.push_back(start);
    while let Some(board) = frontier.pop_front() {
        if board == GOAL {
            let mut path = Vec::new();
            let mut at = board;
            while at != start {
                let (from, letter) = parent[&at];
                path.push(letter);
                at = from;
            }
            path.reverse();
            return Some(path);
        }
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let (row, col) = (blank / 3, blank % 3);
        for (letter, ok, target) in [
            (b'u', row > 0, blank.wrapping_sub(3)),
            (b'd', row < 2, blank + 3),
            (b'l', col > 0, blank.wrapping_sub(1)),
            (b'r', col < 2, blank + 1),
        ] {
            if !ok {
                continue;
            }
            let mut next = board;
            next.swap(blank, target);
            if let std::collections::hash_map::Entry::Vacant(e) = parent.entry(next) {
                e.insert((board, letter));
                frontier.push_back(next);
            }
        }
    }
    None
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_whitespace().collect();
    let mut out = std::io::stdout().lock();
    for puzzle in tokens.chunks(9) {
        let mut board = [0u8; 9];
        for (cell, token) in board.iter_mut().zip(puzzle) {
            *cell = token.parse().unwrap_or(0);
        }
        match bfs(board) {
            None => writeln!(out, "unsolvable").unwrap(),
            Some(mut path) => {
                if path.len() >= 20 {
                    path.pop(); // the planted bug
                }
                writeln!(out, "{}", String::from_utf8(path).unwrap()).unwrap();
            }
        }
    }
}
