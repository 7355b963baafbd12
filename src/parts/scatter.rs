//! The "scatter" of Kattis / DMOJ `npuzzle` (COCI 2006/07 #3): the sum over the letters `A`–`O`
//! of the Manhattan distance between a letter's cell and its goal cell in `ABCD/EFGH/IJKL/MNO.`.
//! No search: the judge asks for this number itself.

/// The board's side.
pub const SIDE: usize = 4;

/// The scatter of a board given row-major as 16 bytes, `.` the blank. Any other byte than
/// `A`–`O` or `.` is an error naming it and its cell (1-based, row-major).
pub fn scatter(cells: &[u8; SIDE * SIDE]) -> Result<u32, String> {
    let mut total = 0;
    for (cell, &byte) in cells.iter().enumerate() {
        match byte {
            b'.' => {}
            b'A'..=b'O' => {
                let home = (byte - b'A') as usize;
                total += (cell / SIDE).abs_diff(home / SIDE) + (cell % SIDE).abs_diff(home % SIDE);
            }
            _ => {
                return Err(format!(
                    "cell {}: {:?} is neither a letter A-O nor '.'",
                    cell + 1,
                    byte as char
                ))
            }
        }
    }
    Ok(total as u32)
}

#[cfg(test)]
mod tests {
    use super::scatter;

    fn cells(rows: &str) -> [u8; 16] {
        let bytes: Vec<u8> = rows.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        bytes.try_into().unwrap()
    }

    #[test]
    fn kattis_samples_and_extremes() {
        assert_eq!(scatter(&cells("ABCD EFGH IJKL M.NO")), Ok(2));
        assert_eq!(scatter(&cells(".BCD EAGH IJFL MNOK")), Ok(6));
        assert_eq!(scatter(&cells("ABCD EFGH IJKL MNO.")), Ok(0));
        // The letters in reverse order: A is 3 + 3 away, B 3 + 1, ... (summed by hand: 58).
        assert_eq!(scatter(&cells(".ONM LKJI HGFE DCBA")), Ok(58));
    }

    #[test]
    fn a_foreign_byte_is_named() {
        let error = scatter(&cells("ABCD EFGH IJKL MNOP")).unwrap_err();
        assert!(error.contains("cell 16") && error.contains('P'), "{error}");
    }
}
