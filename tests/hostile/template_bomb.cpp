// Hostile: a compile bomb, 2^40 distinct instantiations. Expected: CE with the limit it hits.
template <int N, unsigned long long M> struct Bomb {
    static const unsigned long long value =
        Bomb<N - 1, 2 * M>::value + Bomb<N - 1, 2 * M + 1>::value;
};
template <unsigned long long M> struct Bomb<0, M> {
    static const unsigned long long value = M % 3;
};
int main() { return (int)(Bomb<40, 1>::value & 1); }
