// uses: board hash_keys puzzle vec

namespace hash_table {
//! Open-addressing hash tables of boards (linear probing, keyed by the cells, 0 = empty), as
//! flat arrays of 2^`SLOT_BITS` entries, of which only a prefix is used, growing with the work
//! (the Rust twin's policy, slot for slot: a small search touches few pages, one puzzle a
//! process paying a page fault for every page it touches).

using board::Board;
using puzzle::P;

/// The slots of the searches' tables: the 8-puzzle's 181,440 boards fit in 2^16 at 3/4 load.
/// (An enumerator, as `DEFAULT_BITS`: a file that uses one of them only is not warned of the other.)
enum { SEARCH_BITS = 16 };
/// The prefix a table starts with: 2^11 slots (12 KB of keys and values for A*).
const int FIRST_BITS = 11;
/// Bits a table grows by when full: ×4.
const int GROWTH = 2;
/// A search whose first bound is at least this (A*'s f, bidirectional BFS's h) takes the whole
/// table at once: on the 8-puzzle such starts meet more boards than any prefix but the largest
/// holds.
const unsigned int FAR = 21;

/// The slots of a table `find` probes whole: 2^19, well above the 8-puzzle's 181,440 boards.
enum { DEFAULT_BITS = 19 };

/// The slot holding `board` among the 2^`bits` slots of `low` and `high` (its first 8 cells and
/// the rest, hashed together as the Rust twin's 64-bit `cells`), or the empty one where it goes
/// (`found` false). The table must never fill up.
inline unsigned int find(const vec::Vec<unsigned int>& low, const vec::Vec<unsigned int>& high,
		int bits, const Board& board, bool& found) {
	unsigned int mask = (1u << bits) - 1;
	unsigned int slot = hash_keys::home(board.low, board.high, bits) & mask;
	for (;;) {
		if (low[slot] == board.low && high[slot] == board.high) {
			found = true;
			return slot;
		}
		if (low[slot] == 0) {
			found = false;
			return slot;
		}
		slot = (slot + 1) & mask;
	}
}

/// The boards a prefix of 2^`bits` slots holds before it grows: 3/4 of them.
inline unsigned long limit(int bits) {
	return 3ul << bits >> 2;
}

/// A table of boards and their values `V` (zero when empty), 2^`SLOT_BITS` slots.
template <class V, int SLOT_BITS>
class Table {
public:
	Table()
		: low_(1ul << SLOT_BITS), high_(P.n > hash_keys::NARROW ? 1ul << SLOT_BITS : 0),
		  values_(1ul << SLOT_BITS), bits_(FIRST_BITS < SLOT_BITS ? FIRST_BITS : SLOT_BITS),
		  whole_(false), total_(P.n * (P.n - 1) / 2) {}

	/// Whether the table uses all its slots (it never grows then).
	bool whole() const {
		return bits_ == SLOT_BITS;
	}

	/// Plans a search whose first bound is `bound` and that may meet `boards` boards: a far one
	/// takes the whole table for good; a nearer one room for `boards` below the load limit.
	void plan(unsigned int bound, unsigned long boards) {
		if (bound >= FAR) {
			bits_ = SLOT_BITS;
			whole_ = true;
		} else if (!whole_) {
			int bits = 0;
			while ((1ul << bits) < boards * 4 / 3) {
				++bits;
			}
			bits = bits < SLOT_BITS ? bits : SLOT_BITS;
			bits_ = bits_ > bits ? bits_ : bits;
		}
	}

	/// Whether `live` boards and `more` would pass the load limit.
	bool full(unsigned long live, unsigned long more) const {
		return !whole() && live + more > limit(bits_);
	}

	/// The slot holding `board`'s cells, or the empty one where they go (`found` false).
	unsigned int find(const Board& board, bool& found) const {
		bool narrow = high_.empty();
		// A whole table hashes all the cells, as the Rust twin's 64-bit keys of `Mode::Whole`.
		unsigned int hashed = narrow && !whole_ ? 0 : board.high;
		unsigned int mask = (1u << bits_) - 1;
		unsigned int slot = hash_keys::home(board.low, hashed, bits_) & mask;
		for (;;) {
			if (low_[slot] == board.low && (narrow || high_[slot] == board.high)) {
				found = true;
				return slot;
			}
			if (low_[slot] == 0) {
				found = false;
				return slot;
			}
			slot = (slot + 1) & mask;
		}
	}

	/// The value of the board `board`, which the table holds.
	V value_of(const Board& board) const {
		bool found;
		return values_[find(board, found)];
	}

	/// The cells of the board in `slot` (its blank left at 0).
	Board key(unsigned int slot) const {
		Board board = {low_[slot], 0, 0};
		board.high = high_.empty() ? hash_keys::ninth(low_[slot], total_) : high_[slot];
		return board;
	}

	V value(unsigned int slot) const {
		return values_[slot];
	}

	void set_value(unsigned int slot, V value) {
		values_[slot] = value;
	}

	/// Puts `board` with `value` in the empty `slot` that `find` gave.
	void insert(unsigned int slot, const Board& board, V value) {
		low_[slot] = board.low;
		if (!high_.empty()) {
			high_[slot] = board.high;
		}
		values_[slot] = value;
	}

	/// Grows the table ×2^`GROWTH`, the boards in the slots `live[0..count)` (every board it
	/// holds) moved in that order; `moved(old)` tells where each went.
	template <class Slot>
	void grow(const Slot* live, unsigned long count) {
		vec::Vec<Entry> boards;
		for (unsigned long k = 0; k < count; ++k) {
			unsigned int old = live[k] & ((1u << SLOT_BITS) - 1);
			if (low_[old] != 0) {
				boards.push_back(Entry(key(old), old, values_[old]));
				low_[old] = 0;
			}
		}
		moved_.assign(1ul << bits_, 0);
		bits_ = bits_ + GROWTH < SLOT_BITS ? bits_ + GROWTH : SLOT_BITS;
		for (typename vec::Vec<Entry>::size_type k = 0; k < boards.size(); ++k) {
			bool found;
			unsigned int slot = find(boards[k].board, found);
			insert(slot, boards[k].board, boards[k].value);
			moved_[boards[k].old] = slot;
		}
		boards.release();
	}

	/// Where the board in slot `old` went when the table last grew.
	unsigned int moved(unsigned int old) const {
		return moved_[old];
	}

	/// Empties the slots `live[0..count)`: every board the last search put in.
	template <class Slot>
	void clear(const Slot* live, unsigned long count) {
		for (unsigned long k = 0; k < count; ++k) {
			low_[live[k] & ((1u << SLOT_BITS) - 1)] = 0;
		}
	}

private:
	struct Entry {
		Board board;
		unsigned int old;
		V value;

		Entry(Board b, unsigned int o, V v) : board(b), old(o), value(v) {}
	};

	vec::Vec<unsigned int> low_;
	vec::Vec<unsigned int> high_;
	vec::Vec<V> values_;
	/// Where each slot's board went when the table last grew.
	vec::Vec<unsigned int> moved_;
	int bits_;
	bool whole_;
	unsigned int total_;
};
}
