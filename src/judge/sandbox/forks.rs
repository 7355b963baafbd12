//! The judge's forks and the binaries it writes itself.
//!
//! A forked child holds every descriptor of the judge until its `exec` (in the sandbox, the
//! keeper and the reaper hold theirs until they close them, see `ns`), and while any process
//! holds a file open for writing, `exec` of that file fails with ETXTBSY ("Text file busy").
//! The judge copies each compiled binary into its cache itself and then runs it; had another
//! thread forked a run (or a compiler's version probe) while that copy was open, the run of the
//! fresh binary could fail, about once in a hundred under parallel runs. So every fork of the
//! judge holds this lock shared, and a copy of an executable holds it alone: no child of the
//! judge is ever forked with a binary open for writing. A process forked without the lock (a
//! caller's own `Command`, as in the tests) still holds the judge's descriptors until its own
//! `exec`, a moment: a start that meets ETXTBSY is tried again ([`retry_busy`]).

use std::io;
use std::process::{Child, Command, Output, Stdio};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};
use std::time::Duration;

static LOCK: RwLock<()> = RwLock::new(());

/// Held while the judge forks.
pub fn forking() -> RwLockReadGuard<'static, ()> {
    LOCK.read().unwrap_or_else(|e| e.into_inner())
}

/// Held while a file the judge will execute is open for writing.
pub fn writing() -> RwLockWriteGuard<'static, ()> {
    LOCK.write().unwrap_or_else(|e| e.into_inner())
}

/// `command.spawn()`, forked under the lock.
pub fn spawn(command: &mut Command) -> io::Result<Child> {
    let _forking = forking();
    command.spawn()
}

/// `command.output()` (stdin empty, stdout and stderr collected), forked under the lock.
pub fn output(command: &mut Command) -> io::Result<Output> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    spawn(command)?.wait_with_output()
}

/// Copies `from` to `to` (a new file) under the lock: a binary to be run.
pub fn copy_executable(from: &std::path::Path, to: &std::path::Path) -> io::Result<()> {
    let _writing = writing();
    std::fs::copy(from, to).map(drop)
}

/// `errno` of `exec` on a file that some process holds open for writing.
const ETXTBSY: i32 = 26;

/// `start()`, tried again while it fails with ETXTBSY, for about a second at most.
pub fn retry_busy<T>(mut start: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    let mut pause = Duration::from_millis(5);
    loop {
        match start() {
            Err(e) if e.raw_os_error() == Some(ETXTBSY) && pause < Duration::from_secs(1) => {
                std::thread::sleep(pause);
                pause *= 2;
            }
            result => return result,
        }
    }
}
