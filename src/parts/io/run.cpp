// uses: board input program puzzle search solvable text vec
#include <cstdlib>

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

/// Searches the solvable ones of `puzzles` in order with one search `S`, made here (no `new`:
/// it is libstdc++'s), its buffers left to the operating system. With a bound (`over`) each is
/// searched alone up to it (`within`), and `over_cap` marks the ones past it.
template <class S>
void search_all(const vec::Vec<input::Cells16>& puzzles, const vec::Vec<bool>& solvable,
		vec::Vec<search::Stats>& effort, vec::Vec<board::Moves>& paths,
		vec::Vec<bool>& over_cap) {
	const puzzle::Over over = FORMAT.over;
	S search;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		if (solvable[k]) {
			const board::Board start = board::from_cells(puzzles[k].cell, P.n);
			if (over.given) {
				over_cap[k] = !within(search, start, over.cap, effort[k], paths[k]);
			} else {
				search.run(start, effort[k], paths[k]);
			}
		}
	}
}

/// Answers every puzzle of `input` (read by `R`, the format's reader) with the search `S`, one
/// line each, appended to `out`.
/// Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem. The search is made when a solvable puzzle first needs one (an input of unsolvable
/// puzzles allocates none) and kept to the end of the input.
template <class S, class R>
bool solve(const text::Text& input, text::Text& out, text::Text& error) {
	vec::Vec<input::Cells16> puzzles;
	if (!input::parse<R>(input, puzzles, error)) {
		return false;
	}
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	vec::Vec<bool> solvable(puzzles.size());
	bool any = false;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		solvable[k] = solvable::solvable(puzzles[k].cell);
		any = any || solvable[k];
	}
	vec::Vec<board::Moves> paths(puzzles.size());
	vec::Vec<search::Stats> effort(puzzles.size());
	vec::Vec<bool> over_cap(puzzles.size());
	if (any) {
		search_all<S>(puzzles, solvable, effort, paths, over_cap);
	}
	const puzzle::Frame frame = FORMAT.frame;
	text::Text text;
	for (vec::Vec<bool>::size_type k = 0; k < puzzles.size(); ++k) {
		frame.open(k, text);
		if (!solvable[k]) {
			text += FORMAT.unsolvable;
		} else if (over_cap[k]) {
			text += FORMAT.over.line;
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
