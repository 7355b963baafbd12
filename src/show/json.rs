//! The page's data as JSON, written by hand (std only): the board, its goal, and per strategy
//! what it recorded. Every string is escaped so that no `</script>` can close the block.

use super::catalog;
use super::Show;
use std::fmt::Write;

/// Boards of more cells are not drawn (a 999×999 board of POJ 2893 is decided, not replayed).
pub const MAX_DRAWN: usize = 400;

/// `text` as a JSON string; `<`, `>` and `&` escaped too (the block sits in HTML).
pub fn string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || "<>&".contains(c) => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn option(text: Option<&str>) -> String {
    text.map_or("null".to_string(), string)
}

fn list<T: std::fmt::Display>(items: impl Iterator<Item = T>) -> String {
    let items: Vec<String> = items.map(|i| i.to_string()).collect();
    format!("[{}]", items.join(","))
}

/// The cells of a board the page draws (none of a larger one: a 999×999 board is decided, not
/// drawn).
fn drawn(board: &crate::board::Board) -> impl Iterator<Item = &u32> {
    let cells = if board.len() <= MAX_DRAWN {
        &board.cells[..]
    } else {
        &[]
    };
    cells.iter()
}

/// The data of the page.
pub fn data(show: &Show) -> String {
    let letters = catalog::letters(show.problem);
    let mut json = format!(
        "{{\"problem\":{},\"width\":{},\"height\":{},\"start\":{},\"goal\":{},\"optimum\":{},",
        string(show.problem.id),
        show.start.width,
        show.start.height,
        list(drawn(&show.start)),
        list(drawn(&show.goal)),
        show.optimum
            .as_ref()
            .map_or("null".to_string(), |o| o.0.to_string())
    );
    let steps = show
        .heuristics
        .as_ref()
        .map_or(0, |h| h.1[0].1.len().max(1) - 1);
    let _ = write!(json, "\"heuristic_steps\":{steps},\"panels\":[");
    for (i, o) in show.outcomes.iter().enumerate() {
        let r = &o.recording;
        let moves = r.moves.as_ref();
        let digits = moves.map(|m| m.iter().map(|&d| char::from(b'0' + d)).collect::<String>());
        let answer = moves.map(|m| {
            m.iter()
                .map(|&d| char::from(letters[d as usize & 3]))
                .collect::<String>()
        });
        let at = |side: usize| {
            let pairs = (r.at[side].iter().enumerate())
                .filter(|(_, &c)| c > 0)
                .map(|(k, c)| format!("[{k},{c}]"));
            list(pairs)
        };
        let stages = list(r.stages.iter().map(|(k, e)| format!("[{k},{e}]")));
        let _ = write!(
            json,
            "{}{{\"name\":{},\"part\":{},\"file\":{},\"moves\":{},\"answer\":{},\"done\":{},\
             \"expanded\":{},\"generated\":{},\"at\":[{},{}],\"stages\":{stages},\
             \"search_s\":{},\"setup_s\":{},\"cpu_s\":{},\"peak_mb\":{:.1},\"stopped\":{},\
             \"skipped\":{}}}",
            if i > 0 { "," } else { "" },
            string(o.entry.name),
            string(o.entry.part),
            option(o.entry.file.as_deref()),
            option(digits.as_deref()),
            option(answer.as_deref()),
            r.done && o.stopped.is_none(),
            r.expanded,
            r.generated,
            at(0),
            at(1),
            r.search,
            r.setup,
            o.cpu,
            o.peak_mb,
            option(o.stopped.as_deref()),
            option(o.skipped.as_deref())
        );
    }
    json.push_str("]}");
    json
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_a_script_block() {
        assert_eq!(string("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(string("</script>"), "\"\\u003c/script\\u003e\"");
        assert_eq!(string("x\ny"), "\"x\\u000ay\"");
        assert_eq!(string("×"), "\"×\"");
    }
}
