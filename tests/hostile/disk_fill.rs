// Hostile (issue 39), as disk_fill.c: reserves 20 x 255 MB with fallocate in its working folder,
// then builds a 3,000-level folder chain there with a note at its bottom. Prints
// `note of an earlier run: blocked|OPEN` (looked for first), `reserved N MB`, `depth D`.
// Expected: far less than 5 GB reserved, no note. Bounded: 20 files, 3,000 levels.
use std::fs::{self, File};
use std::os::raw::{c_int, c_long};
use std::os::unix::io::AsRawFd;

extern "C" {
    fn fallocate(fd: c_int, mode: c_int, offset: c_long, len: c_long) -> c_int;
}

fn main() {
    let found = fs::metadata("npuzzle-note-top").is_ok();
    println!("note of an earlier run: {}", if found { "OPEN" } else { "blocked" });
    let mut reserved = 0;
    for i in 0..20 {
        let Ok(file) = File::create(format!("fill-{i}")) else {
            break;
        };
        // SAFETY: a plain call on an open descriptor.
        if unsafe { fallocate(file.as_raw_fd(), 0, 0, 255 << 20) } != 0 {
            break;
        }
        reserved += 255;
    }
    println!("reserved {reserved} MB");
    for i in 0..20 {
        let _ = fs::remove_file(format!("fill-{i}"));
    }
    let _ = File::create("npuzzle-note-top");
    let mut depth = 0;
    while depth < 3000 && fs::create_dir("d").is_ok() && std::env::set_current_dir("d").is_ok() {
        depth += 1;
    }
    let _ = File::create("note");
    println!("depth {depth}");
}
