//! The process table, for tests that check nothing of a run outlives it.

use std::time::{Duration, Instant};

/// Processes whose command line contains `needle` right now, zombies aside (a killed orphan
/// may wait for its reaper), the test's own process aside: `pid: command line` each.
pub fn running_now(needle: &str) -> Vec<String> {
    let own = std::process::id().to_string();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.parse::<u32>().is_err() || name == own {
            continue;
        }
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let state = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .next();
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if state.is_some_and(|s| s != "Z") && cmdline.contains(needle) {
            found.push(format!("{name}: {cmdline}"));
        }
    }
    found
}

/// [`running_now`] after giving killed processes up to two seconds to go.
pub fn survivors(needle: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let found = running_now(needle);
        if found.is_empty() || Instant::now() > deadline {
            return found;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
