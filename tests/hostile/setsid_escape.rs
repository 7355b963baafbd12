// Hostile: starts copies of itself that leave its session (`setsid`) or its process group
// (`process_group(0)`) and keep starting new copies of themselves for a minute, prints an answer
// and exits. Expected: none of them is alive once the judge returns.
use std::os::unix::process::CommandExt;
use std::process::Command;
use std::time::Duration;

extern "C" {
    fn setsid() -> i32;
}

fn main() {
    let me = std::env::current_exe().expect("own path");
    match std::env::args().nth(1).as_deref() {
        Some("escape") => {
            // SAFETY: setsid takes no arguments and only fails when already a leader.
            unsafe {
                setsid();
            }
            for _ in 0..60 {
                std::thread::sleep(Duration::from_secs(1));
                let _ = Command::new(&me).arg("linger").process_group(0).spawn();
            }
        }
        Some("linger") => std::thread::sleep(Duration::from_secs(60)),
        _ => {
            std::mem::forget(Command::new(&me).arg("escape").spawn().expect("spawn"));
            let group = Command::new(&me).arg("linger").process_group(0).spawn();
            std::mem::forget(group.expect("spawn"));
            std::thread::sleep(Duration::from_millis(100));
            println!("unsolvable");
        }
    }
}
