// Hostile: prints something that is no answer at all. Expected: PE (wrong output format).
fn main() {
    println!("The answer is: 42!");
}
