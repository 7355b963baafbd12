//! A fresh, private, empty folder of the machine for each run (the box's root is mounted on it in
//! the run's mount namespace; without a sandbox it is the working folder), the leftovers of
//! judges killed before they cleaned up swept away; and the run's clean environment.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

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
/// `HOME` and `TMPDIR` `home` (the box's `/tmp`, or the working folder), `LANG=C.UTF-8`.
pub fn clean_env(home: &Path) -> Vec<(OsString, OsString)> {
    vec![
        ("PATH".into(), "/usr/local/bin:/usr/bin:/bin".into()),
        ("HOME".into(), home.into()),
        ("TMPDIR".into(), home.into()),
        ("LANG".into(), "C.UTF-8".into()),
    ]
}
