// uses: board puzzle rank search vec walk_back
#include <algorithm>

namespace bfs {
//! Plain breadth-first search forward from the start, over a flat array indexed by the board's
//! rank (no hashing). For boards of up to 12 cells.

using board::Board;
using board::START;
using puzzle::P;
using rank::rank;

/// `came[rank]` is 1 + the move that first reached that board (`1 + START` for the start), 0
/// while unseen; the queue holds each board met with its last move.
class Search {
public:
	// Every order of the cells, solvable or not (a board of more than 12 cells has no entry in
	// FACTORIAL: this part is not for it).
	Search() : came_(rank::FACTORIAL[P.n]) {}

	/// A fewest-move solution.
	void run(Board start, search::Stats& stats, board::Moves& path) {
		const Board goal = P.goal;
		if (start == goal) {
			return;
		}
		std::fill(came_.begin(), came_.end(), 0);
		queue_.clear();
		came_[rank(start, P.n)] = 1 + START;
		queue_.push_back(Entry(start, START));
		layers(stats);
		board::Moves::size_type from = path.size();
		search::walk_back(goal, P.neighbor, CameOf(came_), path);
		std::reverse(path.begin() + from, path.end());
	}

private:
	struct Entry {
		Board board;
		unsigned char last;

		Entry(Board b, unsigned char m) : board(b), last(m) {}
	};

	/// The move that first reached a board.
	struct CameOf {
		const vec::Vec<unsigned char>& came;

		explicit CameOf(const vec::Vec<unsigned char>& c) : came(c) {}

		unsigned char operator()(Board b) const {
			return came[rank(b, P.n)] - 1;
		}
	};

	/// Searches until the goal is reached.
	void layers(search::Stats& stats) {
		const Board goal = P.goal;
		// The queue holds whole layers one after another: `depth` moves from the start up to
		// `end`.
		vec::Vec<Entry>::size_type next = 0;
		while (next < queue_.size()) {
			vec::Vec<Entry>::size_type end = queue_.size();
			while (next < end) {
				const Board board = queue_[next].board;
				unsigned char last = queue_[next].last;
				next += 1;
				stats.add(1, 0);
				// The inverse of the last move leads back to the parent: seen already.
				unsigned int moves = P.moves_from[board.blank] & ~(1u << (last ^ 1));
				while (moves != 0) {
					unsigned char m = static_cast<unsigned char>(board::lowest(moves));
					moves &= moves - 1;
					stats.add(0, 1);
					const Board child = board.slide(P.neighbor[board.blank][m]);
					unsigned char& seen = came_[rank(child, P.n)];
					if (seen != 0) {
						continue;
					}
					seen = 1 + m;
					// Goal test on generation: BFS meets boards in order of distance, so the
					// first time the goal turns up is by a shortest path, and the layer need not
					// finish.
					if (child == goal) {
						return;
					}
					queue_.push_back(Entry(child, m));
				}
			}
		}
	}

	vec::Vec<unsigned char> came_;
	vec::Vec<Entry> queue_;
};
}
