// uses: board15 prune15_dupes vec
#include <algorithm>
#include <cstdlib>

namespace prune15 {
//! Duplicate pruning for the 4×4 IDA*: the finite-state machine of Taylor & Korf (1993) for move
//! sequences of the blank never worth searching, the sequences found at start-up by `prune15_dupes`
//! (every sequence of up to `LONGEST` moves with an earlier twin: a move and its inverse, 6
//! moves round a 2 x 2 block, and so on), the machine theirs by Aho & Corasick. Why no answer
//! changes, for ANY order of the children: see `prune15_dupes`.

using board15::CELLS;
using prune15_dupes::Code;

/// The longest pruned sequences (`prune15_dupes`).
const int LONGEST = 12;

/// A transition into a pruned sequence.
const unsigned int PRUNE = 0xffffffffu;

/// Per state of the machine, the next state after each direction, or PRUNE.
struct Row {
	unsigned int next[4];
};

/// The children to try at a node: per rank, the next position less the cell reached (`next`)
/// and `target << 2 | dir` (`moves`); the ranks to try, a bit each (`kept`).
struct Moves {
	const unsigned int* next;
	const unsigned int* moves;
	unsigned int kept;
};

/// The machine of Aho & Corasick over `pruned` (none holding another): per state, the next
/// state after each direction, or PRUNE.
inline vec::Vec<Row> machine(const vec::Vec<Code>& pruned) {
	// The trie of the sequences: children, and whether a node ends a sequence.
	Row none = {{PRUNE, PRUNE, PRUNE, PRUNE}};
	vec::Vec<Row> children(1, none);
	vec::Vec<bool> ends(1, false);
	for (unsigned int k = 0; k < pruned.size(); ++k) {
		unsigned int node = 0;
		for (int m = 0; m < prune15_dupes::length_of(pruned[k]); ++m) {
			const unsigned int dir = (pruned[k] >> (2 * m)) & 3;
			if (children[node].next[dir] == PRUNE) {
				children[node].next[dir] = static_cast<unsigned int>(children.size());
				children.push_back(none);
				ends.push_back(false);
			}
			node = children[node].next[dir];
		}
		ends[node] = true;
	}
	// Breadth first: each node's moves from its children or from its longest proper end's.
	Row zero = {{0, 0, 0, 0}};
	vec::Vec<Row> next(children.size(), zero);
	vec::Vec<unsigned int> fail(children.size(), 0);
	vec::Vec<unsigned int> queue(1, 0);
	for (unsigned int head = 0; head < queue.size(); ++head) {
		unsigned int node = queue[head];
		for (int dir = 0; dir < 4; ++dir) {
			unsigned int child = children[node].next[dir];
			if (child == PRUNE) {
				next[node].next[dir] = node == 0 ? 0 : next[fail[node]].next[dir];
			} else {
				fail[child] = node == 0 ? 0 : next[fail[node]].next[dir];
				next[node].next[dir] = child;
				queue.push_back(child);
			}
		}
	}
	// The states are the nodes ending no sequence, numbered in trie order from 0.
	vec::Vec<unsigned int> number(children.size(), PRUNE);
	unsigned int count = 0;
	for (unsigned int node = 0; node < ends.size(); ++node) {
		if (!ends[node]) {
			number[node] = count++;
		}
	}
	vec::Vec<Row> states;
	for (unsigned int node = 0; node < ends.size(); ++node) {
		if (!ends[node]) {
			Row row;
			for (int dir = 0; dir < 4; ++dir) {
				row.next[dir] = number[next[node].next[dir]];
			}
			states.push_back(row);
		}
	}
	return states;
}

/// The machine: a state is the longest end of the moves so far that begins a pruned sequence
/// (state 0: none); a move leads to another state, or is pruned when the moves then end with a
/// pruned sequence. A node's moves are at its position `state * CELLS + cell` (the blank's
/// cell), the directions numbered by their rank in the search's order: per state a row, the
/// state reached times CELLS for each rank and a bit a rank not pruned; per cell the moves and
/// a bit a rank that is a move. The two bit sets together are the children to try, so no try
/// is spent on a pruned move. The rows' number is a power of two, so that a lookup masked by
/// `mask` stays in the table.
struct Pruning {
	/// The most machines a process makes (an order of the four moves each, and a length).
	static const unsigned int KINDS = 48;
	vec::Vec<Row> rows;
	/// Per state, bit k: the move of rank k is not pruned.
	vec::Vec<unsigned char> open;
	unsigned int mask;
	/// Per cell, `target << 2 | dir` for each rank (0 where the rank is not a move).
	unsigned int moves[CELLS][4];
	/// Per cell, bit k: the rank k is a move.
	unsigned char moving[CELLS];
	/// The order and the length it was made for (`shared`).
	int order[4];
	int longest;

	/// The machine for the search that tries children in `order` (directions of `board15::step`),
	/// built on zeros (`shared`).
	void build(const int order_made[4], int longest_made) {
		longest = longest_made;
		std::copy(order_made, order_made + 4, order);
		vec::Vec<Code> found;
		prune15_dupes::duplicates(order, longest, found);
		vec::Vec<Row> states = machine(found);
		found.release();
		unsigned int size = 1;
		while (size < states.size()) {
			size *= 2;
		}
		Row none = {{PRUNE, PRUNE, PRUNE, PRUNE}};
		rows.resize(size, none);
		open.resize(size, 0);
		for (unsigned int state = 0; state < states.size(); ++state) {
			for (int rank = 0; rank < 4; ++rank) {
				unsigned int to = states[state].next[order[rank] & 3];
				if (to != PRUNE) {
					rows[state].next[rank] = to * CELLS;
					open[state] = static_cast<unsigned char>(open[state] | 1 << rank);
				}
			}
		}
		for (int cell = 0; cell < CELLS; ++cell) {
			moving[cell] = 0;
			for (int rank = 0; rank < 4; ++rank) {
				int target = board15::step(cell, order[rank]);
				moves[cell][rank] = 0;
				if (target >= 0) {
					moves[cell][rank] = static_cast<unsigned int>(target) << 2 | order[rank];
					moving[cell] = static_cast<unsigned char>(moving[cell] | 1 << rank);
				}
			}
		}
		mask = size - 1;
		states.release();
	}

	/// The machine for `order`, made once a process (its pruned sequences take a while to find)
	/// and kept to the end (in `calloc`'s buffers: no `new`, which is libstdc++'s; at most
	/// `KINDS` of them).
	static const Pruning& shared(const int order[4], int longest) {
		static Pruning* made[KINDS];
		static unsigned int count = 0;
		for (unsigned int k = 0; k < count; ++k) {
			if (made[k]->longest == longest && std::equal(order, order + 4, made[k]->order)) {
				return *made[k];
			}
		}
		Pruning* pruning = static_cast<Pruning*>(std::calloc(1, sizeof(Pruning)));
		if (!pruning || count == KINDS) {
			std::abort();
		}
		pruning->build(order, longest);
		made[count++] = pruning;
		return *pruning;
	}

	/// The children to try at `position` (a state * CELLS + a cell).
	Moves at(unsigned int position) const {
		unsigned int cell = position % CELLS, state = (position / CELLS) & mask;
		Moves at = {rows[state].next, moves[cell], static_cast<unsigned int>(open[state] & moving[cell])};
		return at;
	}
};
}
