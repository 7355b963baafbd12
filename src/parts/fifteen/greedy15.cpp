// uses: best_first15 board15 packed15 pdb15 search vec
#include <algorithm>

namespace greedy15 {
//! Greedy best-first search on h alone on the 4×4 board with the 5-5-5 databases (`pdb15`,
//! computed per generated board): every board reached once, by the first path that finds it,
//! the goal tested on generation; the boards of one input one after the other (`best_first15`).
//! A valid answer, NOT optimal.

using best_first15::Child;
using best_first15::Node;
using packed15::Key;

/// An open entry: its h and its node.
struct Open {
	unsigned int h;
	unsigned int number;
};

/// The heap's order, the Rust twin's max-heap on (-h, node): least h first, and among equal h
/// the newest node (depth-first flavour, which keeps the frontier small); the node number makes
/// the order total.
struct Lower {
	bool operator()(const Open& a, const Open& b) const {
		return a.h != b.h ? a.h > b.h : a.number < b.number;
	}
};

/// A valid (not optimal) sequence of blank moves for a solvable board, its effort told to
/// `stats`.
inline void greedy(const board15::Board& board, const pdb15::Heuristic& heuristic,
	search::Stats& stats, vec::Vec<unsigned char>& moves) {
	const Key goal = best_first15::goal();
	vec::Vec<Node> nodes;
	const Node root = {packed15::pack(board), best_first15::ROOT, packed15::NO_MOVE, 0};
	nodes.push_back(root);
	if (root.key == goal) {
		nodes.release();
		return;
	}
	// Every board ever generated: a board is reached once, by the first path that finds it.
	best_first15::Table seen;
	seen.insert(root.key, 0);
	// The heap as `std::priority_queue` keeps it, by `std::push_heap` and `std::pop_heap`.
	vec::Vec<Open> open;
	const Open first = {heuristic.estimate(board), 0};
	open.push_back(first);
	while (!open.empty()) {
		std::pop_heap(open.begin(), open.end(), Lower());
		const Open top = open.back();
		open.pop_back();
		Child born[4];
		const int count = best_first15::children(nodes, top.number, heuristic, stats, &goal, born);
		for (int k = 0; k < count; ++k) {
			if (seen.insert(born[k].key, 0)) {
				continue;
			}
			const unsigned int child_number = static_cast<unsigned int>(nodes.size());
			const Node child = {born[k].key, top.number, born[k].dir, 0};
			nodes.push_back(child);
			// The goal test on generation: optimality is not the aim, so stop at first sight.
			if (born[k].key == goal) {
				best_first15::path_to(nodes, child_number, moves);
				open.clear();
				break;
			}
			const Open next = {born[k].h, child_number};
			open.push_back(next);
			std::push_heap(open.begin(), open.end(), Lower());
		}
	}
	nodes.release();
	seen.release();
	open.release();
}

/// Greedy best-first search: a search of one solvable 4×4 board.
struct Greedy {
	static void solve(const board15::Board& board, const pdb15::Heuristic& heuristic,
		search::Stats& stats, vec::Vec<unsigned char>& moves) {
		greedy(board, heuristic, stats, moves);
	}
};

/// Greedy best-first search as a strategy of the parts.
typedef best_first15::Strategy<Greedy> Search;
}
