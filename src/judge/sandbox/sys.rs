//! The few POSIX calls std does not offer, declared by hand (std only, no `libc` crate).
//!
//! Linux layouts: `struct rusage` is two `timeval`s and fourteen `long`s; `rlim_t` is 64-bit.

use std::io;
use std::os::raw::{c_int, c_long};
use std::time::Duration;

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Timeval {
    tv_sec: c_long,
    tv_usec: c_long,
}

/// `struct rusage` as the kernel fills it for `wait4`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct Rusage {
    ru_utime: Timeval,
    ru_stime: Timeval,
    /// Peak resident set size, in KiB on Linux.
    ru_maxrss: c_long,
    rest: [c_long; 13],
}

impl Rusage {
    /// User plus system CPU time.
    pub fn cpu(&self) -> Duration {
        let micros = |t: Timeval| t.tv_sec.max(0) as u64 * 1_000_000 + t.tv_usec.max(0) as u64;
        Duration::from_micros(micros(self.ru_utime) + micros(self.ru_stime))
    }

    /// Peak resident set size in bytes.
    pub fn peak_rss(&self) -> u64 {
        self.ru_maxrss.max(0) as u64 * 1024
    }

    /// Minor page faults (`ru_minflt`: pages mapped without reading a file).
    pub fn minor_faults(&self) -> u64 {
        self.rest[3].max(0) as u64
    }
}

/// The summed usage of every child this process has waited for (`RUSAGE_CHILDREN`): the
/// difference across one `wait` is that child's.
pub fn children_usage() -> io::Result<Rusage> {
    usage_of(RUSAGE_CHILDREN)
}

/// The usage of this process so far, all its threads (`RUSAGE_SELF`).
pub fn own_usage() -> io::Result<Rusage> {
    usage_of(0)
}

fn usage_of(who: c_int) -> io::Result<Rusage> {
    let mut usage = Rusage::default();
    // SAFETY: `usage` is a valid `struct rusage` for the kernel to fill.
    if unsafe { getrusage(who, &mut usage) } == 0 {
        Ok(usage)
    } else {
        Err(io::Error::last_os_error())
    }
}

#[repr(C)]
struct Rlimit {
    rlim_cur: u64,
    rlim_max: u64,
}

extern "C" {
    fn setrlimit(resource: c_int, rlim: *const Rlimit) -> c_int;
    fn getrusage(who: c_int, usage: *mut Rusage) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, rusage: *mut Rusage) -> c_int;
    fn kill(pid: c_int, sig: c_int) -> c_int;
    fn sysconf(name: c_int) -> c_long;
    fn getuid() -> u32;
    fn getgid() -> u32;
    fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    fn flock(fd: c_int, operation: c_int) -> c_int;
    fn chown(path: *const std::os::raw::c_char, owner: u32, group: u32) -> c_int;
    fn __errno_location() -> *mut c_int;
}

/// Paths as C strings; a path with a NUL byte is an invalid-input error.
pub fn c_path(path: &std::path::Path) -> io::Result<std::ffi::CString> {
    use std::os::unix::ffi::OsStrExt;
    std::ffi::CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a path with a NUL byte"))
}

/// `errno` of the last failed call of this thread. Async-signal-safe.
pub fn errno() -> c_int {
    // SAFETY: errno is thread-local and always readable.
    unsafe { *__errno_location() }
}

/// A negative result of a libc call as the error `errno` names. Async-signal-safe (no
/// allocation for an OS error).
pub fn check(result: c_int) -> io::Result<c_int> {
    if result < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(result)
    }
}

pub const RLIMIT_CPU: c_int = 0;
pub const RLIMIT_FSIZE: c_int = 1;
pub const RLIMIT_CORE: c_int = 4;
pub const RLIMIT_AS: c_int = 9;
pub const SIGKILL: c_int = 9;
pub const SIGXCPU: c_int = 24;
const WNOHANG: c_int = 1;
const LOCK_EX: c_int = 2;
const RUSAGE_CHILDREN: c_int = -1;
const SC_PAGESIZE: c_int = 30;
const SC_CLK_TCK: c_int = 2;

/// Clock ticks per second (`/proc/PID/stat` counts CPU time in ticks).
pub fn clock_ticks() -> u64 {
    // SAFETY: plain libc call without pointers.
    let ticks = unsafe { sysconf(SC_CLK_TCK) };
    if ticks > 0 {
        ticks as u64
    } else {
        100
    }
}

/// The size of a memory page in bytes (`/proc/PID/statm` counts pages).
pub fn page_size() -> u64 {
    // SAFETY: plain libc call without pointers.
    let size = unsafe { sysconf(SC_PAGESIZE) };
    if size > 0 {
        size as u64
    } else {
        4096
    }
}

/// Sets a resource limit of the calling process. Async-signal-safe: callable from `pre_exec`.
pub fn set_limit(resource: c_int, soft: u64, hard: u64) -> io::Result<()> {
    let limit = Rlimit {
        rlim_cur: soft,
        rlim_max: hard,
    };
    // SAFETY: `limit` is a valid `struct rlimit` for the duration of the call.
    if unsafe { setrlimit(resource, &limit) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// How a child ended, decoded from the `wait` status word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
}

/// Decodes a `wait` status word.
pub fn decode(status: c_int) -> Exit {
    let signal = status & 0x7f;
    if signal == 0 {
        Exit::Code((status >> 8) & 0xff)
    } else {
        Exit::Signal(signal)
    }
}

/// Reaps `pid` if it has ended (`WNOHANG`): `Ok(None)` while it still runs.
pub fn try_wait(pid: u32) -> io::Result<Option<(Exit, Rusage)>> {
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    // SAFETY: both out-pointers are valid for writes for the duration of the call.
    let got = unsafe { wait4(pid as c_int, &mut status, WNOHANG, &mut usage) };
    match got {
        0 => Ok(None),
        p if p > 0 => Ok(Some((decode(status), usage))),
        _ => {
            let error = io::Error::last_os_error();
            if error.kind() == io::ErrorKind::Interrupted {
                Ok(None)
            } else {
                Err(error)
            }
        }
    }
}

/// Sends SIGKILL to every process of the group `pgid` (the child leads its own group).
pub fn kill_group(pgid: u32) {
    // SAFETY: plain syscall; a negative pid names the process group.
    unsafe {
        kill(-(pgid as c_int), SIGKILL);
    }
}

/// Sends SIGKILL to the process `pid`.
pub fn kill_process(pid: u32) {
    // SAFETY: plain syscall.
    unsafe {
        kill(pid as c_int, SIGKILL);
    }
}

/// Whether any process of the group `pgid` is still alive (signal 0 probes without sending).
pub fn group_alive(pgid: u32) -> bool {
    // SAFETY: plain syscall; signal 0 only checks for existence and permission.
    unsafe { kill(-(pgid as c_int), 0) == 0 }
}

/// The judge's user and group ids.
pub fn ids() -> (u32, u32) {
    // SAFETY: plain libc calls without pointers; they cannot fail.
    unsafe { (getuid(), getgid()) }
}

/// Gives `path` to `owner` (user and group): `std::os::unix::fs::chown` is newer than the
/// declared rust-version.
pub fn give(path: &std::path::Path, owner: u32) -> io::Result<()> {
    let path = c_path(path)?;
    // SAFETY: `path` is a valid C string for the duration of the call.
    if unsafe { chown(path.as_ptr(), owner, owner) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// A close-on-exec pipe: (read end, write end) as owned files.
pub fn pipe() -> io::Result<(std::fs::File, std::fs::File)> {
    use std::os::unix::io::FromRawFd;
    let mut fds = [0 as c_int; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    if unsafe { pipe2(fds.as_mut_ptr(), 0o2_000_000) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors are fresh and owned by nobody else.
    unsafe {
        Ok((
            std::fs::File::from_raw_fd(fds[0]),
            std::fs::File::from_raw_fd(fds[1]),
        ))
    }
}

/// Waits for an exclusive `flock` on `file`, held until the file is closed (by this process or,
/// should it die, by the kernel).
pub fn lock_exclusive(file: &std::fs::File) -> io::Result<()> {
    use std::os::unix::io::AsRawFd;
    loop {
        // SAFETY: a plain call on a descriptor `file` keeps open.
        if unsafe { flock(file.as_raw_fd(), LOCK_EX) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn a_second_lock_waits_for_the_first_to_close() {
        let path = std::env::temp_dir().join(format!("npuzzle-lock-{}", std::process::id()));
        let open = || std::fs::File::create(&path).unwrap();
        let first = open();
        lock_exclusive(&first).unwrap();
        let taken = AtomicBool::new(false);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                let second = open();
                lock_exclusive(&second).unwrap();
                taken.store(true, Ordering::SeqCst);
            });
            std::thread::sleep(Duration::from_millis(100));
            assert!(
                !taken.load(Ordering::SeqCst),
                "taken while the first was held"
            );
            drop(first);
        });
        assert!(taken.load(Ordering::SeqCst));
        let _ = std::fs::remove_file(&path);
    }
}
