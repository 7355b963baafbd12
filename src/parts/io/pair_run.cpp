// uses: board input program puzzle search text vec
#include <cstdlib>

namespace pair_run {
//! A whole program for a format whose puzzles give their own goal (`goal_given`: HDU 3567):
//! read all of stdin once, answer every (start, goal) pair in the row's frame and letters, one
//! buffer written at the end; with `NPUZZLE_STATS` set, one line `stats expanded=N
//! generated=M` a puzzle on stderr. Its search is a class with a default constructor and `bool
//! run(const unsigned char* start, const unsigned char* goal, search::Stats&, board::Moves&)`,
//! which appends the moves (up, down, left, right) from `start` to `goal`, false when no
//! sequence reaches it (the boards differ in parity).

using puzzle::FORMAT;

/// Answers every puzzle of `input` (read by `R`, the format's reader) with the search `S`, one
/// line each, appended to `out`.
/// Malformed input writes nothing and sets `error` to one line naming the puzzle and the
/// problem.
template <class S, class R>
bool solve(const text::Text& input, text::Text& out, text::Text& error) {
	vec::Vec<input::Cells16> boards;
	if (!input::parse_with_goals<R>(input, boards, error)) {
		return false;
	}
	bool show_stats = std::getenv("NPUZZLE_STATS") != 0;
	S search;
	const puzzle::Frame frame = FORMAT.frame;
	text::Text text;
	for (vec::Vec<input::Cells16>::size_type k = 0; 2 * k + 1 < boards.size(); ++k) {
		search::Stats stats;
		board::Moves moves;
		frame.open(k, text);
		if (search.run(boards[2 * k].cell, boards[2 * k + 1].cell, stats, moves)) {
			frame.solved(moves.size(), text);
			FORMAT.output.write_solved(moves, text);
		} else {
			text += FORMAT.unsolvable;
		}
		text += '\n';
		moves.release();
		if (show_stats) {
			stats.report();
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
