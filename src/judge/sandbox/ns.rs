//! The namespace sandbox a run is started in, after IOI's `isolate` and DOMjudge's `runguard`.
//!
//! Everything happens in `pre_exec`, in the child std forked for the run, so only
//! async-signal-safe calls on data prepared beforehand (no allocation):
//!
//! 1. the child opens the run's control groups (cpuacct, memory, pids: where there are some;
//!    the program's own process joins them in 6, so the box's making is not counted), asks to
//!    be killed with the judge (`PR_SET_PDEATHSIG`) and starts a session of its own
//!    (`setsid`: no controlling terminal, so no `/dev/tty` and no `TIOCSTI`) — without
//!    namespaces, that and the program's own steps (6) are all;
//! 2. `unshare` of mount, PID, network, IPC and UTS namespaces; a judge that is not root
//!    unshares a user namespace too, mapping its own uid to the plain user 1000 inside;
//! 3. a `fork`: the child std knows waits for it and exits (the *keeper*); the new process is
//!    PID 1 of the new PID namespace, the judge's own *reaper*;
//! 4. the reaper builds the box and enters it (`rootfs`: a fresh tmpfs root, the system folders
//!    read-only, its own `/proc`, a size-capped `/tmp`, `pivot_root`);
//! 5. it forks the program's process, and reaps;
//! 6. the program's process joins the control groups, drops to an unprivileged user (from root: supplementary groups
//!    cleared, then gid and uid [`BOX_ID`], `nobody`; otherwise it already is the plain user),
//!    enters a user namespace of its own that maps no one (its user keyrings are its own, and
//!    no key of anyone's shows in its `/proc/keys`),
//!    joins a fresh session keyring, enters `/tmp`, sets `no_new_privs`, marks every
//!    descriptor but 0–2 close-on-exec and returns to std, which `exec`s the program;
//! 7. the reaper reaps everything (orphans are reparented to it); when the program's process
//!    ends it kills every other process of the namespace, reaps them, writes the program's wait
//!    status to the status pipe and exits, which tears the namespaces down, the box's `/tmp`
//!    with them. `setsid`, `setpgid` and double forks do not leave a PID namespace.
//!
//! No network: a new network namespace has only a loopback interface, down.

use super::rootfs::Plan;
use super::sys::{c_path, check, errno};
use std::ffi::CString;
use std::io;
use std::os::raw::{c_char, c_int, c_long, c_uint, c_ulong, c_void};

extern "C" {
    fn unshare(flags: c_int) -> c_int;
    fn fork() -> c_int;
    fn setsid() -> c_int;
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
    fn setgroups(size: usize, list: *const u32) -> c_int;
    fn setresgid(r: u32, e: u32, s: u32) -> c_int;
    fn setresuid(r: u32, e: u32, s: u32) -> c_int;
    fn fchown(fd: c_int, owner: u32, group: u32) -> c_int;
    fn syscall(number: c_long, ...) -> c_long;
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
const PR_SET_DUMPABLE: c_int = 4;
const PR_SET_NO_NEW_PRIVS: c_int = 38;
const SIGKILL: c_int = 9;
const EINTR: c_int = 4;
const WALL: c_int = 0x4000_0000;
const MS_REC: c_ulong = 16384;
const MS_PRIVATE: c_ulong = 1 << 18;
/// `close_range` and `keyctl` on x86-64 (`close_range` is the same everywhere).
const SYS_CLOSE_RANGE: c_long = 436;
const SYS_KEYCTL: c_long = 250;
const CLOSE_RANGE_CLOEXEC: c_uint = 1 << 2;
const KEYCTL_JOIN_SESSION_KEYRING: c_long = 1;

/// The most control groups a run joins (cpuacct, memory, pids).
const GROUPS: usize = 4;

/// The user and group a submission runs as when the judge is root: `nobody` and `nogroup`,
/// who own nothing a run could read.
pub const BOX_ID: u32 = 65534;
/// The inner user id of a submission when the judge is not root: a plain user, so `exec`
/// drops every capability.
const INNER_ID: u32 = 1000;

/// What the reaper writes to the status pipe: `[STATUS, wait status]` when the program ended,
/// `[SETUP_FAILED, step * 4096 + errno]` when the sandbox could not be built.
pub const STATUS: i32 = 0;
pub const SETUP_FAILED: i32 = 1;

/// Everything the child needs, prepared before the fork.
pub struct Sandbox {
    /// The judge's uid and gid as the plain user inside its user namespace (judge not root).
    uid_map: Vec<u8>,
    gid_map: Vec<u8>,
    /// The judge is root: no outer user namespace, the program drops to [`BOX_ID`].
    root: bool,
    /// The `cgroup.procs` files of the run's control groups.
    cgroup_procs: Vec<CString>,
    /// The write end of the status pipe (close-on-exec, so the program never holds it).
    status: c_int,
    /// The box; `None`: only the control groups, the session and the descriptors (no
    /// namespaces on this machine).
    plan: Option<Plan>,
}

impl Sandbox {
    pub fn new(
        cgroup_procs: &[std::path::PathBuf],
        status: c_int,
        plan: Option<Plan>,
    ) -> io::Result<Sandbox> {
        let (uid, gid) = super::sys::ids();
        let root = uid == 0;
        Ok(Sandbox {
            uid_map: format!("{INNER_ID} {uid} 1\n").into_bytes(),
            gid_map: format!("{INNER_ID} {gid} 1\n").into_bytes(),
            root,
            cgroup_procs: cgroup_procs
                .iter()
                .map(|p| c_path(p))
                .collect::<io::Result<_>>()?,
            status,
            plan,
        })
    }

    /// Runs in std's forked child before `exec`: returns only in the program's process, inside
    /// the sandbox.
    ///
    /// # Safety
    /// Call only from `pre_exec`: it forks, and the keeper and the reaper never return.
    pub unsafe fn enter(&self) -> io::Result<()> {
        // Opened here, joined by the program's own process: the box's making is not the run's.
        let mut groups = [-1 as c_int; GROUPS];
        for (fd, procs) in groups.iter_mut().zip(&self.cgroup_procs) {
            *fd = check(open(procs.as_ptr(), O_WRONLY | O_CLOEXEC))?;
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong, 0, 0, 0);
        check(setsid())?;
        let Some(plan) = &self.plan else {
            return self.program(false, &groups);
        };
        let mut flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
        if !self.root {
            flags |= CLONE_NEWUSER;
        }
        check(unshare(flags))?;
        if !self.root {
            write_file(cstr(b"/proc/self/setgroups\0"), b"deny")?;
            write_file(cstr(b"/proc/self/uid_map\0"), &self.uid_map)?;
            write_file(cstr(b"/proc/self/gid_map\0"), &self.gid_map)?;
        }
        let reaper = check(fork())?;
        if reaper > 0 {
            keep(reaper);
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL as c_ulong, 0, 0, 0);
        let none = std::ptr::null();
        if mount(none, cstr(b"/\0"), none, MS_REC | MS_PRIVATE, none as _) < 0 {
            self.report(SETUP_FAILED, errno());
        }
        if let Err((step, error)) = plan.build() {
            let code = error.raw_os_error().unwrap_or(0).min(4095);
            self.report(SETUP_FAILED, step as i32 * 4096 + code);
        }
        let program = fork();
        if program == 0 {
            return self.program(true, &groups);
        }
        if program < 0 {
            self.report(SETUP_FAILED, errno());
        }
        self.reap(program)
    }

    /// The program's own steps before `exec`: an unprivileged user in a user namespace of its
    /// own (in the box), a fresh session keyring, `/tmp`, no new privileges, and every
    /// descriptor but 0–2 closed at `exec`.
    unsafe fn program(&self, boxed: bool, groups: &[c_int; GROUPS]) -> io::Result<()> {
        for &fd in groups.iter().filter(|&&fd| fd >= 0) {
            let joined = write(fd, b"0".as_ptr() as *const c_void, 1);
            close(fd);
            if joined != 1 {
                return Err(io::Error::last_os_error());
            }
        }
        if boxed {
            if self.root {
                // The run's pipes become its user's, so `/dev/stdin` (a reopening of fd 0)
                // opens as it would anywhere.
                for fd in 0..3 {
                    fchown(fd, BOX_ID, BOX_ID);
                }
                check(setgroups(0, std::ptr::null()))?;
                check(setresgid(BOX_ID, BOX_ID, BOX_ID))?;
                check(setresuid(BOX_ID, BOX_ID, BOX_ID))?;
                // Changing ids made the process undumpable, its /proc files root's: its own
                // again, to write its maps.
                check(prctl(PR_SET_DUMPABLE, 1, 0, 0, 0))?;
            }
            // A user namespace that maps no one: the keys of every user (this run's own
            // earlier ones too, until the kernel collects them) vanish from its /proc/keys,
            // and its user keyrings are its own.
            check(unshare(CLONE_NEWUSER))?;
            check(chdir(cstr(b"/tmp\0")))?;
        }
        let none: *const c_char = std::ptr::null();
        check(syscall(SYS_KEYCTL, KEYCTL_JOIN_SESSION_KEYRING, none) as c_int)?;
        check(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
        let last = c_uint::MAX;
        check(syscall(SYS_CLOSE_RANGE, 3 as c_uint, last, CLOSE_RANGE_CLOEXEC) as c_int)?;
        Ok(())
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
