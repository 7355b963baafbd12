// uses: board

namespace board15 {
//! The 4×4 board as 16 cells, row-major, 0 = blank, goal `1 2 … 15 0`; the blank's moves as
//! directions 0 left, 1 right, 2 up, 3 down (printed `L R U D`), and the link to the parts' own
//! packed board and move numbers.

/// The board is 4 x 4, row-major, 0 = blank; the goal is `1 2 .. 15 0`.
const int SIDE = 4;
const int CELLS = SIDE * SIDE;

/// The cells of a board (a struct, so that it is copied and returned as the Rust twin's array).
struct Board {
	unsigned char cell[CELLS];
};

/// The goal `1 2 .. 15 0`.
inline Board goal() {
	Board goal;
	for (int cell = 0; cell < CELLS; ++cell) {
		goal.cell[cell] = static_cast<unsigned char>((cell + 1) % CELLS);
	}
	return goal;
}

/// Moves of the blank: direction `dir` is 0 left, 1 right, 2 up, 3 down (printed `L R U D`: the
/// Rust twin's `LETTERS`, which only its tests read) and `dir ^ 1` is the inverse move.
/// `MOVE_OF[dir]` is the parts' move (0 up, 1 down, 2 left, 3 right) of direction `dir` of `step`.
const unsigned char MOVE_OF[4] = {2, 3, 0, 1};

/// The cells of the parts' packed board.
inline Board cells_of(const board::Board& board) {
	Board cells;
	for (int cell = 0; cell < CELLS; ++cell) {
		cells.cell[cell] = static_cast<unsigned char>(board.tile(cell));
	}
	return cells;
}

/// The cell the blank reaches from `cell` moving in `dir`, if it stays on the board (else -1).
inline int step(int cell, int dir) {
	const int row = cell / SIDE, col = cell % SIDE;
	switch (dir) {
	case 0:
		return col > 0 ? cell - 1 : -1;
	case 1:
		return col + 1 < SIDE ? cell + 1 : -1;
	case 2:
		return row > 0 ? cell - SIDE : -1;
	case 3:
		return row + 1 < SIDE ? cell + SIDE : -1;
	default:
		return -1;
	}
}

inline int blank_of(const Board& board) {
	for (int cell = 0; cell < CELLS; ++cell) {
		if (board.cell[cell] == 0) {
			return cell;
		}
	}
	return 0;
}
}
