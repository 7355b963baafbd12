// uses: board board15 idastar15 pdb15 prune15 search vec
#include <algorithm>

namespace idastar15_units {
//! The ordered and parallel iterations of `idastar15`: the iteration's tree cut at a fixed depth
//! into units of work, ordered by their estimate (the least first) and taken in that order by
//! every thread; the first solution in that order is kept, so the answer and the node counts are
//! those of one thread, every run. The order finds a solution in the last iteration sooner than
//! the sequential search's (see `SPLIT_DEPTH` and `ORDER_DEPTH`); the answer is then an optimal
//! path, not always the first in the order of the children. C++98 has no threads: the units are
//! searched in that order on one thread.

using idastar15::FOUND;
using idastar15::Search;
using pdb15::Heuristic;
using pdb15::Node;

/// Iterations after one expanding fewer nodes than this run on one thread (an iteration is ~6x
/// the one before); the Rust twin measures the choice.
const unsigned long PARALLEL_FROM = 200000;
/// Depth at which an iteration's tree is cut into units of work (the Rust twin measures it).
const unsigned int SPLIT_DEPTH = 12;

/// Iterations after one expanding at least this many nodes, and too small to split, are cut into
/// units at `ORDER_DEPTH` and searched in their order on one thread (`idastar15_plan::Plan::ordered_from`).
const unsigned long ORDERED_FROM = 0;
/// Depth at which an iteration too small to split is cut into units to be ordered: few units, so
/// that their starts and sort cost next to nothing in a small iteration.
const unsigned int ORDER_DEPTH = 6;

/// A subtree root of one iteration: a node at the split depth (or the goal above it) and the
/// moves to it from the root, 2 bits each, the first lowest (`SPLIT_DEPTH` ≤ 16 in 32 bits).
struct Unit {
	Node node;
	unsigned int at;
	/// How many moves lead to it (its `g`).
	unsigned int length;
	unsigned int moves;

	/// The order units are searched in: the sum of the node's lookups, the least first (the most
	/// room left under the bound), then the sequential order.
	unsigned int estimate() const {
		unsigned int sum = 0;
		for (int view = 0; view < pdb15::VIEWS; ++view) {
			sum += node.views[view].h;
		}
		return sum;
	}
};

/// A unit's place in that order: its estimate, then its number.
struct Place {
	unsigned int estimate;
	unsigned int number;
};

inline bool operator<(const Place& a, const Place& b) {
	return a.estimate != b.estimate ? a.estimate < b.estimate : a.number < b.number;
}

/// `units` in their order (see `Unit::estimate`): the keys are sorted, not the units (a unit is
/// about 128 bytes).
inline vec::Vec<const Unit*> ordered(const vec::Vec<Unit>& units) {
	vec::Vec<Place> keys;
	for (unsigned int number = 0; number < units.size(); ++number) {
		Place place = {units[number].estimate(), static_cast<unsigned int>(number)};
		keys.push_back(place);
	}
	// The keys are distinct: an unstable sort gives the one order.
	std::sort(keys.begin(), keys.end());
	vec::Vec<const Unit*> order;
	for (unsigned int k = 0; k < keys.size(); ++k) {
		order.push_back(&units[keys[k].number]);
	}
	keys.release();
	return order;
}

/// The sequential search of one iteration down to `depth`, where every node becomes a unit;
/// `moves` are the moves to `node` (see `Unit`). Returns the least excess (see
/// `idastar15::FOUND`) seen above the units.
struct Split {
	unsigned int g;
	unsigned int moves;
	unsigned int bound;
	unsigned int depth;
	vec::Vec<Unit>* units;

	unsigned int operator()(Search& search, const Node& node, unsigned int at) {
		if (node.views[0].h == 0 || g == depth) {
			Unit unit = {node, at, g, moves};
			units->push_back(unit);
			return idastar15::NONE;
		}
		search.stats.expanded += 1;
		return search.expand(node, at, idastar15::limit(bound, g), *this);
	}

	/// A child of a node of the split: searched one level deeper.
	unsigned int operator()(Search& search, const Node& child, unsigned int dir,
		unsigned int next) {
		Split deeper = {g + 1, moves | dir << (2 * g), bound, depth, units};
		return deeper(search, child, next);
	}
};

/// One iteration on `threads` threads: the tree cut into units (at `SPLIT_DEPTH` when `split`,
/// else at `ORDER_DEPTH`) ordered by their estimate, the first solution in that order kept.
/// Returns what the sequential search returns: the result (FOUND or the excess), the moves when
/// found, and the effort: the whole tree above the units, then the units up to the solution (or
/// all of them). Here the units are searched in that order on one thread, up to the first
/// solution (`threads` unused): the Rust twin's threads search the units before it to their
/// end, and it counts those alone.
inline unsigned int parallel_iteration(const board15::Board& board, const Heuristic& heuristic,
	const prune15::Pruning& pruning, unsigned int bound, bool split, unsigned long threads,
	board::Moves& moves, search::Stats& stats) {
	(void)threads;
	Search root(heuristic, pruning);
	vec::Vec<Unit> units;
	// State 0: no move made, none pruned.
	Split cut = {0, 0, bound, split ? SPLIT_DEPTH : ORDER_DEPTH, &units};
	unsigned int excess =
		cut(root, heuristic.node(board), static_cast<unsigned int>(board15::blank_of(board)));
	vec::Vec<const Unit*> order = ordered(units);
	stats = root.stats;
	moves.clear();
	for (unsigned int k = 0; k < order.size(); ++k) {
		const Unit& unit = *order[k];
		Search search(heuristic, pruning);
		const unsigned int result = search.dfs(unit.node, unit.at, idastar15::limit(bound, unit.length));
		idastar15::add(stats, search.stats);
		if (result == FOUND) {
			for (unsigned int g = 0; g < unit.length; ++g) {
				moves.push_back(static_cast<unsigned char>((unit.moves >> (2 * g)) & 3));
			}
			for (unsigned int m = search.path.size(); m-- > 0;) {
				moves.push_back(search.path[m]);
			}
			search.path.release();
			excess = FOUND;
			break;
		}
		excess = result < excess ? result : excess;
	}
	units.release();
	order.release();
	return excess;
}
}
