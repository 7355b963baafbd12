// Hostile: well-formed but wrong: one move per puzzle, whatever the board. Expected: WA.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap_or_default();
    let puzzles = input.split_whitespace().count() / 9;
    for _ in 0..puzzles.max(1) {
        println!("u");
    }
}
