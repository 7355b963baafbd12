//! Starting one run and watching it to its end, in the sandbox or in a process group of its own.
//!
//! The limits are set before `exec`; a poll loop measures the whole process tree and kills it over
//! a limit; the exit is the one the sandbox's reaper reports.

use super::account::{Cgroup, Meter, MAX_PROCESSES};
use super::forks;
use super::limits::{Kill, Limits, Run};
use super::ns::{self, Sandbox};
use super::pipes::{drain, Drain};
use super::scratch::{clean_env, hidden};
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

/// Bytes a run may write to a file (`RLIMIT_FSIZE`): its scratch folder is for small files.
const FILE_SIZE: u64 = 256 << 20;

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

/// [`run`](super::runner::run), with the sandbox asked for or not.
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
    let started = forks::retry_busy(|| start_run(&request, &procs))?;
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
        .envs(clean_env(scratch))
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
    let mut child = forks::spawn(&mut cmd)?;
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
    hidden(&keep)
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
