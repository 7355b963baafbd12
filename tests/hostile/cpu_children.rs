// Hostile: starts two copies of itself that each burn 1.5 s of CPU time and are never reaped,
// and sleeps while they work before printing an answer. Expected under a shorter limit: TLE
// (their CPU time is the run's), never AC with the parent's own few milliseconds.
use std::process::Command;
use std::time::Duration;

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;

fn cpu_seconds() -> f64 {
    let mut t = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe {
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut t);
    }
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("burn") {
        let mut x: u64 = 1;
        while cpu_seconds() < 1.5 {
            for _ in 0..100_000 {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
        }
        return;
    }
    let me = std::env::current_exe().expect("own path");
    for _ in 0..2 {
        std::mem::forget(Command::new(&me).arg("burn").spawn().expect("spawn"));
    }
    std::thread::sleep(Duration::from_secs(30));
    println!("unsolvable");
}
