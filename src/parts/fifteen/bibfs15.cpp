// uses: bfs15 board15 packed15 search vec

namespace bibfs15 {
//! Bidirectional BFS on the 4×4 board: one side (`bfs15::Side`) from the start and one from the
//! goal, the smaller frontier expanded one whole layer at a time, optimal. No cap: on deep boards
//! it runs out of time or memory.

using bfs15::Side;
using packed15::Key;

/// Whether a key was reached by the other side.
struct InOther {
	const bfs15::Reached* other;

	bool operator()(const Key& key) const {
		return other->contains(key);
	}
};

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`.
///
/// Why the first meeting is optimal: both sides hold complete layers only (depths 0..=f and
/// 0..=b) and share no board, so every path is longer than f + b (a shortest path of length
/// L <= f + b has a board at distance <= f from the start and <= b from the goal). Expanding one
/// whole layer finds meetings of length f + 1 + k with k <= b, and none can be shorter than
/// f + b + 1: so k = b and the first meeting is a shortest path. A half-expanded layer would
/// break the argument, hence whole layers, the smaller frontier first.
inline void bibfs(const board15::Board& board, search::Stats& stats,
	vec::Vec<unsigned char>& moves) {
	const Key start = packed15::pack(board), goal = packed15::pack(board15::goal());
	if (start == goal) {
		return;
	}
	Side forward(start), backward(goal);
	Key meeting = start;
	for (;;) {
		if (forward.layer.size() <= backward.layer.size()) {
			const InOther other = {&backward.reached};
			if (forward.expand(stats, other, meeting)) {
				break;
			}
		} else {
			const InOther other = {&forward.reached};
			if (backward.expand(stats, other, meeting)) {
				break;
			}
		}
	}
	// Start to meeting as recorded; meeting to goal by undoing the goal side's moves, in reverse.
	bfs15::moves_back(forward.reached, meeting, moves);
	vec::Vec<unsigned char> toward_goal;
	bfs15::moves_back(backward.reached, meeting, toward_goal);
	for (vec::Vec<unsigned char>::size_type k = toward_goal.size(); k > 0; --k) {
		moves.push_back(static_cast<unsigned char>(toward_goal[k - 1] ^ 1));
	}
	toward_goal.release();
	forward.release();
	backward.release();
}

/// Bidirectional BFS: a search of one solvable 4×4 board without a heuristic.
struct Bibfs {
	static void solve(const board15::Board& board, search::Stats& stats,
		vec::Vec<unsigned char>& moves) {
		bibfs(board, stats, moves);
	}
};

/// Bidirectional BFS as a strategy of the parts.
typedef bfs15::Strategy<Bibfs> Search;
}
