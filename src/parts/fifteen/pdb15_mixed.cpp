// uses: board15 pdb15 pdb15_build vec

namespace pdb15_mixed {
//! What the Rust twin's `pdb15` has for long searches alone (`idastar15_plan::Tables`), a part of
//! its own in C++ so that a file that must be small (UVa's 40 KB, `idastar15_small`) carries none
//! of it: the 6-6-3 partition, and a heuristic that reads another's lookups after its own.

using board15::CELLS;
using pdb15::Heuristic;
using pdb15::SLOTS;
using pdb15::VIEWS;
using pdb15_build::Tiles;

/// The 6-6-3 partition of Korf & Felner (the heuristic study's first): fewer nodes than the 5-5-5
/// of `PATTERNS` (57.2 M generated on Korf's 100 against 95.7 M, both with the mirror), 32 MB of
/// tables; the search's second databases for long searches (`idastar15_plan::Tables`). A
/// function, so that a file that never reads it is not warned of an unused constant.
inline const Tiles* patterns_663() {
	static const Tiles PATTERNS_663[pdb15::GROUPS] = {{6, {1, 5, 6, 9, 10, 13}},
		{6, {7, 8, 11, 12, 14, 15}}, {3, {2, 3, 4}}};
	return PATTERNS_663;
}

/// `self` with the lookups `which` (`count` of them) of `other` added after its own (as many as
/// there is room for), their tables copied after its own: the Rust twin's
/// `Heuristic::with_views_of`.
inline Heuristic& with_views_of(Heuristic& self, const Heuristic& other, const int* which,
	int count) {
	// Every table has 16^k entries (or none), so `flat` ends on a byte of `packed`.
	const unsigned int offset = static_cast<unsigned int>(self.flat.size());
	for (vec::Vec<unsigned char>::size_type k = 0; k < other.flat.size(); ++k) {
		self.flat.push_back(other.flat[k]);
	}
	for (vec::Vec<unsigned char>::size_type k = 0; k < other.packed.size(); ++k) {
		self.packed.push_back(other.packed[k]);
	}
	for (int k = 0; k < count && self.views < VIEWS; ++k) {
		const int view = which[k];
		if (view >= other.views) {
			continue;
		}
		for (int tile = 0; tile < CELLS; ++tile) {
			self.place[self.views][tile] = other.place[view][tile];
			for (int dir = 0; dir < 4; ++dir) {
				self.slides[self.views][tile][dir] = other.slides[view][tile][dir];
			}
		}
		for (int slot = 0; slot < SLOTS; ++slot) {
			self.start[self.views][slot] = other.start[view][slot] + offset;
		}
		self.views += 1;
	}
	return self;
}
}
