//! The strategies a page can show for a row of the problem table: each a search of the parts
//! (src/parts) with its heuristic, what its chart counts, and the solution file of the row's
//! folder that runs exactly it (the same part, the same heuristic: the same nodes), if any.

use crate::problems::{CellFormat, OutputFormat, Problem};

/// What a strategy's chart counts, from the calls its part makes (`parts::search::Tally`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Boards expanded per depth (breadth-first, one side).
    Layers,
    /// Boards expanded per depth on each side, the two frontiers meeting.
    Sides,
    /// Boards expanded per f = g + h (A*).
    ByF,
    /// Boards expanded per h (greedy best-first).
    ByH,
    /// Boards expanded per iteration, by its threshold (IDA*).
    Iterations,
    /// Boards expanded per line placed (big boards).
    Lines,
    /// A walk down a table built once: no search per board.
    Lookup,
}

/// The geometry a row's boards have, which decides the parts that can run on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// At most 12 cells (3×3, 2×3): every generic part, the oracle for the true distance.
    Small,
    /// 4×4 with the goal `1 … 15 0`: the 4×4 parts and the pattern databases.
    Fifteen,
    /// A sized row (a board of any size): the construction and the beam up to 256 cells.
    Big,
    /// 5×5 with the goal `1 … 24 0`: the 24-puzzle's IDA* (`idastar24`).
    TwentyFour,
}

/// One strategy as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its name for `--strategies` (the stem of the solution file it matches, if any).
    pub name: &'static str,
    pub title: &'static str,
    pub heuristic: &'static str,
    /// The search part (`src/parts/<part>.rs`) and its heuristic part.
    pub part: &'static str,
    pub heuristic_part: Option<&'static str>,
    pub kind: Kind,
    /// Whether its answers are fewest-move ones.
    pub optimal: bool,
    /// `solutions/<folder>/<name>.rs` when that file runs this very search.
    pub file: Option<String>,
    /// Why the page runs it only when `--strategies` names it (`select` clears it then); `None`
    /// for a strategy the page runs by default.
    pub on_request: Option<&'static str>,
}

impl Entry {
    /// Whether it is one of the 4×4 IDA*s over the 5-5-5 pattern databases that return a
    /// fewest-move answer: run first on a 4×4 board, its answer is the optimum the others are
    /// measured against.
    pub fn is_optimal_pdb15(&self) -> bool {
        self.part.starts_with("idastar15") && self.optimal
    }
}

/// (name, title, heuristic in words, part, heuristic part, kind, optimal)
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    Option<&'static str>,
    Kind,
    bool,
);

const MANHATTAN: &str = "Manhattan distance";
const CONFLICT: &str = "Manhattan + linear conflict";
const PDB: &str = "5-5-5 pattern databases, four lookups";

#[rustfmt::skip]
const SMALL: &[Row] = &[
    ("bfs", "BFS", "none", "bfs", None, Kind::Layers, true),
    ("bibfs", "Bidirectional BFS", "none", "bibfs", None, Kind::Sides, true),
    ("astar", "A*", MANHATTAN, "astar", Some("manhattan"), Kind::ByF, true),
    ("astar-conflict", "A*", CONFLICT, "astar", Some("linear_conflict"), Kind::ByF, true),
    ("idastar", "IDA*", MANHATTAN, "idastar", Some("manhattan"), Kind::Iterations, true),
    ("idastar-conflict", "IDA*", CONFLICT, "idastar", Some("linear_conflict"), Kind::Iterations, true),
    ("greedy", "Greedy best-first", MANHATTAN, "greedy", Some("manhattan"), Kind::ByH, false),
    ("table", "Table", "the goal's BFS table", "table", None, Kind::Lookup, true),
];

#[rustfmt::skip]
const FIFTEEN: &[Row] = &[
    ("bfs", "BFS", "none", "bfs15", None, Kind::Layers, true),
    ("bibfs", "Bidirectional BFS", "none", "bibfs15", None, Kind::Sides, true),
    ("astar", "A*", PDB, "astar15", None, Kind::ByF, true),
    ("astar-manhattan", "A*", MANHATTAN, "astar", Some("manhattan"), Kind::ByF, true),
    ("astar-conflict", "A*", CONFLICT, "astar", Some("linear_conflict"), Kind::ByF, true),
    ("idastar", "IDA*", PDB, "idastar15_parallel", None, Kind::Iterations, true),
    ("pdb", "IDA*", PDB, "idastar15_ordered", None, Kind::Iterations, true),
    ("pdb", "IDA*, plain", "5-5-5 pattern databases and their mirror", "idastar15_small", None, Kind::Iterations, true),
    ("pdb", "IDA* in a node budget, then a beam", PDB, "idastar15_budget", None, Kind::Iterations, false),
    ("idastar-manhattan", "IDA*", MANHATTAN, "idastar", Some("manhattan"), Kind::Iterations, true),
    ("idastar-conflict", "IDA*", CONFLICT, "idastar", Some("linear_conflict"), Kind::Iterations, true),
    ("greedy", "Greedy best-first", PDB, "greedy15", None, Kind::ByH, false),
    ("greedy", "Greedy best-first", PDB, "greedy15_capped", None, Kind::ByH, false),
];

#[rustfmt::skip]
const BIG: &[Row] = &[
    ("construct", "Construction", "exact placements", "construct", None, Kind::Lines, false),
    ("beam", "Beam search", "weighted Manhattan", "beam", None, Kind::Lines, false),
];

/// The 24-puzzle: the search of its solution file runs only on request (`ON_REQUEST`); the
/// same IDA* over tables of one tile, Manhattan distance alone, by default.
#[rustfmt::skip]
const TWENTYFOUR: &[Row] = &[
    ("idastar-manhattan", "IDA*", MANHATTAN, "idastar24", None, Kind::Iterations, true),
    ("pdb", "IDA*", "Manhattan distance on easy boards, else two 6-6-6-6 partitions' pattern databases, each also mirrored", "idastar24", None, Kind::Iterations, true),
];

/// Why the 24-puzzle's file runs only when named.
const ON_REQUEST: &str = "not run unless named (--strategies pdb): on a board that Manhattan \
     distance does not solve (h over 40, or iterations past 1 M boards) it builds the pattern \
     databases of two 6-6-6-6 partitions (about six minutes of CPU and 2.5 GB; 1.46 GB kept in two \
     cache files of the temporary directory) or reads those files, and wants --ml 3072 and a --tl \
     of minutes";

/// The pair search of HDU 3567 (each puzzle its own goal).
const LEX: Row = (
    "table",
    "Table, least string",
    "the goal's BFS table",
    "lex_least",
    None,
    Kind::Lookup,
    true,
);

/// The shape of a row's boards, `None` for a row no part of which the page can run.
pub fn shape(problem: &Problem) -> Option<Shape> {
    let cells = problem.width * problem.height;
    if matches!(problem.input.cells, CellFormat::Sized { .. }) {
        Some(Shape::Big)
    } else if cells <= 12 {
        Some(Shape::Small)
    } else if cells == 16 && problem.goal == crate::problems::problem("uva10181")?.goal {
        Some(Shape::Fifteen)
    } else if cells == 25 && problem.goal == crate::problems::problem("korf24")?.goal {
        Some(Shape::TwentyFour)
    } else {
        None
    }
}

/// Every strategy the page can show for `problem`, in the page's order.
pub fn entries(problem: &Problem) -> Vec<Entry> {
    let rows: Vec<Row> = match shape(problem) {
        Some(Shape::Small) if problem.input.goal_given => {
            let mut rows = vec![LEX];
            rows.extend(SMALL.iter().filter(|r| r.0 != "table"));
            rows
        }
        Some(Shape::Small) => SMALL.to_vec(),
        Some(Shape::Fifteen) => fifteen(problem),
        Some(Shape::Big) => BIG.to_vec(),
        Some(Shape::TwentyFour) => TWENTYFOUR.to_vec(),
        None => Vec::new(),
    };
    rows.into_iter().map(|row| entry(problem, row)).collect()
}

/// The 4×4 pattern-database IDA* parts: a row shows those its folder has a file of (all but
/// the first, the parallel one, belong to one folder each), or the parallel one.
const PDB_PARTS: [&str; 4] = [
    "idastar15_parallel",
    "idastar15_ordered",
    "idastar15_small",
    "idastar15_budget",
];

/// The 4×4 rows: the pattern-database IDA* and greedy search of the row's own folder.
fn fifteen(problem: &Problem) -> Vec<Row> {
    let own = |part: &str| {
        crate::assemble::all().any(|r| r.folder == problem.solutions && r.search == part)
    };
    let none = !PDB_PARTS.iter().any(|&part| own(part));
    let capped = own("greedy15_capped");
    (FIFTEEN.iter().copied())
        .filter(|r| match r.3 {
            "idastar15_parallel" => none || own("idastar15_parallel"),
            part if PDB_PARTS.contains(&part) => own(part),
            "greedy15" => !capped,
            "greedy15_capped" => capped,
            _ => true,
        })
        .collect()
}

fn entry(problem: &Problem, row: Row) -> Entry {
    let (name, title, heuristic, part, heuristic_part, kind, optimal) = row;
    let file = crate::assemble::all()
        .find(|r| {
            r.folder == problem.solutions
                && r.strategy == name
                && r.search == part
                && r.heuristic == heuristic_part
        })
        .map(|r| crate::assemble::target(r).display().to_string());
    Entry {
        name,
        title,
        heuristic,
        part,
        heuristic_part,
        kind,
        optimal,
        on_request: (part == "idastar24" && name == "pdb").then_some(ON_REQUEST),
        file,
    }
}

/// The entries named by `names` (all of them for none), in the page's order; an unknown name is
/// an error naming the row's strategies.
pub fn select(problem: &Problem, names: &[String]) -> Result<Vec<Entry>, String> {
    let all = entries(problem);
    if all.is_empty() {
        return Ok(all);
    }
    if let Some(unknown) = names
        .iter()
        .find(|n| !all.iter().any(|e| e.name == n.as_str()))
    {
        let known: Vec<&str> = all.iter().map(|e| e.name).collect();
        return Err(format!(
            "judge show: {} has no strategy '{unknown}' (its strategies: {})",
            problem.id,
            known.join(", ")
        ));
    }
    let named = |e: &Entry| names.iter().any(|n| n == e.name);
    Ok(all
        .into_iter()
        .filter(|e| names.is_empty() || named(e))
        .map(|e| Entry {
            on_request: e.on_request.filter(|_| !named(&e)),
            ..e
        })
        .collect())
}

/// The letters the row writes moves in, or the parts' `UDLR` for a row that writes none.
pub fn letters(problem: &Problem) -> [u8; 4] {
    match problem.output {
        OutputFormat::Moves { letters } => letters,
        _ => *b"UDLR",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{problem, PROBLEMS};

    #[test]
    fn every_row_has_strategies_or_is_decided_without_one() {
        for p in PROBLEMS {
            let entries = entries(p);
            let names: Vec<&str> = entries.iter().map(|e| e.name).collect();
            let mut unique = names.clone();
            unique.dedup();
            assert_eq!(names, unique, "{}", p.id);
            assert!(!entries.is_empty(), "{}", p.id);
            // Every strategy but the 24-puzzle's file runs by default.
            for e in &entries {
                assert_eq!(e.on_request.is_some(), p.id == "korf24" && e.name == "pdb");
            }
        }
        let korf24 = problem("korf24").unwrap();
        let names: Vec<&str> = entries(korf24).iter().map(|e| e.name).collect();
        assert_eq!(names, ["idastar-manhattan", "pdb"]);
        let shown = select(korf24, &[]).unwrap();
        assert_eq!(shown[0].file, None);
        assert_eq!(shown[0].kind, Kind::Iterations);
        assert_eq!(shown[1].file.as_deref(), Some("solutions/korf24/pdb.rs"));
        assert!(shown[1].on_request.is_some());
        let named = select(korf24, &["pdb".to_string()]).unwrap();
        assert_eq!((named.len(), named[0].on_request), (1, None));
        let uva = entries(problem("uva10181").unwrap());
        let idastar = uva.iter().find(|e| e.name == "idastar").unwrap();
        assert_eq!(
            idastar.file.as_deref(),
            Some("solutions/uva10181/idastar.rs")
        );
        let lightoj = entries(problem("lightoj-15-puzzle").unwrap());
        assert!(lightoj.iter().any(|e| e.name == "pdb" && e.file.is_some()));
        assert!(!lightoj.iter().any(|e| e.name == "idastar"));
        let pdb = |id: &str| {
            let entries = entries(problem(id).unwrap());
            let pdb = entries.iter().find(|e| e.name == "pdb").unwrap();
            (pdb.part, pdb.file.clone().unwrap())
        };
        assert_eq!(
            pdb("uva10181"),
            ("idastar15_small", "solutions/uva10181/pdb.rs".into())
        );
        assert_eq!(
            pdb("mipt091"),
            ("idastar15_budget", "solutions/mipt091/pdb.rs".into())
        );
        let poj = entries(problem("poj1077").unwrap());
        let conflict = poj.iter().find(|e| e.name == "idastar-conflict").unwrap();
        assert_eq!(conflict.file, None);
        assert!(poj
            .iter()
            .find(|e| e.name == "astar")
            .unwrap()
            .file
            .is_some());
        let hdu = entries(problem("hdu3567").unwrap());
        assert_eq!(hdu[0].part, "lex_least");
        assert_eq!(hdu[0].file.as_deref(), Some("solutions/hdu3567/table.rs"));
    }

    #[test]
    fn select_keeps_the_page_order_and_names_the_strategies_on_a_bad_name() {
        let poj = problem("poj1077").unwrap();
        let names = vec!["idastar".to_string(), "bfs".to_string()];
        let picked: Vec<&str> = select(poj, &names)
            .unwrap()
            .iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(picked, ["bfs", "idastar"]);
        let error = select(poj, &["dfs".to_string()]).unwrap_err();
        assert!(
            error.contains("'dfs'") && error.contains("bibfs"),
            "{error}"
        );
    }
}
