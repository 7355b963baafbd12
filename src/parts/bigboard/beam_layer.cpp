// uses: beam_score cut_loops grid key_map place_tiles vec
#include <algorithm>
#include <utility>

namespace beam_layer {
//! The layers of the beam search (`beam`): a layer's boards packed flat, their children made
//! by one move each and scored incrementally (`beam_score::Target`), the best of them not seen
//! before in the line kept (Zobrist keys), and every board's history, to read its moves back.

using beam_score::Target;
using cut_loops::Key;

/// The longest line (the side of a 16×16 board).
const unsigned long MAX_LINE = 16;

/// No neighbour: the edge of the board.
const unsigned short NO_CELL = 65535;

/// The bits of a child's index in `Children::order`: at most 2²⁰ children (a width of 250,000).
const unsigned int INDEX_BITS = 20;

/// One board of a layer; its cells are the layer's `cells[k * n..(k + 1) * n]`.
struct Node {
	unsigned long blank;
	/// The weighted Manhattan distance of every loose tile.
	unsigned int score;
	/// The weighted Manhattan distance of the line's tiles.
	unsigned int line_left;
	/// The weighted conflicts in the line.
	unsigned int conflicts;
	Key hash;
	/// Index of this node's history entry.
	unsigned int history;
	/// Where each of the line's tiles stands.
	unsigned char line_pos[MAX_LINE];
};

/// The boards of one layer of the beam.
struct Layer {
	vec::Vec<Node> nodes;
	vec::Vec<unsigned char> cells;
};

/// A child of a layer: its sort key and its node (history still the parent's, blank the cell
/// the parent's blank moves to), and the move.
struct Child {
	unsigned int key;
	Node node;
	unsigned char m;
};

/// The children of a layer and their order, best first.
struct Children {
	vec::Vec<Child> list;
	/// Each child's key (20 bits, saturated), then 24 bits of its hash (ties go at random, not
	/// to one parent's children together), then its index (20 bits): best first as far as
	/// `sorted`. One 64-bit value a child (in two halves), so that sorting is cheap.
	vec::Vec<Key> order;
	unsigned long sorted;

	Children() : sorted(0) {}

	/// Orders the best of the children for a layer of `width`: the best 3/2 · `width` of them
	/// (boards seen before are passed over), the rest only if they run out.
	void sort(unsigned long width) {
		order.resize(list.size());
		for (unsigned long i = 0; i < list.size(); ++i) {
			unsigned int key = list[i].key < 0xFFFFF ? list[i].key : 0xFFFFF;
			unsigned int hash = list[i].node.hash.high >> 8;
			Key o = {key << 12 | hash >> 12,
				(hash & 0xFFF) << INDEX_BITS | static_cast<unsigned int>(i)};
			order[i] = o;
		}
		sorted = std::min(width + width / 2, static_cast<unsigned long>(order.size()));
		if (sorted < order.size()) {
			std::nth_element(order.begin(), order.begin() + sorted, order.end());
		}
		std::sort(order.begin(), order.begin() + sorted);
	}

	/// The `i`-th best child (0 the best) in `child`; false when there are not so many.
	bool nth_best(unsigned long i, Child& child) {
		if (i == sorted) {
			std::sort(order.begin() + i, order.end());
			sorted = order.size();
		}
		if (i >= order.size()) {
			return false;
		}
		child = list[order[i].low & ((1u << INDEX_BITS) - 1)];
		return true;
	}
};

/// The beam's first board: the grid as it stands.
inline Node root_node(const grid::Grid& grid, const Target& target,
		const vec::Vec<Key>& zobrist) {
	unsigned long n = grid.cells.size();
	Node root;
	root.blank = grid.blank;
	root.score = root.line_left = root.conflicts = 0;
	root.hash.high = root.hash.low = 0;
	root.history = 0;
	std::fill(root.line_pos, root.line_pos + MAX_LINE, 0);
	for (unsigned long i = 0; i < n; ++i) {
		unsigned char t = grid.cells[i];
		root.hash ^= zobrist[i * n + t];
		if (target.free[i] && t != 0) {
			root.score += target.cost(t, i);
		}
		for (unsigned long k = 0; k < target.line.size(); ++k) {
			if ((target.line[k] + 1) % n == t) {
				root.line_pos[k] = static_cast<unsigned char>(i);
				root.line_left += target.cost(t, i);
				break;
			}
		}
	}
	root.conflicts = target.conflicts(root.line_pos);
	return root;
}

/// What the beams of one board reuse from line to line: the keys, the boards' histories, the
/// layers and the children; and the set of boards seen in the line.
class Scratch {
public:
	explicit Scratch(const grid::Grid& grid)
		: zobrist_(cut_loops::zobrist(grid.cells.size(), 0x2545f491u, 0x4f6cdd1du)),
		neighbors_(grid.cells.size() * 4) {
		for (unsigned long c = 0; c < grid.cells.size(); ++c) {
			for (unsigned long m = 0; m < 4; ++m) {
				unsigned long to = grid.neighbor(c, m);
				neighbors_[c * 4 + m] = to == grid::OFF ? NO_CELL : static_cast<unsigned short>(to);
			}
		}
	}

	/// Starts a line's beam from the grid as it stands; returns its first board.
	Node start(const grid::Grid& grid, const Target& target) {
		Node root = root_node(grid, target, zobrist_);
		history_.clear();
		history_.push_back(std::make_pair(0u, static_cast<unsigned char>(4)));
		seen_.clear();
		seen_[root.hash] = true;
		layer_.nodes.clear();
		layer_.nodes.push_back(root);
		layer_.cells = grid.cells;
		return root;
	}

	/// Makes the next layer, at most `width` boards (at most 250,000: `INDEX_BITS`), spending
	/// the budget and counting the boards in `placer`; its board closest to the line (the first
	/// of the least line distance, then score) in `closest`, false when no board is left.
	bool step(const Target& target, unsigned long width, unsigned long& budget,
			place_tiles::Placer& placer, Node& closest) {
		width = std::min(width, 250000ul);
		unsigned long expanded = layer_.nodes.size();
		budget = budget > expanded ? budget - expanded : 0;
		placer.expanded += expanded;
		expand(target);
		placer.generated += children_.list.size();
		children_.sort(width);
		return select(width, closest);
	}

	/// Frees the buffers (no destructor: see `vec`).
	void release() {
		zobrist_.release();
		seen_.release();
		children_.order.release();
		neighbors_.release();
		history_.release();
		layer_.nodes.release();
		layer_.cells.release();
		next_.nodes.release();
		next_.cells.release();
		children_.list.release();
	}

	/// The moves from the line's first board to the board of history entry `entry`.
	grid::Moves path_to(unsigned int entry) const {
		grid::Moves path;
		while (entry != 0) {
			path.push_back(history_[entry].second);
			entry = history_[entry].first;
		}
		std::reverse(path.begin(), path.end());
		return path;
	}

private:
	/// Zobrist keys, entry `cell * n + tile`.
	vec::Vec<Key> zobrist_;
	/// Each cell's neighbour in each direction (`cell * 4 + m`), `NO_CELL` off the board.
	vec::Vec<unsigned short> neighbors_;
	/// The boards seen in the line, by Zobrist key: a new set each line.
	key_map::KeyMap<Key, bool> seen_;
	/// `history[k]` = (parent entry, move); entry 0 is the root.
	vec::Vec<std::pair<unsigned int, unsigned char> > history_;
	Layer layer_;
	Layer next_;
	Children children_;

	/// Every child of the layer that does not undo its parent's last move, unsorted.
	void expand(const Target& target) {
		unsigned long n = neighbors_.size() / 4;
		unsigned long len = target.line.size();
		vec::Vec<Child>& children = children_.list;
		children.clear();
		for (unsigned long k = 0; k < layer_.nodes.size(); ++k) {
			const Node& node = layer_.nodes[k];
			unsigned char last = history_[node.history].second;
			const unsigned char* cells = &layer_.cells[k * n];
			for (unsigned char m = 0; m < 4; ++m) {
				unsigned long to = neighbors_[node.blank * 4 + m];
				if (to == NO_CELL || !target.free[to] || m == (last ^ 1)) {
					continue;
				}
				unsigned char t = cells[to];
				Child child;
				child.node = node;
				child.m = m;
				Node& next = child.node;
				next.blank = to;
				next.history = static_cast<unsigned int>(k);
				next.hash ^= zobrist_[to * n + t] ^ zobrist_[node.blank * n + t] ^
					zobrist_[node.blank * n] ^ zobrist_[to * n];
				unsigned int gain = target.cost(t, to), loss = target.cost(t, node.blank);
				next.score = node.score + loss - gain;
				for (unsigned long j = 0; j < len; ++j) {
					if (node.line_pos[j] == to) {
						next.line_left = node.line_left + loss - gain;
						next.line_pos[j] = static_cast<unsigned char>(node.blank);
						next.conflicts = target.conflicts(next.line_pos);
						break;
					}
				}
				child.key = next.score + next.conflicts + target.blank_term(to, next.line_pos);
				children.push_back(child);
			}
		}
	}

	/// Makes the best `width` children not seen before in this line the layer; its board
	/// closest to the line in `closest`, false when it has none.
	bool select(unsigned long width, Node& closest) {
		unsigned long n = neighbors_.size() / 4;
		next_.nodes.clear();
		next_.cells.clear();
		bool any = false;
		Child child;
		for (unsigned long i = 0; next_.nodes.size() < width && children_.nth_best(i, child);
				++i) {
			Node& node = child.node;
			bool& seen = seen_[node.hash];
			if (seen) {
				continue;
			}
			seen = true;
			unsigned long k = node.history;
			const Node& parent = layer_.nodes[k];
			unsigned long at = next_.cells.size();
			next_.cells.insert(next_.cells.end(), layer_.cells.begin() + k * n,
				layer_.cells.begin() + (k + 1) * n);
			std::swap(next_.cells[at + parent.blank], next_.cells[at + node.blank]);
			history_.push_back(std::make_pair(parent.history, child.m));
			node.history = static_cast<unsigned int>(history_.size() - 1);
			next_.nodes.push_back(node);
			if (!any || node.line_left < closest.line_left ||
					(node.line_left == closest.line_left && node.score < closest.score)) {
				closest = node;
				any = true;
			}
		}
		layer_.nodes.swap(next_.nodes);
		layer_.cells.swap(next_.cells);
		return any;
	}
};
}
