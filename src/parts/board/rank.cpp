// uses: board

namespace rank {
//! The index of a board among all orders of its cells (its Lehmer code): a dense key for a
//! flat array, no hashing. For boards of up to 12 cells (12! indices fit any array we build).

/// `FACTORIAL[k]` = k!.
const unsigned long FACTORIAL[13] = {
	1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600};

/// `count[mask]`: how many of the 12 bits of `mask` are set (a load instead of a loop).
struct BitsSet {
	unsigned char count[4096];

	BitsSet() {
		count[0] = 0;
		for (int mask = 1; mask < 4096; ++mask) {
			count[mask] = static_cast<unsigned char>(count[mask >> 1] + (mask & 1));
		}
	}
};

const BitsSet BITS_SET;

/// The rank of `board` of `n` cells in 0..n!. Cell i contributes (cells after it holding a
/// smaller value) × (n − 1 − i)!, and that count is the value minus the smaller values already met.
inline unsigned long rank(const board::Board& board, int n) {
	unsigned long index = 0;
	unsigned int seen = 0;
	for (int i = 0; i < n - 1; ++i) {
		unsigned int value = board.tile(i);
		unsigned int smaller_before = BITS_SET.count[seen & ((1u << value) - 1) & 4095];
		index += (value - smaller_before) * FACTORIAL[(n - 1 - i) % 13];
		seen |= 1u << value;
	}
	return index;
}
}
