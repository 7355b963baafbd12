// uses: grid key_map search text vec
#include <algorithm>
#include <cstdio>

namespace place_tiles {
//! Exact small searches inside the unsolved part of a board: moving one or two chosen tiles to
//! their cells in the fewest moves (a BFS over the tiles' and the blank's cells, with the solved
//! cells fenced off), and solving a small region of at most 16 cells outright (A* on Manhattan).
//! Every search applies its moves to the board and appends them to `moves`.

using grid::Grid;
using grid::OFF;

/// Marks an unvisited state.
const unsigned char UNSEEN = 255;
/// The move recorded for a start state.
const unsigned char START = 4;

/// `values` as the Rust twin's `{:?}` writes a slice: `[3, 4]`.
inline text::Text listed(const unsigned long* values, unsigned long k) {
	text::Text text = "[";
	for (unsigned long i = 0; i < k; ++i) {
		char value[24];
		std::sprintf(value, i == 0 ? "%lu" : ", %lu", values[i]);
		text += value;
	}
	return text + "]";
}

/// Scratch space reused by every search.
class Placer {
public:
	/// Boards taken off a queue or a beam, over every search so far (for `NPUZZLE_STATS`).
	unsigned long expanded;
	/// Boards made by a move, over every search so far.
	unsigned long generated;

	Placer() : expanded(0), generated(0) {}

	/// The effort of every search so far.
	search::Stats effort() const {
		search::Stats stats;
		stats.add(expanded, generated);
		return stats;
	}

	/// Moves `tiles[0..k)` (one or two) to `targets`, in the fewest moves, never entering a cell
	/// where `free` is false; false and `error` set when no such sequence exists.
	bool place(Grid& grid, const vec::Vec<bool>& free, const unsigned char* tiles,
			const unsigned long* targets, unsigned long k, grid::Moves& moves,
			text::Text& error) {
		unsigned long n = grid.cells.size();
		unsigned long size = n;
		for (unsigned long i = 0; i < k; ++i) {
			size *= n;
		}
		if (reached_by_.size() < size) {
			reached_by_.resize(size, UNSEEN);
		}
		unsigned long pos[2] = {0, 0}, next[2] = {0, 0};
		for (unsigned long i = 0; i < k; ++i) {
			for (unsigned long c = 0; c < n; ++c) {
				if (grid.cells[c] == tiles[i]) {
					pos[i] = c;
					break;
				}
			}
		}
		unsigned long start = encode(pos, k, n, grid.blank);
		queue_.clear();
		queue_.push_back(static_cast<unsigned int>(start));
		reached_by_[start] = START;
		bool found = false;
		unsigned long goal = 0;
		for (unsigned long head = 0; head < queue_.size();) {
			unsigned long s = queue_[head];
			++head;
			++expanded;
			unsigned long blank = decode(s, pos, k, n);
			bool home = true;
			for (unsigned long i = 0; i < k; ++i) {
				home = home && pos[i] == targets[i];
			}
			if (home) {
				found = true;
				goal = s;
				break;
			}
			for (unsigned long m = 0; m < 4; ++m) {
				unsigned long to = grid.neighbor(blank, m);
				if (to == OFF || !free[to]) {
					continue;
				}
				for (unsigned long i = 0; i < k; ++i) {
					next[i] = pos[i] == to ? blank : pos[i];
				}
				++generated;
				unsigned long code = encode(next, k, n, to);
				if (reached_by_[code] == UNSEEN) {
					reached_by_[code] = static_cast<unsigned char>(m);
					queue_.push_back(static_cast<unsigned int>(code));
				}
			}
		}
		grid::Moves path;
		if (found) {
			path_to(grid, goal, pos, k, path);
		}
		for (vec::Vec<unsigned int>::size_type i = 0; i < queue_.size(); ++i) {
			reached_by_[queue_[i]] = UNSEEN;
		}
		if (!found) {
			unsigned long tile_numbers[2] = {0, 0};
			for (unsigned long i = 0; i < k; ++i) {
				tile_numbers[i] = tiles[i];
			}
			error = "tiles " + listed(tile_numbers, k) + " cannot reach cells " +
				listed(targets, k);
			return false;
		}
		for (grid::Moves::size_type i = 0; i < path.size(); ++i) {
			grid.step(path[i]);
		}
		moves.insert(moves.end(), path.begin(), path.end());
		path.release();
		return true;
	}

private:
	/// The move that first reached each state (`UNSEEN` otherwise).
	vec::Vec<unsigned char> reached_by_;
	vec::Vec<unsigned int> queue_;

	/// The state of the tiles on `pos[0..k)` and the blank on `blank`, in base `n`.
	static unsigned long encode(const unsigned long* pos, unsigned long k, unsigned long n,
			unsigned long blank) {
		unsigned long s = 0;
		for (unsigned long i = 0; i < k; ++i) {
			s = s * n + pos[i];
		}
		return s * n + blank;
	}

	/// The tiles' cells of state `s`, in `pos[0..k)`, and its blank's (returned).
	static unsigned long decode(unsigned long s, unsigned long* pos, unsigned long k,
			unsigned long n) {
		unsigned long blank = s % n;
		for (unsigned long i = k; i-- > 0;) {
			s /= n;
			pos[i] = s % n;
		}
		return blank;
	}

	/// The moves from the start state to `s`, read back through `reached_by`, appended to `path`.
	void path_to(const Grid& grid, unsigned long s, unsigned long* pos, unsigned long k,
			grid::Moves& path) const {
		grid::Moves::size_type from_here = path.size();
		while (reached_by_[s] != START) {
			unsigned char m = reached_by_[s];
			path.push_back(m);
			unsigned long blank = decode(s, pos, k, grid.cells.size());
			unsigned long from = grid.neighbor(blank, m ^ 1);
			from = from == OFF ? blank : from;
			// A tile standing where the blank came from was pushed there by this move.
			for (unsigned long i = 0; i < k; ++i) {
				pos[i] = pos[i] == from ? blank : pos[i];
			}
			s = encode(pos, k, grid.cells.size(), from);
		}
		std::reverse(path.begin() + from_here, path.end());
	}
};

/// A region's labels, 4 bits a cell of the region: cells 0..7 in `low`, 8..15 in `high`,
/// together the Rust twin's `u64` (C++98 has no 64-bit integer). Ordered as that `u64` is.
struct Key {
	unsigned int low;
	unsigned int high;

	/// The label on the region's `k`-th cell.
	unsigned long label(unsigned long k) const {
		return k < 8 ? (low >> (4 * k)) & 15 : (high >> (4 * (k - 8))) & 15;
	}

	/// Sets the label on the region's `k`-th cell.
	void set(unsigned long k, unsigned long label) {
		unsigned int& half = k < 8 ? low : high;
		unsigned long shift = 4 * (k % 8);
		half = (half & ~(15u << shift)) | static_cast<unsigned int>(label) << shift;
	}

	/// The key with the labels on the region's cells `a` and `b` swapped.
	Key swapped(unsigned long a, unsigned long b) const {
		Key next = *this;
		unsigned long la = label(a), lb = label(b);
		next.set(a, lb);
		next.set(b, la);
		return next;
	}
};

inline bool operator<(const Key& a, const Key& b) {
	return a.high != b.high ? a.high < b.high : a.low < b.low;
}

inline bool operator==(const Key& a, const Key& b) {
	return a.low == b.low && a.high == b.high;
}

/// An open entry of the A*: `(f, g, key)`, the least first (the Rust twin's `Reverse`).
struct Open {
	unsigned long f;
	unsigned long g;
	Key key;
};

/// Orders the heap so that the least `(f, g, key)` is on top.
struct Later {
	bool operator()(const Open& a, const Open& b) const {
		if (a.f != b.f) {
			return a.f > b.f;
		}
		if (a.g != b.g) {
			return a.g > b.g;
		}
		return b.key < a.key;
	}
};

/// The least known `g` of a key, and the move that reached it (`START` for the start).
struct Best {
	unsigned long g;
	unsigned char m;
};

/// A key's first slot in a `key_map`.
inline unsigned long key_home(const Key& key) {
	return key.low * 2654435761u ^ key.high;
}

/// The position of `cell` among `cells`, or `OFF`.
inline unsigned long index_of(const vec::Vec<unsigned long>& cells, unsigned long cell) {
	for (unsigned long k = 0; k < cells.size(); ++k) {
		if (cells[k] == cell) {
			return k;
		}
	}
	return OFF;
}

/// The A* of `finish` over the region `cells`: its labels, heuristic and moves.
class Region {
public:
	Region(const Grid& grid, const vec::Vec<unsigned long>& cells, unsigned long blank_label)
		: grid_(grid), cells_(cells), blank_label_(blank_label) {}

	/// The Manhattan distance of the labels of `key` to their cells, the blank's left out.
	unsigned long h(const Key& key) const {
		unsigned long sum = 0;
		for (unsigned long k = 0; k < cells_.size(); ++k) {
			if (key.label(k) != blank_label_) {
				sum += grid_.distance(cells_[k], cells_[key.label(k)]);
			}
		}
		return sum;
	}

	/// Where the blank's label stands in `key`.
	unsigned long blank_at(const Key& key) const {
		for (unsigned long k = 0; k < cells_.size(); ++k) {
			if (key.label(k) == blank_label_) {
				return k;
			}
		}
		return 0;
	}

	/// The fewest moves from `key` to `goal`, appended to `path`; false when there are none.
	bool solve(const Key& key, const Key& goal, grid::Moves& path) const {
		// The heap as `std::priority_queue` keeps it, by `std::push_heap` and `std::pop_heap`.
		key_map::KeyMap<Key, Best> best;
		vec::Vec<Open> heap;
		Best start = {0, START};
		best[key] = start;
		Open first = {h(key), 0, key};
		heap.push_back(first);
		bool found = false;
		while (!found && !heap.empty()) {
			Open open = heap[0];
			std::pop_heap(heap.begin(), heap.end(), Later());
			heap.pop_back();
			const Best* known = best.find(open.key);
			if (known == 0 || known->g < open.g) {
				continue;
			}
			if (open.key == goal) {
				walk_back(best, open.key, path);
				found = true;
				break;
			}
			unsigned long b = blank_at(open.key);
			for (unsigned long m = 0; m < 4; ++m) {
				unsigned long cell = grid_.neighbor(cells_[b], m);
				unsigned long to = cell == OFF ? OFF : index_of(cells_, cell);
				if (to == OFF) {
					continue;
				}
				Key next = open.key.swapped(b, to);
				const Best* seen = best.find(next);
				if (seen == 0 || seen->g > open.g + 1) {
					Best reached = {open.g + 1, static_cast<unsigned char>(m)};
					best[next] = reached;
					Open child = {open.g + 1 + h(next), open.g + 1, next};
					heap.push_back(child);
					std::push_heap(heap.begin(), heap.end(), Later());
				}
			}
		}
		best.release();
		heap.release();
		return found;
	}

private:
	const Grid& grid_;
	const vec::Vec<unsigned long>& cells_;
	unsigned long blank_label_;

	/// The moves that reached `key` from the start, read back through `best`, in order.
	void walk_back(const key_map::KeyMap<Key, Best>& best, Key key, grid::Moves& path) const {
		grid::Moves::size_type from_here = path.size();
		for (;;) {
			const Best* known = best.find(key);
			if (known == 0 || known->m == START) {
				break;
			}
			unsigned char m = known->m;
			path.push_back(m);
			unsigned long b = blank_at(key);
			unsigned long cell = grid_.neighbor(cells_[b], m ^ 1);
			unsigned long from = cell == OFF ? OFF : index_of(cells_, cell);
			key = key.swapped(b, from == OFF ? b : from);
		}
		std::reverse(path.begin() + from_here, path.end());
	}
};

/// Solves the region of cells where `free` is true (at most 16 cells, all of whose tiles belong
/// in it) in the fewest moves, by A* on the Manhattan distance; false and `error` set when it
/// cannot.
inline bool finish(Grid& grid, const vec::Vec<bool>& free, grid::Moves& moves,
		text::Text& error) {
	vec::Vec<unsigned long> cells;
	for (unsigned long i = 0; i < grid.cells.size(); ++i) {
		if (free[i]) {
			cells.push_back(i);
		}
	}
	if (cells.size() > 16) {
		char message[64];
		std::sprintf(message, "a region of %lu cells is too large to finish",
			static_cast<unsigned long>(cells.size()));
		error = message;
		return false;
	}
	Key key = {0, 0}, goal = {0, 0};
	for (unsigned long k = 0; k < cells.size(); ++k) {
		unsigned long home = index_of(cells, grid.home(grid.cells[cells[k]]));
		if (home == OFF) {
			error = "a tile belongs outside the region";
			return false;
		}
		key.set(k, home);
		goal.set(k, k);
	}
	unsigned long blank_label = index_of(cells, grid.cells.size() - 1);
	if (blank_label == OFF) {
		error = "the blank belongs outside";
		return false;
	}
	grid::Moves path;
	if (!Region(grid, cells, blank_label).solve(key, goal, path)) {
		error = "the region cannot be solved (wrong parity)";
		return false;
	}
	for (grid::Moves::size_type i = 0; i < path.size(); ++i) {
		grid.step(path[i]);
	}
	moves.insert(moves.end(), path.begin(), path.end());
	path.release();
	cells.release();
	return true;
}
}
