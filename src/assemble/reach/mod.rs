//! Which items of its parts a file reaches from its own code (the problem, the `Solver` type,
//! `solve`, `main`): functions, types, constants and traits by name in scope; methods and trait
//! items by the names they are called by; an impl with its type (and its trait); an enum's
//! variants only when made (a variant named only in a pattern is not), and the arms of a
//! `match` for a variant nobody makes left out, with what they alone use. The names are
//! resolved as Rust does it for the code the parts are written in, and where a name cannot be
//! told (a method call on an unknown type), every member of that name is kept: a file may keep a
//! little too much, never too little, and `tests/solutions_standalone.rs` builds every file with
//! `-D warnings`.

use super::arms::{matches_in, patterns_in, Match, Place};
use super::items::{Item, ItemKind, Source};
use super::literals::entries_in;
use super::refs::{refs_in, Receiver, Ref};
use std::collections::HashSet;

mod dead;
mod resolve;

pub use dead::Left;
use resolve::STD_TRAIT_METHODS;

/// A module of the file: a part, or the file's own code (`root`), all of which is kept.
#[derive(Clone)]
pub struct Module {
    pub name: String,
    pub source: Source,
    pub root: bool,
}

/// An item (`member: None`), an impl's or trait's member, or an enum's variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node {
    pub module: usize,
    pub item: usize,
    pub member: Option<usize>,
}

/// What the file keeps: its nodes, and the leaves of `use` trees it needs,
/// `(module, item, leaf)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    pub nodes: HashSet<Node>,
    pub leaves: HashSet<(usize, usize, usize)>,
}

/// The names the kept code uses, one round of the fixpoint.
#[derive(Default)]
struct Uses {
    items: HashSet<(usize, usize)>,
    /// `(type or trait, member)`: `Type::member`, `Self::member`; made (not matched) variants.
    members: HashSet<(String, String)>,
    /// Members named by a qualifier no one can tell (`P::FORMAT`, `u32::array`).
    any_member: HashSet<String>,
    /// `.name`, with the module it is written in.
    dots: HashSet<(usize, String)>,
    /// Members called by a path or a `.`, with the module: a trait whose member it is must be
    /// in scope there.
    called: HashSet<(usize, String)>,
    leaves: HashSet<(usize, usize, usize)>,
    /// Fields read (`.name` with no call), with their struct when the text tells it (`None`:
    /// any struct's), and names in patterns (a field destructured).
    fields: HashSet<(Option<String>, String)>,
    /// Variants named in a pattern outside a `match` arm: `(module, type, variant)`.
    other_patterns: Vec<(usize, String, String)>,
}

/// The file's modules and what its own code reaches of them.
pub struct Reach<'a> {
    pub modules: &'a [Module],
}

impl<'a> Reach<'a> {
    /// The fixpoint: what the roots reach, round by round, until a round adds nothing.
    pub fn kept(&self) -> Result<Kept, String> {
        let mut kept = Kept::default();
        for (m, module) in self.modules.iter().enumerate().filter(|(_, m)| m.root) {
            for (i, item) in module.source.items.iter().enumerate() {
                kept.nodes.insert(Node {
                    module: m,
                    item: i,
                    member: None,
                });
                for j in 0..item.members.len() {
                    kept.nodes.insert(Node {
                        module: m,
                        item: i,
                        member: Some(j),
                    });
                }
            }
        }
        loop {
            let uses = self.uses(&kept);
            let next = self.keep(&uses);
            if next == kept {
                return self.check(&uses, &kept).map(|()| kept);
            }
            kept = next;
        }
    }

    fn item(&self, m: usize, i: usize) -> &Item {
        &self.modules[m].source.items[i]
    }

    /// A pattern outside a `match` that names a variant the file never makes cannot be pruned.
    fn check(&self, uses: &Uses, kept: &Kept) -> Result<(), String> {
        for (m, ty, variant) in &uses.other_patterns {
            if !self.variant_kept(kept, ty, variant) {
                return Err(format!(
                    "assemble: part {}: `{ty}::{variant}` stands in a `let`, `if let` or \
                     `matches!` pattern, but this file never makes it: write a `match`",
                    self.modules[*m].name
                ));
            }
        }
        Ok(())
    }

    /// Whether `ty::variant` is a variant of a local enum, and a kept one.
    fn variant_kept(&self, kept: &Kept, ty: &str, variant: &str) -> bool {
        self.variant_node(ty, variant)
            .map_or(true, |node| kept.nodes.contains(&node))
    }

    /// The node of `ty::variant` when `ty` is a local enum with that variant.
    fn variant_node(&self, ty: &str, variant: &str) -> Option<Node> {
        for (m, module) in self.modules.iter().enumerate() {
            for (i, item) in module.source.items.iter().enumerate() {
                if item.kind == ItemKind::Enum && item.name == ty {
                    let j = item.members.iter().position(|v| v.name == variant)?;
                    return Some(Node {
                        module: m,
                        item: i,
                        member: Some(j),
                    });
                }
            }
        }
        None
    }

    /// What the kept nodes use.
    fn uses(&self, kept: &Kept) -> Uses {
        let mut uses = Uses::default();
        for node in &kept.nodes {
            let module = &self.modules[node.module];
            let item = self.item(node.module, node.item);
            let (range, own, context) = match node.member {
                Some(j) => {
                    let member = &item.members[j];
                    let context = matches!(item.kind, ItemKind::Impl | ItemKind::Trait)
                        .then_some((node.module, node.item));
                    ((member.first, member.end), member.name_at, context)
                }
                None if item.kind == ItemKind::Use => continue,
                None => {
                    // A container's members are nodes of their own: its header is its own.
                    let end = match (item.kind, item.braces) {
                        (
                            ItemKind::Impl | ItemKind::Trait | ItemKind::Enum | ItemKind::Struct,
                            Some((open, _)),
                        ) => open,
                        _ => item.end,
                    };
                    ((item.first, end), item.name_at, None)
                }
            };
            let mut skip = self.dead_arms(&module.source, range, kept);
            let own_type = context.map(|(m, i)| self.item(m, i).name.as_str());
            skip.extend(self.gone_initializers(node.module, range, own_type, kept));
            let found = patterns_in(&module.source, range.0, range.1);
            let patterns: Vec<(usize, usize)> = found.iter().map(|&(a, b, _)| (a, b)).collect();
            for &(a, b, place) in &found {
                if place == Place::Other && !skip.iter().any(|&(x, y)| x <= a && b <= y) {
                    for r in refs_in(&module.source, (a, b), &skip, None, &[]) {
                        if let Ref::Path { chain, .. } = r {
                            if let [.., ty, variant] = &chain[..] {
                                uses.other_patterns.push((
                                    node.module,
                                    ty.clone(),
                                    variant.clone(),
                                ));
                            }
                        }
                    }
                }
            }
            // An impl's header names its type and trait: they keep it, not it them.
            let named_by_header = |r: &Ref| match r {
                Ref::Path { chain, .. } if node.member.is_none() && item.kind == ItemKind::Impl => {
                    let last = chain.last().map(String::as_str);
                    last == Some(item.name.as_str()) || last == item.of_trait.as_deref()
                }
                _ => false,
            };
            let found = refs_in(&module.source, range, &skip, own, &patterns);
            for r in found.iter().filter(|r| named_by_header(r)) {
                // Still in scope by its `use`.
                let mut header = Uses::default();
                self.resolve(&mut header, node.module, context, r);
                uses.leaves.extend(header.leaves);
            }
            for r in found.iter().filter(|r| !named_by_header(r)) {
                self.resolve(&mut uses, node.module, context, r);
            }
        }
        uses
    }

    /// The nodes the uses keep.
    fn keep(&self, uses: &Uses) -> Kept {
        let mut kept = Kept {
            leaves: uses.leaves.clone(),
            ..Kept::default()
        };
        let dotted = |name: &str| uses.dots.iter().any(|(_, d)| d == name);
        let mut items: HashSet<(usize, usize)> = uses.items.clone();
        for (m, module) in self.modules.iter().enumerate().filter(|(_, m)| m.root) {
            items.extend((0..module.source.items.len()).map(|i| (m, i)));
        }
        // The types and traits an impl keeps, and the impls their types keep, to a fixpoint.
        loop {
            let before = items.len();
            for (m, module) in self.modules.iter().enumerate() {
                for (i, item) in module.source.items.iter().enumerate() {
                    if item.kind != ItemKind::Impl || item.test_only || items.contains(&(m, i)) {
                        continue;
                    }
                    let type_kept = self
                        .named_type(m, &item.name)
                        .map_or(true, |t| items.contains(&t));
                    let trait_item = item.of_trait.as_deref().and_then(|t| self.named_type(m, t));
                    let called = item.members.iter().any(|member| {
                        uses.members
                            .contains(&(item.name.clone(), member.name.clone()))
                    });
                    let wanted =
                        module.root || trait_item.map_or(true, |t| items.contains(&t) || called);
                    if type_kept && wanted {
                        items.insert((m, i));
                        items.extend(trait_item);
                    }
                }
            }
            if items.len() == before {
                break;
            }
        }
        for &(m, i) in &items {
            kept.nodes.insert(Node {
                module: m,
                item: i,
                member: None,
            });
            let item = self.item(m, i);
            for (j, member) in item.members.iter().enumerate() {
                let name = &member.name;
                let used = match item.kind {
                    ItemKind::Enum => uses.members.contains(&(item.name.clone(), name.clone())),
                    // A marker field is never read, and never needs to be.
                    ItemKind::Struct => {
                        member.kind != ItemKind::Field
                            || uses.fields.contains(&(None, name.clone()))
                            || uses
                                .fields
                                .contains(&(Some(item.name.clone()), name.clone()))
                            || member.field_type.as_deref() == Some("PhantomData")
                    }
                    ItemKind::Trait => self.trait_item_used(uses, &items, (m, i), name),
                    ItemKind::Impl => match item.of_trait.as_deref() {
                        Some(t) => match self.named_type(m, t) {
                            Some(tr) => self.trait_item_used(uses, &items, tr, name),
                            None => true,
                        },
                        None => {
                            dotted(name)
                                || uses.members.contains(&(item.name.clone(), name.clone()))
                        }
                    },
                    _ => true,
                };
                if used || self.modules[m].root {
                    kept.nodes.insert(Node {
                        module: m,
                        item: i,
                        member: Some(j),
                    });
                }
            }
        }
        self.keep_trait_leaves(uses, &mut kept);
        kept
    }

    /// Whether the member `name` of the trait `tr` is used: called on any type, by the trait's
    /// name, on a type that implements it, or defined by the file's own code.
    fn trait_item_used(
        &self,
        uses: &Uses,
        items: &HashSet<(usize, usize)>,
        tr: (usize, usize),
        name: &str,
    ) -> bool {
        let named = |ty: &str| uses.members.contains(&(ty.to_string(), name.to_string()));
        let dotted = uses.dots.iter().any(|(_, d)| d == name);
        if uses.any_member.contains(name) || dotted || named(&self.item(tr.0, tr.1).name) {
            return true;
        }
        items.iter().any(|&(m, i)| {
            let imp = self.item(m, i);
            imp.kind == ItemKind::Impl
                && imp.of_trait.as_deref().and_then(|t| self.named_type(m, t)) == Some(tr)
                && (named(&imp.name)
                    || (self.modules[m].root && imp.members.iter().any(|x| x.name == name)))
        })
    }

    /// A trait imported for its methods alone: kept when the module calls one of them.
    fn keep_trait_leaves(&self, uses: &Uses, kept: &mut Kept) {
        for (m, module) in self.modules.iter().enumerate() {
            for (i, item) in module.source.items.iter().enumerate() {
                if item.kind != ItemKind::Use {
                    continue;
                }
                for (l, leaf) in item.leaves.iter().enumerate() {
                    let from = leaf.path.iter().rev().find_map(|p| self.module_named(p));
                    let target = from.and_then(|fm| self.own(fm, &leaf.name).into_iter().next());
                    let target_kept = target.map_or(from.is_none(), |(tm, ti)| {
                        kept.nodes.contains(&Node {
                            module: tm,
                            item: ti,
                            member: None,
                        })
                    });
                    if !target_kept {
                        continue;
                    }
                    let methods: Vec<String> = match target {
                        Some((tm, ti)) if self.item(tm, ti).kind == ItemKind::Trait => self
                            .item(tm, ti)
                            .members
                            .iter()
                            .map(|x| x.name.clone())
                            .collect(),
                        _ => STD_TRAIT_METHODS
                            .iter()
                            .filter(|(t, _)| {
                                leaf.path.first().map(String::as_str) == Some("std")
                                    && *t == leaf.name
                            })
                            .flat_map(|(_, ms)| ms.iter().map(|s| s.to_string()))
                            .collect(),
                    };
                    if methods
                        .iter()
                        .any(|x| uses.called.contains(&(m, x.clone())))
                    {
                        kept.leaves.insert((m, i, l));
                    }
                }
            }
        }
    }
}
