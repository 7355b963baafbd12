// A seed-like POJ 1077 A* for scale in tests/eight_once.rs (the textbook shape, not ours):
// board strings, Manhattan distance, std::priority_queue, std::unordered_map for g and the
// parent links. Reads ONE puzzle (9 tokens, 'x' the blank), prints the blank's moves.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

static int manhattan(const string& s) {
    int h = 0;
    for (int i = 0; i < 9; i++)
        if (s[i] != '0') {
            int t = s[i] - '1';
            h += abs(i / 3 - t / 3) + abs(i % 3 - t % 3);
        }
    return h;
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
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    const char letter[4] = {'u', 'd', 'l', 'r'};
    unordered_map<string, int> g;
    unordered_map<string, pair<string, char> > parent;
    typedef pair<int, string> Entry;
    priority_queue<Entry, vector<Entry>, greater<Entry> > open;
    g[board] = 0;
    open.push(Entry(manhattan(board), board));
    while (!open.empty()) {
        Entry top = open.top();
        open.pop();
        const string cur = top.second;
        if (cur == goal) break;
        int gc = g[cur];
        if (top.first > gc + manhattan(cur)) continue;
        int blank = cur.find('0');
        int r = blank / 3, c = blank % 3;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            string next = cur;
            swap(next[blank], next[nr * 3 + nc]);
            unordered_map<string, int>::iterator it = g.find(next);
            if (it != g.end() && it->second <= gc + 1) continue;
            g[next] = gc + 1;
            parent[next] = make_pair(cur, letter[d]);
            open.push(Entry(gc + 1 + manhattan(next), next));
        }
    }
    string path;
    for (string at = goal; at != board; at = parent[at].first) path += parent[at].second;
    reverse(path.begin(), path.end());
    cout << path << endl;
    return 0;
}
