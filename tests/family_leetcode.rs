//! LeetCode 773's file (assembled, `judge assemble --check` keeps it what the parts make): the
//! pasted block (between the two "LeetCode" markers) compiles alone after LeetCode's own
//! `struct Solution;` and answers the samples, and holds no program (the local `main` and its
//! input reader stay out); the local `main`'s `solve` gives every case's reference answer.

use std::fs;
use std::path::Path;
use std::process::Command;

#[allow(dead_code)]
#[path = "../solutions/leetcode773/bfs.rs"]
#[rustfmt::skip] // Formatted with the solutions' own settings (solutions/rustfmt.toml).
mod leetcode773;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/solutions/leetcode773/bfs.rs");
const FROM: &str = "// ---- LeetCode: paste from here ----\n";
const UP_TO: &str = "// ---- LeetCode: paste up to here ----\n";

fn block() -> String {
    let text = fs::read_to_string(FILE).unwrap();
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
