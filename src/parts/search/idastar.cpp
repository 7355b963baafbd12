// uses: board puzzle search

namespace idastar {
//! IDA*: depth-first searches bounded by f = g + h, the bound raised each time to the least f
//! that exceeded it. One board, changed in place and restored on the way back; the heuristic
//! `H` updated per move; memory O(depth).

using board::Board;
using board::START;
using puzzle::P;

template <class H>
class Search {
public:
	Search() : board_(P.goal), bound_(0), next_bound_(0), expanded_(0), generated_(0) {}

	/// A fewest-move solution when the heuristic is admissible.
	void run(Board start, search::Stats& stats, board::Moves& path) {
		board_ = start;
		expanded_ = 0;
		generated_ = 0;
		unsigned int h = H::estimate(start);
		bound_ = h;
		// An iteration that finds nothing proves that every solution is longer than its bound;
		// as the heuristic is admissible, the first solution found is a fewest-move one.
		for (;;) {
			next_bound_ = static_cast<unsigned int>(-1);
			if (dfs(0, h, START, path)) {
				break;
			}
			bound_ = next_bound_;
		}
		stats.add(expanded_, generated_);
	}

private:
	/// Searches below the board, `g` moves deep with heuristic `h` (f = g + h ≤ bound), whose
	/// last move was `last`; on success the moves from here to the goal are in `path`.
	bool dfs(unsigned int g, unsigned int h, unsigned char last, board::Moves& path) {
		// Goal test on expansion: h = 0 only at the goal.
		if (h == 0) {
			return true;
		}
		expanded_ += 1;
		const int blank = board_.blank;
		// Undoing the last move returns to the parent: a path through it is never the
		// shortest, and pruning it cuts the branching factor from about 2.7 to 1.7.
		unsigned int moves = P.moves_from[blank] & ~(1u << (last ^ 1));
		while (moves != 0) {
			unsigned char m = static_cast<unsigned char>(board::lowest(moves));
			moves &= moves - 1;
			const int to = P.neighbor[blank][m];
			generated_ += 1;
			const int tile = board_.tile(to);
			const unsigned int child_h = H::after(h, board_, tile, blank, to);
			const unsigned int f = g + 1 + child_h;
			if (f > bound_) {
				next_bound_ = f < next_bound_ ? f : next_bound_;
				continue;
			}
			const Board saved = board_;
			board_ = saved.slide(to);
			path.push_back(m);
			if (dfs(g + 1, child_h, m, path)) {
				return true;
			}
			path.pop_back();
			board_ = saved;
		}
		return false;
	}

	Board board_;
	unsigned int bound_;
	/// The least f above `bound_` met in this iteration: the next bound.
	unsigned int next_bound_;
	unsigned long expanded_;
	unsigned long generated_;
};
}
