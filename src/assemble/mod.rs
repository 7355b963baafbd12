//! `judge assemble`: writes every solution file from its recipe (src/assemble/recipes.rs) and
//! the parts (src/parts), and `judge assemble --check` tells which files and sections differ.
//!
//! A file is: the STYLE.md header and a line saying it is assembled; the problem's format as a
//! constant (from its row of src/problems.rs); every part it needs, each wrapped verbatim as
//! `mod <part> { … }` without its tests; the search it runs; `solve` and `main`. Parts used by
//! every file of a folder are marked shared; the sections come in one order, so that
//! `diff bfs.rs astar.rs` shows the search alone. The text is put through `rustfmt`, so that
//! `cargo fmt` leaves it as it is.

pub mod family;
pub mod recipes;
mod render;

pub use family::{all, FAMILY};
pub use recipes::{Recipe, BASE, RECIPES};
pub use render::{assemble, parts_of, sections, uses, without_tests, ReadPart};

use crate::parallel;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The file a recipe makes, relative to the workspace root.
pub fn target(recipe: &Recipe) -> PathBuf {
    Path::new("solutions")
        .join(recipe.folder)
        .join(format!("{}.rs", recipe.strategy))
}

/// Every recipe's file as the parts under `root` make it: (recipe, path, text).
pub fn assemble_all(root: &Path) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let read = |part: &str| {
        let path = root.join("src/parts").join(format!("{}.rs", part));
        fs::read_to_string(&path).map_err(|e| format!("assemble: {}: {}", path.display(), e))
    };
    assemble_all_with(&read)
}

/// Every recipe's file as the parts `read` gives make it: (recipe, path, text), as `assemble`
/// makes each, faster: each part read once, their order found once, and the files put through
/// `rustfmt` on every core.
pub fn assemble_all_with(read: ReadPart) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let texts: RefCell<HashMap<String, String>> = RefCell::default();
    let once = |part: &str| {
        if let Some(text) = texts.borrow().get(part) {
            return Ok(text.clone());
        }
        let text = read(part)?;
        texts.borrow_mut().insert(part.to_string(), text.clone());
        Ok(text)
    };
    let order = render::global_order(&once)?;
    let recipes: Vec<&Recipe> = all().collect();
    let unformatted = recipes
        .iter()
        .map(|r| render::unformatted(r, &once, &order))
        .collect::<Result<Vec<_>, String>>()?;
    let formatted = parallel::map(&unformatted, parallel::cores(), |text| {
        render::rustfmt(text)
    });
    recipes
        .into_iter()
        .zip(formatted)
        .map(|(r, text)| Ok((*r, target(r), text?)))
        .collect()
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
    let mut stale = 0;
    for (_, path, text) in assemble_all(root)? {
        let found = fs::read_to_string(&path).unwrap_or_default();
        if check {
            let lines = differences(&path, &text, &found);
            stale += usize::from(!lines.is_empty());
            for line in lines {
                println!("{}", line);
            }
        } else if found != text {
            fs::create_dir_all(path.parent().unwrap_or(root))
                .and_then(|()| fs::write(&path, &text))
                .map_err(|e| format!("assemble: cannot write {}: {}", path.display(), e))?;
            println!("wrote {}", path.display());
        }
    }
    if check && stale > 0 {
        println!(
            "{} file(s) differ from the parts: run `judge assemble`",
            stale
        );
        return Ok(1);
    }
    Ok(0)
}
