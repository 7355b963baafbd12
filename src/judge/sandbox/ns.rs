//! The namespace sandbox a run is started in, after IOI's `isolate` and DOMjudge's `runguard`.
//!
//! Everything happens in `pre_exec`, in the child std forked for the run, so only
//! async-signal-safe calls on data prepared beforehand (no allocation):
//!
//! 1. the child joins the run's control groups (memory, pids: when there are some) and asks to be killed
//!    with the judge (`PR_SET_PDEATHSIG`) — without namespaces, that is all;
//! 2. `unshare` of user, mount, PID, network, IPC and UTS namespaces, then a one-user uid/gid
//!    map (inside, the submission is the plain user 1000, so its capabilities go at `exec`);
//! 3. a `fork`: the child std knows waits for it and exits (the *keeper*); the new process is
//!    PID 1 of the new PID namespace, the judge's own *reaper*;
//! 4. the reaper mounts a fresh `/proc`, covers the folders of the cases being judged with an
//!    empty tmpfs (no reading the answers), binds the scratch folder onto itself, makes every
//!    mount read-only and `nosuid` (`mount_setattr`, recursive) except the scratch folder;
//! 5. it forks the program's process, which enters the scratch folder, sets `no_new_privs` and
//!    returns to std, which `exec`s the program;
//! 6. the reaper reaps everything (orphans are reparented to it); when the program's process
//!    ends it kills every other process of the namespace, reaps them, writes the program's wait
//!    status to the status pipe and exits, which tears the namespace down. `setsid`, `setpgid`
//!    and double forks do not leave a PID namespace.
//!
//! No network: a new network namespace has only a loopback interface, down.

use std::ffi::CString;
use std::io;
use std::os::raw::{c_char, c_int, c_long, c_uint, c_ulong, c_void};

extern "C" {
    fn unshare(flags: c_int) -> c_int;
    fn fork() -> c_int;
    fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
    fn _exit(code: c_int) -> !;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn write(fd: c_int, buf: *const c_void, count: usize) -> isize;
    fn close(fd: c_int) -> c_int;
    fn chdir(path: *const c_char) -> c_int;
    fn kill(pid: c_int, sig: c_int) -> c_int;
    fn prctl(option: c_int, arg2: c_ulong, arg3: c_ulong, arg4: c_ulong, arg5: c_ulong) -> c_int;
    fn mount(
        source: *const c_char,
        target: *const c_char,
        fstype: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    fn syscall(number: c_long, ...) -> c_long;
    fn __errno_location() -> *mut c_int;
}

const CLONE_NEWNS: c_int = 0x0002_0000;
const CLONE_NEWUTS: c_int = 0x0400_0000;
const CLONE_NEWIPC: c_int = 0x0800_0000;
const CLONE_NEWUSER: c_int = 0x1000_0000;
const CLONE_NEWPID: c_int = 0x2000_0000;
const CLONE_NEWNET: c_int = 0x4000_0000;
const O_WRONLY: c_int = 1;
const O_CLOEXEC: c_int = 0o2_000_000;
const PR_SET_PDEATHSIG: c_int = 1;
const PR_SET_NO_NEW_PRIVS: c_int = 38;
const SIGKILL: c_int = 9;
const EINTR: c_int = 4;
const WALL: c_int = 0x4000_0000;
const MS_RDONLY: c_ulong = 1;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const MS_BIND: c_ulong = 4096;
const MS_REC: c_ulong = 16384;
const MS_PRIVATE: c_ulong = 1 << 18;
const AT_FDCWD: c_int = -100;
const AT_RECURSIVE: c_uint = 0x8000;
const MOUNT_ATTR_RDONLY: u64 = 1;
const MOUNT_ATTR_NOSUID: u64 = 2;
/// `mount_setattr` and `close_range`: the same numbers on every Linux architecture.
const SYS_MOUNT_SETATTR: c_long = 442;
const SYS_CLOSE_RANGE: c_long = 436;

/// The inner user id of a submission: a plain user, so `exec` drops every capability.
const INNER_ID: u32 = 1000;

#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

/// What the reaper writes to the status pipe: `[STATUS, wait status]` when the program ended,
/// `[SETUP_FAILED, errno]` when the sandbox could not be built.
pub const STATUS: i32 = 0;
pub const SETUP_FAILED: i32 = 1;

/// Everything the child needs, prepared before the fork.
pub struct Sandbox {
    uid_map: Vec<u8>,
    gid_map: Vec<u8>,
    scratch: CString,
    /// The `cgroup.procs` files of the run's control groups.
    cgroup_procs: Vec<CString>,
    /// The write end of the status pipe (close-on-exec, so the program never holds it).
    status: c_int,
    /// False: only join the control group (no namespaces on this machine).
    isolate: bool,
    /// Folders covered by an empty read-only tmpfs: the cases and their answers.
    hidden: Vec<CString>,
}

/// Paths as C strings; a path with a NUL byte is an invalid-input error.
pub fn c_path(path: &std::path::Path) -> io::Result<CString> {
    use std::os::unix::ffi::OsStrExt;
    CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a path with a NUL byte"))
}

impl Sandbox {
    pub fn new(
        scratch: &std::path::Path,
        cgroup_procs: &[std::path::PathBuf],
        status: c_int,
        isolate: bool,
        hidden: &[std::path::PathBuf],
    ) -> io::Result<Sandbox> {
        let (uid, gid) = super::sys::ids();
        Ok(Sandbox {
            uid_map: format!("{INNER_ID} {uid} 1\n").into_bytes(),
            gid_map: format!("{INNER_ID} {gid} 1\n").into_bytes(),
            scratch: c_path(scratch)?,
            cgroup_procs: cgroup_procs
                .iter()
                .map(|p| c_path(p))
                .collect::<io::Result<_>>()?,
            status,
            isolate,
            hidden: hidden
                .iter()
                .map(|p| c_path(p))
                .collect::<io::Result<_>>()?,
        })
    }

    /// Runs in std's forked child before `exec`: returns only in the program's process, inside
    /// the sandbox.
    ///
    /// # Safety
    /// Call only from `pre_exec`: it forks, and the keeper and the reaper never return.
    pub unsafe fn enter(&self) -> io::Result<()> {
        for procs in &self.cgroup_procs {
            write_file(procs.as_ptr(), b"0")?;
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong, 0, 0, 0);
        if !self.isolate {
            return Ok(());
        }
        let flags =
            CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
        check(unshare(flags))?;
        write_file(cstr(b"/proc/self/setgroups\0"), b"deny")?;
        write_file(cstr(b"/proc/self/uid_map\0"), &self.uid_map)?;
        write_file(cstr(b"/proc/self/gid_map\0"), &self.gid_map)?;
        let reaper = check(fork())?;
        if reaper > 0 {
            keep(reaper);
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong, 0, 0, 0);
        if let Err(e) = self.mounts() {
            self.report(SETUP_FAILED, e.raw_os_error().unwrap_or(0));
        }
        let program = fork();
        if program == 0 {
            check(chdir(self.scratch.as_ptr()))?;
            check(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
            return Ok(());
        }
        if program < 0 {
            self.report(SETUP_FAILED, errno());
        }
        self.reap(program)
    }

    /// The reaper's mounts: private, a fresh `/proc`, everything read-only but the scratch.
    unsafe fn mounts(&self) -> io::Result<()> {
        let none = std::ptr::null();
        let root = cstr(b"/\0");
        check(mount(none, root, none, MS_REC | MS_PRIVATE, none as _))?;
        let proc_ = cstr(b"/proc\0");
        let flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
        check(mount(
            cstr(b"proc\0"),
            proc_,
            cstr(b"proc\0"),
            flags,
            none as _,
        ))?;
        let tmpfs = cstr(b"tmpfs\0");
        for folder in &self.hidden {
            let flags = MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC;
            check(mount(tmpfs, folder.as_ptr(), tmpfs, flags, none as _))?;
        }
        let scratch = self.scratch.as_ptr();
        check(mount(scratch, scratch, none, MS_BIND, none as _))?;
        let read_only = MountAttr {
            attr_set: MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID,
            attr_clr: 0,
            propagation: 0,
            userns_fd: 0,
        };
        set_attributes(root, AT_RECURSIVE, &read_only)?;
        let writable = MountAttr {
            attr_set: 0,
            attr_clr: MOUNT_ATTR_RDONLY,
            propagation: 0,
            userns_fd: 0,
        };
        set_attributes(scratch, 0, &writable)
    }

    /// PID 1: reaps every process until the program's ends, then kills the rest, reaps them,
    /// reports the program's status and exits.
    unsafe fn reap(&self, program: c_int) -> ! {
        close_all_but(self.status);
        let mut program_status = None;
        loop {
            let mut status: c_int = 0;
            let pid = waitpid(-1, &mut status, WALL);
            if pid == program {
                program_status = Some(status);
                kill(-1, SIGKILL);
            } else if pid < 0 && errno() != EINTR {
                break;
            }
        }
        self.report(STATUS, program_status.unwrap_or(SIGKILL))
    }

    unsafe fn report(&self, kind: i32, value: i32) -> ! {
        let mut message = [0u8; 8];
        message[..4].copy_from_slice(&kind.to_ne_bytes());
        message[4..].copy_from_slice(&value.to_ne_bytes());
        write(
            self.status,
            message.as_ptr() as *const c_void,
            message.len(),
        );
        _exit(0)
    }
}

/// The keeper (the child std knows): holds nothing open, waits for the reaper, exits.
unsafe fn keep(reaper: c_int) -> ! {
    close_all_but(-1);
    loop {
        let mut status: c_int = 0;
        let pid = waitpid(reaper, &mut status, WALL);
        if pid == reaper || (pid < 0 && errno() != EINTR) {
            _exit(0);
        }
    }
}

/// Closes every file descriptor but `keep` (std's error pipe and the run's pipes among them,
/// so the judge sees end of file when the program's side closes them).
unsafe fn close_all_but(keep: c_int) {
    let last = c_uint::MAX;
    if keep < 0 {
        syscall(SYS_CLOSE_RANGE, 0 as c_uint, last, 0 as c_uint);
        return;
    }
    if keep > 0 {
        syscall(
            SYS_CLOSE_RANGE,
            0 as c_uint,
            (keep - 1) as c_uint,
            0 as c_uint,
        );
    }
    syscall(SYS_CLOSE_RANGE, (keep + 1) as c_uint, last, 0 as c_uint);
}

unsafe fn set_attributes(path: *const c_char, flags: c_uint, attr: &MountAttr) -> io::Result<()> {
    let size = std::mem::size_of::<MountAttr>();
    let done = syscall(SYS_MOUNT_SETATTR, AT_FDCWD, path, flags, attr, size);
    check(done as c_int).map(drop)
}

unsafe fn write_file(path: *const c_char, bytes: &[u8]) -> io::Result<()> {
    let fd = check(open(path, O_WRONLY | O_CLOEXEC))?;
    let written = write(fd, bytes.as_ptr() as *const c_void, bytes.len());
    close(fd);
    if written == bytes.len() as isize {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// A NUL-terminated byte string literal as a C string pointer.
fn cstr(bytes: &'static [u8]) -> *const c_char {
    bytes.as_ptr() as *const c_char
}

fn errno() -> c_int {
    // SAFETY: errno is thread-local and always readable.
    unsafe { *__errno_location() }
}

fn check(result: c_int) -> io::Result<c_int> {
    if result < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(result)
    }
}
