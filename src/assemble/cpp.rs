//! The C++ twins: `solutions/<folder>/<strategy>.cpp`, made for every recipe whose parts all
//! have a `src/parts/<role>/<part>.cpp` beside their `.rs`. A C++ part is carried whole (no C++
//! parser): its first line names the parts it uses (`// uses: board puzzle`), its `#include`
//! lines follow, and the rest is its text. The file reads: the header (as the Rust twin's), the
//! includes of every part, `main` (calling `solve`, defined at the end), the library in the
//! parts' order with the problem's format after `puzzle`, the heuristic, the search, and the
//! strategy (the search this file runs, and `solve`). Sections are marked as in the Rust files,
//! so `diff` lines the twins up. A function's twin (LeetCode) is laid out around its paste block
//! instead (src/assemble/cpp_function.rs); the problem's format is written by
//! src/assemble/cpp_format.rs.

use super::cpp_docs::{cut, squeeze};
use super::cpp_format::{format_after, format_const, reader};
use super::cpp_function::function_twin;
use super::family::all;
use super::file::{header, section, LIBRARY};
use super::make::budget;
use super::prune::Docs;
use super::recipes::Recipe;
use super::render::{in_order, needed, FUNCTION_PART};
use super::{part_files_in, target};
use crate::problems::problem;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The C++ twin of the file `recipe` makes.
pub fn cpp_target(recipe: &Recipe) -> PathBuf {
    target(recipe).with_extension("cpp")
}

/// A C++ part: the parts it uses, the headers it includes, and its text after them.
struct Part {
    uses: BTreeSet<String>,
    includes: Vec<String>,
    body: String,
}

/// The part of `text`: its first line `// uses: …`, its `#include` lines, the rest.
fn part(name: &str, text: &str) -> Result<Part, String> {
    let mut lines = text.lines();
    let uses = lines
        .next()
        .and_then(|line| line.strip_prefix("// uses:"))
        .ok_or_else(|| format!("assemble: {name}.cpp does not open with `// uses:`"))?;
    let mut rest = lines.peekable();
    let mut includes = Vec::new();
    while let Some(line) = rest.peek() {
        if line.starts_with("#include") {
            includes.push(line.to_string());
        } else if !line.trim().is_empty() {
            break;
        }
        rest.next();
    }
    Ok(Part {
        uses: uses.split_whitespace().map(str::to_string).collect(),
        includes,
        body: rest.collect::<Vec<_>>().join("\n"),
    })
}

/// Every C++ part under `parts`, by name.
fn read_parts(parts: &Path) -> Result<BTreeMap<String, Part>, String> {
    let mut found = BTreeMap::new();
    for path in part_files_in(parts, "cpp")? {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("assemble: {}: {}", path.display(), e))?;
        found.insert(name.to_string(), part(name, &text)?);
    }
    Ok(found)
}

/// The parts `roots` and `recipe`'s search and heuristic use, in turn; an error if one of them
/// has no C++ twin.
fn reached(
    recipe: &Recipe,
    roots: Vec<&str>,
    parts: &BTreeMap<String, Part>,
) -> Result<BTreeSet<String>, String> {
    let uses_of = |name: &str| {
        parts
            .get(name)
            .map(|p| p.uses.clone())
            .ok_or_else(|| format!("no C++ part {name}"))
    };
    needed(recipe, roots, &uses_of)
}

/// The parts `recipe` needs (a function's, its part `leetcode` too; the reader of its format
/// for a driver that reads through `input`), if every one of them has a C++ twin.
fn needs(recipe: &Recipe, parts: &BTreeMap<String, Part>) -> Option<BTreeSet<String>> {
    let mut roots = vec![recipe.driver];
    roots.extend(recipe.function.map(|_| FUNCTION_PART));
    roots.extend(reader_of(recipe));
    reached(recipe, roots, parts).ok()
}

/// The part whose `Reader` the file's driver reads its puzzles with (`None`: a sized driver, or
/// a function's twin, reads them its own way).
fn reader_of(recipe: &Recipe) -> Option<&'static str> {
    let row = problem(recipe.problem)?;
    reader(row).filter(|_| recipe.function.is_none())
}

/// Every recipe's C++ twin as the C++ parts under `root` make it: (recipe, path, text). A twin
/// over its judges' source limit (`budget`) keeps fewer doc comments (`cpp_docs`), level by
/// level as the Rust files do, and at last no comment line.
pub fn assemble_all(root: &Path) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let parts = read_parts(&root.join("src/parts"))?;
    let twins: Vec<(&Recipe, BTreeSet<String>)> = all()
        .filter_map(|r| needs(r, &parts).map(|needed| (r, needed)))
        .collect();
    let every: BTreeSet<String> = twins.iter().flat_map(|(_, n)| n.iter().cloned()).collect();
    let order = in_order(&every, &|name: &str| Ok(parts[name].uses.clone()))?;
    let mut docs = vec![Docs::All; twins.len()];
    let mut bare = vec![false; twins.len()];
    loop {
        // The text of part `name` in twin `i`, its doc comments cut to the twin's level.
        let body = |i: usize, name: &str| {
            let leading = [Some(twins[i].0.search), twins[i].0.heuristic].contains(&Some(name));
            cut(&parts[name].body, docs[i].of_part(leading), bare[i])
        };
        let mut files = Vec::new();
        for (i, (recipe, needed)) in twins.iter().enumerate() {
            let siblings: Vec<usize> = (0..twins.len())
                .filter(|&s| twins[s].0.folder == recipe.folder)
                .collect();
            let shared = |name: &str| {
                let mine = body(i, name);
                (siblings.iter()).all(|&s| twins[s].1.contains(name) && body(s, name) == mine)
            };
            let same_driver = siblings.iter().all(|&s| twins[s].0.driver == recipe.driver);
            let own: Vec<&String> = order.iter().filter(|p| needed.contains(*p)).collect();
            let text = file(
                recipe,
                &own,
                &parts,
                &|name| body(i, name),
                &shared,
                same_driver,
            )?;
            let text = if bare[i] { squeeze(&text) } else { text };
            files.push((**recipe, cpp_target(recipe), text));
        }
        let mut shorter = false;
        for (i, (recipe, _, text)) in files.iter().enumerate() {
            if text.len() as u64 <= budget(recipe) || bare[i] {
                continue;
            }
            match docs[i].fewer() {
                Some(fewer) => docs[i] = fewer,
                None => bare[i] = true,
            }
            shorter = true;
        }
        if !shorter {
            return Ok(files);
        }
    }
}

/// The text of `recipe`'s C++ twin, of the parts `own` in order (their text `body` gives).
fn file(
    recipe: &Recipe,
    own: &[&String],
    parts: &BTreeMap<String, Part>,
    body: &dyn Fn(&str) -> String,
    shared: &dyn Fn(&str) -> bool,
    same_driver: bool,
) -> Result<String, String> {
    let row = problem(recipe.problem)
        .ok_or_else(|| format!("assemble: no problem '{}' in the table", recipe.problem))?;
    let mut text = header(recipe);
    let mut includes: BTreeSet<&str> = BTreeSet::new();
    includes.extend(
        own.iter()
            .flat_map(|p| parts[*p].includes.iter().map(String::as_str)),
    );
    for include in includes {
        text.push_str(include);
        text.push('\n');
    }
    text.push('\n');
    // The parts of `names`, the library's first in order (the problem's format after the part
    // that declares it), then the heuristic and the search among them.
    let library = |names: &[&String]| -> Result<String, String> {
        let leading = [Some(recipe.search), recipe.heuristic];
        let carry = |name: &str| {
            let text = format!("{}\n", body(name).trim_end());
            section(&format!("part {name}"), shared(name), &text)
        };
        let mut text = String::new();
        for name in names
            .iter()
            .filter(|p| !leading.contains(&Some(p.as_str())))
        {
            text.push_str(&carry(name));
            if name.as_str() == format_after(row) {
                text.push_str(&section("problem", true, &format_const(row)?));
            }
        }
        for name in [recipe.heuristic, Some(recipe.search)]
            .into_iter()
            .flatten()
        {
            if names.iter().any(|n| n.as_str() == name) {
                text.push_str(&carry(name));
            }
        }
        Ok(text)
    };
    if let Some(function) = recipe.function {
        // The paste block holds what the function needs; the program around it, the rest.
        let pasted = reached(recipe, vec![FUNCTION_PART], parts)?;
        let (inside, outside): (Vec<&String>, Vec<&String>) =
            own.iter().partition(|p| pasted.contains(p.as_str()));
        let (inside, outside) = (library(&inside)?, library(&outside)?);
        let solver = solver(recipe);
        text.push_str(&function_twin(
            function,
            &inside,
            &solver,
            same_driver,
            &outside,
        ));
    } else {
        text.push_str(&section("main", same_driver, &main(recipe)));
        text.push_str(LIBRARY);
        text.push_str(&library(own)?);
        text.push_str(&section("strategy", false, &strategy(recipe)));
    }
    Ok(format!("{}\n", text.trim_end()))
}

/// What `solve` reads: all of stdin as one string, or (a sized driver, streaming boards of any
/// size) stdin itself.
fn input_type(recipe: &Recipe) -> &'static str {
    if recipe.driver == "sized_run" {
        "std::FILE*"
    } else {
        "const text::Text&"
    }
}

/// The top of the program: `solve` declared (its text type, the part `text`'s, declared ahead),
/// `main` handing over to the driver.
fn main(recipe: &Recipe) -> String {
    format!(
        "/// Answers every puzzle of `input`, one line each, appended to `out`. Malformed input \
         writes\n/// nothing and sets `error` to one line naming the puzzle and the problem. \
         Defined at the end of\n/// the file, with the search it runs.\n\
         namespace text {{\nclass Text;\n}}\n\n\
         bool solve({input} input, text::Text& out, text::Text& error);\n\n\
         namespace {driver} {{\nint main();\n}}\n\n\
         int main() {{\n\treturn {driver}::main();\n}}\n",
        input = input_type(recipe),
        driver = recipe.driver
    )
}

/// The search this file runs, as the type `Solver`.
fn solver(recipe: &Recipe) -> String {
    let search = match recipe.heuristic {
        Some(h) => format!("{}::Search<{h}::Heuristic>", recipe.search),
        None => format!("{}::Search", recipe.search),
    };
    format!("/// The search this file runs.\ntypedef {search} Solver;\n")
}

/// The end of the program: the search this file runs, and `solve` running it.
fn strategy(recipe: &Recipe) -> String {
    format!(
        "{solver}\n\
         bool solve({input} input, text::Text& out, text::Text& error) {{\n\
         \treturn {driver}::solve<Solver{reader}>(input, out, error);\n}}\n",
        solver = solver(recipe),
        reader = reader_of(recipe).map_or(String::new(), |r| format!(", {r}::Reader")),
        input = input_type(recipe),
        driver = recipe.driver
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_names_its_parts_and_headers_before_its_text() {
        let text =
            "// uses: board puzzle\n#include <vector>\n#include <string>\n\nnamespace x {\n}\n";
        let part = part("x", text).unwrap();
        assert_eq!(
            part.uses.into_iter().collect::<Vec<_>>(),
            ["board", "puzzle"]
        );
        assert_eq!(part.includes, ["#include <vector>", "#include <string>"]);
        assert_eq!(part.body, "namespace x {\n}");
        assert!(super::part("y", "namespace y {}\n").is_err());
    }

    #[test]
    fn every_eight_puzzle_recipe_of_issue_8_has_a_twin() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let made = assemble_all(root).unwrap();
        for folder in [
            "poj1077",
            "uva652",
            "acwing845",
            "aoj-alds1-13-b",
            "luogu1379",
        ] {
            for recipe in all().filter(|r| r.folder == folder) {
                let path = cpp_target(recipe);
                let text = made.iter().find(|(_, p, _)| *p == path).map(|m| &m.2);
                let text = text.unwrap_or_else(|| panic!("{} is not made", path.display()));
                assert!(
                    text.starts_with(super::super::GENERATED),
                    "{}",
                    path.display()
                );
            }
        }
    }
}
