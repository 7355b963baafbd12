// uses: board15 packed15 vec
#include <algorithm>

namespace prune15_dupes {
//! The move sequences of the blank that a depth-first search never needs (Taylor & Korf 1993),
//! found by enumerating every sequence up to a length on an open grid: a sequence is pruned when
//! another one, shorter or as long and earlier in the search's order, whose blank stays within
//! the cells the first one's blank spans (its bounding box), leads to the same board. The
//! machine of `prune15` then cuts every path holding one of them.
//!
//! Why no answer is lost: take, of the shortest paths to a board, the first in the search's
//! order. Were some stretch of it a pruned sequence, its witness (the other sequence) could take
//! its place: the witness's blank stays inside the box the stretch's blank spanned on the board,
//! so it is a valid sequence there, and it leaves the same board, so the path stays a path to
//! the same board, as short or shorter and earlier in the order. So that path holds no pruned
//! sequence and the search meets every node of it; the least f cut in an iteration is also
//! unchanged (the heuristic is consistent: a pruned path's node is reached no deeper by a kept
//! one).

using board15::SIDE;
using packed15::Key;

/// Room for the blank around its start: it moves at most SIDE - 1 cells any way on the board.
const int REACH = SIDE - 1;
const int WIDTH = 2 * REACH + 1;
/// The grid's cells row after row, 8 a row, a cell's number and its first tile's
/// `row * STRIDE + column`.
const int STRIDE = 8;
/// The start cell on the open grid (its centre).
const int CENTRE = REACH * STRIDE + REACH;

/// A sequence of moves (directions of `board15::step`), 2 bits each, the first lowest, with a 1
/// above the last: sequences of different lengths differ. C++98 has no 64-bit integer: 32 bits
/// hold up to 15 moves, so no longer sequence is looked for (the solutions ask for 12).
typedef unsigned int Code;
const int LONGEST_CODE = 15;

/// The number of moves of `code`.
inline int length_of(Code code) {
	int length = 0;
	while (code > 1) {
		code >>= 2;
		++length;
	}
	return length;
}

/// The cells the blank spans (columns and rows relative to the start, each plus REACH), and the
/// grid after the moves: which tile (named after its starting cell) stands on each cell.
struct Walk {
	int blank;
	int span[4];
	unsigned char grid[WIDTH * STRIDE];

	static Walk start() {
		Walk walk;
		for (int cell = 0; cell < WIDTH * STRIDE; ++cell) {
			walk.grid[cell] = static_cast<unsigned char>(cell);
		}
		walk.blank = CENTRE;
		std::fill(walk.span, walk.span + 4, REACH);
		return walk;
	}

	/// The walk one move on in `next`, or `false` when its blank would span more than the board.
	bool step(int dir, Walk& next) const {
		const int to = blank + (dir == 0 ? -1 : dir == 1 ? 1 : dir == 2 ? -STRIDE : STRIDE);
		const int row = to / STRIDE, col = to % STRIDE;
		if (to < 0 || col == STRIDE - 1) {
			return false;
		}
		int left = span[0] < col ? span[0] : col, right = span[1] > col ? span[1] : col;
		int top = span[2] < row ? span[2] : row, bottom = span[3] > row ? span[3] : row;
		if (right - left >= SIDE || bottom - top >= SIDE) {
			return false;
		}
		next = *this;
		std::swap(next.grid[to], next.grid[blank]);
		next.blank = to;
		const int sides[4] = {left, right, top, bottom};
		std::copy(sides, sides + 4, next.span);
		return true;
	}

	/// Whether `other`'s blank spans no cell outside this one's span.
	bool covers(const unsigned char* other) const {
		return other[0] >= span[0] && other[1] <= span[1] && other[2] >= span[2] &&
			other[3] <= span[3];
	}

	/// The board after the moves, exactly, in 64 bits: the cells whose tile moved lie in a box
	/// of at most SIDE x SIDE (the blank's span); in the window of SIDE x SIDE cells at that
	/// box's top left corner (moved back into the grid), the cell each tile came from, 4 bits a
	/// cell, but the last (the tiles of the window are a permutation of its cells), and the
	/// corner's column and row (2 bits each).
	Key key() const {
		// The first row and column holding a moved tile (the last window when none moved).
		int top = WIDTH - SIDE, left = WIDTH - SIDE;
		for (int cell = 0; cell < WIDTH * STRIDE; ++cell) {
			if (grid[cell] != cell) {
				top = std::min(top, cell / STRIDE);
				left = std::min(left, cell % STRIDE);
			}
		}
		// Nibble 0 the corner, nibble 1 + k the window's cell k (the last one shifted out).
		Key key = {static_cast<unsigned int>(left * SIDE + top), 0};
		int corner = top * STRIDE + left;
		for (int k = 0; k + 1 < SIDE * SIDE; ++k) {
			int offset = grid[(top + k / SIDE) * STRIDE + left + k % SIDE] - corner;
			unsigned int number = static_cast<unsigned int>(offset / STRIDE * SIDE + offset % STRIDE);
			(k + 1 < 8 ? key.low : key.high) |= number << (4 * ((k + 1) % 8));
		}
		return key;
	}
};

/// Sequences, each read from its last move back: a trie.
struct Backwards {
	vec::Vec<unsigned int> children;
	vec::Vec<bool> ends;

	Backwards() : children(4, 0), ends(1, false) {}

	void add(Code code) {
		unsigned int node = 0;
		for (int k = length_of(code) - 1; k >= 0; --k) {
			unsigned int dir = (code >> (2 * k)) & 3;
			if (children[4 * node + dir] == 0) {
				children[4 * node + dir] = static_cast<unsigned int>(ends.size());
				children.resize(children.size() + 4, 0);
				ends.push_back(false);
			}
			node = children[4 * node + dir];
		}
		ends[node] = true;
	}

	/// Whether the moves of `code`, `length` long, end with one of the sequences.
	bool ends_with_one(Code code, int length) const {
		unsigned int node = 0;
		for (int k = length - 1; k >= 0; --k) {
			node = children[4 * node + ((code >> (2 * k)) & 3)];
			if (node == 0) {
				return false;
			}
			if (ends[node]) {
				return true;
			}
		}
		return false;
	}
};

/// Registered spans a board: room for a few (one more is not registered: a sequence then kept
/// may be pruned no more, never one pruned wrongly).
const int SPANS = 2;

/// By the board reached, the spans of sequences kept so far (a span whose `right` is 0: none,
/// as `right` is at least REACH; the Rust twin keeps each span's sequence too, the witness its
/// tests read): a table of open addressing, doubled when three quarters full (the Rust twin's
/// HashMap). A board's first span is registered as it is first reached, so a slot whose first
/// span is none is free.
struct Reached {
	struct Slot {
		Key key;
		unsigned char spans[SPANS][4];
	};
	vec::Vec<Slot> slots;
	unsigned int count;

	Reached() : slots(1 << 12), count(0) {}

	/// The slot of `key`, made (with no span) if it has none.
	Slot& entry(Key key) {
		if (4 * (count + 1) > 3 * slots.size()) {
			vec::Vec<Slot> old(2 * slots.size());
			old.swap(slots);
			for (unsigned int k = 0; k < old.size(); ++k) {
				if (old[k].spans[0][1] != 0) {
					place(old[k].key) = old[k];
				}
			}
			old.release();
		}
		Slot& slot = place(key);
		count += slot.spans[0][1] == 0;
		slot.key = key;
		return slot;
	}

	/// Where `key` is, or the free slot it would take.
	Slot& place(Key key) {
		const unsigned int mask = static_cast<unsigned int>(slots.size() - 1);
		unsigned int at = ((key.low ^ (key.high * 0x9e3779b9u)) * 0x85ebca6bu) >> 7 & mask;
		while (slots[at].spans[0][1] != 0 && !(slots[at].key == key)) {
			at = (at + 1) & mask;
		}
		return slots[at];
	}
};

/// A sequence of the last length kept, with its walk.
struct Kept {
	Code moves;
	Walk walk;
};

/// The sequences of at most `longest` moves pruned when children are tried in `order`, none
/// holding another, in turn, appended to `found` (each has a witness shorter or as long and
/// earlier in `order`, its blank spanning no cell outside the pruned one's, which the Rust
/// twin's tests read).
inline void duplicates(const int order[4], int longest, vec::Vec<Code>& found) {
	// The sequences of the last length kept, in the search's order, with their walks.
	vec::Vec<Kept> layer(1);
	layer[0].moves = 1;
	layer[0].walk = Walk::start();
	Reached reached;
	std::copy(layer[0].walk.span, layer[0].walk.span + 4, reached.entry(layer[0].walk.key()).spans[0]);
	Backwards pruned;
	longest = longest < LONGEST_CODE ? longest : LONGEST_CODE;
	vec::Vec<Kept> next;
	vec::Vec<Code> added;
	Kept child;
	for (int length = 1; length <= longest; ++length) {
		next.clear();
		added.clear();
		int top = 2 * (length - 1);
		for (unsigned int k = 0; k < layer.size(); ++k) {
			for (int rank = 0; rank < 4; ++rank) {
				unsigned int dir = static_cast<unsigned int>(order[rank]);
				Code moves = (layer[k].moves ^ 1u << top) | dir << top | 1u << (top + 2);
				// Stretches ending with this move (those before were checked); the whole
				// sequence is new.
				if (pruned.ends_with_one(moves, length) || !layer[k].walk.step(dir, child.walk)) {
					continue;
				}
				Reached::Slot& spans = reached.entry(child.walk.key());
				int covered = 0;
				while (covered < SPANS &&
					(spans.spans[covered][1] == 0 || !child.walk.covers(spans.spans[covered]))) {
					++covered;
				}
				if (covered < SPANS) {
					found.push_back(moves);
					added.push_back(moves);
					continue;
				}
				int free = 0;
				while (free < SPANS && spans.spans[free][1] != 0) {
					++free;
				}
				if (free < SPANS) {
					std::copy(child.walk.span, child.walk.span + 4, spans.spans[free]);
				}
				if (length < longest) {
					child.moves = moves;
					next.push_back(child);
				}
			}
		}
		for (unsigned int k = 0; k < added.size(); ++k) {
			pruned.add(added[k]);
		}
		layer.swap(next);
	}
	layer.release();
	next.release();
	added.release();
	reached.slots.release();
	pruned.children.release();
	pruned.ends.release();
}
}
