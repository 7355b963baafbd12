// uses: board puzzle
#include <cstring>
#include <string>
#include <vector>

namespace input {
//! Reading puzzles in the problem's format: tokens a cell, a string of digits a puzzle or an
//! array of rows (`[[1,2,3],[4,0,5]]`), counted or running to the end of input, separated by any
//! whitespace (a puzzle may span lines). Every error is one line naming the problem and the puzzle, as the Rust twin writes it.

using board::MAX_CELLS;
using puzzle::FORMAT;
using puzzle::P;

/// A puzzle's cells, row-major, 0 = blank; the first `n` are used.
struct Cells16 {
	unsigned char cell[MAX_CELLS];
};

/// `value` in decimal.
inline std::string decimal(unsigned long value) {
	std::string text;
	puzzle::push_decimal(text, value);
	return text;
}

/// The length of the UTF-8 sequence at `text[i]`, `valid` with its code point `code`, or the
/// length of the broken sequence there that Rust's `from_utf8_lossy` turns into one U+FFFD.
inline std::string::size_type decode(const std::string& text, std::string::size_type i,
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
	std::string::size_type length = 1;
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
inline std::string shown(const std::string& token) {
	std::string result;
	std::string::size_type i = 0;
	for (int chars = 0; i < token.size() && chars < 20; ++chars) {
		bool valid;
		unsigned long code;
		std::string::size_type length = decode(token, i, valid, code);
		if (!valid) {
			result += "\xEF\xBF\xBD";
		} else if (code < 0x20 || (code >= 0x7F && code <= 0x9F)) {
			result += '?';
		} else {
			result.append(token, i, length);
		}
		i += length;
	}
	return result;
}

/// The tokens of an input: the runs of characters between whitespace (ASCII whitespace and the
/// vertical tab: C's `isspace`, the checker's own set), each character of `marks` a token of
/// its own.
class Tokens {
public:
	Tokens(const std::string& text, std::string::size_type from, const char* marks)
		: text_(text), at_(from), marks_(marks) {}

	/// Whether a token is left.
	bool more() {
		while (at_ < text_.size() && space(text_[at_])) {
			++at_;
		}
		return at_ < text_.size();
	}

	/// The next token into `token`; false, and `token` empty, at the end of the input.
	bool next(std::string& token) {
		token.clear();
		if (!more()) {
			return false;
		}
		std::string::size_type begin = at_;
		if (mark(text_[at_])) {
			++at_;
		} else {
			while (at_ < text_.size() && !space(text_[at_]) && !mark(text_[at_])) {
				++at_;
			}
		}
		token.assign(text_, begin, at_ - begin);
		return true;
	}

private:
	static bool space(char c) {
		return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
	}

	bool mark(char c) const {
		return c != 0 && std::strchr(marks_, c) != 0;
	}

	const std::string& text_;
	std::string::size_type at_;
	const char* marks_;
};

/// The number of puzzles, as Rust reads a `usize`: an optional `+`, then digits, at most
/// 2^64 − 1 (saturated at the largest `unsigned long`: no input holds that many puzzles).
inline bool read_count(const std::string& token, unsigned long& count) {
	std::string::size_type i = token.size() > 1 && token[0] == '+' ? 1 : 0;
	if (i == token.size()) {
		return false;
	}
	for (std::string::size_type j = i; j < token.size(); ++j) {
		if (token[j] < '0' || token[j] > '9') {
			return false;
		}
	}
	while (i + 1 < token.size() && token[i] == '0') {
		++i;
	}
	std::string digits = token.substr(i);
	if (digits.size() > 20 || (digits.size() == 20 && digits > "18446744073709551615")) {
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
		std::string& error) {
	unsigned int seen = 0;
	std::string token;
	for (int filled = 0; filled < P.n; ++filled) {
		if (!tokens.next(token)) {
			error = "the input ends after " + decimal(filled) + " of its " + decimal(P.n) + " cells";
			return false;
		}
		int tile = -1;
		for (int b = 0; blanks[b] != 0; ++b) {
			if (token == blanks[b]) {
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
			error = (tile == 0 ? std::string("the blank") : "tile " + decimal(tile)) + " appears twice";
			return false;
		}
		seen |= 1u << tile;
		cells.cell[filled] = static_cast<unsigned char>(tile);
	}
	return true;
}

/// One puzzle written as one token of `n` digits, the format's `blank` the blank's.
inline bool read_digits(const std::string& token, Cells16& cells, std::string& error) {
	char blank = FORMAT.cells.blank;
	bool digits = token.size() == static_cast<std::string::size_type>(P.n);
	for (std::string::size_type i = 0; i < token.size(); ++i) {
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

/// The next tokens are `want`, one character each.
inline bool expect(Tokens& tokens, const char* want, std::string& error) {
	std::string token;
	for (; *want != 0; ++want) {
		if (!tokens.next(token)) {
			error = std::string("the input ends where '") + *want + "' belongs";
			return false;
		}
		if (token != std::string(1, *want)) {
			error = std::string("expected '") + *want + "', found '" + shown(token) + "'";
			return false;
		}
	}
	return true;
}

/// One puzzle written as an array of rows, `[[1,2,3],[4,0,5]]`: the brackets and commas
/// checked, the numbers read as the tokens of a puzzle (`0` the blank).
inline bool read_nested(Tokens& tokens, Cells16& cells, std::string& error) {
	static const char* const ZERO[] = {"0", 0};
	std::string numbers, token;
	if (!expect(tokens, "[", error)) {
		return false;
	}
	for (int row = 0; row < FORMAT.height; ++row) {
		if (!expect(tokens, row == 0 ? "[" : ",[", error)) {
			return false;
		}
		for (int col = 0; col < FORMAT.width; ++col) {
			if (col > 0 && !expect(tokens, ",", error)) {
				return false;
			}
			// A number is no mark and holds no space: the numbers as a text of their own give
			// the same tokens (the input's end is met by the next mark expected).
			tokens.next(token);
			numbers += token + " ";
		}
		if (!expect(tokens, "]", error)) {
			return false;
		}
	}
	if (!expect(tokens, "]", error)) {
		return false;
	}
	Tokens listed(numbers, 0, "");
	return read_tokens(listed, ZERO, cells, error);
}

/// The length in bytes of `token` as the Rust twin reads it: broken UTF-8 replaced, each broken
/// sequence by the three bytes of U+FFFD.
inline std::string::size_type rust_length(const std::string& token) {
	std::string::size_type length = 0;
	for (std::string::size_type i = 0; i < token.size();) {
		bool valid;
		unsigned long code;
		std::string::size_type bytes = decode(token, i, valid, code);
		length += valid ? bytes : 3;
		i += bytes;
	}
	return length;
}

/// One puzzle of `n` characters, tile k written `tiles[k - 1]` and the blank `blank`,
/// whitespace anywhere between them (a puzzle may span tokens, but a token no two puzzles).
inline bool read_chars(Tokens& tokens, Cells16& cells, std::string& error) {
	const std::string tiles = FORMAT.cells.tiles;
	const char blank = FORMAT.cells.blank;
	const std::string::size_type n = P.n;
	std::string::size_type filled = 0;
	unsigned int seen = 0;
	std::string token;
	while (filled < n) {
		if (!tokens.next(token)) {
			error = "the input ends after " + decimal(filled) + " of its " + decimal(n) + " cells";
			return false;
		}
		if (filled + rust_length(token) > n) {
			error = "'" + shown(token) + "' runs past the puzzle's " + decimal(n) + " characters";
			return false;
		}
		for (std::string::size_type i = 0; i < token.size(); ++i) {
			std::string::size_type k = tiles.find(token[i]);
			std::string::size_type tile = token[i] == blank ? 0
				: k != std::string::npos && k + 1 < n ? k + 1 : n;
			if (tile == n) {
				error = "cell " + decimal(filled + 1) + ": '" + shown(std::string(1, token[i]))
					+ "' is no tile (" + tiles.substr(0, n - 1) + " or " + blank + " for the blank)";
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
	return true;
}

/// The boards of `text` into `boards`, `per_puzzle` of them a puzzle; false, with one line in
/// `error`, if it is malformed.
inline bool read_boards(const std::string& text, std::vector<Cells16>::size_type per_puzzle,
		std::vector<Cells16>& puzzles, std::string& error) {
	const std::string name = FORMAT.problem;
	// A UTF-8 byte-order mark, as some editors save one, is not part of the first token.
	const bool nested = FORMAT.cells.kind == puzzle::NESTED;
	Tokens tokens(text, text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0, nested ? "[]," : "");
	std::string token;
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
		std::string why;
		if (FORMAT.cells.kind == puzzle::TOKENS) {
			read = read_tokens(tokens, FORMAT.cells.blanks, cells, why);
		} else if (nested) {
			read = read_nested(tokens, cells, why);
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
inline bool parse(const std::string& text, std::vector<Cells16>& puzzles, std::string& error) {
	return read_boards(text, 1, puzzles, error);
}

/// The puzzles of `text` that give their own goal (`goal_given`): start and goal, one after the
/// other, into `boards`; false, with one line in `error`, if it is malformed.
inline bool parse_with_goals(const std::string& text, std::vector<Cells16>& boards,
		std::string& error) {
	return read_boards(text, 2, boards, error);
}
}
