//! Runs one program on one input under limits, the way a judge does.
//!
//! Where the machine allows, each run gets a world of its own (see `ns`): user, PID, mount,
//! network and IPC namespaces, the judge's own reaper as PID 1, every mount read-only but a
//! fresh scratch folder, no network; nothing the program starts outlives the run. Elsewhere
//! the program leads its own process group, killed as a whole (see `isolation`).
//!
//! The program gets `RLIMIT_CPU`, `RLIMIT_AS`, `RLIMIT_FSIZE` and no core dumps, a clean
//! environment, and is watched by a poll loop that measures its whole process tree (see
//! `account`): CPU time and memory of every process, reaped or not. When the tree goes over its
//! CPU time, the wall clock, its memory or its output, everything is killed with SIGKILL.
//!
//! Time is judged on CPU time, as judges do: on a busy machine the wall clock of an honest run
//! stretches, its CPU time does not. The wall limit only catches programs that sleep or block,
//! so it counts the wall clock less the time the program sat runnable waiting for a CPU
//! (`/proc/PID/schedstat`, the most seen, kept once the program has ended): a starved run is not
//! a sleeping one.

use super::account::{Cgroup, Meter, MAX_PROCESSES};
use super::isolation::{self, Scratch};
use super::ns::{self, Sandbox};
use super::pipes::{drain, Drain};
use super::signals;
use super::sys::{self, Exit, Rusage};
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::unix::io::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
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

/// Bytes a run may write to a file (`RLIMIT_FSIZE`): its scratch folder is for small files.
const FILE_SIZE: u64 = 256 << 20;

/// Runs `command` (program then arguments) with `input` on stdin under `limits`, with `env`
/// added to the clean environment, sandboxed where the machine allows.
pub fn run(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
) -> io::Result<Run> {
    let scratch = Scratch::new()?;
    run_in(command, input, limits, env, scratch.path())
}

/// [`run`] with `scratch` as the working folder (the only one the program may write to).
pub fn run_in(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
    scratch: &Path,
) -> io::Result<Run> {
    run_with(command, input, limits, env, isolation::sandboxed(), scratch)
}

/// A started run: the process the judge knows, its pipes, and what it needs to finish.
struct Started {
    pid: u32,
    stdout: Drain,
    stderr: Drain,
    writer: thread::JoinHandle<()>,
    over_output: Arc<AtomicBool>,
    /// The reaper's report, when sandboxed.
    status: Option<File>,
}

/// [`run`], with the sandbox asked for or not.
pub fn run_with(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
    sandboxed: bool,
    scratch: &Path,
) -> io::Result<Run> {
    let hard = limits.memory.map(|m| m.saturating_mul(2) + (64 << 20));
    let memory = Cgroup::create("memory", hard.map(|h| ("memory.limit_in_bytes", h)));
    let pids = Cgroup::create("pids", Some(("pids.max", MAX_PROCESSES)));
    let groups = [&memory, &pids];
    let procs: Vec<PathBuf> = groups
        .iter()
        .filter_map(|g| g.as_ref())
        .map(Cgroup::procs)
        .collect();
    let start = Instant::now();
    let request = Request {
        command,
        input,
        limits,
        env,
        sandboxed,
        scratch,
    };
    let started = super::forks::retry_busy(|| start_run(&request, &procs))?;
    let registered = signals::register(started.pid);
    let meter = Meter::new(started.pid, memory);
    let watched = watch(&started, limits, start, meter);
    kill_all(started.pid);
    drop(registered);
    let (exit, usage, killed, cpu_seen, peak) = watched?;
    let wall = start.elapsed();
    let exit = match started.status {
        Some(mut report) => reaper_report(&mut report)?,
        None => exit,
    };
    let _ = started.writer.join();
    Ok(Run {
        exit,
        wall,
        cpu: usage.cpu().max(cpu_seen),
        peak_memory: peak,
        stdout: started.stdout.finish(),
        stderr: started.stderr.finish(),
        killed,
    })
}

/// What [`run_with`] was asked to do.
struct Request<'a> {
    command: &'a [OsString],
    input: &'a [u8],
    limits: &'a Limits,
    env: &'a [(&'a str, &'a str)],
    sandboxed: bool,
    scratch: &'a Path,
}

fn start_run(request: &Request, procs: &[PathBuf]) -> io::Result<Started> {
    let (limits, scratch) = (request.limits, request.scratch);
    let (program, args) = request
        .command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let (status_read, status_write) = sys::pipe()?;
    let fd = status_write.as_raw_fd();
    let hidden = hidden_from(request);
    let sandbox = Sandbox::new(scratch, procs, fd, request.sandboxed, &hidden)?;
    let cpu_soft = limits.cpu.as_secs() + 1;
    let address_space = limits.address_space;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .env_clear()
        .envs(isolation::clean_env(scratch))
        .envs(request.env.iter().copied())
        .current_dir(scratch)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    // SAFETY: `enter` and `set_limit` make only async-signal-safe calls on data prepared
    // before the fork, and allocate nothing.
    unsafe {
        cmd.pre_exec(move || {
            sandbox.enter()?;
            sys::set_limit(sys::RLIMIT_CORE, 0, 0)?;
            sys::set_limit(sys::RLIMIT_FSIZE, FILE_SIZE, FILE_SIZE)?;
            sys::set_limit(sys::RLIMIT_CPU, cpu_soft, cpu_soft + 1)?;
            if let Some(bytes) = address_space {
                sys::set_limit(sys::RLIMIT_AS, bytes, bytes)?;
            }
            Ok(())
        });
    }
    let mut child = super::forks::spawn(&mut cmd)?;
    drop(status_write);
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
    let input = request.input.to_vec();
    // A program that never reads its input must not block the judge: write from a thread and
    // ignore a broken pipe.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    Ok(Started {
        pid: child.id(),
        stdout,
        stderr,
        writer,
        over_output,
        status: request.sandboxed.then_some(status_read),
    })
}

/// The folders hidden from this run: not the scratch folder, the program or its arguments.
fn hidden_from(request: &Request) -> Vec<PathBuf> {
    let mut keep: Vec<&Path> = request.command.iter().map(Path::new).collect();
    keep.push(request.scratch);
    isolation::hidden(&keep)
}

/// The poll loop: reaps the started process, killing the run when it goes over a limit.
/// Returns its exit, its rusage, why it was killed, the CPU time last seen and the peak.
#[allow(clippy::type_complexity)]
fn watch(
    started: &Started,
    limits: &Limits,
    start: Instant,
    mut meter: Meter,
) -> io::Result<(Exit, Rusage, Option<Kill>, Duration, u64)> {
    let mut killed = None;
    let mut cpu_seen = Duration::ZERO;
    // The most waiting seen: a process's count leaves the tree with it (the program's, once it
    // has ended and the sandbox is being torn down), but its wait still stretched the wall clock.
    let mut waited_seen = Duration::ZERO;
    let mut pause = Duration::from_micros(100);
    loop {
        if let Some((exit, usage)) = sys::try_wait(started.pid)? {
            return Ok((exit, usage, killed, cpu_seen, meter.final_peak()));
        }
        let sample = meter.sample();
        cpu_seen = cpu_seen.max(sample.cpu);
        waited_seen = waited_seen.max(sample.waited);
        if killed.is_none() {
            let reason = if sample.cpu > limits.cpu {
                Some(Kill::Cpu)
            } else if start.elapsed().saturating_sub(waited_seen) > limits.wall {
                Some(Kill::Wall)
            } else if limits.memory.is_some_and(|m| sample.memory > m) {
                Some(Kill::Memory)
            } else if started.over_output.load(Ordering::Relaxed) {
                Some(Kill::Output)
            } else {
                None
            };
            if reason.is_some() {
                killed = reason;
                kill_all(started.pid);
            }
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(3));
    }
}

/// Kills the started process and its group: without a sandbox, what the program forked; with
/// one, the keeper, whose death takes the reaper and so the whole namespace with it.
fn kill_all(pid: u32) {
    sys::kill_group(pid);
    sys::kill_process(pid);
}

/// The program's exit as the sandbox's reaper reported it (killed when it could not report).
fn reaper_report(report: &mut File) -> io::Result<Exit> {
    let mut message = Vec::new();
    report.read_to_end(&mut message)?;
    if message.len() != 8 {
        return Ok(Exit::Signal(sys::SIGKILL));
    }
    let kind = i32::from_ne_bytes(message[..4].try_into().expect("4 bytes"));
    let value = i32::from_ne_bytes(message[4..].try_into().expect("4 bytes"));
    if kind == ns::SETUP_FAILED {
        let error = io::Error::from_raw_os_error(value);
        return Err(io::Error::new(
            error.kind(),
            format!("sandbox setup: {error}"),
        ));
    }
    Ok(sys::decode(value))
}
