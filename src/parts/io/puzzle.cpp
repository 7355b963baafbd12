// uses: board text

namespace puzzle {
//! The problem a solution answers: its format, written as a constant in every assembled file
//! from the problem's row of the table (src/problems.rs), and the board's geometry derived from
//! it before `main` runs. C++98 has no `constexpr`: the geometry is a constant built at start-up.

using board::MAX_CELLS;
using board::OFF;

/// How a puzzle's cells are written: one whitespace-separated token a cell, row by row, a tile
/// number or one of `blanks` (`TOKENS`); one token of `width × height` digits a puzzle, `blank`
/// being the blank's digit (`DIGITS`); one character a cell, tile k being `tiles[k - 1]` and
/// `blank` the blank, whitespace anywhere between them (`CHARS`: HDU 3567's `12X453786`).
enum CellsKind { TOKENS, DIGITS, CHARS };

struct Cells {
	CellsKind kind;
	/// The blank's tokens, ended by a null pointer (`TOKENS`).
	const char* const* blanks;
	/// The blank's digit or character (`DIGITS`, `CHARS`).
	char blank;
	/// The tiles' characters, tile 1 first (`CHARS`).
	const char* tiles;
};

/// What is printed for a solvable puzzle: the blank's moves, in `letters` for up, down, left,
/// right (`MOVES`), or the number of moves (`COUNT`).
enum OutputKind { MOVES, COUNT };

/// Appends `value` in decimal to `text`.
inline void push_decimal(text::Text& text, unsigned long value) {
	char digits[24];
	int length = 0;
	do {
		digits[length++] = static_cast<char>('0' + value % 10);
		value /= 10;
	} while (value != 0);
	while (length > 0) {
		text += digits[--length];
	}
}

/// Appends `pattern` with every `mark` replaced by `value` in decimal to `text`.
inline void push_replaced(text::Text& text, const char* pattern, char mark, unsigned long value) {
	for (; *pattern != 0; ++pattern) {
		if (*pattern == mark) {
			push_decimal(text, value);
		} else {
			text += *pattern;
		}
	}
}

/// `text` with every `mark` replaced by `value` in decimal.
inline text::Text replaced(const char* text, char mark, unsigned long value) {
	text::Text result;
	push_replaced(result, text, mark, value);
	return result;
}

struct Output {
	OutputKind kind;
	const char* letters;

	/// Appends the line (without its newline) printed for a solvable puzzle that `moves` (move
	/// indices: up, down, left, right) solve: the moves in the format's letters, or their count.
	void write_solved(const board::Moves& moves, text::Text& text) const {
		if (kind == MOVES) {
			for (board::Moves::size_type i = 0; i < moves.size(); ++i) {
				text += letters[moves[i]];
			}
		} else {
			push_decimal(text, moves.size());
		}
	}
};

/// What surrounds each answer, beyond the answer's own line.
struct Frame {
	/// Written before every answer, `#` standing for the puzzle's number: `Case #: ` (LightOJ).
	const char* before;
	/// Written before the answer of a solvable puzzle, after `before`: `YES\n` (acm.mipt.ru);
	/// `%` stands for the number of moves (`%\n`: HDU 3567's `Case k: d`, the moves below).
	const char* solvable;
	/// Written between the answers of two puzzles: `\n`, an empty line (UVA 652).
	const char* between;

	/// Opens the answer of puzzle `k` (0-based): the text between two answers, then `before`
	/// with the puzzle's number.
	void open(unsigned long k, text::Text& text) const {
		if (k > 0) {
			text += between;
		}
		push_replaced(text, before, '#', k + 1);
	}

	/// The text before the answer of a solvable puzzle solved in `moves` moves.
	text::Text solved(unsigned long moves) const {
		return replaced(solvable, '%', moves);
	}

	/// Appends that text to `text` (no text made and dropped: see `vec`).
	void solved(unsigned long moves, text::Text& text) const {
		push_replaced(text, solvable, '%', moves);
	}
};

/// When every solution is longer than `cap` moves, `line` is printed instead of one (`given`).
struct Over {
	bool given;
	unsigned long cap;
	const char* line;
};

/// A problem's format: its row of the problem table.
struct Format {
	/// The judge, named in error messages.
	const char* problem;
	int width;
	int height;
	/// The goal, row-major, 0 = blank.
	const unsigned char* goal;
	/// The input opens with the number of puzzles; otherwise puzzles run to the end of input.
	bool counted;
	/// Each puzzle is two boards, its start and then its own goal (HDU 3567).
	bool goal_given;
	Cells cells;
	Output output;
	/// The line printed for an unsolvable puzzle.
	const char* unsolvable;
	Over over;
	Frame frame;
};

/// The format of the file's problem (its section, below).
extern const Format FORMAT;

/// The tables every search uses, derived from a format.
struct Geometry {
	/// Cells of the board.
	int n;
	/// The goal's cells, row-major, 0 = blank; the first `n` are used.
	unsigned char goal_cells[MAX_CELLS];
	board::Board goal;
	/// `neighbor[blank][m]`: the cell the blank reaches with move `m`, or `OFF`.
	unsigned char neighbor[MAX_CELLS][4];
	/// `moves_from[blank]`: bit m set when move m keeps the blank on the board; searches loop
	/// over the set bits.
	unsigned char moves_from[MAX_CELLS];

	explicit Geometry(const Format& format) : n(format.width * format.height) {
		for (int cell = 0; cell < MAX_CELLS; ++cell) {
			goal_cells[cell] = cell < n ? format.goal[cell] : 0;
			int row = cell / format.width, col = cell % format.width;
			bool on = cell < n;
			neighbor[cell][0] = on && row > 0 ? cell - format.width : OFF;
			neighbor[cell][1] = on && row + 1 < format.height ? cell + format.width : OFF;
			neighbor[cell][2] = on && col > 0 ? cell - 1 : OFF;
			neighbor[cell][3] = on && col + 1 < format.width ? cell + 1 : OFF;
			moves_from[cell] = 0;
			for (int m = 0; m < 4; ++m) {
				if (neighbor[cell][m] != OFF) {
					moves_from[cell] |= 1 << m;
				}
			}
		}
		goal = board::from_cells(goal_cells, n);
	}
};

/// The geometry of the file's problem (the Rust twin's `P::N`, `P::GOAL`, `P::NEIGHBOR`, …).
const Geometry P(FORMAT);
}
