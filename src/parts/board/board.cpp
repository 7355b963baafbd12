// uses: vec

namespace board {
//! A position of a board of at most 16 cells, packed: cell `i` (row-major) in bits `4i..4i+4`,
//! 0 = blank, and where the blank is. C++98 has no 64-bit integer: `low` holds cells 0..7 and
//! `high` cells 8..15, together the Rust twin's `u64`. Moves are numbered up, down, left, right
//! (of the blank): move `m ^ 1` undoes move `m`.

/// The most cells a packed board holds (4 × 4); tables indexed by cell are this long.
const int MAX_CELLS = 16;
/// Marks "no cell" in a table of neighbours.
const unsigned char OFF = MAX_CELLS;
/// The last move of a start board: no move undoes it (`START ^ 1` is no move at all). An
/// enumerator, so that a file whose search never starts from one (a table walk) is not warned
/// of an unused constant.
enum { START = 4 };

/// Moves (up, down, left, right: 0..3), in order.
typedef vec::Vec<unsigned char> Moves;

struct Board {
	unsigned int low;
	unsigned int high;
	int blank;

	/// The tile on cell `i` (0 = the blank).
	int tile(int i) const {
		return ((i < 8 ? low : high) >> (4 * (i & 7))) & 15;
	}

	/// The board after the tile on cell `to` (next to the blank) slides into the blank.
	Board slide(int to) const {
		Board next = *this;
		unsigned int moved = tile(to);
		next.take(to, moved);
		next.take(blank, 0u - moved);
		next.blank = to;
		return next;
	}

	/// Subtracts `value` (a tile, or its negation) from cell `i`'s 4 bits.
	void take(int i, unsigned int value) {
		(i < 8 ? low : high) -= value << (4 * (i & 7));
	}
};

inline bool operator==(const Board& a, const Board& b) {
	return a.low == b.low && a.high == b.high && a.blank == b.blank;
}

inline bool operator!=(const Board& a, const Board& b) {
	return !(a == b);
}

/// The board of `cells` (row-major tiles, 0 = blank; `n` ≤ `MAX_CELLS` of them).
inline Board from_cells(const unsigned char* cells, int n) {
	Board board = {0, 0, 0};
	for (int i = 0; i < n; ++i) {
		board.take(i, 0u - cells[i]);
		if (cells[i] == 0) {
			board.blank = i;
		}
	}
	return board;
}

/// The lowest set bit of `bits` (not 0): `trailing_zeros`.
inline unsigned int lowest_set(unsigned int bits) {
	unsigned int i = 0;
	while ((bits & 1) == 0) {
		bits >>= 1;
		++i;
	}
	return i;
}

/// The lowest set bit of a mask of moves (`trailing_zeros`), for a mask of 1..15.
inline int lowest(unsigned int moves) {
	static const unsigned char LOWEST[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
	return LOWEST[moves & 15];
}
}
