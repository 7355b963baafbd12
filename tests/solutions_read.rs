//! Every solution file reads top-down, the way a student reads it: a header of short lines, then
//! `main` and `solve`, then the search, its heuristic, and below a marked line the library it
//! stands on; no comment is cut short. And every part in src/parts serves a solution or a tool.

use npuzzle::assemble::{all, part_files, parts_of, target, Recipe};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn text_of(recipe: &Recipe) -> String {
    fs::read_to_string(root().join(target(recipe))).unwrap()
}

fn name_of(recipe: &Recipe) -> String {
    format!("{}/{}", recipe.folder, recipe.strategy)
}

/// The first line (1-based) that starts with `prefix`, if any.
fn line_of(text: &str, prefix: &str) -> Option<usize> {
    text.lines()
        .position(|l| l.starts_with(prefix))
        .map(|i| i + 1)
}

#[test]
fn main_comes_in_the_first_40_percent_of_every_file() {
    for recipe in all() {
        let text = text_of(recipe);
        let lines = text.lines().count();
        let main = line_of(&text, "fn main()").unwrap_or(lines);
        assert!(
            main * 10 <= lines * 4,
            "{}: main at line {main} of {lines}",
            name_of(recipe)
        );
    }
}

#[test]
fn the_search_and_its_heuristic_come_before_the_library() {
    for recipe in all() {
        let text = text_of(recipe);
        let library = line_of(&text, "// ======== The library").unwrap();
        let search = line_of(&text, &format!("mod {} {{", recipe.search)).unwrap();
        assert!(search < library, "{}", name_of(recipe));
        if let Some(heuristic) = recipe.heuristic {
            let at = line_of(&text, &format!("mod {heuristic} {{")).unwrap();
            assert!(search < at && at < library, "{}", name_of(recipe));
        }
        let main = line_of(&text, "fn main()").unwrap();
        assert!(main < search, "{}", name_of(recipe));
    }
}

#[test]
fn header_lines_are_short() {
    for recipe in all() {
        let text = text_of(recipe);
        let header = text.lines().take_while(|l| l.starts_with("//"));
        for line in header {
            let length = line.chars().count();
            assert!(
                length <= 120,
                "{}: {length} characters: {line}",
                name_of(recipe)
            );
        }
    }
}

#[test]
fn no_comment_is_cut_short() {
    for recipe in all() {
        for (i, line) in text_of(recipe).lines().enumerate() {
            let comment = line.trim_start().starts_with("//");
            let cut = comment && line.trim_end().ends_with('…');
            assert!(!cut, "{}:{}: {line}", name_of(recipe), i + 1);
        }
    }
}

#[test]
fn every_part_serves_a_solution_or_a_tool() {
    let read = |part: &str| {
        let path = npuzzle::assemble::part_file(&root().join("src/parts"), part)?;
        fs::read_to_string(path).map_err(|e| e.to_string())
    };
    let mut used = BTreeSet::new();
    for recipe in all() {
        used.extend(parts_of(recipe, &read).unwrap());
    }
    let mut tools = String::new();
    let mut todo = vec![root().join("src")];
    while let Some(dir) = todo.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() && !path.ends_with("parts") {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                tools += &fs::read_to_string(&path).unwrap();
            }
        }
    }
    used.extend(named_parts(&tools));
    let files = part_files(&root().join("src/parts")).unwrap();
    assert!(files.len() > 40, "{} part files", files.len());
    for path in files {
        let part = path.file_stem().unwrap().to_str().unwrap();
        assert!(used.contains(part), "{} serves nothing", path.display());
    }
}

/// The parts the tools' code names: `parts::NAME`, or each first name of `parts::{A, B::C}`.
fn named_parts(code: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        let s = s.trim_start();
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("parts::") {
        let rest = &code[at + "parts::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => {
                let group = &group[..group.find('}').unwrap_or(group.len())];
                found.extend(group.split(',').map(ident));
            }
            None => {
                found.insert(ident(rest));
            }
        }
    }
    found
}
