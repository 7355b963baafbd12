// uses:
#include <cstdio>

namespace search {
//! What every search shares: the effort it counts (the walk back along stored moves is the part
//! `walk_back`, so that a file without a search carries no board). A
//! search is a class with a default constructor (built once, when a solvable puzzle first needs
//! it) and `void run(board::Board start, search::Stats& stats, board::Moves& path)`, which
//! appends the moves of a solution of the solvable board `start`; a heuristic is a class with
//! `static unsigned int estimate(const board::Board&)` and `static unsigned int after(unsigned
//! int h, const board::Board&, int tile, int blank, int to)`, the estimate after `tile`, on cell
//! `to`, slides into the blank on cell `blank`.

/// Search effort, printed when `NPUZZLE_STATS` is set: `expanded` counts the boards whose
/// successors were produced, `generated` the successors produced (after pruning the inverse of
/// the last move, before duplicate detection).
struct Stats {
	unsigned long expanded;
	unsigned long generated;

	Stats() : expanded(0), generated(0) {}

	void add(unsigned long more_expanded, unsigned long more_generated) {
		expanded += more_expanded;
		generated += more_generated;
	}

	/// The line a solution prints for a puzzle on stderr when `NPUZZLE_STATS` is set.
	void report() const {
		std::fprintf(stderr, "stats expanded=%lu generated=%lu\n", expanded, generated);
	}
};
}
