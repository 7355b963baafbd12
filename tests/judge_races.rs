//! Races of the judge's runs with each other: a binary the judge has just copied into its cache
//! is never "busy" (ETXTBSY) for its first run while other runs start, and a run whose binary is
//! still open for writing elsewhere starts once it is closed.

use npuzzle::judge::sandbox::forks::copy_executable;
use npuzzle::judge::sandbox::{self, Exit, Limits};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("judge_races-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn limits() -> Limits {
    Limits::judge(Duration::from_secs(5), Some(64 << 20))
}

/// Runs `binary` alone, with nothing on stdin; its exit.
fn run(binary: &Path) -> Result<Exit, String> {
    let command = [OsString::from(binary)];
    sandbox::run(&command, b"", &limits(), &[])
        .map(|run| run.exit)
        .map_err(|e| format!("{}: {e}", binary.display()))
}

#[test]
fn a_binary_copied_while_runs_start_runs_at_once() {
    let dir = scratch("copies");
    let stop = Arc::new(AtomicBool::new(false));
    // Two threads starting runs all along, as `judge compare --jobs` does.
    let starters: Vec<_> = (0..2)
        .map(|_| {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut runs = 0;
                while !stop.load(Ordering::Relaxed) {
                    assert_eq!(run(Path::new("/bin/true")), Ok(Exit::Code(0)));
                    runs += 1;
                }
                runs
            })
        })
        .collect();
    // Without the lock on forks about one fresh binary in a hundred was busy for its first run.
    let mut failed = Vec::new();
    for k in 0..60 {
        let (temporary, binary) = (dir.join(format!("tmp{k}")), dir.join(format!("bin{k}")));
        copy_executable(Path::new("/bin/true"), &temporary).unwrap();
        std::fs::rename(&temporary, &binary).unwrap();
        if let Err(e) = run(&binary) {
            failed.push(e);
        }
    }
    stop.store(true, Ordering::Relaxed);
    for starter in starters {
        assert!(starter.join().unwrap() > 0);
    }
    assert_eq!(failed, Vec::<String>::new());
}

#[test]
fn a_binary_held_open_for_writing_runs_once_it_is_closed() {
    let binary = scratch("held").join("true");
    std::fs::copy("/bin/true", &binary).unwrap();
    // Open for writing here, as a process forked elsewhere holds it until its own exec.
    let held = std::fs::OpenOptions::new()
        .append(true)
        .open(&binary)
        .unwrap();
    let closer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        drop(held);
    });
    assert_eq!(run(&binary), Ok(Exit::Code(0)));
    closer.join().unwrap();
}
