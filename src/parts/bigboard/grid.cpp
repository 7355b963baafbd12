// uses: text vec
#include <cstdio>

namespace grid {
//! A W×H board of at most 255 cells (every size up to 10×10 and beyond), one byte a cell, the
//! blank's moves. The goal is row-major with the blank last: tile `t` belongs at cell `t − 1`.

/// The blank's moves (up, down, left, right: 0..3), in order; move `m ^ 1` undoes move `m`.
typedef vec::Vec<unsigned char> Moves;

/// Marks "no cell": the Rust twin's `None` of `neighbor`.
const unsigned long OFF = ~0ul;

struct Grid {
	unsigned long width;
	unsigned long height;
	/// Row-major tiles, `0` the blank.
	vec::Vec<unsigned char> cells;
	unsigned long blank;

	Grid() : width(0), height(0), blank(0) {}

	/// A board from row-major tiles (already checked to be a permutation of `0..W·H`); false and
	/// `error` set when it cannot be one.
	bool make(unsigned long w, unsigned long h, const vec::Vec<unsigned int>& tiles,
			text::Text& error) {
		if (w * h > 256 || tiles.size() != w * h) {
			char message[96];
			std::sprintf(message, "a %lu\303\227%lu board is too large for this solver", w, h);
			error = message;
			return false;
		}
		width = w;
		height = h;
		cells.clear();
		cells.insert(cells.end(), tiles.begin(), tiles.end());
		for (blank = 0; blank < cells.size() && cells[blank] != 0; ++blank) {
		}
		if (blank == cells.size()) {
			error = "the board has no blank";
			return false;
		}
		return true;
	}

	/// The goal cell of tile `t` (the blank's is the last cell).
	unsigned long home(unsigned char t) const {
		return (t + cells.size() - 1) % cells.size();
	}

	/// The cell next to `cell` in direction `m`, or `OFF` off the board.
	unsigned long neighbor(unsigned long cell, unsigned long m) const {
		unsigned long r = cell / width, c = cell % width;
		switch (m) {
		case 0:
			return r > 0 ? cell - width : OFF;
		case 1:
			return r + 1 < height ? cell + width : OFF;
		case 2:
			return c > 0 ? cell - 1 : OFF;
		case 3:
			return c + 1 < width ? cell + 1 : OFF;
		default:
			return OFF;
		}
	}

	/// Moves the blank in direction `m` (a no-op returning false off the board).
	bool step(unsigned long m) {
		unsigned long to = neighbor(blank, m);
		if (to == OFF) {
			return false;
		}
		cells[blank] = cells[to];
		cells[to] = 0;
		blank = to;
		return true;
	}

	/// Taxicab distance between two cells.
	unsigned long distance(unsigned long a, unsigned long b) const {
		unsigned long ra = a / width, ca = a % width, rb = b / width, cb = b % width;
		return (ra > rb ? ra - rb : rb - ra) + (ca > cb ? ca - cb : cb - ca);
	}
};
}
