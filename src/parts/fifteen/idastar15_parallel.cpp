// uses: board board15 idastar15_plan idastar15_units pdb15 pdb15_mixed prune15 puzzle search
#include <cstdlib>

namespace idastar15_parallel {
//! The 4×4 IDA* with the 5-5-5 pattern databases (`idastar15_plan`) as a search of the parts, for the
//! goal `1 … 15 0` only, on every core in the Rust twin; here on one thread, board after board:
//! a big iteration's units in order of their estimate (`idastar15_units`). The same answer and
//! node counts as the Rust twin's on any number of threads, which are those of each board alone
//! (the Rust twin runs the small iterations of every board first, then the big ones board by
//! board, and its stderr lines come in input order, each board's together, as here). The 5-5-5
//! databases are built at the first board that needs a search, the 6-6-3 ones at the first
//! iteration that needs them (`idastar15_plan::STRONG_FROM`: the long searches only); with
//! `NPUZZLE_PROGRESS` set, one stderr line an iteration.

using idastar15_plan::Plan;
using pdb15::Heuristic;

/// The 6-6-3 databases of `pdb15::PATTERNS_663` for an iteration that needs them
/// (`idastar15_plan::Tables`), built the first time and kept to the end: their two lookups, then
/// the 5-5-5 partition's own lookup and its mirror's (of `quick`).
inline const Heuristic* strong(const Heuristic& quick) {
	static Heuristic* built = 0;
	if (built == 0) {
		const int which[2] = {0, 1};
		built = Heuristic::made(pdb15_mixed::patterns_663(), pdb15::VIEWS);
		pdb15_mixed::with_views_of(*built, quick, which, 2);
	}
	return built;
}

/// The databases once built, and how each board is searched.
class Search {
public:
	Search() : heuristic_(0) {
		plan_ = idastar15_plan::sequential();
		plan_.parallel_from = idastar15_units::PARALLEL_FROM;
		plan_.ordered_from = idastar15_units::ORDERED_FROM;
		plan_.progress = std::getenv("NPUZZLE_PROGRESS") != 0;
		plan_.strong_from = idastar15_plan::STRONG_FROM;
		plan_.cut = idastar15_units::parallel_iteration;
	}

	/// A fewest-move solution (the first in the order L R U D unless an iteration was split).
	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		if (start != puzzle::P.goal) {
			if (heuristic_ == 0) {
				heuristic_ = idastar15_plan::heuristic_for(plan_);
			}
			const idastar15_plan::Tables tables = {heuristic_, strong};
			idastar15_plan::search_board(start, tables, plan_, stats, path);
		}
	}

private:
	Heuristic* heuristic_;
	Plan plan_;
};
}
