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
	Tokens(const text::Text& text, text::Text::size_type from) : text_(text), at_(from) {}

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
		while (at_ < text_.size() && !space(text_[at_])) {
			++at_;
		}
		token.clear();
		token.append(text_.data() + begin, at_ - begin);
		return true;
	}

private:
	static bool space(char c) {
		return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
	}

	const text::Text& text_;
	text::Text::size_type at_;
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

/// One puzzle of `n` tokens: tile numbers `1..n-1`, or one of `blanks`.
inline bool read_tokens(Tokens& tokens, Cells16& cells, text::Text& error) {
	const char* const* blanks = FORMAT.cells.blanks;
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

/// The length in bytes of `token` as the Rust twin reads it: broken UTF-8 replaced, each broken
/// sequence by the three bytes of U+FFFD.
inline text::Text::size_type rust_length(const text::Text& token) {
	text::Text::size_type length = 0;
	for (text::Text::size_type i = 0; i < token.size();) {
		bool valid;
		unsigned long code;
		text::Text::size_type bytes = decode(token, i, valid, code);
		length += valid ? bytes : 3;
		i += bytes;
	}
	return length;
}

/// Where `c` first stands in the C string `s`, or its length (where the zero byte stands).
inline text::Text::size_type index_in(const char* s, char c) {
	text::Text::size_type k = 0;
	while (s[k] != 0 && s[k] != c) {
		++k;
	}
	return k;
}

/// One puzzle of `n` characters, tile k written `tiles[k - 1]` and the blank `blank`,
/// whitespace anywhere between them (a puzzle may span tokens, but a token no two puzzles).
inline bool read_chars(Tokens& tokens, Cells16& cells, text::Text& error) {
	const char* const tiles = FORMAT.cells.tiles;
	const char blank = FORMAT.cells.blank;
	const text::Text::size_type n = P.n;
	text::Text::size_type filled = 0;
	unsigned int seen = 0;
	text::Text token;
	while (filled < n) {
		if (!tokens.next(token)) {
			error = "the input ends after " + decimal(filled) + " of its " + decimal(n) + " cells";
			return false;
		}
		if (filled + rust_length(token) > n) {
			error = "'" + shown(token) + "' runs past the puzzle's " + decimal(n) + " characters";
			return false;
		}
		for (text::Text::size_type i = 0; i < token.size(); ++i) {
			text::Text::size_type k = index_in(tiles, token[i]);
			text::Text::size_type tile = token[i] == blank ? 0
				: tiles[k] != 0 && k + 1 < n ? k + 1 : n;
			if (tile == n) {
				text::Text cell, names;
				cell += token[i];
				names.append(tiles, index_in(tiles, 0) < n - 1 ? index_in(tiles, 0) : n - 1);
				error = "cell " + decimal(filled + 1) + ": '" + shown(cell) + "' is no tile (" + names
					+ " or " + blank + " for the blank)";
				return false;
			}
			if (seen & (1u << tile)) {
				error = "cell " + decimal(filled + 1) + ": '" + token[i] + "' appears twice";
				return false;
			}
			seen |= 1u << tile;
			cells.cell[filled++] = static_cast<unsigned char>(tile);
		}
	}
	token.release();
	return true;
}

/// The boards of `text` into `boards`, `per_puzzle` of them a puzzle; false, with one line in
/// `error`, if it is malformed.
inline bool read_boards(const text::Text& text, vec::Vec<Cells16>::size_type per_puzzle,
		vec::Vec<Cells16>& puzzles, text::Text& error) {
	const text::Text name = FORMAT.problem;
	// A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
	Tokens tokens(text, text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0 ? 3 : 0);
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
		bool read;
		text::Text why;
		if (FORMAT.cells.kind == puzzle::TOKENS) {
			read = read_tokens(tokens, cells, why);
		} else if (FORMAT.cells.kind == puzzle::CHARS) {
			read = read_chars(tokens, cells, why);
		} else {
			tokens.next(token);
			read = read_digits(token, cells, why);
		}
		if (!read) {
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

/// The puzzles of `text` into `puzzles`; false, with one line in `error`, if it is malformed.
inline bool parse(const text::Text& text, vec::Vec<Cells16>& puzzles, text::Text& error) {
	return read_boards(text, 1, puzzles, error);
}

/// The puzzles of `text` that give their own goal (`goal_given`): start and goal, one after the
/// other, into `boards`; false, with one line in `error`, if it is malformed.
inline bool parse_with_goals(const text::Text& text, vec::Vec<Cells16>& boards,
		text::Text& error) {
	return read_boards(text, 2, boards, error);
}
}
