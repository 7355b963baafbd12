// uses: board input program puzzle search solvable text vec
#include <cstdlib>

namespace run {
//! A whole program: read all of stdin once, answer every puzzle one line each (the moves, their
//! count, or the unsolvable text), one buffer written at the end, and with `NPUZZLE_STATS` set
//! one line `stats expanded=N generated=M` a puzzle on stderr.

using puzzle::FORMAT;
using puzzle::P;

/// Searches the solvable ones of `puzzles` in order with one search `S`, made here (no `new`:
/// it is libstdc++'s), its buffers left to the operating system.
template <class S>
void search_all(const vec::Vec<input::Cells16>& puzzles, const vec::Vec<bool>& solvable,
		vec::Vec<search::Stats>& effort, vec::Vec<board::Moves>& paths) {
	S search;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		if (solvable[k]) {
			search.run(board::from_cells(puzzles[k].cell, P.n), effort[k], paths[k]);
		}
	}
}

/// Answers every puzzle of `input` with the search `S`, one line each, appended to `out`.
/// Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem. The search is made when a solvable puzzle first needs one (an input of unsolvable
/// puzzles allocates none) and kept to the end of the input.
template <class S>
bool solve(const text::Text& input, text::Text& out, text::Text& error) {
	vec::Vec<input::Cells16> puzzles;
	if (!input::parse(input, puzzles, error)) {
		return false;
	}
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	vec::Vec<bool> solvable(puzzles.size());
	bool any = false;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		solvable[k] = solvable::solvable(puzzles[k].cell);
		any = any || solvable[k];
	}
	// Without a bound the boards are searched first, in order; with one, each is searched alone
	// and its answer compared with the bound.
	const puzzle::Over over = FORMAT.over;
	vec::Vec<board::Moves> paths(puzzles.size());
	vec::Vec<search::Stats> effort(puzzles.size());
	if (any) {
		search_all<S>(puzzles, solvable, effort, paths);
	}
	const puzzle::Frame frame = FORMAT.frame;
	text::Text text;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		frame.open(k, text);
		if (!solvable[k]) {
			text += FORMAT.unsolvable;
		} else if (over.given && paths[k].size() > over.cap) {
			text += over.line;
		} else {
			frame.solved(paths[k].size(), text);
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
