// uses: beam15 board board15 idastar15 idastar15_plan pdb15 prune15 search

namespace idastar15_budget {
//! The 4×4 search of a rule that takes any answer under a cap (acm.mipt.ru 091: fewer than
//! 1,000 moves in 5 s): the optimal IDA* of `idastar15_ordered` (`idastar15_plan`, one thread, children in
//! letter order) within a budget of expanded nodes; when it runs out, a beam search on the same
//! databases (`beam15`); should that find nothing, the IDA* on to its end. The budget counts
//! nodes, not time, so that a board gets the same answer on every machine under any load.

using idastar15_plan::Iterations;
using idastar15_plan::Plan;
using pdb15::Heuristic;

/// The IDA*'s nodes (~0.6 s here): every board of Korf's 100 (at most 2.3 M) and most to
/// ~60 moves get their optimum.
const unsigned long BUDGET = 12000000;
/// The beam's boards a layer, and its most layers: 80 or 82 moves on the 17 80-move
/// positions, ~0.2 s.
const unsigned long BEAM_WIDTH = 5000;
const unsigned long BEAM_LAYERS = 400;

/// An answer for the solvable `board` (directions of `board15::step`) in `moves`: the optimal
/// IDA*'s within `budget` nodes, else the beam's (`width` boards a layer, at most `layers`),
/// else the IDA*'s to its end; the effort added to `stats` (each IDA* iteration, each beam
/// layer).
inline void answer(const board15::Board& board, const Heuristic& heuristic, const Plan& plan,
	unsigned long budget, unsigned long width, unsigned long layers, search::Stats& stats,
	board::Moves& moves) {
	const idastar15_plan::Tables tables = idastar15_plan::quick(heuristic);
	const prune15::Pruning& pruning = prune15::Pruning::shared(plan.order, plan.longest);
	Iterations search(board, heuristic);
	search.budget = budget;
	search.iterate(tables, pruning, plan);
	if (!search.ended) {
		if (beam15::beam(board, heuristic, width, layers, stats, moves)) {
			idastar15::add(stats, search.total);
			search.moves.release();
			return;
		}
		// The iteration the budget stopped is searched again, to its end.
		search.budget = idastar15::NO_END;
		search.iterate(tables, pruning, plan);
	}
	idastar15::add(stats, search.total);
	moves.clear();
	if (search.solved) {
		moves.swap(search.moves);
	}
	search.moves.release();
}

/// The databases (3 MB, built once), the children's order and the effort allowed.
class Search {
public:
	/// The tables, then the pruning machine (not side by side, as the Rust twin of
	/// `idastar15_ordered` builds them: their peaks together pass acm.mipt.ru 091's 33 MB).
	Search()
		: plan_(idastar15_plan::sequential()), budget_(BUDGET), width_(BEAM_WIDTH),
		  layers_(BEAM_LAYERS) {
		idastar15_plan::letter_order(plan_.order);
		heuristic_ = Heuristic::made(pdb15::PATTERNS, pdb15::VIEWS);
		prune15::Pruning::shared(plan_.order, plan_.longest);
	}

	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		board::Moves moves;
		answer(board15::cells_of(start), *heuristic_, plan_, budget_, width_, layers_, stats,
			moves);
		idastar15_plan::parts_moves(moves, path);
		moves.release();
	}

private:
	Heuristic* heuristic_;
	Plan plan_;
	unsigned long budget_;
	unsigned long width_;
	unsigned long layers_;
};
}
