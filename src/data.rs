//! The benchmark positions of `data/` (Korf's 100, the 17 positions at 80 moves), compiled into
//! the library so that no reader depends on where it runs from; `data/README.md` names the sources.

/// `data/korf100.txt`: Korf's 100 random 15-puzzle instances, `BOARD;LENGTH` a line.
pub const KORF100: &str = include_str!("../data/korf100.txt");
/// `data/hard80.txt`: the 17 positions at distance 80 from `1 … 15 0`.
pub const HARD80: &str = include_str!("../data/hard80.txt");

/// The positions of a `BOARD;LENGTH` text (16 numbers row-major, `0` the blank, `;`, the optimal
/// number of moves), in order; blank lines are skipped.
pub fn positions(text: &str) -> Result<Vec<([u8; 16], u32)>, String> {
    let mut found = Vec::new();
    for (k, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let bad = || format!("data: line {}: expected 16 cells, ';' and a length", k + 1);
        let (cells, length) = line.split_once(';').ok_or_else(bad)?;
        let cells: Vec<u8> = cells
            .split_whitespace()
            .map(|t| t.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let cells: [u8; 16] = cells.try_into().map_err(|_| bad())?;
        found.push((cells, length.trim().parse().map_err(|_| bad())?));
    }
    Ok(found)
}

/// Korf's 100 with their published optimal lengths.
pub fn korf100() -> Vec<([u8; 16], u32)> {
    positions(KORF100).expect("data/korf100.txt is well formed (tests/cases.rs)")
}

/// The first of Korf's 100 whose optimal length is `length`.
pub fn korf_of_length(length: u32) -> Option<[u8; 16]> {
    korf100()
        .into_iter()
        .find(|&(_, n)| n == length)
        .map(|(cells, _)| cells)
}

/// The 17 positions at 80 moves.
pub fn hard80() -> Vec<([u8; 16], u32)> {
    positions(HARD80).expect("data/hard80.txt is well formed (tests/cases.rs)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_hold_what_the_papers_say() {
        let korf = korf100();
        assert_eq!(korf.len(), 100);
        let total: u32 = korf.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, 5305, "mean 53.05");
        assert!(hard80().iter().all(|&(_, n)| n == 80));
        assert_eq!(hard80().len(), 17);
        assert_eq!(korf_of_length(41), Some(korf[54].0));
        assert_eq!(korf_of_length(40), None);
    }

    #[test]
    fn a_malformed_line_is_named() {
        assert_eq!(
            positions("1 2 3;4\n").unwrap_err(),
            "data: line 1: expected 16 cells, ';' and a length"
        );
    }
}
