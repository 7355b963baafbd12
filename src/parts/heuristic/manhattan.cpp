// uses: board puzzle

namespace manhattan {
//! Manhattan distance for any width, height and goal, updated per move.

using board::Board;
using board::MAX_CELLS;
using puzzle::P;

/// `term[tile][cell]`: the tile's term on that cell; 0 for the blank. Padded to 16 × 16 (zeros)
/// so that indexing with `& 15` stays in the table.
struct Table {
	unsigned char term[MAX_CELLS][MAX_CELLS];

	explicit Table(const puzzle::Format& format) {
		int n = format.width * format.height;
		int goal_cell[MAX_CELLS] = {0};
		for (int i = 0; i < n; ++i) {
			goal_cell[format.goal[i]] = i;
		}
		for (int tile = 0; tile < MAX_CELLS; ++tile) {
			for (int cell = 0; cell < MAX_CELLS; ++cell) {
				int a = goal_cell[tile], b = cell;
				int rows = a / format.width - b / format.width;
				int cols = a % format.width - b % format.width;
				bool counted = tile >= 1 && tile < n && cell < n;
				term[tile][cell] = counted ? (rows < 0 ? -rows : rows) + (cols < 0 ? -cols : cols) : 0;
			}
		}
	}
};

const Table TABLE(puzzle::FORMAT);

/// Manhattan distance: rows plus columns from each tile to its goal cell, the blank not counted.
struct Heuristic {
	static unsigned int estimate(const Board& board) {
		unsigned int h = 0;
		for (int i = 0; i < P.n; ++i) {
			h += TABLE.term[board.tile(i)][i];
		}
		return h;
	}

	/// Only the tile that slides changes its term, by exactly 1.
	static unsigned int after(unsigned int h, const Board&, int tile, int blank, int to) {
		return h + TABLE.term[tile & 15][blank & 15] - TABLE.term[tile & 15][to & 15];
	}
};
}
