// uses: search

namespace verdict {
//! The strategy of a problem that asks only whether a board can be solved: no search at all;
//! the driver answers from the parity and never runs it.

/// No search.
struct Search {
	/// The effort of every run so far: none.
	search::Stats effort() const {
		return search::Stats();
	}
};
}
