//! `judge assemble`: writes every solution file from its recipe (src/assemble/recipes.rs) and
//! the parts (src/parts), and `judge assemble --check` tells which files and sections differ.
//!
//! A file is: the STYLE.md header and a line saying it is assembled; the problem's format as a
//! constant (from its row of src/problems.rs); every part it needs, each wrapped verbatim as
//! `mod <part> { … }` without its tests; the search it runs; `solve` and `main`. Parts used by
//! every file of a folder are marked shared; the sections come in one order, so that
//! `diff bfs.rs astar.rs` shows the search alone. The text is put through `rustfmt`, so that
//! `cargo fmt` leaves it as it is.

mod arms;
pub mod cpp;
mod cpp_docs;
mod cpp_format;
mod cpp_function;
pub mod family;
mod file;
mod items;
mod lex;
mod literals;
mod make;
mod prune;
mod reach;
pub mod recipes;
mod refs;
mod render;

pub use family::{all, FAMILY};
pub use file::GENERATED;
pub use make::{assemble, assemble_all_with, budget, MOST};
pub use recipes::{Recipe, BASE, RECIPES};
pub use render::{parts_of, sections, uses, without_tests, ReadPart};

use std::fs;
use std::path::{Path, PathBuf};

/// The file a recipe makes, relative to the workspace root.
pub fn target(recipe: &Recipe) -> PathBuf {
    Path::new("solutions")
        .join(recipe.folder)
        .join(format!("{}.rs", recipe.strategy))
}

/// Every part's file under `parts` (src/parts): `<role>/<part>.rs`, one folder a role, sorted.
pub fn part_files(parts: &Path) -> Result<Vec<PathBuf>, String> {
    part_files_in(parts, "rs")
}

/// Every part's file of one language under `parts`: `<role>/<part>.<extension>`, sorted.
pub fn part_files_in(parts: &Path, extension: &str) -> Result<Vec<PathBuf>, String> {
    let list = |dir: &Path| -> Result<Vec<PathBuf>, String> {
        let entries = fs::read_dir(dir).map_err(|e| format!("assemble: {}: {e}", dir.display()))?;
        let mut paths = Vec::new();
        for entry in entries {
            paths.push(
                entry
                    .map_err(|e| format!("assemble: {}: {e}", dir.display()))?
                    .path(),
            );
        }
        paths.sort();
        Ok(paths)
    };
    let mut files = Vec::new();
    for role in list(parts)?.into_iter().filter(|p| p.is_dir()) {
        files.extend(
            list(&role)?
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e == extension)),
        );
    }
    Ok(files)
}

/// The file of the part named `part` under `parts` (src/parts), in whichever role's folder.
pub fn part_file(parts: &Path, part: &str) -> Result<PathBuf, String> {
    let name = format!("{part}.rs");
    part_files(parts)?
        .into_iter()
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_str() == Some(name.as_str()))
        })
        .ok_or_else(|| format!("assemble: no part '{part}' in {}", parts.display()))
}

/// Every recipe's file as the parts under `root` make it: (recipe, path, text).
pub fn assemble_all(root: &Path) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let parts = root.join("src/parts");
    let read = |part: &str| {
        let path = part_file(&parts, part)?;
        fs::read_to_string(&path).map_err(|e| format!("assemble: {}: {}", path.display(), e))
    };
    assemble_all_with(&read)
}

/// Where a file differs from what the parts make: one line a section that differs.
pub fn differences(path: &Path, made: &str, found: &str) -> Vec<String> {
    if made == found {
        return Vec::new();
    }
    let (made, found) = (sections(made), sections(found));
    let mut lines = Vec::new();
    for (name, text) in &made {
        match found.iter().find(|(n, _)| n == name) {
            Some((_, other)) if other == text => {}
            Some(_) => lines.push(format!("{}: section '{}' differs", path.display(), name)),
            None => lines.push(format!("{}: section '{}' is missing", path.display(), name)),
        }
    }
    for (name, _) in &found {
        if !made.iter().any(|(n, _)| n == name) {
            lines.push(format!(
                "{}: section '{}' is not made by the parts",
                path.display(),
                name
            ));
        }
    }
    if lines.is_empty() {
        lines.push(format!(
            "{}: the order of its sections differs",
            path.display()
        ));
    }
    lines
}

/// `judge assemble [--check]`, run from the workspace root: the exit status.
pub fn run(args: &[String]) -> Result<i32, String> {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err("usage: judge assemble [--check]".to_string()),
    };
    let root = Path::new(".");
    if !root.join("src/parts").is_dir() {
        return Err("assemble: run from the workspace root (no src/parts here)".to_string());
    }
    let (mut stale, mut over) = (0, Vec::new());
    let files = assemble_all(root)?
        .into_iter()
        .chain(cpp::assemble_all(root)?);
    for (recipe, path, text) in files {
        let found = fs::read_to_string(&path).unwrap_or_default();
        over.extend(oversize_at(
            &recipe,
            &path,
            if check { &found } else { &text },
        ));
        if check {
            let lines = differences(&path, &text, &found);
            stale += usize::from(!lines.is_empty());
            for line in lines {
                crate::say!("{}", line);
            }
        } else if found != text {
            fs::create_dir_all(path.parent().unwrap_or(root))
                .and_then(|()| fs::write(&path, &text))
                .map_err(|e| format!("assemble: cannot write {}: {}", path.display(), e))?;
            crate::say!("wrote {}", path.display());
        }
    }
    for line in &over {
        crate::say!("{line}");
    }
    if check && stale > 0 {
        crate::say!(
            "{} file(s) differ from the parts: run `judge assemble`",
            stale
        );
    }
    Ok(i32::from(over.len() + if check { stale } else { 0 } > 0))
}

/// Why `text`, the file of `recipe`, is too long for a judge it is recommended for (or for the
/// 64 KB every file keeps to), if it is.
pub fn oversize(recipe: &Recipe, text: &str) -> Option<String> {
    oversize_at(recipe, &target(recipe), text)
}

/// `oversize` for the file at `path` made from `recipe` (its Rust file or its C++ twin).
pub fn oversize_at(recipe: &Recipe, path: &Path, text: &str) -> Option<String> {
    let (length, most) = (text.len() as u64, budget(recipe));
    let judges: Vec<&str> = crate::problems::PROBLEMS
        .iter()
        .filter(|p| p.solutions == recipe.folder && p.recommended == recipe.strategy)
        .filter(|p| p.source_limit.bytes < length)
        .map(|p| p.id)
        .collect();
    let whom = match judges.is_empty() {
        true => "every file keeps to".to_string(),
        false => format!(
            "{} take{}",
            judges.join(", "),
            if judges.len() == 1 { "s" } else { "" }
        ),
    };
    (length > most).then(|| format!("{}: {length} bytes, over the {most} {whom}", path.display()))
}
