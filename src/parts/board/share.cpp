// uses: vec

namespace share {
//! Work shared out over threads in the Rust twin: each thread takes the next item from a
//! counter, so that a long item holds up no other; the results come back in the items' order.
//! C++98 has no threads: here the calling thread takes every item in turn, which gives the same
//! results in the same order.

/// `work(number, item)` on every item of `items` and its number, in order (`threads` is the
/// Rust twin's number of threads, unused: one thread does it all); the results in the items'
/// order, appended to `results`. `work` is a function object whose call returns an `R`.
template <class T, class R, class F>
void share_out(const vec::Vec<T>& items, unsigned long threads, F& work,
	vec::Vec<R>& results) {
	(void)threads;
	for (typename vec::Vec<T>::size_type number = 0; number < items.size(); ++number) {
		results.push_back(work(number, items[number]));
	}
}
}
