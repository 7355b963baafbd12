//! The patterns of a function's body: its `match` expressions arm by arm, the patterns of
//! `let`, `if let`, `while let` and `matches!`, so that a variant named only in a pattern is not
//! taken for one the file makes, and an arm for a variant the file never makes can go.

use super::items::Source;

/// A `match` expression: its keyword, its closing brace and its arms.
#[derive(Clone, Debug)]
pub struct Match {
    pub keyword: usize,
    pub close: usize,
    pub arms: Vec<Arm>,
}

/// One arm: `[first, end)` with the comments before it and the comma after it.
#[derive(Clone, Debug)]
pub struct Arm {
    pub first: usize,
    pub end: usize,
    /// The pattern's alternatives (split at `|`), each `[from, to)`.
    pub alternatives: Vec<(usize, usize)>,
    /// The arm has an `if` guard.
    pub guarded: bool,
    /// The body after `=>`, `[from, to)`.
    pub body: (usize, usize),
}

impl Arm {
    /// The arm's pattern is `_` alone, unguarded: it takes whatever the others leave.
    pub fn wildcard(&self, source: &Source) -> bool {
        !self.guarded
            && matches!(self.alternatives[..], [(from, to)] if to == from + 1 && source.is(from, "_"))
    }
}

impl Arm {
    /// The arm's pattern binds no name (every name in it is a path's, `E::V`).
    pub fn binds_nothing(&self, source: &Source) -> bool {
        self.alternatives.iter().all(|&(a, b)| {
            (a..b).all(|k| {
                let word = source.tok(k);
                source.tokens[k].kind != super::lex::Kind::Ident
                    || !word.starts_with(|c: char| c.is_ascii_lowercase())
                    || source.is(k + 1, "::")
                    || (k > 0 && source.is(k - 1, "::"))
            })
        })
    }
}

/// Where a pattern is: in a `match` arm, or elsewhere (`let`, `if let`, `matches!`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Arm,
    Other,
}

/// Every `match` among tokens `[from, to)`, nested ones too.
pub fn matches_in(source: &Source, from: usize, to: usize) -> Vec<Match> {
    let mut found = Vec::new();
    for k in from..to {
        if source.is(k, "match") && source.tokens[k].kind == super::lex::Kind::Ident {
            if let Some(m) = match_at(source, k, to) {
                found.push(m);
            }
        }
    }
    found
}

/// The `match` whose keyword is token `k`.
fn match_at(source: &Source, k: usize, to: usize) -> Option<Match> {
    let mut i = k + 1;
    while i < to && !source.is(i, "{") {
        i = skip(source, i);
    }
    if i >= to {
        return None;
    }
    let (open, close) = (i, source.partner[i]);
    let mut arms = Vec::new();
    let mut at = open + 1;
    while at < close {
        let arm = arm_at(source, at, close)?;
        at = arm.end;
        arms.push(arm);
    }
    Some(Match {
        keyword: k,
        close,
        arms,
    })
}

/// The token after the one at `i`, a bracketed group skipped whole.
fn skip(source: &Source, i: usize) -> usize {
    let t = source.tok(i);
    if ["(", "[", "{"].contains(&t) && source.tokens[i].kind == super::lex::Kind::Punct {
        source.partner[i] + 1
    } else {
        i + 1
    }
}

/// The arm that starts at `first`, within a match closing at `close`.
fn arm_at(source: &Source, first: usize, close: usize) -> Option<Arm> {
    let mut i = first;
    while i < close && (source.comment(i) || source.is(i, "#")) {
        i = if source.is(i, "#") {
            source.partner[i + 1] + 1
        } else {
            i + 1
        };
    }
    if i >= close {
        // Comments after the last arm.
        return Some(Arm {
            first,
            end: close,
            alternatives: Vec::new(),
            guarded: false,
            body: (close, close),
        });
    }
    if source.is(i, "|") {
        i += 1;
    }
    let mut alternatives = Vec::new();
    let mut from = i;
    let mut guarded = false;
    while i < close && !source.is(i, "=>") {
        if source.is(i, "|") {
            alternatives.push((from, i));
            from = i + 1;
        }
        if source.is(i, "if") {
            guarded = true;
            alternatives.push((from, i));
            while i < close && !source.is(i, "=>") {
                i = skip(source, i);
            }
            break;
        }
        i = skip(source, i);
    }
    if !guarded {
        alternatives.push((from, i));
    }
    let start = i + 1;
    if start >= close {
        return None;
    }
    let (body, mut end) = if source.is(start, "{") {
        let b = source.partner[start] + 1;
        ((start, b), b)
    } else {
        let mut j = start;
        while j < close && !source.is(j, ",") {
            j = skip(source, j);
        }
        ((start, j), j)
    };
    if source.is(end, ",") {
        end += 1;
    }
    Some(Arm {
        first,
        end,
        alternatives,
        guarded,
        body,
    })
}

/// The patterns among tokens `[from, to)`: `[from, to)` of each and where it is.
pub fn patterns_in(source: &Source, from: usize, to: usize) -> Vec<(usize, usize, Place)> {
    let mut found: Vec<(usize, usize, Place)> = matches_in(source, from, to)
        .iter()
        .flat_map(|m| &m.arms)
        .flat_map(|arm| &arm.alternatives)
        .map(|&(a, b)| (a, b, Place::Arm))
        .collect();
    for k in from..to {
        if source.is(k, "let") {
            let mut i = k + 1;
            while i < to && !source.is(i, "=") && !source.is(i, ";") {
                i = skip(source, i);
            }
            found.push((k + 1, i, Place::Other));
        } else if source.is(k, "matches") && source.is(k + 1, "!") && source.is(k + 2, "(") {
            let close = source.partner[k + 2];
            let mut i = k + 3;
            while i < close && !source.is(i, ",") {
                i = skip(source, i);
            }
            found.push((i + 1, close, Place::Other));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arms_their_alternatives_guards_and_bodies_are_found() {
        let text = "fn f() { match x.y { A::B { c } => g(c), // note\n A::C | A::D(_) => { h() } \
                    _ if z => match q { 1 => 2, _ => 3 }, _ => {} } }";
        let source = Source::parse("p", text).unwrap();
        let found = matches_in(&source, 0, source.tokens.len());
        assert_eq!(found.len(), 2);
        let arms = &found[0].arms;
        assert_eq!(arms.len(), 4);
        let words = |(a, b): (usize, usize)| -> String { (a..b).map(|k| source.tok(k)).collect() };
        assert_eq!(words(arms[0].alternatives[0]), "A::B{c}");
        assert_eq!(words(arms[0].body), "g(c)");
        let second: Vec<String> = arms[1].alternatives.iter().map(|&r| words(r)).collect();
        assert_eq!(second, ["A::C", "A::D(_)"]);
        assert!(source.tok(arms[1].first).starts_with("// note"));
        assert_eq!(words(arms[1].body), "{h()}");
        assert!(arms[2].guarded && !arms[2].wildcard(&source));
        assert!(arms[3].wildcard(&source));
        assert_eq!(found[1].arms.len(), 2);
    }

    #[test]
    fn let_and_matches_patterns_are_found() {
        let text = "fn f() { let A::B { c } = x; if let Some(v) = y {} matches!(z, A::C { .. }) }";
        let source = Source::parse("p", text).unwrap();
        let found = patterns_in(&source, 0, source.tokens.len());
        let words: Vec<String> = found
            .iter()
            .map(|&(a, b, _)| (a..b).map(|k| source.tok(k)).collect())
            .collect();
        assert_eq!(words, ["A::B{c}", "Some(v)", "A::C{..}"]);
    }
}
