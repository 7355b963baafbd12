//! What the assembler reads of the parts and the table: which parts a recipe needs and in
//! which order, the problem's format as a constant, `rustfmt`, and a file's sections.

use super::family::all;
use super::recipes::Recipe;
use crate::parts::puzzle::{Cells, Output};
use crate::problems::{format_of, Problem};
use std::collections::BTreeSet;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Reads a part's text by name.
pub type ReadPart<'a> = &'a dyn Fn(&str) -> Result<String, String>;

/// The part's text without its trailing `#[cfg(test)] mod tests { … }` (a library module's
/// too: src/package/bundle.rs; a `#[cfg(test)] mod tests;` line stays, the compiler drops it).
pub fn without_tests(text: &str) -> &str {
    let cut = text
        .find("\n#[cfg(test)]\nmod tests {")
        .map_or(text.len(), |i| i + 1);
    text[..cut].trim_end()
}

/// The parts a part names as `super::<part>::` or imports whole as `use super::<part>;`.
pub fn uses(text: &str) -> BTreeSet<String> {
    text.match_indices("super::")
        .filter_map(|(i, _)| {
            let rest = &text[i + "super::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let after = &rest[name.len()..];
            (after.starts_with("::") || after.starts_with(';')).then_some(name)
        })
        .collect()
}

/// The part that answers a function's call (`Recipe::function`).
pub(super) const FUNCTION_PART: &str = "leetcode";
/// The lines around what a function's file has the user paste.
pub(super) const PASTE_FROM: &str = "// ---- LeetCode: paste from here ----\n";
pub(super) const PASTE_UP_TO: &str = "// ---- LeetCode: paste up to here ----\n\n";

/// The parts a part uses, by its name.
pub(super) type UsesOf<'a> = &'a dyn Fn(&str) -> Result<BTreeSet<String>, String>;

/// Every part a recipe needs: its driver, search and heuristic, and what they use, in turn.
pub fn parts_of(recipe: &Recipe, read: ReadPart) -> Result<BTreeSet<String>, String> {
    let mut roots = vec![recipe.driver];
    roots.extend(recipe.function.map(|_| FUNCTION_PART));
    let uses_of = |part: &str| Ok(uses(without_tests(&read(part)?)));
    needed(recipe, roots, &uses_of)
}

/// The recipe's search and heuristic, `roots`, and every part they use (`uses_of`), in turn.
pub(super) fn needed(
    recipe: &Recipe,
    roots: Vec<&str>,
    uses_of: UsesOf,
) -> Result<BTreeSet<String>, String> {
    let mut todo: Vec<String> = roots.into_iter().map(str::to_string).collect();
    todo.push(recipe.search.to_string());
    todo.extend(recipe.heuristic.map(str::to_string));
    let mut found = BTreeSet::new();
    while let Some(part) = todo.pop() {
        if found.insert(part.clone()) {
            todo.extend(uses_of(&part)?);
        }
    }
    Ok(found)
}

/// One order of all the parts of all recipes: each after the parts it uses, ties by name.
pub(super) fn global_order(read: ReadPart) -> Result<Vec<String>, String> {
    let mut every = BTreeSet::new();
    for recipe in all() {
        every.extend(parts_of(recipe, read)?);
    }
    in_order(&every, &|part: &str| Ok(uses(without_tests(&read(part)?))))
}

/// The parts of `every` in an order where each comes after the parts it uses, ties by name.
pub(super) fn in_order(every: &BTreeSet<String>, uses_of: UsesOf) -> Result<Vec<String>, String> {
    let mut order: Vec<String> = Vec::new();
    while order.len() < every.len() {
        let mut next = None;
        for part in every {
            let placed = order.contains(part);
            let ready = uses_of(part)?
                .iter()
                .all(|u| u == part || order.contains(u));
            if !placed && ready {
                next = Some(part.clone());
                break;
            }
        }
        order.push(next.ok_or("assemble: the parts use one another in a cycle")?);
    }
    Ok(order)
}

/// The row's format as the constant of a file, named for messages by its judge.
pub(super) fn format_const(row: &Problem) -> String {
    let format = format_of(row);
    let goal: Vec<String> = format.goal.iter().map(u32::to_string).collect();
    let cells = match format.cells {
        Cells::Tokens { blanks } => format!("Tokens {{ blanks: &{:?} }}", blanks),
        Cells::Digits { blank } => format!("Digits {{ blank: b'{}' }}", char::from(blank)),
        Cells::Nested => "Nested".to_string(),
        Cells::Chars { tiles, blank } => {
            format!(
                "Chars {{ tiles: {:?}, blank: b'{}' }}",
                tiles,
                char::from(blank)
            )
        }
        Cells::Sized { square, terminated } => {
            format!("Sized {{ square: {}, terminated: {} }}", square, terminated)
        }
    };
    let output = match format.output {
        Output::Moves { letters } => {
            format!(
                "Moves {{ letters: *b\"{}\" }}",
                String::from_utf8_lossy(&letters)
            )
        }
        Output::Count => "Count".to_string(),
        Output::Verdict { yes } => format!("Verdict {{ yes: {:?} }}", yes),
        Output::Scatter => "Scatter".to_string(),
    };
    format!(
        "/// The problem: the row `{id}` of src/problems.rs.\nstruct Problem;\n\n\
         impl puzzle::Puzzle for Problem {{\n\
         const FORMAT: puzzle::Format = puzzle::Format {{\n\
         problem: {name:?},\nwidth: {w},\nheight: {h},\ngoal: &[{goal}],\ncounted: {counted},\ngoal_given: {goal_given},\n\
         cells: puzzle::Cells::{cells},\noutput: puzzle::Output::{output},\n\
         unsolvable: {unsolvable:?},\nover: {over:?},\nframe: puzzle::Frame {{\n\
         before: {before:?},\nsolvable: {solvable:?},\nbetween: {between:?},\n}},\n}};\n}}\n",
        id = row.id,
        name = row.short_name(),
        w = format.width,
        h = format.height,
        goal = goal.join(", "),
        counted = format.counted,
        goal_given = format.goal_given,
        unsolvable = format.unsolvable,
        over = format.over,
        before = format.frame.before,
        solvable = format.frame.solvable,
        between = format.frame.between,
    )
}

/// The `impl Solution` of a function's file: the method `name` that LeetCode calls, answered by
/// the function's part with the file's problem and search.
pub(super) fn function_impl(name: &str) -> String {
    format!(
        "impl Solution {{\n\
         /// The fewest moves from `board` to the goal, -1 when it cannot be reached.\n\
         pub fn {name}(board: Vec<Vec<i32>>) -> i32 {{\n\
         {FUNCTION_PART}::fewest_moves::<Problem, Solver>(&board)\n}}\n}}"
    )
}

/// The settings of `solutions/rustfmt.toml` (edition 2021, tabs: a quarter of the
/// indentation's bytes, where judges count every byte).
const RUSTFMT_ARGS: [&str; 6] = [
    "--edition",
    "2021",
    "--emit",
    "stdout",
    "--config",
    "hard_tabs=true",
];

/// `text` as `rustfmt` writes it with `RUSTFMT_ARGS`: kept from an earlier run where the same
/// `rustfmt` formatted the same text (`cached`), else from `rustfmt` itself.
pub(super) fn rustfmt(text: &str) -> Result<String, String> {
    let entry = cache_entry(text);
    if let Some(formatted) = entry.as_ref().and_then(|(file, key)| cached(file, key)) {
        return Ok(formatted);
    }
    let formatted = run_rustfmt(text)?;
    if let Some((file, key)) = entry {
        keep(&file, &key, &formatted);
    }
    Ok(formatted)
}

/// `rustfmt` on `text`.
fn run_rustfmt(text: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(RUSTFMT_ARGS)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("assemble: cannot run rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("assemble: rustfmt has no stdin")?;
    let input = format!("{text}\n");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("assemble: rustfmt: {e}"))?;
    let _ = writer.join();
    if !output.status.success() {
        let error = String::from_utf8_lossy(&output.stderr);
        return Err(format!("assemble: rustfmt failed: {}", error.trim()));
    }
    String::from_utf8(output.stdout).map_err(|_| "assemble: rustfmt wrote non-UTF-8".to_string())
}

/// The cache file of `text` and the key its entry must open with: `rustfmt`'s version, its
/// arguments and the whole text, so a hit is exact, never a hash's guess. The cache is the
/// folder `assemble-cache` in the `target` folder the running program was built into; `None`
/// where there is none or `rustfmt` gives no version (then `rustfmt` runs every time).
fn cache_entry(text: &str) -> Option<(PathBuf, String)> {
    static VERSION: OnceLock<Option<String>> = OnceLock::new();
    let version = VERSION.get_or_init(|| {
        let output = Command::new("rustfmt").arg("--version").output().ok()?;
        let version = String::from_utf8(output.stdout).ok()?;
        (output.status.success() && !version.trim().is_empty()).then(|| version.trim().to_string())
    });
    let exe = std::env::current_exe().ok()?;
    let target = exe
        .ancestors()
        .find(|a| a.file_name().is_some_and(|n| n == "target"))?;
    let key = format!(
        "{}\0{}\0{text}\0",
        version.as_ref()?,
        RUSTFMT_ARGS.join(" ")
    );
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    key.hash(&mut hasher);
    let file = target
        .join("assemble-cache")
        .join(format!("{:016x}", hasher.finish()));
    Some((file, key))
}

/// The formatted text kept in `file` under `key`, if it is there whole.
fn cached(file: &Path, key: &str) -> Option<String> {
    let entry = fs::read_to_string(file).ok()?;
    let formatted = entry.strip_prefix(key)?.strip_suffix('\0')?;
    Some(formatted.to_string())
}

/// Keeps `formatted` under `key` in `file`, written whole or not at all (a file of its own,
/// then renamed); a cache that cannot be written is only slower.
fn keep(file: &Path, key: &str, formatted: &str) {
    let Some(folder) = file.parent() else { return };
    static WRITES: AtomicUsize = AtomicUsize::new(0);
    let write = WRITES.fetch_add(1, Ordering::Relaxed);
    let part = file.with_extension(format!("{}-{write}.part", std::process::id()));
    let written = fs::create_dir_all(folder)
        .and_then(|()| fs::write(&part, format!("{key}{formatted}\0")))
        .and_then(|()| fs::rename(&part, file));
    if written.is_err() {
        let _ = fs::remove_file(&part);
    }
}

/// A file's sections, in order: (name, text). The lines before the first marker are `header`;
/// a section runs from its opening marker to the next opening marker.
pub fn sections(text: &str) -> Vec<(String, String)> {
    let mut found = vec![("header".to_string(), String::new())];
    for line in text.lines() {
        let marker = line
            .strip_prefix("// ---- ")
            .and_then(|rest| rest.strip_suffix(" ----"))
            .filter(|name| !name.starts_with("end "));
        if let Some(name) = marker {
            let name = name.strip_prefix("shared: ").unwrap_or(name);
            found.push((name.to_string(), String::new()));
        }
        if let Some(last) = found.last_mut() {
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    found
}
