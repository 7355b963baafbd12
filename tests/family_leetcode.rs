//! LeetCode 773's file (assembled, `judge assemble --check` keeps it what the parts make): the
//! pasted block (between the two "LeetCode" markers) compiles alone after LeetCode's own
//! `struct Solution;` and answers the samples, and holds no program (the local `main` and its
//! input reader stay out); the local `main`'s `solve` gives every case's reference answer. The
//! C++ twin's block (`bfs.cpp`, whose local program tests/twins.rs compares with this file's)
//! compiles as LeetCode compiles it, after the standard headers and `using namespace std;`, and
//! answers the samples.

use std::fs;
use std::path::Path;
use std::process::Command;

#[allow(dead_code)]
#[path = "../solutions/leetcode773/bfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
mod leetcode773;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/solutions/leetcode773/bfs.rs");
const CPP_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/solutions/leetcode773/bfs.cpp");
const FROM: &str = "// ---- LeetCode: paste from here ----\n";
const UP_TO: &str = "// ---- LeetCode: paste up to here ----\n";

fn block() -> String {
    block_of(FILE)
}

/// The lines of `file` between the paste markers.
fn block_of(file: &str) -> String {
    let text = fs::read_to_string(file).unwrap();
    let start = text.find(FROM).expect("the opening marker") + FROM.len();
    let end = text.find(UP_TO).expect("the closing marker");
    text[start..end].to_string()
}

#[test]
fn the_block_is_the_function_and_what_it_uses_not_the_program() {
    let block = block();
    assert!(block.contains("pub fn sliding_puzzle(board: Vec<Vec<i32>>) -> i32"));
    for part in ["leetcode", "bfs", "solvable", "puzzle"] {
        assert!(block.contains(&format!("mod {part} {{")), "{part}");
    }
    for program in ["fn main", "mod run {", "mod input {", "struct Solution"] {
        assert!(!block.contains(program), "{program}");
    }
}

#[test]
fn the_block_compiles_alone_after_struct_solution_and_answers_the_samples() {
    let dir = std::env::temp_dir().join(format!("npuzzle-leetcode-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let source = dir.join("pasted.rs");
    let program = format!(
        "struct Solution;\n{}\nfn main() {{\n    \
         assert_eq!(Solution::sliding_puzzle(vec![vec![1, 2, 3], vec![4, 0, 5]]), 1);\n    \
         assert_eq!(Solution::sliding_puzzle(vec![vec![1, 2, 3], vec![5, 4, 0]]), -1);\n    \
         assert_eq!(Solution::sliding_puzzle(vec![vec![4, 1, 2], vec![5, 0, 3]]), 5);\n}}\n",
        block()
    );
    fs::write(&source, program).unwrap();
    let binary = dir.join("pasted");
    let built = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-D", "warnings"])
        .arg(&source)
        .arg("-o")
        .arg(&binary)
        .output()
        .expect("rustc runs");
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&binary).output().unwrap();
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn solve_gives_every_reference_answer() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/leetcode773");
    for name in ["01-samples", "02-solved", "03-every-board"] {
        let input = fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        let mut out = Vec::new();
        leetcode773::solve(&input, &mut out).unwrap();
        let want = fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), want, "{name}");
    }
    let mut out = Vec::new();
    let error = leetcode773::solve("[[1,2,3],[4,5]]\n", &mut out).unwrap_err();
    assert!(error.starts_with("LeetCode 773: puzzle 1: "), "{error}");
}

/// A `main` calling the C++ block's `Solution` on the samples, as LeetCode's harness does.
const CPP_SAMPLES: &str = "
int main() {
    const int samples[3][6] = {{1, 2, 3, 4, 0, 5}, {1, 2, 3, 5, 4, 0}, {4, 1, 2, 5, 0, 3}};
    const int want[3] = {1, -1, 5};
    for (int k = 0; k < 3; ++k) {
        vector<vector<int>> board(2, vector<int>(3));
        for (int cell = 0; cell < 6; ++cell) {
            board[cell / 3][cell % 3] = samples[k][cell];
        }
        if (Solution().slidingPuzzle(board) != want[k]) {
            return 1;
        }
    }
    return 0;
}
";

#[test]
fn the_cpp_block_compiles_after_leetcodes_headers_and_answers_the_samples() {
    let block = block_of(CPP_FILE);
    assert!(block.contains("int slidingPuzzle(std::vector<std::vector<int> >& board)"));
    for program in ["int main()", "namespace input {", "namespace program {"] {
        assert!(!block.contains(program), "{program}");
    }
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("SKIPPED: g++ is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("npuzzle-leetcode-cpp-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let source = dir.join("pasted.cpp");
    // LeetCode's own headers (all of the standard library) and `using namespace std;`, then
    // the block.
    let program = format!("#include <bits/stdc++.h>\nusing namespace std;\n{block}{CPP_SAMPLES}");
    fs::write(&source, program).unwrap();
    for std in ["c++17", "c++20"] {
        let binary = dir.join(format!("pasted-{std}"));
        let built = Command::new("g++")
            .arg(format!("-std={std}"))
            .args(["-O2", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&binary)
            .arg(&source)
            .output()
            .expect("g++ runs");
        assert!(
            built.status.success(),
            "{std}: {}",
            String::from_utf8_lossy(&built.stderr)
        );
        let ran = Command::new(&binary).status().unwrap();
        assert!(ran.success(), "{std}: the samples' answers differ");
    }
    fs::remove_dir_all(&dir).unwrap();
}
