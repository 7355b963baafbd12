// uses: board puzzle search solvable
#include <cstdlib>
#include <vector>

namespace leetcode {
//! A board handed over as LeetCode hands it, the rows of a `vector<vector<int> >` (773 "Sliding
//! Puzzle"), and the number its function returns: found by the same solvability test and search
//! as the program the file also is, which reads the same boards written out (`NESTED`).

using board::MAX_CELLS;
using puzzle::FORMAT;
using puzzle::P;

/// The rows a function is handed.
typedef std::vector<std::vector<int> > Rows;

/// The cells of `rows` into `cells`, row-major, when they are a board of the file's problem:
/// `height` rows of `width` numbers, every one of `0..n` once (`0` the blank).
inline bool cells_of(const Rows& rows, unsigned char* cells) {
	if (rows.size() != static_cast<Rows::size_type>(FORMAT.height)) {
		return false;
	}
	for (Rows::size_type row = 0; row < rows.size(); ++row) {
		if (rows[row].size() != static_cast<Rows::size_type>(FORMAT.width)) {
			return false;
		}
	}
	unsigned int seen = 0;
	for (int cell = 0; cell < P.n; ++cell) {
		int tile = rows[cell / FORMAT.width][cell % FORMAT.width];
		if (tile < 0 || tile >= P.n || (seen & (1u << tile)) != 0) {
			return false;
		}
		seen |= 1u << tile;
		cells[cell] = static_cast<unsigned char>(tile);
	}
	return true;
}

/// The fewest moves from `rows` to the goal of the file's problem by the search `S`, or -1 when
/// the goal cannot be reached (an unsolvable board; also rows that are no board of the problem,
/// which LeetCode never sends).
template <class S>
int fewest_moves(const Rows& rows) {
	search::Stats stats;
	board::Moves path;
	unsigned char cells[MAX_CELLS] = {0};
	int moves = -1;
	if (cells_of(rows, cells) && solvable::solvable(cells)) {
		S().run(board::from_cells(cells, P.n), stats, path);
		moves = static_cast<int>(path.size());
	}
	// The local `main` runs the file as the other programs, with their stats line.
	if (std::getenv("NPUZZLE_STATS") != 0) {
		stats.report();
	}
	return moves;
}
}
