// uses: board search vec

namespace lex_least {
//! The least shortest move string between any two 3×3 boards (HDU 3567 "Eight II").
//!
//! Relabelling: if the tile at cell `i` of the goal is renamed to the tile at cell `i` of a
//! canonical goal (tiles `1..=8` in reading order, the blank kept where the goal has it), the
//! start renamed the same way has exactly the same move sequences to the canonical goal as the
//! start has to the goal — a move depends on where the blank is, never on the tiles' names. So
//! only 9 goals exist: one per cell of the blank. Each gets one BFS table of distances over all
//! 9! permutation ranks (181,440 reached), built the first time a case needs it (~15 ms).
//!
//! The least string: from the start (distance `d`), take the least letter (`d` < `l` < `r` <
//! `u`) whose successor is at distance `d - 1`, and repeat. Every shortest path moves to a board
//! one step closer at each move, and every board one step closer continues into a shortest
//! path; two strings of the same length compare by their first letter first, so the least first
//! letter is forced, and the rest is the least string of the successor — by induction the walk
//! spells the least shortest string. A case costs at most 31 × 4 rank computations.
//! `tests/family_parts.rs` compares it with an enumeration of all shortest paths.
//!
//! As a search of a file (`Search`, driven by `pair_run`): 3×3 rows only, whose letters for
//! up, down, left, right sort as `u` > `r` > `l` > `d` (HDU 3567's `udlr`).

/// The board: 9 cells, row-major, `0` the blank, tiles `1..=8`.
struct Board {
	unsigned char cell[9];
};

const int SIDE = 3;

/// A table entry no board reaches (the other parity class).
const unsigned char UNREACHED = 255;

/// The cell the blank reaches from `cell` moving by the letter of `dir` (`d`, `l`, `r`, `u`),
/// or -1 off the board.
inline int step(int cell, int dir) {
	int row = cell / SIDE, col = cell % SIDE;
	switch (dir) {
	case 0: return row + 1 < SIDE ? cell + SIDE : -1;
	case 1: return col > 0 ? cell - 1 : -1;
	case 2: return col + 1 < SIDE ? cell + 1 : -1;
	default: return row > 0 ? cell - SIDE : -1;
	}
}

/// The permutation rank (Lehmer code) of a board, in `0..9!`. The tiles after cell `i` smaller
/// than its tile `t` are the `t` smaller tiles less those already seen, so a bit mask of the
/// tiles seen makes each digit one count of bits (of 8 at most: the tiles below tile 8).
inline unsigned long rank(const Board& board) {
	unsigned long rank = 0;
	unsigned int seen = 0;
	for (int i = 0; i < 9; ++i) {
		unsigned int tile = board.cell[i];
		// The bits of `seen` below `tile`, counted in parallel (pairs, nibbles, then bytes).
		unsigned int m = seen & ((1u << tile) - 1);
		m = m - ((m >> 1) & 0x55u);
		m = (m & 0x33u) + ((m >> 2) & 0x33u);
		unsigned int smaller_seen = (m + (m >> 4)) & 0x0Fu;
		rank = rank * (9 - i) + tile - smaller_seen;
		seen |= 1u << tile;
	}
	return rank;
}

inline int blank_of(const Board& board) {
	for (int cell = 0; cell < 9; ++cell) {
		if (board.cell[cell] == 0) {
			return cell;
		}
	}
	return 0;
}

/// The canonical goal with the blank at `blank`: tiles `1..=8` in reading order around it.
inline Board canonical_goal(int blank) {
	Board goal;
	unsigned char next = 1;
	for (int cell = 0; cell < 9; ++cell) {
		goal.cell[cell] = cell == blank ? 0 : next++;
	}
	return goal;
}

/// `start` renamed so that `goal` becomes `canonical_goal(blank of goal)`.
inline Board relabel(const Board& start, const Board& goal) {
	Board canonical = canonical_goal(blank_of(goal));
	unsigned char name[9] = {0};
	for (int cell = 0; cell < 9; ++cell) {
		name[goal.cell[cell]] = canonical.cell[cell];
	}
	Board renamed;
	for (int cell = 0; cell < 9; ++cell) {
		renamed.cell[cell] = name[start.cell[cell]];
	}
	return renamed;
}

/// BFS from `goal`: the distance of every board by rank into `dist`, `UNREACHED` for the other
/// half.
inline void distance_table(const Board& goal, vec::Vec<unsigned char>& dist) {
	dist.assign(362880, UNREACHED);
	dist[rank(goal)] = 0;
	vec::Vec<Board> queue(1, goal);
	queue.reserve(181440);
	for (vec::Vec<Board>::size_type head = 0; head < queue.size(); ++head) {
		Board board = queue[head];
		unsigned char next_distance = static_cast<unsigned char>(dist[rank(board)] + 1);
		int blank = blank_of(board);
		for (int dir = 0; dir < 4; ++dir) {
			int target = step(blank, dir);
			if (target >= 0) {
				Board next = board;
				next.cell[blank] = next.cell[target];
				next.cell[target] = 0;
				unsigned char& slot = dist[rank(next)];
				if (slot == UNREACHED) {
					slot = next_distance;
					queue.push_back(next);
				}
			}
		}
	}
	queue.release();
}

/// The parts' move (up, down, left, right) of each letter `d`, `l`, `r`, `u`.
const unsigned char MOVE_OF[4] = {1, 2, 3, 0};

/// The least shortest strings as the search of a file: the walk's boards count as expanded,
/// the successors it looks up as generated. The 9 distance tables are each built on first use.
class Search {
public:
	Search() : probes_(0) {}

	/// Appends to `moves` the least among the shortest move strings from `start` to `goal`;
	/// false when the goal cannot be reached (the boards differ in parity).
	bool run(const unsigned char* start, const unsigned char* goal, search::Stats& stats,
			board::Moves& moves) {
		Board from, to;
		for (int cell = 0; cell < 9; ++cell) {
			from.cell[cell] = start[cell];
			to.cell[cell] = goal[cell];
		}
		int blank_goal = blank_of(to);
		if (tables_[blank_goal].empty()) {
			distance_table(canonical_goal(blank_goal), tables_[blank_goal]);
		}
		const vec::Vec<unsigned char>& table = tables_[blank_goal];
		Board board = relabel(from, to);
		unsigned int distance = table[rank(board)];
		if (distance == UNREACHED) {
			return false;
		}
		unsigned long probes = probes_, length = distance;
		int blank = blank_of(board);
		while (distance > 0) {
			// Some successor is one step closer; the least letter leading to one is taken.
			for (int dir = 0; dir < 4; ++dir) {
				int target = step(blank, dir);
				if (target < 0) {
					continue;
				}
				board.cell[blank] = board.cell[target];
				board.cell[target] = 0;
				++probes_;
				if (table[rank(board)] == distance - 1) {
					moves.push_back(MOVE_OF[dir]);
					blank = target;
					--distance;
					break;
				}
				board.cell[target] = board.cell[blank];
				board.cell[blank] = 0;
			}
		}
		stats.add(length, probes_ - probes);
		return true;
	}

private:
	vec::Vec<unsigned char> tables_[9];
	unsigned long probes_;
};
}
