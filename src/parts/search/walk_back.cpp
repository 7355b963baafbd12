// uses: board

namespace search {
//! The walk back along the moves stored for each board, shared by the searches that keep them
//! (A*, greedy, bidirectional BFS): a part of its own so that a file that searches nothing (a
//! verdict) carries no board. It adds to the namespace `search`, as in the Rust parts.

/// The moves that lead from `board` back to the root, read from the move that first reached
/// each board (`came(board)`, `START` at the root), the last move first.
template <class Came>
void walk_back(board::Board board, const unsigned char (*neighbor)[4], const Came& came,
		board::Moves& moves) {
	for (;;) {
		unsigned char m = came(board);
		if (m == board::START) {
			return;
		}
		moves.push_back(m);
		board = board.slide(neighbor[board.blank][m ^ 1]);
	}
}
}
