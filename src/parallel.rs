//! Work spread over threads (std only): each thread takes the next index until none is left, so a
//! long item does not hold up the others.
//!
//! The judge's compiles and runs, the assembler's `rustfmt` calls and the tests' long loops share
//! it; the threads are the solution files' own (`parts::share`), written once.

use crate::parts::share::share_out;

/// One thread a core (`available_parallelism`), or 1 when that cannot be known.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Calls `work(i)` for every `i` in `0..count` on `jobs` threads, each taking the next index.
/// A panic in `work` reaches the caller once every thread has stopped.
pub fn for_each(count: usize, jobs: usize, work: impl Fn(usize) + Sync) {
    let indices: Vec<usize> = (0..count).collect();
    share_out(&indices, jobs, |i, _| work(i));
}

/// `f` of every item, in the items' order, computed on `jobs` threads (the parts' `share_out`).
pub fn map<T: Sync, U: Send>(items: &[T], jobs: usize, f: impl Fn(&T) -> U + Sync) -> Vec<U> {
    share_out(items, jobs, |_, item| f(item))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn map_keeps_the_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..100).collect();
        for jobs in [0, 1, 2, 7, 200] {
            let squares = map(&items, jobs, |x| x * x);
            assert_eq!(squares, items.iter().map(|x| x * x).collect::<Vec<_>>());
        }
        assert!(map(&[] as &[u8], 3, |x| *x).is_empty());
    }

    #[test]
    fn for_each_calls_every_index_once() {
        let seen: Vec<AtomicUsize> = (0..50).map(|_| AtomicUsize::new(0)).collect();
        for_each(seen.len(), 4, |i| {
            seen[i].fetch_add(1, Ordering::Relaxed);
        });
        assert!(seen.iter().all(|s| s.load(Ordering::Relaxed) == 1));
    }
}
