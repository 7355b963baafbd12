// uses: grid place_tiles text vec

namespace construct {
//! The lines of the row-by-row construction (`construct`), which the beam search (`beam`) takes
//! too: the next line, and its tiles brought home. Functions of the Rust part `construct`, in a
//! part of their own that adds to the namespace `construct`, so that the beam's file carries no
//! construction.

using grid::Grid;
using place_tiles::Placer;

/// The next line of the region `top.., left..` to solve: the cells of its top row or left
/// column, in order, in `line`; false when the region has at most `finish_cells` cells (finish
/// it exactly).
inline bool next_line(const Grid& grid, unsigned long top, unsigned long left,
		unsigned long finish_cells, vec::Vec<unsigned long>& line) {
	unsigned long w = grid.width - left, h = grid.height - top;
	if (w * h <= (finish_cells > 4 ? finish_cells : 4) || w < 2 || h < 2) {
		return false;
	}
	bool row = h > w || (h == w && h > 2);
	line.clear();
	if (row) {
		for (unsigned long c = left; c < grid.width; ++c) {
			line.push_back(top * grid.width + c);
		}
	} else {
		for (unsigned long r = top; r < grid.height; ++r) {
			line.push_back(r * grid.width + left);
		}
	}
	return true;
}

/// Brings home the tiles of `line` one by one, the last two together, and fences them off.
inline bool place_line(Grid& grid, vec::Vec<bool>& free,
		const vec::Vec<unsigned long>& line, Placer& placer, grid::Moves& moves,
		text::Text& error) {
	unsigned long n = grid.cells.size();
	unsigned long split = line.size() > 2 ? line.size() - 2 : 0;
	for (unsigned long i = 0; i < split; ++i) {
		unsigned char tile = static_cast<unsigned char>((line[i] + 1) % n);
		if (!placer.place(grid, free, &tile, &line[i], 1, moves, error)) {
			return false;
		}
		free[line[i]] = false;
	}
	unsigned long last = line.size() - split;
	unsigned char tiles[2] = {0, 0};
	for (unsigned long i = 0; i < last; ++i) {
		tiles[i] = static_cast<unsigned char>((line[split + i] + 1) % n);
	}
	if (!placer.place(grid, free, tiles, &line[split], last, moves, error)) {
		return false;
	}
	for (unsigned long i = split; i < line.size(); ++i) {
		free[line[i]] = false;
	}
	return true;
}
}
