// uses: parity_cycles scan search text vec
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace sized_run {
//! A whole program for a sized format: boards of any size up to the row's, each opening with
//! its size. Stdin is read once, streamed through a block, so that memory follows one board
//! however long the input is; every board gets one line (the moves, the verdict, or the
//! unsolvable text), written together at the end; with `NPUZZLE_STATS` set, one line `stats
//! expanded=N generated=M` a board on stderr.
//!
//! A strategy is a class with a default constructor (built once, then run on each solvable board
//! in turn), `bool run(unsigned long width, unsigned long height, const parity_cycles::Cells&
//! tiles, vec::Vec<unsigned char>& moves, text::Text& error)`, which solves the solvable
//! board of `tiles` (row-major), appending the blank's moves (up, down, left, right: 0..3) to
//! `moves`, and `search::Stats effort() const`, the effort of every run so far. (The Rust twin
//! hands the strategy a `grid::Grid`; here the strategy makes its own, so that a file whose
//! search never runs, a verdict, carries no board.)

/// A sized row's format: its row of the problem table (the file's section `problem`).
struct Format {
	/// The judge, named in error messages.
	const char* problem;
	/// The largest board: `width` columns, `height` rows.
	unsigned long width;
	unsigned long height;
	/// A board opens with `n` for an n×n board (`square`), else `M N` (rows, columns).
	bool square;
	/// A size of zero (`0` or `0 0`) ends the input.
	bool terminated;
	/// The line for a solvable board when the problem asks for a verdict (`YES`), else null:
	/// the blank's moves, in `letters` for up, down, left, right.
	const char* yes;
	const char* letters;
	/// The line for an unsolvable board.
	const char* unsolvable;
};

/// The format of the file's problem (its section, below).
extern const Format FORMAT;

/// The next board's size as the format writes it, in `width` and `height` (`found`); none at
/// the end of the input or at its terminating size zero. A size outside 2×2 ..= the row's is
/// an error.
inline bool next_size(scan::Scanner& scanner, bool& found, unsigned long& width,
		unsigned long& height, text::Text& error) {
	unsigned long rows = 0;
	if (!scanner.next_u32(found, rows, error) || !found) {
		return found || error.empty();
	}
	unsigned long columns = rows;
	if (!FORMAT.square && !scanner.expect_u32("the number of columns", columns, error)) {
		return false;
	}
	if (FORMAT.terminated && rows == 0 && columns == 0) {
		found = false;
		return true;
	}
	if (rows < 2 || rows > FORMAT.height || columns < 2 || columns > FORMAT.width) {
		char message[96];
		std::sprintf(message, "a %lu\303\227%lu board (2\303\2272 ..= %lu\303\227%lu)", rows,
			columns, FORMAT.height, FORMAT.width);
		error = message;
		return false;
	}
	width = columns;
	height = rows;
	return true;
}

/// Appends the line of a board of `width` × `height` `tiles` to `text`: the unsolvable text, the
/// verdict, or the moves the strategy `search` finds; false and `error` set when the cells are
/// no board or the search fails.
template <class S>
bool answer(S& search, unsigned long width, unsigned long height,
		const parity_cycles::Cells& tiles, parity_cycles::Cells& scratch, text::Text& text,
		text::Text& error) {
	bool yes = false;
	if (!parity_cycles::solvable(width, height, tiles, scratch, yes, error)) {
		return false;
	}
	if (!yes) {
		text += FORMAT.unsolvable;
	} else if (FORMAT.yes != 0) {
		// A verdict needs no moves: the search runs only for the other outputs.
		text += FORMAT.yes;
	} else {
		vec::Vec<unsigned char> moves;
		if (!search.run(width, height, tiles, moves, error)) {
			return false;
		}
		for (vec::Vec<unsigned char>::size_type i = 0; i < moves.size(); ++i) {
			text += FORMAT.letters[moves[i]];
		}
		moves.release();
	}
	return true;
}

/// Answers every board read from `input` with the strategy `S`, one line each, appended to
/// `out`. Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem.
template <class S>
bool solve(std::FILE* input, text::Text& out, text::Text& error) {
	scan::Scanner scanner(input);
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	S search;
	parity_cycles::Cells tiles, scratch;
	text::Text text;
	for (unsigned long puzzle = 1;; ++puzzle) {
		bool found = false;
		unsigned long width = 0, height = 0, tile = 0;
		bool read = next_size(scanner, found, width, height, error);
		tiles.clear();
		for (unsigned long k = 0; read && found && k < width * height; ++k) {
			read = scanner.expect_u32("a cell", tile, error);
			tiles.push_back(static_cast<unsigned int>(tile));
		}
		search::Stats before = search.effort();
		if (!read || (found && !answer(search, width, height, tiles, scratch, text, error))) {
			char at[48];
			std::sprintf(at, ": puzzle %lu: ", puzzle);
			error = FORMAT.problem + (at + error);
			return false;
		}
		if (!found) {
			break;
		}
		text += '\n';
		if (show_stats) {
			search::Stats after = search.effort();
			after.expanded -= before.expanded;
			after.generated -= before.generated;
			after.report();
		}
	}
	out += text;
	return true;
}

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error.
inline int main() {
	text::Text out, error;
	if (!::solve(stdin, out, error)) {
		std::fprintf(stderr, "%s\n", error.c_str());
		return 1;
	}
	if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size() || std::fflush(stdout) != 0) {
		std::fprintf(stderr, "%s: cannot write the answer: %s\n", FORMAT.problem,
			std::strerror(errno));
		return 1;
	}
	return 0;
}
}
