# A single-puzzle POJ 1077 solution in Python: BFS over board strings with a dict of parents.
# Fine for shallow puzzles; too slow for the deepest ones within 1 s (that is the judge's job
# to show). judge: split
import sys
from collections import deque


def main():
    tokens = sys.stdin.read().split()[:9]
    start = "".join("0" if t in ("x", "X", "0") else t for t in tokens)
    tiles = [c for c in start if c != "0"]
    inversions = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    if inversions % 2:
        print("unsolvable")
        return
    goal = "123456780"
    parent = {start: None}
    frontier = deque([start])
    while frontier and goal not in parent:
        board = frontier.popleft()
        blank = board.index("0")
        row, col = divmod(blank, 3)
        for letter, dr, dc in (("u", -1, 0), ("d", 1, 0), ("l", 0, -1), ("r", 0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < 3 and 0 <= c < 3:
                cells = list(board)
                target = r * 3 + c
                cells[blank], cells[target] = cells[target], cells[blank]
                nxt = "".join(cells)
                if nxt not in parent:
                    parent[nxt] = (board, letter)
                    frontier.append(nxt)
    path = []
    at = goal
    while parent[at] is not None:
        at, letter = parent[at]
        path.append(letter)
    print("".join(reversed(path)))


main()
