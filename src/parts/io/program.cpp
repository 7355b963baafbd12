// uses: puzzle text
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace program {
//! The program around a driver that reads all of stdin once (`run`, `pair_run`): stdin in, the
//! file's `solve`, stdout out as one buffer, one line on stderr and exit status 1 on an error.

/// The program: stdin in, stdout out, one line on stderr and exit status 1 on an error. The
/// search's tables are left to the operating system, which frees them with the process anyway.
inline int main() {
	text::Text input, out, error;
	char block[1 << 16];
	for (std::size_t got; (got = std::fread(block, 1, sizeof block, stdin)) > 0;) {
		input.append(block, got);
	}
	if (std::ferror(stdin)) {
		std::fprintf(stderr, "%s: cannot read the input: %s\n", puzzle::FORMAT.problem, std::strerror(errno));
		return 1;
	}
	if (!::solve(input, out, error)) {
		std::fprintf(stderr, "%s\n", error.c_str());
		return 1;
	}
	if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size() || std::fflush(stdout) != 0) {
		std::fprintf(stderr, "%s: cannot write the answer: %s\n", puzzle::FORMAT.problem,
			std::strerror(errno));
		return 1;
	}
	return 0;
}
}
