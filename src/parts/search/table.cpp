// uses: board puzzle rank search vec

namespace table {
//! The reverse-BFS table: one breadth-first search backward from the goal over every solvable
//! board, then each puzzle answered by following the table, O(length). For boards of up to 12
//! cells.

using board::Board;
using board::START;
using puzzle::P;
using rank::rank;

/// `toward_goal_[rank]`: 1 + the move that takes that board one step closer to the goal
/// (`1 + START` at the goal itself), 0 for boards the goal cannot reach.
class Search {
public:
	/// A board first met from `parent` by move m is one step farther than `parent`, so undoing
	/// m (move `m ^ 1`) is a step toward the goal.
	Search() : toward_goal_(rank::FACTORIAL[P.n]) {
		// Every order of the cells (a board of more than 12 cells has no entry in FACTORIAL).
		const Board goal = P.goal;
		toward_goal_[rank(goal, P.n)] = 1 + START;
		vec::Vec<Board> layer(1, goal);
		vec::Vec<Board> next_layer;
		while (!layer.empty()) {
			for (vec::Vec<Board>::size_type k = 0; k < layer.size(); ++k) {
				const Board board = layer[k];
				unsigned int moves = P.moves_from[board.blank];
				while (moves != 0) {
					unsigned char m = static_cast<unsigned char>(board::lowest(moves));
					moves &= moves - 1;
					const Board child = board.slide(P.neighbor[board.blank][m]);
					unsigned char& seen = toward_goal_[rank(child, P.n)];
					if (seen == 0) {
						seen = 1 + (m ^ 1);
						next_layer.push_back(child);
					}
				}
			}
			layer.swap(next_layer);
			next_layer.clear();
		}
	}

	/// A fewest-move solution. Stats count each board of the path as expanded into one
	/// successor.
	void run(Board start, search::Stats& stats, board::Moves& path) {
		Board board = start;
		board::Moves::size_type before = path.size();
		for (;;) {
			unsigned char m = toward_goal_[rank(board, P.n)] - 1;
			if (m == START) {
				break;
			}
			path.push_back(m);
			board = board.slide(P.neighbor[board.blank][m]);
		}
		stats.add(path.size() - before, path.size() - before);
	}

private:
	vec::Vec<unsigned char> toward_goal_;
};
}
