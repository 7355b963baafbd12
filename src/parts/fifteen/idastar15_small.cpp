// uses: board board15 packed15 pdb15 search vec

namespace idastar15_small {
//! The 4×4 IDA* at its plainest, for a file that must be small (UVa takes 40 KB): the 5-5-5
//! pattern databases and their mirror (`pdb15`, built at start-up), each child's lookups updated
//! for the one pattern its move changes, the inverse of the last move pruned, on one thread, the
//! goal `1 … 15 0` only. It finds a fewest-move answer like `idastar15_ordered`, with more nodes:
//! no machine prunes the longer duplicate sequences, no stronger tables take the big iterations.

using pdb15::Node;

/// The databases (3 MB, built once).
class Search {
public:
	Search() : heuristic_(pdb15::PATTERNS, pdb15::VIEWS) {}

	/// A fewest-move solution: iterations of depth-first search, each bounded by the least
	/// `g + h` that passed the bound before.
	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		const Node root = heuristic_.node(board15::cells_of(start));
		unsigned int bound = heuristic_.h(root);
		vec::Vec<unsigned char> moves;
		for (;;) {
			// Each iteration's effort told on its own (its threshold, its nodes).
			search::Stats effort;
			unsigned int next = 0;
			const bool found = dfs(root, 0, bound, packed15::NO_MOVE, moves, effort, next);
			stats.add(effort.expanded, effort.generated);
			if (found) {
				break;
			}
			bound = next;
		}
		// The moves were pushed on the way back from the goal.
		for (vec::Vec<unsigned char>::size_type k = moves.size(); k > 0; --k) {
			path.push_back(board15::MOVE_OF[moves[k - 1]]);
		}
		moves.release();
	}

private:
	/// Depth-first search below `node`, `g` moves from the start: true once the goal is reached
	/// (the moves pushed, the last first), else false with `next` the least `g + h` past `bound`.
	bool dfs(const Node& node, unsigned int g, unsigned int bound, int last,
		vec::Vec<unsigned char>& moves, search::Stats& stats, unsigned int& next) const {
		const unsigned int h = heuristic_.h(node);
		if (g + h > bound) {
			next = g + h;
			return false;
		}
		if (h == 0) {
			return true;
		}
		stats.expanded += 1;
		const int blank = packed15::blank_in(node.board);
		next = static_cast<unsigned int>(-1);
		for (int dir = 0; dir < 4; ++dir) {
			const int target = board15::step(blank, dir);
			// The inverse of the last move only returns to the parent.
			if (target < 0 || (dir ^ 1) == last) {
				continue;
			}
			stats.generated += 1;
			const Node child = heuristic_.child(node, blank, target, dir);
			unsigned int f = 0;
			if (dfs(child, g + 1, bound, dir, moves, stats, f)) {
				moves.push_back(static_cast<unsigned char>(dir));
				return true;
			}
			next = f < next ? f : next;
		}
		return false;
	}

	pdb15::Heuristic heuristic_;
};
}
