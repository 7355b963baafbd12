//! Markdown tables with aligned columns, and the units the judge prints.

use std::time::Duration;

/// Column alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A table built row by row, rendered as Markdown (`|`-separated, aligned so it also reads
/// well raw).
#[derive(Clone, Debug)]
pub struct Table {
    header: Vec<String>,
    align: Vec<Align>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(columns: &[(&str, Align)]) -> Table {
        Table {
            header: columns.iter().map(|(h, _)| h.to_string()).collect(),
            align: columns.iter().map(|(_, a)| *a).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row; missing cells are empty, extra cells are an error of the caller.
    pub fn row(&mut self, cells: Vec<String>) {
        assert!(
            cells.len() <= self.header.len(),
            "row wider than the header"
        );
        let mut cells = cells;
        cells.resize(self.header.len(), String::new());
        self.rows.push(cells);
    }

    fn widths(&self) -> Vec<usize> {
        let mut widths: Vec<usize> = self.header.iter().map(|h| h.chars().count()).collect();
        for row in &self.rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        widths
    }

    fn pad(cell: &str, width: usize, align: Align) -> String {
        let fill = " ".repeat(width.saturating_sub(cell.chars().count()));
        match align {
            Align::Left => format!("{cell}{fill}"),
            Align::Right => format!("{fill}{cell}"),
        }
    }

    /// GitHub-flavoured Markdown; `|` inside a cell is escaped.
    pub fn markdown(&self) -> String {
        let escape = |c: &String| c.replace('|', "\\|");
        let header: Vec<String> = self.header.iter().map(escape).collect();
        let rows: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| r.iter().map(escape).collect())
            .collect();
        let escaped = Table {
            header,
            align: self.align.clone(),
            rows,
        };
        let widths: Vec<usize> = escaped.widths().iter().map(|&w| w.max(3)).collect();
        let line = |cells: &[String]| {
            let padded: Vec<String> = cells
                .iter()
                .zip(&widths)
                .zip(&self.align)
                .map(|((c, &w), &a)| Table::pad(c, w, a))
                .collect();
            format!("| {} |\n", padded.join(" | "))
        };
        let mut out = line(&escaped.header);
        let rule: Vec<String> = widths
            .iter()
            .zip(&self.align)
            .map(|(&w, a)| match a {
                Align::Left => format!(":{}", "-".repeat(w - 1)),
                Align::Right => format!("{}:", "-".repeat(w - 1)),
            })
            .collect();
        out.push_str(&format!("| {} |\n", rule.join(" | ")));
        for row in &escaped.rows {
            out.push_str(&line(row));
        }
        out
    }
}

/// `0.4 ms`, `12 ms`, `1.25 s`.
pub fn duration(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.1} ms")
    } else if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

/// `812 KB`, `3.4 MB`, `256 MB` (powers of 1024, as judges print them).
pub fn memory(bytes: u64) -> String {
    let kb = bytes as f64 / 1024.0;
    if kb < 1024.0 {
        format!("{kb:.0} KB")
    } else if kb < 10.0 * 1024.0 {
        format!("{:.1} MB", kb / 1024.0)
    } else {
        format!("{:.0} MB", kb / 1024.0)
    }
}

/// `1234567` → `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_aligns_and_escapes() {
        let mut t = Table::new(&[("strategy", Align::Left), ("time", Align::Right)]);
        t.row(vec!["astar".into(), "3 ms".into()]);
        t.row(vec!["a|b".into(), "12 ms".into()]);
        assert_eq!(
            t.markdown(),
            "| strategy |  time |\n\
             | :------- | ----: |\n\
             | astar    |  3 ms |\n\
             | a\\|b     | 12 ms |\n"
        );
    }

    #[test]
    fn units() {
        assert_eq!(duration(Duration::from_micros(420)), "0.4 ms");
        assert_eq!(duration(Duration::from_millis(12)), "12 ms");
        assert_eq!(duration(Duration::from_millis(1250)), "1.25 s");
        assert_eq!(memory(812 * 1024), "812 KB");
        assert_eq!(memory(3_565_158), "3.4 MB");
        assert_eq!(memory(256 << 20), "256 MB");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(thousands(12), "12");
    }
}
