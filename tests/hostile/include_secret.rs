// Hostile (issue 39): includes a file only root may read, hoping the CE report quotes it.
// Expected: CE that quotes nothing of it.
const SECRET: &str = include_str!("/etc/shadow");

fn main() {
    print!("{SECRET}");
}
