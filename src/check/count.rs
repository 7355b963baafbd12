//! A count line, read as testlib reads an integer.

use crate::input::{parse_decimal, show};

/// A count line: `Ok(Some(n))`, `Ok(None)` for a well-formed integer out of range (negative or
/// huge), `Err` for anything that is not an integer as testlib reads one (no leading zeros, no
/// `-0`).
pub(super) fn read_count(line: &[u8]) -> Result<Option<u64>, String> {
    let digits = line.strip_prefix(b"-").unwrap_or(line);
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(format!("'{}' is not a number", show(line)));
    }
    if (digits.len() > 1 && digits[0] == b'0') || (digits == b"0" && digits.len() < line.len()) {
        return Err(format!(
            "'{}' is not a number as written (a leading zero, or -0)",
            show(line)
        ));
    }
    Ok(if digits.len() == line.len() {
        parse_decimal(digits)
    } else {
        None
    })
}
