// uses: vec

namespace key_map {
//! Keys to values by open addressing (linear probing, at most half full): the Rust twins'
//! `HashMap`s that are only looked up and set. `key_home(key)`, in the key's namespace, gives
//! its first slot; the zero key (`K()`) marks an empty slot, its value kept aside. A probe reads
//! keys alone (values in an array of their own).

template <class K, class V>
class KeyMap {
public:
	KeyMap() {
		clear();
	}

	/// A new, empty map.
	void clear() {
		release();
		keys_.resize(1024);
		values_.resize(1024);
		count_ = 0;
		zero_ = false;
	}

	/// The value of `key`, or null.
	const V* find(const K& key) const {
		if (key == K()) {
			return zero_ ? &zero_value_ : 0;
		}
		unsigned long s = where(key);
		return keys_[s] == key ? &values_[s] : 0;
	}

	/// The value of `key`, made (`V()`) if it is new, as `std::map`'s `[]`.
	V& operator[](const K& key) {
		if (key == K()) {
			zero_value_ = zero_ ? zero_value_ : V();
			zero_ = true;
			return zero_value_;
		}
		unsigned long s = where(key);
		if (!(keys_[s] == key)) {
			if (2 * ++count_ > keys_.size()) {
				vec::Vec<K> keys(2 * keys_.size());
				vec::Vec<V> values(keys.size());
				keys.swap(keys_);
				values.swap(values_);
				for (unsigned long i = 0; i < keys.size(); ++i) {
					if (!(keys[i] == K())) {
						unsigned long t = where(keys[i]);
						keys_[t] = keys[i];
						values_[t] = values[i];
					}
				}
				keys.release();
				values.release();
				s = where(key);
			}
			keys_[s] = key;
		}
		return values_[s];
	}

	/// Frees the tables; `clear` makes a map again.
	void release() {
		keys_.release();
		values_.release();
	}

private:
	vec::Vec<K> keys_;
	vec::Vec<V> values_;
	unsigned long count_;
	bool zero_;
	V zero_value_;

	unsigned long where(const K& key) const {
		unsigned long mask = keys_.size() - 1, s = key_home(key) & mask;
		while (!(keys_[s] == key) && !(keys_[s] == K())) {
			s = (s + 1) & mask;
		}
		return s;
	}
};
}
