// uses: input leetcode nested program puzzle text vec

namespace function_run {
//! The program around a function that a judge calls instead of running a program (LeetCode
//! 773's `slidingPuzzle`): it reads the boards the function would be handed, written out one a
//! line (`[[1,2,3],[4,0,5]]`, `NESTED`), and prints what the function returns for each, so that
//! the checker and the local judge run the file as a program. It uses of the parts only what
//! the pasted function does, besides the reader and the program's frame.

using puzzle::FORMAT;
using puzzle::P;

/// Answers every board of `input` with the function's number, one line each, appended to
/// `out`. Malformed input writes nothing and sets `error` to one line naming the board and the
/// problem.
template <class S>
bool solve(const text::Text& input, text::Text& out, text::Text& error) {
	vec::Vec<input::Cells16> puzzles;
	if (!nested::parse(input, puzzles, error)) {
		return false;
	}
	text::Text text;
	for (vec::Vec<input::Cells16>::size_type k = 0; k < puzzles.size(); ++k) {
		leetcode::Rows rows;
		rows.resize(FORMAT.height);
		for (int cell = 0; cell < P.n; ++cell) {
			rows[cell / FORMAT.width].push_back(puzzles[k].cell[cell]);
		}
		int moves = leetcode::fewest_moves<S>(rows);
		if (moves < 0) {
			text += '-';
		}
		puzzle::push_decimal(text, moves < 0 ? -moves : moves);
		text += '\n';
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
