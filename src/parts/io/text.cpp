// uses: vec
#include <cstring>

namespace text {
//! `std::string` without libstdc++: a `vec::Vec<char>` (no destructor: see `vec`) that is made
//! from, given and appended C strings, `+=` and `+`, with `data` and `c_str`.
class Text : public vec::Vec<char> {
public:
	Text() {}
	Text(const char* s) {
		*this += s;
	}
	Text& operator=(const char* s) {
		clear();
		return *this += s;
	}

	const char* data() const { return begin(); }
	/// The text and a zero byte after it.
	const char* c_str() const {
		Text& self = const_cast<Text&>(*this);
		self.push_back(0);
		self.pop_back();
		return data();
	}

	Text& append(const char* s, size_type n) {
		for (size_type k = 0; k < n; ++k) {
			push_back(s[k]);
		}
		return *this;
	}
	Text& operator+=(const Text& t) { return append(t.data(), t.size()); }
	Text& operator+=(const char* s) { return append(s, std::strlen(s)); }
	Text& operator+=(char c) { return append(&c, 1); }
};

inline Text operator+(const Text& a, const Text& b) {
	Text sum(a);
	sum += b;
	return sum;
}
}
