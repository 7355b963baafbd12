// uses: board

namespace hash_keys {
//! Keys of boards in the open-addressing tables of `hash_table` (linear probing, 0 = empty): a
//! board's first 8 cells (`low`, 32 bits), and for a board of more than 9 cells the rest
//! (`high`); for one of at most 9, the 9th cell is the one tile missing from the first 8. The
//! home slot as the Rust twin's: the top bits of a 64-bit multiplicative hash, worked out in 32-bit
//! halves (C++98 has no 64-bit integer).

/// Boards of at most `NARROW` cells are keyed by their first 8 cells alone (an enumerator, so
/// that a file whose tables never ask is not warned of an unused constant).
enum { NARROW = 9 };

/// The high 32 bits of the 64-bit product of `a` and `b`.
inline unsigned int high_product(unsigned int a, unsigned int b) {
	unsigned int a0 = a & 0xFFFF, a1 = a >> 16, b0 = b & 0xFFFF, b1 = b >> 16;
	// Each sum stays below 2^32: (2^16 − 1)² + 2^16 − 1 < 2^32.
	unsigned int u = a1 * b0 + (a0 * b0 >> 16);
	unsigned int v = a0 * b1 + (u & 0xFFFF);
	return a1 * b1 + (u >> 16) + (v >> 16);
}

/// The home slot of the 64-bit key `high:low` among 2^`bits` slots (`bits` ≤ 32): the top bits
/// of the key times 0x9E3779B97F4A7C15, modulo 2^64.
inline unsigned int home(unsigned int low, unsigned int high, int bits) {
	const unsigned int odd_high = 0x9E3779B9u, odd_low = 0x7F4A7C15u;
	unsigned int top = high_product(low, odd_low) + low * odd_high + high * odd_low;
	return bits == 0 ? 0 : top >> (32 - bits);
}

/// The 9th cell of a board of 9 cells keyed by its first 8 (`low`): `total`, the sum of a
/// board's tiles, less the sum of the 8 (nibbles paired into bytes, the bytes summed by a
/// multiply, as the Rust twin).
inline unsigned int ninth(unsigned int low, unsigned int total) {
	unsigned int pairs = (low & 0x0F0F0F0Fu) + (low >> 4 & 0x0F0F0F0Fu);
	return total - (pairs * 0x01010101u >> 24);
}
}
