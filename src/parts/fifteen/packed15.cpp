// uses: board board15

namespace packed15 {
//! 4×4 boards (`board15`) packed in 64 bits as hash keys — the packing of `board::Board`, 4 bits
//! per cell, cell 0 in the lowest bits — and the moves of the blank on them; the searches that
//! store boards use them (`best_first15`, `bfs15`). C++98 has no 64-bit integer: a key is two
//! 32-bit halves, `low` cells 0..7 and `high` cells 8..15, together the Rust twin's `u64`.

using board15::Board;
using board15::CELLS;

/// No move: the start's, so nothing is pruned as its inverse.
const unsigned char NO_MOVE = 4;

/// A packed board: `low` holds cells 0..7, `high` cells 8..15.
struct Key {
	unsigned int low;
	unsigned int high;
};

inline bool operator==(const Key& a, const Key& b) {
	return a.low == b.low && a.high == b.high;
}

inline bool operator!=(const Key& a, const Key& b) {
	return !(a == b);
}

/// The order of the Rust twin's `u64`.
inline bool operator<(const Key& a, const Key& b) {
	return a.high != b.high ? a.high < b.high : a.low < b.low;
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

/// The 64-bit product of `a` and `b`, modulo 2^64.
inline Key times(const Key& a, const Key& b) {
	unsigned int a0 = a.low & 0xFFFF, a1 = a.low >> 16, b0 = b.low & 0xFFFF, b1 = b.low >> 16;
	unsigned int p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	unsigned int mid = (p00 >> 16) + (p01 & 0xFFFF) + (p10 & 0xFFFF);
	Key product;
	product.low = (mid << 16) | (p00 & 0xFFFF);
	product.high = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16) + a.low * b.high + a.high * b.low;
	return product;
}

/// The packed boards are already well mixed in their high bits; one multiply spreads them: the
/// Rust twin's `KeyHasher` on one key (`write_u64` then `finish`).
inline Key hash(const Key& key) {
	const Key odd = {0x7F4A7C15u, 0x9E3779B9u};
	Key mixed = {key.low ^ (key.low >> 31 | key.high << 1), key.high ^ key.high >> 31};
	mixed = times(mixed, odd);
	Key hashed = {mixed.low ^ (mixed.low >> 29 | mixed.high << 3), mixed.high ^ mixed.high >> 29};
	return hashed;
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
