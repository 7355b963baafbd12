// Hostile (issue 39), as cpu_hidden.c: SIGCHLD ignored, so the kernel reaps its children and
// their CPU time reaches no one's cutime; its main thread at SCHED_IDLE behind them. 60 children
// of ~50 ms CPU each, two at a time (about 3 s of CPU), then an answer. Expected under a 1 s
// limit: TLE, never AC. Bounded: 60 children.
use std::os::raw::{c_int, c_long};
use std::time::Duration;

extern "C" {
    fn fork() -> c_int;
    fn _exit(code: c_int) -> !;
    fn signal(signum: c_int, handler: usize) -> usize;
    fn sched_setscheduler(pid: c_int, policy: c_int, param: *const c_int) -> c_int;
    fn clock_gettime(clock: c_int, time: *mut [c_long; 2]) -> c_int;
}

/// This process's CPU time so far.
fn cpu_now() -> Duration {
    let mut time = [0 as c_long; 2];
    // SAFETY: `time` is a valid `struct timespec` for the kernel to fill.
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) };
    Duration::new(time[0] as u64, time[1] as u32)
}

const SIGCHLD: c_int = 17;
const SIG_IGN: usize = 1;
const SCHED_IDLE: c_int = 5;
const CLOCK_PROCESS_CPUTIME_ID: c_int = 2;

fn main() {
    // SAFETY: plain calls; the children only spin and exit.
    unsafe {
        signal(SIGCHLD, SIG_IGN);
        sched_setscheduler(0, SCHED_IDLE, &0);
        for i in 0..60 {
            if fork() == 0 {
                let mut spin = 0u64;
                while cpu_now() < Duration::from_millis(50) {
                    spin = std::hint::black_box(spin + 1);
                }
                _exit(0);
            }
            if i % 2 == 1 {
                std::thread::sleep(Duration::from_millis(40));
            }
        }
    }
    std::thread::sleep(Duration::from_secs(1));
    println!("unsolvable");
}
