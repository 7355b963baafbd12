//! What a run sees of the machine: a fresh, private scratch folder (the leftovers of judges
//! killed before they cleaned up swept away), the folders hidden from it, its clean environment.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

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
