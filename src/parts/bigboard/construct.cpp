// uses: grid lines parity_cycles place_tiles search text vec

namespace construct {
//! The row-by-row construction: solve the unsolved region's top row or left column (whichever
//! side is longer), fence it off, repeat, and finish the last few cells exactly. Each tile goes
//! home by an exact search for that tile and the blank; the last two tiles of a row or column go
//! together (the classic corner trick, found by search instead of a fixed move sequence). (The
//! Rust twin also tells each line's effort to a tally, for `judge show`; a solution tells no one.)

using grid::Grid;
using place_tiles::Placer;

/// Where the plain construction stops to finish exactly: the last 2×3 (or 3×2, 2×2).
const unsigned long PLAIN_FINISH = 6;

/// Solves the board by construction, finishing exactly once at most `finish_cells` (≥ 4, ≤ 16)
/// cells are left; the moves are appended to `moves`.
inline bool construct(Grid& grid, unsigned long finish_cells, Placer& placer,
		grid::Moves& moves, text::Text& error) {
	vec::Vec<bool> free(grid.cells.size(), true);
	unsigned long top = 0, left = 0;
	vec::Vec<unsigned long> line;
	while (next_line(grid, top, left, finish_cells, line)) {
		if (!place_line(grid, free, line, placer, moves, error)) {
			return false;
		}
		if (line[0] / grid.width == line[line.size() - 1] / grid.width) {
			top += 1;
		} else {
			left += 1;
		}
	}
	line.release();
	bool finished = place_tiles::finish(grid, free, moves, error);
	free.release();
	return finished;
}

/// The construction as a file's strategy.
class Search {
public:
	/// Solves the solvable board of `tiles`, appending the blank's moves to `moves`; false and
	/// `error` set when it cannot.
	bool run(unsigned long width, unsigned long height, const parity_cycles::Cells& tiles,
			grid::Moves& moves, text::Text& error) {
		Grid board;
		bool solved = board.make(width, height, tiles, error) &&
			construct(board, PLAIN_FINISH, placer_, moves, error);
		board.cells.release();
		return solved;
	}

	/// The effort of every run so far.
	search::Stats effort() const {
		return placer_.effort();
	}

private:
	Placer placer_;
};
}
