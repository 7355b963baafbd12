// uses: board board15 packed15 pdb15 prune15 search

namespace idastar15 {
//! IDA* on the 4×4 board with the 5-5-5 databases (`pdb15`): one depth-first search over
//! `pdb15::Node`s, each child a copy of its parent with one tile moved (one pattern's index and
//! value changed a lookup), so nothing is undone on the way back; the children from the lists of
//! the pruning machine (`prune15`). `idastar15_plan` runs its iterations, `idastar15_units` cuts big
//! ones into units for every core.

using board15::CELLS;
using pdb15::Heuristic;
using pdb15::Node;
using pdb15::VIEWS;

/// Returned by the depth-first search when it reached the goal. Otherwise it returns ABORTED,
/// or by how much the least f cut exceeds the bound, plus 1 (so at least 2): `bound + result - 1`
/// is the next bound. That excess is the same at every depth, so a node needs neither its g nor
/// the bound, only its `limit`: the most h a child may have, bound - g - 1.
const unsigned int FOUND = 0;
/// Returned when the search's budget of nodes ran out (in the Rust twin also when another thread
/// found a solution earlier in the fixed order: one thread never does): stop here.
const unsigned int ABORTED = 1;
/// No excess seen (the Rust twin's `u32::MAX`).
const unsigned int NONE = 0xffffffffu;

/// How often (in expanded nodes, a power of two minus one) a search looks whether it may stop.
const unsigned long POLL = (1 << 12) - 1;

/// No end to a budget (the Rust twin's `u64::MAX`).
const unsigned long NO_END = static_cast<unsigned long>(-1);

/// One IDA* search. On success `path` holds the moves from the search's root, last move first.
struct Search {
	const Heuristic* heuristic;
	const prune15::Pruning* pruning;
	board::Moves path;
	search::Stats stats;
	/// The search stops once it has expanded this many nodes (looked at every `POLL` + 1).
	unsigned long budget;

	/// A search with nothing found and no effort yet.
	Search(const Heuristic& heuristic, const prune15::Pruning& pruning)
		: heuristic(&heuristic), pruning(&pruning), budget(NO_END) {}

	/// Tries every move from `node` that the pruning machine lets through at `at` (see
	/// `Pruning::at`: the blank's cell and the machine's state): a child whose h is within
	/// `limit` is handed to `visit` with the move and where its own moves are. Returns FOUND or
	/// ABORTED as soon as `visit` does, else the least excess (see FOUND) seen. Every lookup of
	/// `VIEWS` is read (the Rust twin reads 2 for a heuristic of 1 or 2, which no file of the
	/// C++ twins has: a lookup past the heuristic's views stays at 0, as `Heuristic::node` leaves
	/// it, and cuts nothing).
	template <class F>
	unsigned int expand(const Node& node, unsigned int at, unsigned int limit, F& visit) {
		const Heuristic& h = *heuristic;
		unsigned int excess = NONE;
		// The blank's cell (see `Pruning::at`: `at` ends with its cell).
		const unsigned int blank = at % CELLS;
		const prune15::Moves moves = pruning->at(at);
		for (unsigned int kept = moves.kept; kept != 0;) {
			// The next move kept, in the search's order.
			const unsigned int rank = board::lowest(kept);
			kept &= kept - 1;
			const unsigned int entry = moves.moves[rank];
			const unsigned int dir = entry & 3;
			stats.generated += 1;
			// The position reached, and the cell the blank moves to.
			const unsigned int next = moves.next[rank] + (entry >> 2);
			const unsigned int target = entry >> 2;
			// The tile the blank moves to slides into the blank's cell: only its pattern changes,
			// in each lookup. A lookup is paid for only when those before it let the child through.
			const unsigned int tile = packed15::tile_at(node.board, static_cast<int>(target));
			pdb15::Slid slid[VIEWS];
			bool cut = false;
			for (int view = 0; view < VIEWS && !cut; ++view) {
				slid[view] = h.slid(h.slides[view][tile][dir], node.views[view]);
				const unsigned int child_h = slid[view].h;
				if (child_h > limit) {
					excess = child_h - limit + 1 < excess ? child_h - limit + 1 : excess;
					cut = true;
				}
			}
			if (cut) {
				continue;
			}
			Node child = node;
			(target < 8 ? child.board.low : child.board.high) -= tile << (4 * (target % 8));
			(blank < 8 ? child.board.low : child.board.high) += tile << (4 * (blank % 8));
			for (int view = 0; view < VIEWS; ++view) {
				pdb15::Lookup& lookup = child.views[view];
				lookup.h = slid[view].h;
				lookup.index[slid[view].group] = slid[view].index;
				lookup.value[slid[view].group] = slid[view].value;
			}
			const unsigned int result = visit(*this, child, dir, next);
			if (result <= ABORTED) {
				return result;
			}
			excess = result < excess ? result : excess;
		}
		return excess;
	}

	/// Depth-first search below `node`, whose moves are at `at` in the pruning machine (see
	/// `Pruning::at`), whose children may have an h of `limit` at most. Returns FOUND (the moves
	/// on `path`), ABORTED, or the least excess.
	unsigned int dfs(const Node& node, unsigned int at, unsigned int limit) {
		if (node.views[0].h == 0) {
			// Every tile is home: h is 0 only at the goal.
			return FOUND;
		}
		stats.expanded += 1;
		if ((stats.expanded & POLL) == 0 && stats.expanded >= budget) {
			return ABORTED;
		}
		Deeper deeper = {limit};
		return expand(node, at, limit, deeper);
	}

	/// The search of a child: its children may have an h one less.
	struct Deeper {
		unsigned int limit;

		unsigned int operator()(Search& search, const Node& child, unsigned int dir,
			unsigned int next) {
			// (limit >= h >= 1 here, unless the child is the goal, where it is not used.)
			const unsigned int result = search.dfs(child, next, limit - 1);
			if (result == FOUND) {
				search.path.push_back(static_cast<unsigned char>(dir));
			}
			return result;
		}
	};
};

/// The most h a child of a node `g` moves from the start may have within `bound`.
inline unsigned int limit(unsigned int bound, unsigned int g) {
	return bound > g + 1 ? bound - (g + 1) : 0;
}

/// Adds the effort `more` to `total`.
inline void add(search::Stats& total, const search::Stats& more) {
	total.add(more.expanded, more.generated);
}
}
