// uses:
#include <cstdlib>
#include <cstring>

namespace vec {
//! `std::vector<T>`'s members the parts use, without libstdc++ (its loading costs a process
//! more than a small search): `std::vector` becomes `vec::Vec` (`// uses: vec`). Memory by
//! `calloc`/`realloc`; no destructor (exceptions would need libstdc++ to run it): `release()`
//! frees, else the process's end (release what is made again and again). Ranges are pointers.
//! An element is plain data, a `Vec` or a struct of them: zeroed, then assigned; moved by
//! `realloc`. Nor may a part use `new`, `throw`, `<iostream>` or a local `static` object that
//! has a constructor (its guard is libstdc++'s).
template <class T>
class Vec {
public:
	typedef std::size_t size_type;
	typedef T* iterator;
	typedef const T* const_iterator;

	Vec() : data_(0), size_(0), room_(0) {}
	explicit Vec(size_type n, const T& value = T()) : data_(0), size_(0), room_(0) {
		resize(n, value);
	}
	template <class U>
	Vec(const U* first, const U* last) : data_(0), size_(0), room_(0) {
		insert(data_, first, last);
	}
	Vec(const Vec& other) : data_(0), size_(0), room_(0) {
		insert(data_, other.begin(), other.end());
	}
	Vec& operator=(const Vec& other) {
		if (this != &other) {
			size_ = 0;
			insert(data_, other.begin(), other.end());
		}
		return *this;
	}

	size_type size() const { return size_; }
	bool empty() const { return size_ == 0; }
	T& operator[](size_type i) { return data_[i]; }
	const T& operator[](size_type i) const { return data_[i]; }
	T& back() { return data_[size_ - 1]; }
	const T& back() const { return data_[size_ - 1]; }
	iterator begin() { return data_; }
	const_iterator begin() const { return data_; }
	iterator end() { return data_ + size_; }
	const_iterator end() const { return data_ + size_; }
	void pop_back() { --size_; }
	void clear() { size_ = 0; }

	void push_back(const T& value) {
		T copy = value;
		if (size_ == room_) {
			reserve(room_ < 4 ? 8 : 2 * room_);
		}
		put(size_++, copy);
	}

	/// Room for `n` elements (those held kept); a new buffer of zeros when `zeros`.
	void reserve(size_type n, bool zeros = false) {
		if (n > room_) {
			void* more = zeros ? std::calloc(n, sizeof(T)) : std::realloc(static_cast<void*>(data_), n * sizeof(T));
			if (!more) {
				std::abort();
			}
			data_ = static_cast<T*>(more);
			room_ = n;
		}
	}

	/// `n` elements: the first kept, any new one `value` (zeros from `calloc` in a new buffer).
	void resize(size_type n, const T& value = T()) {
		const T copy = value;
		if (n > room_ && size_ == 0 && zero(copy)) {
			release();
			reserve(n, true);
			size_ = n;
		}
		if (n > room_) {
			reserve(n < 2 * room_ ? 2 * room_ : n);
		}
		for (; size_ < n; ++size_) {
			put(size_, copy);
		}
		size_ = n;
	}

	void assign(size_type n, const T& value) {
		size_ = 0;
		resize(n, value);
	}

	/// Inserts `[first, last)` (not of this array) before `at`.
	template <class U>
	void insert(iterator at, const U* first, const U* last) {
		size_type i = at - data_, count = last - first;
		if (size_ + count > room_) {
			reserve(size_ + count < 2 * room_ ? 2 * room_ : size_ + count);
		}
		std::memmove(static_cast<void*>(data_ + i + count), data_ + i, (size_ - i) * sizeof(T));
		std::memset(static_cast<void*>(data_ + i), 0, count * sizeof(T));
		for (size_ += count; first != last; ++first) {
			data_[i++] = *first;
		}
	}

	void swap(Vec& other) {
		Vec was;
		std::memcpy(static_cast<void*>(&was), this, sizeof was);
		std::memcpy(static_cast<void*>(this), &other, sizeof was);
		std::memcpy(static_cast<void*>(&other), &was, sizeof was);
	}

	/// Frees the buffer: the array is empty, with no room.
	void release() {
		std::free(data_);
		data_ = 0;
		size_ = room_ = 0;
	}

private:
	T* data_;
	size_type size_;
	size_type room_;

	static bool zero(const T& value) {
		const char* byte = reinterpret_cast<const char*>(&value);
		size_type i = 0;
		while (i < sizeof(T) && !byte[i]) {
			++i;
		}
		return i == sizeof(T);
	}

	/// `value` into the unused element `i`.
	void put(size_type i, const T& value) {
		std::memset(static_cast<void*>(data_ + i), 0, sizeof(T));
		data_[i] = value;
	}
};
}
