//! The run's stdout and stderr, drained by threads into buffers that keep at most a cap of
//! bytes (whatever the program writes, the judge's memory stays bounded).

use std::io::{self, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::Duration;

/// A pipe drained by a thread into a shared buffer, keeping at most `cap` bytes.
pub struct Drain {
    buffer: Arc<Mutex<Vec<u8>>>,
    done: mpsc::Receiver<()>,
}

pub fn drain(mut source: impl Read + Send + 'static, cap: usize, over: Arc<AtomicBool>) -> Drain {
    let buffer = Arc::new(Mutex::new(Vec::new()));
    let (tx, done) = mpsc::channel();
    let shared = Arc::clone(&buffer);
    thread::spawn(move || {
        let mut chunk = [0u8; 1 << 16];
        loop {
            match source.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    let mut kept = shared.lock().unwrap_or_else(|e| e.into_inner());
                    if kept.len() + n > cap {
                        over.store(true, Ordering::Relaxed);
                    } else {
                        kept.extend_from_slice(&chunk[..n]);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = tx.send(());
    });
    Drain { buffer, done }
}

impl Drain {
    /// The bytes read, waiting briefly for end of file (a process that escaped the group could
    /// hold the pipe open forever; then what arrived so far is taken).
    pub fn finish(self) -> Vec<u8> {
        let _ = self.done.recv_timeout(Duration::from_secs(1));
        let mut kept = self.buffer.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *kept)
    }
}
