//! The box a sandboxed run sees, after IOI's `isolate`: a fresh tmpfs as its root, and in it only
//!
//! - the system folders, read-only: `/usr` and its links (`/bin`, `/lib`, `/lib64`, `/sbin`),
//!   a few files of `/etc` (the loader's cache, `passwd`, `group`, the time zone, the
//!   alternatives and the Java and Python settings);
//! - a minimal `/dev` (`null`, `zero`, `random`, `urandom`, the `fd` links) and its own `/proc`;
//! - `/tmp`, its writable scratch: a tmpfs of [`SCRATCH_SIZE`], gone with the run's mount
//!   namespace however deep the program made it;
//! - read-only, at their own paths, the files the command names (the binary, the script, a
//!   Java class folder, a compiler's install folder, a source and the headers beside it);
//! - for a compile, its output folder, writable.
//!
//! Never the checkout, `.git`, `target/`, the case folders, the machine's `/tmp`, the home
//! folders or the judge's files: what is not listed above is not in the box. The root itself is
//! read-only once the box is built, then `pivot_root` makes it the run's `/` and the machine's
//! root is detached.
//!
//! The plan is made before the fork (the reaper may not allocate); [`Plan::build`] runs it.

use super::sys::{c_path, check, errno};
use std::ffi::CString;
use std::fs;
use std::io;
use std::os::raw::{c_char, c_int, c_uint, c_ulong, c_void};
use std::path::{Path, PathBuf};

extern "C" {
    fn mkdir(path: *const c_char, mode: c_uint) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn close(fd: c_int) -> c_int;
    fn symlink(target: *const c_char, path: *const c_char) -> c_int;
    fn chdir(path: *const c_char) -> c_int;
    fn umount2(target: *const c_char, flags: c_int) -> c_int;
    fn mount(
        source: *const c_char,
        target: *const c_char,
        fstype: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    fn syscall(number: std::os::raw::c_long, ...) -> std::os::raw::c_long;
}

/// Bytes the run's `/tmp` may hold (files of any depth, all together); the files are memory,
/// charged to the run's memory control group too.
pub const SCRATCH_SIZE: u64 = 256 << 20;

/// The system folders every run sees read-only (a link where the machine has a link).
const SYSTEM: [&str; 7] = [
    "/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin",
];

/// The entries of `/etc` a run sees: the loader, users and groups, time, the alternatives
/// (`java`, `javac`) and the language runtimes' settings (any entry whose name starts with
/// `java` or `python`).
const ETC: [&str; 9] = [
    "ld.so.cache",
    "ld.so.conf",
    "ld.so.conf.d",
    "passwd",
    "group",
    "nsswitch.conf",
    "localtime",
    "timezone",
    "alternatives",
];
const ETC_PREFIXES: [&str; 2] = ["java", "python"];

/// The device nodes of the box's `/dev`, bound from the machine's.
const DEVICES: [&str; 4] = ["null", "zero", "random", "urandom"];

const O_CREAT: c_int = 0o100;
const O_WRONLY: c_int = 1;
const O_CLOEXEC: c_int = 0o2_000_000;
const EEXIST: c_int = 17;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const MS_BIND: c_ulong = 4096;
const MS_REC: c_ulong = 16384;
const MNT_DETACH: c_int = 2;
const AT_FDCWD: c_int = -100;
const AT_RECURSIVE: c_uint = 0x8000;
const MOUNT_ATTR_RDONLY: u64 = 1;
const MOUNT_ATTR_NOSUID: u64 = 2;
const MOUNT_ATTR_NODEV: u64 = 4;
/// `mount_setattr` and `pivot_root` on x86-64 (`mount_setattr` is the same everywhere).
const SYS_MOUNT_SETATTR: std::os::raw::c_long = 442;
const SYS_PIVOT_ROOT: std::os::raw::c_long = 155;

#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

/// One step of building the box; paths are already inside the new root.
enum Step {
    Dir(CString),
    File(CString),
    Link(CString, CString),
    /// Source, target, writable, device nodes (no `nodev`).
    Bind(CString, CString, bool, bool),
    Tmpfs(CString, CString),
    Proc(CString),
}

/// The box of one run, planned.
pub struct Plan {
    root: CString,
    root_path: PathBuf,
    steps: Vec<Step>,
    /// What each step does, for the one-line error when it fails.
    labels: Vec<String>,
}

impl Plan {
    /// The box for a run whose command names `keep` (paths bound read-only where they are)
    /// and that may write to `writable` (a compile's output folder), built on `root`, an empty
    /// folder of the machine that only the run's mount namespace mounts on.
    pub fn new(root: &Path, keep: &[PathBuf], writable: Option<&Path>) -> io::Result<Plan> {
        let mut plan = Plan {
            root: c_path(root)?,
            root_path: root.to_path_buf(),
            steps: Vec::new(),
            labels: Vec::new(),
        };
        let tmpfs = "size=1m,nr_inodes=4096,mode=0755";
        plan.push(
            Step::Tmpfs(c_path(root)?, CString::new(tmpfs)?),
            "/ (tmpfs)",
        )?;
        for dir in SYSTEM {
            plan.entry(Path::new(dir), false)?;
        }
        plan.dir(Path::new("/etc"))?;
        if let Ok(entries) = fs::read_dir("/etc") {
            let mut names: Vec<String> = entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| {
                    ETC.contains(&n.as_str()) || ETC_PREFIXES.iter().any(|p| n.starts_with(p))
                })
                .collect();
            names.sort();
            for name in names {
                plan.entry(&Path::new("/etc").join(name), false)?;
            }
        }
        plan.dir(Path::new("/dev"))?;
        for device in DEVICES {
            plan.entry(&Path::new("/dev").join(device), true)?;
        }
        for (name, target) in [
            ("fd", "/proc/self/fd"),
            ("stdin", "/proc/self/fd/0"),
            ("stdout", "/proc/self/fd/1"),
            ("stderr", "/proc/self/fd/2"),
        ] {
            let path = plan.inside(&Path::new("/dev").join(name))?;
            plan.push(Step::Link(CString::new(target)?, path), "/dev links")?;
        }
        plan.dir(Path::new("/proc"))?;
        let proc_ = plan.inside(Path::new("/proc"))?;
        plan.push(Step::Proc(proc_), "/proc")?;
        plan.dir(Path::new("/tmp"))?;
        let options = format!("size={SCRATCH_SIZE},nr_inodes=65536,mode=1777");
        let tmp = plan.inside(Path::new("/tmp"))?;
        plan.push(Step::Tmpfs(tmp, CString::new(options)?), "/tmp (tmpfs)")?;
        for path in outermost(keep) {
            plan.parents(&path)?;
            plan.entry(&path, false)?;
        }
        if let Some(dir) = writable {
            plan.dir(dir)?;
            let (source, target) = (c_path(dir)?, plan.inside(dir)?);
            plan.push(
                Step::Bind(source, target, true, false),
                &dir.display().to_string(),
            )?;
        }
        Ok(plan)
    }

    fn push(&mut self, step: Step, label: &str) -> io::Result<()> {
        self.steps.push(step);
        self.labels.push(label.to_string());
        Ok(())
    }

    /// `path` inside the new root.
    fn inside(&self, path: &Path) -> io::Result<CString> {
        c_path(&self.root_path.join(path.strip_prefix("/").unwrap_or(path)))
    }

    /// `path` as a folder of the box, its parents first.
    fn dir(&mut self, path: &Path) -> io::Result<()> {
        self.parents(path)?;
        let inside = self.inside(path)?;
        self.push(Step::Dir(inside), &path.display().to_string())
    }

    fn parents(&mut self, path: &Path) -> io::Result<()> {
        let mut ancestors: Vec<&Path> = path.ancestors().skip(1).collect();
        ancestors.reverse();
        for ancestor in ancestors.into_iter().filter(|a| a.parent().is_some()) {
            let inside = self.inside(ancestor)?;
            self.push(Step::Dir(inside), &ancestor.display().to_string())?;
        }
        Ok(())
    }

    /// The machine's `path` in the box as it is there: a link as the same link, a folder or a
    /// file bound read-only; nothing when it does not exist.
    fn entry(&mut self, path: &Path, device: bool) -> io::Result<()> {
        let Ok(meta) = fs::symlink_metadata(path) else {
            return Ok(());
        };
        let label = path.display().to_string();
        let inside = self.inside(path)?;
        if meta.file_type().is_symlink() {
            let target = c_path(&fs::read_link(path)?)?;
            return self.push(Step::Link(target, inside), &label);
        }
        let mountpoint = if meta.is_dir() {
            Step::Dir(self.inside(path)?)
        } else {
            Step::File(self.inside(path)?)
        };
        self.push(mountpoint, &label)?;
        self.push(Step::Bind(c_path(path)?, inside, false, device), &label)
    }

    /// What each step does, the last `pivot_root`, for the error of a step that failed.
    pub fn labels(&self) -> Vec<String> {
        let mut labels = self.labels.clone();
        labels.push("pivot_root".to_string());
        labels
    }

    /// Builds the box and enters it: runs in the reaper, in its own mount namespace (private
    /// already). Async-signal-safe: only system calls on the planned strings. On failure, the
    /// index of the step that failed and the error.
    ///
    /// # Safety
    /// Call only in a process of its own mount namespace, between `fork` and `exec`.
    pub unsafe fn build(&self) -> Result<(), (usize, io::Error)> {
        for (i, step) in self.steps.iter().enumerate() {
            run_step(step).map_err(|e| (i, e))?;
        }
        let fail = |e| (self.steps.len(), e);
        check(chdir(self.root.as_ptr())).map_err(fail)?;
        let here = b".\0".as_ptr() as *const c_char;
        check(syscall(SYS_PIVOT_ROOT, here, here) as c_int).map_err(fail)?;
        check(umount2(here, MNT_DETACH)).map_err(fail)?;
        let root = b"/\0".as_ptr() as *const c_char;
        check(chdir(root)).map_err(fail)?;
        let read_only = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV;
        set_attributes(root, 0, read_only).map_err(fail)
    }
}

unsafe fn run_step(step: &Step) -> io::Result<()> {
    let none = std::ptr::null();
    match step {
        Step::Dir(path) => {
            if mkdir(path.as_ptr(), 0o755) < 0 && errno() != EEXIST {
                return Err(io::Error::last_os_error());
            }
        }
        Step::File(path) => {
            close(check(open(
                path.as_ptr(),
                O_CREAT | O_WRONLY | O_CLOEXEC,
                0o644,
            ))?);
        }
        Step::Link(target, path) => {
            check(symlink(target.as_ptr(), path.as_ptr()))?;
        }
        Step::Bind(source, target, writable, device) => {
            let flags = MS_BIND | MS_REC;
            check(mount(
                source.as_ptr(),
                target.as_ptr(),
                none,
                flags,
                none as _,
            ))?;
            let mut attributes = MOUNT_ATTR_NOSUID;
            if !writable {
                attributes |= MOUNT_ATTR_RDONLY;
            }
            if !device {
                attributes |= MOUNT_ATTR_NODEV;
            }
            set_attributes(target.as_ptr(), AT_RECURSIVE, attributes)?;
        }
        Step::Tmpfs(target, options) => {
            let tmpfs = b"tmpfs\0".as_ptr() as *const c_char;
            let flags = MS_NOSUID | MS_NODEV;
            let data = options.as_ptr() as *const c_void;
            check(mount(tmpfs, target.as_ptr(), tmpfs, flags, data))?;
        }
        Step::Proc(target) => {
            let proc_ = b"proc\0".as_ptr() as *const c_char;
            let flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
            check(mount(proc_, target.as_ptr(), proc_, flags, none as _))?;
        }
    }
    Ok(())
}

unsafe fn set_attributes(path: *const c_char, flags: c_uint, set: u64) -> io::Result<()> {
    let attr = MountAttr {
        attr_set: set,
        attr_clr: 0,
        propagation: 0,
        userns_fd: 0,
    };
    let size = std::mem::size_of::<MountAttr>();
    let done = syscall(SYS_MOUNT_SETATTR, AT_FDCWD, path, flags, &attr, size);
    check(done as c_int).map(drop)
}

/// The paths of `keep` that exist outside the system folders, canonical, none inside another.
fn outermost(keep: &[PathBuf]) -> Vec<PathBuf> {
    let covered = ["/etc", "/proc", "/dev", "/sys"];
    let system = |p: &Path| SYSTEM.iter().chain(&covered).any(|s| p.starts_with(s));
    let mut paths: Vec<PathBuf> = keep
        .iter()
        .filter(|p| p.is_absolute())
        .filter_map(|p| fs::canonicalize(p).ok())
        .filter(|p| !system(p) && p.parent().is_some())
        .collect();
    paths.sort();
    paths.dedup();
    let all = paths.clone();
    paths.retain(|p| !all.iter().any(|q| q != p && p.starts_with(q)));
    paths
}
