//! Starting one run and watching it to its end, in the sandbox or in a process group of its own.
//!
//! The limits are set before `exec`; a poll loop measures the whole process tree and kills it over
//! a limit; the exit is the one the sandbox's reaper reports.

use super::account::{Cgroup, Meter, MAX_PROCESSES};
use super::forks;
use super::limits::{Kill, Limits, Run};
use super::ns::{self, Sandbox};
use super::pipes::{drain, Drain};
use super::rootfs::Plan;
use super::scratch::{clean_env, Scratch};
use super::signals;
use super::sys::{self, Exit};
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
    /// The box, for the one-line error of a step that failed.
    plan_labels: Vec<String>,
}

/// What a run sees of the machine besides the system and what its command names.
#[derive(Clone, Copy, Default)]
pub struct Folders<'a> {
    /// The one folder of the machine the run may write to (a compile's output).
    pub writable: Option<&'a Path>,
    /// Files it may read (a source's headers).
    pub read_only: &'a [PathBuf],
}

/// [`run`](super::runner::run), with the sandbox asked for or not.
pub fn run_with(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
    sandboxed: bool,
    folders: Folders,
) -> io::Result<Run> {
    let writable = folders.writable;
    // Sandboxed, the box's root is mounted on this empty folder in the run's own mount
    // namespace only; without, it is the working folder (unless `writable` is).
    let scratch = Scratch::new()?;
    if let (true, Some(folder), (0, _)) = (sandboxed, writable, sys::ids()) {
        // The run's user writes there: from root, the box's unprivileged user.
        sys::give(folder, ns::BOX_ID)?;
    }
    let hard = limits.memory.map(|m| m.saturating_mul(2) + (64 << 20));
    let memory = Cgroup::create("memory", hard.map(|h| ("memory.limit_in_bytes", h)));
    let pids = Cgroup::create("pids", Some(("pids.max", MAX_PROCESSES)));
    let cpu = Cgroup::cpu();
    let groups = [&memory, &pids, &cpu];
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
        scratch: scratch.path(),
        folders,
    };
    let started = forks::retry_busy(|| start_run(&request, &procs))?;
    let registered = signals::register(started.pid);
    let meter = Meter::new(started.pid, memory, cpu);
    let watched = watch(&started, limits, start, meter);
    kill_all(started.pid);
    drop(registered);
    let (exit, killed, cpu, peak) = watched?;
    let wall = start.elapsed();
    let exit = match started.status {
        Some(mut report) => reaper_report(&mut report, &started.plan_labels)?,
        None => exit,
    };
    let _ = started.writer.join();
    Ok(Run {
        exit,
        wall,
        cpu,
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
    folders: Folders<'a>,
}

fn start_run(request: &Request, procs: &[PathBuf]) -> io::Result<Started> {
    let limits = request.limits;
    let (program, args) = request
        .command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
    let (status_read, status_write) = sys::pipe()?;
    let fd = status_write.as_raw_fd();
    let writable = request.folders.writable;
    let plan = match request.sandboxed {
        true => {
            let mut keep = kept(request.command);
            keep.extend(request.folders.read_only.iter().cloned());
            Some(Plan::new(request.scratch, &keep, writable)?)
        }
        false => None,
    };
    let plan_labels = plan.as_ref().map(Plan::labels).unwrap_or_default();
    let sandbox = Sandbox::new(procs, fd, plan)?;
    let cwd = writable.unwrap_or(request.scratch);
    let home = if request.sandboxed {
        Path::new("/tmp")
    } else {
        cwd
    };
    let cpu_soft = limits.cpu.as_secs() + 1;
    let address_space = limits.address_space;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .env_clear()
        .envs(clean_env(home))
        .envs(request.env.iter().copied())
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
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
        plan_labels,
    })
}

/// What the box keeps of the machine for `command`: every argument that is a path, and for a
/// program in an install folder's `bin` (a rustup toolchain, a pyenv Python), that install
/// folder.
fn kept(command: &[OsString]) -> Vec<PathBuf> {
    let mut keep: Vec<PathBuf> = command.iter().map(PathBuf::from).collect();
    let install = command
        .first()
        .and_then(|p| std::fs::canonicalize(p).ok())
        .and_then(|p| {
            p.parent()
                .filter(|b| b.ends_with("bin"))?
                .parent()
                .map(Path::to_path_buf)
        })
        .filter(|prefix| ["lib", "lib64"].iter().any(|l| prefix.join(l).is_dir()));
    keep.extend(install);
    keep
}

/// The poll loop: reaps the started process, killing the run when it goes over a limit.
/// Returns its exit, why it was killed, its CPU time and its peak memory.
fn watch(
    started: &Started,
    limits: &Limits,
    start: Instant,
    mut meter: Meter,
) -> io::Result<(Exit, Option<Kill>, Duration, u64)> {
    let mut killed = None;
    let mut cpu_seen = Duration::ZERO;
    let mut pause = Duration::from_micros(100);
    loop {
        if let Some((exit, usage)) = sys::try_wait(started.pid)? {
            let cpu = meter.final_cpu(usage.cpu().max(cpu_seen));
            return Ok((exit, killed, cpu, meter.final_peak()));
        }
        let sample = meter.sample();
        cpu_seen = cpu_seen.max(sample.cpu);
        if killed.is_none() {
            let reason = if sample.cpu > limits.cpu {
                Some(Kill::Cpu)
            } else if start.elapsed() > limits.wall {
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
fn reaper_report(report: &mut File, labels: &[String]) -> io::Result<Exit> {
    let mut message = Vec::new();
    report.read_to_end(&mut message)?;
    if message.len() != 8 {
        return Ok(Exit::Signal(sys::SIGKILL));
    }
    let kind = i32::from_ne_bytes(message[..4].try_into().expect("4 bytes"));
    let value = i32::from_ne_bytes(message[4..].try_into().expect("4 bytes"));
    if kind == ns::SETUP_FAILED {
        let error = io::Error::from_raw_os_error(value % 4096);
        let step = labels
            .get((value / 4096) as usize)
            .map_or("", String::as_str);
        return Err(io::Error::new(
            error.kind(),
            format!("sandbox setup ({step}): {error}"),
        ));
    }
    Ok(sys::decode(value))
}
