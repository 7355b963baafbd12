// A seed-like POJ 1077 bidirectional BFS for scale in tests/eight_once.rs (the textbook shape,
// not ours): boards as ints, std::unordered_map per side for the parent links, the smaller
// frontier expanded a whole layer at a time. Reads ONE puzzle, prints the blank's moves.
#include <algorithm>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
static const char letter[4] = {'u', 'd', 'l', 'r'};

static int encode(const string& s) { return atoi(s.c_str()); }
static string decode(int v) {
    string s = to_string(v);
    return string(9 - s.size(), '0') + s;
}

int main() {
    string board;
    for (int i = 0; i < 9; i++) {
        string token;
        if (!(cin >> token)) return 1;
        board += (token == "x" || token == "X" || token == "0") ? '0' : token[0];
    }
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (board[i] != '0' && board[j] != '0' && board[i] > board[j]) inversions++;
    if (inversions % 2 == 1) {
        cout << "unsolvable" << endl;
        return 0;
    }
    const string goal = "123456780";
    // parent[side][board] = (previous board, move index from previous to board)
    unordered_map<int, pair<int, int> > parent[2];
    vector<int> frontier[2];
    parent[0][encode(board)] = make_pair(-1, -1);
    parent[1][encode(goal)] = make_pair(-1, -1);
    frontier[0].push_back(encode(board));
    frontier[1].push_back(encode(goal));
    int meet = board == goal ? encode(board) : -1;
    while (meet < 0) {
        int side = frontier[0].size() <= frontier[1].size() ? 0 : 1;
        vector<int> next;
        for (size_t i = 0; i < frontier[side].size() && meet < 0; i++) {
            string cur = decode(frontier[side][i]);
            int blank = cur.find('0');
            int r = blank / 3, c = blank % 3;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
                string s = cur;
                swap(s[blank], s[nr * 3 + nc]);
                int v = encode(s);
                if (parent[side].count(v)) continue;
                parent[side][v] = make_pair(frontier[side][i], d);
                if (parent[1 - side].count(v)) {
                    meet = v;
                    break;
                }
                next.push_back(v);
            }
        }
        frontier[side].swap(next);
    }
    string path;
    for (int at = meet; parent[0][at].first >= 0; at = parent[0][at].first)
        path += letter[parent[0][at].second];
    reverse(path.begin(), path.end());
    // The goal side's moves, undone: d ^ 1 is the inverse of d (u<->d, l<->r).
    for (int at = meet; parent[1][at].first >= 0; at = parent[1][at].first)
        path += letter[parent[1][at].second ^ 1];
    cout << path << endl;
    return 0;
}
