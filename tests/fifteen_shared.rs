//! solutions/uva10181: every file opens with the header keys in order, and its shared sections
//! (`// ---- shared: NAME ----` .. `// ---- end shared: NAME ----`) have the same names in the same
//! order with byte-identical bodies. (tests/solutions_shared.rs checks every folder generically;
//! this one names the 15-puzzle files and says which section drifted.)

use std::fs;

/// The files still written by hand (idastar.rs is assembled: `judge assemble --check`).
const FILES: [&str; 2] = ["bfs", "bibfs"];
const HEADER: [&str; 6] = [
    "Problem:",
    "Strategy:",
    "Heuristic:",
    "Time:",
    "Memory:",
    "Status:",
];

fn source(name: &str) -> String {
    let path = format!(
        "{}/solutions/uva10181/{}.rs",
        env!("CARGO_MANIFEST_DIR"),
        name
    );
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e))
}

/// (name, body) of every shared section, in file order.
fn shared_sections(text: &str) -> Vec<(String, String)> {
    let mut sections = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some(name) = line
            .strip_prefix("// ---- shared: ")
            .and_then(|rest| rest.strip_suffix(" ----"))
        {
            let end = format!("// ---- end shared: {} ----", name);
            let mut body = String::new();
            loop {
                let inner = lines
                    .next()
                    .unwrap_or_else(|| panic!("section {} never ends", name));
                if inner == end {
                    break;
                }
                body.push_str(inner);
                body.push('\n');
            }
            sections.push((name.to_string(), body));
        }
    }
    sections
}

#[test]
fn headers_have_the_keys_in_order() {
    for name in FILES.iter() {
        let text = source(name);
        let keys: Vec<&str> = text
            .lines()
            .take_while(|line| line.starts_with("//!"))
            // A key line has its key right after `//! `; continuation lines are indented.
            .filter(|line| !line[3..].starts_with("  "))
            .filter_map(|line| line[3..].split_whitespace().next())
            .collect();
        assert_eq!(keys, HEADER.to_vec(), "{}.rs header", name);
    }
}

#[test]
fn shared_sections_are_identical() {
    let reference = shared_sections(&source(FILES[0]));
    let names: Vec<&str> = reference.iter().map(|s| s.0.as_str()).collect();
    assert_eq!(
        names,
        ["board", "parse", "solvability", "stats", "output", "main"]
    );
    for name in FILES.iter().skip(1) {
        let sections = shared_sections(&source(name));
        let other: Vec<&str> = sections.iter().map(|s| s.0.as_str()).collect();
        assert_eq!(other, names, "{}.rs: shared section names", name);
        for (mine, theirs) in reference.iter().zip(&sections) {
            assert!(
                mine.1 == theirs.1,
                "{}.rs: shared section {} drifted from astar.rs",
                name,
                mine.0
            );
        }
    }
}

#[test]
fn sections_come_in_the_agreed_order() {
    let order = [
        "// ---- constants and tables ----",
        "// ---- shared: board ----",
        "// ---- search ----",
        "// ---- solve ----",
        "// ---- shared: main ----",
        "#[cfg(test)]",
    ];
    for name in FILES.iter() {
        let text = source(name);
        let positions: Vec<usize> = order
            .iter()
            .map(|marker| {
                text.find(marker)
                    .unwrap_or_else(|| panic!("{}.rs lacks {}", name, marker))
            })
            .collect();
        assert!(
            positions.windows(2).all(|w| w[0] < w[1]),
            "{}.rs: sections out of order",
            name
        );
        if let Some(heuristic) = text.find("// ---- heuristic ----") {
            assert!(
                positions[1] < heuristic && heuristic < positions[2],
                "{}.rs: heuristic",
                name
            );
        }
    }
}
