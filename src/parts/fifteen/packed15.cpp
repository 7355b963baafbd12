// uses: board board15

namespace packed15 {
//! 4×4 boards (`board15`) packed in 64 bits as hash keys — the packing of `board::Board`, 4 bits
//! per cell, cell 0 in the lowest bits — and the moves of the blank on them; the searches that
//! store boards use them (`best_first15`, `bfs15`). C++98 has no 64-bit integer: a key is two
//! 32-bit halves, `low` cells 0..7 and `high` cells 8..15, together the Rust twin's `u64`.

using board15::Board;
using board15::CELLS;

/// No move: the start's, so nothing is pruned as its inverse (an enumerator, so that a file that
/// never starts from one is not warned of an unused constant).
enum { NO_MOVE = 4 };

/// A packed board: `low` holds cells 0..7, `high` cells 8..15.
struct Key {
	unsigned int low;
	unsigned int high;
};

inline bool operator==(const Key& a, const Key& b) {
	return a.low == b.low && a.high == b.high;
}

/// The tile on cell `cell` of a packed board.
inline unsigned int tile_at(const Key& key, int cell) {
	return cell < 8 ? (key.low >> (4 * cell)) & 15 : (key.high >> (4 * (cell - 8))) & 15;
}

/// A board as 64 bits: 4 bits per cell, cell 0 in the lowest bits.
inline Key pack(const Board& board) {
	board::Board packed = board::from_cells(board.cell, CELLS);
	Key key = {packed.low, packed.high};
	return key;
}

/// The cells of a packed board.
inline Board unpack(const Key& key) {
	Board board;
	for (int cell = 0; cell < CELLS; ++cell) {
		board.cell[cell] = static_cast<unsigned char>(tile_at(key, cell));
	}
	return board;
}

/// The cell of the blank in a packed board.
inline int blank_in(const Key& key) {
	for (int cell = 0; cell < CELLS; ++cell) {
		if (tile_at(key, cell) == 0) {
			return cell;
		}
	}
	return 0;
}

/// The packed board after the blank at `blank` moves to `target`.
inline Key slide(const Key& key, int blank, int target) {
	board::Board packed = {key.low, key.high, blank};
	board::Board next = packed.slide(target);
	Key moved = {next.low, next.high};
	return moved;
}
}
