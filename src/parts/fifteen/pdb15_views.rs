//! The lookups one set of pattern tables gives on the 4×4 board (`pdb15`): a table counts the
//! moves of its tiles with the blank anywhere, so rotated or reflected it is the table of the
//! tiles whose homes are the images of its tiles' homes, provided the blank's goal cell stays
//! in the free region of the goal (the lookup then counts moves that end with the blank in
//! another corner, but reach the goal's placement). Every partition of the 15 tiles into such
//! images is a further additive lower bound from the same tables: the 5-5-5 partition
//! (`pdb15::PATTERNS`) has four (itself, its mirror about the main diagonal, and the mirror pair
//! of {1 2 5 6 9}, {3 4 7 8 12}, {10 11 13 14 15}), the 6-6-3 two.

use super::board15::{CELLS, SIDE};
use super::pdb15_build::{flood, home};

/// The cells of the tiles, as a bit mask (bit c: the tile whose home is cell c).
const TILE_CELLS: u32 = (1 << (CELLS - 1)) - 1;

/// The 8 symmetries of the square, by number: `number % 4` quarter turns clockwise, then the
/// mirror about the main diagonal when `number >= 4`. Number 0 is the identity and 4 the mirror.
pub fn symmetry(number: usize, cell: usize) -> usize {
    let (mut row, mut col) = (cell / SIDE, cell % SIDE);
    for _ in 0..number % 4 {
        (row, col) = (col, SIDE - 1 - row);
    }
    if number >= 4 {
        (row, col) = (col, row);
    }
    row * SIDE + col
}

/// The number of the mirror about the main diagonal (see `symmetry`).
pub const MIRROR: usize = 4;

/// Mirror about the main diagonal: the cell (row, col) goes to (col, row), and the tile whose home
/// is a cell is renamed after the home of the mirrored cell. The goal maps to itself, so the
/// distance of the mirrored board is the distance of the board, and the pattern lookup of the
/// mirrored board is a second lower bound (the same tables seen through a transposed partition).
pub fn mirror_cell(cell: usize) -> usize {
    symmetry(MIRROR, cell)
}

pub fn mirror_tile(tile: u8) -> u8 {
    if tile == 0 {
        0
    } else {
        mirror_cell(home(tile)) as u8 + 1
    }
}

/// The cell that the symmetry `number` takes to `cell`.
pub fn inverse(number: usize, cell: usize) -> usize {
    (0..CELLS)
        .find(|&from| symmetry(number, from) == cell)
        .unwrap_or(cell)
}

/// One pattern of a view: the tiles whose homes are the image of the homes of the table's
/// pattern `table` under the symmetry `symmetry`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Image {
    /// The homes of its tiles, as a bit mask.
    pub cells: u32,
    pub table: usize,
    pub symmetry: usize,
}

/// A partition of the tiles into images of the tables' patterns (one a pattern, in any order).
pub type View = Vec<Image>;

/// The cells of a pattern's homes, as a bit mask.
fn homes(tiles: &[u8]) -> u32 {
    tiles.iter().fold(0, |mask, &tile| mask | 1 << home(tile))
}

/// The image of the cells `cells` (a bit mask) under the symmetry `number`.
fn moved(number: usize, cells: u32) -> u32 {
    (0..CELLS)
        .filter(|&cell| cells >> cell & 1 != 0)
        .fold(0, |mask, cell| mask | 1 << symmetry(number, cell))
}

/// The homes of a view's patterns, as bit masks, in increasing order.
pub fn masks(view: &View) -> Vec<u32> {
    let mut masks: Vec<u32> = view.iter().map(|image| image.cells).collect();
    masks.sort_unstable();
    masks
}

/// The images that are lower bounds: a tile's home never the blank's, and the blank's goal cell
/// taken back by the symmetry in the blank's region of the table's goal. Each set of homes
/// once, by its first (table, symmetry).
pub fn images(patterns: &[&[u8]]) -> Vec<Image> {
    let blank = home(0);
    let mut found: Vec<Image> = Vec::new();
    for (table, tiles) in patterns.iter().enumerate() {
        let cells = homes(tiles);
        let region = flood(blank, !cells & ((1 << CELLS) - 1));
        for number in 0..8 {
            let image = moved(number, cells);
            let fits = image & !TILE_CELLS == 0 && region >> inverse(number, blank) & 1 != 0;
            if fits && found.iter().all(|other| other.cells != image) {
                found.push(Image {
                    cells: image,
                    table,
                    symmetry: number,
                });
            }
        }
    }
    found
}

/// Every partition of the tiles into as many images as `patterns` has patterns: `patterns`
/// itself first, then its mirror about the main diagonal (when it is another partition), then
/// the others in the order found. At most `most`.
pub fn views(patterns: &[&[u8]], most: usize) -> Vec<View> {
    let images = images(patterns);
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    partitions(&images, 0, 0, patterns.len(), &mut chosen, &mut found);
    let image_of = |number: usize| -> Vec<u32> {
        let mut masks: Vec<u32> = (patterns.iter())
            .map(|tiles| moved(number, homes(tiles)))
            .collect();
        masks.sort_unstable();
        masks
    };
    let (identity, mirror) = (image_of(0), image_of(MIRROR));
    found.sort_by_key(|view| match masks(view) {
        masks if masks == identity => 0,
        masks if masks == mirror => 1,
        _ => 2,
    });
    found.truncate(most);
    found
}

/// Adds to `found` every way to cover the tiles left after `covered` with `left` images from
/// `images[from..]`, disjoint.
fn partitions(
    images: &[Image],
    from: usize,
    covered: u32,
    left: usize,
    chosen: &mut View,
    found: &mut Vec<View>,
) {
    if left == 0 {
        if covered == TILE_CELLS {
            found.push(chosen.clone());
        }
        return;
    }
    for (number, image) in images.iter().enumerate().skip(from) {
        if image.cells & covered == 0 {
            chosen.push(*image);
            partitions(
                images,
                number + 1,
                covered | image.cells,
                left - 1,
                chosen,
                found,
            );
            chosen.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_the_eight_of_the_square() {
        let mut seen = Vec::new();
        for number in 0..8 {
            let map: Vec<usize> = (0..CELLS).map(|cell| symmetry(number, cell)).collect();
            let mut sorted = map.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..CELLS).collect::<Vec<_>>(), "a bijection");
            assert!(!seen.contains(&map), "all different");
            for cell in 0..CELLS {
                assert_eq!(symmetry(number, inverse(number, cell)), cell);
            }
            seen.push(map);
        }
        assert_eq!(symmetry(0, 6), 6);
        assert_eq!(symmetry(4, 1), 4, "the mirror about the main diagonal");
        assert_eq!(symmetry(1, 0), 3, "a quarter turn clockwise");
    }

    #[test]
    fn the_555_partition_has_four_views_the_663_two() {
        let of = |patterns: &[&[u8]]| -> Vec<u32> {
            let mut masks: Vec<u32> = patterns.iter().map(|tiles| homes(tiles)).collect();
            masks.sort_unstable();
            masks
        };
        let patterns: [&[u8]; 3] = [&[1, 5, 6, 9, 10], &[2, 3, 4, 7, 8], &[11, 12, 13, 14, 15]];
        let found = views(&patterns, 8);
        assert_eq!(found.len(), 4);
        assert_eq!(masks(&found[0]), of(&patterns));
        let mirror: [&[u8]; 3] = [&[1, 2, 3, 6, 7], &[5, 9, 10, 13, 14], &[4, 8, 11, 12, 15]];
        assert_eq!(masks(&found[1]), of(&mirror));
        let other: [&[u8]; 3] = [&[1, 2, 5, 6, 9], &[3, 4, 7, 8, 12], &[10, 11, 13, 14, 15]];
        let other_mirror: [&[u8]; 3] = [&[1, 2, 3, 5, 6], &[4, 7, 8, 11, 12], &[9, 10, 13, 14, 15]];
        let rest: Vec<Vec<u32>> = found[2..].iter().map(masks).collect();
        assert!(rest.contains(&of(&other)) && rest.contains(&of(&other_mirror)));
        assert_eq!(views(&patterns, 2).len(), 2);
        let patterns_663: [&[u8]; 3] = [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];
        assert_eq!(views(&patterns_663, 8).len(), 2);
    }
}
