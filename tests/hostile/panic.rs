// Hostile: panics at once. Expected verdict: RE.
fn main() {
    let input = std::io::read_to_string(std::io::stdin()).unwrap_or_default();
    panic!("refusing to solve {} bytes", input.len());
}
