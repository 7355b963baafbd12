//! The tokens of a part's Rust text, as the assembler needs them to find items, the names they
//! use and the patterns of their `match` arms: each token a kind and its bytes in the text.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Lifetime,
    /// A string, byte string, raw string, character or number.
    Literal,
    /// One character of punctuation, or `::`, `=>`, `->`.
    Punct,
    /// `/// …` or `/** … */`: the doc of the item that follows.
    OuterDoc,
    /// `//! …` or `/*! … */`: the doc of the enclosing module.
    InnerDoc,
    /// Any other comment.
    Comment,
}

/// A token: its kind and where it is in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

/// The tokens of `text`, whitespace left out, or the byte where lexing failed.
pub fn tokens(text: &str) -> Result<Vec<Token>, usize> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let c = bytes[at];
        if c.is_ascii_whitespace() {
            at += 1;
            continue;
        }
        let (kind, end) = token_at(text, at).ok_or(at)?;
        found.push(Token {
            kind,
            start: at,
            end,
        });
        at = end;
    }
    Ok(found)
}

/// The token that starts at `at`: its kind and end.
fn token_at(text: &str, at: usize) -> Option<(Kind, usize)> {
    let bytes = text.as_bytes();
    let rest = &text[at..];
    let c = bytes[at];
    if rest.starts_with("//") {
        let end = rest.find('\n').map_or(text.len(), |k| at + k);
        let kind = if rest.starts_with("//!") {
            Kind::InnerDoc
        } else if rest.starts_with("///") && !rest.starts_with("////") {
            Kind::OuterDoc
        } else {
            Kind::Comment
        };
        return Some((kind, end));
    }
    if rest.starts_with("/*") {
        let kind = if rest.starts_with("/*!") {
            Kind::InnerDoc
        } else if rest.starts_with("/**") && !rest.starts_with("/**/") {
            Kind::OuterDoc
        } else {
            Kind::Comment
        };
        return Some((kind, block_comment_end(text, at)?));
    }
    if let Some(end) = raw_string_end(text, at) {
        return Some((Kind::Literal, end));
    }
    if c == b'"' || (c == b'b' && bytes.get(at + 1) == Some(&b'"')) {
        let open = if c == b'"' { at } else { at + 1 };
        return Some((Kind::Literal, quoted_end(bytes, open, b'"')?));
    }
    if c == b'\'' || (c == b'b' && bytes.get(at + 1) == Some(&b'\'')) {
        return quote_or_lifetime(text, at);
    }
    if c.is_ascii_digit() {
        return Some((Kind::Literal, number_end(bytes, at)));
    }
    if c == b'_' || c.is_ascii_alphabetic() || c >= 0x80 {
        let end = ident_end(text, at);
        return Some((Kind::Ident, end));
    }
    for pair in ["::", "=>", "->"] {
        if rest.starts_with(pair) {
            return Some((Kind::Punct, at + 2));
        }
    }
    Some((Kind::Punct, at + rest.chars().next()?.len_utf8()))
}

fn ident_end(text: &str, at: usize) -> usize {
    text[at..]
        .char_indices()
        .find(|&(_, ch)| !(ch == '_' || ch.is_alphanumeric()))
        .map_or(text.len(), |(k, _)| at + k)
}

/// The end of a block comment opening at `at`; block comments nest.
fn block_comment_end(text: &str, at: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut depth, mut i) = (0usize, at);
    while i + 1 < bytes.len() {
        if bytes[i] == b'/' && bytes[i + 1] == b'*' {
            depth += 1;
            i += 2;
        } else if bytes[i] == b'*' && bytes[i + 1] == b'/' {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return Some(i);
            }
        } else {
            i += 1;
        }
    }
    None
}

/// The end of `r"…"`, `r#"…"#`, `br"…"` opening at `at`, if one does.
fn raw_string_end(text: &str, at: usize) -> Option<usize> {
    let rest = &text[at..];
    let after_r = rest.strip_prefix("br").or_else(|| rest.strip_prefix('r'))?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    let body = after_r[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    let k = body.find(&close)?;
    Some(text.len() - body.len() + k + close.len())
}

/// The end of a literal quoted by `quote` opening at `open`, escapes skipped.
fn quoted_end(bytes: &[u8], open: usize, quote: u8) -> Option<usize> {
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// A character literal (`'a'`, `'\n'`, `b'x'`) or a lifetime (`'a`), opening at `at`.
fn quote_or_lifetime(text: &str, at: usize) -> Option<(Kind, usize)> {
    let bytes = text.as_bytes();
    let open = if bytes[at] == b'b' { at + 1 } else { at };
    let next = text[open + 1..].chars().next()?;
    if next == '\\' {
        return Some((Kind::Literal, quoted_end(bytes, open, b'\'')?));
    }
    let after = open + 1 + next.len_utf8();
    if bytes.get(after) == Some(&b'\'') {
        return Some((Kind::Literal, after + 1));
    }
    Some((Kind::Lifetime, ident_end(text, open + 1)))
}

/// The end of a number: digits, letters and `_` (`0x1F`, `1_000u64`), and a `.` followed by a
/// digit (`1.5`), so that `0..n` stays a range.
fn number_end(bytes: &[u8], at: usize) -> usize {
    let mut i = at;
    while i < bytes.len() {
        let b = bytes[i];
        let fraction = b == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
        if b.is_ascii_alphanumeric() || b == b'_' || fraction {
            i += 1;
        } else {
            break;
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<(Kind, &str)> {
        let found = tokens(text).unwrap();
        found
            .iter()
            .map(|t| (t.kind, &text[t.start..t.end]))
            .collect()
    }

    #[test]
    fn every_kind_of_token_is_told_apart() {
        use Kind::*;
        let text = "//! m\n/// d\nfn f<'a>(x: &'a str) -> char { let _ = (b'x', '\\n', 'y', \
                    r#\"q\"\"#, b\"z\\\"\", 0..1_0u8, 1.5); Self::g::<u8>() /* c /* n */ */ }";
        let found = texts(text);
        assert_eq!(found[0], (InnerDoc, "//! m"));
        assert_eq!(found[1], (OuterDoc, "/// d"));
        assert!(found.contains(&(Lifetime, "'a")));
        assert!(found.contains(&(Punct, "->")));
        for literal in [
            "b'x'",
            "'\\n'",
            "'y'",
            "r#\"q\"\"#",
            "b\"z\\\"\"",
            "0",
            "1_0u8",
            "1.5",
        ] {
            assert!(found.contains(&(Literal, literal)), "{literal}: {found:?}");
        }
        assert!(found.contains(&(Punct, "::")));
        assert!(found.contains(&(Comment, "/* c /* n */ */")));
        assert_eq!(found.last(), Some(&(Punct, "}")));
    }

    #[test]
    fn an_unterminated_literal_is_an_error() {
        assert_eq!(tokens("let s = \"open"), Err(8));
        assert_eq!(tokens("/* open"), Err(0));
    }
}
