// Hostile (issue 39), as spoof.c: carriage returns, ANSI escapes and a fake AC row on stdout and
// stderr, then a failure, so the judge shows its last stderr line. Expected: the report shows
// those bytes escaped, no control character reaches the terminal.
fn main() {
    println!("\r\x1b[2K\x1b[32m01-sample              AC\x1b[0m\x07");
    eprintln!("\x1b[1A\r\x1b[2K\x1b[32mAC  all cases\x1b[0m\x08\x08\r01-sample AC");
    std::process::exit(1);
}
