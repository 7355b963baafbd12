// uses: best_first15 board15 packed15 pdb15 search vec
#include <algorithm>

namespace astar15 {
//! A* on the 4×4 board with the 5-5-5 databases (`pdb15`, computed per generated board): a
//! closed set of boards packed in 64 bits, stale heap entries skipped, reopening when a shorter
//! path is found, ties to the deeper node; the boards of one input one after the other
//! (`best_first15`). Optimal while memory lasts.

using best_first15::Child;
using best_first15::Node;
using packed15::Key;

/// An open entry: its f, its g and its node.
struct Open {
	unsigned int f;
	unsigned char g;
	unsigned int number;
};

/// The heap's order, the Rust twin's max-heap on (-f, g, node): least f first, and among equal f
/// the deeper node, which is closer to the goal when h is good; the node number makes the order
/// total.
struct Lower {
	bool operator()(const Open& a, const Open& b) const {
		if (a.f != b.f) {
			return a.f > b.f;
		}
		return a.g != b.g ? a.g < b.g : a.number < b.number;
	}
};

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`.
inline void astar(const board15::Board& board, const pdb15::Heuristic& heuristic,
	search::Stats& stats, vec::Vec<unsigned char>& moves) {
	const Key goal = best_first15::goal();
	vec::Vec<Node> nodes;
	const Node root = {packed15::pack(board), best_first15::ROOT, packed15::NO_MOVE, 0};
	nodes.push_back(root);
	// The node holding the fewest moves found so far for each board: the closed set and the open
	// set in one table. A heap entry whose node is no longer the best for its board is stale.
	best_first15::Table best;
	best.insert(root.key, 0);
	// The heap as `std::priority_queue` keeps it, by `std::push_heap` and `std::pop_heap`.
	vec::Vec<Open> open;
	const Open first = {heuristic.estimate(board), 0, 0};
	open.push_back(first);
	while (!open.empty()) {
		std::pop_heap(open.begin(), open.end(), Lower());
		const Open top = open.back();
		open.pop_back();
		const Key key = nodes[top.number].key;
		if (*best.find(key) != top.number) {
			continue;
		}
		// The goal test on expansion: with f = g at the goal, every cheaper f was expanded first.
		if (key == goal) {
			best_first15::path_to(nodes, top.number, moves);
			break;
		}
		Child born[4];
		const int count = best_first15::children(nodes, top.number, heuristic, stats, 0, born);
		for (int k = 0; k < count; ++k) {
			const unsigned int* seen = best.find(born[k].key);
			if (seen != 0 && nodes[*seen].g <= top.g + 1) {
				continue;
			}
			const unsigned int child_number = static_cast<unsigned int>(nodes.size());
			const unsigned char g = static_cast<unsigned char>(top.g + 1);
			const Node child = {born[k].key, top.number, born[k].dir, g};
			nodes.push_back(child);
			best.insert(born[k].key, child_number);
			const Open next = {g + born[k].h, g, child_number};
			open.push_back(next);
			std::push_heap(open.begin(), open.end(), Lower());
		}
	}
	nodes.release();
	best.release();
	open.release();
}

/// A*: a search of one solvable 4×4 board.
struct Astar {
	static void solve(const board15::Board& board, const pdb15::Heuristic& heuristic,
		search::Stats& stats, vec::Vec<unsigned char>& moves) {
		astar(board, heuristic, stats, moves);
	}
};

/// A* as a strategy of the parts.
typedef best_first15::Strategy<Astar> Search;
}
