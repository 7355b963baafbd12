// uses: board board15 hash_keys packed15 search vec

namespace bfs15 {
//! Breadth-first search on the 4×4 board: boards packed in 64 bits (`packed15`) in one hash table
//! a side with the move that reached them and their depth, layer by layer, the inverse move
//! pruned; plain BFS from the start with the goal tested on generation, optimal. No cap: on deep
//! boards it runs out of time or memory. `bibfs15` runs one side from each end.

using packed15::Key;

/// Every board reached, with the blank's move that reached it and its depth: the Rust twin's
/// hash map, here an open-addressing table (linear probing, keyed by the packed board, which is
/// never all zeros: 0 marks an empty slot), its home slots by `hash_keys::home`, doubled when 3/4
/// full. Nothing reads it in the table's order, so the order is free.
class Reached {
public:
	Reached() : bits_(0), count_(0) {
		resize(10);
	}

	/// Frees the slots (the table is then of no use).
	void release() {
		low_.release();
		high_.release();
		dir_.release();
		depth_.release();
	}

	/// Whether `key` was reached.
	bool contains(const Key& key) const {
		return !empty(slot(key));
	}

	/// The move that reached `key` (reached).
	unsigned char dir_of(const Key& key) const {
		return dir_[slot(key)];
	}

	/// Records `key` (not reached yet), reached by `dir` at `depth`.
	void insert(const Key& key, unsigned char dir, unsigned char depth) {
		if (4 * (count_ + 1) > 3ul << bits_) {
			resize(bits_ + 1);
		}
		const unsigned long at = slot(key);
		low_[at] = key.low;
		high_[at] = key.high;
		dir_[at] = dir;
		depth_[at] = depth;
		count_ += 1;
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
		vec::Vec<unsigned int> low, high;
		vec::Vec<unsigned char> dir, depth;
		low.swap(low_);
		high.swap(high_);
		dir.swap(dir_);
		depth.swap(depth_);
		bits_ = bits;
		low_.resize(1ul << bits);
		high_.resize(1ul << bits);
		dir_.resize(1ul << bits);
		depth_.resize(1ul << bits);
		for (vec::Vec<unsigned int>::size_type k = 0; k < low.size(); ++k) {
			const Key key = {low[k], high[k]};
			if (key.low != 0 || key.high != 0) {
				const unsigned long at = slot(key);
				low_[at] = key.low;
				high_[at] = key.high;
				dir_[at] = dir[k];
				depth_[at] = depth[k];
			}
		}
		low.release();
		high.release();
		dir.release();
		depth.release();
	}

	vec::Vec<unsigned int> low_, high_;
	vec::Vec<unsigned char> dir_, depth_;
	int bits_;
	unsigned long count_;
};

/// Follows the recorded moves back from `key` to the board whose entry has no move, undoing
/// each; appends the moves to `moves` in the order they were made from that board.
inline void moves_back(const Reached& reached, Key key, vec::Vec<unsigned char>& moves) {
	const vec::Vec<unsigned char>::size_type from = moves.size();
	for (;;) {
		const unsigned char dir = reached.dir_of(key);
		if (dir == packed15::NO_MOVE) {
			break;
		}
		moves.push_back(dir);
		const int blank = packed15::blank_in(key);
		key = packed15::slide(key, blank, board15::step(blank, dir ^ 1));
	}
	for (vec::Vec<unsigned char>::size_type k = from, j = moves.size(); k + 1 < j; ++k, --j) {
		const unsigned char kept = moves[k];
		moves[k] = moves[j - 1];
		moves[j - 1] = kept;
	}
}

/// One side of a search: the boards it reached and its newest complete layer.
struct Side {
	Reached reached;
	vec::Vec<Key> layer;
	unsigned char depth;

	explicit Side(const Key& root) : depth(0) {
		reached.insert(root, packed15::NO_MOVE, 0);
		layer.push_back(root);
	}

	/// Frees the table and the layer.
	void release() {
		reached.release();
		layer.release();
	}

	/// Expands the whole newest layer, stopping at the first new board that `meets` (a function
	/// object on keys); true with it in `meeting` then.
	template <class M>
	bool expand(search::Stats& stats, const M& meets, Key& meeting) {
		depth += 1;
		vec::Vec<Key> next;
		bool met = false;
		for (vec::Vec<Key>::size_type k = 0; k < layer.size() && !met; ++k) {
			const Key key = layer[k];
			stats.expanded += 1;
			const int last = reached.dir_of(key);
			const int blank = packed15::blank_in(key);
			for (int dir = 0; dir < 4; ++dir) {
				const int target = board15::step(blank, dir);
				// The inverse of the last move only returns to the parent.
				if (target < 0 || (dir ^ 1) == last) {
					continue;
				}
				stats.generated += 1;
				const Key child = packed15::slide(key, blank, target);
				if (reached.contains(child)) {
					continue;
				}
				reached.insert(child, static_cast<unsigned char>(dir), depth);
				if (meets(child)) {
					meeting = child;
					met = true;
					break;
				}
				next.push_back(child);
			}
		}
		layer.swap(next);
		next.release();
		return met;
	}
};

/// Whether a key is the goal's.
struct IsGoal {
	Key goal;

	bool operator()(const Key& key) const {
		return key == goal;
	}
};

/// An optimal sequence of blank moves for a solvable board, its effort told to `stats`. The
/// goal test on generation: every board of a layer is at the same depth, so the first sight of
/// the goal is already optimal.
inline void bfs(const board15::Board& board, search::Stats& stats,
	vec::Vec<unsigned char>& moves) {
	const Key start = packed15::pack(board);
	const IsGoal is_goal = {packed15::pack(board15::goal())};
	if (start == is_goal.goal) {
		return;
	}
	Side side(start);
	Key found = start;
	while (!side.expand(stats, is_goal, found)) {
	}
	moves_back(side.reached, found, moves);
	side.release();
}

/// Plain BFS: a search of one solvable 4×4 board without a heuristic (the Rust twin's `Blind`),
/// its moves (directions of `board15::step`), its effort told to `stats`.
struct Bfs {
	static void solve(const board15::Board& board, search::Stats& stats,
		vec::Vec<unsigned char>& moves) {
		bfs(board, stats, moves);
	}
};

/// The search `S` as a strategy of the parts, the boards one after the other.
template <class S>
class Strategy {
public:
	void run(board::Board start, search::Stats& stats, board::Moves& path) {
		vec::Vec<unsigned char> moves;
		S::solve(board15::cells_of(start), stats, moves);
		for (vec::Vec<unsigned char>::size_type k = 0; k < moves.size(); ++k) {
			path.push_back(board15::MOVE_OF[moves[k]]);
		}
		moves.release();
	}
};

/// Plain BFS as a strategy of the parts.
typedef Strategy<Bfs> Search;
}
