//! Printing that never panics: once stdout's reader has gone (`judge assemble | head -1`), what
//! is left to print is dropped and the command runs on to its end (writes its files, sets its
//! status), where `println!` would panic on the broken pipe.

use std::fmt;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set at the first failed write: nothing more is tried.
static GONE: AtomicBool = AtomicBool::new(false);

/// Writes `args` to stdout, then a newline when `newline`; nothing once stdout has failed.
pub fn write(args: fmt::Arguments, newline: bool) {
    if GONE.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    let written = out
        .write_fmt(args)
        .and_then(|()| {
            if newline {
                out.write_all(b"\n")
            } else {
                Ok(())
            }
        })
        .and_then(|()| out.flush());
    if written.is_err() {
        GONE.store(true, Ordering::Relaxed);
    }
}

/// `println!` through `stdout::write`: never panics on a closed stdout.
#[macro_export]
macro_rules! say {
    () => {
        $crate::stdout::write(format_args!(""), true)
    };
    ($($arg:tt)*) => {
        $crate::stdout::write(format_args!($($arg)*), true)
    };
}

/// `print!` through `stdout::write`: never panics on a closed stdout.
#[macro_export]
macro_rules! say_more {
    ($($arg:tt)*) => {
        $crate::stdout::write(format_args!($($arg)*), false)
    };
}
