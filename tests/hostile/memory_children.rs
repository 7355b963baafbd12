// Hostile: starts four copies of itself that each touch 121 MB and wait, sleeps, then prints an
// answer. Expected under a 64 MB limit: MLE (the run's memory is all its processes'), never AC
// with the parent's own small peak.
use std::process::Command;
use std::time::Duration;

fn main() {
    if std::env::args().nth(1).as_deref() == Some("touch") {
        let block = vec![1u8; 121 << 20];
        std::hint::black_box(&block);
        std::thread::sleep(Duration::from_secs(3));
        return;
    }
    let me = std::env::current_exe().expect("own path");
    for _ in 0..4 {
        std::mem::forget(Command::new(&me).arg("touch").spawn().expect("spawn"));
    }
    std::thread::sleep(Duration::from_millis(2500));
    println!("unsolvable");
}
