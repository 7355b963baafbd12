// Hostile: does not compile. Expected verdict: CE, with rustc's message shown.
fn main() {
    let moves: u32 = "ullddrurdllurdruldr";
    println!("{moves}");
}
