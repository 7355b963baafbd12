//! Where cases and problems come from: `NAME.in` with its reference answer `NAME.out`, and the
//! problem of a solution file.
//!
//! Cases follow the online-judge-tools layout, in `cases/<ID>/` by default; a solution file's
//! problem is named by its folder `solutions/<FOLDER>/`.

use crate::problems::{self, Problem};
use std::fs;
use std::path::{Path, PathBuf};

/// One test: an input and, when there is one, its reference answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub answer: Option<PathBuf>,
}

/// The default folder of a problem's cases.
pub fn default_dir(problem: &Problem) -> PathBuf {
    crate::checkout::path("cases").join(problem.id)
}

fn case_of(input: &Path) -> Case {
    let answer = input.with_extension("out");
    Case {
        name: input
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        input: input.to_path_buf(),
        answer: answer.is_file().then_some(answer),
    }
}

/// The cases named by `paths` (folders: every `*.in` inside, by name; files: that input), in
/// order. Errors name the path.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for path in paths {
        if path.is_dir() {
            let entries = fs::read_dir(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut inputs: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "in") && p.is_file())
                .collect();
            inputs.sort();
            if inputs.is_empty() {
                return Err(format!("{}: no *.in case in this folder", path.display()));
            }
            cases.extend(inputs.iter().map(|p| case_of(p)));
        } else if path.is_file() {
            cases.push(case_of(path));
        } else {
            return Err(format!("{}: no such case file or folder", path.display()));
        }
    }
    Ok(cases)
}

/// The problems a source file is judged on: `--problem ID`, or every row served by the folder
/// the file sits in (`solutions/poj1077/astar.rs` → poj1077, acwing179, hdu1043).
pub fn problems_for(file: &Path, problem: Option<&str>) -> Result<Vec<&'static Problem>, String> {
    if let Some(id) = problem {
        return problems::problem(id).map(|p| vec![p]).ok_or_else(|| {
            format!(
                "unknown problem '{id}' (expected one of {})",
                problems::ids()
            )
        });
    }
    let folder = problems::folder_name(file).unwrap_or_default();
    let served: Vec<&'static Problem> = problems::served_by(&folder).collect();
    if served.is_empty() {
        return Err(format!(
            "{}: cannot tell the problem from the folder '{folder}'; pass --problem ID (one of {})",
            file.display(),
            problems::ids()
        ));
    }
    Ok(served)
}

/// Every strategy of a folder of solutions: `solutions/<FOLDER>/*.rs`, by name.
pub fn strategies(folder: &str) -> Vec<PathBuf> {
    let dir = crate::checkout::path("solutions").join(folder);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "rs") && p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// A strategy's short name: the file stem (`astar`), or the file name for `--with` files from
/// elsewhere.
pub fn strategy_name(file: &Path) -> String {
    file.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.display().to_string())
}
