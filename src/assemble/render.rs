//! Making one solution file's text from its recipe and the parts.

use super::family::all;
use super::recipes::{Recipe, HEADER_KEYS};
use crate::parts::puzzle::{Cells, Output};
use crate::problems::{format_of, problem, Problem};
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// Reads a part's text by name.
pub type ReadPart<'a> = &'a dyn Fn(&str) -> Result<String, String>;

/// The part's text without its trailing `#[cfg(test)] mod tests { … }` (a library module's
/// too: src/package/bundle.rs).
pub fn without_tests(text: &str) -> &str {
    let cut = text
        .find("\n#[cfg(test)]\nmod tests")
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
const FUNCTION_PART: &str = "leetcode";
/// The lines around what a function's file has the user paste.
const PASTE_FROM: &str = "// ---- LeetCode: paste from here ----\n";
const PASTE_UP_TO: &str = "// ---- LeetCode: paste up to here ----\n\n";

/// Every part a recipe needs: its driver, search and heuristic, and what they use, in turn.
pub fn parts_of(recipe: &Recipe, read: ReadPart) -> Result<BTreeSet<String>, String> {
    let mut roots = vec![recipe.driver];
    roots.extend(recipe.function.map(|_| FUNCTION_PART));
    needed(recipe, roots, read)
}

/// The parts of a function's paste block: the search, the heuristic and the function's part, and
/// what they use; the driver's parts stay out unless those use them. For a program, every part.
fn pasted_parts(recipe: &Recipe, read: ReadPart) -> Result<BTreeSet<String>, String> {
    match recipe.function {
        Some(_) => needed(recipe, vec![FUNCTION_PART], read),
        None => parts_of(recipe, read),
    }
}

/// The recipe's search and heuristic, `roots`, and every part they use, in turn.
fn needed(recipe: &Recipe, roots: Vec<&str>, read: ReadPart) -> Result<BTreeSet<String>, String> {
    let mut todo: Vec<String> = roots.into_iter().map(str::to_string).collect();
    todo.push(recipe.search.to_string());
    todo.extend(recipe.heuristic.map(str::to_string));
    let mut found = BTreeSet::new();
    while let Some(part) = todo.pop() {
        if found.insert(part.clone()) {
            todo.extend(uses(without_tests(&read(&part)?)));
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
    let mut order: Vec<String> = Vec::new();
    while order.len() < every.len() {
        let mut next = None;
        for part in &every {
            let placed = order.contains(part);
            let ready = uses(without_tests(&read(part)?))
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
fn format_const(row: &Problem) -> String {
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

/// A section: its markers around `body`.
fn section(name: &str, shared: bool, body: &str) -> String {
    let tag = if shared { "shared: " } else { "" };
    let body = body.trim_end();
    format!("// ---- {tag}{name} ----\n{body}\n// ---- end {tag}{name} ----\n\n")
}

/// The text of the file `recipe` makes.
pub fn assemble(recipe: &Recipe, read: ReadPart) -> Result<String, String> {
    rustfmt(&unformatted(recipe, read, &global_order(read)?)?)
}

/// The text of the file `recipe` makes before `rustfmt`, its parts in the `order` of
/// `global_order`.
pub(super) fn unformatted(
    recipe: &Recipe,
    read: ReadPart,
    order: &[String],
) -> Result<String, String> {
    let row = problem(recipe.problem)
        .ok_or_else(|| format!("assemble: no problem '{}' in the table", recipe.problem))?;
    let mine = parts_of(recipe, read)?;
    let siblings: Vec<_> = all().filter(|r| r.folder == recipe.folder).collect();
    let sibling_parts = siblings
        .iter()
        .map(|sibling| parts_of(sibling, read))
        .collect::<Result<Vec<_>, String>>()?;
    let mut text = String::new();
    for (key, value) in HEADER_KEYS.iter().zip(recipe.header) {
        text.push_str(&format!("//! {:<11}{}\n", format!("{key}:"), value));
    }
    text.push_str(
        "\n// Assembled by `judge assemble` from src/parts and its recipe in \
         src/assemble/recipes.rs:\n// do not edit this file by hand; change those and run \
         `judge assemble`.\n\n",
    );
    let all_share = |same: &dyn Fn(&Recipe) -> bool| siblings.iter().all(|r| same(r));
    let one_problem = all_share(&|r| r.problem == recipe.problem);
    if let Some(name) = recipe.function {
        text.push_str(PASTE_FROM);
        text.push_str(&section("solution", false, &function_impl(name)));
    }
    text.push_str(&section("problem", one_problem, &format_const(row)));
    let pasted = pasted_parts(recipe, read)?;
    for part in order.iter().filter(|p| pasted.contains(*p)) {
        text.push_str(&part_section(part, &sibling_parts, read)?);
    }
    let solver = match recipe.heuristic {
        Some(h) => format!(
            "{}::Search<Problem, {h}::Heuristic<Problem>>",
            recipe.search
        ),
        None => format!("{}::Search<Problem>", recipe.search),
    };
    let strategy = format!("/// The search this file runs.\ntype Solver = {solver};");
    text.push_str(&section("strategy", false, &strategy));
    if recipe.function.is_some() {
        text.push_str(PASTE_UP_TO);
    }
    for part in order
        .iter()
        .filter(|p| mine.contains(*p) && !pasted.contains(*p))
    {
        text.push_str(&part_section(part, &sibling_parts, read)?);
    }
    let declare = match recipe.function {
        Some(_) => "/// LeetCode declares this itself; the local `main` needs it.\npub struct Solution;\n\n",
        None => "",
    };
    let main = format!(
        "{declare}/// Answers every puzzle of `input`, one line each. Malformed input writes nothing \
        and returns\n/// one line naming the puzzle and the problem.\n\
        pub fn solve(input: &str, out: &mut impl std::io::Write) -> Result<(), String> {{\n\
        {driver}::solve::<Problem, Solver>(input, out)\n}}\n\n\
        fn main() {{\n{driver}::main::<Problem, Solver>();\n}}",
        driver = recipe.driver
    );
    let one_driver = all_share(&|r| r.driver == recipe.driver);
    text.push_str(&section("main", one_driver, &main));
    Ok(text.trim_end().to_string())
}

/// A part's section: its text without its tests, wrapped as `mod <part>`, shared when every
/// file of the folder has it (`sibling_parts`: the parts of each).
fn part_section(
    part: &str,
    sibling_parts: &[BTreeSet<String>],
    read: ReadPart,
) -> Result<String, String> {
    let shared = sibling_parts.iter().all(|parts| parts.contains(part));
    let body: String = without_tests(&read(part)?)
        .lines()
        .map(|line| format!("{line}\n"))
        .collect();
    let wrapped = format!("#[allow(dead_code)]\nmod {part} {{\n{body}}}");
    Ok(section(&format!("part {part}"), shared, &wrapped))
}

/// The `impl Solution` of a function's file: the method `name` that LeetCode calls, answered by
/// the function's part with the file's problem and search.
fn function_impl(name: &str) -> String {
    format!(
        "impl Solution {{\n\
         /// The fewest moves from `board` to the goal, -1 when it cannot be reached.\n\
         pub fn {name}(board: Vec<Vec<i32>>) -> i32 {{\n\
         {FUNCTION_PART}::fewest_moves::<Problem, Solver>(&board)\n}}\n}}"
    )
}

/// `text` as `rustfmt` (edition 2021, the workspace's settings) writes it.
pub(super) fn rustfmt(text: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout"])
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
