// Hostile: reads the expected answer instead of solving: prints the file named on its input,
// or `hidden` when it cannot read it. Expected: hidden (the cases are not in the run's box).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    match std::fs::read_to_string(input.trim()) {
        Ok(answer) => print!("{answer}"),
        Err(_) => println!("hidden"),
    }
}
