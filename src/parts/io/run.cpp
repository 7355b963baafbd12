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

/// Runs `solver` on `start` and tells whether its answer has at most `cap` moves (`path` holds
/// no answer otherwise): a search that cannot stop early solves and compares; one that can has
/// a `within` of its own in its namespace, which overload resolution prefers.
template <class S>
bool within(S& solver, board::Board start, unsigned long cap, search::Stats& stats,
	board::Moves& path) {
	solver.run(start, stats, path);
	return path.size() <= cap;
}

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
	// up to the bound (`within`).
	const puzzle::Over over = FORMAT.over;
	std::vector<board::Moves> paths(puzzles.size());
	std::vector<search::Stats> effort(puzzles.size());
	std::vector<bool> over_cap(puzzles.size());
	for (std::vector<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		if (solvable[k]) {
			kept = kept != 0 ? kept : new S();
			const board::Board start = board::from_cells(puzzles[k].cell, P.n);
			if (over.given) {
				over_cap[k] = !within(*kept, start, over.cap, effort[k], paths[k]);
			} else {
				kept->run(start, effort[k], paths[k]);
			}
		}
	}
	const puzzle::Frame frame = FORMAT.frame;
	std::string text;
	for (std::vector<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		frame.open(k, text);
		if (!solvable[k]) {
			text += FORMAT.unsolvable;
		} else if (over_cap[k]) {
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
