//! `judge show ID [--board "…" | --case FILE] [--strategies a,b,…] [--out FILE.html]`: one
//! self-contained HTML page that shows the strategies side by side on one board — each
//! replaying its answer move by move, all in step; what each search did, per depth, per f, per
//! IDA* threshold or per line, as its part told it (`parts::search::Tally`); the heuristics
//! along the optimal path against the true distance. docs/show.md says more.

pub mod catalog;
pub mod charts;
pub mod frame;
pub mod gather;
pub mod heuristics;
pub mod json;
pub mod page;
pub mod puzzle;
pub mod record;
pub mod script;
pub mod solo;

use crate::board::Board;
use crate::judge::cli::args::{self, Arity};
use crate::problems::{self, Problem};
use catalog::{Entry, Shape};
use gather::{Budget, Outcome};
use heuristics::Column;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The usage line and what the command does (the judge's `SUBCOMMANDS` table holds it).
pub const HELP: &str =
    "judge show ID [--board \"…\" | --case FILE [--puzzle K]] [--strategies NAME[,NAME...]]
          [--out FILE.html [--force]] [--tl SECONDS] [--ml MB] [--jobs N]
    one self-contained HTML page (no network, nothing beside it) with the strategies of row ID
    side by side on one board: each replays its answer (play, pause, step, a slider; all in
    step), charts what its search did as the parts counted it (boards per depth, per f, per IDA*
    threshold, both frontiers of the bidirectional search) with its nodes, time and length
    against the optimum, and the heuristics along the optimal path against the true distance.
    --board: one puzzle as the row's input writes it; --case: puzzle K (default 1) of a file;
    default: the row's first case. Each strategy runs in its own process with --tl CPU seconds
    (default 5) and --ml MB (default the row's limit, 256 to 1024): one over them is shown
    stopped, with why. Writes target/show/ID.html (its own, replaced) unless --out: an existing
    file there is never replaced, whatever it holds, unless --force. A strategy whose tables take
    minutes (korf24's pdb) runs only when --strategies names it. --run NAME: run one strategy on
    the puzzle of stdin and print what it recorded (what the page is made of).";

const OPTIONS: &[(&str, Arity)] = &[
    ("--board", Arity::One),
    ("--case", Arity::One),
    ("--puzzle", Arity::One),
    ("--strategies", Arity::Many),
    ("--out", Arity::One),
    ("--force", Arity::Flag),
    ("--tl", Arity::One),
    ("--ml", Arity::One),
    ("--jobs", Arity::One),
    ("--run", Arity::One),
];

/// What a page shows.
pub struct Show {
    pub problem: &'static Problem,
    pub start: Board,
    pub goal: Board,
    pub source: String,
    /// The fewest moves and how they are known.
    pub optimum: Option<(usize, String)>,
    /// The start's Manhattan distance (big boards: what an answer is measured against).
    pub lower_bound: usize,
    /// The verdict line: solvable or not, and by what.
    pub verdict: String,
    pub outcomes: Vec<Outcome>,
    /// The heuristic view: whose answer it follows, and its columns.
    pub heuristics: Option<(String, Vec<Column>)>,
    pub budget: Budget,
}

/// `judge show …`: the exit status, or the one line of an error.
pub fn run(argv: &[String]) -> Result<i32, String> {
    let parsed = args::parse("show", argv, OPTIONS)?;
    let problem = match parsed.positional.as_slice() {
        [id] => problems::problem(id).ok_or_else(|| {
            format!(
                "judge show: unknown problem '{id}' (expected one of {})",
                problems::ids()
            )
        })?,
        [] => return Err("judge show: name a problem (judge show ID)".to_string()),
        more => return Err(format!("judge show: one problem, not {}", more.len())),
    };
    if let Some(name) = parsed.value("--run") {
        let mut input = Vec::new();
        std::io::stdin()
            .read_to_end(&mut input)
            .map_err(|e| format!("judge show --run: cannot read stdin: {e}"))?;
        let lines = solo::run(problem, name, &input)?;
        let _ = std::io::stdout().write_all(lines.as_bytes());
        return Ok(0);
    }
    let names: Vec<String> = (parsed.values("--strategies").iter())
        .flat_map(|v| v.split(','))
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect();
    let entries = catalog::select(problem, &names)?;
    let puzzle = parsed
        .number::<usize>("--puzzle", "a puzzle number from 1")?
        .unwrap_or(1);
    if puzzle == 0 {
        return Err("judge show: --puzzle counts from 1".to_string());
    }
    let chosen = puzzle::choose(
        problem,
        parsed.value("--board"),
        parsed.value("--case").map(Path::new),
        puzzle,
    )?;
    let budget = budget(&parsed, problem)?;
    // The default page is judge show's own, replaced; a file named by --out only with --force.
    let (out, force) = match parsed.value("--out") {
        Some(out) => (PathBuf::from(out), parsed.flag("--force")),
        None => {
            let own = crate::checkout::path("target/show");
            (own.join(format!("{}.html", problem.id)), true)
        }
    };
    // Refused before any strategy runs (and looked at again when written).
    if !force && std::fs::symlink_metadata(&out).is_ok() {
        return Err(format!(
            "judge show: {} exists; pass --force to replace it",
            out.display()
        ));
    }
    let exe = std::env::current_exe().map_err(|e| format!("judge show: {e}"))?;
    let show = make(&exe, problem, chosen, &entries, budget);
    let html = page::page(&show);
    crate::gen::write_new(&out, &html, force).map_err(|e| format!("judge show: {e}"))?;
    let ended = show.outcomes.iter().filter(|o| o.moves().is_some()).count();
    crate::say!(
        "{} · {} of {} strategies reached the goal · {}",
        out.display(),
        ended,
        show.outcomes.len(),
        show.verdict
    );
    Ok(0)
}

/// The limits of each run: `--tl`, `--ml`, `--jobs`.
fn budget(parsed: &args::Parsed, problem: &Problem) -> Result<Budget, String> {
    let tl = parsed.number::<f64>("--tl", "seconds")?.unwrap_or(5.0);
    if !(tl > 0.0 && tl <= 3600.0) {
        return Err("judge show: --tl expects seconds above 0, at most 3600".to_string());
    }
    let ml = parsed.number::<u64>("--ml", "megabytes")?;
    let ml = ml.unwrap_or(problem.memory_limit_mb.clamp(256, 1024));
    if !(16..=1 << 20).contains(&ml) {
        return Err("judge show: --ml expects 16 MB to 1 TB".to_string());
    }
    let jobs = parsed
        .number::<usize>("--jobs", "a number of runs at once")?
        .unwrap_or(2);
    if jobs == 0 {
        return Err("judge show: --jobs expects at least 1".to_string());
    }
    Ok(Budget {
        cpu: Duration::from_secs_f64(tl),
        memory_mb: ml,
        jobs,
    })
}

/// Runs what the page shows.
pub fn make(
    exe: &Path,
    problem: &'static Problem,
    chosen: puzzle::Chosen,
    entries: &[Entry],
    budget: Budget,
) -> Show {
    let puzzle::Chosen {
        start,
        goal,
        source,
    } = chosen;
    let shape = catalog::shape(problem).unwrap_or(Shape::Big);
    let oracle = crate::oracle::for_goal(&goal);
    let optimum = oracle
        .and_then(|o| o.distance(&start))
        .map(|d| (d as usize, "the BFS oracle's distance".to_string()));
    let (solvable, mut verdict) = verdict(problem, &start, &goal);
    verdict.push_str(&framing(shape, &goal));
    let runnable = match shape {
        Shape::Big if start.len() > solo::MAX_BIG => Err(format!(
            "the construction and the beam are shown on boards of up to {} cells",
            solo::MAX_BIG
        )),
        _ if !solvable => Err("no search runs on it".to_string()),
        _ => Ok(()),
    };
    let verdict = match &runnable {
        Err(why) => format!("{verdict}; {why}"),
        Ok(()) => verdict,
    };
    let outcomes = match runnable {
        Ok(()) => gather::gather(
            exe,
            problem,
            (&start, &goal),
            entries,
            (shape, optimum.as_ref().map(|o| o.0)),
            budget,
        ),
        Err(_) => Vec::new(),
    };
    // The 5×5 searches are all IDA* with an admissible estimate: the first answer is optimal.
    let is_reference = |o: &Outcome| match shape {
        Shape::TwentyFour => o.entry.optimal && o.moves().is_some(),
        _ => o.entry.is_optimal_pdb15(),
    };
    let optimum = optimum.or_else(|| {
        let reference = outcomes.iter().find(|o| is_reference(o))?;
        let moves = reference.moves()?;
        Some((
            moves.len(),
            format!("found by {} (IDA*, admissible)", reference.entry.name),
        ))
    });
    let heuristics =
        (shape != Shape::Big).then(|| follow(shape, &start, &goal, &outcomes, optimum.as_ref()));
    Show {
        problem,
        lower_bound: manhattan(&start, &goal),
        start,
        goal,
        source,
        optimum,
        verdict,
        outcomes,
        heuristics: heuristics.flatten(),
        budget,
    }
}

/// The heuristic view along the first optimal answer of the page (by its panel's name).
fn follow(
    shape: Shape,
    start: &Board,
    goal: &Board,
    outcomes: &[Outcome],
    optimum: Option<&(usize, String)>,
) -> Option<(String, Vec<Column>)> {
    let best = optimum?.0;
    let (name, moves) = (outcomes.iter())
        .filter(|o| o.entry.optimal)
        .find_map(|o| {
            o.moves()
                .filter(|m| m.len() == best)
                .map(|m| (o.entry.name, m))
        })?;
    let columns = heuristics::view(shape, start, goal, moves);
    Some((format!("the {name} panel's"), columns))
}

/// Whether the board can reach its goal, and the line saying so and by what.
fn verdict(problem: &Problem, start: &Board, goal: &Board) -> (bool, String) {
    let sized = matches!(problem.input.cells, problems::CellFormat::Sized { .. });
    let yes = if sized {
        let mut scratch = Vec::new();
        let cells = &start.cells;
        crate::parts::parity_cycles::solvable(start.width, start.height, cells, &mut scratch)
            .unwrap_or(false)
    } else {
        crate::parity::solvable(start, goal)
    };
    let how = if sized {
        "by the parity of its permutation and of the blank's distance (parts/parity_cycles.rs, as the \
         row's files decide it)"
    } else {
        "by the parity of its permutation and of the blank's distance"
    };
    let what = if yes { "solvable" } else { "unsolvable" };
    let mut line = format!("{what}, {how}");
    if problem.output == problems::OutputFormat::Scatter {
        let cells: Vec<u8> = start.cells.iter().map(|&t| t as u8).collect();
        let goal: Vec<u8> = goal.cells.iter().map(|&t| t as u8).collect();
        let scatter = crate::parts::scatter::scatter(&cells, &goal, start.width);
        line.push_str(&format!(
            "; the row's answer, the scatter (the tiles' Manhattan distances): {scatter}"
        ));
    }
    (yes, line)
}

/// How the small searches see a board whose goal is not the one they are compiled for.
fn framing(shape: Shape, goal: &Board) -> String {
    let Some(frame) = frame::frame(goal).filter(|_| shape == Shape::Small) else {
        return String::new();
    };
    let same = frame.target.goal() == &goal.cells[..];
    let turned = frame.symmetry != frame::Symmetry::NONE;
    match (same, turned) {
        (true, _) => String::new(),
        (false, false) => "; the searches (not the table) run on the board relabelled so that \
                           its goal is the one they are compiled for"
            .to_string(),
        (false, true) => "; the searches (not the table) run on the board turned or mirrored and \
                          relabelled so that its goal is one they are compiled for, their \
                          moves turned back"
            .to_string(),
    }
}

/// The sum of the tiles' distances to their cells in `goal`.
fn manhattan(start: &Board, goal: &Board) -> usize {
    let mut home = vec![0; goal.len()];
    for (i, &t) in goal.cells.iter().enumerate() {
        home[t as usize] = i;
    }
    let w = start.width;
    (start.cells.iter().enumerate())
        .filter(|(_, &t)| t != 0)
        .map(|(i, &t)| {
            let g = home[t as usize];
            (i / w).abs_diff(g / w) + (i % w).abs_diff(g % w)
        })
        .sum()
}
