// uses: parity_cycles scan search
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace sized_run {
//! A whole program for a sized format: boards of any size up to the row's, each opening with
//! its size. Stdin is read once, streamed through a block, so that memory follows one board
//! however long the input is; every board gets one line (the verdict, or the unsolvable text),
//! written together at the end; with `NPUZZLE_STATS` set, one line `stats expanded=N
//! generated=M` a board on stderr. (The C++ parts answer verdicts only: no moves yet.)

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
	/// The line for a solvable board (a verdict: `YES`), and for an unsolvable one.
	const char* yes;
	const char* unsolvable;
};

/// The format of the file's problem (its section, below).
extern const Format FORMAT;

/// The next board's size as the format writes it, in `width` and `height` (`found`); none at
/// the end of the input or at its terminating size zero. A size outside 2×2 ..= the row's is
/// an error.
inline bool next_size(scan::Scanner& scanner, bool& found, unsigned long& width,
		unsigned long& height, std::string& error) {
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

/// Answers every board read from `input` with the strategy `S`, one line each, appended to
/// `out`. Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem.
template <class S>
bool solve(std::FILE* input, std::string& out, std::string& error) {
	scan::Scanner scanner(input);
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	S search;
	parity_cycles::Cells tiles, scratch;
	std::string text;
	for (unsigned long puzzle = 1;; ++puzzle) {
		bool found = false, yes = false;
		unsigned long width = 0, height = 0, tile = 0;
		bool read = next_size(scanner, found, width, height, error);
		tiles.clear();
		for (unsigned long k = 0; read && found && k < width * height; ++k) {
			read = scanner.expect_u32("a cell", tile, error);
			tiles.push_back(static_cast<unsigned int>(tile));
		}
		search::Stats before = search.effort();
		if (!read || (found && !parity_cycles::solvable(width, height, tiles, scratch, yes,
				error))) {
			char at[48];
			std::sprintf(at, ": puzzle %lu: ", puzzle);
			error = FORMAT.problem + (at + error);
			return false;
		}
		if (!found) {
			break;
		}
		text += yes ? FORMAT.yes : FORMAT.unsolvable;
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
	std::string out, error;
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
