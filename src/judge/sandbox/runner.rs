//! Runs one program on one input under limits, the way a judge does.
//!
//! Where the machine allows, each run gets a box of its own (see `ns` and `rootfs`): mount, PID,
//! network, IPC, UTS and user namespaces, the judge's own reaper as PID 1, a fresh tmpfs root
//! with the system folders read-only and a size-capped `/tmp`, an unprivileged user, no
//! terminal, no network; nothing the program starts outlives the run. Elsewhere the program
//! leads its own session, killed as a whole (see `isolation`).
//!
//! The program gets `RLIMIT_CPU`, `RLIMIT_AS`, `RLIMIT_FSIZE` and no core dumps, a clean
//! environment, and is watched by a poll loop that measures its whole process tree (see
//! `account`): CPU time of every process it ever made and the memory of all of them. When the
//! run goes over its CPU time, the wall clock, its memory or its output, everything is killed
//! with SIGKILL.
//!
//! Time is judged on CPU time, as judges do: on a busy machine the wall clock of an honest run
//! stretches, its CPU time does not. The wall limit (a plain clock from the start, which no
//! scheduling trick stretches) only catches programs that sleep or block; it is generous for
//! that reason (`Limits::judge`: twice the time limit and a second).

use super::isolation;
use super::launch::{run_with, Folders};
use super::limits::{Limits, Run};
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

/// Runs `command` (program then arguments) with `input` on stdin under `limits`, with `env`
/// added to the clean environment, sandboxed where the machine allows.
pub fn run(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &str)],
) -> io::Result<Run> {
    let folders = Folders::default();
    run_with(command, input, limits, env, isolation::sandboxed(), folders)
}

/// [`run`] with nothing on stdin that may write to `folder` too (a compile's output), at its
/// own path, and read `read_only` (a source's headers) at theirs; without a sandbox, `folder`
/// is the working folder.
pub fn run_in(
    command: &[OsString],
    limits: &Limits,
    folder: &Path,
    read_only: &[PathBuf],
) -> io::Result<Run> {
    let folders = Folders {
        writable: Some(folder),
        read_only,
    };
    run_with(command, b"", limits, &[], isolation::sandboxed(), folders)
}
