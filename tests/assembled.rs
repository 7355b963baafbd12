//! The stopgap assembler for the big-board solutions (until `judge assemble` lands): each entry
//! `assemble/<folder>/<strategy>.rs` is copied with its `// @parts a b …` line replaced by the
//! parts `src/parts/a.rs`, … wrapped verbatim as `mod a { … }` (their trailing
//! `#[cfg(test)] mod tests` block dropped). The test fails when a file under `solutions/` differs
//! from what the entry assembles to; `scripts/assemble-bigboard` (`BLESS=1`) rewrites them.

use std::fs;
use std::path::Path;

/// The marker line of an entry, followed by the part names.
const MARKER: &str = "// @parts ";

/// A part's text without its trailing test block.
fn part_text(root: &Path, name: &str) -> Result<String, String> {
    let path = root.join("src/parts").join(format!("{}.rs", name));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let body = match text.find("\n#[cfg(test)]\nmod tests {") {
        Some(at) => &text[..at + 1],
        None => &text[..],
    };
    Ok(body.to_string())
}

/// The solution file an entry assembles to.
fn assemble(root: &Path, entry: &str) -> Result<String, String> {
    let mut out = String::new();
    for line in entry.lines() {
        match line.strip_prefix(MARKER) {
            Some(names) => {
                for (k, name) in names.split_whitespace().enumerate() {
                    if k > 0 {
                        out.push('\n');
                    }
                    out.push_str(&format!(
                        "// ---- part: src/parts/{name}.rs (assembled, do not edit here) ----\n\
                         #[rustfmt::skip]\n#[allow(dead_code)]\nmod {name} {{\n{}}}\n",
                        part_text(root, name)?
                    ));
                }
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

#[test]
fn big_board_solutions_are_assembled_from_the_parts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("BLESS").is_some();
    let mut stale = Vec::new();
    for folder in ["poj2893", "poj3240"] {
        let dir = root.join("assemble").join(folder);
        let mut entries: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        assert!(!entries.is_empty(), "no entry in {}", dir.display());
        for entry in entries {
            let text = fs::read_to_string(&entry).unwrap();
            assert!(
                text.contains(MARKER),
                "{}: no '{}' line",
                entry.display(),
                MARKER
            );
            let want = assemble(root, &text).unwrap();
            let target = root
                .join("solutions")
                .join(folder)
                .join(entry.file_name().unwrap());
            if fs::read_to_string(&target).ok().as_deref() != Some(&want) {
                if bless {
                    fs::create_dir_all(target.parent().unwrap()).unwrap();
                    fs::write(&target, &want).unwrap();
                } else {
                    stale.push(target.display().to_string());
                }
            }
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (run scripts/assemble-bigboard): {}",
        stale.join(", ")
    );
}

#[test]
fn assembly_drops_the_test_block_and_wraps_each_part() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = assemble(root, "//! head\n// @parts grid\nfn main() {}\n").unwrap();
    assert!(text.starts_with("//! head\n"));
    assert!(text.contains("mod grid {\n//! A W×H board"));
    assert!(!text.contains("cfg(test)"));
    assert!(text.ends_with("}\nfn main() {}\n"));
}
