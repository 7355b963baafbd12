// uses: board board15 idastar15 pdb15 prune15 puzzle search
#include <cstdio>

namespace idastar15_plan {
//! How one 4×4 board is searched by `idastar15`: children tried in a chosen order with the
//! duplicate pruning of `prune15`, an optional cap on the length, and iterations cut into units
//! searched in order of their estimate (`idastar15_units`): on one thread, or on every core when big
//! enough, with the same answer and node counts for any number of threads.
//!
//! Without such iterations (`sequential`), the first answer in an order is the first shortest
//! path in that order (so in letter order the least string among the shortest, as LightOJ
//! wants): every threshold is at most the optimum `d` (the heuristic is admissible), the last
//! one is `d`, and in that iteration no node of the first shortest path in the order is cut (not
//! by `f > d`, not by the pruning machine: see `prune15`), so the depth-first search, which
//! visits the paths in lexicographic order, meets that path first. The Rust twin gives the
//! proof in full.

using idastar15::ABORTED;
using idastar15::FOUND;
using pdb15::Heuristic;

/// How one board is searched: children tried in `order` (directions of `board15::step`, first
/// tried first), no answer longer than `cap` when `capped`; iterations that follow one of at
/// least `parallel_from` expanded nodes are cut into units (at `idastar15_units::SPLIT_DEPTH`)
/// ordered by their estimate and run on `threads` threads (here one: C++98 has none), so that
/// the answer does not depend on their number (an optimal one, not always the first in
/// `order`); smaller ones that follow one of at least `ordered_from` are cut into fewer units
/// (at `idastar15_units::ORDER_DEPTH`) searched in their order; those after one of at least
/// `strong_from` search with the 6-6-3 databases when the search has a place for them (see
/// `Tables`); with `progress`, one line per iteration on stderr.
/// An iteration cut into units (`idastar15_units::parallel_iteration`, with `split` its depth's
/// choice), here a pointer, so that a file whose plan cuts none carries no units (0).
typedef unsigned int (*Cut)(const board15::Board& board, const Heuristic& heuristic,
	const prune15::Pruning& pruning, unsigned int bound, bool split, unsigned long threads,
	board::Moves& moves, search::Stats& stats);

struct Plan {
	int order[4];
	bool capped;
	unsigned int cap;
	unsigned long threads;
	unsigned long parallel_from;
	unsigned long ordered_from;
	bool progress;
	/// The longest move sequences the duplicate pruning knows (`prune15::LONGEST`).
	int longest;
	unsigned long strong_from;
	Cut cut;
};

/// One thread, the order L R U D, no cap.
inline Plan sequential() {
	const unsigned long never = idastar15::NO_END;
	Plan plan = {{0, 1, 2, 3}, false, 0, 1, never, never, false, prune15::LONGEST, never, 0};
	return plan;
}

/// The directions of `board15::step` in the order of the row's letters (the parts' order for a
/// count row), in `order` (the Rust twin's `idastar15_ordered::letter_order`, here, so that the
/// budgeted search needs no `idastar15_ordered`).
inline void letter_order(int order[4]) {
	const puzzle::Output output = puzzle::FORMAT.output;
	for (int dir = 0; dir < 4; ++dir) {
		int rank = 0;
		for (int other = 0; other < 4 && output.kind == puzzle::MOVES; ++other) {
			// (The letters are ASCII: as chars, they compare as the Rust twin's bytes.)
			rank += output.letters[board15::MOVE_OF[other]] < output.letters[board15::MOVE_OF[dir]];
		}
		order[output.kind == puzzle::MOVES ? rank : dir] = dir;
	}
}

/// `Plan::strong_from` of the files that solve many long boards (UVA 10181's `idastar.rs`): the
/// iteration after one of 4 M nodes expands some 25 M or more (an iteration is ~7x the one
/// before), and then the 6-6-3 databases' build pays for itself within a few iterations. (An
/// enumerator, so that a file that never reads it is not warned of an unused constant.)
enum { STRONG_FROM = 4000000 };

/// The databases a board is searched with: the 5-5-5 ones (`quick`) and maybe a place for the
/// 6-6-3 ones of `PATTERNS_663` (`strong`, 0 for none: their two lookups, then the 5-5-5 tables'
/// direct and mirrored ones), built by the first iteration that needs them (`Plan::strong_from`)
/// and kept for every later one. Either is admissible, so every threshold stays at most the
/// optimum and every iteration proves what the other's would; which one searched changes the
/// effort and, in a split iteration, which optimal answer comes first, not its length. Here
/// `strong` is the function that gives them (`idastar15_parallel::strong`), so that a file whose
/// plan has no place for them carries no code that builds them.
struct Tables {
	const Heuristic* quick;
	const Heuristic* (*strong)(const Heuristic& quick);
};

/// The 5-5-5 databases alone.
inline Tables quick(const Heuristic& heuristic) {
	Tables tables = {&heuristic, 0};
	return tables;
}

/// The databases of `pdb15::PATTERNS`, then the pruning machine of `plan` (`Pruning::shared`;
/// the Rust twin makes it on another thread while the tables are built).
inline Heuristic* heuristic_for(const Plan& plan) {
	Heuristic* heuristic = Heuristic::made(pdb15::PATTERNS, pdb15::VIEWS);
	prune15::Pruning::shared(plan.order, plan.longest);
	return heuristic;
}

/// One board's IDA* between two iterations (`idastar_on` in steps): the next threshold, the
/// effort of the biggest iteration yet, the effort so far, and the answer once the search has
/// ended.
struct Iterations {
	board15::Board board;
	unsigned int bound;
	unsigned long last;
	/// The most nodes the iterations may expand in all (`idastar15::NO_END`: no end); looked at
	/// in the iterations searched whole on one thread only (split or ordered ones run to their
	/// end). When it runs out, `iterate` returns with no answer, the iteration to be searched
	/// again.
	unsigned long budget;
	search::Stats total;
	/// Whether the search has ended, and then whether with `moves` (else every solution is
	/// longer than the cap).
	bool ended;
	bool solved;
	board::Moves moves;

	/// Before the first iteration, whose threshold is the board's estimate by `heuristic`.
	Iterations(const board15::Board& start, const Heuristic& heuristic)
		: board(start), bound(heuristic.estimate(start)), last(0), budget(idastar15::NO_END),
		  ended(false), solved(false) {}

	/// Runs the iterations until the search ends or the budget runs out (the Rust twin's
	/// `small_only`, which stops before a split iteration, serves its threads alone). With
	/// `plan.progress`, one line an iteration on stderr.
	void iterate(const Tables& tables, const prune15::Pruning& pruning, const Plan& plan) {
		while (!ended) {
			// Small iterations are not worth the threads. Big ones are split on one thread too,
			// so that the answer is the same on any number of cores; once split or ordered,
			// always (the strong databases may make an iteration smaller than the one before).
			const bool split = last >= plan.parallel_from;
			const bool ordered = last >= plan.ordered_from;
			if (bound > (plan.capped ? plan.cap : 0xfffffffeu)) {
				ended = true;
				return;
			}
			const Heuristic* strong =
				tables.strong != 0 && last >= plan.strong_from ? tables.strong(*tables.quick) : 0;
			const Heuristic& heuristic = strong != 0 ? *strong : *tables.quick;
			search::Stats stats;
			unsigned int result;
			if ((split || ordered) && plan.cut != 0) {
				result = plan.cut(board, heuristic, pruning, bound, split,
					split ? plan.threads : 1, moves, stats);
			} else {
				result = whole(heuristic, pruning, stats);
			}
			idastar15::add(total, stats);
			if (plan.progress) {
				std::fprintf(stderr, "progress bound=%u tables=%s expanded=%lu total=%lu\n",
					bound, strong != 0 ? "6-6-3" : "5-5-5", stats.expanded, total.expanded);
			}
			if (result == FOUND) {
				ended = solved = true;
				return;
			}
			if (result == ABORTED) {
				// The budget ran out (nothing else stops a sequential search).
				return;
			}
			last = stats.expanded > last ? stats.expanded : last;
			// The least f above the bound (see `idastar15::FOUND`); u32::MAX - 1 when nothing
			// was cut.
			bound = result - 1 > 0xffffffffu - bound ? 0xffffffffu : bound + (result - 1);
		}
	}

	/// One iteration searched whole on one thread, within what is left of the budget.
	unsigned int whole(const Heuristic& heuristic, const prune15::Pruning& pruning,
		search::Stats& stats) {
		idastar15::Search search(heuristic, pruning);
		search.budget = budget > total.expanded ? budget - total.expanded : 0;
		// State 0: no move made, none pruned.
		const unsigned int result = search.dfs(heuristic.node(board),
			static_cast<unsigned int>(board15::blank_of(board)), idastar15::limit(bound, 0));
		moves.clear();
		for (unsigned int k = search.path.size(); k-- > 0;) {
			moves.push_back(search.path[k]);
		}
		search.path.release();
		stats = search.stats;
		return result;
	}
};

/// `idastar_on` with the databases of `tables`: a shortest sequence of blank moves (the first
/// in the plan's order when no iteration is split) in `search.moves` when `search.solved`.
inline void idastar_with(Iterations& search, const Tables& tables, const Plan& plan) {
	const prune15::Pruning& pruning = prune15::Pruning::shared(plan.order, plan.longest);
	search.iterate(tables, pruning, plan);
}

/// `moves` (directions of `board15::step`) as the parts number them, appended to `path`.
inline void parts_moves(const board::Moves& moves, board::Moves& path) {
	for (unsigned int k = 0; k < moves.size(); ++k) {
		path.push_back(board15::MOVE_OF[moves[k]]);
	}
}

/// The search of `plan` for the parts' board `start`: its moves, as the parts number them,
/// appended to `path` and its effort added to `stats`; `false` when every solution is longer
/// than the cap.
inline bool search_board(board::Board start, const Tables& tables, const Plan& plan,
	search::Stats& stats, board::Moves& path) {
	Iterations search(board15::cells_of(start), *tables.quick);
	idastar_with(search, tables, plan);
	idastar15::add(stats, search.total);
	if (search.solved) {
		parts_moves(search.moves, path);
	}
	search.moves.release();
	return search.solved;
}
}
