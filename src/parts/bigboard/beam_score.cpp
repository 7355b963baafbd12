// uses: grid vec

namespace beam_score {
//! The beam's score of a board, as it works on one line: every loose tile's Manhattan distance,
//! weighted (the line's tiles most, the next line's next, the rest once), the blank's distance to
//! the nearest line tile not yet home, and the pairs of line tiles standing in the line in the
//! wrong order (a linear conflict: each costs at least two moves more). Tables of distances and
//! costs are made once a line, so that scoring a child is a few lookups.

/// The beam's settings: its width, the score's weights, where the exact finish takes over.
struct BeamParams {
	/// Boards kept per layer.
	unsigned long width;
	/// The weight of the line's tiles against the others' (1).
	unsigned int line_weight;
	/// The weight of the next line's tiles.
	unsigned int next_weight;
	/// The weight of the blank's distance to the nearest line tile not yet home.
	unsigned int blank_weight;
	/// The weight of each pair of the line's tiles standing in the line in the wrong order.
	unsigned int conflict_weight;
	/// Finish exactly once the region has at most this many cells.
	unsigned long finish_cells;
	/// The boards the beams of one board may expand together (a budget in work, not time, so
	/// that answers do not depend on the machine): once it is spent, the lines left are placed
	/// by the exact searches alone.
	unsigned long budget;
	/// Layers the beam goes on once a board has the line home, looking for a board with the
	/// line home and the rest closer (0: the first board with the line home).
	unsigned long settle;
};

/// A cell off the line.
const unsigned char NONE = 255;

/// What the beam knows of the line it works on.
class Target {
public:
	const vec::Vec<bool>& free;
	/// The line's cells; their tiles are `cell + 1`.
	const vec::Vec<unsigned long>& line;

	Target(const grid::Grid& grid, const vec::Vec<bool>& free_cells,
			const vec::Vec<unsigned long>& line_cells, const vec::Vec<unsigned long>& next,
			const BeamParams& params)
		: free(free_cells), line(line_cells), n_(grid.cells.size()),
		blank_weight_(params.blank_weight), conflict_weight_(params.conflict_weight) {
		unsigned long n = n_;
		vec::Vec<unsigned int> weight(n, 1);
		for (unsigned long i = 0; i < next.size(); ++i) {
			weight[(next[i] + 1) % n] = params.next_weight;
		}
		for (unsigned long i = 0; i < line.size(); ++i) {
			weight[(line[i] + 1) % n] = params.line_weight;
		}
		slot_.assign(n, NONE);
		for (unsigned long k = 0; k < line.size(); ++k) {
			slot_[line[k]] = static_cast<unsigned char>(k);
		}
		distance_.resize(n * n);
		for (unsigned long i = 0; i < n * n; ++i) {
			distance_[i] = static_cast<unsigned int>(grid.distance(i / n, i % n));
		}
		cost_.resize(n * n);
		for (unsigned long i = 0; i < n * n; ++i) {
			unsigned long home = grid.home(static_cast<unsigned char>(i / n));
			cost_[i] = weight[i / n] * distance_[home * n + i % n];
		}
		weight.release();
	}

	/// Frees the tables (no destructor: see `vec`).
	void release() {
		cost_.release();
		distance_.release();
		slot_.release();
	}

	unsigned int cost(unsigned char t, unsigned long at) const {
		return cost_[t * n_ + at];
	}

	/// The blank's distance to the nearest line tile not yet home, weighted.
	unsigned int blank_term(unsigned long blank, const unsigned char* line_pos) const {
		const unsigned int* near = &distance_[blank * n_];
		bool any = false;
		unsigned int nearest = 1;
		for (unsigned long k = 0; k < line.size(); ++k) {
			if (line[k] != line_pos[k] && (!any || near[line_pos[k]] < nearest)) {
				nearest = near[line_pos[k]];
				any = true;
			}
		}
		return blank_weight_ * (nearest > 0 ? nearest - 1 : 0);
	}

	/// The pairs of the line's tiles standing in the line in the wrong order, weighted (each
	/// costs at least two moves beyond their Manhattan distances).
	unsigned int conflicts(const unsigned char* line_pos) const {
		if (conflict_weight_ == 0) {
			return 0;
		}
		unsigned long len = line.size() < 16 ? line.size() : 16;
		unsigned char slots[16];
		for (unsigned long k = 0; k < len; ++k) {
			slots[k] = slot_[line_pos[k]];
		}
		unsigned int count = 0;
		for (unsigned long k = 0; k < len; ++k) {
			if (slots[k] == NONE) {
				continue;
			}
			for (unsigned long j = k + 1; j < len; ++j) {
				count += slots[j] < slots[k] ? 1 : 0;
			}
		}
		return conflict_weight_ * count;
	}

private:
	/// `cost[t * n + cell]`: tile `t`'s weighted Manhattan distance from `cell` (n cells).
	vec::Vec<unsigned int> cost_;
	/// `distance[a * n + b]`: the taxicab distance between cells `a` and `b`.
	vec::Vec<unsigned int> distance_;
	unsigned long n_;
	unsigned int blank_weight_;
	unsigned int conflict_weight_;
	/// Each cell's place in the line, `NONE` off it.
	vec::Vec<unsigned char> slot_;
};
}
