// uses: beam_layer beam_score cut_loops grid lines parity_cycles place_tiles search text vec

namespace beam {
//! Beam search, line by line: the same plan as the construction (top row or left column of the
//! unsolved region, then fence it off), but each line is reached by a beam search over whole
//! boards. A board's score is the Manhattan distance of the line's tiles, weighted, plus that of
//! every other loose tile, so moves that bring the line home also carry the rest along. Boards
//! seen before in the line are dropped (Zobrist hashes). Once the line is home the beam goes on a
//! few layers, for a board with the line home and the rest closer. When the beam stops getting
//! closer to the line, the exact placement of the construction finishes it from the best board.
//! The layers themselves are `beam_layer`'s. (The Rust twin also tells each line's effort to a
//! tally, for `judge show`; a solution tells no one.)

using beam_layer::Node;
using beam_layer::Scratch;
using beam_score::BeamParams;
using beam_score::Target;
using grid::Grid;
using place_tiles::Placer;

/// The settings of the submitted file (`solutions/poj3240/beam.rs`), chosen by the study.
const BeamParams SUBMITTED = {2000, 4, 2, 4, 4, 9, 2500000, 6};

/// Runs the beam (its width, and the budget left, which it spends) towards the target's line
/// and applies the moves to the best board it reached. Once a board has the line home, the beam
/// goes on for `settle` layers: of the boards with the line home, the one with the least moves
/// plus score (the other tiles' weighted distance, about the moves they will take) is kept.
inline void beam_line(Grid& grid, const Target& target, const BeamParams& params,
		unsigned long& budget, Scratch& scratch, Placer& placer, grid::Moves& moves) {
	const unsigned long most = ~0ul;
	Node root = scratch.start(grid, target);
	unsigned int best = 0, best_left = root.line_left;
	unsigned long stalled = 0;
	// The layer where the line was first home, and the best moves + score of a board with it.
	unsigned long home_at = most, best_value = most;
	if (root.line_left == 0) {
		home_at = 0;
		best_value = root.score;
	}
	unsigned long patience = 2 * (grid.width + grid.height) + 10;
	for (unsigned long depth = 1;; ++depth) {
		unsigned long settled = home_at > most - params.settle ? most : home_at + params.settle;
		bool going = best_left > 0 || depth <= settled;
		if (!going || stalled >= patience || budget == 0) {
			break;
		}
		Node closest = root;
		if (!scratch.step(target, params.width, budget, placer, closest)) {
			break;
		}
		stalled += 1;
		if (closest.line_left < best_left) {
			best = closest.history;
			best_left = closest.line_left;
			stalled = 0;
		}
		if (closest.line_left == 0) {
			home_at = home_at < depth ? home_at : depth;
			unsigned long value = depth + closest.score;
			if (value < best_value) {
				best = closest.history;
				best_value = value;
			}
			stalled = 0;
		}
	}
	grid::Moves path = scratch.path_to(best);
	for (grid::Moves::size_type i = 0; i < path.size(); ++i) {
		grid.step(path[i]);
	}
	moves.insert(moves.end(), path.begin(), path.end());
	path.release();
}

/// Solves the board line by line with beam searches; the moves are appended to `moves`; false
/// and `error` set when it cannot.
inline bool beam_solve(Grid& grid, const BeamParams& params, Placer& placer, grid::Moves& moves,
		text::Text& error) {
	Grid start = grid;
	grid::Moves::size_type first = moves.size();
	Scratch scratch(grid);
	vec::Vec<bool> free(grid.cells.size(), true);
	unsigned long top = 0, left = 0, budget = params.budget;
	vec::Vec<unsigned long> line, next;
	while (construct::next_line(grid, top, left, params.finish_cells, line)) {
		bool is_row = line[0] / grid.width == line[line.size() - 1] / grid.width;
		unsigned long next_top = is_row ? top + 1 : top, next_left = is_row ? left : left + 1;
		if (!construct::next_line(grid, next_top, next_left, params.finish_cells, next)) {
			next.clear();
		}
		Target target(grid, free, line, next, params);
		beam_line(grid, target, params, budget, scratch, placer, moves);
		target.release();
		if (!construct::place_line(grid, free, line, placer, moves, error)) {
			return false;
		}
		top = next_top;
		left = next_left;
	}
	// Freed here (see `vec`); an error ends the program.
	scratch.release();
	line.release();
	next.release();
	if (!place_tiles::finish(grid, free, moves, error)) {
		return false;
	}
	free.release();
	grid::Moves answer(moves.begin() + first, moves.end());
	moves.resize(first);
	if (!cut_loops::cut_loops(start, answer, error)) {
		return false;
	}
	moves.insert(moves.end(), answer.begin(), answer.end());
	answer.release();
	start.cells.release();
	return true;
}

/// The beam search with the submitted parameters as a file's strategy.
class Search {
public:
	/// Solves the solvable board of `tiles`, appending the blank's moves to `moves`; false and
	/// `error` set when it cannot.
	bool run(unsigned long width, unsigned long height, const parity_cycles::Cells& tiles,
			grid::Moves& moves, text::Text& error) {
		Grid board;
		bool solved = board.make(width, height, tiles, error) &&
			beam_solve(board, SUBMITTED, placer_, moves, error);
		board.cells.release();
		return solved;
	}

	/// The effort of every run so far.
	search::Stats effort() const {
		return placer_.effort();
	}

private:
	Placer placer_;
};
}
