//! SIGINT, SIGTERM and SIGHUP to the judge end every running submission and compile first, then the
//! judge.
//!
//! Each run registers the process the judge started (the sandbox's keeper, or the program's group
//! leader without a sandbox); the handler kills them all with their groups and their reapers, then
//! takes the signal's default action, so the judge exits with the usual status.

use std::os::raw::c_int;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Once;

extern "C" {
    fn signal(signum: c_int, handler: usize) -> usize;
    fn kill(pid: c_int, sig: c_int) -> c_int;
    fn raise(sig: c_int) -> c_int;
}

const SIGHUP: c_int = 1;
const SIGINT: c_int = 2;
const SIGKILL: c_int = 9;
const SIGTERM: c_int = 15;
const SIG_DFL: usize = 0;

/// Room for this many runs at once (more than any `--jobs`); a slot holds a pid or 0.
const SLOTS: usize = 256;
static RUNNING: [AtomicI32; SLOTS] = {
    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: AtomicI32 = AtomicI32::new(0);
    [FREE; SLOTS]
};

extern "C" fn on_signal(signum: c_int) {
    for slot in &RUNNING {
        let pid = slot.load(Ordering::SeqCst);
        if pid > 0 {
            // SAFETY: kill is async-signal-safe.
            unsafe {
                kill(-pid, SIGKILL);
                kill(pid, SIGKILL);
            }
        }
    }
    // SAFETY: signal and raise are async-signal-safe; the default action ends the judge.
    unsafe {
        signal(signum, SIG_DFL);
        raise(signum);
    }
}

/// A registered run; unregistered when dropped.
pub struct Registered(usize);

/// Registers `pid` (a process the judge started, leading its own group) to be killed when the
/// judge is interrupted; the handlers are installed on the first call.
pub fn register(pid: u32) -> Registered {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        for signum in [SIGHUP, SIGINT, SIGTERM] {
            // SAFETY: installs a handler that only makes async-signal-safe calls.
            unsafe {
                signal(signum, on_signal as extern "C" fn(c_int) as usize);
            }
        }
    });
    for (i, slot) in RUNNING.iter().enumerate() {
        if slot
            .compare_exchange(0, pid as i32, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
        {
            return Registered(i);
        }
    }
    Registered(SLOTS)
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Some(slot) = RUNNING.get(self.0) {
            slot.store(0, Ordering::SeqCst);
        }
    }
}
