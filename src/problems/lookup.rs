//! Finding rows: by id (at run time and at compile time), by folder of solutions, by path.

use super::{format_of, Problem, PROBLEMS};
use crate::parts::puzzle::{Format, Puzzle};
use std::path::Path;

/// The row with this id.
pub fn problem(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

/// The name of the folder a path stands for, which names its problem (`cases/<id>/…`) or its
/// folder of solutions (`solutions/<folder>/…`): the path itself when it is a folder, else the
/// folder holding it, resolved so that `.`, `..` and a bare file name work.
pub fn folder_name(path: &Path) -> Option<String> {
    let dir = if path.is_dir() { path } else { path.parent()? };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let resolved = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    resolved
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
}

/// The rows served by a folder of `solutions/`.
pub fn served_by(folder: &str) -> impl Iterator<Item = &'static Problem> + '_ {
    PROBLEMS.iter().filter(move |p| p.solutions == folder)
}

/// Every id, for messages: `poj1077, acwing179, …`.
pub fn ids() -> String {
    PROBLEMS.iter().map(|p| p.id).collect::<Vec<_>>().join(", ")
}
/// The row with this id, as an index of `PROBLEMS`, at compile time: `Row<{ row("poj1077") }>`.
pub const fn row(id: &str) -> usize {
    let mut i = 0;
    while i < PROBLEMS.len() {
        if same(PROBLEMS[i].id.as_bytes(), id.as_bytes()) {
            return i;
        }
        i += 1;
    }
    panic!("no such problem id")
}

/// Whether two byte strings are equal, in a `const` context.
pub(crate) const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
/// The row `PROBLEMS[I]` as a `Puzzle` of the parts (src/parts): the library runs the very code
/// the solution files are assembled from, on the table's formats.
pub struct Row<const I: usize>;

impl<const I: usize> Puzzle for Row<I> {
    const FORMAT: Format = format_of(&PROBLEMS[I]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parity::solvable;
    use crate::problems::{CellFormat, OutputFormat};

    #[test]
    fn a_path_names_its_folder() {
        let name = |p: &str| folder_name(Path::new(p));
        let poj = Some("poj1077".to_string());
        assert_eq!(name("cases/poj1077"), poj);
        assert_eq!(name("cases/poj1077/01-sample.in"), poj);
        assert_eq!(name("cases/poj1077/../poj1077/01-sample.in"), poj);
        assert_eq!(name("solutions/poj1077/astar.rs"), poj);
        assert_eq!(name("nowhere/x.in"), Some("nowhere".to_string()));
        let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).file_name();
        let checkout = checkout.map(|n| n.to_string_lossy().into_owned());
        assert_eq!(name("Cargo.toml"), checkout);
    }

    #[test]
    fn rows_are_consistent() {
        for (i, p) in PROBLEMS.iter().enumerate() {
            let sized = matches!(p.input.cells, CellFormat::Sized { .. });
            assert_eq!(sized, p.goal.is_empty(), "{}", p.id);
            if !sized {
                assert_eq!(p.goal.len(), p.width * p.height, "{}", p.id);
            }
            assert!(
                PROBLEMS[..i].iter().all(|q| q.id != p.id),
                "duplicate {}",
                p.id
            );
            if let OutputFormat::Moves { letters } = p.output {
                let mut sorted = letters;
                sorted.sort_unstable();
                assert!(sorted.windows(2).all(|w| w[0] != w[1]), "{}", p.id);
            }
            let goal = p.goal_board();
            assert!(solvable(&goal, &goal));
        }
        assert_eq!(problem("luogu1379").unwrap().goal_board().blank, 4);
        assert_eq!(served_by("poj1077").count(), 3);
        assert!(problem("nope").is_none());
    }

    #[test]
    fn every_reference_and_recommended_solution_exists() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for p in PROBLEMS {
            for file in [p.reference_file(), p.recommended_file()] {
                let file = root.join(file);
                assert!(file.is_file(), "{}: no {}", p.id, file.display());
            }
        }
    }
}
