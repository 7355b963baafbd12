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

/// What goes of one `match` expression.
pub struct Pruning {
    /// The arms of variants the file never makes.
    pub dead: Vec<usize>,
    /// The `_` arm, when the live arms take every variant the file makes.
    pub wildcard: Option<usize>,
    pub left: Left,
}

/// What is left of a `match` when one arm is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Left {
    /// The match, with the arms left.
    Match,
    /// Only its `_` arm: the match is that arm's body.
    Body(usize),
    /// One arm doing nothing and binding nothing: the whole statement goes.
    Nothing,
}

impl Pruning {
    /// The tokens that go, `[first, end)` of each stretch.
    pub fn gone(&self, m: &Match) -> Vec<(usize, usize)> {
        match self.left {
            Left::Nothing => vec![(m.keyword, m.close + 1)],
            Left::Body(a) => vec![
                (m.keyword, m.arms[a].body.0),
                (m.arms[a].body.1, m.close + 1),
            ],
            Left::Match => self
                .dead
                .iter()
                .chain(&self.wildcard)
                .map(|&a| (m.arms[a].first, m.arms[a].end))
                .collect(),
        }
    }
}

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
const STD_TRAIT_METHODS: [(&str, &[&str]); 3] = [
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

    /// The tokens, among `range`, of what goes from the `match` expressions (`Pruning`):
    /// `[first, end)` of each stretch.
    pub fn dead_arms(
        &self,
        source: &Source,
        range: (usize, usize),
        kept: &Kept,
    ) -> Vec<(usize, usize)> {
        let mut dead = Vec::new();
        for m in matches_in(source, range.0, range.1) {
            let pruning = self.dead_in(source, &m, kept);
            dead.extend(pruning.gone(&m));
        }
        dead
    }

    /// What goes of a match: the arms of variants the file never makes, its `_` arm when the
    /// live arms take every variant left of the enum it matches, and what is left.
    pub fn dead_in(&self, source: &Source, m: &Match, kept: &Kept) -> Pruning {
        let mut dead = Vec::new();
        let mut matched: Option<String> = None;
        let mut covered = HashSet::new();
        for (a, arm) in m.arms.iter().enumerate() {
            let mut alive = arm.alternatives.iter().map(|&alt| {
                let Some((ty, variant, whole)) = self.named_variant(source, alt) else {
                    return true;
                };
                let live = self.variant_kept(kept, &ty, &variant);
                if live && whole && !arm.guarded {
                    covered.insert(variant);
                }
                matched = Some(ty);
                live
            });
            let all_dead = !arm.alternatives.is_empty() && alive.all(|live| !live);
            if all_dead {
                dead.push(a);
            }
        }
        let all_covered = matched.as_ref().is_some_and(|ty| {
            self.enum_of(ty).is_some_and(|node| {
                let item = self.item(node.module, node.item);
                item.members.iter().enumerate().all(|(j, v)| {
                    let variant = Node {
                        member: Some(j),
                        ..node
                    };
                    !kept.nodes.contains(&variant) || covered.contains(&v.name)
                })
            })
        });
        let wildcard = m
            .arms
            .iter()
            .position(|arm| arm.wildcard(source))
            .filter(|_| all_covered);
        let alive: Vec<usize> = (0..m.arms.len())
            .filter(|a| !dead.contains(a) && Some(*a) != wildcard)
            .filter(|&a| !m.arms[a].alternatives.is_empty())
            .collect();
        let left = match alive[..] {
            [only] if !dead.is_empty() || wildcard.is_some() => {
                let arm = &m.arms[only];
                let empty = arm.body.1 == arm.body.0 + 2 && source.is(arm.body.0, "{");
                if empty && arm.binds_nothing(source) {
                    Left::Nothing
                } else if arm.wildcard(source) {
                    Left::Body(only)
                } else {
                    Left::Match
                }
            }
            _ => Left::Match,
        };
        Pruning {
            dead,
            wildcard,
            left,
        }
    }

    /// The fields of local structs the file leaves out (never read): `(struct, field)`.
    pub fn gone_fields(&self, kept: &Kept) -> Vec<((usize, usize), String)> {
        let mut gone = Vec::new();
        for (m, module) in self.modules.iter().enumerate() {
            for (i, item) in module.source.items.iter().enumerate() {
                if item.kind != ItemKind::Struct
                    || !kept.nodes.contains(&Node {
                        module: m,
                        item: i,
                        member: None,
                    })
                {
                    continue;
                }
                for (j, field) in item.members.iter().enumerate() {
                    if field.kind == ItemKind::Field
                        && !kept.nodes.contains(&Node {
                            module: m,
                            item: i,
                            member: Some(j),
                        })
                    {
                        gone.push(((m, i), field.name.clone()));
                    }
                }
            }
        }
        gone
    }

    /// The tokens `[first, end)`, among `range` of `module`, that set fields the file leaves
    /// out in struct literals (`own`: the type `Self` stands for).
    pub fn gone_initializers(
        &self,
        module: usize,
        range: (usize, usize),
        own: Option<&str>,
        kept: &Kept,
    ) -> Vec<(usize, usize)> {
        let gone = self.gone_fields(kept);
        if gone.is_empty() {
            return Vec::new();
        }
        let source = &self.modules[module].source;
        entries_in(source, range, own)
            .into_iter()
            .filter(|entry| {
                let ty = self.named_type(module, &entry.ty);
                gone.iter()
                    .any(|(s, f)| Some(*s) == ty && *f == entry.field)
            })
            .map(|entry| (entry.first, entry.end))
            .collect()
    }

    /// Whether the alternative `alt` of an arm names no variant, or one the file makes.
    pub fn alternative_made(&self, source: &Source, alt: (usize, usize), kept: &Kept) -> bool {
        self.named_variant(source, alt)
            .map_or(true, |(ty, variant, _)| {
                self.variant_kept(kept, &ty, &variant)
            })
    }

    /// The node of the enum named `ty`.
    fn enum_of(&self, ty: &str) -> Option<Node> {
        self.modules.iter().enumerate().find_map(|(m, module)| {
            let i = module
                .source
                .items
                .iter()
                .position(|item| item.kind == ItemKind::Enum && item.name == ty)?;
            Some(Node {
                module: m,
                item: i,
                member: None,
            })
        })
    }

    /// The local enum variant an alternative names (`E::V`, `E::V { .. }`, `a::E::V(_)`), and
    /// whether it takes the variant whole (no literal, no nested path in its fields).
    fn named_variant(
        &self,
        source: &Source,
        (from, to): (usize, usize),
    ) -> Option<(String, String, bool)> {
        let mut k = from;
        while k + 2 < to && source.is(k + 1, "::") {
            k += 2;
        }
        if k == from {
            return None;
        }
        let (ty, variant) = (source.tok(k - 2).to_string(), source.tok(k).to_string());
        self.variant_node(&ty, &variant)?;
        let rest = k + 1..to;
        let whole = rest
            .clone()
            .all(|j| source.tokens[j].kind != super::lex::Kind::Literal && !source.is(j, "::"))
            && (rest.is_empty() || source.partner.get(k + 1) == Some(&(to - 1)));
        Some((ty, variant, whole))
    }

    /// Records what one use names, written in `module`, within the impl or trait `context`.
    fn resolve(&self, uses: &mut Uses, module: usize, context: Option<(usize, usize)>, r: &Ref) {
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
            // `cycles::solvable` may be written after `use super::cycles;`.
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
    fn receiver_type(
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
    fn std_name(&self, module: usize, name: &str) -> bool {
        let items = &self.modules[module].source.items;
        items.iter().flat_map(|item| &item.leaves).any(|leaf| {
            leaf.alias == name
                && matches!(leaf.path.first().map(String::as_str), Some("std" | "core"))
        })
    }

    fn module_named(&self, name: &str) -> Option<usize> {
        self.modules.iter().position(|m| !m.root && m.name == name)
    }

    /// The items `name` stands for in `module`: its own, or those a `use` brings in (the leaf
    /// recorded as used).
    fn lookup(
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
    fn lookup_in(
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
    fn own(&self, module: usize, name: &str) -> Vec<(usize, usize)> {
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

    /// The type or trait `name` stands for in `module`: by its scope, else any of that name.
    fn named_type(&self, module: usize, name: &str) -> Option<(usize, usize)> {
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
    fn local(&self, name: &str) -> Option<(usize, usize)> {
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
