//! The C++ twins' doc comments cut back as the Rust files' are (`prune::Docs`): a file that is
//! over its judges' source limit keeps only its items' doc comments (those at the start of a
//! line, not a member's), then only those of its search, then none. A doc comment is a line
//! whose text starts `///` or `//!`; plain `//` comments stay. The parts keep them all.

use super::prune::Docs;

/// `body`, a C++ part's text, with the doc comments `docs` drops left out.
pub fn cut(body: &str, docs: Docs) -> String {
    if docs == Docs::All {
        return body.to_string();
    }
    let keep = |line: &&str| {
        let text = line.trim_start();
        let doc = text.starts_with("///") || text.starts_with("//!");
        let member = line.starts_with(char::is_whitespace);
        !doc || (docs == Docs::Items && !member)
    };
    body.lines().filter(keep).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docs_go_members_first_then_all_and_plain_comments_stay() {
        let body = "//! The part.\n/// An item.\nstruct A {\n\t/// A member.\n\tint a; // plain\n\t// Plain.\n};";
        assert_eq!(cut(body, Docs::All), body);
        assert_eq!(
            cut(body, Docs::Items),
            "//! The part.\n/// An item.\nstruct A {\n\tint a; // plain\n\t// Plain.\n};"
        );
        assert_eq!(
            cut(body, Docs::None),
            "struct A {\n\tint a; // plain\n\t// Plain.\n};"
        );
    }
}
