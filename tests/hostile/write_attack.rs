// Hostile: tries to change the files named on its input, one path a line (the judge's cases,
// its compile cache, its own binary), and to create a file next to each. Prints `wrote PATH` for
// each success and `denied PATH` otherwise. Expected: denied, every one.
use std::fs::OpenOptions;
use std::io::{Read, Write};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut targets: Vec<String> = input.lines().map(String::from).collect();
    let me = std::env::current_exe().expect("own path");
    targets.push(me.display().to_string());
    for target in targets {
        let appended = OpenOptions::new()
            .append(true)
            .open(&target)
            .and_then(|mut f| f.write_all(b"tampered\n"));
        let sibling = format!("{target}.planted");
        let created = std::fs::write(&sibling, b"planted\n");
        for (path, result) in [(&target, appended), (&sibling, created)] {
            match result {
                Ok(()) => println!("wrote {path}"),
                Err(_) => println!("denied {path}"),
            }
        }
    }
}
