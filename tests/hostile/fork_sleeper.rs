// Hostile: forks a child that sleeps for an hour holding stdout open, reports the child's pid
// on stderr, prints an answer and exits at once. Expected: the judge returns promptly and the
// sleeping child is gone afterwards.
use std::io::Write;
use std::process::Command;

fn main() {
    let child = Command::new("sleep").arg("3600").spawn().expect("spawn sleep");
    let mut stderr = std::io::stderr();
    let _ = writeln!(stderr, "pid {}", child.id());
    let _ = stderr.flush();
    println!("unsolvable");
}
