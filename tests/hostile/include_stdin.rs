// Hostile (issue 39), as include_stdin.c: include_bytes! of /dev/stdin. Expected: the judge does
// not hang hashing its own stdin for the cache key.
static INPUT: &[u8] = include_bytes!("/dev/stdin");

fn main() {
    std::process::exit(INPUT.len().min(1) as i32);
}
