//! The assembled solution files are what the parts and recipes make (`judge assemble --check`
//! in a test), and a change to a part reaches every file that uses it and no other.

use npuzzle::assemble::{assemble, assemble_all, assemble_all_with, differences, parts_of, Recipe};
use npuzzle::assemble::{part_file, part_files};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read_part(part: &str) -> Result<String, String> {
    let path = part_file(&root().join("src/parts"), part)?;
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

#[test]
fn check_fails_on_a_file_over_its_judges_source_limit() {
    // A copy of the parts and of every file as the parts make it, one of them padded past the
    // 40,000 bytes of UVa, the judge it is recommended for.
    let dir = std::env::temp_dir().join(format!("npuzzle-oversize-{}", std::process::id()));
    let parts = dir.join("src/parts");
    fs::create_dir_all(&parts).unwrap();
    for path in part_files(&root().join("src/parts")).unwrap() {
        let role = parts.join(path.parent().unwrap().file_name().unwrap());
        fs::create_dir_all(&role).unwrap();
        fs::copy(&path, role.join(path.file_name().unwrap())).unwrap();
    }
    let padded = Path::new("solutions/uva10181/pdb.rs");
    for (_, path, text) in assembled() {
        fs::create_dir_all(dir.join(path).parent().unwrap()).unwrap();
        let text = match path == padded {
            true => format!("{text}\n{}\n", "// padding\n".repeat(4_000)),
            false => text.clone(),
        };
        fs::write(dir.join(path), text).unwrap();
    }
    let check = std::process::Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["assemble", "--check"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(1), "{report}");
    assert!(
        report.contains("solutions/uva10181/pdb.rs: ")
            && report.contains(" bytes, over the 40000 uva10181 takes"),
        "{report}"
    );
    // The other files fit, and differ from nothing.
    assert_eq!(report.matches("bytes, over").count(), 1, "{report}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_file_fits_and_none_allows_dead_code() {
    for (recipe, path, text) in assembled() {
        assert_eq!(npuzzle::assemble::oversize(recipe, text), None);
        assert!(
            text.len() as u64 <= npuzzle::assemble::MOST,
            "{}",
            path.display()
        );
        assert!(!text.contains("allow(dead_code)"), "{}", path.display());
        assert!(
            text.starts_with(npuzzle::assemble::GENERATED),
            "{}",
            path.display()
        );
    }
    let recipe = assembled()
        .iter()
        .find(|(r, _, _)| r.folder == "uva10181" && r.strategy == "pdb")
        .unwrap()
        .0;
    let over = npuzzle::assemble::oversize(&recipe, &"x".repeat(40_001)).unwrap();
    assert_eq!(
        over,
        "solutions/uva10181/pdb.rs: 40001 bytes, over the 40000 uva10181 takes"
    );
    assert_eq!(
        npuzzle::assemble::oversize(&recipe, &"x".repeat(40_000)),
        None
    );
}
