// uses: board
#include <cstdio>

namespace search {
//! What every search shares: the effort it counts, and the walk back along stored moves. A
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

/// The moves that lead from `board` back to the root, read from the move that first reached
/// each board (`came(board)`, `START` at the root), the last move first.
template <class Came>
void walk_back(board::Board board, const unsigned char (*neighbor)[4], const Came& came,
		board::Moves& moves) {
	for (;;) {
		unsigned char m = came(board);
		if (m == board::START) {
			return;
		}
		moves.push_back(m);
		board = board.slide(neighbor[board.blank][m ^ 1]);
	}
}
}
