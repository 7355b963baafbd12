// Hostile: starts a copy of itself that sleeps for an hour holding stdout open, prints an
// answer and exits at once. Expected: the judge returns promptly and the sleeping copy is gone
// afterwards.
use std::process::Command;
use std::time::Duration;

fn main() {
    if std::env::args().nth(1).as_deref() == Some("sleep") {
        std::thread::sleep(Duration::from_secs(3600));
        return;
    }
    let me = std::env::current_exe().expect("own path");
    let child = Command::new(me).arg("sleep").spawn().expect("spawn the sleeper");
    std::mem::forget(child);
    println!("unsolvable");
}
