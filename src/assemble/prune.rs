//! A part's text as a file carries it: only the items, members, variants, `use` leaves and
//! `match` arms the file reaches (`reach`), its tests left out; a doc comment is carried whole or
//! left out whole, never cut.

use super::arms::matches_in;
use super::items::{Item, ItemKind, Leaf, Source};
use super::lex::Kind;
use super::reach::{Kept, Left, Node, Reach};

/// Which of the parts' doc comments a file keeps, each whole: all of them, as long as the file
/// fits its judges' source limits; else only the items' own (not their members', fields' or
/// variants'); else only the items' own in the search and its heuristic; else none (the parts
/// themselves keep them all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Docs {
    All,
    Items,
    Lead,
    None,
}

impl Docs {
    /// The next level down, `None` when there is none.
    pub fn fewer(self) -> Option<Docs> {
        match self {
            Docs::All => Some(Docs::Items),
            Docs::Items => Some(Docs::Lead),
            Docs::Lead => Some(Docs::None),
            Docs::None => None,
        }
    }

    /// The level of one part: `Lead` keeps the items' docs of the search and its heuristic
    /// (`leading`) and none of the library's.
    pub fn of_part(self, leading: bool) -> Docs {
        match (self, leading) {
            (Docs::Lead, true) => Docs::Items,
            (Docs::Lead, false) => Docs::None,
            (docs, _) => docs,
        }
    }
}

/// One change to a part's text: bytes `[start, end)` become `with`.
struct Edit {
    start: usize,
    end: usize,
    with: String,
}

/// The text of module `m` as the file keeps it, or `None` when the file keeps nothing of it.
pub fn pruned(reach: &Reach, kept: &Kept, m: usize, docs: Docs) -> Option<String> {
    let source = &reach.modules[m].source;
    let node = |item: usize, member: Option<usize>| Node {
        module: m,
        item,
        member,
    };
    let any = (0..source.items.len())
        .any(|i| kept.nodes.contains(&node(i, None)) && source.items[i].kind != ItemKind::Use);
    if !any {
        return None;
    }
    let mut edits = Vec::new();
    for (i, item) in source.items.iter().enumerate() {
        let whole = span(source, item.first, item.end);
        if item.kind == ItemKind::Use && !item.test_only {
            edits.extend(use_edit(source, item, |l| kept.leaves.contains(&(m, i, l))));
            continue;
        }
        let keep = item.kind == ItemKind::Other || kept.nodes.contains(&node(i, None));
        if item.test_only || !keep {
            edits.push(Edit {
                start: whole.0,
                end: whole.1,
                with: String::new(),
            });
            continue;
        }
        for (j, member) in item.members.iter().enumerate() {
            let other = member.kind == ItemKind::Other && item.kind != ItemKind::Enum;
            if member.test_only || !(other || kept.nodes.contains(&node(i, Some(j)))) {
                let (start, end) = span(source, member.first, member.end);
                edits.push(Edit {
                    start,
                    end,
                    with: String::new(),
                });
            }
        }
        if item.kind != ItemKind::Enum {
            edits.extend(arm_edits(reach, kept, source, (item.first, item.end)));
        }
    }
    for (i, item) in source.items.iter().enumerate() {
        if kept.nodes.contains(&node(i, None)) && item.kind != ItemKind::Use {
            let own = (item.kind == ItemKind::Impl).then_some(item.name.as_str());
            for (first, end) in reach.gone_initializers(m, (item.first, item.end), own, kept) {
                let (start, end) = span(source, first, end);
                edits.push(Edit {
                    start,
                    end,
                    with: String::new(),
                });
            }
        }
    }
    edits.extend(doc_edits(source, docs));
    Some(apply(&source.text, edits))
}

/// The file's own code, module `m` (its text `text`, a stretch of that module's), without the
/// initializers of the fields the file leaves out.
pub fn literals_pruned(reach: &Reach, kept: &Kept, m: usize, text: &str) -> Result<String, String> {
    let source = &reach.modules[m].source;
    let at = source
        .text
        .find(text)
        .ok_or("assemble: the problem's text is not the file's")?;
    let mut tokens = (0..source.tokens.len()).filter(|&k| {
        let t = source.tokens[k];
        at <= t.start && t.end <= at + text.len()
    });
    let (first, last) = (
        tokens.clone().next().unwrap_or(0),
        tokens.next_back().unwrap_or(0),
    );
    let edits = reach
        .gone_initializers(m, (first, last + 1), None, kept)
        .into_iter()
        .map(|(a, b)| {
            let (start, end) = span(source, a, b);
            Edit {
                start: start - at,
                end: end - at,
                with: String::new(),
            }
        })
        .collect();
    Ok(apply(text, edits))
}

/// Bytes `[start, end)` of tokens `[first, end)`.
fn span(source: &Source, first: usize, end: usize) -> (usize, usize) {
    (source.tokens[first].start, source.tokens[end - 1].end)
}

/// The `use` rewritten with the leaves `keep` keeps: unchanged when it keeps all, gone when none.
fn use_edit(source: &Source, item: &Item, keep: impl Fn(usize) -> bool) -> Option<Edit> {
    let kept: Vec<&Leaf> = (0..item.leaves.len())
        .filter(|&l| keep(l))
        .map(|l| &item.leaves[l])
        .collect();
    if kept.len() == item.leaves.len() {
        return None;
    }
    let (start, end) = span(source, item.first, item.end);
    if kept.is_empty() {
        return Some(Edit {
            start,
            end,
            with: String::new(),
        });
    }
    let keyword = (item.first..item.end).find(|&k| source.is(k, "use"))?;
    Some(Edit {
        start: source.tokens[keyword].start,
        end,
        with: format!("use {};", tree(&kept, 0)),
    })
}

/// A use tree of `leaves` from path depth `depth`: `a::{b, c as d}`.
fn tree(leaves: &[&Leaf], depth: usize) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut groups: Vec<(&str, Vec<&Leaf>)> = Vec::new();
    for leaf in leaves {
        match leaf.path.get(depth) {
            None if leaf.name == leaf.alias || leaf.name == "self" || leaf.name == "*" => {
                parts.push(leaf.name.clone())
            }
            None => parts.push(format!("{} as {}", leaf.name, leaf.alias)),
            Some(step) => match groups.iter_mut().find(|(s, _)| s == step) {
                Some((_, group)) => group.push(leaf),
                None => groups.push((step, vec![leaf])),
            },
        }
    }
    for (step, group) in groups {
        parts.push(format!("{step}::{}", tree(&group, depth + 1)));
    }
    match parts.len() {
        1 => parts.remove(0),
        _ => format!("{{{}}}", parts.join(", ")),
    }
}

/// The edits of the `match` expressions among tokens `range` (`Reach::dead_in`): the arms of
/// variants the file never makes out, a `_` arm nothing reaches out, a match left with its `_`
/// arm alone its body, one left doing nothing gone, and an arm's alternatives of variants the
/// file never makes out of its pattern.
fn arm_edits(reach: &Reach, kept: &Kept, source: &Source, range: (usize, usize)) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut delete = |first: usize, end: usize| {
        if first < end {
            let (start, end) = span(source, first, end);
            edits.push(Edit {
                start,
                end,
                with: String::new(),
            });
        }
    };
    let mut patterns = Vec::new();
    for m in matches_in(source, range.0, range.1) {
        let pruning = reach.dead_in(source, &m, kept);
        if pruning.left == Left::Nothing {
            // A statement `match … { … }` may end in `;`.
            delete(
                m.keyword,
                m.close + 1 + usize::from(source.is(m.close + 1, ";")),
            );
            continue;
        }
        for (first, end) in pruning.gone(&m) {
            delete(first, end);
        }
        if pruning.left == Left::Match {
            let dead: Vec<usize> = pruning
                .dead
                .iter()
                .chain(&pruning.wildcard)
                .copied()
                .collect();
            let live = (0..m.arms.len()).filter(|a| !dead.contains(a));
            patterns.extend(live.map(|a| m.arms[a].alternatives.clone()));
        }
    }
    for alternatives in patterns {
        edits.extend(alternatives_edit(reach, kept, source, &alternatives));
    }
    edits
}

/// An arm's pattern without the alternatives of variants the file never makes.
fn alternatives_edit(
    reach: &Reach,
    kept: &Kept,
    source: &Source,
    alternatives: &[(usize, usize)],
) -> Option<Edit> {
    let live: Vec<&str> = alternatives
        .iter()
        .filter(|&&alt| reach.alternative_made(source, alt, kept))
        .map(|&(a, b)| {
            let (start, end) = span(source, a, b);
            &source.text[start..end]
        })
        .collect();
    if live.len() == alternatives.len() || live.is_empty() {
        return None;
    }
    let (first, last) = (alternatives[0], alternatives[alternatives.len() - 1]);
    let (start, end) = span(source, first.0, last.1);
    Some(Edit {
        start,
        end,
        with: live.join(" | "),
    })
}

/// Every run of doc comments the level `docs` leaves out.
fn doc_edits(source: &Source, docs: Docs) -> Vec<Edit> {
    let mut edits = Vec::new();
    let inside: Vec<(usize, usize)> = source.items.iter().filter_map(|item| item.braces).collect();
    let mut k = 0;
    while k < source.tokens.len() {
        let kind = source.tokens[k].kind;
        if !matches!(kind, Kind::OuterDoc | Kind::InnerDoc) {
            k += 1;
            continue;
        }
        let mut end = k + 1;
        while end < source.tokens.len() && source.tokens[end].kind == kind {
            end += 1;
        }
        let (start, stop) = span(source, k, end);
        let member = inside.iter().any(|&(open, close)| open < k && k < close);
        let gone = match docs {
            Docs::All => false,
            Docs::Items | Docs::Lead => member,
            Docs::None => true,
        };
        if gone {
            edits.push(Edit {
                start,
                end: stop,
                with: String::new(),
            });
        }
        k = end;
    }
    edits
}

/// `text` with `edits` made; an edit inside one made before it is left out.
fn apply(text: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in edits {
        if edit.start < at {
            continue;
        }
        out.push_str(&text[at..edit.start]);
        out.push_str(&edit.with);
        at = edit.end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_use_tree_is_written_back_from_its_leaves() {
        let leaf = |path: &[&str], name: &str, alias: &str| Leaf {
            path: path.iter().map(|s| s.to_string()).collect(),
            name: name.to_string(),
            alias: alias.to_string(),
        };
        let leaves = [
            leaf(&["std", "io"], "self", "io"),
            leaf(&["std", "io"], "Write", "Write"),
            leaf(&["std", "sync", "atomic", "Ordering"], "Relaxed", "Relaxed"),
            leaf(&["std", "marker"], "PhantomData", "P"),
        ];
        let refs: Vec<&Leaf> = leaves.iter().collect();
        assert_eq!(
            tree(&refs, 0),
            "std::{io::{self, Write}, sync::atomic::Ordering::Relaxed, marker::PhantomData as P}"
        );
        assert_eq!(tree(&refs[1..2], 0), "std::io::Write");
    }

    #[test]
    fn edits_inside_a_deleted_range_are_left_out() {
        let edits = vec![
            Edit {
                start: 2,
                end: 8,
                with: String::new(),
            },
            Edit {
                start: 4,
                end: 5,
                with: "x".into(),
            },
            Edit {
                start: 9,
                end: 10,
                with: "Y".into(),
            },
        ];
        assert_eq!(apply("0123456789", edits), "018Y");
    }
}
