// uses: grid key_map text vec
#include <utility>

namespace cut_loops {
//! Tidying an answer after the fact: Zobrist keys of boards, and cutting every loop out of a
//! sequence of moves (a board visited twice along the way: everything between the two visits
//! goes, an undone move being the shortest such loop). The answer stays valid and reaches the
//! same board; it can only get shorter. C++98 has no 64-bit integer: a key is two 32-bit
//! halves, together the Rust twin's `u64`.

/// A 64-bit key: `high` its top 32 bits, `low` the rest.
struct Key {
	unsigned int high;
	unsigned int low;

	Key& operator^=(const Key& other) {
		high ^= other.high;
		low ^= other.low;
		return *this;
	}
};

inline Key operator^(Key a, const Key& b) {
	return a ^= b;
}

inline bool operator<(const Key& a, const Key& b) {
	return a.high != b.high ? a.high < b.high : a.low < b.low;
}

inline bool operator==(const Key& a, const Key& b) {
	return a.high == b.high && a.low == b.low;
}

/// Random keys for (cell, tile) pairs of a board of `n` cells: entry `cell * n + tile`
/// (xorshift from `seed`, its halves `high` and `low`, so every run draws the same).
inline vec::Vec<Key> zobrist(unsigned long n, unsigned int high, unsigned int low) {
	Key seed = {high, low | 1};
	vec::Vec<Key> keys(n * n);
	for (unsigned long i = 0; i < n * n; ++i) {
		// seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17, in halves.
		Key s = {seed.high << 13 | seed.low >> 19, seed.low << 13};
		seed ^= s;
		Key t = {seed.high >> 7, seed.low >> 7 | seed.high << 25};
		seed ^= t;
		Key u = {seed.high << 17 | seed.low >> 15, seed.low << 17};
		seed ^= u;
		keys[i] = seed;
	}
	return keys;
}

/// Two independent Zobrist keys of a board (128 bits, so that two boards never share a key).
typedef std::pair<Key, Key> Pair;

struct Keys {
	vec::Vec<Key> tables[2];
	unsigned long n;

	Pair of(const grid::Grid& grid) const {
		Pair key;
		key.first.high = key.first.low = key.second.high = key.second.low = 0;
		for (unsigned long i = 0; i < grid.cells.size(); ++i) {
			key.first ^= tables[0][i * n + grid.cells[i]];
			key.second ^= tables[1][i * n + grid.cells[i]];
		}
		return key;
	}

	/// The key after tile `t` slid from `from` into the blank at `to`.
	Pair slide(const Pair& key, unsigned char t, unsigned long from, unsigned long to) const {
		return Pair(key.first ^ flip(tables[0], t, from, to),
			key.second ^ flip(tables[1], t, from, to));
	}

	Key flip(const vec::Vec<Key>& z, unsigned char t, unsigned long from,
			unsigned long to) const {
		return z[from * n + t] ^ z[to * n + t] ^ z[from * n] ^ z[to * n];
	}
};

/// A board's first slot in a `key_map`: its keys are random already.
inline unsigned long key_home(const Key& key) {
	return key.low;
}

inline unsigned long key_home(const Pair& key) {
	return key.first.low;
}

/// Cuts every loop out of `moves` played from `start`: whenever a board comes back, the moves
/// since its first visit are dropped. Moves off the board are an error (false, `error` set).
inline bool cut_loops(const grid::Grid& start, grid::Moves& moves, text::Text& error) {
	unsigned long n = start.cells.size();
	Keys keys;
	zobrist(n, 0x9e3779b9u, 0x7f4a7c15u).swap(keys.tables[0]);
	zobrist(n, 0xd1b54a32u, 0xd192ed03u).swap(keys.tables[1]);
	keys.n = n;
	grid::Grid grid = start;
	Pair key = keys.of(grid);
	// visited[key] = the number of kept moves that reach that board; path[k] = the k-th board. A
	// board cut off the path keeps its number, no longer its place (`key_map` erases nothing).
	key_map::KeyMap<Pair, unsigned long> visited;
	vec::Vec<Pair> path(1, key);
	visited[key] = 0;
	grid::Moves kept;
	kept.reserve(moves.size());
	for (grid::Moves::size_type i = 0; i < moves.size(); ++i) {
		unsigned long from = grid.blank;
		if (!grid.step(moves[i])) {
			error = "a move leaves the board";
			return false;
		}
		key = keys.slide(key, grid.cells[from], grid.blank, from);
		const unsigned long* seen = visited.find(key);
		if (seen != 0 && *seen < path.size() && path[*seen] == key) {
			unsigned long k = *seen;
			path.resize(k + 1);
			kept.resize(k);
		} else {
			visited[key] = kept.size() + 1;
			path.push_back(key);
			kept.push_back(moves[i]);
		}
	}
	moves.swap(kept);
	visited.release();
	path.release();
	kept.release();
	keys.tables[0].release();
	keys.tables[1].release();
	grid.cells.release();
	return true;
}
}
