// Hostile: prints a `stats` line as a solver would after its first puzzle, then spins forever.
// Expected verdict: TLE, and in `judge compare` a node total marked `+` (the run was killed).
fn main() {
    eprintln!("stats expanded=5 generated=9");
    let mut x: u64 = 1;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}
