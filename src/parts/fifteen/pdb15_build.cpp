// uses: board15 vec

namespace pdb15_build {
//! The build of one pattern database of `pdb15` (`build_pattern`): a breadth-first search over
//! (placement of the pattern's tiles, region of the blank), from the goal. A child's region is
//! read from a table of the regions of every set of free cells rather than flooded, and each
//! layer is kept in buckets by the cells of the pattern's last two tiles, so that the entries a
//! bucket's children read and write lie close together in memory.

using board15::CELLS;
using board15::SIDE;

/// A table entry not reached yet while building.
const unsigned char UNSEEN = 255;

/// The most tiles a pattern of `build_pattern` may have (16^6 entries a table).
const int MOST_TILES = 6;

/// The tiles of a pattern (the Rust twin's `&[u8]`): `n` of them, in `tile`.
struct Tiles {
	int n;
	unsigned char tile[MOST_TILES];
};

/// Every cell of the board, and those of its first and last column, as bit masks.
const unsigned int ALL = (1u << CELLS) - 1;
const unsigned int FIRST_COLUMN = 0x1111;
const unsigned int LAST_COLUMN = 0x8888;

/// The number of set bits of `bits`.
inline int ones(unsigned int bits) {
	int count = 0;
	for (; bits != 0; bits &= bits - 1) {
		++count;
	}
	return count;
}

/// The lowest set bit of `bits` (not 0): `trailing_zeros`, by a de Bruijn sequence.
inline unsigned int lowest(unsigned int bits) {
	static const unsigned char AT[32] = {0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,
		8, 31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9};
	return AT[((bits & (0u - bits)) * 0x077CB531u) >> 27];
}

/// The goal cell of a tile (the blank's is the last cell).
inline int home(int tile) {
	return tile == 0 ? CELLS - 1 : tile - 1;
}

/// The 4 cells around a cell, as a bit mask.
inline unsigned int adjacent(int cell) {
	unsigned int mask = 0;
	for (int dir = 0; dir < 4; ++dir) {
		const int next = board15::step(cell, dir);
		mask |= next >= 0 ? 1u << next : 0;
	}
	return mask;
}

/// The cells the blank reaches from `cell` through `free` cells (a bit mask) at no cost.
inline unsigned int flood(int cell, unsigned int free) {
	unsigned int region = 1u << cell;
	for (;;) {
		const unsigned int grown = (region | region << SIDE | region >> SIDE
			| (region & ~LAST_COLUMN) << 1 | (region & ~FIRST_COLUMN) >> 1) & free;
		if (grown == region) {
			return region;
		}
		region = grown;
	}
}

/// The region of every free cell for every set of `free_cells` free cells: a set is ranked in the
/// combinatorial number system (the sum over its cells c_1 < c_2 < … of C(c_i, i)), read as the
/// rank of its low byte plus that of its high byte after the low byte's cells.
struct Regions {
	/// The rank of the low byte's cells, and their number in bits 16 and up.
	unsigned int low[256];
	/// By the number of cells of the low byte (rows past 8 unused: an index masked to 4 bits).
	unsigned short high[16][256];
	/// `CELLS` entries a set: the region of each of its cells.
	vec::Vec<unsigned short> region;

	explicit Regions(int free_cells) {
		// Pascal's triangle: choose[n][k] is n choose k.
		unsigned short choose[CELLS + 1][CELLS + 1] = {{0}};
		for (int n = 0; n <= CELLS; ++n) {
			choose[n][0] = 1;
			for (int k = 1; k <= n; ++k) {
				choose[n][k] = static_cast<unsigned short>(choose[n - 1][k - 1] + choose[n - 1][k]);
			}
		}
		for (int byte = 0; byte < 256; ++byte) {
			low[byte] = rank_of(choose, byte, 0, 0) | ones(byte) << 16;
			for (int before = 0; before < 16; ++before) {
				high[before][byte] = before < 9 ? rank_of(choose, byte, before, 8) : 0;
			}
		}
		region.resize(choose[CELLS][free_cells] * CELLS);
		for (unsigned int free = 0; free <= ALL; ++free) {
			if (ones(free) != free_cells) {
				continue;
			}
			const unsigned int rank = this->rank(free);
			unsigned int left = free;
			while (left != 0) {
				const unsigned int cells = flood(lowest(left), free);
				left &= ~cells;
				for (int cell = 0; cell < CELLS; ++cell) {
					if (cells >> cell & 1) {
						region[rank * CELLS + cell] = static_cast<unsigned short>(cells);
					}
				}
			}
		}
	}

	/// The rank of a byte's cells, the first of them being the `before + 1`-th, at `offset`.
	static unsigned short rank_of(const unsigned short choose[CELLS + 1][CELLS + 1], int byte,
		int before, int offset) {
		unsigned int rank = 0;
		for (int bit = 0, i = 0; bit < 8; ++bit) {
			if (byte >> bit & 1) {
				rank += choose[offset + bit][before + 1 + i];
				++i;
			}
		}
		return static_cast<unsigned short>(rank);
	}

	unsigned int rank(unsigned int free) const {
		const unsigned int at = low[free & 255];
		return (at & 0xffff) + high[(at >> 16) & 15][(free >> 8) & 255];
	}

	/// `flood(cell, free)` for a free `cell` and a set `free` of `free_cells` cells.
	unsigned int of(unsigned int cell, unsigned int free) const {
		return region[rank(free) * CELLS + (cell & (CELLS - 1))];
	}
};

/// A state of the build (the Rust twin's `u64` in two halves): the placement, and its free cells
/// (low 16 bits) and the blank's region (high 16 bits).
struct State {
	unsigned int placement;
	unsigned int free_region;
};

/// Buckets of states.
typedef vec::Vec<vec::Vec<State> > Layer;

/// A build for patterns of `tiles` tiles (the Rust twin makes the sizes constants, so that an
/// index masked by one needs no bounds check; C++ checks none).
struct Build {
	int tiles;
	unsigned int size;
	/// A state's bucket: the cells of the last two tiles (of the only one for one tile).
	unsigned int bucket_shift;
	unsigned int buckets;
	vec::Vec<unsigned char> table;
	vec::Vec<unsigned short> seen;
	Regions regions;
	unsigned int neighbours[CELLS];

	explicit Build(int n)
		: tiles(n), size(1u << (4 * n)), bucket_shift(n >= 2 ? 4 * (n - 2) : 0),
		  buckets(size >> bucket_shift), table(size, UNSEEN), seen(size, 0xffff),
		  regions(CELLS - n) {
		for (int cell = 0; cell < CELLS; ++cell) {
			neighbours[cell] = adjacent(cell);
		}
	}

	/// The table of `pattern`, swapped into `out`; every other buffer freed (`vec`).
	void run(const Tiles& pattern, vec::Vec<unsigned char>& out) {
		// `seen` is kept complemented (all ones: nothing seen), as in the Rust twin.
		unsigned int goal = 0, free = ALL;
		for (int slot = 0; slot < tiles; ++slot) {
			goal |= static_cast<unsigned int>(home(pattern.tile[slot])) << (4 * slot);
			free &= ~(1u << home(pattern.tile[slot]));
		}
		const unsigned int region = regions.of(home(0), free);
		seen[goal] = static_cast<unsigned short>(~region);
		table[goal] = 0;
		// The buckets' vectors are kept from layer to layer.
		Layer layer(buckets), next(buckets);
		const State start = {goal, free | region << 16};
		layer[goal >> bucket_shift].push_back(start);
		unsigned char depth = 0;
		while (expand(layer, next, static_cast<unsigned char>(depth + 1)) > 0) {
			layer.swap(next);
			depth += 1;
		}
		out.swap(table);
		for (unsigned int b = 0; b < buckets; ++b) {
			layer[b].release();
			next[b].release();
		}
		layer.release();
		next.release();
		table.release();
		seen.release();
		regions.region.release();
	}

	/// Empties `layer` into `next`, the states first reached at `depth`; how many there are.
	unsigned long expand(Layer& layer, Layer& next, unsigned char depth) {
		for (unsigned int b = 0; b < buckets; ++b) {
			vec::Vec<State>& bucket = layer[b];
			for (vec::Vec<State>::size_type k = 0; k < bucket.size(); ++k) {
				const unsigned int placement = bucket[k].placement;
				const unsigned int free = bucket[k].free_region & ALL;
				const unsigned int region = bucket[k].free_region >> 16;
				// Slot by slot: the tile is the lowest nibble of `rest`, `unit` is 16^slot.
				unsigned int rest = placement, unit = 1;
				for (int slot = 0; slot < tiles; ++slot) {
					const unsigned int from = rest & 15;
					const unsigned int base = placement - from * unit;
					unsigned int targets = neighbours[from] & region;
					while (targets != 0) {
						const unsigned int to = lowest(targets);
						targets &= targets - 1;
						const unsigned int moved = base + to * unit;
						const unsigned int mask = ~seen[moved] & 0xffff;
						if (mask & (1u << from)) {
							continue;
						}
						if (mask == 0) {
							table[moved] = depth;
						}
						const unsigned int moved_free = free ^ (1u << to) ^ (1u << from);
						const unsigned int moved_region = regions.of(from, moved_free);
						seen[moved] = static_cast<unsigned short>(~(mask | moved_region));
						const State child = {moved, moved_free | moved_region << 16};
						next[moved >> bucket_shift].push_back(child);
					}
					rest >>= 4;
					unit <<= 4;
				}
			}
			bucket.clear();
		}
		unsigned long reached = 0;
		for (unsigned int b = 0; b < buckets; ++b) {
			reached += next[b].size();
		}
		return reached;
	}
};

/// A pattern database: for every placement of the pattern's tiles (4 bits of cell per tile, the
/// first tile in the lowest bits) the fewest moves OF THESE TILES that bring them home, the other
/// tiles being indistinct. Built by BFS from the goal over (placement, region of the blank): the
/// blank wanders through the free cells at no cost, so a state is a placement plus the region the
/// blank is in, and one step slides a pattern tile into an adjacent cell of that region.
/// `seen[placement]` marks the cells of the regions already reached (complemented, see `run`); the
/// first layer reaching a placement is its value (the minimum over the blank's position). A
/// pattern of no tile or of more than `MOST_TILES` gets an empty table. The table is swapped into
/// `table`.
inline void build_pattern(const Tiles& tiles, vec::Vec<unsigned char>& table) {
	table.clear();
	if (tiles.n >= 1 && tiles.n <= MOST_TILES) {
		Build(tiles.n).run(tiles, table);
	}
}
}
