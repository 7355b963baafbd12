// Hostile: writes to stdout without end. Expected: killed for too much output (RE), and the
// judge's own memory stays bounded.
use std::io::Write;

fn main() {
    let block = vec![b'x'; 1 << 16];
    let mut out = std::io::stdout().lock();
    while out.write_all(&block).is_ok() {}
}
