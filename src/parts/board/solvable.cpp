// uses: puzzle

namespace solvable {
//! Solvability, told before any search, for any width, height and goal.

/// Inversions among the `n` tiles read row by row, the blank left out.
inline int inversions(const unsigned char* cells, int n) {
	int count = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = i + 1; j < n; ++j) {
			count += cells[j] != 0 && cells[j] < cells[i];
		}
	}
	return count;
}

/// A horizontal move keeps the inversions; a vertical one changes them by width − 1 tiles
/// passed, so on an odd width their parity is invariant, and on an even width the parity of
/// inversions plus the blank's row is. A board reaches the goal iff it has the goal's parity.
inline int parity(const unsigned char* cells, int n, int width) {
	int blank = 0;
	while (blank < n && cells[blank] != 0) {
		++blank;
	}
	int blank_row = blank < n ? blank / width : 0;
	int row_term = width % 2 == 0 ? blank_row : 0;
	return (inversions(cells, n) + row_term) % 2;
}

/// Whether `cells` (`n` of them, row-major) reaches `goal` on a board `width` cells wide.
inline bool solvable_on(const unsigned char* cells, const unsigned char* goal, int n, int width) {
	return parity(cells, n, width) == parity(goal, n, width);
}

/// Whether `cells` (row-major, a permutation of 0..n) reaches the goal of the file's problem.
inline bool solvable(const unsigned char* cells) {
	return solvable_on(cells, puzzle::P.goal_cells, puzzle::P.n, puzzle::FORMAT.width);
}
}
