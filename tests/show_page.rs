//! `judge show`: the numbers the page embeds are those `judge compare` reports for the same
//! board and strategy (default run), and the page replays its answers in a real browser
//! (ignored: `.ci/run` installs Debian's chromium): after the slider is moved to step k, the
//! board drawn in each panel is the board the checker's replay gives after k moves, and the
//! page loads with nothing on the console.

use npuzzle::board::{Board, Dir};
use npuzzle::problems::problem;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("show_page-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn judge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

fn ok(o: &Output) -> String {
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{text}\n{err}");
    text
}

/// The page's embedded data (`<script id="show-data">`).
fn data(html: &str) -> &str {
    let open = "id=\"show-data\">";
    let at = html.find(open).expect("the data block") + open.len();
    &html[at..at + html[at..].find("</script>").unwrap()]
}

/// The panels of the data, each as its JSON text (no panel holds a `{`).
fn panels(data: &str) -> Vec<&str> {
    let list = &data[data.find("\"panels\":[").unwrap()..];
    list.split("{\"name\":").skip(1).collect()
}

/// A field of a panel: a number, `null`, or a string's contents.
fn field<'a>(panel: &'a str, name: &str) -> &'a str {
    let key = format!("\"{name}\":");
    let at = panel
        .find(&key)
        .unwrap_or_else(|| panic!("{name} in {panel}"))
        + key.len();
    let rest = &panel[at..];
    if let Some(text) = rest.strip_prefix('"') {
        &text[..text.find('"').unwrap()]
    } else {
        &rest[..rest.find([',', '}', ']']).unwrap()]
    }
}

/// The comparison's rows: strategy → (expanded, generated, mean moves).
fn compared(markdown: &str) -> Vec<(String, String, String, String)> {
    (markdown.lines())
        .filter(|l| l.starts_with("| ") && !l.starts_with("| strategy") && !l.starts_with("| :"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let number = |i: usize| cells[i].replace(',', "");
            (cells[1].to_string(), number(6), number(7), number(8))
        })
        .collect()
}

/// Writes a case of one puzzle, makes the page of it (with `more` options) and the comparison
/// of the row's files on it, and checks every panel that runs a solution file against that
/// file's row; returns the page.
fn page_agrees_with_compare(id: &str, input: &str, more: &[&str], least_files: usize) -> String {
    let dir = scratch(id);
    let case = dir.join("one.in");
    std::fs::write(&case, input).unwrap();
    let (case, page) = (case.to_str().unwrap(), dir.join("page.html"));
    let mut show = vec!["show", id, "--case", case, "--out", page.to_str().unwrap()];
    show.extend(more);
    ok(&judge(&show));
    let html = std::fs::read_to_string(&page).unwrap();
    let svg = dir.join("chart.svg");
    let svg = svg.to_str().unwrap();
    let markdown = ok(&judge(&[
        "compare", id, "--cases", case, "--tl", "20", "--svg", svg,
    ]));
    let rows = compared(&markdown);
    let mut checked = 0;
    for panel in panels(data(&html)) {
        let file = field(panel, "file");
        if file == "null" {
            continue;
        }
        let stem = Path::new(file).file_stem().unwrap().to_str().unwrap();
        let row = (rows.iter().find(|r| r.0 == stem))
            .unwrap_or_else(|| panic!("{id}: no row {stem} in\n{markdown}"));
        let moves = field(panel, "moves").len();
        let shown = (field(panel, "expanded"), field(panel, "generated"));
        assert_eq!(shown, (row.1.as_str(), row.2.as_str()), "{id} {stem}");
        // The comparison gives the mean length only where it knows the fewest moves.
        if row.3 != "—" {
            assert_eq!(format!("{moves}.00"), row.3, "{id} {stem}: answer length");
        }
        checked += 1;
    }
    assert!(checked >= least_files, "{id}: {checked} panels checked");
    html
}

#[test]
fn the_page_shows_the_numbers_of_the_comparison_on_3x3_4x4_and_10x10() {
    // 31 moves, the deepest 8-puzzle but one: every 3×3 file of the row.
    page_agrees_with_compare("poj1077", "8 6 7 2 5 4 3 x 1\n", &[], 6);
    // Nine moves: every 4×4 file, BFS included, in a moment.
    let html = page_agrees_with_compare(
        "uva10181",
        "1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n",
        &[],
        6,
    );
    // On 4×4 the pattern-database IDA* runs first and its answer is the optimum the others
    // are measured against.
    assert!(
        html.contains("found by idastar (IDA*, admissible)"),
        "no optimum on 4×4"
    );
    let big = std::fs::read_to_string("cases/poj3240/07-10x10.in").unwrap();
    page_agrees_with_compare("poj3240", &big, &[], 2);
}

/// `"stages":[[threshold,expanded],…]` of a panel.
fn stages(panel: &str) -> Vec<(u32, u64)> {
    let at = panel.find("\"stages\":[").expect("stages") + "\"stages\":[".len();
    let text = &panel[at..at + panel[at..].find("]]").map_or(0, |end| end + 1)];
    (text.split(['[', ']', ',']))
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<u64>().unwrap())
        .collect::<Vec<u64>>()
        .chunks(2)
        .map(|pair| (pair[0] as u32, pair[1]))
        .collect()
}

/// Puzzle 7 of cases/korf24/01-easy.in, 42 moves: Manhattan distance solves it (no tables).
const KORF24_42: &str = "1\n8 11 2 4 3\n1 6 10 9 5\n7 22 12 14 15\n16 13 18 0 24\n21 23 17 20 19\n";

#[test]
fn the_korf24_page_replays_its_ida_star_with_the_nodes_of_each_iteration() {
    // Named, the search of solutions/korf24/pdb.rs runs: its numbers are the comparison's.
    let more = ["--strategies", "idastar-manhattan,pdb"];
    let html = page_agrees_with_compare("korf24", KORF24_42, &more, 1);
    let named_data = data(&html);
    assert!(named_data.contains("\"optimum\":42,"), "{named_data}");
    let board = Board::new(5, 5, list(named_data, "start")).unwrap();
    let named = panels(named_data);
    assert_eq!(named.len(), 2);
    for panel in &named {
        assert_eq!(field(panel, "done"), "true", "{panel}");
        let answer = field(panel, "answer");
        assert_eq!(answer.len(), 42, "{panel}");
        let goal = problem("korf24").unwrap().goal_board();
        assert_eq!(replayed("korf24", &board, answer, 42), goal.cells);
        // One bar an iteration, thresholds two apart up to the answer's length, their boards
        // adding up to the total.
        let stages = stages(panel);
        assert!(stages.len() >= 5, "{panel}");
        assert!(
            stages.windows(2).all(|w| w[1].0 == w[0].0 + 2),
            "{stages:?}"
        );
        assert_eq!(stages.last().unwrap().0, 42);
        let total: u64 = stages.iter().map(|s| s.1).sum();
        assert_eq!(field(panel, "expanded"), total.to_string());
        assert!(total > 10_000, "{total}");
    }
    // The Manhattan IDA* is that search's first try, which solves this board: the same nodes.
    for name in ["expanded", "generated", "moves"] {
        assert_eq!(field(named[0], name), field(named[1], name), "{name}");
    }
    assert_eq!(stages(named[0]), stages(named[1]));
    // By default only the Manhattan IDA* runs; the file's panel says how to ask for it.
    let dir = scratch("korf24-default");
    let (case, page) = (dir.join("one.in"), dir.join("page.html"));
    std::fs::write(&case, KORF24_42).unwrap();
    let (case, page) = (case.to_str().unwrap(), page.to_str().unwrap());
    ok(&judge(&["show", "korf24", "--case", case, "--out", page]));
    let html = std::fs::read_to_string(page).unwrap();
    let shown = panels(data(&html));
    // (`panels` splits at each panel's name.)
    assert!(
        shown[0].starts_with("\"idastar-manhattan\","),
        "{}",
        shown[0]
    );
    assert_eq!(field(shown[0], "expanded"), field(named[0], "expanded"));
    assert_eq!(stages(shown[0]), stages(named[0]));
    assert_eq!(field(shown[1], "file"), "solutions/korf24/pdb.rs");
    assert_eq!(field(shown[1], "expanded"), "0");
    assert!(field(shown[1], "skipped").contains("--strategies pdb"));
}

#[test]
fn bad_boards_and_options_get_one_line_and_a_nonzero_exit() {
    let dir = scratch("bad");
    let out = dir.join("x.html");
    let out = out.to_str().unwrap();
    for args in [
        &["show", "poj1077", "--board", "1 2 3", "--out", out][..],
        &[
            "show",
            "poj1077",
            "--board",
            "1 2 3 4 5 6 7 8 9",
            "--out",
            out,
        ],
        &["show", "poj1077", "--strategies", "dfs", "--out", out],
        &["show", "poj1077", "--tl", "soon", "--out", out],
        &["show", "poj1077", "--case", "no/such/file", "--out", out],
        &["show", "poj1077", "--puzzle", "0", "--out", out],
        &["show", "nope"],
        &["show"],
    ] {
        let o = judge(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_ne!(o.status.code(), Some(0), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("judge show"), "{args:?}: {err}");
    }
    assert!(!Path::new(out).exists());
}

/// The tiles of each panel's board as the browser drew them, read back from the DOM:
/// `cells[c]` = the tile on cell c (0: the blank).
fn drawn(dom: &str, cells: usize) -> Vec<Vec<u32>> {
    (dom.split("class=\"board\"").skip(1))
        .map(|board| {
            let board = &board[..board.find("class=\"step\"").unwrap_or(board.len())];
            let mut drawn = vec![0; cells];
            for tile in board.split("<div ").skip(1) {
                let attr = |name: &str| -> Option<usize> {
                    let key = format!("data-{name}=\"");
                    let at = tile.find(&key)? + key.len();
                    tile[at..at + tile[at..].find('"')?].parse().ok()
                };
                if let (Some(t), Some(c)) = (attr("tile"), attr("cell")) {
                    drawn[c] = t as u32;
                }
            }
            drawn
        })
        .collect()
}

/// `start` after the first `k` moves of `answer` (in the row's letters), replayed on the
/// library's board as the checker replays an answer.
fn replayed(id: &str, start: &Board, answer: &str, k: usize) -> Vec<u32> {
    let letters = match problem(id).unwrap().output {
        npuzzle::problems::OutputFormat::Moves { letters } => letters,
        _ => *b"UDLR",
    };
    let dirs: Vec<Dir> = (answer.bytes().take(k))
        .map(|l| Dir::ALL[letters.iter().position(|&x| x == l).unwrap()])
        .collect();
    let mut board = start.clone();
    board.apply_all(&dirs).unwrap();
    board.cells
}

#[test]
#[ignore]
fn in_chromium_the_slider_replays_the_checkers_boards_and_the_console_stays_clean() {
    for (id, args) in [
        ("poj1077", &["--board", "8 6 7 2 5 4 3 x 1"][..]),
        (
            "uva10181",
            &["--case", "cases/uva10181/09-scrambled-42-45.in"],
        ),
        ("poj3240", &["--case", "cases/poj3240/07-10x10.in"]),
        (
            "korf24",
            &["--case", "cases/korf24/01-easy.in", "--puzzle", "7"],
        ),
    ] {
        let dir = scratch(&format!("chromium-{id}"));
        let page = dir.join("page.html");
        let mut show = vec!["show", id, "--out", page.to_str().unwrap()];
        show.extend(args);
        ok(&judge(&show));
        let html = std::fs::read_to_string(&page).unwrap();
        let data = data(&html);
        let start = list(data, "start");
        let width: usize = field(data, "width").parse().unwrap();
        let board = Board::new(width, start.len() / width, start.clone()).unwrap();
        let panels = panels(data);
        for k in [0, 1, 7, 30] {
            let dom = chromium(&page, &dir, "--dump-dom", k);
            let boards = drawn(&dom, start.len());
            assert_eq!(boards.len(), panels.len(), "{id}: one board a panel");
            for (panel, drawn) in panels.iter().zip(&boards) {
                let answer = field(panel, "answer");
                if answer == "null" {
                    continue;
                }
                let want = replayed(id, &board, answer, k);
                assert_eq!(drawn, &want, "{id} {panel} after {k} moves");
            }
        }
        let shot = dir.join("page.png");
        let flag = format!("--screenshot={}", shot.display());
        let log = chromium(&page, &dir, &flag, 5);
        assert!(
            std::fs::metadata(&shot).unwrap().len() > 10_000,
            "{id}: a screenshot"
        );
        let console: Vec<&str> = log.lines().filter(|l| l.contains("CONSOLE")).collect();
        assert!(console.is_empty(), "{id}: the console said {console:?}");
    }
}

/// A list of numbers of the data (`"start":[…]`).
fn list(data: &str, name: &str) -> Vec<u32> {
    let key = format!("\"{name}\":[");
    let at = data.find(&key).unwrap() + key.len();
    let text = &data[at..at + data[at..].find(']').unwrap()];
    text.split(',').map(|n| n.parse().unwrap()).collect()
}

/// Headless chromium on the page at `#step=k`, run with `flag`: the DOM it dumped (stdout), or
/// for a screenshot its log (stderr, where the page's console lines go).
fn chromium(page: &Path, dir: &Path, flag: &str, k: usize) -> String {
    let url = format!("file://{}#step={k}", page.canonicalize().unwrap().display());
    let profile = dir.join("profile");
    let o = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
        ])
        .args([
            "--window-size=1400,1800",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args([flag, &url])
        .current_dir(dir)
        .output()
        .expect("chromium (apt-get install chromium)");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = if flag == "--dump-dom" {
        o.stdout
    } else {
        o.stderr
    };
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn an_existing_out_file_is_never_replaced_without_force() {
    let dir = scratch("foreign");
    // Whatever it holds: a source file, or one that quotes the page's own footer.
    for (name, held) in [
        ("mod.rs", "//! the project's own source\n".to_string()),
        (
            "page.html",
            "Made by <code>judge show</code>. Someone's notes.\n".to_string(),
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, &held).unwrap();
        let o = judge(&["show", "poj1077", "--out", file.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{name}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("exists; pass --force"), "{err}");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            held,
            "{name} changed"
        );
    }
}
