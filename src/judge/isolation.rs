//! Which isolation a run gets on this machine, the scratch folder it works in, and the clean
//! environment it sees.
//!
//! Namespaces are tried once per judge, on a tiny probe (`/bin/sh -c 'exit 0'` in a full
//! sandbox); where they are not available (no user namespaces for this user, no
//! `mount_setattr`, …) the judge says so once on stderr and runs programs as before: in their
//! own process group, killed with it, with the checkout writable. `NPUZZLE_NO_SANDBOX=1` asks
//! for that mode on purpose.

use super::runner::{self, Limits};
use super::sys::Exit;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// `Ok` when runs are sandboxed, else why not.
fn probe() -> &'static Result<(), String> {
    static AVAILABLE: OnceLock<Result<(), String>> = OnceLock::new();
    AVAILABLE.get_or_init(|| {
        if std::env::var_os("NPUZZLE_NO_SANDBOX").is_some_and(|v| v == "1") {
            return Err("NPUZZLE_NO_SANDBOX=1".to_string());
        }
        let command: Vec<OsString> = ["/bin/sh", "-c", "exit 0"].map(OsString::from).to_vec();
        let limits = Limits::judge(Duration::from_secs(5), None);
        let scratch = Scratch::new().map_err(|e| format!("scratch folder: {e}"))?;
        match runner::run_with(&command, b"", &limits, &[], true, scratch.path()) {
            Ok(run) if run.exit == Exit::Code(0) => Ok(()),
            Ok(run) => Err(format!("the probe ended with {}", run.describe_exit())),
            Err(e) => Err(e.to_string()),
        }
    })
}

/// Whether runs are sandboxed; the first call on a machine without namespaces says so on
/// stderr, once.
pub fn sandboxed() -> bool {
    static SAID: std::sync::Once = std::sync::Once::new();
    match probe() {
        Ok(()) => true,
        Err(reason) => {
            SAID.call_once(|| {
                eprintln!(
                    "judge: no sandbox ({reason}): programs run unisolated, in their own \
                     process group, with the checkout writable"
                )
            });
            false
        }
    }
}

/// One line on the isolation and accounting in force, for `judge --version` and reports.
pub fn describe() -> String {
    let isolation = match probe() {
        Ok(()) => "isolation: namespaces (user, PID, mount, network, IPC, UTS), read-only \
                   filesystem but a fresh scratch folder"
            .to_string(),
        Err(reason) => format!("isolation: none ({reason})"),
    };
    format!(
        "{isolation}; cpu: every process of the run (/proc); {}",
        super::account::method()
    )
}

/// Folders no run may read (the cases being judged, with their answers), canonical.
static HIDDEN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Hides `folder` from every later run: a sandboxed program sees it empty.
pub fn hide(folder: &Path) {
    let Ok(folder) = fs::canonicalize(folder) else {
        return;
    };
    let mut hidden = HIDDEN.lock().unwrap_or_else(|e| e.into_inner());
    if !hidden.contains(&folder) {
        hidden.push(folder);
    }
}

/// The folders to hide from a run, less any that holds the judge's working folder (the sources
/// and the compile cache live there) or one of `keep` (the scratch folder, the program and its
/// arguments).
pub fn hidden(keep: &[&Path]) -> Vec<PathBuf> {
    let here = std::env::current_dir()
        .ok()
        .and_then(|d| fs::canonicalize(d).ok());
    let hidden = HIDDEN.lock().unwrap_or_else(|e| e.into_inner());
    let needed = |folder: &PathBuf| {
        here.as_deref().is_some_and(|h| h.starts_with(folder))
            || keep.iter().any(|k| k.starts_with(folder))
    };
    hidden.iter().filter(|f| !needed(f)).cloned().collect()
}

/// A fresh, private working folder for one run, removed when dropped.
pub struct Scratch(PathBuf);

/// Removes the `PREFIX<pid>-<n>` entries of `dir` whose judge is gone (killed before it could
/// clean up after itself), with `remove`.
pub fn sweep(dir: &Path, prefix: &str, remove: fn(&Path) -> io::Result<()>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('-').next());
        if pid.is_some_and(|p| p.parse::<u32>().is_ok() && !Path::new("/proc").join(p).exists()) {
            let _ = remove(&entry.path());
        }
    }
}

impl Scratch {
    pub fn new() -> io::Result<Scratch> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        static SWEPT: std::sync::Once = std::sync::Once::new();
        SWEPT.call_once(|| {
            sweep(&std::env::temp_dir(), "npuzzle-run-", |p| {
                fs::remove_dir_all(p)
            })
        });
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("npuzzle-run-{}-{n}", std::process::id());
        let dir = std::env::temp_dir().join(name);
        let _ = fs::remove_dir_all(&dir);
        fs::DirBuilder::new().mode(0o700).create(&dir)?;
        Ok(Scratch(dir))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The environment every submission and compiler gets, and nothing else (the judge's own
/// variables, `RUST_BACKTRACE` among them, never reach it): `PATH` the system's folders,
/// `HOME` and `TMPDIR` the scratch folder, `LANG=C.UTF-8`.
pub fn clean_env(scratch: &Path) -> Vec<(OsString, OsString)> {
    vec![
        ("PATH".into(), "/usr/local/bin:/usr/bin:/bin".into()),
        ("HOME".into(), scratch.into()),
        ("TMPDIR".into(), scratch.into()),
        ("LANG".into(), "C.UTF-8".into()),
    ]
}
