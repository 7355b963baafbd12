//! Nothing in the project reads outside its own checkout: a user's clone has nothing beside it.
//! Every path written in the project's code, tests, examples, scripts, CI and documentation that
//! climbs with `..` must land inside the checkout: read from the file that writes it where the
//! compiler or a Markdown reader reads it so (`#[path]`, `include_str!`, `include_bytes!`, a link
//! `](…)`), from the root otherwise (the tools, the tests and the scripts run there, or from the
//! manifest's directory, and the documents' commands are run there). `.ci/run` also runs the
//! whole of CI in a copy of the committed tree with nothing beside it.

use std::fs;
use std::path::{Component, Path, PathBuf};

/// The folders and files whose text may name paths.
const SCANNED: [&str; 10] = [
    "src",
    "tests",
    "examples",
    "scripts",
    ".ci",
    "Cargo.toml",
    "build.rs",
    "README.md",
    "docs",
    "data/README.md",
];

fn files(path: &Path, found: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<_> = fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for entry in entries {
            files(&entry, found);
        }
    } else if path.is_file() {
        found.push(path.to_path_buf());
    }
}

/// `path` with its `..` and `.` resolved against `base` (both relative to the root), or `None`
/// when it climbs above the root.
fn inside(base: &Path, path: &str) -> Option<PathBuf> {
    let mut parts: Vec<String> = base
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    for component in Path::new(path).components() {
        match component {
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::Normal(name) => parts.push(name.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    Some(parts.iter().collect())
}

/// Whether the compiler (Rust's includes, C's quoted `#include`), or a Markdown reader following
/// a link, reads the path that follows `line` from the file's own folder.
fn read_by_the_compiler(line: &str) -> bool {
    ["#[path", "include_str!(", "include_bytes!(", "#include \""]
        .iter()
        .any(|m| line.contains(m))
        || line.ends_with("](")
}

/// The paths of `text` that climb with `..`, each with the text of its line before it.
fn climbing(text: &str) -> Vec<(&str, &str)> {
    let path_char = |c: char| c.is_ascii_alphanumeric() || "/._-".contains(c);
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find("../") {
        let start = from + i;
        let before = text[..start].chars().next_back();
        if before.map_or(true, |c| !path_char(c) || c == '/') {
            // Back to the path's own start (`tests/../x`), then on to its end.
            let head = text[..start]
                .rfind(|c: char| !path_char(c))
                .map_or(0, |k| k + 1);
            let end = text[start..]
                .find(|c: char| !path_char(c))
                .map_or(text.len(), |k| start + k);
            let line = text[..head].rfind('\n').map_or(0, |k| k + 1);
            found.push((&text[line..head], &text[head..end]));
            from = end;
        } else {
            from = start + 3;
        }
    }
    found
}

#[test]
fn no_path_in_the_project_leads_outside_the_checkout() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for name in SCANNED {
        files(&root.join(name), &mut all);
    }
    assert!(all.len() > 100, "the scan found {} files", all.len());
    let mut outside = Vec::new();
    for file in &all {
        let Ok(text) = fs::read_to_string(file) else {
            continue;
        };
        let relative = file.strip_prefix(root).unwrap();
        if relative == Path::new(file!()) {
            continue; // This file's own examples climb out on purpose.
        }
        let dir = relative.parent().unwrap_or(Path::new(""));
        for (line, path) in climbing(&text) {
            let base = if read_by_the_compiler(line) {
                dir
            } else {
                Path::new("")
            };
            if inside(base, path).is_none() {
                outside.push(format!("{}: {path}", relative.display()));
            }
        }
    }
    assert!(
        outside.is_empty(),
        "paths leading outside the checkout:\n{}",
        outside.join("\n")
    );
}

#[test]
fn the_scan_sees_a_path_that_climbs_out() {
    let text = "dir.join(\"../beside/data/korf100.txt\");\n#[path = \"../solutions/a.rs\"]\n\
                \"tests/../data/a\"; cd \"$(dirname \"$0\")/..\"\nsee [the door](../README.md)";
    let found = climbing(text);
    let paths: Vec<&str> = found.iter().map(|&(_, p)| p).collect();
    assert_eq!(
        paths,
        [
            "../beside/data/korf100.txt",
            "../solutions/a.rs",
            "tests/../data/a",
            "../README.md"
        ]
    );
    let compiled: Vec<bool> = found
        .iter()
        .map(|&(l, _)| read_by_the_compiler(l))
        .collect();
    assert_eq!(compiled, [false, true, false, true]);
    assert_eq!(
        inside(Path::new("tests"), "../beside/data/x"),
        Some("beside/data/x".into())
    );
    assert_eq!(inside(Path::new(""), "../beside/data/x"), None);
    assert_eq!(inside(Path::new("tests/a"), "../../../x"), None);
    assert_eq!(
        inside(Path::new(""), "tests/../data/a"),
        Some("data/a".into())
    );
}
