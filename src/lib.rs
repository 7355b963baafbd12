//! npuzzle: the tools' library — the problem table, the board model, parsing, the checker.
