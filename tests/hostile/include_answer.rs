// Hostile (issue 39): compiles the expected answer in (include_str! of the case's .out, relative
// to this file) and prints it. Expected: CE, the file is not in the compile's box.
const ANSWER: &str = include_str!("../../cases/poj1077/01-sample.out");

fn main() {
    print!("{ANSWER}");
}
