//! The members of an item: the leaves of a `use` tree, a struct's fields, an enum's variants.

use super::*;

impl Source {
    /// The leaves of the `use` tree at `i` under `path`, up to `;` or the tree's end.
    pub(super) fn leaves(&self, mut i: usize, path: &mut Vec<String>, to: usize) -> Vec<Leaf> {
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
    pub(super) fn depth_zero(&self, from: usize, to: usize) -> bool {
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
    pub(super) fn leaves_of(&self, from: usize, to: usize, path: &mut Vec<String>) -> Vec<Leaf> {
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
    pub(super) fn fields(&self, from: usize, to: usize) -> Vec<Item> {
        let mut found = Vec::new();
        let mut i = from;
        while i < to {
            let first = i;
            i = self.past_docs(i, to);
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
    pub(super) fn variants(&self, from: usize, to: usize) -> Vec<Item> {
        let mut found = Vec::new();
        let mut i = from;
        while i < to {
            let first = i;
            i = self.past_docs(i, to);
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

    /// The first token at or after `i` that is not a comment or an attribute.
    fn past_docs(&self, mut i: usize, to: usize) -> usize {
        while i < to && (self.comment(i) || self.is(i, "#")) {
            i = if self.is(i, "#") {
                self.partner[i + 1] + 1
            } else {
                i + 1
            };
        }
        i
    }
}
