// uses: text vec
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace scan {
//! A streaming reader of unsigned decimal tokens: it reads its source in 64 KiB blocks, so a
//! 70 MB input costs one block of memory, and it touches every byte once (no `strtoul`, no token
//! strings). Any ASCII whitespace separates tokens; anything else that is not a digit is an
//! error naming the token's position.

/// The block size of each read.
const std::size_t BLOCK = 1 << 16;

/// Whether `c` separates tokens: ASCII whitespace, the vertical tab too.
inline bool space(unsigned char c) {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

class Scanner {
public:
	/// How many tokens were read so far, for messages.
	unsigned long tokens;

	explicit Scanner(std::FILE* source) : tokens(0), source_(source), block_(BLOCK), pos_(0),
		len_(0) {}

	/// The next token as a number in `value` (`found`), or none at the end of the input; false
	/// and `error` set for a token that is not a plain unsigned decimal below 2^32. The inner
	/// loops run over the block in place.
	bool next_u32(bool& found, unsigned long& value, text::Text& error) {
		found = false;
		for (;;) {
			while (pos_ < len_ && space(block_[pos_])) {
				++pos_;
			}
			if (pos_ < len_) {
				break;
			}
			if (!refill(error)) {
				return false;
			}
			if (len_ == 0) {
				return true;
			}
		}
		++tokens;
		// Digits are summed while the value fits 32 bits (so in any `unsigned long`); the
		// token's length and value are checked once at its end.
		unsigned long digits = 0;
		bool large = false;
		value = 0;
		for (;;) {
			while (pos_ < len_) {
				unsigned int d = static_cast<unsigned char>(block_[pos_] - '0');
				if (d >= 10) {
					break;
				}
				if (value > 429496729UL || (value == 429496729UL && d > 5)) {
					large = true;
				} else {
					value = value * 10 + d;
				}
				++digits;
				++pos_;
			}
			if (pos_ < len_) {
				break;
			}
			if (!refill(error)) {
				return false;
			}
			if (len_ == 0) {
				break;
			}
		}
		char message[96];
		if (pos_ < len_ && !space(block_[pos_])) {
			std::sprintf(message, "token %lu is not a number (byte 0x%02x)", tokens,
				static_cast<unsigned int>(block_[pos_]));
			error = message;
			return false;
		}
		if (digits > 10 || large) {
			std::sprintf(message, "token %lu is too large", tokens);
			error = message;
			return false;
		}
		found = true;
		return true;
	}

	/// The next number in `value`, with `what` named in the error when the input ends first.
	bool expect_u32(const char* what, unsigned long& value, text::Text& error) {
		bool found = false;
		if (!next_u32(found, value, error)) {
			return false;
		}
		if (!found) {
			error = text::Text("the input ends where ") + what + " was expected";
		}
		return found;
	}

private:
	std::FILE* source_;
	vec::Vec<unsigned char> block_;
	std::size_t pos_;
	std::size_t len_;

	/// Reads the next block (`len_` 0 at the end of the input); false when the read fails.
	bool refill(text::Text& error) {
		pos_ = 0;
		len_ = std::fread(&block_[0], 1, BLOCK, source_);
		if (len_ == 0 && std::ferror(source_)) {
			error = text::Text("cannot read the input: ") + std::strerror(errno);
			return false;
		}
		return true;
	}
};
}
