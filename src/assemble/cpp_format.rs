//! The problem's format in a C++ twin: the row of the problem table (src/problems.rs) as the
//! C++ parts read it, `puzzle::FORMAT` or `sized_run::FORMAT`, written after the part that
//! declares it.

use crate::parts::puzzle::{Cells, Output};
use crate::problems::{format_of, Problem};

/// `text` as a C++ string literal: printable ASCII as it is, a newline `\n`, the rest escaped
/// in octal.
fn literal(text: &str) -> String {
    let mut quoted = String::from("\"");
    for byte in text.bytes() {
        match byte {
            b'"' | b'\\' => quoted.extend(['\\', char::from(byte)]),
            b'\n' => quoted.push_str("\\n"),
            b' '..=b'~' => quoted.push(char::from(byte)),
            _ => quoted.push_str(&format!("\\{byte:03o}")),
        }
    }
    quoted.push('"');
    quoted
}

/// The part whose `Reader` reads the puzzles of `row`'s format for `input`'s loop (`None`: the
/// format is read otherwise, the sized ones by `scan`, LeetCode's arrays by `function_run`).
pub(super) fn reader(row: &Problem) -> Option<&'static str> {
    match format_of(row).cells {
        Cells::Tokens { .. } => Some("input"),
        Cells::Digits { .. } => Some("digits"),
        Cells::Chars { .. } => Some("chars"),
        Cells::Nested | Cells::Sized { .. } => None,
    }
}

/// The part that declares the row's format: `sized_run` for boards of any size, else `puzzle`.
pub(super) fn format_after(row: &Problem) -> &'static str {
    match format_of(row).cells {
        Cells::Sized { .. } => "sized_run",
        _ => "puzzle",
    }
}

/// The row's format as the C++ parts read it: `puzzle::FORMAT` (or `sized_run::FORMAT`), defined
/// after the part that declares it (src/assemble/render.rs `format_const` writes the Rust twin's).
pub(super) fn format_const(row: &Problem) -> Result<String, String> {
    let format = format_of(row);
    if let Cells::Sized { square, terminated } = format.cells {
        return sized_format(row, square, terminated);
    }
    let unread = |what: &str| format!("assemble: the C++ parts read no {what} (row {})", row.id);
    let goal: Vec<String> = format.goal.iter().map(u32::to_string).collect();
    let mut tables = format!("const unsigned char GOAL[] = {{{}}};\n", goal.join(", "));
    let cells = match format.cells {
        Cells::Tokens { blanks } => {
            let blanks: Vec<String> = blanks.iter().map(|b| literal(b)).collect();
            tables.push_str(&format!(
                "const char* const BLANKS[] = {{{}, 0}};\n",
                blanks.join(", ")
            ));
            "{puzzle::TOKENS, problem::BLANKS, 0, 0}".to_string()
        }
        Cells::Nested => "{puzzle::NESTED, 0, 0, 0}".to_string(),
        Cells::Digits { blank } => format!("{{puzzle::DIGITS, 0, '{}', 0}}", char::from(blank)),
        Cells::Chars { tiles, blank } => format!(
            "{{puzzle::CHARS, 0, '{}', {}}}",
            char::from(blank),
            literal(tiles)
        ),
        _ => return Err(unread("cells of this kind")),
    };
    let output = match format.output {
        Output::Moves { letters } => format!(
            "{{puzzle::MOVES, {}}}",
            literal(&String::from_utf8_lossy(&letters))
        ),
        Output::Count => "{puzzle::COUNT, \"\"}".to_string(),
        Output::Scatter => "{puzzle::SCATTER, \"\"}".to_string(),
        _ => return Err(unread("output of this kind")),
    };
    let over = match format.over {
        Some((cap, line)) => format!("{{true, {cap}, {}}}", literal(line)),
        None => "{false, 0, \"\"}".to_string(),
    };
    let frame = format.frame;
    Ok(format!(
        "/// The problem: the row `{id}` of src/problems.rs.\nnamespace problem {{\n{tables}}}\n\n\
         const puzzle::Format puzzle::FORMAT = {{\n\
         \t{name}, // problem\n\t{w}, // width\n\t{h}, // height\n\tproblem::GOAL,\n\
         \t{counted}, // counted\n\t{goal_given}, // goal_given\n\t{cells},\n\t{output},\n\
         \t{unsolvable}, // unsolvable\n\t{over}, // over\n\
         \t{{{before}, {solvable}, {between}}}, // frame: before, solvable, between\n}};\n",
        id = row.id,
        name = literal(row.short_name()),
        w = format.width,
        h = format.height,
        counted = format.counted,
        goal_given = format.goal_given,
        unsolvable = literal(format.unsolvable),
        before = literal(frame.before),
        solvable = literal(frame.solvable),
        between = literal(frame.between),
    ))
}

/// A sized row's format: `sized_run::FORMAT`, with `yes` for a verdict, else `letters` for the
/// moves.
fn sized_format(row: &Problem, square: bool, terminated: bool) -> Result<String, String> {
    let format = format_of(row);
    let (yes, letters) = match format.output {
        Output::Verdict { yes } => (literal(yes), "0".to_string()),
        Output::Moves { letters } => ("0".to_string(), literal(&String::from_utf8_lossy(&letters))),
        _ => {
            return Err(format!(
                "assemble: the C++ parts answer sized boards with a verdict or moves only (row {})",
                row.id
            ))
        }
    };
    Ok(format!(
        "/// The problem: the row `{id}` of src/problems.rs.\n\
         const sized_run::Format sized_run::FORMAT = {{\n\
         \t{name}, // problem\n\t{w}, // width\n\t{h}, // height\n\
         \t{square}, // square\n\t{terminated}, // terminated\n\
         \t{yes}, // yes\n\t{letters}, // letters\n\t{unsolvable}, // unsolvable\n}};\n",
        id = row.id,
        name = literal(row.short_name()),
        w = format.width,
        h = format.height,
        unsolvable = literal(format.unsolvable),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::problem;

    #[test]
    fn literals_escape_what_cpp_would_read_otherwise() {
        assert_eq!(literal("a \"b\" \\"), r#""a \"b\" \\""#);
        assert_eq!(literal("\n"), r#""\n""#);
        assert_eq!(literal("八1"), r#""\345\205\2531""#);
    }

    #[test]
    fn a_sized_format_carries_a_verdict_or_the_letters_of_the_moves() {
        let verdict = sized_format(problem("poj2893").unwrap(), false, true).unwrap();
        assert!(
            verdict.contains("\t\"YES\", // yes\n\t0, // letters\n"),
            "{verdict}"
        );
        let moves = sized_format(problem("poj3240").unwrap(), true, false).unwrap();
        assert!(
            moves.contains("\t0, // yes\n\t\"UDLR\", // letters\n"),
            "{moves}"
        );
    }
}
