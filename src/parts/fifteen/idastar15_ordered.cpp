// uses: board idastar15_plan pdb15 search

namespace idastar15_ordered {
//! The 4×4 IDA* with the 5-5-5 pattern databases (`idastar15_plan`) as a search of the parts, for
//! the goal `1 … 15 0` only (the databases are built for it), on one thread. Children are tried
//! in the order of the row's move letters, so the first answer is the least string among the
//! shortest (see `idastar15_plan`); a count row tries them in the parts' order.

using idastar15_plan::Plan;

/// The databases (3 MB, built once) and the order children are tried in.
class Search {
public:
	Search() {
		idastar15_plan::letter_order(order_);
		heuristic_ = idastar15_plan::heuristic_for(plan(false, 0));
	}

	/// The search's answer for `start` (no longer than `cap` moves, when `capped`): its moves
	/// appended to `path`, or `false` when every solution is longer than `cap`.
	bool within(board::Board start, bool capped, unsigned long cap, search::Stats& stats,
		board::Moves& path) {
		return idastar15_plan::search_board(start, idastar15_plan::quick(*heuristic_),
			plan(capped, cap), stats, path);
	}

	/// A fewest-move solution, the least in letter order among them.
	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		within(start, false, 0, stats, path);
	}

private:
	/// One thread, children in `order_`, maybe a cap.
	Plan plan(bool capped, unsigned long cap) const {
		Plan plan = idastar15_plan::sequential();
		for (int k = 0; k < 4; ++k) {
			plan.order[k] = order_[k];
		}
		plan.capped = capped;
		plan.cap = static_cast<unsigned int>(cap < 0xfffffffeu ? cap : 0xfffffffeu);
		return plan;
	}

	pdb15::Heuristic* heuristic_;
	int order_[4];
};

/// The same, stopping once the threshold passes `cap` (`run::within` finds it by its argument).
inline bool within(Search& solver, board::Board start, unsigned long cap, search::Stats& stats,
	board::Moves& path) {
	return solver.within(start, true, cap, stats, path);
}
}
