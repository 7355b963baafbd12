//! The names a stretch of a part's tokens uses: paths (`board::Board`, `Self::N`, `P::FORMAT`,
//! a plain `solve`), method calls and field reads (`.slide(`), and which of them stand in a
//! pattern; what they name is for `reach` to resolve.

use super::items::Source;
use super::lex::Kind;

/// One use of a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ref {
    /// A path, `[a, b, c]` for `a::b::c` (turbofish arguments left out); a plain name is a path
    /// of one. `pattern`: it stands in a pattern, so a variant it names is matched, not made.
    Path { chain: Vec<String>, pattern: bool },
    /// A name in the braces of a struct pattern (`Node { key, .. }`): a field read.
    Destructured(String),
    /// `.name(…)`: a method call, on `receiver`.
    Dot(String, Receiver),
    /// `.name` with no call: a field read, of `receiver`.
    Field(String, Receiver),
}

/// What a method is called on, as far as the text tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Receiver {
    /// `self.name(…)`.
    SelfValue,
    /// `self.field.name(…)`.
    SelfField(String),
    /// Anything else.
    Other,
}

/// Words that never name an item.
const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "true", "type", "unsafe", "use", "where", "while", "_",
    "union", "yield", "box",
];

/// The uses of names among tokens `[from, to)`, leaving out the tokens of `skip` (ranges) and
/// the token `own` (the item's own name); `patterns` are the ranges that are patterns.
pub fn refs_in(
    source: &Source,
    (from, to): (usize, usize),
    skip: &[(usize, usize)],
    own: Option<usize>,
    patterns: &[(usize, usize)],
) -> Vec<Ref> {
    let mut found = Vec::new();
    let inside = |k: usize, ranges: &[(usize, usize)]| ranges.iter().any(|&(a, b)| a <= k && k < b);
    let locals = locals_in(source, (from, to), patterns);
    let mut k = from;
    while k < to {
        if inside(k, skip) || Some(k) == own || source.tokens[k].kind != Kind::Ident {
            k += 1;
            continue;
        }
        let word = source.tok(k);
        let range_before = k > 1 && source.is(k - 2, ".");
        if k > 0 && source.is(k - 1, ".") && !range_before {
            // A method call; a field read (no call) keeps no method of that name.
            if source.is(k + 1, "(") || source.is(k + 1, "::") {
                found.push(Ref::Dot(word.to_string(), receiver(source, k - 1)));
            } else {
                found.push(Ref::Field(word.to_string(), receiver(source, k - 1)));
            }
            k += 1;
            continue;
        }
        if source.is(k + 1, "!") && !source.is(k + 2, "=") {
            if word == "write" || word == "writeln" {
                found.push(Ref::Dot("write_fmt".to_string(), Receiver::Other));
            }
            k += 2;
            continue;
        }
        let after_path = k > 0 && source.is(k - 1, "::");
        let (chain, next) = chain_at(source, k, to);
        let field = chain.len() == 1 && source.is(next, ":");
        // A call is of a local only when the local is a parameter (a closure passed in).
        let call = source.is(next, "(");
        let local = chain.len() == 1
            && !after_path
            && locals.iter().any(|&(name, scope, parameter)| {
                name == word && scope <= k && (parameter || !call)
            });
        let pattern = patterns.iter().find(|&&(a, b)| a <= k && k < b);
        if let Some(&(a, _)) = pattern.filter(|_| chain.len() == 1) {
            if in_braces(source, a, k) {
                found.push(Ref::Destructured(word.to_string()));
            }
        }
        if KEYWORDS.contains(&word) || field || local {
            k += 1;
            continue;
        }
        // A path after `<T as Trait>::` has a qualifier nobody can name here.
        let chain = if after_path {
            [vec!["<>".to_string()], chain].concat()
        } else {
            chain
        };
        found.push(Ref::Path {
            chain,
            pattern: pattern.is_some(),
        });
        k = next;
    }
    found
}

/// Whether token `k` stands inside braces opened at or after token `from`.
fn in_braces(source: &Source, from: usize, k: usize) -> bool {
    (from..k).any(|j| source.is(j, "{") && source.partner[j] > k)
}

/// What the `.` at `dot` follows: `self`, `self.field`, or something else.
fn receiver(source: &Source, dot: usize) -> Receiver {
    let plain_self = |k: usize| source.is(k, "self") && !(k > 0 && source.is(k - 1, "."));
    if dot >= 1 && plain_self(dot - 1) {
        return Receiver::SelfValue;
    }
    if dot >= 3
        && source.is(dot - 2, ".")
        && plain_self(dot - 3)
        && source.tokens[dot - 1].kind == Kind::Ident
    {
        return Receiver::SelfField(source.tok(dot - 1).to_string());
    }
    Receiver::Other
}

/// The names bound among tokens `[from, to)`, each with the token from which it is in scope:
/// parameters from where they are declared, a `let`'s after its statement, a pattern's (an
/// arm's, a `for`'s) after the pattern. A plain use of one in its scope is the local, not an item
/// of that name (blocks are not told apart: what this misses, a file's build reports).
fn locals_in<'s>(
    source: &'s Source,
    (from, to): (usize, usize),
    patterns: &[(usize, usize)],
) -> Vec<(&'s str, usize, bool)> {
    let binding = |k: usize| {
        source.tokens[k].kind == Kind::Ident
            && source
                .tok(k)
                .starts_with(|c: char| c.is_ascii_lowercase() || c == '_')
            && !source.is(k + 1, "::")
            && !source.is(k + 1, "(")
            && !source.is(k + 1, "{")
            && (k == 0 || !source.is(k - 1, "::"))
            && !KEYWORDS.contains(&source.tok(k))
    };
    let mut found = Vec::new();
    for k in from..to {
        if source.is(k, "fn") {
            found.extend(
                parameters(source, k, to)
                    .into_iter()
                    .map(|(n, s)| (n, s, true)),
            );
        }
        if source.is(k, "for") {
            let end = (k..to).find(|&j| source.is(j, "in")).unwrap_or(k);
            found.extend(
                (k + 1..end)
                    .filter(|&j| binding(j))
                    .map(|j| (source.tok(j), end, false)),
            );
        }
    }
    for &(a, b) in patterns {
        let scope = if a > 0 && source.is(a - 1, "let") {
            let_end(source, b, to)
        } else {
            b
        };
        found.extend(
            (a..b.min(to))
                .filter(|&j| binding(j))
                .map(|j| (source.tok(j), scope, false)),
        );
    }
    found
}

/// The parameters of the function whose `fn` is token `k`, each in scope from itself.
fn parameters(source: &Source, k: usize, to: usize) -> Vec<(&str, usize)> {
    let Some(open) = (k..to).find(|&j| source.is(j, "(")) else {
        return Vec::new();
    };
    let close = source.partner[open];
    let mut found = Vec::new();
    let mut j = open + 1;
    while j < close {
        if source.tokens[j].kind == Kind::Ident && source.is(j + 1, ":") && !source.is(j + 2, ":") {
            found.push((source.tok(j), j));
        }
        j = match source.tok(j) {
            "(" | "[" | "{" if source.tokens[j].kind == Kind::Punct => source.partner[j] + 1,
            _ => j + 1,
        };
    }
    found
}

/// The end of the `let` statement whose pattern ends at `at`: its `;`.
fn let_end(source: &Source, mut at: usize, to: usize) -> usize {
    while at < to && !source.is(at, ";") {
        at = match source.tok(at) {
            "(" | "[" | "{" if source.tokens[at].kind == Kind::Punct => source.partner[at] + 1,
            _ => at + 1,
        };
    }
    at
}

/// The path starting at the name `k`: its names, and the token after it.
fn chain_at(source: &Source, k: usize, to: usize) -> (Vec<String>, usize) {
    let mut chain = vec![source.tok(k).to_string()];
    let mut i = k + 1;
    while i + 1 < to && source.is(i, "::") {
        if source.is(i + 1, "<") {
            i = source.after_angles(i + 1);
            continue;
        }
        if source.tokens[i + 1].kind != Kind::Ident {
            break;
        }
        chain.push(source.tok(i + 1).to_string());
        i += 2;
    }
    (chain, i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_methods_fields_and_patterns_are_told_apart() {
        let text = "fn f(x: u8) { let v = super::board::Board::new(); v.slide(1); \
                    match P::FORMAT.cells { Cells::Tokens { blanks } => Vec::<u8>::with(blanks), } \
                    write!(out, \"{}\", X); <T as Tr>::K; Frame { before: 1 } }";
        let source = Source::parse("p", text).unwrap();
        let n = source.tokens.len();
        let patterns: Vec<(usize, usize)> = super::super::arms::patterns_in(&source, 0, n)
            .iter()
            .map(|&(a, b, _)| (a, b))
            .collect();
        let own = (0..n).find(|&k| source.tok(k) == "f");
        let found = refs_in(&source, (0, n), &[], own, &patterns);
        let path = |names: &[&str], pattern: bool| Ref::Path {
            chain: names.iter().map(|s| s.to_string()).collect(),
            pattern,
        };
        let want = vec![
            path(&["u8"], false),
            path(&["v"], true),
            path(&["super", "board", "Board", "new"], false),
            Ref::Dot("slide".into(), Receiver::Other),
            path(&["P", "FORMAT"], false),
            Ref::Field("cells".into(), Receiver::Other),
            path(&["Cells", "Tokens"], true),
            Ref::Destructured("blanks".into()),
            path(&["blanks"], true),
            path(&["Vec", "with"], false),
            Ref::Dot("write_fmt".into(), Receiver::Other),
            path(&["out"], false),
            path(&["X"], false),
            path(&["T"], false),
            path(&["Tr"], false),
            path(&["<>", "K"], false),
            path(&["Frame"], false),
        ];
        assert_eq!(found, want);
    }
}
