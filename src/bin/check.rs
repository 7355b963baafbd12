//! `check`: the checker, in the testlib and the Kattis/DOMjudge conventions
//! (`npuzzle::check::cli`, which says how it is called).

fn main() {
    npuzzle::check::cli::main(std::env::args().skip(1).collect())
}
