//! `judge`: the local judge (see `npuzzle::judge`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(npuzzle::judge::main(&args));
}
