// uses: parity_cycles search text vec

namespace verdict {
//! The strategy of a problem that asks only whether a board can be solved: no search at all;
//! the driver answers from the parity and never runs it.

/// No search.
struct Search {
	/// Never run: a verdict problem asks for no moves.
	bool run(unsigned long, unsigned long, const parity_cycles::Cells&,
			vec::Vec<unsigned char>&, text::Text& error) {
		error = "a verdict problem asks for no moves";
		return false;
	}

	/// The effort of every run so far: none.
	search::Stats effort() const {
		return search::Stats();
	}
};
}
