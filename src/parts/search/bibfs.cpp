// uses: board hash_table manhattan puzzle search vec walk_back
#include <algorithm>

namespace bibfs {
//! Bidirectional breadth-first search, one whole layer of the smaller frontier at a time.
//! The hash table and the queues grow with the search, and are kept from one puzzle to the
//! next.

using board::Board;
using board::START;
using puzzle::P;

/// The room each side's queue starts with (4 KB: most random 8-puzzles meet fewer boards),
/// and a far start's (128 KB; the hardest 8-puzzle meets 17,308 boards on both sides). Powers
/// of two; a queue doubles before a layer could overflow it.
const unsigned long FIRST_QUEUE = 1ul << 10;
const unsigned long FAR_QUEUE = 1ul << 15;
/// `side` of a board in the table: reached from the start, or from the goal.
const unsigned int FORWARD = 1;
const unsigned int BACKWARD = 2;

/// Where the sides met: the side that found the other, the board it found, by which move,
/// from which board.
struct Meeting {
	int side;
	Board meet;
	unsigned char m;
	Board board;
};

/// The table holds each board met with its `blank << 8 | side << 3 | came`, `came` being the
/// move that first reached it from its side's root (`START` at the roots).
class Search {
public:
	Search() {
		for (int side = 0; side < 2; ++side) {
			queue_[side].assign(FIRST_QUEUE, 0);
			len_[side] = 0;
		}
	}

	/// A fewest-move solution.
	void run(Board start, search::Stats& stats, board::Moves& path) {
		const Board goal = P.goal;
		if (start == goal) {
			return;
		}
		// Empty what the last puzzle used (before the search rather than after it, so that
		// the last puzzle of the input leaves its garbage to the operating system).
		for (int side = 0; side < 2; ++side) {
			table_.clear(queue_[side].empty() ? 0 : &queue_[side][0], len_[side]);
		}
		// A far start (by its Manhattan distance) takes the whole table at once (see
		// `hash_table::FAR`); a nearer one room for 2^(8 + h/4) boards: on random 8-puzzles about
		// the median met (2,000 at h = 14).
		unsigned int h = manhattan::Heuristic::estimate(start);
		table_.plan(h, 1ul << (8 + h / 4));
		if (table_.whole()) {
			len_[0] = len_[1] = 0;
			reserve(0, FAR_QUEUE);
			reserve(1, FAR_QUEUE);
		}
		join(search(start, stats), path);
	}

private:
	typedef hash_table::Table<unsigned short, hash_table::SEARCH_BITS> Table;

	/// The move that first reached a board from its side's root.
	struct CameOf {
		const Table& table;

		explicit CameOf(const Table& t) : table(t) {}

		unsigned char operator()(Board b) const {
			return table.value_of(b) & 7;
		}
	};

	/// Searches from `start` and the goal until they meet.
	Meeting search(Board start, search::Stats& stats) {
		const Board goal = P.goal;
		const Board roots[2] = {start, goal};
		for (unsigned int side = FORWARD; side <= BACKWARD; ++side) {
			const Board root = roots[side - 1];
			bool found;
			unsigned int slot = table_.find(root, found);
			table_.insert(slot, root, static_cast<unsigned short>(root.blank << 8 | side << 3 | START));
			queue_[side - 1][0] = slot;
		}
		// Where each side's last layer (its frontier) starts in its queue.
		unsigned long frontier[2] = {0, 0};
		len_[0] = len_[1] = 1;
		unsigned long expanded = 0, generated = 0;
		// Expand the smaller frontier, one whole layer at a time, testing each successor
		// against the other side. Why whole layers: say the start side holds every board within
		// k moves and the goal side every board within j, and they have not met, so the answer
		// is at least k + j + 1. While all of layer k is expanded, the first successor found
		// on the goal side makes a path of at most (k + 1) + j moves: the least possible.
		// Stopping a layer halfway, or testing against a half-built layer, breaks that bound.
		for (;;) {
			const int side = len_[0] - frontier[0] <= len_[1] - frontier[1] ? 0 : 1;
			const unsigned int own = side + 1;
			const unsigned long begin = frontier[side], end = len_[side];
			// A board of the layer adds at most 3 boards (a root 4): room for them all below
			// the load limit.
			const unsigned long live = len_[0] + len_[1], more = 3 * (end - begin) + 1;
			if (table_.full(live, more)) {
				grow();
			}
			reserve(side, end + more);
			vec::Vec<unsigned int>& queue = queue_[side];
			const unsigned long mask = queue.size() - 1;
			unsigned long len = end;
			frontier[side] = end;
			for (unsigned long i = begin; i < end; ++i) {
				const unsigned int slot = queue[i & mask];
				const unsigned int info = table_.value(slot);
				Board board = table_.key(slot);
				board.blank = (info >> 8) & 15;
				const unsigned int last = info & 7;
				expanded += 1;
				// The inverse of the last move leads back to the parent: seen already.
				unsigned int moves = P.moves_from[board.blank] & ~(1u << (last ^ 1));
				while (moves != 0) {
					unsigned char m = static_cast<unsigned char>(board::lowest(moves));
					moves &= moves - 1;
					generated += 1;
					const Board child = board.slide(P.neighbor[board.blank][m]);
					bool found;
					const unsigned int child_slot = table_.find(child, found);
					if (!found) {
						table_.insert(child_slot, child,
							static_cast<unsigned short>(child.blank << 8 | own << 3 | m));
						queue[len & mask] = child_slot;
						len += 1;
					} else if (((table_.value(child_slot) >> 3) & 3) != own) {
						len_[side] = len;
						stats.add(expanded, generated);
						Meeting meeting = {side, child, m, board};
						return meeting;
					}
				}
			}
			len_[side] = len;
		}
	}

	/// Makes room in `side`'s queue for at least `boards` boards, keeping those in it.
	void reserve(int side, unsigned long boards) {
		if (boards > queue_[side].size()) {
			unsigned long room = 1;
			while (room < boards) {
				room <<= 1;
			}
			vec::Vec<unsigned int> more(room);
			std::copy(queue_[side].begin(), queue_[side].begin() + len_[side], more.begin());
			queue_[side].swap(more);
			more.release();
		}
	}

	/// Grows the table and renumbers both queues' slots (every board met is in one).
	void grow() {
		vec::Vec<unsigned int> live(queue_[0].begin(), queue_[0].begin() + len_[0]);
		live.insert(live.end(), queue_[1].begin(), queue_[1].begin() + len_[1]);
		table_.grow(live.empty() ? 0 : &live[0], live.size());
		for (int side = 0; side < 2; ++side) {
			for (unsigned long k = 0; k < len_[side]; ++k) {
				queue_[side][k] = table_.moved(queue_[side][k]);
			}
		}
		live.release();
	}

	/// Joins the halves into `path`: the start side's moves in order, then the goal side's
	/// moves each undone, last first. `board` (on `side`) reached `meet` (on the other side) by
	/// move `m`.
	void join(const Meeting& meeting, board::Moves& path) {
		const bool forward = meeting.side == 0;
		const Board near_start = forward ? meeting.board : meeting.meet;
		const Board near_goal = forward ? meeting.meet : meeting.board;
		const unsigned char step = forward ? meeting.m : meeting.m ^ 1;
		board::Moves::size_type from = path.size();
		search::walk_back(near_start, P.neighbor, CameOf(table_), path);
		std::reverse(path.begin() + from, path.end());
		path.push_back(step);
		from = path.size();
		search::walk_back(near_goal, P.neighbor, CameOf(table_), path);
		for (board::Moves::size_type k = from; k < path.size(); ++k) {
			path[k] ^= 1;
		}
	}

	Table table_;
	/// Each side's boards (their slots) in the order met, whole layers one after another, and
	/// their count. A queue has room for a power of two of them, made before a layer.
	vec::Vec<unsigned int> queue_[2];
	unsigned long len_[2];
};
}
