// uses: board puzzle text vec
#include <cstring>

namespace input {
//! Reading puzzles in the problem's format: tokens a cell, or a string of digits a puzzle,
//! counted or running to the end of input, separated by any whitespace (a puzzle may span
//! lines). Every error is one line naming the problem and the puzzle, as the Rust twin writes it.

using board::MAX_CELLS;
using puzzle::FORMAT;
using puzzle::P;

/// A puzzle's cells, row-major, 0 = blank; the first `n` are used.
struct Cells16 {
	unsigned char cell[MAX_CELLS];
};

/// `a` and then `b`.
inline text::Text operator+(const text::Text& a, char b) {
	text::Text sum(a);
	sum += b;
	return sum;
}

/// `value` in decimal.
inline text::Text decimal(unsigned long value) {
	text::Text text;
	puzzle::push_decimal(text, value);
	return text;
}

/// The length of the UTF-8 sequence at `text[i]`, `valid` with its code point `code`, or the
/// length of the broken sequence there that Rust's `from_utf8_lossy` turns into one U+FFFD.
inline text::Text::size_type decode(const text::Text& text, text::Text::size_type i,
		bool& valid, unsigned long& code) {
	unsigned char lead = text[i];
	valid = lead < 0x80;
	code = lead;
	int need = 0;
	unsigned char low = 0x80, high = 0xBF;
	if (lead >= 0xC2 && lead <= 0xDF) {
		need = 1;
	} else if (lead >= 0xE0 && lead <= 0xEF) {
		need = 2;
		low = lead == 0xE0 ? 0xA0 : 0x80;
		high = lead == 0xED ? 0x9F : 0xBF;
	} else if (lead >= 0xF0 && lead <= 0xF4) {
		need = 3;
		low = lead == 0xF0 ? 0x90 : 0x80;
		high = lead == 0xF4 ? 0x8F : 0xBF;
	}
	if (need == 0) {
		return 1;
	}
	code = lead & (0x3F >> need);
	text::Text::size_type length = 1;
	for (int k = 0; k < need; ++k, low = 0x80, high = 0xBF) {
		if (i + length >= text.size()) {
			return length;
		}
		unsigned char byte = text[i + length];
		if (byte < low || byte > high) {
			return length;
		}
		code = code << 6 | (byte & 0x3F);
		++length;
	}
	valid = true;
	return length;
}

/// `token` for a message: at most 20 characters, control characters masked (one line), broken
/// UTF-8 replaced as the Rust twin reads its input.
inline text::Text shown(const text::Text& token) {
	text::Text result;
	text::Text::size_type i = 0;
	for (int chars = 0; i < token.size() && chars < 20; ++chars) {
		bool valid;
		unsigned long code;
		text::Text::size_type length = decode(token, i, valid, code);
		if (!valid) {
			result += "\xEF\xBF\xBD";
		} else if (code < 0x20 || (code >= 0x7F && code <= 0x9F)) {
			result += '?';
		} else {
			result.append(token.data() + i, length);
		}
		i += length;
	}
	return result;
}

/// The tokens of an input: the runs of characters between whitespace (ASCII whitespace and the
/// vertical tab: C's `isspace`, the checker's own set).
class Tokens {
public:
	Tokens(const text::Text& text, text::Text::size_type from, const char* marks)
		: text_(text), at_(from), marks_(marks) {}

	/// Whether a token is left.
	bool more() {
		while (at_ < text_.size() && space(text_[at_])) {
			++at_;
		}
		return at_ < text_.size();
	}

	/// The next token into `token`; false, and `token` empty, at the end of the input.
	bool next(text::Text& token) {
		token.clear();
		if (!more()) {
			return false;
		}
		text::Text::size_type begin = at_;
		if (mark(text_[at_])) {
			++at_;
		} else {
			while (at_ < text_.size() && !space(text_[at_]) && !mark(text_[at_])) {
				++at_;
			}
		}
		token.clear();
		token.append(text_.data() + begin, at_ - begin);
		return true;
	}

private:
	static bool space(char c) {
		return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
	}

	/// Whether `c` is one of the marks, each a token of its own.
	bool mark(char c) const {
		for (const char* m = marks_; *m != 0; ++m) {
			if (*m == c) {
				return true;
			}
		}
		return false;
	}

	const text::Text& text_;
	text::Text::size_type at_;
	const char* marks_;
};

/// The number of puzzles, as Rust reads a `usize`: an optional `+`, then digits, at most
/// 2^64 − 1 (saturated at the largest `unsigned long`: no input holds that many puzzles).
inline bool read_count(const text::Text& token, unsigned long& count) {
	text::Text::size_type i = token.size() > 1 && token[0] == '+' ? 1 : 0;
	if (i == token.size()) {
		return false;
	}
	for (text::Text::size_type j = i; j < token.size(); ++j) {
		if (token[j] < '0' || token[j] > '9') {
			return false;
		}
	}
	while (i + 1 < token.size() && token[i] == '0') {
		++i;
	}
	text::Text digits;
	digits.append(token.data() + i, token.size() - i);
	if (digits.size() > 20 || (digits.size() == 20 && std::strcmp(digits.c_str(), "18446744073709551615") > 0)) {
		return false;
	}
	count = 0;
	const unsigned long most = static_cast<unsigned long>(-1);
	for (i = 0; i < digits.size(); ++i) {
		unsigned long digit = digits[i] - '0';
		count = count > (most - digit) / 10 ? most : count * 10 + digit;
	}
	return true;
}

/// One puzzle of `n` tokens: tile numbers `1..n-1`, or one of `blanks` (ended by a null pointer).
inline bool read_tokens(Tokens& tokens, const char* const* blanks, Cells16& cells,
		text::Text& error) {
	unsigned int seen = 0;
	text::Text token;
	for (int filled = 0; filled < P.n; ++filled) {
		if (!tokens.next(token)) {
			error = "the input ends after " + decimal(filled) + " of its " + decimal(P.n) + " cells";
			return false;
		}
		int tile = -1;
		for (int b = 0; blanks[b] != 0; ++b) {
			if (token.size() == std::strlen(blanks[b]) && std::memcmp(token.data(), blanks[b], token.size()) == 0) {
				tile = 0;
			}
		}
		bool digits = token.size() <= 2 && token[0] >= '1' && token[0] <= '9'
			&& (token.size() == 1 || (token[1] >= '0' && token[1] <= '9'));
		if (tile != 0 && digits) {
			int value = token[0] - '0';
			value = token.size() == 2 ? 10 * value + token[1] - '0' : value;
			tile = value < P.n ? value : -1;
		}
		if (tile < 0) {
			error = "unexpected token '" + shown(token) + "' (expected 1.." + decimal(P.n - 1)
				+ ", or " + blanks[0] + " for the blank)";
			return false;
		}
		if (seen & (1u << tile)) {
			error = (tile == 0 ? text::Text("the blank") : "tile " + decimal(tile)) + " appears twice";
			return false;
		}
		seen |= 1u << tile;
		cells.cell[filled] = static_cast<unsigned char>(tile);
	}
	token.release();
	return true;
}

/// Reads one puzzle of tokens, a cell each: `input`'s reader for the formats of tokens (the
/// other formats' readers are parts of their own, `digits`, `chars`, `nested`, which only their
/// files carry; a driver takes the file's reader as `R`).
struct Reader {
	/// The characters that are tokens of their own: none.
	static const char* marks() {
		return "";
	}

	/// The next puzzle into `cells`; false, with the reason in `why`, if it is malformed.
	static bool read(Tokens& tokens, Cells16& cells, text::Text& why) {
		return read_tokens(tokens, FORMAT.cells.blanks, cells, why);
	}
};

template <class R>
bool read_boards(const text::Text& text, vec::Vec<Cells16>::size_type per_puzzle,
		vec::Vec<Cells16>& puzzles, text::Text& error) {
	const text::Text name = FORMAT.problem;
	// A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
	Tokens tokens(text, text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0 ? 3 : 0,
		R::marks());
	text::Text token;
	unsigned long count = 0;
	if (FORMAT.counted) {
		if (!tokens.next(token)) {
			error = name + ": the input is empty: expected the number of puzzles";
			return false;
		}
		if (!read_count(token, count)) {
			error = name + ": the number of puzzles '" + shown(token) + "' is not a number";
			return false;
		}
	}
	while (FORMAT.counted ? puzzles.size() / per_puzzle < count
			: tokens.more() || puzzles.size() % per_puzzle != 0) {
		Cells16 cells = {{0}};
		text::Text why;
		if (!R::read(tokens, cells, why)) {
			error = name + ": puzzle " + decimal(puzzles.size() / per_puzzle + 1) + ": " + why;
			return false;
		}
		puzzles.push_back(cells);
	}
	if (FORMAT.counted && tokens.next(token)) {
		error = name + ": puzzle " + decimal(count + 1) + ": unexpected '" + shown(token)
			+ "' after the " + decimal(count) + " announced puzzles";
		return false;
	}
	if (puzzles.empty() && !FORMAT.counted) {
		error = name + ": puzzle 1: the input holds no puzzle";
		return false;
	}
	return true;
}

/// The puzzles of `text` into `puzzles`, each read by `R`; false, with one line in `error`, if
/// it is malformed.
template <class R>
bool parse(const text::Text& text, vec::Vec<Cells16>& puzzles, text::Text& error) {
	return read_boards<R>(text, 1, puzzles, error);
}

/// The puzzles of `text` that give their own goal (`goal_given`): start and goal, one after the
/// other, into `boards`; false, with one line in `error`, if it is malformed.
template <class R>
bool parse_with_goals(const text::Text& text, vec::Vec<Cells16>& boards, text::Text& error) {
	return read_boards<R>(text, 2, boards, error);
}
}
