// uses: board15 prune15_dupes
#include <algorithm>
#include <vector>

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
inline std::vector<Row> machine(const std::vector<Code>& pruned) {
	// The trie of the sequences: children, and whether a node ends a sequence.
	Row none = {{PRUNE, PRUNE, PRUNE, PRUNE}};
	std::vector<Row> children(1, none);
	std::vector<bool> ends(1, false);
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
	std::vector<Row> next(children.size(), zero);
	std::vector<unsigned int> fail(children.size(), 0);
	std::vector<unsigned int> queue(1, 0);
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
	std::vector<unsigned int> number(children.size(), PRUNE);
	unsigned int count = 0;
	for (unsigned int node = 0; node < ends.size(); ++node) {
		if (!ends[node]) {
			number[node] = count++;
		}
	}
	std::vector<Row> states;
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
	std::vector<Row> rows;
	/// Per state, bit k: the move of rank k is not pruned.
	std::vector<unsigned char> open;
	unsigned int mask;
	/// Per cell, `target << 2 | dir` for each rank (0 where the rank is not a move).
	unsigned int moves[CELLS][4];
	/// Per cell, bit k: the rank k is a move.
	unsigned char moving[CELLS];
	/// The order and the length it was made for (`shared`).
	int order[4];
	int longest;

	/// The machine for the search that tries children in `order` (directions of `board15::step`).
	Pruning(const int order_made[4], int longest_made) : longest(longest_made) {
		std::copy(order_made, order_made + 4, order);
		std::vector<Code> found;
		prune15_dupes::duplicates(order, longest, found);
		const std::vector<Row> states = machine(found);
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
	}

	/// The machine for `order`, made once a process (its pruned sequences take a while to find)
	/// and kept to the end.
	static const Pruning& shared(const int order[4], int longest) {
		static std::vector<const Pruning*> made;
		for (unsigned int k = 0; k < made.size(); ++k) {
			if (made[k]->longest == longest && std::equal(order, order + 4, made[k]->order)) {
				return *made[k];
			}
		}
		made.push_back(new Pruning(order, longest));
		return *made.back();
	}

	/// The children to try at `position` (a state * CELLS + a cell).
	Moves at(unsigned int position) const {
		unsigned int cell = position % CELLS, state = (position / CELLS) & mask;
		Moves at = {rows[state].next, moves[cell], static_cast<unsigned int>(open[state] & moving[cell])};
		return at;
	}
};
}
