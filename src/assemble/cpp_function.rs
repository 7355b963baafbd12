//! The C++ twin of a function's recipe (LeetCode 773): between the Rust twin's paste markers,
//! the parts the function needs, the search and LeetCode's `class Solution` with the method it
//! calls; after the block, `main` and the program around the function (the reader, the
//! program's frame), which are not pasted. LeetCode pastes the block after its own headers and
//! `using namespace std;`, under which a part whose name std also has would be ambiguous
//! (`rank`: `std::rank`): the parts sit in a namespace of their own, on both sides of the block.

use super::file::{section, LIBRARY};
use super::render::{FUNCTION_PART, PASTE_FROM, PASTE_UP_TO};

/// The namespace of the parts in a function's twin.
const PARTS: &str = "npuzzle";

/// A function's twin after its includes: the paste block (the parts the function needs,
/// `pasted`, with the search `solver`, and the class with the method `function`), `main`
/// (`shared` when the folder's files share it), then the parts only the program needs
/// (`program`) and `solve`.
pub(super) fn function_twin(
    function: &str,
    pasted: &str,
    solver: &str,
    shared: bool,
    program: &str,
) -> String {
    format!(
        "{PASTE_FROM}\
         /// The library in a namespace of its own: LeetCode pastes the block after `using \
         namespace std;`,\n/// under which a part whose name std also has would be ambiguous \
         (`rank`: `std::rank`).\nnamespace {PARTS} {{\n\n{LIBRARY}{pasted}{strategy}}}\n\n\
         {solution}{PASTE_UP_TO}{main}\
         /// The program around the function (not pasted), in the library's namespace.\n\
         namespace {PARTS} {{\n\n{program}}}\n\n{solve}",
        strategy = section("strategy", false, solver),
        solution = section("solution", false, &solution(function)),
        main = section("main", shared, &main()),
        solve = section("solve", false, &solve()),
    )
}

/// LeetCode's class: the method `function` (in LeetCode's C++ name, `slidingPuzzle` for the Rust
/// twin's `sliding_puzzle`), answered by the function's part with the file's search.
fn solution(function: &str) -> String {
    let mut words = function.split('_');
    let mut name = words.next().unwrap_or_default().to_string();
    for word in words {
        let mut chars = word.chars();
        name.extend(chars.next().map(|c| c.to_ascii_uppercase()));
        name.push_str(chars.as_str());
    }
    format!(
        "/// The class LeetCode declares, and the method it calls.\nclass Solution {{\npublic:\n\
         \t/// The fewest moves from `board` to the goal, -1 when it cannot be reached.\n\
         \tint {name}(std::vector<std::vector<int> >& board) {{\n\
         \t\treturn {PARTS}::{FUNCTION_PART}::fewest_moves<{PARTS}::Solver>(board);\n\t}}\n}};\n"
    )
}

/// The local program: `solve` declared, `main` handing over to the driver `function_run`.
fn main() -> String {
    format!(
        "/// Answers every board of `input` with the function's number, one line each, appended \
         to `out`.\n/// Malformed input writes nothing and sets `error` to one line naming the \
         board and the\n/// problem. Defined at the end of the file.\n\
         namespace {PARTS} {{\nnamespace text {{\nclass Text;\n}}\nnamespace function_run {{\nint main();\n}}\n}}\n\n\
         bool solve(const {PARTS}::text::Text& input, {PARTS}::text::Text& out,\n\
         \t{PARTS}::text::Text& error);\n\n\
         int main() {{\n\treturn {PARTS}::function_run::main();\n}}\n"
    )
}

/// The end of the program: `solve`, running the search the function runs.
fn solve() -> String {
    format!(
        "bool solve(const {PARTS}::text::Text& input, {PARTS}::text::Text& out,\n\
         \t{PARTS}::text::Text& error) {{\n\
         \treturn {PARTS}::function_run::solve<{PARTS}::Solver>(input, out, error);\n}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_method_takes_leetcodes_cpp_name_and_signature() {
        let class = solution("sliding_puzzle");
        assert!(
            class.contains("\tint slidingPuzzle(std::vector<std::vector<int> >& board) {\n"),
            "{class}"
        );
    }

    #[test]
    fn the_block_holds_the_class_and_the_parts_not_the_program() {
        let text = function_twin("f", "PARTS\n", "SOLVER\n", true, "PROGRAM\n");
        let (from, up_to) = (
            text.find(PASTE_FROM).unwrap(),
            text.find(PASTE_UP_TO).unwrap(),
        );
        let block = &text[from..up_to];
        for inside in ["PARTS", "SOLVER", "class Solution", "namespace npuzzle {"] {
            assert!(block.contains(inside), "{inside}");
        }
        for outside in ["PROGRAM", "int main()", "bool solve("] {
            assert!(
                !block.contains(outside) && text.contains(outside),
                "{outside}"
            );
        }
    }
}
