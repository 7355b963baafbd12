// uses: board hash_table puzzle search vec walk_back
#include <algorithm>

namespace astar {
//! A*, closed set, bucket queue preferring deeper nodes among equal f. The hash table and the
//! queue grow with the search, and are kept from one puzzle to the next.

using board::Board;
using board::START;
using puzzle::P;

/// Flag in `came` of a board already expanded (its `g` is then final).
const unsigned char CLOSED = 0x80;
/// The room for queue entries a search starts with (8 KB: most random 8-puzzles push fewer),
/// and a far start's (256 KB: the hardest 8-puzzle pushes 10,981). Powers of two; the queue
/// doubles when an expansion could overflow it.
const unsigned long FIRST_ENTRIES = 1ul << 10;
const unsigned long FAR_ENTRIES = 1ul << 15;
/// g stays below 64 (on the 8-puzzle g ≤ 31 + 1).
const unsigned int DEPTHS = 64;
/// The rows of the queue, one per f modulo `ROWS`. A consistent heuristic changes by at most
/// 1 a move (moves are reversible), so a child's f is its parent's, plus 1 or 2: every open
/// entry's f lies within 2 of the least, and f modulo 4 tells them apart.
const unsigned int ROWS = 4;
/// Where an entry keeps the blank: above the slot.
const int BLANK_SHIFT = hash_table::SEARCH_BITS;

/// The highest set bit of `bits` (not 0): halves, then a table (the Rust twin's
/// `leading_zeros`).
inline unsigned int highest(unsigned int bits) {
	static const unsigned char TOP[16] = {0, 0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3};
	unsigned int g = 0;
	for (unsigned int half = 16; half >= 4; half >>= 1) {
		if (bits >> half) {
			bits >>= half;
			g += half;
		}
	}
	return g + TOP[bits];
}

/// A queue entry: the next entry of its list (0 ends a list) and `slot | blank << BLANK_SHIFT`.
struct Entry {
	unsigned int next;
	unsigned int node;
};

/// The open list: a bucket queue rather than a binary heap, as f and g are small integers.
/// `head[(f % ROWS) * DEPTHS + g]` starts a LIFO list of entries, and `nonempty[f % ROWS]` has
/// bit g set (in two 32-bit halves) while that list is not empty.
struct Queue {
	unsigned int head[ROWS * DEPTHS];
	unsigned int nonempty[ROWS][2];
	/// Entries in use, entry 0 included.
	unsigned long len;

	/// Pushes onto `entries`, a power of two of them, with room for one more.
	void push(vec::Vec<Entry>& entries, unsigned int f, unsigned int g, unsigned int slot,
			int blank) {
		unsigned int bucket = (f * DEPTHS + g) & (ROWS * DEPTHS - 1);
		unsigned long mask = entries.size() - 1;
		Entry entry = {head[bucket], slot | static_cast<unsigned int>(blank) << BLANK_SHIFT};
		entries[len & mask] = entry;
		head[bucket] = static_cast<unsigned int>(len);
		len += 1;
		nonempty[f & (ROWS - 1)][g >> 5] |= 1u << (g & 31);
	}

	/// Takes an entry of the least f at least `f`: among them, of the greatest g (the least
	/// h: it reaches the goal sooner, and the goal, h = 0, is taken as soon as its f is least).
	void pop(const vec::Vec<Entry>& entries, unsigned int& f, unsigned int& g,
			unsigned int& slot, int& blank) {
		while ((nonempty[f & (ROWS - 1)][0] | nonempty[f & (ROWS - 1)][1]) == 0) {
			f += 1;
		}
		unsigned int* bits = nonempty[f & (ROWS - 1)];
		g = bits[1] != 0 ? 32 + highest(bits[1]) : highest(bits[0]);
		unsigned int bucket = (f * DEPTHS + g) & (ROWS * DEPTHS - 1);
		unsigned long mask = entries.size() - 1;
		const Entry entry = entries[head[bucket] & mask];
		head[bucket] = entry.next;
		if (entry.next == 0) {
			bits[g >> 5] &= ~(1u << (g & 31));
		}
		slot = entry.node & ((1u << BLANK_SHIFT) - 1);
		blank = static_cast<int>(entry.node >> BLANK_SHIFT);
	}
};

/// A board's `g`, its least known distance from the start, and `came`, the last move of that
/// path (`START` for the start), maybe `| CLOSED`.
struct Known {
	unsigned char g;
	unsigned char came;
};

/// A* with a closed set; the table holds each board met with what is `Known` of it.
template <class H>
class Search {
public:
	Search() : entries_(FIRST_ENTRIES) {
		std::fill(queue_.head, queue_.head + ROWS * DEPTHS, 0u);
		for (unsigned int f = 0; f < ROWS; ++f) {
			queue_.nonempty[f][0] = queue_.nonempty[f][1] = 0;
		}
		queue_.len = 1;
	}

	/// A fewest-move solution when the heuristic is consistent.
	void run(Board start, search::Stats& stats, board::Moves& path) {
		clear();
		unsigned int f = H::estimate(start);
		// A far start takes the whole table at once (see `hash_table::FAR`), and a large queue.
		table_.plan(f, 0);
		if (table_.whole()) {
			reserve(FAR_ENTRIES);
		}
		search(start, f, stats);
		board::Moves::size_type from = path.size();
		search::walk_back(P.goal, P.neighbor, CameOf(table_), path);
		std::reverse(path.begin() + from, path.end());
	}

private:
	typedef hash_table::Table<Known, hash_table::SEARCH_BITS> Table;

	/// The move that reached a board by its shortest known path.
	struct CameOf {
		const Table& table;

		explicit CameOf(const Table& t) : table(t) {}

		unsigned char operator()(Board b) const {
			return table.value_of(b).came & ~CLOSED;
		}
	};

	/// Searches from `start` (its estimate `f`) until the goal is expanded.
	void search(Board start, unsigned int f, search::Stats& stats) {
		const Board goal = P.goal;
		bool found;
		unsigned int slot = table_.find(start, found);
		Known root = {0, START};
		table_.insert(slot, start, root);
		unsigned long expanded = 0, generated = 0, boards = 1;
		queue_.push(entries_, f, 0, slot, start.blank);
		// A consistent heuristic (Manhattan distance: a move changes it by exactly 1) never
		// lets f decrease along a path, so the least f in the queue only grows.
		for (;;) {
			if (table_.full(boards, 4)) {
				grow();
			}
			reserve(queue_.len + 4);
			// An expansion adds at most 4 boards and pushes: room for them first.
			while (!table_.full(boards, 4) && queue_.len + 4 <= entries_.size()) {
				unsigned int g;
				int blank;
				queue_.pop(entries_, f, g, slot, blank);
				const Known known = table_.value(slot);
				// A board is pushed again each time a shorter path to it turns up; the older
				// entries stay in the queue (no decrease-key) and are stale: skip them.
				if ((known.came & CLOSED) != 0 || known.g != g) {
					continue;
				}
				Board board = table_.key(slot);
				board.blank = blank;
				// Goal test on expansion, not on generation: only then is g sure to be least.
				if (board.low == goal.low && board.high == goal.high) {
					stats.add(expanded, generated);
					return;
				}
				Known closed = {static_cast<unsigned char>(g), static_cast<unsigned char>(known.came | CLOSED)};
				table_.set_value(slot, closed);
				expanded += 1;
				unsigned int h = f - g;
				// The inverse of the last move only leads back to the parent, already closed.
				unsigned int moves = P.moves_from[blank] & ~(1u << (known.came ^ 1));
				while (moves != 0) {
					unsigned char m = static_cast<unsigned char>(board::lowest(moves));
					moves &= moves - 1;
					const int to = P.neighbor[blank][m];
					generated += 1;
					const int tile = board.tile(to);
					const Board child = board.slide(to);
					unsigned int child_slot = table_.find(child, found);
					Known next = {static_cast<unsigned char>(g + 1), m};
					if (!found) {
						table_.insert(child_slot, child, next);
						boards += 1;
					} else {
						const Known child_known = table_.value(child_slot);
						if ((child_known.came & CLOSED) != 0 || child_known.g <= g + 1) {
							continue;
						}
						table_.set_value(child_slot, next);
					}
					unsigned int child_h = H::after(h, board, tile, blank, to);
					queue_.push(entries_, g + 1 + child_h, g + 1, child_slot, to);
				}
			}
		}
	}

	/// Makes room for at least `count` queue entries, keeping those in use.
	void reserve(unsigned long count) {
		if (count > entries_.size()) {
			unsigned long room = 1;
			while (room < count) {
				room <<= 1;
			}
			vec::Vec<Entry> more(room);
			std::copy(entries_.begin(), entries_.begin() + queue_.len, more.begin());
			entries_.swap(more);
			more.release();
		}
	}

	/// Grows the table and renumbers the queue's slots (every board met was pushed).
	void grow() {
		vec::Vec<unsigned int> live(queue_.len - 1);
		for (unsigned long k = 1; k < queue_.len; ++k) {
			live[k - 1] = entries_[k].node;
		}
		table_.grow(live.empty() ? 0 : &live[0], live.size());
		const unsigned int slot_mask = (1u << BLANK_SHIFT) - 1;
		for (unsigned long k = 1; k < queue_.len; ++k) {
			unsigned int slot = table_.moved(entries_[k].node & slot_mask);
			entries_[k].node = slot | (entries_[k].node & ~slot_mask);
		}
		live.release();
	}

	/// Empties the table and the queue left by the last puzzle, touching only what it used:
	/// every board it saw was pushed at least once. (Done before a search, not after, so that
	/// the last puzzle of the input leaves its garbage to the operating system.)
	void clear() {
		for (unsigned long k = 1; k < queue_.len; ++k) {
			const unsigned int slot = entries_[k].node;
			table_.clear(&slot, 1);
		}
		queue_.len = 1;
		for (unsigned int f = 0; f < ROWS; ++f) {
			for (unsigned int g = 0; g < DEPTHS; ++g) {
				if (queue_.nonempty[f][g >> 5] & (1u << (g & 31))) {
					queue_.head[f * DEPTHS + g] = 0;
				}
			}
			queue_.nonempty[f][0] = queue_.nonempty[f][1] = 0;
		}
	}

	Table table_;
	Queue queue_;
	/// The queue's entries: room for a power of two of them.
	vec::Vec<Entry> entries_;
};
}
