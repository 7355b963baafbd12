//! The pruning of a file's `match` expressions, fields and struct-literal entries: what goes
//! because the file never makes a variant or never reads a field.

use super::*;

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

impl<'a> Reach<'a> {
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
    pub(super) fn enum_of(&self, ty: &str) -> Option<Node> {
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
    pub(super) fn named_variant(
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
        let whole = rest.clone().all(|j| {
            source.tokens[j].kind != crate::assemble::lex::Kind::Literal && !source.is(j, "::")
        }) && (rest.is_empty() || source.partner.get(k + 1) == Some(&(to - 1)));
        Some((ty, variant, whole))
    }
}
