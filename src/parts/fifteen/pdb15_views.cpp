// uses: board15 pdb15_build vec
#include <algorithm>

namespace pdb15_views {
//! The lookups one set of pattern tables gives on the 4×4 board (`pdb15`): a table counts the
//! moves of its tiles with the blank anywhere, so rotated or reflected it is the table of the
//! tiles whose homes are the images of its tiles' homes, provided the blank's goal cell stays
//! in the free region of the goal (the lookup then counts moves that end with the blank in
//! another corner, but reach the goal's placement). Every partition of the 15 tiles into such
//! images is a further additive lower bound from the same tables: the 5-5-5 partition
//! (`pdb15::PATTERNS`) has four (itself, its mirror about the main diagonal, and the mirror pair
//! of {1 2 5 6 9}, {3 4 7 8 12}, {10 11 13 14 15}), the 6-6-3 two.

using board15::CELLS;
using board15::SIDE;
using pdb15_build::home;
using pdb15_build::Tiles;

/// The cells of the tiles, as a bit mask (bit c: the tile whose home is cell c).
const unsigned int TILE_CELLS = (1u << (CELLS - 1)) - 1;

/// The 8 symmetries of the square, by number: `number % 4` quarter turns clockwise, then the
/// mirror about the main diagonal when `number >= 4`. Number 0 is the identity and 4 the mirror.
inline int symmetry(int number, int cell) {
	int row = cell / SIDE, col = cell % SIDE;
	for (int turn = 0; turn < number % 4; ++turn) {
		const int turned = SIDE - 1 - row;
		row = col;
		col = turned;
	}
	if (number >= 4) {
		std::swap(row, col);
	}
	return row * SIDE + col;
}

/// The number of the mirror about the main diagonal (see `symmetry`).
enum { MIRROR = 4 };

/// The cell that the symmetry `number` takes to `cell`.
inline int inverse(int number, int cell) {
	for (int from = 0; from < CELLS; ++from) {
		if (symmetry(number, from) == cell) {
			return from;
		}
	}
	return cell;
}

/// One pattern of a view: the tiles whose homes are the image of the homes of the table's
/// pattern `table` under the symmetry `symmetry`.
struct Image {
	/// The homes of its tiles, as a bit mask.
	unsigned int cells;
	int table;
	int symmetry;
};

/// A partition of the tiles into images of the tables' patterns (one a pattern, in any order).
typedef vec::Vec<Image> View;

/// The cells of a pattern's homes, as a bit mask.
inline unsigned int homes(const Tiles& tiles) {
	unsigned int mask = 0;
	for (int k = 0; k < tiles.n; ++k) {
		mask |= 1u << home(tiles.tile[k]);
	}
	return mask;
}

/// The image of the cells `cells` (a bit mask) under the symmetry `number`.
inline unsigned int moved(int number, unsigned int cells) {
	unsigned int mask = 0;
	for (int cell = 0; cell < CELLS; ++cell) {
		mask |= cells >> cell & 1 ? 1u << symmetry(number, cell) : 0;
	}
	return mask;
}

/// The images that are lower bounds: a tile's home never the blank's, and the blank's goal cell
/// taken back by the symmetry in the blank's region of the table's goal. Each set of homes
/// once, by its first (table, symmetry).
inline View images(const Tiles* patterns, int count) {
	const int blank = home(0);
	View found;
	for (int table = 0; table < count; ++table) {
		const unsigned int cells = homes(patterns[table]);
		const unsigned int region = pdb15_build::flood(blank, ~cells & ((1u << CELLS) - 1));
		for (int number = 0; number < 8; ++number) {
			const unsigned int image = moved(number, cells);
			bool fits = (image & ~TILE_CELLS) == 0 && (region >> inverse(number, blank) & 1) != 0;
			for (View::size_type k = 0; k < found.size(); ++k) {
				fits = fits && found[k].cells != image;
			}
			if (fits) {
				const Image next = {image, table, number};
				found.push_back(next);
			}
		}
	}
	return found;
}

/// Adds to `found` every way to cover the tiles left after `covered` with `left` images from
/// `images[from..]`, disjoint.
inline void partitions(const View& images, View::size_type from, unsigned int covered, int left,
	View& chosen, vec::Vec<View>& found) {
	if (left == 0) {
		if (covered == TILE_CELLS) {
			found.push_back(chosen);
		}
		return;
	}
	for (View::size_type number = from; number < images.size(); ++number) {
		if ((images[number].cells & covered) == 0) {
			chosen.push_back(images[number]);
			partitions(images, number + 1, covered | images[number].cells, left - 1, chosen, found);
			chosen.pop_back();
		}
	}
}

/// Whether every pattern of `view` is the image of one of `patterns` under the symmetry
/// `number`: then the two partitions are one (the Rust twin compares their sorted masks).
inline bool is_image(const View& view, const Tiles* patterns, int count, int number) {
	bool every = true;
	for (View::size_type k = 0; k < view.size(); ++k) {
		bool found = false;
		for (int table = 0; table < count; ++table) {
			found = found || moved(number, homes(patterns[table])) == view[k].cells;
		}
		every = every && found;
	}
	return every;
}

/// Every partition of the tiles into as many images as `patterns` has patterns: `patterns`
/// itself first, then its mirror about the main diagonal (when it is another partition), then
/// the others in the order found. At most `most`.
inline vec::Vec<View> views(const Tiles* patterns, int count, int most) {
	vec::Vec<View> found, sorted;
	View chosen;
	partitions(images(patterns, count), 0, 0, count, chosen, found);
	// A stable sort by the key 0 (the identity), 1 (the mirror), 2 (the others).
	for (int key = 0; key < 3; ++key) {
		for (vec::Vec<View>::size_type k = 0; k < found.size(); ++k) {
			const bool identity = is_image(found[k], patterns, count, 0);
			const bool mirror = is_image(found[k], patterns, count, MIRROR);
			if ((identity ? 0 : mirror ? 1 : 2) == key) {
				sorted.push_back(found[k]);
			}
		}
	}
	if (sorted.size() > static_cast<vec::Vec<View>::size_type>(most)) {
		sorted.resize(most);
	}
	return sorted;
}
}
