//! One-file programs made of the library's own sources: a package's checker, input validator
//! and generator must build from the package alone (`rustc --edition 2021 -O FILE`, std only),
//! so the modules a program needs are copied in verbatim, each `mod NAME;` of a file replaced by
//! the text of its file, tests left out. Nothing is written a second time: the bundle is the
//! library's code, only laid out in one file.
//!
//! Which modules: from the roots, every `crate::NAME` a module's code names, in turn. The two
//! folders of many independent modules, `parts` and `package`, are taken module by module
//! (`crate::parts::NAME`, and a part's `super::NAME`), so a checker carries the few parts it
//! uses, not all sixty.

use crate::assemble::{part_file, uses, without_tests};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Folders under `src/` whose modules are taken one by one.
const SPLIT: [&str; 3] = ["parts", "package", "study"];

/// Modules a bundle never holds: the local judge and the assembler run processes and read the
/// checkout, which a program inside a judge has no use for.
const NEVER: [&str; 3] = ["judge", "assemble", "data"];

/// A module of the library: a top-level one, or one module of a split folder.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Module {
    Top(String),
    Split(&'static str, String),
}

/// The text of one program: the modules `roots` need (names of top-level modules, or
/// `parts::NAME` / `package::NAME`), read from `src`, then `main`. `header` opens the file
/// (`//!` lines).
pub fn bundle(src: &Path, roots: &[&str], header: &str, main: &str) -> Result<String, String> {
    let modules = closure(src, roots)?;
    let mut text = String::from(header);
    text.push_str(
        "// Made by `judge package` from the npuzzle library's sources (src/), each module as it \
         is there.\n#![allow(dead_code, unused_imports)]\n\n",
    );
    let mut split: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for module in &modules {
        match module {
            Module::Top(name) => {
                let path = top_file(src, name)?;
                text.push_str(&wrapped("pub mod", name, &inlined(&path)?));
            }
            Module::Split(folder, name) => {
                let body = without_tests(&read(&split_file(src, folder, name)?)?).to_string();
                split
                    .entry(folder)
                    .or_default()
                    .push(wrapped("pub mod", name, &body));
            }
        }
    }
    for (folder, children) in split {
        text.push_str(&format!("pub mod {folder} {{\n{}}}\n\n", children.concat()));
    }
    text.push_str(main);
    Ok(text)
}

/// `mod name { body }`, on lines of their own.
fn wrapped(keyword: &str, name: &str, body: &str) -> String {
    format!("{keyword} {name} {{\n{}\n}}\n\n", body.trim_end())
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("bundle: cannot read {}: {e}", path.display()))
}

/// The file of a top-level module: `src/NAME.rs` or `src/NAME/mod.rs`.
fn top_file(src: &Path, name: &str) -> Result<PathBuf, String> {
    let file = src.join(format!("{name}.rs"));
    if file.is_file() {
        return Ok(file);
    }
    let dir = src.join(name).join("mod.rs");
    if dir.is_file() {
        return Ok(dir);
    }
    Err(format!("bundle: no module '{name}' in {}", src.display()))
}

/// The folder where the files of `path`'s `mod NAME;` lines live: `src/check/` for
/// `src/check.rs`, the file's own folder for a `mod.rs`.
fn children_dir(path: &Path) -> PathBuf {
    let parent = path.parent().unwrap_or(Path::new(""));
    match path.file_stem().and_then(|s| s.to_str()) {
        Some("mod") | None => parent.to_path_buf(),
        Some(stem) => parent.join(stem),
    }
}

/// A `mod NAME;` line (any visibility): the visibility and the name.
fn declared_module(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_suffix(';')?;
    let at = rest.find("mod ")?;
    let (visibility, name) = (rest[..at].trim_end(), rest[at + 4..].trim());
    let plain = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let known = ["", "pub", "pub(crate)", "pub(super)"].contains(&visibility);
    (plain && known && !name.is_empty()).then_some((visibility, name))
}

/// The text of `path` without its tests, each `mod NAME;` replaced by its file's text (in turn).
fn inlined(path: &Path) -> Result<String, String> {
    let text = read(path)?;
    let mut out = String::new();
    let mut test_only = false;
    for line in without_tests(&text).lines() {
        // A `#[cfg(test)] mod NAME;` is the tests' alone: kept as it is (the compiler drops it
        // unread), its file not read.
        let declared = declared_module(line).filter(|_| !test_only);
        test_only = line.trim() == "#[cfg(test)]";
        match declared {
            Some((visibility, name)) => {
                let child = children_dir(path).join(format!("{name}.rs"));
                let keyword = format!("{visibility} mod").trim_start().to_string();
                out.push_str(&wrapped(&keyword, name, &inlined(&child)?));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// The code of a text: its lines without `//` comments (doc comments name modules freely).
fn code(text: &str) -> String {
    let lines = text.lines().map(|l| l.split("//").next().unwrap_or(""));
    lines.collect::<Vec<_>>().join("\n")
}

/// The modules a module's code names as `crate::NAME` (or `crate::SPLIT::NAME`).
fn named(code: &str) -> BTreeSet<Module> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let name = ident(rest);
        match SPLIT.iter().find(|s| **s == name) {
            Some(folder) => {
                let child = ident(rest[name.len()..].trim_start_matches("::"));
                if !child.is_empty() {
                    found.insert(Module::Split(folder, child));
                }
            }
            None if !name.is_empty() => {
                found.insert(Module::Top(name));
            }
            None => {}
        }
    }
    found
}

/// The code of a module and of the files it declares, for scanning.
fn module_code(src: &Path, module: &Module) -> Result<String, String> {
    match module {
        Module::Top(name) => Ok(code(&inlined(&top_file(src, name)?)?)),
        Module::Split(folder, name) => {
            let path = split_file(src, folder, name)?;
            Ok(code(without_tests(&read(&path)?)))
        }
    }
}

/// The file of the module `name` of a split folder: a part in its role's folder
/// (`src/parts/<role>/<name>.rs`), any other `src/<folder>/<name>.rs`.
fn split_file(src: &Path, folder: &str, name: &str) -> Result<PathBuf, String> {
    match folder {
        "parts" => part_file(&src.join(folder), name),
        _ => Ok(src.join(folder).join(format!("{name}.rs"))),
    }
}

/// Every module the roots need, the roots included.
fn closure(src: &Path, roots: &[&str]) -> Result<BTreeSet<Module>, String> {
    let mut todo: Vec<Module> = roots.iter().map(|r| root_module(r)).collect();
    let mut found = BTreeSet::new();
    while let Some(module) = todo.pop() {
        if let Module::Top(name) = &module {
            if NEVER.contains(&name.as_str()) {
                return Err(format!(
                    "bundle: the roots {roots:?} need crate::{name}, which a bundle never holds"
                ));
            }
        }
        if found.contains(&module) {
            continue;
        }
        let code = module_code(src, &module)?;
        todo.extend(named(&code));
        if let Module::Split(folder, _) = &module {
            todo.extend(uses(&code).into_iter().map(|n| Module::Split(folder, n)));
        }
        found.insert(module);
    }
    Ok(found)
}

/// `check` or `parts::board` as a module.
fn root_module(root: &str) -> Module {
    match root.split_once("::") {
        Some((folder, name)) => match SPLIT.iter().find(|s| **s == folder) {
            Some(folder) => Module::Split(folder, name.to_string()),
            None => Module::Top(root.to_string()),
        },
        None => Module::Top(root.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
    }

    #[test]
    fn module_lines_are_recognised() {
        assert_eq!(declared_module("mod answer;"), Some(("", "answer")));
        assert_eq!(declared_module("pub mod cli;"), Some(("pub", "cli")));
        assert_eq!(declared_module("mod tests {"), None);
        assert_eq!(declared_module("    let m = mod_x;"), None);
        assert_eq!(declared_module("use x::mod y;"), None);
    }

    #[test]
    fn the_checker_takes_what_it_names_and_no_more() {
        let modules = closure(&src(), &["check"]).unwrap();
        let top = |n: &str| modules.contains(&Module::Top(n.to_string()));
        let part = |n: &str| modules.contains(&Module::Split("parts", n.to_string()));
        assert!(top("check") && top("problems") && top("board") && top("input"));
        assert!(part("puzzle") && part("pdb15") && part("lex_least"));
        assert!(
            !top("judge") && !top("gen") && !part("bfs15") && !part("astar"),
            "{modules:?}"
        );
    }

    #[test]
    fn a_bundle_inlines_every_module_declaration() {
        let text = bundle(&src(), &["check"], "//! test\n", "fn main() {}\n").unwrap();
        assert!(text.contains("pub mod check {\n") && text.contains("mod answer {\n"));
        // A `#[cfg(test)] mod tests;` stays: the compiler drops it with its attribute.
        let lines: Vec<&str> = text.lines().collect();
        let left: Vec<&str> = (0..lines.len())
            .filter(|&i| declared_module(lines[i].trim()).is_some())
            .filter(|&i| i == 0 || lines[i - 1].trim() != "#[cfg(test)]")
            .map(|i| lines[i])
            .collect();
        assert!(left.is_empty(), "{left:?}");
        assert!(!text.contains("mod tests {"));
        let err = bundle(&src(), &["judge"], "", "").unwrap_err();
        assert!(err.contains("never holds"), "{err}");
    }
}
