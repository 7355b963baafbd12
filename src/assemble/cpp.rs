//! The C++ twins: `solutions/<folder>/<strategy>.cpp`, made for every recipe whose parts all
//! have a `src/parts/<role>/<part>.cpp` beside their `.rs`. A C++ part is carried whole (no C++
//! parser): its first line names the parts it uses (`// uses: board puzzle`), its `#include`
//! lines follow, and the rest is its text. The file reads: the header (as the Rust twin's), the
//! includes of every part, `main` (calling `solve`, defined at the end), the library in the
//! parts' order with the problem's format after `puzzle`, the heuristic, the search, and the
//! strategy (the search this file runs, and `solve`). Sections are marked as in the Rust files,
//! so `diff` lines the twins up.

use super::cpp_docs::cut;
use super::family::all;
use super::file::{header, section, LIBRARY};
use super::make::budget;
use super::prune::Docs;
use super::recipes::Recipe;
use super::render::{in_order, needed};
use super::{part_files_in, target};
use crate::parts::puzzle::{Cells, Output};
use crate::problems::{format_of, problem, Problem};
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

/// The parts `recipe` needs, if every one of them has a C++ twin (a function's recipe has none).
fn needs(recipe: &Recipe, parts: &BTreeMap<String, Part>) -> Option<BTreeSet<String>> {
    let uses_of = |name: &str| {
        parts
            .get(name)
            .map(|p| p.uses.clone())
            .ok_or_else(|| format!("no C++ part {name}"))
    };
    match recipe.function {
        Some(_) => None,
        None => needed(recipe, vec![recipe.driver], &uses_of).ok(),
    }
}

/// Every recipe's C++ twin as the C++ parts under `root` make it: (recipe, path, text). A twin
/// over its judges' source limit (`budget`) keeps fewer doc comments (`cpp_docs`), level by
/// level as the Rust files do.
pub fn assemble_all(root: &Path) -> Result<Vec<(Recipe, PathBuf, String)>, String> {
    let parts = read_parts(&root.join("src/parts"))?;
    let twins: Vec<(&Recipe, BTreeSet<String>)> = all()
        .filter_map(|r| needs(r, &parts).map(|needed| (r, needed)))
        .collect();
    let every: BTreeSet<String> = twins.iter().flat_map(|(_, n)| n.iter().cloned()).collect();
    let order = in_order(&every, &|name: &str| Ok(parts[name].uses.clone()))?;
    let mut docs = vec![Docs::All; twins.len()];
    loop {
        // The text of part `name` in twin `i`, its doc comments cut to the twin's level.
        let body = |i: usize, name: &str| {
            let leading = [Some(twins[i].0.search), twins[i].0.heuristic].contains(&Some(name));
            cut(&parts[name].body, docs[i].of_part(leading))
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
            files.push((**recipe, cpp_target(recipe), text));
        }
        let mut shorter = false;
        for (i, (recipe, _, text)) in files.iter().enumerate() {
            if let Some(fewer) = docs[i]
                .fewer()
                .filter(|_| text.len() as u64 > budget(recipe))
            {
                docs[i] = fewer;
                shorter = true;
            }
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
    text.push_str(&section("main", same_driver, &main(recipe)));
    text.push_str(LIBRARY);
    let leading = [Some(recipe.search), recipe.heuristic];
    let carry = |name: &str| {
        let text = format!("{}\n", body(name).trim_end());
        section(&format!("part {name}"), shared(name), &text)
    };
    for name in own.iter().filter(|p| !leading.contains(&Some(p.as_str()))) {
        text.push_str(&carry(name));
        if name.as_str() == format_after(row) {
            text.push_str(&section("problem", true, &format_const(row)?));
        }
    }
    for name in [recipe.heuristic, Some(recipe.search)]
        .into_iter()
        .flatten()
    {
        text.push_str(&carry(name));
    }
    text.push_str(&section("strategy", false, &strategy(recipe)));
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

/// The end of the program: the search this file runs, and `solve` running it.
fn strategy(recipe: &Recipe) -> String {
    let solver = match recipe.heuristic {
        Some(h) => format!("{}::Search<{h}::Heuristic>", recipe.search),
        None => format!("{}::Search", recipe.search),
    };
    format!(
        "/// The search this file runs.\ntypedef {solver} Solver;\n\n\
         bool solve({input} input, text::Text& out, text::Text& error) {{\n\
         \treturn {driver}::solve<Solver>(input, out, error);\n}}\n",
        input = input_type(recipe),
        driver = recipe.driver
    )
}

/// `text` as a C++ string literal: printable ASCII as it is, a newline `\n`, the rest escaped
/// in octal.
fn literal(text: &str) -> String {
    let mut quoted = String::from("\"");
    for byte in text.bytes() {
        match byte {
            b'"' | b'\\' => quoted.extend(['\\', char::from(byte)]),
            b'\n' => quoted.push_str("\\n"),
            b' '..=b'~' => quoted.push(char::from(byte)),
            _ => quoted.push_str(&format!("\\{byte:03o}")),
        }
    }
    quoted.push('"');
    quoted
}

/// The part that declares the row's format: `sized_run` for boards of any size, else `puzzle`.
fn format_after(row: &Problem) -> &'static str {
    match format_of(row).cells {
        Cells::Sized { .. } => "sized_run",
        _ => "puzzle",
    }
}

/// The row's format as the C++ parts read it: `puzzle::FORMAT` (or `sized_run::FORMAT`), defined
/// after the part that declares it (src/assemble/render.rs `format_const` writes the Rust twin's).
fn format_const(row: &Problem) -> Result<String, String> {
    let format = format_of(row);
    if let Cells::Sized { square, terminated } = format.cells {
        return sized_format(row, square, terminated);
    }
    let unread = |what: &str| format!("assemble: the C++ parts read no {what} (row {})", row.id);
    let goal: Vec<String> = format.goal.iter().map(u32::to_string).collect();
    let mut tables = format!("const unsigned char GOAL[] = {{{}}};\n", goal.join(", "));
    let cells = match format.cells {
        Cells::Tokens { blanks } => {
            let blanks: Vec<String> = blanks.iter().map(|b| literal(b)).collect();
            tables.push_str(&format!(
                "const char* const BLANKS[] = {{{}, 0}};\n",
                blanks.join(", ")
            ));
            "{puzzle::TOKENS, problem::BLANKS, 0, 0}".to_string()
        }
        Cells::Digits { blank } => format!("{{puzzle::DIGITS, 0, '{}', 0}}", char::from(blank)),
        Cells::Chars { tiles, blank } => format!(
            "{{puzzle::CHARS, 0, '{}', {}}}",
            char::from(blank),
            literal(tiles)
        ),
        _ => return Err(unread("cells of this kind")),
    };
    let output = match format.output {
        Output::Moves { letters } => format!(
            "{{puzzle::MOVES, {}}}",
            literal(&String::from_utf8_lossy(&letters))
        ),
        Output::Count => "{puzzle::COUNT, \"\"}".to_string(),
        _ => return Err(unread("output of this kind")),
    };
    let over = match format.over {
        Some((cap, line)) => format!("{{true, {cap}, {}}}", literal(line)),
        None => "{false, 0, \"\"}".to_string(),
    };
    let frame = format.frame;
    Ok(format!(
        "/// The problem: the row `{id}` of src/problems.rs.\nnamespace problem {{\n{tables}}}\n\n\
         const puzzle::Format puzzle::FORMAT = {{\n\
         \t{name}, // problem\n\t{w}, // width\n\t{h}, // height\n\tproblem::GOAL,\n\
         \t{counted}, // counted\n\t{goal_given}, // goal_given\n\t{cells},\n\t{output},\n\
         \t{unsolvable}, // unsolvable\n\t{over}, // over\n\
         \t{{{before}, {solvable}, {between}}}, // frame: before, solvable, between\n}};\n",
        id = row.id,
        name = literal(row.short_name()),
        w = format.width,
        h = format.height,
        counted = format.counted,
        goal_given = format.goal_given,
        unsolvable = literal(format.unsolvable),
        before = literal(frame.before),
        solvable = literal(frame.solvable),
        between = literal(frame.between),
    ))
}

/// A sized row's format: `sized_run::FORMAT`, with `yes` for a verdict, else `letters` for the
/// moves.
fn sized_format(row: &Problem, square: bool, terminated: bool) -> Result<String, String> {
    let format = format_of(row);
    let (yes, letters) = match format.output {
        Output::Verdict { yes } => (literal(yes), "0".to_string()),
        Output::Moves { letters } => ("0".to_string(), literal(&String::from_utf8_lossy(&letters))),
        _ => {
            return Err(format!(
                "assemble: the C++ parts answer sized boards with a verdict or moves only (row {})",
                row.id
            ))
        }
    };
    Ok(format!(
        "/// The problem: the row `{id}` of src/problems.rs.\n\
         const sized_run::Format sized_run::FORMAT = {{\n\
         \t{name}, // problem\n\t{w}, // width\n\t{h}, // height\n\
         \t{square}, // square\n\t{terminated}, // terminated\n\
         \t{yes}, // yes\n\t{letters}, // letters\n\t{unsolvable}, // unsolvable\n}};\n",
        id = row.id,
        name = literal(row.short_name()),
        w = format.width,
        h = format.height,
        unsolvable = literal(format.unsolvable),
    ))
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
    fn literals_escape_what_cpp_would_read_otherwise() {
        assert_eq!(literal("a \"b\" \\"), r#""a \"b\" \\""#);
        assert_eq!(literal("\n"), r#""\n""#);
        assert_eq!(literal("八1"), r#""\345\205\2531""#);
    }

    #[test]
    fn a_sized_format_carries_a_verdict_or_the_letters_of_the_moves() {
        let verdict = sized_format(problem("poj2893").unwrap(), false, true).unwrap();
        assert!(
            verdict.contains("\t\"YES\", // yes\n\t0, // letters\n"),
            "{verdict}"
        );
        let moves = sized_format(problem("poj3240").unwrap(), true, false).unwrap();
        assert!(
            moves.contains("\t0, // yes\n\t\"UDLR\", // letters\n"),
            "{moves}"
        );
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
