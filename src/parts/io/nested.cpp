// uses: input puzzle text vec

namespace nested {
//! Boards written as LeetCode hands them, an array of rows (`[[1,2,3],[4,0,5]]`, `NESTED`):
//! brackets and commas are tokens of their own, any whitespace may stand between tokens. Read by
//! `input`'s loop over the boards (counted or to the end, its errors) with this part's reader;
//! a part of its own, so that only LeetCode's file carries it.

using input::Cells16;
using input::Tokens;
using puzzle::FORMAT;

/// The next tokens are `want`, one character each.
inline bool expect(Tokens& tokens, const char* want, text::Text& error) {
	text::Text token;
	bool found = true;
	for (; found && *want != 0; ++want) {
		const char mark[2] = {*want, 0};
		if (!tokens.next(token)) {
			error = text::Text("the input ends where '") + mark + "' belongs";
			found = false;
		} else if (token.size() != 1 || token[0] != *want) {
			error = text::Text("expected '") + mark + "', found '" + input::shown(token) + "'";
			found = false;
		}
	}
	token.release();
	return found;
}

/// One puzzle written as an array of rows: the brackets and commas checked, the numbers read as
/// the tokens of a puzzle (`0` the blank).
inline bool read_nested(Tokens& tokens, Cells16& cells, text::Text& error) {
	static const char* const ZERO[] = {"0", 0};
	text::Text numbers, token;
	bool read = expect(tokens, "[", error);
	for (int row = 0; read && row < FORMAT.height; ++row) {
		read = expect(tokens, row == 0 ? "[" : ",[", error);
		for (int col = 0; read && col < FORMAT.width; ++col) {
			read = col == 0 || expect(tokens, ",", error);
			// A number is no mark and holds no space: the numbers as a text of their own give
			// the same tokens (the input's end is met by the next mark expected).
			if (read) {
				tokens.next(token);
				numbers += token;
				numbers += ' ';
			}
		}
		read = read && expect(tokens, "]", error);
	}
	read = read && expect(tokens, "]", error);
	if (read) {
		Tokens listed(numbers, 0, "");
		read = input::read_tokens(listed, ZERO, cells, error);
	}
	numbers.release();
	token.release();
	return read;
}

/// `input`'s reader of one nested puzzle.
struct Reader {
	/// The characters that are tokens of their own.
	static const char* marks() {
		return "[],";
	}

	static bool read(Tokens& tokens, Cells16& cells, text::Text& why) {
		return read_nested(tokens, cells, why);
	}
};

/// The puzzles of `text` into `puzzles`; false, with one line in `error`, if it is malformed.
inline bool parse(const text::Text& text, vec::Vec<Cells16>& puzzles, text::Text& error) {
	return input::read_boards<Reader>(text, 1, puzzles, error);
}
}
