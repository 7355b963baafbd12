// uses: text vec
#include <cstdio>

namespace parity_cycles {
//! Solvability of a W×H board of any size (up to 999×999 and beyond) in O(W·H·log B) time with
//! sequential memory access — never an O((W·H)²) inversion count.
//!
//! The goal is row-major with the blank last. Every move swaps the blank with a neighbour: it
//! flips the parity of the permutation (cell → goal cell of its tile) and the parity of the
//! blank's taxicab distance to its goal cell together. So a board is solvable exactly when the
//! two parities agree (for any width; the textbook "odd width: inversions even" rules are this
//! one in disguise).
//!
//! The permutation's parity is its inversion count mod 2, split in two levels so that no step
//! walks a megabyte array at random (a plain cycle walk on a 999×999 board is cache-miss bound):
//! the goal cells fall in blocks of `BLOCK` consecutive values; inversions between blocks are
//! counted with a Fenwick tree over the blocks (it stays in L1), and the inversions inside each
//! block by the cycles of its own small permutation.

typedef vec::Vec<unsigned int> Cells;

/// Goal cells per block.
const unsigned long BLOCK = 1024;

/// Marks a visited entry of a block's permutation during its cycle walk.
const unsigned int MARK = 1u << 31;

/// The parity of `block[0..size)` as a permutation of `0..size` by its cycles, in `parity`;
/// false when it is not one (some value twice).
inline bool block_parity(unsigned int* block, unsigned long size, unsigned long& parity) {
	unsigned long cycles = 0;
	for (unsigned long first = 0; first < size; ++first) {
		if ((block[first] & MARK) != 0) {
			continue;
		}
		++cycles;
		unsigned long i = first;
		while ((block[i] & MARK) == 0) {
			unsigned long to = block[i];
			block[i] |= MARK;
			i = to;
		}
		// On a permutation every walk closes its own cycle.
		if (i != first) {
			return false;
		}
	}
	parity = (size - cycles) % 2;
	return true;
}

/// The message for cells that are no permutation (values already known to be in range).
inline text::Text duplicate(const Cells& cells) {
	vec::Vec<bool> seen(cells.size());
	unsigned long twice = 0;
	for (Cells::size_type i = 0; i < cells.size(); ++i) {
		if (seen[cells[i]]) {
			twice = cells[i];
			break;
		}
		seen[cells[i]] = true;
	}
	char message[64];
	std::sprintf(message, "tile %lu appears twice", twice);
	return message;
}

/// The goal cell of tile `t` on a board of `n` cells.
inline unsigned long goal(unsigned int t, unsigned long n) {
	return t == 0 ? n - 1 : t - 1;
}

/// Whether `cells` (row-major, `0` the blank, tiles `1..W·H`) can reach the goal, in `yes`;
/// false and `error` set when `cells` is not a permutation of `0..W·H`. `scratch` is reused
/// between calls.
inline bool solvable(unsigned long width, unsigned long height, const Cells& cells,
		Cells& scratch, bool& yes, text::Text& error) {
	unsigned long n = width * height;
	char message[128];
	if (cells.size() != n || n == 0 || n >= MARK) {
		std::sprintf(message, "%lu cells for a %lu\303\227%lu board",
			static_cast<unsigned long>(cells.size()), width, height);
		error = message;
		return false;
	}
	for (unsigned long i = 0; i < n; ++i) {
		if (cells[i] >= n) {
			std::sprintf(message, "cell %lu holds %lu, but the tiles are 0..%lu", i + 1,
				static_cast<unsigned long>(cells[i]), n - 1);
			error = message;
			return false;
		}
	}
	unsigned long blocks = (n + BLOCK - 1) / BLOCK;
	// Inversions between blocks: for each cell, the earlier cells whose block is higher.
	vec::Vec<unsigned int> fenwick(blocks + 1);
	vec::Vec<unsigned long> start(blocks + 1);
	unsigned long parity = 0;
	for (unsigned long seen = 0; seen < n; ++seen) {
		unsigned long b = goal(cells[seen], n) / BLOCK;
		unsigned long at_most = 0;
		for (unsigned long i = b + 1; i > 0; i &= i - 1) {
			at_most += fenwick[i];
		}
		parity ^= (seen - at_most) & 1;
		for (unsigned long i = b + 1; i <= blocks; i += i & (0 - i)) {
			++fenwick[i];
		}
		++start[b + 1];
	}
	for (unsigned long b = 0; b < blocks; ++b) {
		start[b + 1] += start[b];
	}
	// Each block's goal cells, in cell order, as offsets inside the block.
	scratch.assign(n, 0);
	vec::Vec<unsigned long> next(start);
	for (unsigned long i = 0; i < n; ++i) {
		unsigned long g = goal(cells[i], n);
		scratch[next[g / BLOCK]++] = static_cast<unsigned int>(g % BLOCK);
	}
	for (unsigned long b = 0; b < blocks; ++b) {
		unsigned long size = n - b * BLOCK < BLOCK ? n - b * BLOCK : BLOCK;
		unsigned long p = 0;
		if (start[b + 1] - start[b] != size || !block_parity(&scratch[start[b]], size, p)) {
			error = duplicate(cells);
			return false;
		}
		parity ^= p;
	}
	unsigned long blank = 0;
	while (blank < n && cells[blank] != 0) {
		++blank;
	}
	blank = blank < n ? blank : n - 1;
	unsigned long distance = (height - 1 - blank / width) + (width - 1 - blank % width);
	yes = parity == distance % 2;
	fenwick.release();
	start.release();
	next.release();
	return true;
}
}
