//! Additive pattern databases for any board of up to 25 cells (Korf & Felner 2002), the blank
//! left out of the pattern: for each placement of a pattern's tiles, the fewest moves of those
//! tiles that bring them home, the other tiles' moves free. Built by breadth-first search over
//! (placement, the blank's region among the cells no pattern tile holds), so a table is exact
//! for its abstraction and the tables of disjoint patterns add up. Indexed sparsely: tile `i` of
//! a pattern on cell `c` adds `c · cells^i`, so a move changes an index by one difference. A
//! pattern that a symmetry of the board turns into an earlier one reads that one's table.

use std::collections::HashSet;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The most cells a board may have: a set of cells is a `u32`.
pub const MAX_CELLS: usize = 25;

/// A table's entry for an index that is no placement (two tiles on one cell).
const UNREACHED: u8 = u8::MAX;

/// Tables of at least this many bytes in all are kept in a file of the system's temporary
/// directory, named after `CACHE_VERSION` (changed with the builder), the board and the
/// patterns, and read back when its length and checksum are right; else built and written again
/// (to a file of its own, then renamed, so a reader never sees half of one).
const CACHE_BYTES: usize = 1 << 24;
const CACHE_VERSION: u64 = 2;

/// A symmetry of a board: (row, column, width, height) to the cell's image (row, column).
type Turn = fn(usize, usize, usize, usize) -> (usize, usize);

/// A board's shape: each cell's neighbours as a set, and the sets a flood fill needs.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
    pub cells: usize,
    pub neighbors: [u32; MAX_CELLS],
    all: u32,
    not_first_column: u32,
    not_last_column: u32,
}

impl Shape {
    /// The shape of a `width × height` board (at most `MAX_CELLS` cells).
    pub fn new(width: usize, height: usize) -> Shape {
        let cells = width * height;
        let mut shape = Shape {
            width,
            height,
            cells,
            neighbors: [0; MAX_CELLS],
            all: (1u32 << cells) - 1,
            not_first_column: 0,
            not_last_column: 0,
        };
        for cell in 0..cells {
            let (row, col) = (cell / width, cell % width);
            let near = [
                (row > 0).then(|| cell - width),
                (row + 1 < height).then(|| cell + width),
                (col > 0).then(|| cell - 1),
                (col + 1 < width).then(|| cell + 1),
            ];
            shape.neighbors[cell] = near.iter().flatten().fold(0, |set, &c| set | 1 << c);
            if col > 0 {
                shape.not_first_column |= 1 << cell;
            }
            if col + 1 < width {
                shape.not_last_column |= 1 << cell;
            }
        }
        shape
    }

    /// The cells of `free` connected to `seed` (a subset of `free`) through `free`.
    fn flood(&self, seed: u32, free: u32) -> u32 {
        let mut region = seed;
        loop {
            let grown = (region
                | (region << 1 & self.not_first_column)
                | (region >> 1 & self.not_last_column)
                | region << self.width
                | region >> self.width)
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// Where `region`, one of the connected parts of `free`, comes among them when they are
    /// ordered by their lowest cell.
    fn rank(&self, region: u32, free: u32) -> usize {
        let (mut rest, mut rank) = (free, 0);
        while rest & rest.wrapping_neg() & region == 0 {
            rest &= !self.flood(rest & rest.wrapping_neg(), rest);
            rank += 1;
        }
        rank
    }

    /// The board's symmetries as maps of cells (identity first): the four of a rectangle, and
    /// for a square the four more that turn it a quarter or mirror it about a diagonal.
    pub fn symmetries(&self) -> Vec<[u8; MAX_CELLS]> {
        let (w, h) = (self.width, self.height);
        let mut maps: Vec<Turn> = vec![
            |r, c, _, _| (r, c),
            |r, c, w, _| (r, w - 1 - c),
            |r, c, _, h| (h - 1 - r, c),
            |r, c, w, h| (h - 1 - r, w - 1 - c),
        ];
        if w == h {
            maps.push(|r, c, _, _| (c, r));
            maps.push(|r, c, w, _| (w - 1 - c, w - 1 - r));
            maps.push(|r, c, w, _| (c, w - 1 - r));
            maps.push(|r, c, w, _| (w - 1 - c, r));
        }
        maps.iter()
            .map(|map| {
                let mut to = [0; MAX_CELLS];
                for (cell, slot) in to.iter_mut().enumerate().take(self.cells) {
                    let (r, c) = map(cell / w, cell % w, w, h);
                    *slot = (r * w + c) as u8;
                }
                to
            })
            .collect()
    }
}

/// The table of the pattern whose tile `i` belongs on cell `home[i]`, the blank's goal being
/// `blank_home`: entry `Σ cell_i · cells^i` holds the fewest moves of the pattern's tiles from
/// that placement to theirs, the blank anywhere (`UNREACHED` where two tiles share a cell).
///
/// A state is a placement and the region of free cells the blank is in, since the blank walks
/// for free within its region; the start is the goal's placement with the blank's goal region.
/// Each layer of the search is one more move of a pattern tile (into the blank's region, the
/// blank then on the cell it left), and a placement's entry is the first layer that reaches it
/// in any region. Which regions of a placement were reached: bit `r` of `seen` for its `r`-th
/// region by lowest cell (up to 8, which 6 tiles never pass on 5×5), a set beyond.
pub fn build(shape: &Shape, home: &[usize], blank_home: usize) -> Vec<u8> {
    let n = shape.cells;
    let weights: Vec<usize> = (0..home.len()).map(|i| n.pow(i as u32)).collect();
    let size = n.pow(home.len() as u32);
    // Each placement's entry (low byte) and the regions seen (high byte), side by side so that
    // a child costs one cache line.
    let mut entries = vec![u16::from(UNREACHED); size];
    let mut beyond = HashSet::new();
    let start: usize = home.iter().zip(&weights).map(|(&c, &w)| c * w).sum();
    let taken = home.iter().fold(0u32, |set, &c| set | 1 << c);
    let region = shape.flood(1 << blank_home, shape.all & !taken);
    entries[start] = 1 << (8 + shape.rank(region, shape.all & !taken));
    // A state as `placement << 5 | the lowest cell of the blank's region`.
    let mut layer = vec![(start as u64) << 5 | u64::from(region.trailing_zeros())];
    let mut cells = vec![0; home.len()];
    let mut depth = 0u16;
    while !layer.is_empty() {
        depth += 1;
        // In order of placement, the children of each move of a tile come in order too: the
        // tables are read and written as streams, not at random.
        layer.sort_unstable();
        let mut next = Vec::new();
        for &state in &layer {
            let index = (state >> 5) as usize;
            let (mut rest, mut taken) = (index, 0u32);
            for cell in cells.iter_mut() {
                *cell = rest % n;
                rest /= n;
                taken |= 1 << *cell;
            }
            let free = shape.all & !taken;
            let region = shape.flood(1 << (state & 31), free);
            for (&from, &weight) in cells.iter().zip(&weights) {
                let mut targets = shape.neighbors[from] & region;
                while targets != 0 {
                    let to = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    let child = index + to * weight - from * weight;
                    let child_free = free ^ (1 << from) ^ (1 << to);
                    let child_region = shape.flood(1 << from, child_free);
                    let lowest = u64::from(child_region.trailing_zeros());
                    let entry = &mut entries[child];
                    let fresh = match shape.rank(child_region, child_free) {
                        rank @ 0..=7 => {
                            let fresh = *entry & (1 << (8 + rank)) == 0;
                            *entry |= 1 << (8 + rank);
                            fresh
                        }
                        _ => beyond.insert((child as u64) << 5 | lowest),
                    };
                    if fresh {
                        if *entry & 0xff == u16::from(UNREACHED) {
                            *entry = *entry & 0xff00 | depth;
                        }
                        next.push((child as u64) << 5 | lowest);
                    }
                }
            }
        }
        layer = next;
    }
    entries.into_iter().map(|entry| entry as u8).collect()
}

/// The databases of a partition of the tiles of the goal `1 … cells−1, 0`: one table for each
/// pattern no symmetry of the board maps onto an earlier one, and for each tile the term its
/// cell adds to its pattern's index into its table.
pub struct Partition {
    pub shape: Shape,
    pub tables: Vec<Vec<u8>>,
    /// The pattern of each tile (tile `t` at `[t]`; the blank's entry unused).
    pub pattern_of: [u8; MAX_CELLS],
    /// The table each pattern reads.
    pub table_of: Vec<usize>,
    /// `term[t][c]`: what tile `t` on cell `c` adds to its pattern's index.
    pub term: [[u32; MAX_CELLS]; MAX_CELLS],
}

impl Partition {
    /// The databases of `patterns` (lists of tiles, disjoint, together every tile) on a
    /// `width × height` board, the tables built on all cores: `cells^k` bytes for a pattern of
    /// `k` tiles, which must stay below 2^32. A thread that cannot start leaves its tables to
    /// the caller. With `cache`, big tables are read from and kept in the cache file.
    pub fn new(width: usize, height: usize, patterns: &[Vec<u8>], cache: bool) -> Partition {
        let shape = Shape::new(width, height);
        let n = shape.cells;
        let blank_home = n - 1;
        let homes: Vec<Vec<usize>> = (patterns.iter())
            .map(|tiles| tiles.iter().map(|&t| usize::from(t) - 1).collect())
            .collect();
        let cell_set = |cells: &mut dyn Iterator<Item = usize>| cells.fold(0u32, |s, c| s | 1 << c);
        let goal_region = |home: &[usize]| {
            let free = shape.all & !cell_set(&mut home.iter().copied());
            shape.flood(1 << blank_home, free)
        };
        let symmetries = shape.symmetries();
        // For each pattern: the earlier pattern whose table it reads and the symmetry that
        // maps that one's cells onto its own (itself and the identity when there is none).
        let mut source = Vec::new();
        for (p, home) in homes.iter().enumerate() {
            let same = |&(q, s): &(usize, usize)| {
                let map = &symmetries[s];
                let moved = |cells: &[usize]| cell_set(&mut cells.iter().map(|&c| map[c].into()));
                let region_moved = (0..n).filter(|&c| goal_region(&homes[q]) & 1 << c != 0);
                source[q] == (q, 0)
                    && moved(&homes[q]) == cell_set(&mut home.iter().copied())
                    && cell_set(&mut region_moved.map(|c| map[c].into())) == goal_region(home)
            };
            let mut pairs = (0..p).flat_map(|q| (0..symmetries.len()).map(move |s| (q, s)));
            let found = pairs.find(same);
            source.push(found.unwrap_or((p, 0)));
        }
        let owners: Vec<usize> = (0..homes.len()).filter(|&p| source[p] == (p, 0)).collect();
        let sizes: Vec<usize> = owners
            .iter()
            .map(|&p| n.pow(homes[p].len() as u32))
            .collect();
        let key = (patterns.iter().flatten().map(|&t| u64::from(t))).chain([
            CACHE_VERSION,
            width as u64,
            height as u64,
            patterns.len() as u64,
        ]);
        let file = (cache && sizes.iter().sum::<usize>() >= CACHE_BYTES).then(|| {
            let name = format!(
                "npuzzle-pdb24-{:016x}.bin",
                checksum(key.map(u64::to_le_bytes))
            );
            std::env::temp_dir().join(name)
        });
        let cached = file.as_ref().and_then(|file| read_cache(file, &sizes));
        let loaded = cached.is_some();
        let built: Vec<Mutex<Option<Vec<u8>>>> = match cached {
            Some(tables) => tables.into_iter().map(|t| Mutex::new(Some(t))).collect(),
            None => owners.iter().map(|_| Mutex::new(None)).collect(),
        };
        let next_job = AtomicUsize::new(if loaded { owners.len() } else { 0 });
        let work = || loop {
            let job = next_job.fetch_add(1, Ordering::Relaxed);
            let Some(&owner) = owners.get(job) else { break };
            let table = build(&shape, &homes[owner], blank_home);
            if let Ok(mut slot) = built[job].lock() {
                *slot = Some(table);
            }
        };
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        std::thread::scope(|scope| {
            for _ in 1..threads.min(owners.len()) {
                // A helper that cannot start leaves the jobs to the others and the caller.
                let _ = std::thread::Builder::new().spawn_scoped(scope, work);
            }
            work();
        });
        let mut tables = Vec::new();
        for (job, slot) in built.into_iter().enumerate() {
            let table = slot.into_inner().ok().flatten();
            tables.push(table.unwrap_or_else(|| build(&shape, &homes[owners[job]], blank_home)));
        }
        if let (Some(file), false) = (&file, loaded) {
            write_cache(file, &tables);
        }
        let mut partition = Partition {
            shape,
            tables,
            pattern_of: [u8::MAX; MAX_CELLS],
            table_of: Vec::new(),
            term: [[0; MAX_CELLS]; MAX_CELLS],
        };
        for (p, home) in homes.iter().enumerate() {
            let (q, s) = source[p];
            partition
                .table_of
                .push(owners.iter().position(|&o| o == q).unwrap_or(0));
            // Tile j of this pattern is tile i of pattern q turned by the symmetry: its cell
            // turned back is where tile i stands in the placement the table holds.
            let map = &symmetries[s];
            let mut back = [0usize; MAX_CELLS];
            for (c, &to) in map.iter().enumerate().take(n) {
                back[usize::from(to)] = c;
            }
            for (j, &cell) in home.iter().enumerate() {
                let i = (homes[q].iter())
                    .position(|&c| usize::from(map[c]) == cell)
                    .unwrap_or(j);
                let tile = usize::from(patterns[p][j]);
                partition.pattern_of[tile] = p as u8;
                for (term, &cell) in partition.term[tile].iter_mut().zip(&back).take(n) {
                    *term = (cell * n.pow(i as u32)) as u32;
                }
            }
        }
        partition
    }
}

/// A checksum of 8-byte words (FNV-1a over words).
fn checksum(words: impl Iterator<Item = [u8; 8]>) -> u64 {
    let step =
        |sum: u64, word: [u8; 8]| (sum ^ u64::from_le_bytes(word)).wrapping_mul(0x100_0000_01b3);
    words.fold(0xcbf2_9ce4_8422_2325, step)
}

/// The checksum of `bytes`, zero-padded to whole words.
fn checksum_of(tables: &[Vec<u8>]) -> u64 {
    let words = tables.iter().flat_map(|table| {
        table.chunks(8).map(|chunk| {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            word
        })
    });
    checksum(words)
}

/// The tables of `sizes` from `file`: their bytes, then their checksum; `None` when it is
/// missing, short, long or wrong.
fn read_cache(file: &PathBuf, sizes: &[usize]) -> Option<Vec<Vec<u8>>> {
    let mut input = fs::File::open(file).ok()?;
    let total: usize = sizes.iter().sum();
    if input.metadata().ok()?.len() != total as u64 + 8 {
        return None;
    }
    let mut tables = Vec::new();
    for &size in sizes {
        let mut table = vec![0; size];
        std::io::Read::read_exact(&mut input, &mut table).ok()?;
        tables.push(table);
    }
    let mut sum = [0; 8];
    std::io::Read::read_exact(&mut input, &mut sum).ok()?;
    (checksum_of(&tables) == u64::from_le_bytes(sum)).then_some(tables)
}

/// Writes `tables` and their checksum to `file` through a file of this process's own, renamed
/// into place; a failure leaves no file and is not an error (the tables are built next time).
fn write_cache(file: &PathBuf, tables: &[Vec<u8>]) {
    let partial = file.with_extension(format!("{}.partial", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut out = std::io::BufWriter::new(fs::File::create(&partial)?);
        for table in tables {
            std::io::Write::write_all(&mut out, table)?;
        }
        std::io::Write::write_all(&mut out, &checksum_of(tables).to_le_bytes())?;
        std::io::Write::flush(&mut out)?;
        fs::rename(&partial, file)
    };
    if write().is_err() {
        let _ = fs::remove_file(&partial);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};

    /// The fewest moves of `home`'s tiles from every placement, by a 0-1 search over every
    /// (placement, blank cell): the blank's step onto a pattern tile costs that tile's move.
    fn by_every_blank(shape: &Shape, home: &[usize], blank_home: usize) -> HashMap<Vec<usize>, u8> {
        let mut distance: HashMap<(Vec<usize>, usize), u8> = HashMap::new();
        let mut queue = VecDeque::from([(home.to_vec(), blank_home, 0u8)]);
        distance.insert((home.to_vec(), blank_home), 0);
        while let Some((placement, blank, d)) = queue.pop_front() {
            if distance[&(placement.clone(), blank)] < d {
                continue;
            }
            for to in (0..shape.cells).filter(|&c| shape.neighbors[blank] & 1 << c != 0) {
                let mut next = placement.clone();
                let cost = match next.iter().position(|&c| c == to) {
                    Some(i) => {
                        next[i] = blank;
                        1
                    }
                    None => 0,
                };
                let key = (next.clone(), to);
                if distance.get(&key).map_or(true, |&old| d + cost < old) {
                    distance.insert(key, d + cost);
                    if cost == 0 {
                        queue.push_front((next, to, d));
                    } else {
                        queue.push_back((next, to, d + 1));
                    }
                }
            }
        }
        let mut least = HashMap::new();
        for ((placement, _), d) in distance {
            let entry = least.entry(placement).or_insert(d);
            *entry = (*entry).min(d);
        }
        least
    }

    #[test]
    fn tables_are_the_fewest_moves_of_their_tiles() {
        let cases: [(usize, usize, &[usize]); 6] = [
            (3, 3, &[0, 1, 2, 3]),
            (3, 3, &[4, 5, 6, 7]),
            (3, 3, &[1, 3, 5, 7]),
            (4, 2, &[0, 1, 4, 5]),
            (3, 2, &[0, 1, 2]),
            (4, 3, &[5, 6, 9, 10]),
        ];
        for (width, height, home) in cases {
            let shape = Shape::new(width, height);
            let table = build(&shape, home, shape.cells - 1);
            let want = by_every_blank(&shape, home, shape.cells - 1);
            let mut placements = 0;
            for (index, &entry) in table.iter().enumerate() {
                let cells: Vec<usize> = (0..home.len())
                    .map(|i| index / shape.cells.pow(i as u32) % shape.cells)
                    .collect();
                match want.get(&cells) {
                    Some(&d) => {
                        assert_eq!(entry, d, "{}×{} {:?} at {:?}", width, height, home, cells)
                    }
                    None => assert_eq!(entry, UNREACHED, "{:?} is no placement", cells),
                }
                placements += usize::from(entry != UNREACHED);
            }
            assert_eq!(placements, want.len());
        }
    }

    #[test]
    fn a_turned_pattern_reads_the_table_of_its_twin() {
        // 3×3: {1, 2}, and {3, 6} and {4, 7} its quarter turns; {5, 8} reads its own table.
        let patterns = [vec![1, 2], vec![3, 6], vec![4, 7], vec![5, 8]];
        let partition = Partition::new(3, 3, &patterns, false);
        assert_eq!(partition.tables.len(), 2);
        assert_eq!(partition.table_of, [0, 0, 0, 1]);
        // Each pattern's own table, built directly, agrees with the one it reads.
        let shape = Shape::new(3, 3);
        for (p, tiles) in patterns.iter().enumerate() {
            let home: Vec<usize> = tiles.iter().map(|&t| usize::from(t) - 1).collect();
            let own = build(&shape, &home, 8);
            let read = &partition.tables[partition.table_of[p]];
            for (index, &entry) in own.iter().enumerate().filter(|(_, &e)| e != UNREACHED) {
                let cells = [index % 9, index / 9];
                let turned: u32 = (tiles.iter().zip(cells))
                    .map(|(&t, c)| partition.term[usize::from(t)][c])
                    .sum();
                assert_eq!(
                    read[turned as usize], entry,
                    "pattern {:?} at {:?}",
                    tiles, cells
                );
            }
        }
    }
}
