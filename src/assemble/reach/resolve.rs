//! Name resolution over the parts: what a path, a method call or a field read in a module names,
//! as Rust resolves it for the code the parts are written in.

use super::*;

/// What a path's first names lead to.
enum Target {
    Parts,
    Module(usize),
    Items(Vec<(usize, usize)>),
    SelfOf(Option<(usize, usize)>),
    /// The standard library's (`io::BufWriter::new` after `use std::io`): nothing of the parts.
    Std,
    Unknown,
}

/// Names of the standard library's that need no `use`: paths from them name nothing of the
/// parts (`Vec::new` is not a `Strategy::new`).
const PRELUDE: [&str; 8] = [
    "std", "core", "Vec", "String", "Box", "Option", "Result", "Default",
];

/// Std traits a module may import for their methods alone.
pub(super) const STD_TRAIT_METHODS: [(&str, &[&str]); 3] = [
    ("Write", &["write", "write_all", "write_fmt", "flush"]),
    (
        "Read",
        &[
            "read",
            "read_to_string",
            "read_to_end",
            "read_exact",
            "bytes",
        ],
    ),
    (
        "BufRead",
        &["lines", "read_line", "fill_buf", "consume", "split"],
    ),
];

impl<'a> Reach<'a> {
    /// Records what one use names, written in `module`, within the impl or trait `context`.
    pub(super) fn resolve(
        &self,
        uses: &mut Uses,
        module: usize,
        context: Option<(usize, usize)>,
        r: &Ref,
    ) {
        let (chain, pattern) = match r {
            Ref::Destructured(name) => {
                uses.fields.insert((None, name.clone()));
                return;
            }
            Ref::Field(name, on) => {
                let ty = self.receiver_type(module, context, on);
                uses.fields.insert((ty, name.clone()));
                return;
            }
            Ref::Dot(name, on) => {
                uses.called.insert((module, name.clone()));
                match self.receiver_type(module, context, on) {
                    Some(ty) => {
                        uses.members.insert((ty, name.clone()));
                    }
                    None => {
                        uses.dots.insert((module, name.clone()));
                    }
                }
                return;
            }
            Ref::Path { chain, pattern } => (chain, *pattern),
        };

        let first = chain[0].as_str();
        if chain.len() > 1 && self.module_named(first).is_some() {
            // `parity_cycles::solvable` may be written after `use super::parity_cycles;`.
            self.lookup(uses, module, first, 0);
        }
        let mut target = match first {
            "super" | "crate" => Target::Parts,
            "Self" => Target::SelfOf(context),
            "self" => Target::Module(module),
            "<>" => Target::Unknown,
            _ => match self.module_named(first).filter(|_| chain.len() > 1) {
                Some(m) => Target::Module(m),
                None => {
                    let found = self.lookup(uses, module, first, 0);
                    uses.items.extend(&found);
                    if !found.is_empty() {
                        Target::Items(found)
                    } else if self.std_name(module, first) {
                        Target::Std
                    } else {
                        Target::Unknown
                    }
                }
            },
        };
        if PRELUDE.contains(&first) && matches!(target, Target::Unknown) {
            target = Target::Std;
        }
        for (depth, name) in chain.iter().enumerate().skip(1) {
            if matches!(
                target,
                Target::Items(_) | Target::SelfOf(_) | Target::Unknown
            ) {
                uses.called.insert((module, name.clone()));
            }
            target = match target {
                Target::Parts => self
                    .module_named(name)
                    .map_or(Target::Unknown, Target::Module),
                Target::Module(m) => {
                    let found = self.lookup_in(uses, m, name, 0);
                    uses.items.extend(&found);
                    Target::Items(found)
                }
                Target::Items(found) => {
                    for (m, i) in found {
                        let ty = &self.item(m, i).name;
                        if !(pattern && self.variant_node(ty, name).is_some()) {
                            uses.members.insert((ty.clone(), name.clone()));
                        }
                    }
                    Target::Unknown
                }
                Target::SelfOf(Some((m, i))) => {
                    let item = self.item(m, i);
                    uses.members.insert((item.name.clone(), name.clone()));
                    if let Some(t) = &item.of_trait {
                        uses.members.insert((t.clone(), name.clone()));
                    }
                    Target::Unknown
                }
                Target::SelfOf(None) => Target::Unknown,
                Target::Std => Target::Std,
                Target::Unknown => {
                    if depth == 1 {
                        uses.any_member.insert(name.clone());
                    }
                    Target::Unknown
                }
            };
        }
    }

    /// The type a method is called on, when the text tells it: the impl's own type for
    /// `self.name(…)`, a field's declared type for `self.field.name(…)` when it is a local one.
    pub(super) fn receiver_type(
        &self,
        module: usize,
        context: Option<(usize, usize)>,
        on: &Receiver,
    ) -> Option<String> {
        let (m, i) = context?;
        let item = self.item(m, i);
        if item.kind != ItemKind::Impl {
            return None;
        }
        match on {
            Receiver::SelfValue => Some(item.name.clone()),
            Receiver::SelfField(field) => {
                let (sm, si) = self.named_type(module, &item.name)?;
                let declared = self
                    .item(sm, si)
                    .members
                    .iter()
                    .find(|f| &f.name == field)?;
                let ty = declared.field_type.as_deref()?;
                let (tm, ti) = self.named_type(sm, ty)?;
                Some(self.item(tm, ti).name.clone())
            }
            Receiver::Other => None,
        }
    }

    /// Whether `name` in `module` is a `use` of the standard library's.
    pub(super) fn std_name(&self, module: usize, name: &str) -> bool {
        let items = &self.modules[module].source.items;
        items.iter().flat_map(|item| &item.leaves).any(|leaf| {
            leaf.alias == name
                && matches!(leaf.path.first().map(String::as_str), Some("std" | "core"))
        })
    }

    pub(super) fn module_named(&self, name: &str) -> Option<usize> {
        self.modules.iter().position(|m| !m.root && m.name == name)
    }

    /// The items `name` stands for in `module`: its own, or those a `use` brings in (the leaf
    /// recorded as used).
    pub(super) fn lookup(
        &self,
        uses: &mut Uses,
        module: usize,
        name: &str,
        depth: usize,
    ) -> Vec<(usize, usize)> {
        let mut found = self.own(module, name);
        if !found.is_empty() || depth > 4 {
            return found;
        }
        let items = &self.modules[module].source.items;
        for (i, item) in items
            .iter()
            .enumerate()
            .filter(|(_, it)| it.kind == ItemKind::Use)
        {
            for (l, leaf) in item.leaves.iter().enumerate() {
                let glob = leaf.name == "*";
                if leaf.alias != name && !glob {
                    continue;
                }
                let from = leaf.path.iter().rev().find_map(|p| self.module_named(p));
                let there = from.map_or_else(Vec::new, |m| {
                    let wanted = if glob { name } else { leaf.name.as_str() };
                    self.lookup_in(uses, m, wanted, depth + 1)
                });
                if !glob || !there.is_empty() {
                    uses.leaves.insert((module, i, l));
                }
                found.extend(there);
            }
        }
        found
    }

    /// The items `module::name` stands for: the module's own, or its `pub use`s.
    pub(super) fn lookup_in(
        &self,
        uses: &mut Uses,
        module: usize,
        name: &str,
        depth: usize,
    ) -> Vec<(usize, usize)> {
        let own = self.own(module, name);
        if !own.is_empty() {
            return own;
        }
        self.lookup(uses, module, name, depth + 1)
    }

    /// The items of `module` declared with this name (no impl, use or test item).
    pub(super) fn own(&self, module: usize, name: &str) -> Vec<(usize, usize)> {
        let items = &self.modules[module].source.items;
        (0..items.len())
            .filter(|&i| {
                let item = &items[i];
                item.name == name
                    && !item.test_only
                    && !matches!(item.kind, ItemKind::Impl | ItemKind::Use | ItemKind::Other)
            })
            .map(|i| (module, i))
            .collect()
    }

    /// The type or trait `name` stands for in `module`: by its scope, else any of that name.
    pub(super) fn named_type(&self, module: usize, name: &str) -> Option<(usize, usize)> {
        let typical = |&(m, i): &(usize, usize)| {
            let kind = self.item(m, i).kind;
            matches!(
                kind,
                ItemKind::Struct | ItemKind::Enum | ItemKind::Trait | ItemKind::Type
            )
        };
        let found = self.lookup(&mut Uses::default(), module, name, 0);
        found.into_iter().find(typical).or_else(|| self.local(name))
    }

    /// The local type or trait of this name (an item that impls can name).
    pub(super) fn local(&self, name: &str) -> Option<(usize, usize)> {
        self.modules.iter().enumerate().find_map(|(m, module)| {
            let i = module.source.items.iter().position(|item| {
                item.name == name
                    && matches!(
                        item.kind,
                        ItemKind::Struct | ItemKind::Enum | ItemKind::Trait
                    )
            })?;
            Some((m, i))
        })
    }
}
