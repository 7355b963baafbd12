//! The files of each folder of `solutions/` share their common sections byte for byte.
//!
//! A shared section is wrapped in marker lines, exactly
//! `// ---- shared: NAME ----` … `// ---- end shared: NAME ----`. Every file of a folder must
//! have the same NAMEs in the same order with identical bodies, so that `diff bfs.rs astar.rs`
//! shows the search and nothing else. Every file also opens with the header block of STYLE.md.
//! Generic over the folders: a new folder of solutions is checked without touching this file.

use std::fs;
use std::path::{Path, PathBuf};

const START: &str = "// ---- shared: ";
const END: &str = "// ---- end shared: ";
const CLOSE: &str = " ----";
/// The line that opens every file written by `judge assemble`.
const ASSEMBLED: &str = npuzzle::assemble::GENERATED;
/// The header keys, in order (the header block of STYLE.md).
const HEADER: [&str; 6] = [
    "Problem",
    "Strategy",
    "Heuristic",
    "Time",
    "Memory",
    "Status",
];

/// A file's shared sections, in order: (name, body lines joined, line number of the marker).
type Sections = Vec<(String, String, usize)>;

/// The shared sections of `text`, or what is wrong with its markers.
fn sections(text: &str) -> Result<Sections, String> {
    let mut found: Sections = Vec::new();
    let mut open: Option<(String, usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let trimmed = line.trim_end();
        if let Some(rest) = trimmed.strip_prefix(END) {
            let name = rest
                .strip_suffix(CLOSE)
                .ok_or_else(|| format!("line {}: malformed end marker '{}'", number, line))?;
            match open.take() {
                Some((open_name, _, body)) if open_name == name => {
                    found.push((open_name, body, number))
                }
                Some((open_name, at, _)) => {
                    return Err(format!(
                        "line {}: 'end shared: {}' closes 'shared: {}' opened on line {}",
                        number, name, open_name, at
                    ))
                }
                None => {
                    return Err(format!(
                        "line {}: 'end shared: {}' without its opening marker",
                        number, name
                    ))
                }
            }
        } else if let Some(rest) = trimmed.strip_prefix(START) {
            let name = rest
                .strip_suffix(CLOSE)
                .ok_or_else(|| format!("line {}: malformed marker '{}'", number, line))?;
            if let Some((open_name, at, _)) = &open {
                return Err(format!(
                    "line {}: 'shared: {}' opens inside 'shared: {}' (line {})",
                    number, name, open_name, at
                ));
            }
            if found.iter().any(|(n, _, _)| n == name) {
                return Err(format!(
                    "line {}: a second section 'shared: {}'",
                    number, name
                ));
            }
            open = Some((name.to_string(), number, String::new()));
        } else if let Some((_, _, body)) = &mut open {
            body.push_str(line);
            body.push('\n');
        } else if trimmed.contains("---- shared:") || trimmed.contains("---- end shared:") {
            return Err(format!(
                "line {}: a marker must be exactly '{}NAME{}': '{}'",
                number, START, CLOSE, line
            ));
        }
    }
    if let Some((name, at, _)) = open {
        return Err(format!(
            "'shared: {}' opened on line {} is never closed",
            name, at
        ));
    }
    Ok(found)
}

/// Compares a file's sections with the reference file's; describes the first difference.
fn compare(reference: &Sections, other: &Sections) -> Result<(), String> {
    let names = |s: &Sections| s.iter().map(|(n, _, _)| n.clone()).collect::<Vec<_>>();
    if names(reference) != names(other) {
        return Err(format!(
            "shared sections {:?}, expected {:?}",
            names(other),
            names(reference)
        ));
    }
    for ((name, want, _), (_, got, at)) in reference.iter().zip(other) {
        if want != got {
            let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
            let k = (0..w.len().max(g.len()))
                .find(|&k| w.get(k) != g.get(k))
                .unwrap_or(0);
            return Err(format!(
                "section 'shared: {}' (ending on line {}) differs at its line {}:\n  expected: {}\n  found:    {}",
                name,
                at,
                k + 1,
                w.get(k).unwrap_or(&"<end of section>"),
                g.get(k).unwrap_or(&"<end of section>")
            ));
        }
    }
    Ok(())
}

/// The header block (the file's leading `//!` lines) holds the keys of `HEADER`, each as
/// `//! Key: value`, in that order and nothing else; a value may go on over continuation lines
/// (`//!` and spaces).
fn header(text: &str) -> Result<(), String> {
    // The first line says the file is generated, in the form tools know (`@generated`).
    let text = text
        .strip_prefix(ASSEMBLED)
        .and_then(|rest| rest.strip_prefix('\n'))
        .ok_or("the first line is not the line saying the file is generated")?;
    let mut keys = Vec::new();
    for (i, line) in text
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .enumerate()
    {
        let rest = &line[3..];
        if rest.trim().is_empty() || rest.starts_with("  ") {
            if keys.is_empty() {
                return Err(format!(
                    "header line {} continues no key: '{}'",
                    i + 1,
                    line
                ));
            }
            continue;
        }
        let (key, value) = rest
            .trim_start()
            .split_once(':')
            .ok_or_else(|| format!("header line {} is not '//! Key: value': '{}'", i + 1, line))?;
        if value.trim().is_empty() {
            return Err(format!("header line {}: '{}' has no value", i + 1, key));
        }
        keys.push(key.to_string());
    }
    if keys != HEADER {
        return Err(format!("header keys {:?}, expected {:?}", keys, HEADER));
    }
    Ok(())
}

/// Every folder of `solutions/` with its `.rs` files, sorted.
fn folders() -> Vec<(PathBuf, Vec<PathBuf>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("solutions");
    let mut folders = Vec::new();
    for entry in fs::read_dir(&root).unwrap_or_else(|e| panic!("{}: {}", root.display(), e)) {
        let dir = entry.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "rs"))
            .collect();
        files.sort();
        folders.push((dir, files));
    }
    folders.sort();
    folders
}

#[test]
fn shared_sections_are_identical_within_each_folder() {
    let folders = folders();
    assert!(!folders.is_empty(), "no folder under solutions/");
    let mut problems = Vec::new();
    for (dir, files) in &folders {
        // Files assembled by `judge assemble` and files written by hand are compared within
        // their own kind: a folder on its way to being assembled holds both.
        let mut references: [Option<(&PathBuf, Sections)>; 2] = [None, None];
        for file in files {
            let text = fs::read_to_string(file).unwrap();
            let found = match sections(&text) {
                Ok(found) => found,
                Err(e) => {
                    problems.push(format!("{}: {}", file.display(), e));
                    continue;
                }
            };
            let reference = &mut references[usize::from(text.contains(ASSEMBLED))];
            match reference {
                None => *reference = Some((file, found)),
                Some((first, want)) => {
                    if let Err(e) = compare(want, &found) {
                        problems.push(format!(
                            "{}: {} (compared with {})",
                            file.display(),
                            e,
                            first.display()
                        ));
                    }
                }
            }
        }
        for reference in references.iter().flatten() {
            if reference.1.is_empty() && files.len() > 1 {
                problems.push(format!("{}: no shared section at all", dir.display()));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_solution_opens_with_the_header_block() {
    let mut problems = Vec::new();
    for (_, files) in folders() {
        for file in files {
            if let Err(e) = header(&fs::read_to_string(&file).unwrap()) {
                problems.push(format!("{}: {}", file.display(), e));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_comparison_catches_drift_and_broken_markers() {
    let a =
        "x\n// ---- shared: board ----\nlet a = 1;\nlet b = 2;\n// ---- end shared: board ----\n";
    let drifted = a.replace("b = 2", "b = 3");
    let want = sections(a).unwrap();
    assert_eq!(want.len(), 1);
    assert!(compare(&want, &sections(a).unwrap()).is_ok());
    let e = compare(&want, &sections(&drifted).unwrap()).unwrap_err();
    assert!(
        e.contains("'shared: board'") && e.contains("line 2"),
        "{}",
        e
    );
    let renamed = a.replace("shared: board", "shared: moves");
    assert!(compare(&want, &sections(&renamed).unwrap()).is_err());
    assert!(sections("// ---- shared: a ----\n").is_err(), "unclosed");
    assert!(
        sections("// ---- end shared: a ----\n").is_err(),
        "unopened"
    );
    let crossed = "// ---- shared: a ----\n// ---- end shared: b ----\n";
    assert!(sections(crossed).is_err(), "crossed");
    let nested = "// ---- shared: a ----\n// ---- shared: b ----\n";
    assert!(sections(nested).is_err(), "nested");
    assert!(sections("//---- shared: a ----\n").is_err(), "near miss");
    let full = format!(
        "{ASSEMBLED}\n//! Problem:   P\n//! Strategy:  S,\n//!            more\n//! Heuristic: none\n\
         //! Time:      t\n//! Memory:    m\n//! Status:    s\n\nfn main() {{}}\n"
    );
    let full = full.as_str();
    assert_eq!(header(full), Ok(()));
    assert!(
        header(&full[ASSEMBLED.len() + 1..]).is_err(),
        "not marked generated"
    );
    assert!(
        header(&format!(
            "{ASSEMBLED}\n//! Problem:   P\n//! Strategy:  S\n"
        ))
        .is_err(),
        "keys missing"
    );
    assert!(
        header(&full.replace("Time:      t", "Time:")).is_err(),
        "empty value"
    );
    assert!(
        header(&full.replace("//! Memory", "//! Space")).is_err(),
        "wrong key"
    );
}
