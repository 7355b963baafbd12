//! The library's modules import downward only: no two modules of `src/` reach each other by
//! `crate::` or `super::` paths, directly or round a longer circle (a module's own submodules and
//! its `super::*` aside), and `src/judge/` keeps no more than ten entries at its top level.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;

/// Every module of the library (`src/bin` aside) by its path of names, with its text before its
/// unit tests, comments dropped.
fn modules(root: &Path) -> BTreeMap<Module, String> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("bin") {
                    stack.push(path);
                }
                continue;
            }
            let rel = path.strip_prefix(root.join("src")).expect("under src/");
            let Some(rel) = rel.to_str().and_then(|r| r.strip_suffix(".rs")) else {
                continue;
            };
            let mut names: Module = rel.split('/').map(str::to_string).collect();
            if names.last().is_some_and(|n| n == "mod" || n == "lib") {
                names.pop();
            }
            let text = std::fs::read_to_string(&path).expect("a module reads");
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
            let code: Vec<&str> = code
                .lines()
                .map(|l| l.split("//").next().unwrap_or(""))
                .collect();
            found.insert(names, code.join("\n"));
        }
    }
    found
}

/// The paths that follow `crate::` or `super::` in `code`, a `{…}` group giving one path each.
fn paths(code: &str) -> Vec<(bool, Vec<String>)> {
    let mut found = Vec::new();
    for base in ["crate::", "super::"] {
        for (at, _) in code.match_indices(base) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let rest = &code[at + base.len()..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            let head: Vec<String> = rest[..end]
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            let group = rest[end..].starts_with('{').then(|| {
                let close = rest[end..].find('}').unwrap_or(rest.len() - end);
                rest[end + 1..end + close].to_string()
            });
            match group {
                Some(group) => {
                    for item in group.split(',') {
                        let first = item.trim().split("::").next().unwrap_or("").trim();
                        let mut path = head.clone();
                        if !first.is_empty() && first != "self" && !first.contains(' ') {
                            path.push(first.to_string());
                        }
                        found.push((base == "crate::", path));
                    }
                }
                None => found.push((base == "crate::", head)),
            }
        }
    }
    found
}

/// The module a path names from `module`: its longest prefix that is a module.
fn target(
    all: &BTreeMap<Module, String>,
    module: &Module,
    crate_path: bool,
    path: &[String],
) -> Option<Module> {
    let mut full: Module = if crate_path {
        Vec::new()
    } else {
        module[..module.len().saturating_sub(1)].to_vec()
    };
    let mut rest = path;
    while let Some((first, tail)) = rest.split_first() {
        if first != "super" {
            break;
        }
        full.pop();
        rest = tail;
    }
    full.extend(rest.iter().cloned());
    (0..=full.len())
        .rev()
        .map(|k| full[..k].to_vec())
        .find(|m| all.contains_key(m))
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let all = modules(root);
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, code) in &all {
        for (crate_path, path) in paths(code) {
            if let Some(to) = target(&all, module, crate_path, &path) {
                // A module above this one (its parent, `lib`) is its container, not an import.
                if to != *module && !module.starts_with(&to) {
                    edges.entry(module.clone()).or_default().insert(to);
                }
            }
        }
    }
    assert!(
        edges.values().map(BTreeSet::len).sum::<usize>() > 100,
        "the scan finds the imports"
    );
    // A circle: some module reaches itself.
    let mut circles = Vec::new();
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<&Module> = edges[start].iter().collect();
        while let Some(m) = stack.pop() {
            if m == start {
                circles.push(start.join("/"));
                break;
            }
            if seen.insert(m) {
                stack.extend(edges.get(m).into_iter().flatten());
            }
        }
    }
    assert!(
        circles.is_empty(),
        "modules in an import circle: {}",
        circles.join(", ")
    );
}

#[test]
fn the_judge_folder_names_its_parts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let entries = std::fs::read_dir(root.join("src/judge"))
        .expect("src/judge reads")
        .count();
    assert!(
        entries <= 10,
        "src/judge/ has {entries} entries at its top level"
    );
}
