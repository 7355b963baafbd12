// Hostile: ignores SIGTERM (and SIGINT, SIGHUP), then spins.
// Expected: TLE, and the process is gone afterwards (only SIGKILL stops it).
extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
}

const SIG_IGN: usize = 1;

fn main() {
    for signum in [1, 2, 15] {
        // SAFETY: installing SIG_IGN has no handler code to be unsafe about.
        unsafe {
            signal(signum, SIG_IGN);
        }
    }
    let mut x: u64 = 1;
    loop {
        x = std::hint::black_box(x.wrapping_add(1));
    }
}
