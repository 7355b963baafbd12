// uses: best_first15 board board15 greedy15 idastar15 idastar15_plan pdb15 search vec

namespace greedy15_capped {
//! Greedy best-first search (`greedy15`) for a rule that caps the length (acm.mipt.ru 091: fewer
//! than 1,000 moves): greedy's answer when it is short enough, else the optimal IDA*'s
//! (`idastar15_plan`, on the same databases). Greedy's length has no proven bound; measured with the
//! four lookups of `pdb15`: at most 284 moves on 3,000 uniformly random boards (319 on the same
//! boards with the two lookups before; 331 on others), 174 on the 17 80-move ones, so the fallback is
//! a guarantee, not a path taken in practice (where taken, a deep board can cost a minute).

/// The most moves an answer may have: acm.mipt.ru 091 wants fewer than 1,000.
const unsigned int CAP = 999;

/// An optimal sequence of blank moves for a solvable board, on one thread, in `moves`, and the
/// effort added to `stats` (the Rust twin's `idastar15_plan::idastar`, here with its one user).
inline void idastar(const board15::Board& board, const pdb15::Heuristic& heuristic,
	vec::Vec<unsigned char>& moves, search::Stats& stats) {
	idastar15_plan::Iterations search(board, heuristic);
	idastar15_plan::idastar_with(search, idastar15_plan::quick(heuristic),
		idastar15_plan::sequential());
	moves.swap(search.moves);
	search.moves.release();
	idastar15::add(stats, search.total);
}

/// Greedy best-first search, with the optimal search behind it past `CAP`.
struct Capped {
	static void solve(const board15::Board& board, const pdb15::Heuristic& heuristic,
		search::Stats& stats, vec::Vec<unsigned char>& moves) {
		greedy15::greedy(board, heuristic, stats, moves);
		if (moves.size() <= CAP) {
			return;
		}
		moves.clear();
		idastar(board, heuristic, moves, stats);
	}
};

/// The capped greedy search as a strategy of the parts.
typedef best_first15::Strategy<Capped> Search;
}
