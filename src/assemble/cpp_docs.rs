//! The C++ twins' doc comments cut back as the Rust files' are (`prune::Docs`): a file that is
//! over its judges' source limit keeps only its items' doc comments (those at the start of a
//! line, not a member's), then only those of its search, then none; past that (`bare`), no
//! comment line at all, where a judge's limit leaves no other way (UVa's 40 KB). A doc comment
//! is a line whose text starts `///` or `//!`; a plain `//` line stays but when bare, and a
//! comment after code always. The parts keep them all.

use super::prune::Docs;

/// `body`, a C++ part's text, with the doc comments `docs` drops left out; with `bare`, every
/// comment line.
pub fn cut(body: &str, docs: Docs, bare: bool) -> String {
    if docs == Docs::All {
        return body.to_string();
    }
    let keep = |line: &&str| {
        let text = line.trim_start();
        let doc = text.starts_with("///") || text.starts_with("//!");
        let member = line.starts_with(char::is_whitespace);
        if bare {
            return !text.starts_with("//");
        }
        !doc || (docs == Docs::Items && !member)
    };
    body.lines().filter(keep).collect::<Vec<_>>().join("\n")
}

/// A bare file's text: below its header (up to its first `#include`), no empty line and none of
/// the assembler's own doc lines (`main`'s, the problem's, `Solver`'s) and no section's end mark
/// either (a section runs to the next one's mark).
pub fn squeeze(text: &str) -> String {
    let body = text.find("\n#include").map_or(text.len(), |i| i + 1);
    let (head, rest) = text.split_at(body);
    let kept = rest
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with("///"))
        .filter(|line| !line.starts_with("// ---- end "));
    let mut squeezed = head.to_string();
    for line in kept {
        squeezed.push_str(line);
        squeezed.push('\n');
    }
    squeezed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_go_members_first_then_all_and_plain_comments_stay() {
        let body = "//! The part.\n/// An item.\nstruct A {\n\t/// A member.\n\tint a; // plain\n\t// Plain.\n};";
        assert_eq!(cut(body, Docs::All, false), body);
        assert_eq!(
            cut(body, Docs::Items, false),
            "//! The part.\n/// An item.\nstruct A {\n\tint a; // plain\n\t// Plain.\n};"
        );
        assert_eq!(
            cut(body, Docs::None, false),
            "struct A {\n\tint a; // plain\n\t// Plain.\n};"
        );
        assert_eq!(
            cut(body, Docs::None, true),
            "struct A {\n\tint a; // plain\n};"
        );
        let file = "//! Header.\n\n#include <cstdio>\n\n/// Made.\nint a;\n\n// ---- part b ----\nint b;\n// ---- end part b ----\n";
        assert_eq!(
            squeeze(file),
            "//! Header.\n\n#include <cstdio>\nint a;\n// ---- part b ----\nint b;\n"
        );
    }
}
