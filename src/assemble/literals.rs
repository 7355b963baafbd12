//! The struct literals of a stretch of code, field by field (`Board { cells: 0, blank }`), so
//! that a field the file never reads goes from the literals that set it too.

use super::arms::patterns_in;
use super::items::Source;
use super::lex::Kind;

/// One field set in a struct literal: the struct's name as written (`Self` given as the
/// impl's type) and the field's, and its tokens `[first, end)` with the comma after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub ty: String,
    pub field: String,
    pub first: usize,
    pub end: usize,
}

/// The fields set by the struct literals among tokens `[from, to)`; `own` is the type `Self`
/// stands for.
pub fn entries_in(source: &Source, (from, to): (usize, usize), own: Option<&str>) -> Vec<Entry> {
    let patterns: Vec<(usize, usize)> = patterns_in(source, from, to)
        .iter()
        .map(|&(a, b, _)| (a, b))
        .collect();
    let mut found = Vec::new();
    for k in from..to.saturating_sub(1) {
        let word = source.tok(k);
        let ty = if word == "Self" {
            own.unwrap_or(word)
        } else {
            word
        };
        let declared = k > 0
            && ["struct", "impl", "for", "enum", "trait", "->", "union"]
                .contains(&source.tok(k - 1));
        let in_pattern = patterns.iter().any(|&(a, b)| a <= k && k < b);
        let typed = word.starts_with(|c: char| c.is_ascii_uppercase());
        if source.tokens[k].kind != Kind::Ident
            || !typed
            || !source.is(k + 1, "{")
            || declared
            || in_pattern
        {
            continue;
        }
        let close = source.partner[k + 1];
        let mut first = k + 2;
        while first < close {
            let mut end = first;
            while end < close && !source.is(end, ",") {
                end = match source.tok(end) {
                    "(" | "[" | "{" if source.tokens[end].kind == Kind::Punct => {
                        source.partner[end] + 1
                    }
                    _ => end + 1,
                };
            }
            if source.tokens[first].kind == Kind::Ident {
                found.push(Entry {
                    ty: ty.to_string(),
                    field: source.tok(first).to_string(),
                    first,
                    end: (end + 1).min(close),
                });
            }
            first = end + 1;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_of_literals_are_found_not_those_of_patterns_or_declarations() {
        let text = "struct A { x: u8 } impl A { fn f() -> A { let A { x } = g(); \
                    Self { x: B { y: 1, z }.y, w: 2 } } }";
        let source = Source::parse("p", text).unwrap();
        let found = entries_in(&source, (0, source.tokens.len()), Some("A"));
        let named: Vec<(&str, &str)> = found
            .iter()
            .map(|e| (e.ty.as_str(), e.field.as_str()))
            .collect();
        assert_eq!(named, [("A", "x"), ("A", "w"), ("B", "y"), ("B", "z")]);
        let text_of = |e: &Entry| -> String { (e.first..e.end).map(|k| source.tok(k)).collect() };
        assert_eq!(text_of(&found[0]), "x:B{y:1,z}.y,");
        assert_eq!(text_of(&found[1]), "w:2");
    }
}
