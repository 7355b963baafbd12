//! What the judge's commands share to talk to a person: their command lines parsed (`args`),
//! Markdown tables and the units they print (`table`), progress lines on stderr (`progress`).

pub mod args;
pub mod progress;
pub mod table;

/// `text` (a program's or a compiler's bytes, read as UTF-8) safe to print: every control
/// character but the line feed shown as an escape (`\r`, `\x1b`, `\u{9b}`), so nothing a run
/// wrote can move the cursor, repaint or recolour a report, or talk to the terminal.
pub fn printable(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => shown.push('\n'),
            '\r' => shown.push_str("\\r"),
            '\t' => shown.push_str("\\t"),
            c if (c as u32) < 0x80 && c.is_control() => {
                shown.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if c.is_control() => shown.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => shown.push(c),
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_shown_escaped() {
        let shown = super::printable("a\r\x1b[2Kb\x07\u{9b}c\nd\te");
        assert_eq!(shown, "a\\r\\x1b[2Kb\\x07\\u{9b}c\nd\\te");
        assert!(!shown.chars().any(|c| c.is_control() && c != '\n'));
    }
}
