// uses: input puzzle text

namespace chars {
//! Puzzles of one character a cell (`CHARS`: HDU 3567's `12X453786`, Kattis's letters), read by
//! `input`'s loop over the boards with this part's reader; a part of its own, so that only the
//! files of that format carry it.

using input::Cells16;
using input::decimal;
using input::operator+;
using input::decode;
using input::shown;
using input::Tokens;
using puzzle::FORMAT;
using puzzle::P;

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

/// `input`'s reader of one puzzle of characters.
struct Reader {
	/// The characters that are tokens of their own: none.
	static const char* marks() {
		return "";
	}

	static bool read(Tokens& tokens, Cells16& cells, text::Text& why) {
		return read_chars(tokens, cells, why);
	}
};
}
