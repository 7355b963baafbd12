// uses: board15 packed15 pdb15_build pdb15_views vec
#include <cstdlib>

namespace pdb15 {
//! The additive 5-5-5 disjoint pattern databases of Korf & Felner for the 4×4 board (`board15`),
//! built at start-up by BFS over the abstract space, max with the same tables read for three
//! more partitions (`pdb15_views`): the board mirrored about the main diagonal, and two partitions
//! of rotated and reflected patterns (26% fewer nodes on Korf's 100 than with the mirror alone).
//! A `Node` keeps a board and its lookups in a few words, updated per move by a shift, an
//! addition and one table read a lookup (the tables read mod 16, `Heuristic::packed`). The one
//! 4×4 heuristic of the parts (`idastar15`, `astar15`, `greedy15`, `idastar15_ordered`); the same
//! code with the 6-6-3 partition (`pdb15_mixed`: two lookups, and the 5-5-5 tables' first two
//! after them) serves long searches (`idastar15_plan::Tables`).

using board15::Board;
using board15::CELLS;
using board15::SIDE;
using pdb15_build::home;
using pdb15_build::Tiles;

/// Tiles of each pattern. Every tile is in exactly one, so the three lookups add up to a lower
/// bound: a move moves one tile and is counted by one pattern only.
const int GROUPS = 3;
const Tiles PATTERNS[GROUPS] = {{5, {1, 5, 6, 9, 10}}, {5, {2, 3, 4, 7, 8}},
	{5, {11, 12, 13, 14, 15}}};

/// Room for the patterns in a node: a power of two, so that a pattern number masked by
/// `SLOTS - 1` stays in the node (the entries past GROUPS stay 0).
const int SLOTS = 4;

/// What a move of the blank does to one pattern's lookup when a given tile slides.
struct Slide {
	/// Added to the pattern's index (the tile's nibble changes by the cells it moves).
	unsigned int delta;
	/// The tile's pattern.
	unsigned int group;
};

/// How many lookups a node keeps at most (`pdb15_views`): the partition's own, its mirror's, and
/// for the 5-5-5 partition two more, all from the same tables.
const int VIEWS = 4;

/// One lookup of a node: the sum of its patterns' values and where each is read.
struct Lookup {
	/// The sum of the patterns' values.
	unsigned int h;
	/// Where each pattern is looked up in `flat`: its table's start plus its tiles' cells, 4 bits
	/// each, the first tile lowest (the cells seen through the pattern's symmetry, `pdb15_views`).
	unsigned int index[SLOTS];
	/// What each pattern's lookup gave, mod 16: a move changes a pattern's value by -7..=7 (the
	/// least over the blank's regions, not always ±1; tests/fifteen_pdb.rs checks every move of
	/// the 5-5-5 and 6-6-3 partitions), so the packed entry of the child tells the change.
	unsigned char value[SLOTS];
};

/// A board with its lookups: a move changes one tile, so one pattern's index and value in each
/// lookup. Small enough to be copied for each child, so that nothing is undone on the way back.
struct Node {
	/// The board packed as `packed15::pack`: the tile of cell `c` in bits `4c..4c + 4`.
	packed15::Key board;
	/// The lookups of the heuristic's views, in its order (those past `Heuristic::views` unused).
	/// The heuristic is their greatest h; the first is 0 only at the goal.
	Lookup views[VIEWS];
};

/// One lookup once a tile slid (`Heuristic::slid`): its pattern, that pattern's index and value,
/// and the new h.
struct Slid {
	unsigned int group;
	unsigned int index;
	unsigned char value;
	unsigned int h;
};

/// Per view and tile (the blank's unused): the tile's pattern in the view, and what the tile
/// adds to that pattern's index in each cell.
struct Place {
	unsigned int group;
	unsigned int cells[CELLS];
};

/// The change of a moving tile's cell (from the cell the blank moves to into the blank's cell)
/// for each direction of the blank (`board15::step`), as a pair of cells.
const int CELL_CHANGE[4][2] = {{0, 1}, {1, 0}, {0, SIDE}, {SIDE, 0}};

/// The pattern tables and what a move does to each lookup of a node, per tile and direction of
/// the blank.
struct Heuristic {
	/// The tables one after the other.
	vec::Vec<unsigned char> flat;
	/// The same entries mod 16, two a byte (the first in the low half): what the search reads
	/// (`slid`), in half the cache lines.
	vec::Vec<unsigned char> packed;
	/// How many lookups are kept (1 to `VIEWS`).
	int views;
	/// Per pattern: where its table starts in `flat`.
	unsigned int base[SLOTS];
	/// Per view, tile and direction of the blank (the tile moves the other way).
	Slide slides[VIEWS][CELLS][4];
	/// Per view and pattern of the view: where its table starts in `flat`.
	unsigned int start[VIEWS][SLOTS];
	Place place[VIEWS][CELLS];

	/// Builds every pattern in turn (the Rust twin builds each on its own thread), and keeps up
	/// to `views` lookups of its tables (1: the partition's own; 2: with its mirror; `VIEWS`:
	/// every one `pdb15_views` finds). Every tile is in exactly one pattern.
	Heuristic(const Tiles* patterns, int views_kept)
		: views(0), base(), slides(), start(), place() {
		build(patterns, views_kept);
	}

	/// The same in a buffer of its own (`calloc`: no `new`, which is libstdc++'s), kept to the
	/// end of the process.
	static Heuristic* made(const Tiles* patterns, int views_kept) {
		Heuristic* heuristic = static_cast<Heuristic*>(std::calloc(1, sizeof(Heuristic)));
		if (!heuristic) {
			std::abort();
		}
		heuristic->build(patterns, views_kept);
		return heuristic;
	}

	/// The same, on zeros (`made`).
	void build(const Tiles* patterns, int views_kept) {
		for (int number = 0; number < GROUPS; ++number) {
			vec::Vec<unsigned char> table;
			pdb15_build::build_pattern(patterns[number], table);
			base[number] = static_cast<unsigned int>(flat.size());
			// Each table packed two entries a byte (a table has 16^k entries: its packed bytes
			// follow the last table's without a shared byte).
			for (vec::Vec<unsigned char>::size_type k = 0; k < table.size(); k += 2) {
				const unsigned char high = k + 1 < table.size() ? table[k + 1] << 4 : 0;
				packed.push_back(static_cast<unsigned char>((table[k] & 15) | high));
			}
			for (vec::Vec<unsigned char>::size_type k = 0; k < table.size(); ++k) {
				flat.push_back(table[k]);
			}
			table.release();
		}
		const int most = views_kept < 1 ? 1 : views_kept > VIEWS ? VIEWS : views_kept;
		const vec::Vec<pdb15_views::View> found = pdb15_views::views(patterns, GROUPS, most);
		for (vec::Vec<pdb15_views::View>::size_type k = 0; k < found.size(); ++k) {
			add_view(patterns, found[k]);
		}
	}

	/// Keeps the lookup of `view`: each of its patterns read in its table through its symmetry.
	void add_view(const Tiles* patterns, const pdb15_views::View& view) {
		const int number = views;
		for (pdb15_views::View::size_type group = 0; group < view.size(); ++group) {
			const pdb15_views::Image& image = view[group];
			start[number][group] = base[image.table];
			for (int tile = 1; tile < CELLS; ++tile) {
				if ((image.cells >> home(tile) & 1) == 0) {
					continue;
				}
				// The table's tile whose home the symmetry takes to this tile's home.
				const int table_home = back(image, home(tile));
				const Tiles& tiles = patterns[image.table];
				int slot = 0;
				while (slot < tiles.n && home(tiles.tile[slot]) != table_home) {
					++slot;
				}
				const unsigned int shift = 4 * (slot < tiles.n ? slot : 0);
				place[number][tile].group = static_cast<unsigned int>(group);
				for (int cell = 0; cell < CELLS; ++cell) {
					const unsigned int at = static_cast<unsigned int>(back(image, cell));
					place[number][tile].cells[cell] = at << shift;
				}
				for (int dir = 0; dir < 4; ++dir) {
					const int from = back(image, CELL_CHANGE[dir][0]);
					const int moved = back(image, CELL_CHANGE[dir][1]) - from;
					slides[number][tile][dir].delta = static_cast<unsigned int>(moved) << shift;
					slides[number][tile][dir].group = static_cast<unsigned int>(group);
				}
			}
		}
		views += 1;
	}

	/// The cell of the table's pattern that the image's symmetry takes to `cell`.
	static int back(const pdb15_views::Image& image, int cell) {
		return pdb15_views::inverse(image.symmetry, cell);
	}

	/// The node of a board, computed from scratch.
	Node node(const Board& board) const {
		// A lookup past the views reads entry 0 and keeps its h at 0 (`idastar15` may update it);
		// its `start` is 0, and so is every entry of `place` for the blank.
		Node made;
		made.board = packed15::pack(board);
		for (int number = 0; number < VIEWS; ++number) {
			Lookup& lookup = made.views[number];
			lookup.h = 0;
			for (int slot = 0; slot < SLOTS; ++slot) {
				lookup.index[slot] = start[number][slot];
				lookup.value[slot] = number < views || flat.empty() ? 0 : flat[0] & 15;
			}
			for (int cell = 0; number < views && cell < CELLS; ++cell) {
				const Place& at = place[number][board.cell[cell] & 15];
				lookup.index[at.group] += at.cells[cell];
			}
			for (int group = 0; number < views && group < GROUPS; ++group) {
				const unsigned char value = flat[lookup.index[group]];
				lookup.h += value;
				lookup.value[group] = value & 15;
			}
		}
		return made;
	}

	/// One lookup of a node once a tile slid as `slide` says: its pattern, that pattern's index
	/// and value, and the new h.
	Slid slid(const Slide& slide, const Lookup& lookup) const {
		Slid after;
		after.group = slide.group & (SLOTS - 1);
		after.index = lookup.index[after.group] + slide.delta;
		after.value = (packed[after.index >> 1] >> ((after.index & 1) * 4)) & 15;
		// The change, from -7 to 7 (see `value`): the difference mod 16 as a signed nibble.
		const int change = (after.value - lookup.value[after.group]) & 15;
		after.h = lookup.h + static_cast<unsigned int>(change < 8 ? change : change - 16);
		return after;
	}

	/// The node after the blank on `blank` moves in direction `dir` (`board15::step`) to
	/// `target`: its board, and each lookup updated for the one pattern that changes.
	Node child(const Node& node, int blank, int target, int dir) const {
		const unsigned int tile = packed15::tile_at(node.board, target);
		Node child = node;
		child.board = packed15::slide(node.board, blank, target);
		for (int view = 0; view < views && view < VIEWS; ++view) {
			const Slid after = slid(slides[view][tile][dir & 3], node.views[view]);
			Lookup& lookup = child.views[view];
			lookup.h = after.h;
			lookup.index[after.group] = after.index;
			lookup.value[after.group] = after.value;
		}
		return child;
	}

	/// The heuristic of a node: the greatest h of its lookups (0 only at the goal).
	unsigned int h(const Node& node) const {
		unsigned int most = 0;
		for (int view = 0; view < views; ++view) {
			most = node.views[view].h > most ? node.views[view].h : most;
		}
		return most;
	}

	/// The heuristic of a whole board, computed from scratch.
	unsigned int estimate(const Board& board) const {
		return h(node(board));
	}
};
}
