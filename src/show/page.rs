//! The page: one HTML file with its style, its script, its SVG charts and its data inline —
//! nothing fetched, nothing beside it. The data (`<script type="application/json"
//! id="show-data">`) is what the runs recorded; the charts and the numbers are drawn from it.

use super::catalog::Kind;
use super::charts;
use super::gather::Outcome;
use super::heuristics::Column;
use super::json::MAX_DRAWN;
use super::script::{SCRIPT, STYLE};
use super::Show;
use crate::judge::cli::table::thousands;
use crate::judge::compare::svg::escape;
use std::fmt::Write;

/// The whole page.
pub fn page(show: &Show) -> String {
    let p = show.problem;
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\">\
         <title>judge show {}</title><style>{STYLE}</style></head><body>\n",
        escape(p.id)
    );
    header(&mut html, show);
    html.push_str(
        "<div class=\"controls\"><button id=\"first\" title=\"to the start\">\u{ab}</button>\
         <button id=\"back\" title=\"one move back\">\u{2039}</button>\
         <button id=\"play\" title=\"play / pause\">\u{25b6}</button>\
         <button id=\"next\" title=\"one move on\">\u{203a}</button>\
         <button id=\"last\" title=\"to the end\">\u{bb}</button>\
         <input type=\"range\" id=\"slider\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"step\">\
         <span id=\"at\">step 0</span><select id=\"speed\" aria-label=\"speed\">\
         <option value=\"600\">slow</option><option value=\"250\" selected>normal</option>\
         <option value=\"60\">fast</option><option value=\"10\">fastest</option></select></div>\n<main>",
    );
    if !show.outcomes.is_empty() {
        html.push_str("<h2>What each search did</h2><div class=\"wide\">");
        html.push_str(&charts::totals(&totals(show)));
        html.push_str("</div><div class=\"panels\">");
        for (i, outcome) in show.outcomes.iter().enumerate() {
            panel(&mut html, show, i, outcome);
        }
        html.push_str("</div>");
    }
    heuristic_view(&mut html, show);
    footer(&mut html, show);
    let _ = writeln!(
        html,
        "</main><script type=\"application/json\" id=\"show-data\">{}</script>\
         <script>{SCRIPT}</script></body></html>",
        super::json::data(show)
    );
    html
}

fn header(html: &mut String, show: &Show) {
    let p = show.problem;
    let _ = writeln!(
        html,
        "<header><h1>{} — the searches side by side</h1><div class=\"sub\">{} · {}×{} · board \
         from {} · {}</div><p>{}</p></header>",
        escape(p.id),
        escape(p.judges),
        show.start.width,
        show.start.height,
        escape(&show.source),
        match &show.optimum {
            Some((length, how)) => format!("optimum: <b>{length}</b> moves ({})", escape(how)),
            None => "optimum: not known".to_string(),
        },
        escape(&show.verdict)
    );
}

/// One line a strategy for the overview: its total and what it answered.
fn totals(show: &Show) -> Vec<(String, Option<u64>, String)> {
    (show.outcomes.iter())
        .map(|o| {
            let name = o.entry.name.to_string();
            let total = o.skipped.is_none().then_some(o.recording.expanded);
            let note = match (&o.skipped, &o.stopped, o.recording.moves.as_ref()) {
                (Some(_), _, _) => "not run".to_string(),
                (_, Some(_), _) => format!("{} (stopped)", thousands(o.recording.expanded)),
                (_, _, Some(m)) => {
                    format!("{} · {} moves", thousands(o.recording.expanded), m.len())
                }
                _ => format!("{} · none within the cap", thousands(o.recording.expanded)),
            };
            (name, total, note)
        })
        .collect()
}

/// `35 µs`, `1.2 ms`, `312 ms`, `2.41 s`.
pub fn seconds(s: f64) -> String {
    if s < 0.001 {
        format!("{:.0} µs", s * 1e6)
    } else {
        crate::judge::cli::table::duration(std::time::Duration::from_secs_f64(s))
    }
}

fn panel(html: &mut String, show: &Show, i: usize, o: &Outcome) {
    let e = &o.entry;
    let class = match (&o.skipped, &o.stopped) {
        (Some(_), _) => "panel skipped",
        (_, Some(_)) => "panel stopped",
        _ => "panel",
    };
    let file = match &e.file {
        Some(file) => format!("= <code>{}</code>", escape(file)),
        None => "(no solution file of this row runs it)".to_string(),
    };
    let _ = write!(
        html,
        "<section class=\"{class}\" data-name=\"{}\"><h3>{} · {}</h3><div class=\"sub\">\
         <code>{}</code>{} {file}</div><div class=\"row\">",
        escape(e.name),
        escape(e.title),
        escape(e.heuristic),
        part_path(e.part),
        e.heuristic_part
            .map_or(String::new(), |h| format!(" + <code>{h}.rs</code>")),
    );
    if show.start.len() <= MAX_DRAWN {
        let _ = write!(html, "<div class=\"board\" data-panel=\"{i}\"></div>");
    }
    html.push_str(&numbers(show, o));
    let _ = write!(html, "</div><div class=\"step\" data-panel=\"{i}\"></div>");
    if let Some(why) = o.skipped.as_ref().or(o.stopped.as_ref()) {
        let _ = write!(html, "<div class=\"why\">{}</div>", escape(why));
    }
    html.push_str(&chart(o, i));
    html.push_str("</section>\n");
}

/// The panel's table of numbers.
fn numbers(show: &Show, o: &Outcome) -> String {
    let r = &o.recording;
    let mut rows: Vec<(&str, String)> = Vec::new();
    if o.skipped.is_none() {
        if r.done {
            rows.push(("expanded", thousands(r.expanded)));
            rows.push(("generated", thousands(r.generated)));
        } else {
            rows.push((
                "expanded",
                format!("{} by the last report", thousands(r.expanded)),
            ));
        }
        if r.done {
            let wall = seconds(r.search_wall);
            rows.push(("search", format!("{} CPU ({wall} wall)", seconds(r.search))));
        }
        if r.setup >= 0.0005 {
            rows.push(("set-up", format!("{} CPU (its tables)", seconds(r.setup))));
        }
        let peak = crate::judge::cli::table::memory((o.peak_mb * 1048576.0) as u64);
        rows.push(("process", format!("{} CPU, {peak} peak", seconds(o.cpu))));
    }
    let answer = match (o.moves(), show.optimum.as_ref().map(|o| o.0)) {
        (Some(m), Some(best)) if m.len() == best => format!("{} moves = the optimum", m.len()),
        (Some(m), Some(best)) => format!(
            "{} moves: {:+} on the optimum",
            m.len(),
            m.len() as i64 - best as i64
        ),
        (Some(m), None) => format!(
            "{} moves ({:.1}× the Manhattan lower bound {})",
            m.len(),
            m.len() as f64 / show.lower_bound.max(1) as f64,
            show.lower_bound
        ),
        (None, _) if o.stopped.is_none() && o.skipped.is_none() => {
            "none within the row's cap".to_string()
        }
        _ => "—".to_string(),
    };
    rows.push(("answer", answer));
    let mut table = String::from("<table class=\"numbers\">");
    for (name, value) in rows {
        let _ = write!(table, "<tr><td>{name}</td><td>{}</td></tr>", escape(&value));
    }
    table.push_str("</table>");
    table
}

/// The chart of what the search did, by its kind.
fn chart(o: &Outcome, i: usize) -> String {
    let r = &o.recording;
    let pairs = |counts: &[u64]| -> Vec<(u32, u64)> {
        let first = counts.iter().position(|&c| c > 0).unwrap_or(counts.len());
        let last = counts.iter().rposition(|&c| c > 0).map_or(0, |l| l + 1);
        (first..last.max(first))
            .map(|k| (k as u32, counts[k]))
            .collect()
    };
    let x_name = match o.entry.kind {
        Kind::Layers => "depth",
        Kind::ByF => "f = g + h",
        Kind::ByH => "h of the board expanded",
        Kind::Iterations => "threshold of the iteration",
        Kind::Lines => "line placed",
        Kind::Sides | Kind::Lookup => "",
    };
    match o.entry.kind {
        _ if o.skipped.is_some() => String::new(),
        Kind::Lookup => "<div class=\"sub\">no search: the walk reads one table entry a move \
                         (the table itself is built once, by BFS from the goal)</div>"
            .to_string(),
        Kind::Sides => {
            let meet = o.moves().map_or(r.at[0].len() + r.at[1].len(), <[u8]>::len);
            charts::sides(&r.at[0], &r.at[1], meet)
        }
        Kind::Iterations | Kind::Lines => charts::bars(&r.stages, x_name, i),
        // f keeps its parity on a grid (each move changes h by one): only the values met.
        Kind::ByF => {
            let met: Vec<(u32, u64)> = pairs(&r.at[0]).into_iter().filter(|p| p.1 > 0).collect();
            charts::bars(&met, x_name, i)
        }
        _ => charts::bars(&pairs(&r.at[0]), x_name, i),
    }
}

fn heuristic_view(html: &mut String, show: &Show) {
    let Some((path_of, columns)) = &show.heuristics else {
        return;
    };
    let _ = write!(
        html,
        "<h2>The heuristics along the optimal path</h2><div class=\"wide\"><div class=\"sub\">\
         each board of {} answer: its estimate by each heuristic and its true distance; the \
         red line is the replay's step</div>{}{}</div>",
        escape(path_of),
        charts::heuristics(columns),
        admissible(columns)
    );
}

/// A line saying how close each estimate came to the truth on the path.
fn admissible(columns: &[Column]) -> String {
    let Some((_, truth)) = columns.last() else {
        return String::new();
    };
    let parts: Vec<String> = columns[..columns.len() - 1]
        .iter()
        .map(|(name, values)| {
            let sum: u32 = values.iter().sum();
            let exact = values.iter().zip(truth).filter(|(h, t)| h == t).count();
            let share = f64::from(sum) / f64::from(truth.iter().sum::<u32>().max(1));
            format!(
                "{name}: {:.0}% of the true distance on average, exact on {exact} of {} boards",
                share * 100.0,
                truth.len()
            )
        })
        .collect();
    format!("<div class=\"sub\">{}</div>", escape(&parts.join(" · ")))
}

fn footer(html: &mut String, show: &Show) {
    let b = show.budget;
    let _ = write!(
        html,
        "<footer class=\"sub\">Each strategy ran in a process of its own (<code>judge show {} \
         --run NAME</code>) under the judge's runner, with {} s of CPU time and {} MB of memory \
         at most; the counts are the parts' own, told by their <code>search::Tally</code> calls \
         (the 24-puzzle's IDA* by its <code>each</code>, one call an iteration; in the solution \
         files those calls are empty). Times include the recording. \
         Made by <code>judge show</code>.</footer>",
        escape(show.problem.id),
        b.cpu.as_secs_f64(),
        b.memory_mb
    );
}

/// Where the part `part` lives in the checkout, `src/parts/<role>/<part>.rs`.
fn part_path(part: &str) -> String {
    let parts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/parts");
    let role = crate::assemble::part_file(&parts, part).ok().and_then(|p| {
        let folder = p.parent()?.file_name()?.to_str()?.to_string();
        Some(folder)
    });
    match role {
        Some(role) => format!("src/parts/{role}/{part}.rs"),
        None => format!("src/parts/{part}.rs"),
    }
}
