// uses: vec

namespace key_map {
//! Keys to values by open addressing (linear probing, at most half full): the Rust twins'
//! `HashMap`s that are only looked up and set. `key_home(key)`, in the key's namespace, gives
//! its first slot.

template <class K, class V>
class KeyMap {
public:
	KeyMap() {
		clear();
	}

	/// A new, empty map.
	void clear() {
		slots_.release();
		slots_.resize(1024);
		count_ = 0;
	}

	/// The value of `key`, or null.
	const V* find(const K& key) const {
		const Slot& slot = slots_[where(key)];
		return slot.used ? &slot.value : 0;
	}

	void set(const K& key, const V& value) {
		if (!find(key) && 2 * ++count_ > slots_.size()) {
			vec::Vec<Slot> old(2 * slots_.size());
			old.swap(slots_);
			for (unsigned long i = 0; i < old.size(); ++i) {
				if (old[i].used) {
					slots_[where(old[i].key)] = old[i];
				}
			}
			old.release();
		}
		Slot slot = {key, value, true};
		slots_[where(key)] = slot;
	}

	/// Frees the table; `clear` makes a map again.
	void release() {
		slots_.release();
	}

private:
	struct Slot {
		K key;
		V value;
		bool used;
	};

	vec::Vec<Slot> slots_;
	unsigned long count_;

	unsigned long where(const K& key) const {
		unsigned long mask = slots_.size() - 1, s = key_home(key) & mask;
		while (slots_[s].used && !(slots_[s].key == key)) {
			s = (s + 1) & mask;
		}
		return s;
	}
};
}
