// uses: board15 packed15 pdb15 search vec
#include <algorithm>

namespace beam15 {
//! Beam search on the 4×4 board with the 5-5-5 databases (`pdb15`, computed per generated
//! board): layer by layer from the start, the children of a layer that are in neither the layer
//! two moves back nor twice in their own, of which the `width` with the least estimate are kept
//! (ties by the packed board, so that the answer is the same on every machine); the first layer
//! that holds the goal gives the answer. Memory: the layer and a link a kept board. NOT optimal,
//! and not complete: `false` when no layer up to `layers` holds the goal.

using packed15::Key;

/// The order of the Rust twin's `u64` keys (a function object, for the sorts and searches).
struct Less {
	bool operator()(const Key& a, const Key& b) const {
		return a.high != b.high ? a.high < b.high : a.low < b.low;
	}
};

/// A child of a layer: its estimate, its board, and its link (its parent's number in the layer
/// times 4, plus the move), ordered as the Rust twin's tuple.
struct Child {
	unsigned int estimate;
	Key key;
	unsigned int link;
};

inline bool operator<(const Child& a, const Child& b) {
	return a.estimate != b.estimate ? a.estimate < b.estimate
		: !(a.key == b.key) ? Less()(a.key, b.key) : a.link < b.link;
}

/// A sequence of blank moves (directions of `board15::step`) from `board` to the goal within
/// `layers` moves, found by a beam of `width` boards a layer (see the module), in `moves`; or
/// `false`.
inline bool beam(const board15::Board& board, const pdb15::Heuristic& heuristic,
	unsigned long width, unsigned long layers, search::Stats& stats,
	vec::Vec<unsigned char>& moves) {
	const Key goal = packed15::pack(board15::goal());
	vec::Vec<Key> layer(1, packed15::pack(board));
	// The layer before `layer`, sorted; the boards of the next layer are two moves from it.
	vec::Vec<Key> before;
	// Per layer after the first, per board: its parent's number in the layer before, times 4,
	// plus the move; the layers one after the other, each starting at `starts[k]`.
	vec::Vec<unsigned int> links;
	vec::Vec<unsigned long> starts;
	vec::Vec<Child> next;
	bool found = false;
	while (!found) {
		unsigned int at = std::find(layer.begin(), layer.end(), goal) - layer.begin();
		if (at < layer.size()) {
			moves.resize(starts.size());
			for (unsigned int k = starts.size(); k-- > 0;) {
				unsigned int link = links[starts[k] + at];
				at = link >> 2;
				moves[k] = static_cast<unsigned char>(link & 3);
			}
			found = true;
			break;
		}
		if (starts.size() >= layers || layer.empty()) {
			break;
		}
		// (estimate, board, link) of every child not two moves back.
		next.clear();
		for (unsigned int number = 0; number < layer.size(); ++number) {
			stats.add(1, 0);
			board15::Board cells = packed15::unpack(layer[number]);
			int blank = board15::blank_of(cells);
			for (int dir = 0; dir < 4; ++dir) {
				int target = board15::step(blank, dir);
				if (target < 0) {
					continue;
				}
				stats.add(0, 1);
				std::swap(cells.cell[blank], cells.cell[target]);
				Child child = {0, packed15::pack(cells), static_cast<unsigned int>(number << 2 | dir)};
				if (!std::binary_search(before.begin(), before.end(), child.key, Less())) {
					child.estimate = heuristic.estimate(cells);
					next.push_back(child);
				}
				std::swap(cells.cell[blank], cells.cell[target]);
			}
		}
		// A board reached twice has one estimate: its copies lie together, the least link first.
		std::sort(next.begin(), next.end());
		unsigned int kept = 0;
		for (unsigned int k = 0; k < next.size() && kept < width; ++k) {
			if (kept == 0 || !(next[k].key == next[kept - 1].key)) {
				next[kept++] = next[k];
			}
		}
		starts.push_back(links.size());
		before.swap(layer);
		layer.clear();
		for (unsigned int k = 0; k < kept; ++k) {
			links.push_back(next[k].link);
			layer.push_back(next[k].key);
		}
		std::sort(before.begin(), before.end(), Less());
	}
	layer.release();
	before.release();
	links.release();
	starts.release();
	next.release();
	return found;
}
}
