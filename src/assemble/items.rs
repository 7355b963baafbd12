//! A part's items, as the assembler prunes them: functions, types, traits, impls and their
//! members, enum variants and `use` trees, each with the tokens it spans (its docs and
//! attributes included), found from the part's tokens (`lex`).

use super::lex::{tokens, Kind, Token};

/// What an item is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    Fn,
    Struct,
    Enum,
    Trait,
    Impl,
    Const,
    Static,
    Type,
    Use,
    Mod,
    /// A named field of a struct.
    Field,
    /// Anything else (a macro, a comment at the end of a block): kept as it is.
    Other,
}

/// One leaf of a `use` tree: the name it brings in, from where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// The path before the leaf (`super::board`).
    pub path: Vec<String>,
    /// The item named (`Board`), `self` or `*`.
    pub name: String,
    /// The name it is known by here (`as` renames).
    pub alias: String,
}

/// An item: its kind, its name, where it is, and what it holds.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: ItemKind,
    /// The item's name; for an impl, its type's; empty for a `use`.
    pub name: String,
    /// For `impl Trait for Type`: the trait's name.
    pub of_trait: Option<String>,
    /// The tokens of the item, its docs and attributes first: `[first, end)`.
    pub first: usize,
    pub end: usize,
    /// The token of the item's own name, which is not a use of it.
    pub name_at: Option<usize>,
    /// An impl's or a trait's members, an enum's variants.
    pub members: Vec<Item>,
    /// The braces around `members`.
    pub braces: Option<(usize, usize)>,
    /// `pub` (or `pub(…)`) given.
    pub public: bool,
    /// Marked `#[cfg(test)]`.
    pub test_only: bool,
    /// A function or constant with no body (a trait's required item).
    pub bodiless: bool,
    /// A `use`'s leaves.
    pub leaves: Vec<Leaf>,
    /// A field's type: its first name (`Table` for `Table<K, V>`, `u8` for `&'a [u8]`).
    pub field_type: Option<String>,
}

/// A part's text, its tokens, each bracket's partner, and its items.
#[derive(Clone)]
pub struct Source {
    pub text: String,
    pub tokens: Vec<Token>,
    /// For an opening `(`, `[` or `{`, the index of its closing one, and back.
    pub partner: Vec<usize>,
    pub items: Vec<Item>,
}

impl Source {
    /// The part `name` with this text.
    pub fn parse(name: &str, text: &str) -> Result<Source, String> {
        let tokens = tokens(text).map_err(|at| {
            let line = text[..at].lines().count();
            format!("assemble: part {name}: cannot read its text at line {line}")
        })?;
        let mut source = Source {
            text: text.to_string(),
            partner: partners(text, &tokens).map_err(|e| format!("assemble: part {name}: {e}"))?,
            tokens,
            items: Vec::new(),
        };
        source.items = source.items_in(0, source.tokens.len());
        Ok(source)
    }

    /// The text of token `i`.
    pub fn tok(&self, i: usize) -> &str {
        let t = self.tokens[i];
        &self.text[t.start..t.end]
    }

    /// Whether token `i` is the punctuation `p`.
    pub fn is(&self, i: usize, p: &str) -> bool {
        i < self.tokens.len() && self.tokens[i].kind != Kind::Literal && self.tok(i) == p
    }

    /// Whether token `i` is a comment of any kind.
    pub fn comment(&self, i: usize) -> bool {
        matches!(
            self.tokens[i].kind,
            Kind::Comment | Kind::OuterDoc | Kind::InnerDoc
        )
    }

    /// The items among tokens `[from, to)`.
    fn items_in(&self, from: usize, to: usize) -> Vec<Item> {
        let mut items = Vec::new();
        let mut i = from;
        while i < to {
            // A module's own docs, and the comments before them, are an item of their own.
            let comments = (i..to).take_while(|&k| self.comment(k));
            if let Some(last) = comments
                .filter(|&k| self.tokens[k].kind == Kind::InnerDoc)
                .last()
            {
                items.push(self.other(i, last + 1));
                i = last + 1;
                continue;
            }
            let item = self.item_at(i, to);
            i = item.end;
            items.push(item);
        }
        items
    }

    /// Tokens `[first, end)` as an item kept as it is.
    fn other(&self, first: usize, end: usize) -> Item {
        Item {
            kind: ItemKind::Other,
            name: String::new(),
            of_trait: None,
            first,
            end,
            name_at: None,
            members: Vec::new(),
            braces: None,
            public: false,
            test_only: false,
            bodiless: false,
            leaves: Vec::new(),
            field_type: None,
        }
    }

    /// The item whose docs or attributes start at `first`, within `[first, to)`.
    fn item_at(&self, first: usize, to: usize) -> Item {
        let mut i = first;
        let mut test_only = false;
        while i < to {
            if self.comment(i) {
                i += 1;
            } else if self.is(i, "#") && self.is(i + 1, "[") {
                let close = self.partner[i + 1];
                let attr: String = (i + 2..close).map(|k| self.tok(k)).collect();
                test_only |= attr == "cfg(test)";
                i = close + 1;
            } else {
                break;
            }
        }
        let mut item = Item {
            test_only,
            ..self.other(first, to)
        };
        if i >= to {
            return item;
        }
        if self.is(i, "pub") {
            item.public = true;
            i += 1;
            if self.is(i, "(") {
                i = self.partner[i] + 1;
            }
        }
        while ["const", "unsafe", "async", "extern"].contains(&self.tok(i))
            && !self.is(i + 1, ":")
            && (self.tok(i) != "const" || ["fn", "unsafe"].contains(&self.tok(i + 1)))
        {
            i += 1;
        }
        self.finish(item, i, to)
    }

    /// Reads the item whose keyword is token `at`.
    fn finish(&self, mut item: Item, at: usize, to: usize) -> Item {
        let keyword = self.tok(at);
        item.kind = match keyword {
            "fn" => ItemKind::Fn,
            "struct" | "union" => ItemKind::Struct,
            "enum" => ItemKind::Enum,
            "trait" => ItemKind::Trait,
            "impl" => ItemKind::Impl,
            "const" => ItemKind::Const,
            "static" => ItemKind::Static,
            "type" => ItemKind::Type,
            "use" => ItemKind::Use,
            "mod" => ItemKind::Mod,
            _ => ItemKind::Other,
        };
        let mut name_at = at + 1;
        if self.is(name_at, "mut") {
            name_at += 1;
        }
        match item.kind {
            ItemKind::Impl => self.impl_header(&mut item, at + 1, to),
            ItemKind::Use => {
                item.leaves = self.leaves(at + 1, &mut Vec::new(), to);
            }
            ItemKind::Other => {}
            _ => {
                item.name = self.tok(name_at).to_string();
                item.name_at = Some(name_at);
            }
        }
        let ends_at_semicolon = matches!(
            item.kind,
            ItemKind::Const | ItemKind::Static | ItemKind::Type | ItemKind::Use
        );
        let mut i = at + 1;
        while i < to {
            if self.is(i, ";") {
                item.end = i + 1;
                item.bodiless = !ends_at_semicolon || !self.has_value(at, i);
                return item;
            }
            if self.is(i, "{") && !ends_at_semicolon {
                let close = self.partner[i];
                item.end = close + 1;
                item.braces = Some((i, close));
                item.members = match item.kind {
                    ItemKind::Impl | ItemKind::Trait => self.items_in(i + 1, close),
                    ItemKind::Enum => self.variants(i + 1, close),
                    ItemKind::Struct => self.fields(i + 1, close),
                    _ => Vec::new(),
                };
                return item;
            }
            i = match self.tokens[i].kind {
                Kind::Punct if ["(", "[", "{"].contains(&self.tok(i)) => self.partner[i] + 1,
                _ => i + 1,
            };
        }
        item.end = to;
        item
    }

    /// Whether a `const`, `static` or `type` from `at` to the `;` at `semicolon` has `= …`.
    fn has_value(&self, at: usize, semicolon: usize) -> bool {
        (at..semicolon).any(|k| self.is(k, "="))
    }

    /// `impl<…> Trait for Type<…>` or `impl<…> Type<…>`, read from after `impl`.
    fn impl_header(&self, item: &mut Item, mut i: usize, to: usize) {
        if self.is(i, "<") {
            i = self.after_angles(i);
        }
        let mut names = Vec::new();
        let mut depth = 0i32;
        while i < to && !(depth == 0 && (self.is(i, "{") || self.is(i, "where"))) {
            match self.tok(i) {
                "<" => depth += 1,
                ">" => depth -= 1,
                "for" if depth == 0 => names.push(None),
                _ if depth == 0 && self.tokens[i].kind == Kind::Ident => names.push(Some(i)),
                _ => {}
            }
            i += 1;
        }
        // The last name before `for` is the trait's; the last one after it is the type's.
        let split = names.iter().position(Option::is_none);
        let last = |range: &[Option<usize>]| {
            range
                .iter()
                .rev()
                .flatten()
                .next()
                .map(|&k| self.tok(k).to_string())
        };
        match split {
            Some(k) => {
                item.of_trait = last(&names[..k]);
                item.name = last(&names[k + 1..]).unwrap_or_default();
            }
            None => item.name = last(&names).unwrap_or_default(),
        }
    }

    /// The token after the `>` that closes the `<` at `i`.
    pub fn after_angles(&self, mut i: usize) -> usize {
        let mut depth = 0;
        while i < self.tokens.len() {
            match self.tok(i) {
                "<" => depth += 1,
                ">" => {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                "(" | "[" | "{" => i = self.partner[i],
                _ => {}
            }
            i += 1;
        }
        i
    }

    /// The leaves of the `use` tree at `i` under `path`, up to `;` or the tree's end.
    fn leaves(&self, mut i: usize, path: &mut Vec<String>, to: usize) -> Vec<Leaf> {
        let mut found = Vec::new();
        let depth = path.len();
        while i < to && !self.is(i, ";") {
            let t = self.tok(i);
            if t == "{" {
                let close = self.partner[i];
                let mut k = i + 1;
                while k < close {
                    let end = (k..close)
                        .find(|&j| self.is(j, ",") && self.depth_zero(k, j))
                        .unwrap_or(close);
                    found.extend(self.leaves_of(k, end, path));
                    k = end + 1;
                }
                break;
            }
            if t == "::" {
                i += 1;
                continue;
            }
            if self.is(i + 1, "::") {
                path.push(t.to_string());
                i += 1;
                continue;
            }
            found.extend(self.leaves_of(i, to, path));
            break;
        }
        path.truncate(depth);
        found
    }

    /// Whether `[from, to)` holds no unclosed bracket.
    fn depth_zero(&self, from: usize, to: usize) -> bool {
        let mut k = from;
        while k < to {
            if ["(", "[", "{"].contains(&self.tok(k)) && self.tokens[k].kind == Kind::Punct {
                if self.partner[k] >= to {
                    return false;
                }
                k = self.partner[k];
            }
            k += 1;
        }
        true
    }

    /// The leaves of one element of a use list, `[from, to)`.
    fn leaves_of(&self, from: usize, to: usize, path: &mut Vec<String>) -> Vec<Leaf> {
        let mut k = from;
        let depth = path.len();
        while k + 1 < to && self.is(k + 1, "::") {
            path.push(self.tok(k).to_string());
            k += 2;
        }
        let found = if self.is(k, "{") {
            self.leaves(k, path, to)
        } else if k < to && !self.is(k, ";") {
            let name = self.tok(k).to_string();
            let alias = if self.is(k + 1, "as") {
                self.tok(k + 2).to_string()
            } else if name == "self" {
                path.last().cloned().unwrap_or_default()
            } else {
                name.clone()
            };
            vec![Leaf {
                path: path.clone(),
                name,
                alias,
            }]
        } else {
            Vec::new()
        };
        path.truncate(depth);
        found
    }

    /// A struct's named fields between `[from, to)`: each with its docs, up to and with its
    /// comma (generic arguments' commas are the type's).
    fn fields(&self, from: usize, to: usize) -> Vec<Item> {
        let mut found = Vec::new();
        let mut i = from;
        while i < to {
            let first = i;
            while i < to && (self.comment(i) || self.is(i, "#")) {
                i = if self.is(i, "#") {
                    self.partner[i + 1] + 1
                } else {
                    i + 1
                };
            }
            let public = self.is(i, "pub");
            if public {
                i += 1;
                if self.is(i, "(") {
                    i = self.partner[i] + 1;
                }
            }
            if i >= to || !self.is(i + 1, ":") {
                // A comment after the last field.
                found.push(self.other(first, to));
                break;
            }
            let name_at = i;
            let (mut end, mut angles) = (i + 2, 0i32);
            let mut field_type = None;
            while end < to && !(angles == 0 && self.is(end, ",")) {
                let t = self.tok(end);
                angles += i32::from(t == "<") - i32::from(t == ">");
                if field_type.is_none()
                    && self.tokens[end].kind == Kind::Ident
                    && t != "mut"
                    && t != "dyn"
                {
                    field_type = Some(t.to_string());
                }
                end = if ["(", "{", "["].contains(&t) {
                    self.partner[end] + 1
                } else {
                    end + 1
                };
            }
            let end = (end + 1).min(to);
            found.push(Item {
                kind: ItemKind::Field,
                name: self.tok(name_at).to_string(),
                name_at: Some(name_at),
                public,
                field_type,
                ..self.other(first, end)
            });
            i = end;
        }
        found
    }

    /// An enum's variants between `[from, to)`: each with its docs, up to and with its comma.
    fn variants(&self, from: usize, to: usize) -> Vec<Item> {
        let mut found = Vec::new();
        let mut i = from;
        while i < to {
            let first = i;
            while i < to && (self.comment(i) || self.is(i, "#")) {
                i = if self.is(i, "#") {
                    self.partner[i + 1] + 1
                } else {
                    i + 1
                };
            }
            if i >= to {
                break;
            }
            let name_at = i;
            let mut end = i + 1;
            while end < to && !self.is(end, ",") {
                end = if ["(", "{", "["].contains(&self.tok(end)) {
                    self.partner[end] + 1
                } else {
                    end + 1
                };
            }
            let end = (end + 1).min(to);
            found.push(Item {
                name: self.tok(name_at).to_string(),
                name_at: Some(name_at),
                public: true,
                ..self.other(first, end)
            });
            i = end;
        }
        found
    }
}

/// Each bracket's partner: for `(`, `[`, `{` the index of the closing one, and back.
fn partners(text: &str, tokens: &[Token]) -> Result<Vec<usize>, String> {
    let mut partner = vec![usize::MAX; tokens.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != Kind::Punct {
            continue;
        }
        match &text[t.start..t.end] {
            "(" | "[" | "{" => open.push(i),
            close @ (")" | "]" | "}") => {
                let o = open.pop().ok_or("a bracket closes that never opened")?;
                let want = match &text[tokens[o].start..tokens[o].end] {
                    "(" => ")",
                    "[" => "]",
                    _ => "}",
                };
                if want != close {
                    return Err(format!(
                        "`{close}` closes a bracket opened as the other kind"
                    ));
                }
                partner[o] = i;
                partner[i] = o;
            }
            _ => {}
        }
    }
    match open.is_empty() {
        true => Ok(partner),
        false => Err("a bracket is never closed".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PART: &str = "//! A part.\n\nuse super::board::{Board, MAX_CELLS as M};\nuse std::io::{self, Write};\n\n\
        /// A thing.\n#[derive(Clone)]\npub struct Thing<P> { pub a: u8, b: PhantomData<P> }\n\n\
        pub const fn f() -> [u8; 4] { [0; 4] }\n\nconst X: Format = Format { a: 1 };\n\n\
        impl<P: Puzzle, const N: usize> super::search::Strategy for Thing<P> {\n    fn new() -> Self { todo() }\n    const K: u8 = 1;\n}\n\n\
        pub enum E {\n    /// One.\n    A { x: u8 },\n    B(u8),\n    C,\n}\n\n\
        pub trait T { fn req(&self); fn def(&self) {} }\n\n#[cfg(test)]\nmod tests { fn t() {} }\n";

    #[test]
    fn items_are_found_with_their_names_and_members() {
        let source = Source::parse("p", PART).unwrap();
        let kinds: Vec<(ItemKind, &str)> = source
            .items
            .iter()
            .map(|i| (i.kind, i.name.as_str()))
            .collect();
        use ItemKind::*;
        assert_eq!(
            kinds,
            [
                (Other, ""),
                (Use, ""),
                (Use, ""),
                (Struct, "Thing"),
                (Fn, "f"),
                (Const, "X"),
                (Impl, "Thing"),
                (Enum, "E"),
                (Trait, "T"),
                (Mod, "tests"),
            ]
        );
        let leaves: Vec<(String, &str)> = source.items[1..3]
            .iter()
            .flat_map(|i| &i.leaves)
            .map(|l| (l.path.join("::"), l.alias.as_str()))
            .collect();
        assert_eq!(
            leaves,
            [
                ("super::board".to_string(), "Board"),
                ("super::board".to_string(), "M"),
                ("std::io".to_string(), "io"),
                ("std::io".to_string(), "Write"),
            ]
        );
        let imp = &source.items[6];
        assert_eq!(imp.of_trait.as_deref(), Some("Strategy"));
        let members: Vec<&str> = imp.members.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(members, ["new", "K"]);
        let variants: Vec<&str> = source.items[7]
            .members
            .iter()
            .map(|m| m.name.as_str())
            .collect();
        assert_eq!(variants, ["A", "B", "C"]);
        let tr = &source.items[8];
        assert!(tr.members[0].bodiless && !tr.members[1].bodiless);
        assert!(source.items[9].test_only && !source.items[8].test_only);
        assert!(source
            .tok(source.items[3].first)
            .starts_with("/// A thing."));
    }

    #[test]
    fn an_unbalanced_text_is_an_error() {
        assert!(Source::parse("p", "fn f() { ( }").is_err());
        assert!(Source::parse("p", "fn f() {").is_err());
    }
}
