//! The cost model of the 15-puzzle's plain BFS (solutions/*/bfs.rs on a 4×4 board), measured:
//! what the package's test of many boards is sized by (src/package/data) and where that file is
//! placed among the submissions (src/package/submissions).

/// The 15-puzzle's plain BFS on a board of `depth` moves: its time, about 30 ms at 17 moves and
/// twice as much a move deeper (measured: 20 boards of 14, 17, 20 moves took 0.04 s, 0.61 s,
/// 4.77 s, `target/release/uva10181-bfs`).
pub fn bfs15_ms(depth: u64) -> f64 {
    30.0 * 2f64.powi(depth as i32 - 17)
}

/// Its table at `depth` moves: about 245 MB at 20 moves (the same runs' peak), twice as much a
/// move deeper.
pub fn bfs15_mb(depth: u64) -> f64 {
    245.0 * 2f64.powi(depth as i32 - 20)
}
