//! `judge limits`: the table of one tiny row (Kattis npuzzle, whose file does no search) end to
//! end, and its argument errors. No timing is asserted: the benchmark shows the times.

use judge_common::{judge, stderr, stdout};

mod judge_common;

#[test]
fn the_table_of_one_row_names_its_file_input_limits_and_verdict() {
    let o = judge(&["limits", "kattis-npuzzle"]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{text}{}", stderr(&o));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("| row "), "{text}");
    for head in [
        "file",
        "hardest input",
        "wall",
        "CPU",
        "peak memory",
        "limit",
        "verdict",
    ] {
        assert!(lines[0].contains(head), "no column {head}: {text}");
    }
    let rows: Vec<&&str> = lines.iter().filter(|l| l.starts_with("| kattis")).collect();
    assert_eq!(rows.len(), 1, "{text}");
    let cells: Vec<&str> = rows[0].split('|').map(str::trim).collect();
    assert_eq!(cells[2], "solutions/kattis-npuzzle/scatter.rs");
    assert_eq!(cells[4], "1", "one run of one input");
    assert_eq!(cells[8], "1 s, 1024 MB");
    assert!(cells[10].starts_with("AC ("), "{}", cells[10]);
    // The input it ran is left where the help says, with no answer file (none is needed).
    let input = npuzzle::checkout::path("target/limits/kattis-npuzzle/01.in");
    let board = std::fs::read_to_string(input).unwrap();
    assert_eq!(board.lines().count(), 4, "{board}");
}

#[test]
fn bad_arguments_are_one_line_and_exit_2() {
    for args in [
        &["limits", "no-such-row"][..],
        &["limits", "--runs", "0"],
        &["limits", "--runs", "x"],
        &["limits", "--bogus"],
    ] {
        let o = judge(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}
