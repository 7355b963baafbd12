//! Runs one program on one input under limits, the way a judge does.
//!
//! The child leads its own process group (`process_group(0)`), gets `RLIMIT_CPU`, `RLIMIT_AS`
//! and no core dumps in `pre_exec`, and is watched by a poll loop that reaps it with `wait4`
//! (`WNOHANG`, so the rusage comes from the kernel) and kills the whole group with SIGKILL when
//! its CPU time, the wall clock, its resident memory or its output goes over. The group is
//! killed once more after the child is reaped, so a forked grandchild never outlives its run.
//!
//! Time is judged on CPU time, as judges do: on a busy machine the wall clock of an honest run
//! stretches, its CPU time does not. The wall limit only catches programs that sleep or block,
//! so it counts the wall clock less the time the child sat runnable waiting for a CPU
//! (`/proc/PID/schedstat`): a starved run is not a sleeping one.

use super::sys::{self, Exit, Rusage};
use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// What a run may use.
#[derive(Clone, Debug)]
pub struct Limits {
    /// CPU time (user + system); over it is TLE, and the group is killed when it gets there.
    pub cpu: Duration,
    /// Wall-clock time, less the time spent waiting for a CPU, after which the group is killed
    /// (TLE): for programs that sleep or block.
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
    /// User + system CPU time from `wait4`'s rusage.
    pub cpu: Duration,
    /// Peak resident set size in bytes (`ru_maxrss`).
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

/// A pipe drained by a thread into a shared buffer, keeping at most `cap` bytes.
struct Drain {
    buffer: Arc<Mutex<Vec<u8>>>,
    done: mpsc::Receiver<()>,
}

fn drain(mut source: impl Read + Send + 'static, cap: usize, over: Arc<AtomicBool>) -> Drain {
    let buffer = Arc::new(Mutex::new(Vec::new()));
    let (tx, done) = mpsc::channel();
    let shared = Arc::clone(&buffer);
    thread::spawn(move || {
        let mut chunk = [0u8; 1 << 16];
        loop {
            match source.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    let mut kept = shared.lock().unwrap_or_else(|e| e.into_inner());
                    if kept.len() + n > cap {
                        over.store(true, Ordering::Relaxed);
                    } else {
                        kept.extend_from_slice(&chunk[..n]);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = tx.send(());
    });
    Drain { buffer, done }
}

impl Drain {
    /// The bytes read, waiting briefly for end of file (a process that escaped the group could
    /// hold the pipe open forever; then what arrived so far is taken).
    fn finish(self) -> Vec<u8> {
        let _ = self.done.recv_timeout(Duration::from_secs(1));
        let mut kept = self.buffer.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *kept)
    }
}

/// Resident set size of `pid` in bytes, from `/proc/PID/statm` (0 when unreadable).
fn resident(pid: u32, page: u64) -> u64 {
    let Ok(text) = fs::read_to_string(format!("/proc/{pid}/statm")) else {
        return 0;
    };
    let pages = text
        .split_whitespace()
        .nth(1)
        .and_then(|t| t.parse::<u64>().ok());
    pages.unwrap_or(0) * page
}

/// CPU time of `pid` so far (user + system of all its threads), from `/proc/PID/stat`.
fn cpu_so_far(pid: u32, ticks: u64) -> Duration {
    let Ok(text) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return Duration::ZERO;
    };
    // Fields after the command name in parentheses: state is the 3rd, utime the 14th, stime
    // the 15th of the whole line.
    let rest = text.rsplit_once(')').map_or("", |(_, r)| r);
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next().and_then(|t| t.parse().ok()).unwrap_or(0);
    let system: u64 = fields.next().and_then(|t| t.parse().ok()).unwrap_or(0);
    Duration::from_micros((user + system) * 1_000_000 / ticks)
}

/// Time `pid` (its main thread) spent runnable but waiting for a CPU, from
/// `/proc/PID/schedstat` (zero where the kernel does not keep it).
fn waited_for_cpu(pid: u32) -> Duration {
    let Ok(text) = fs::read_to_string(format!("/proc/{pid}/schedstat")) else {
        return Duration::ZERO;
    };
    let nanos = text
        .split_whitespace()
        .nth(1)
        .and_then(|t| t.parse::<u64>().ok());
    Duration::from_nanos(nanos.unwrap_or(0))
}

/// Runs `command` (program then arguments) with `input` on stdin under `limits`, with `env`
/// added to the environment.
pub fn run(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
) -> io::Result<Run> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let cpu_soft = limits.cpu.as_secs() + 1;
    let address_space = limits.address_space;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    // SAFETY: the closure only calls setrlimit, which is async-signal-safe, and allocates
    // nothing.
    unsafe {
        cmd.pre_exec(move || {
            sys::set_limit(sys::RLIMIT_CORE, 0, 0)?;
            sys::set_limit(sys::RLIMIT_CPU, cpu_soft, cpu_soft + 1)?;
            if let Some(bytes) = address_space {
                sys::set_limit(sys::RLIMIT_AS, bytes, bytes)?;
            }
            Ok(())
        });
    }

    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id();
    let over_output = Arc::new(AtomicBool::new(false));
    let stdout = drain(
        child.stdout.take().expect("piped stdout"),
        limits.output,
        Arc::clone(&over_output),
    );
    let stderr = drain(
        child.stderr.take().expect("piped stderr"),
        1 << 20,
        Arc::new(AtomicBool::new(false)),
    );
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    // A program that never reads its input must not block the judge: write from a thread and
    // ignore a broken pipe.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });

    let page = sys::page_size();
    let ticks = sys::clock_ticks();
    let mut killed = None;
    let mut pause = Duration::from_micros(50);
    let (exit, usage): (Exit, Rusage) = loop {
        if let Some(done) = sys::try_wait(pid)? {
            break done;
        }
        if killed.is_none() {
            let reason = if cpu_so_far(pid, ticks) > limits.cpu {
                Some(Kill::Cpu)
            } else if start.elapsed().saturating_sub(waited_for_cpu(pid)) > limits.wall {
                Some(Kill::Wall)
            } else if limits.memory.is_some_and(|m| resident(pid, page) > m) {
                Some(Kill::Memory)
            } else if over_output.load(Ordering::Relaxed) {
                Some(Kill::Output)
            } else {
                None
            };
            if reason.is_some() {
                killed = reason;
                sys::kill_group(pid);
            }
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(2));
    };
    let wall = start.elapsed();
    // The leader is gone; whatever it forked dies with the group now.
    sys::kill_group(pid);
    let _ = writer.join();
    Ok(Run {
        exit,
        wall,
        cpu: usage.cpu(),
        peak_memory: usage.peak_rss(),
        stdout: stdout.finish(),
        stderr: stderr.finish(),
        killed,
    })
}
