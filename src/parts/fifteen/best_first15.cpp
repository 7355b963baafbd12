// uses: board board15 hash_keys packed15 pdb15 search vec

namespace best_first15 {
//! What the 4×4 A* and greedy best-first searches (`astar15`, `greedy15`) share: boards packed
//! in 64 bits as hash keys, the stored nodes and the path back to the start, the children of a
//! node with their estimates (`pdb15`, computed per generated board), and the boards of one
//! input one after the other (the Rust twin spreads them over every core; the answers are the
//! same, in input order).

using packed15::Key;
using pdb15::Heuristic;

/// A stored board: its key, the node it was reached from, the blank's move, moves from the start.
struct Node {
	Key key;
	unsigned int parent;
	unsigned char dir;
	unsigned char g;
};

/// No parent (the start).
const unsigned int ROOT = 0xFFFFFFFFu;

/// The packed goal.
inline Key goal() {
	return packed15::pack(board15::goal());
}

/// Boards and a number each (the Rust twin's hash map of `u64` keys): an open-addressing table
/// (linear probing, keyed by the packed board, which is never all zeros: 0 marks an empty slot),
/// its home slots by `hash_keys::home`, doubled when 3/4 full. Nothing reads it in the table's
/// order, so the order is free.
class Table {
public:
	Table() : bits_(0), count_(0) {
		resize(10);
	}

	/// Frees the slots (the table is then of no use).
	void release() {
		low_.release();
		high_.release();
		value_.release();
	}

	/// The number of `key`, or 0 when it is not in the table.
	const unsigned int* find(const Key& key) const {
		const unsigned long at = slot(key);
		return empty(at) ? 0 : &value_[at];
	}

	/// Sets the number of `key`; whether it was in the table already.
	bool insert(const Key& key, unsigned int value) {
		if (4 * (count_ + 1) > 3ul << bits_) {
			resize(bits_ + 1);
		}
		const unsigned long at = slot(key);
		const bool was = !empty(at);
		low_[at] = key.low;
		high_[at] = key.high;
		value_[at] = value;
		count_ += was ? 0 : 1;
		return was;
	}

private:
	bool empty(unsigned long at) const {
		return low_[at] == 0 && high_[at] == 0;
	}

	/// The slot of `key`, or the empty one where it goes.
	unsigned long slot(const Key& key) const {
		const unsigned long mask = (1ul << bits_) - 1;
		unsigned long at = hash_keys::home(key.low, key.high, bits_);
		while (!empty(at) && (low_[at] != key.low || high_[at] != key.high)) {
			at = (at + 1) & mask;
		}
		return at;
	}

	/// The table on 2^`bits` slots, every entry moved over.
	void resize(int bits) {
		vec::Vec<unsigned int> low, high, value;
		low.swap(low_);
		high.swap(high_);
		value.swap(value_);
		bits_ = bits;
		low_.resize(1ul << bits);
		high_.resize(1ul << bits);
		value_.resize(1ul << bits);
		for (vec::Vec<unsigned int>::size_type k = 0; k < low.size(); ++k) {
			const Key key = {low[k], high[k]};
			if (key.low != 0 || key.high != 0) {
				const unsigned long at = slot(key);
				low_[at] = key.low;
				high_[at] = key.high;
				value_[at] = value[k];
			}
		}
		low.release();
		high.release();
		value.release();
	}

	vec::Vec<unsigned int> low_, high_, value_;
	int bits_;
	unsigned long count_;
};

/// The blank's moves from the start to a node, appended to `moves`.
inline void path_to(const vec::Vec<Node>& nodes, unsigned int at,
	vec::Vec<unsigned char>& moves) {
	const vec::Vec<unsigned char>::size_type from = moves.size();
	while (nodes[at].parent != ROOT) {
		moves.push_back(nodes[at].dir);
		at = nodes[at].parent;
	}
	for (vec::Vec<unsigned char>::size_type k = from, j = moves.size(); k + 1 < j; ++k, --j) {
		const unsigned char kept = moves[k];
		moves[k] = moves[j - 1];
		moves[j - 1] = kept;
	}
}

/// A child of a node: the blank's move, the packed board, its estimate.
struct Child {
	unsigned char dir;
	Key key;
	unsigned int h;
};

/// The children of the node `number` into `found`, and how many; the inverse of the node's last
/// move only returns to the parent and is skipped. With `stop`, no child is generated after the
/// board `*stop` (a search that tests the goal on generation).
inline int children(const vec::Vec<Node>& nodes, unsigned int number, const Heuristic& heuristic,
	search::Stats& stats, const Key* stop, Child found[4]) {
	stats.expanded += 1;
	int count = 0;
	const board15::Board current = packed15::unpack(nodes[number].key);
	const int blank = board15::blank_of(current);
	const int last = nodes[number].dir;
	// The lookups of the board once, then each child's h from the one pattern its move changes.
	const pdb15::Node node = heuristic.node(current);
	for (int dir = 0; dir < 4; ++dir) {
		const int target = board15::step(blank, dir);
		if (target < 0 || (dir ^ 1) == last) {
			continue;
		}
		stats.generated += 1;
		const pdb15::Node child = heuristic.child(node, blank, target, dir);
		const Child born = {static_cast<unsigned char>(dir), child.board, heuristic.h(child)};
		found[count] = born;
		count += 1;
		if (stop != 0 && *stop == child.board) {
			break;
		}
	}
	return count;
}

/// The search `S` as a strategy of the parts: the databases built when a board first needs them
/// (one that is not the goal). `S` has `static void solve(const board15::Board&, const
/// Heuristic&, search::Stats&, vec::Vec<unsigned char>& moves)`, the moves directions of
/// `board15::step` (the Rust twin's `Solver`).
template <class S>
class Strategy {
public:
	Strategy() : heuristic_(0) {}

	/// One board, its effort told to `stats`.
	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		const board15::Board board = board15::cells_of(start);
		if (packed15::pack(board) == goal()) {
			return;
		}
		if (heuristic_ == 0) {
			heuristic_ = Heuristic::made(pdb15::PATTERNS, pdb15::VIEWS);
		}
		vec::Vec<unsigned char> moves;
		S::solve(board, *heuristic_, stats, moves);
		for (vec::Vec<unsigned char>::size_type k = 0; k < moves.size(); ++k) {
			path.push_back(board15::MOVE_OF[moves[k]]);
		}
		moves.release();
	}

private:
	Strategy(const Strategy&);
	Strategy& operator=(const Strategy&);

	Heuristic* heuristic_;
};
}
