// Honest and tiny: prints an answer without reading its input. Expected: its own small peak,
// whatever the size of the input or of the judge.
fn main() {
    println!("unsolvable");
}
