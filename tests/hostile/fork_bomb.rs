// Hostile: tries to start 5000 processes (plain forks that sleep), prints how many it got, and
// exits. Expected: the run's process limit stops it well short, and none of them outlives the
// run.
use std::time::Duration;

extern "C" {
    fn fork() -> i32;
    fn _exit(code: i32) -> !;
}

fn main() {
    let mut started = 0;
    for _ in 0..5000 {
        // SAFETY: the child only sleeps and exits, touching nothing shared.
        match unsafe { fork() } {
            0 => {
                std::thread::sleep(Duration::from_secs(20));
                // SAFETY: ends the child without running the parent's exit handlers.
                unsafe { _exit(0) }
            }
            pid if pid > 0 => started += 1,
            _ => break,
        }
    }
    println!("{started}");
}
