//! Which isolation a run gets on this machine: the namespace sandbox where a probe run shows it
//! works, else a process group of its own; and the line that says which, for `judge --version`.
//!
//! Namespaces are tried once per judge, on a tiny probe (`/bin/sh -c 'exit 0'` in a full
//! sandbox); where they are not available (no user namespaces for this user, no
//! `mount_setattr`, …) the judge says so once on stderr and runs programs as before: in their
//! own process group, killed with it, with the checkout writable. `NPUZZLE_NO_SANDBOX=1` asks
//! for that mode on purpose.

use super::account;
use super::launch::run_with;
use super::limits::Limits;
use super::sys::Exit;
use std::ffi::OsString;
use std::sync::OnceLock;
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
        match run_with(&command, b"", &limits, &[], true, Default::default()) {
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
        Ok(()) => format!(
            "isolation: a box (mount, PID, network, IPC, UTS and user namespaces; the system \
             folders read-only, a {} MB /tmp; no checkout, no home) as {}, no terminal",
            super::rootfs::SCRATCH_SIZE >> 20,
            if super::sys::ids().0 == 0 {
                "nobody (uid 65534)"
            } else {
                "the judge's own user"
            }
        ),
        Err(reason) => format!("isolation: none ({reason})"),
    };
    format!("{isolation}; {}", account::method())
}
