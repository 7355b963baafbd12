//! The README's "Which file to submit where" table against the problem table and the files: every
//! row's recommended file is in it (`.rs` or its `.cpp` twin, as `problems/submit.rs` says), with
//! what to choose on the judge's submit page, the file's bytes and the judge's source-size limit
//! as they are now, so the table cannot go stale when the parts change (run `judge assemble`, then
//! correct the cells this test names).

use npuzzle::judge::cli::table::thousands as grouped;
use npuzzle::problems::submit::submit;
use npuzzle::problems::PROBLEMS;

/// The cells of each row of the submit table: the rows between its heading and the next one.
fn submit_rows(readme: &str) -> Vec<Vec<String>> {
    readme
        .split("## Which file to submit where")
        .nth(1)
        .expect("the README has its submit table")
        .split("\n## ")
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains("`solutions/"))
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect()
}

#[test]
fn the_submit_table_gives_each_recommended_file_its_compiler_bytes_and_its_judges_limit() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md reads");
    let rows = submit_rows(&readme);
    let mut wrong = Vec::new();
    for p in PROBLEMS {
        let path = p.recommended_path();
        let choose = submit(p.id).choose;
        let file = path.to_string_lossy().into_owned();
        let bytes = std::fs::metadata(root.join(&path))
            .map(|m| m.len())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let limit = match p.source_limit.bytes {
            u64::MAX => "—".to_string(),
            n => grouped(n),
        };
        let cell = format!("{} / {}", grouped(bytes), limit);
        let found = rows.iter().any(|cells| {
            cells.iter().any(|c| c.contains(&format!("`{file}`")))
                && cells.contains(&cell)
                && cells.iter().any(|c| c == choose)
        });
        if !found {
            wrong.push(format!(
                "{}: a row with `{file}`, \"{choose}\" and \"{cell}\"",
                p.id
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "README's submit table wants:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_file_of_the_submit_table_has_its_current_size() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md reads");
    for cells in submit_rows(&readme) {
        let file = cells
            .iter()
            .find_map(|c| c.split('`').find(|s| s.starts_with("solutions/")))
            .expect("a row names its file")
            .to_string();
        let bytes = std::fs::metadata(root.join(&file))
            .map(|m| m.len())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let sizes = cells
            .iter()
            .find(|c| {
                c.split(" / ").next().is_some_and(|n| {
                    !n.is_empty() && n.chars().all(|d| d.is_ascii_digit() || d == ',')
                })
            })
            .expect("a bytes / limit cell");
        assert!(
            sizes.starts_with(&format!("{} / ", grouped(bytes))),
            "{file}: the README says {sizes}, the file has {} bytes",
            grouped(bytes)
        );
    }
}
