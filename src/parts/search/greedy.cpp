// uses: board hash_table puzzle search vec walk_back
#include <algorithm>

namespace greedy {
//! Greedy best-first search: always expand a board of least h, whatever its depth. Valid
//! answers, not always the shortest.

using board::Board;
using board::START;
using puzzle::P;

/// Buckets of the queue: h ≤ 16 tiles × 7 moves.
const unsigned int BUCKETS = 64;

/// Per slot: `low_` and `high_` hold a board's cells (0 = empty), `came_` the move that first
/// reached it (`START` for the start). The open list is a bucket queue by h, LIFO within a
/// bucket (the newest board first, which dives deeper); `nonempty_` has bit h set (in two 32-bit
/// halves) while bucket h is not empty.
template <class H>
class Search {
public:
	Search()
		: low_(1ul << hash_table::DEFAULT_BITS), high_(1ul << hash_table::DEFAULT_BITS),
		  came_(1ul << hash_table::DEFAULT_BITS), buckets_(BUCKETS) {
		nonempty_[0] = nonempty_[1] = 0;
	}

	void run(Board start, search::Stats& stats, board::Moves& path) {
		const Board goal = P.goal;
		if (start == goal) {
			return;
		}
		// Empty what the last puzzle used (before the search rather than after it, so that
		// the last puzzle of the input leaves its garbage to the operating system).
		for (vec::Vec<unsigned int>::size_type i = 0; i < used_.size(); ++i) {
			low_[used_[i]] = 0;
		}
		used_.clear();
		for (unsigned int h = 0; h < BUCKETS; ++h) {
			buckets_[h].clear();
		}
		nonempty_[0] = nonempty_[1] = 0;
		insert(start, find(start), START, H::estimate(start));
		search(stats);
		board::Moves::size_type from = path.size();
		search::walk_back(goal, P.neighbor, CameOf(*this), path);
		std::reverse(path.begin() + from, path.end());
	}

private:
	/// The move that first reached a board.
	struct CameOf {
		const Search& search;

		explicit CameOf(const Search& s) : search(s) {}

		unsigned char operator()(Board b) const {
			return search.came_[search.find(b)];
		}
	};

	/// The slot of `board`, or the empty one where it goes.
	unsigned int find(const Board& board) const {
		bool found;
		return hash_table::find(low_, high_, hash_table::DEFAULT_BITS, board, found);
	}

	void insert(const Board& board, unsigned int slot, unsigned char came, unsigned int h) {
		low_[slot] = board.low;
		high_[slot] = board.high;
		came_[slot] = came;
		used_.push_back(slot);
		buckets_[h].push_back(board);
		nonempty_[h >> 5] |= 1u << (h & 31);
	}

	/// Expands boards of least h until the goal is generated.
	void search(search::Stats& stats) {
		const Board goal = P.goal;
		for (;;) {
			unsigned int half = nonempty_[0] != 0 ? 0 : 1;
			unsigned int h = 32 * half + board::lowest_set(nonempty_[half]);
			// Never empty before the goal turns up: the start is solvable.
			const Board board = buckets_[h].back();
			buckets_[h].pop_back();
			if (buckets_[h].empty()) {
				nonempty_[h >> 5] &= ~(1u << (h & 31));
			}
			stats.add(1, 0);
			unsigned char last = came_[find(board)];
			// The inverse of the last move leads back to the parent: seen already.
			unsigned int moves = P.moves_from[board.blank] & ~(1u << (last ^ 1));
			while (moves != 0) {
				unsigned char m = static_cast<unsigned char>(board::lowest(moves));
				moves &= moves - 1;
				const int to = P.neighbor[board.blank][m];
				stats.add(0, 1);
				const int tile = board.tile(to);
				const Board child = board.slide(to);
				bool found;
				unsigned int slot = hash_table::find(low_, high_, hash_table::DEFAULT_BITS, child, found);
				if (found) {
					continue;
				}
				unsigned int child_h = H::after(h, board, tile, board.blank, to);
				insert(child, slot, m, child_h);
				// Goal test on generation: optimality is not promised anyway, and waiting for
				// the goal to be popped would only cost time.
				if (child == goal) {
					return;
				}
			}
		}
	}

	vec::Vec<unsigned int> low_;
	vec::Vec<unsigned int> high_;
	vec::Vec<unsigned char> came_;
	/// Slots filled by the last puzzle, emptied before the next one.
	vec::Vec<unsigned int> used_;
	vec::Vec<vec::Vec<Board> > buckets_;
	unsigned int nonempty_[2];
};
}
