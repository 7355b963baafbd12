//! A line on stderr every few seconds during long work (`--split`, `stress`), so that a run of
//! minutes shows where it is; stdout, the report, stays as it was.

use std::time::{Duration, Instant};

pub struct Progress {
    what: String,
    count: usize,
    last: Instant,
}

impl Progress {
    const EVERY: Duration = Duration::from_secs(3);

    /// Progress through `count` puzzles of `what`.
    pub fn new(what: String, count: usize) -> Progress {
        Progress {
            what,
            count,
            last: Instant::now(),
        }
    }

    /// `done` puzzles so far and the CPU time they took: a line when the last one is a few
    /// seconds old and work is left.
    pub fn tick(&mut self, done: usize, cpu: Duration) {
        if done < self.count && self.last.elapsed() >= Self::EVERY {
            eprintln!(
                "judge: {}: {done}/{} puzzles run, {} ms of CPU so far",
                self.what,
                self.count,
                cpu.as_millis()
            );
            self.last = Instant::now();
        }
    }
}
