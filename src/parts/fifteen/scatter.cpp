// uses: input program puzzle text vec
#include <cstdio>
#include <cstdlib>

namespace scatter {
//! The "scatter" of Kattis / DMOJ `npuzzle` (COCI 2006/07 #3): the sum over the tiles of the
//! Manhattan distance between a tile's cell and its goal cell (`ABCD/EFGH/IJKL/MNO.`, letter
//! `A`+k being tile k+1). No search: the judge asks for this number itself, for any board,
//! solvable or not. A whole program, as the driver of its file: every puzzle of the input
//! answered with its scatter, one line each.

using puzzle::FORMAT;
using puzzle::P;

/// The scatter of `cells` (`n` of them, row-major, `0` the blank) towards `goal` on a board
/// `width` wide.
inline unsigned int scatter(const unsigned char* cells, const unsigned char* goal, int n,
		int width) {
	int home[256] = {0};
	for (int cell = 0; cell < n; ++cell) {
		home[goal[cell]] = cell;
	}
	unsigned int total = 0;
	for (int cell = 0; cell < n; ++cell) {
		if (cells[cell] != 0) {
			int at = home[cells[cell]];
			total += std::abs(cell / width - at / width) + std::abs(cell % width - at % width);
		}
	}
	return total;
}

/// The scatter as the strategy of a file (no search): what a problem without search prints for
/// a board, a number measured on it.
struct Search {
	static unsigned int measure(const unsigned char* cells) {
		return scatter(cells, P.goal_cells, P.n, FORMAT.width);
	}
};

/// Answers every puzzle of `input` (read by `R`) with `S`'s number, one line each, appended
/// to `out`; with `NPUZZLE_STATS` set, one line `stats expanded=0 generated=0` a puzzle on
/// stderr (nothing is searched). Malformed input writes nothing and sets `error` to one line
/// naming the puzzle and the problem.
template <class S, class R>
bool solve(const text::Text& input, text::Text& out, text::Text& error) {
	vec::Vec<input::Cells16> puzzles;
	if (!input::parse<R>(input, puzzles, error)) {
		return false;
	}
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	text::Text text;
	for (vec::Vec<input::Cells16>::size_type k = 0; k < puzzles.size(); ++k) {
		puzzle::push_decimal(text, S::measure(puzzles[k].cell));
		text += '\n';
		if (show_stats) {
			std::fprintf(stderr, "stats expanded=0 generated=0\n");
		}
	}
	out += text;
	return true;
}

/// The program (`program`): stdin in, stdout out, one line on stderr and exit status 1 on an
/// error.
inline int main() {
	return program::main();
}
}
