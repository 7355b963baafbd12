// uses: input puzzle text

namespace digits {
//! Puzzles of one token of digits each (`DIGITS`: `123456780`), read by `input`'s loop over the
//! boards with this part's reader; a part of its own, so that only the files of that format
//! carry it.

using input::Cells16;
using input::decimal;
using input::operator+;
using input::shown;
using input::Tokens;
using puzzle::FORMAT;
using puzzle::P;

/// One puzzle written as one token of `n` digits, the format's `blank` the blank's.
inline bool read_digits(const text::Text& token, Cells16& cells, text::Text& error) {
	char blank = FORMAT.cells.blank;
	bool digits = token.size() == static_cast<text::Text::size_type>(P.n);
	for (text::Text::size_type i = 0; i < token.size(); ++i) {
		digits = digits && token[i] >= '0' && token[i] <= '9';
	}
	if (!digits) {
		error = "expected " + decimal(P.n) + " digits (" + blank + " = blank), found '" + shown(token)
			+ "'";
		return false;
	}
	unsigned int seen = 0;
	for (int i = 0; i < P.n; ++i) {
		int tile = token[i] == blank ? 0 : token[i] - '0';
		if (tile >= P.n || (seen & (1u << tile))) {
			error = "'" + token + "' is not a permutation of 0.." + decimal(P.n - 1);
			return false;
		}
		seen |= 1u << tile;
		cells.cell[i] = static_cast<unsigned char>(tile);
	}
	return true;
}

/// `input`'s reader of one puzzle of digits.
struct Reader {
	/// The characters that are tokens of their own: none.
	static const char* marks() {
		return "";
	}

	static bool read(Tokens& tokens, Cells16& cells, text::Text& why) {
		text::Text token;
		tokens.next(token);
		bool read = read_digits(token, cells, why);
		token.release();
		return read;
	}
};
}
