// uses: board input program puzzle search solvable
#include <cstdlib>
#include <string>
#include <vector>

namespace run {
//! A whole program: read all of stdin once, answer every puzzle one line each (the moves, their
//! count, or the unsolvable text), one buffer written at the end, and with `NPUZZLE_STATS` set
//! one line `stats expanded=N generated=M` a puzzle on stderr.

using puzzle::FORMAT;
using puzzle::P;

/// Answers every puzzle of `input` with the search `S`, one line each, appended to `out`.
/// Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem. The search is made when a solvable puzzle first needs one (an input of unsolvable
/// puzzles allocates none) and kept to the end of the process.
template <class S>
bool solve(const std::string& input, std::string& out, std::string& error) {
	static S* kept = 0;
	std::vector<input::Cells16> puzzles;
	if (!input::parse(input, puzzles, error)) {
		return false;
	}
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	std::vector<bool> solvable(puzzles.size());
	for (std::vector<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		solvable[k] = solvable::solvable(puzzles[k].cell);
	}
	// Without a bound the boards are searched first, in order; with one, each is searched alone
	// and its answer compared with the bound.
	const puzzle::Over over = FORMAT.over;
	std::vector<board::Moves> paths(puzzles.size());
	std::vector<search::Stats> effort(puzzles.size());
	for (std::vector<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		if (solvable[k]) {
			kept = kept != 0 ? kept : new S();
			kept->run(board::from_cells(puzzles[k].cell, P.n), effort[k], paths[k]);
		}
	}
	const puzzle::Frame frame = FORMAT.frame;
	std::string text;
	for (std::vector<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		frame.open(k, text);
		if (!solvable[k]) {
			text += FORMAT.unsolvable;
		} else if (over.given && paths[k].size() > over.cap) {
			text += over.line;
		} else {
			text += frame.solved(paths[k].size());
			FORMAT.output.write_solved(paths[k], text);
		}
		text += '\n';
		if (show_stats) {
			effort[k].report();
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
