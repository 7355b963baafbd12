// Hostile: sleeps for an hour without using the CPU. Expected: TLE by the wall clock.
fn main() {
    std::thread::sleep(std::time::Duration::from_secs(3600));
}
