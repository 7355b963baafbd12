//! Work shared out over threads: each thread takes the next item from a counter, so that a long
//! item holds up no other; the results come back in the items' order.

use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// `work` on every item of `items` and its number by `threads` threads (at least one, at most one
/// an item), each taking the next item not taken yet; the results in the items' order.
pub fn share_out<T, R, F>(items: &[T], threads: usize, work: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(usize, &T) -> R + Sync,
{
    let next = AtomicUsize::new(0);
    let mut results: Vec<Option<R>> = items.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        let take = || {
            let mut done = Vec::new();
            loop {
                let number = next.fetch_add(1, Relaxed);
                match items.get(number) {
                    Some(item) => done.push((number, work(number, item))),
                    None => return done,
                }
            }
        };
        let threads = threads.clamp(1, items.len().max(1));
        // The calling thread is one of them (a thread spawned costs ~60 µs); a thread that
        // cannot be started leaves its items to the others.
        let others: Vec<_> = (1..threads)
            .filter_map(|_| std::thread::Builder::new().spawn_scoped(scope, take).ok())
            .collect();
        let mut done = take();
        for worker in others {
            done.extend(worker.join().expect("a worker thread panicked"));
        }
        for (number, result) in done {
            results[number] = Some(result);
        }
    });
    results.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_once_in_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..100).collect();
        for threads in [0, 1, 2, 3, 200] {
            assert_eq!(
                share_out(&items, threads, |number, &x| x * x + number as u64),
                (0..100).map(|x| x * x + x).collect::<Vec<_>>()
            );
        }
        assert!(share_out(&[] as &[u64], 2, |_, &x| x).is_empty());
    }
}
