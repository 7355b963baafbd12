//! The assembled solution files are what the parts and recipes make (`judge assemble --check`
//! in a test), and a change to a part reaches every file that uses it and no other.

use npuzzle::assemble::{assemble, assemble_all, assemble_all_with, differences, parts_of, Recipe};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read_part(part: &str) -> Result<String, String> {
    let path = root().join("src/parts").join(format!("{}.rs", part));
    fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))
}

/// Every file as the parts make it, made once for all the tests (each goes through rustfmt).
fn assembled() -> &'static [(Recipe, PathBuf, String)] {
    static MADE: OnceLock<Vec<(Recipe, PathBuf, String)>> = OnceLock::new();
    MADE.get_or_init(|| assemble_all(root()).unwrap())
}

#[test]
fn every_file_is_up_to_date() {
    let mut stale = Vec::new();
    for (_, path, text) in assembled() {
        let found = fs::read_to_string(root().join(path)).unwrap_or_default();
        stale.extend(differences(path, text, &found));
    }
    assert!(
        stale.is_empty(),
        "run `judge assemble`:\n{}",
        stale.join("\n")
    );
}

#[test]
fn a_changed_part_changes_every_file_that_uses_it() {
    // Every part gets a line naming it; each file must carry exactly the lines of its parts.
    let probed = |part: &str| read_part(part).map(|text| format!("// probe: {}\n{}", part, text));
    // Made before the plain files are asked for, so another test can make those meanwhile.
    let probes = assemble_all_with(&probed).unwrap();
    assert_eq!(probes.len(), assembled().len());
    for ((recipe, _, plain), (_, _, text)) in assembled().iter().zip(probes) {
        assert_ne!(&text, plain);
        // The parts the file carries (it leaves out those it uses nothing of), each one that
        // the recipe's parts reach.
        let parts = parts_of(recipe, &read_part).unwrap();
        let mut expected: Vec<&str> = plain
            .lines()
            .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(" {"))
            .collect();
        assert!(expected.iter().all(|p| parts.contains(*p)), "{expected:?}");
        let mut found: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("// probe: "))
            .collect();
        found.sort_unstable();
        expected.sort_unstable();
        assert_eq!(found, expected, "{}/{}", recipe.folder, recipe.strategy);
    }
}

#[test]
fn check_names_the_section_that_differs() {
    let (_, path, text) = &assembled()[0];
    let edited = text.replacen("pub fn slide", "pub fn slide_edited", 1);
    let lines = differences(path, text, &edited);
    assert_eq!(lines.len(), 1, "{:?}", lines);
    assert!(
        lines[0].contains("section 'part board' differs"),
        "{}",
        lines[0]
    );
    assert!(differences(path, text, text).is_empty());
}

#[test]
fn all_at_once_makes_what_each_recipe_makes_alone() {
    // assemble_all reads each part once and orders the parts once for every file: the same
    // text as one file assembled alone (the first, a folder of several, and the last).
    let made = assembled();
    for (recipe, _, text) in [&made[0], &made[made.len() - 1]] {
        assert_eq!(&assemble(recipe, &read_part).unwrap(), text);
    }
}
