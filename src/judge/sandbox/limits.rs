//! What a run may use and what the judge learned from it: the limits, the run's exit, time and
//! memory, why it was killed, and the verdict it earns before its output is checked.

use super::sys::{self, Exit};
use std::time::Duration;

/// What a run may use.
#[derive(Clone, Debug)]
pub struct Limits {
    /// CPU time (user + system); over it is TLE, and the group is killed when it gets there.
    pub cpu: Duration,
    /// Wall-clock time from the start, after which the run is killed (TLE): for programs that
    /// sleep or block.
    pub wall: Duration,
    /// Resident memory in bytes; over it is MLE. `None`: unlimited.
    pub memory: Option<u64>,
    /// `RLIMIT_AS` in bytes, a backstop against a burst between two looks at the resident size.
    pub address_space: Option<u64>,
    /// Bytes of stdout kept; a program writing more is killed.
    pub output: usize,
}

impl Limits {
    /// The judge's usual limits for a time limit and a memory limit: the CPU time is the time
    /// limit; the wall clock gets twice that plus a second (a run that is slow only because the
    /// machine is busy is not TLE); the address space twice the memory limit plus 64 MiB
    /// (runtimes reserve more than they touch; the resident size is what is judged).
    pub fn judge(time: Duration, memory: Option<u64>) -> Limits {
        Limits {
            cpu: time,
            wall: time * 2 + Duration::from_secs(1),
            memory,
            address_space: memory.map(|m| m.saturating_mul(2) + (64 << 20)),
            output: 64 << 20,
        }
    }
}

/// Why the judge killed a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kill {
    Cpu,
    Wall,
    Memory,
    Output,
}

/// Everything the judge learned from one run.
#[derive(Clone, Debug)]
pub struct Run {
    pub exit: Exit,
    pub wall: Duration,
    /// User + system CPU time of every process of the run.
    pub cpu: Duration,
    /// Peak memory of the run's processes together, in bytes, from `exec` on.
    pub peak_memory: u64,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub killed: Option<Kill>,
}

/// The verdict a run earns before its output is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunVerdict {
    /// Exited with status 0 within the limits: the output can be checked.
    Finished,
    TimeLimit,
    MemoryLimit,
    /// A non-zero exit, a signal, or too much output.
    RuntimeError,
}

impl Run {
    /// Classifies the run against `limits`. Time first (a run killed at the wall clock may also
    /// have grown), then memory, then the exit status. An allocation failure under the address
    /// space limit shows as an abort with the runtime's message, and is MLE too.
    pub fn verdict(&self, limits: &Limits) -> RunVerdict {
        let over_memory = limits.memory.is_some_and(|m| self.peak_memory > m);
        match self.killed {
            Some(Kill::Cpu) | Some(Kill::Wall) => return RunVerdict::TimeLimit,
            Some(Kill::Memory) => return RunVerdict::MemoryLimit,
            Some(Kill::Output) => return RunVerdict::RuntimeError,
            None => {}
        }
        if self.cpu > limits.cpu || self.exit == Exit::Signal(sys::SIGXCPU) {
            return RunVerdict::TimeLimit;
        }
        if over_memory {
            return RunVerdict::MemoryLimit;
        }
        if self.exit != Exit::Code(0) {
            let stderr = String::from_utf8_lossy(&self.stderr);
            let allocation_failed = ["memory allocation of", "bad_alloc", "MemoryError"]
                .iter()
                .any(|needle| stderr.contains(needle));
            if allocation_failed && limits.memory.is_some() {
                return RunVerdict::MemoryLimit;
            }
            return RunVerdict::RuntimeError;
        }
        RunVerdict::Finished
    }

    /// A short description of how the run ended, for messages.
    pub fn describe_exit(&self) -> String {
        match (self.killed, self.exit) {
            (Some(Kill::Cpu), _) => format!("killed after {} ms CPU", self.cpu.as_millis()),
            (Some(Kill::Wall), _) => format!("killed after {} ms wall", self.wall.as_millis()),
            (Some(Kill::Memory), _) => "killed over the memory limit".to_string(),
            (Some(Kill::Output), _) => "killed: too much output".to_string(),
            (None, Exit::Code(code)) => format!("exit code {code}"),
            (None, Exit::Signal(signal)) => format!("killed by signal {signal}"),
        }
    }
}
