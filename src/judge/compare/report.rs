//! The Markdown report of a comparison: per problem a heading, one row per strategy, and the
//! first failure of each.

use super::model::{Comparison, Row};
use crate::judge::cli::table::{self, Align, Table};
use crate::judge::evaluate::{CaseResult, Verdict};
use std::time::Duration;

/// `15 AC`, `12 AC, 1 TLE, 2 skipped`.
fn verdicts_cell(row: &Row) -> String {
    let mut parts = Vec::new();
    for v in Verdict::ALL {
        let n = row
            .results
            .iter()
            .filter(|r| r.as_ref().is_some_and(|r| r.verdict == v))
            .count();
        if n > 0 {
            parts.push(format!("{n} {}", v.short()));
        }
    }
    let skipped = row.results.iter().filter(|r| r.is_none()).count();
    if skipped > 0 {
        parts.push(format!("{skipped} skipped"));
    }
    parts.join(", ")
}

/// The Markdown report of one comparison: a heading, the table, and the first failure of each
/// strategy.
pub fn markdown(c: &Comparison) -> String {
    let p = c.problem;
    let mut out = format!(
        "### {} — {}\n\n{}; TL {}, ML {}; {} case(s) from {}\n\n",
        p.id,
        p.judges,
        p.rule_text(),
        table::duration(c.settings.limits.cpu),
        table::memory(c.settings.limits.memory.unwrap_or(0)),
        c.cases.len(),
        c.cases
            .first()
            .and_then(|k| k.input.parent())
            .map_or("?".to_string(), |d| format!("{}/", d.display()))
    );
    let mut t = Table::new(&[
        ("strategy", Align::Left),
        ("verdicts", Align::Left),
        ("total time", Align::Right),
        ("worst time", Align::Right),
        ("peak memory", Align::Right),
        ("expanded", Align::Right),
        ("generated", Align::Right),
        ("mean moves", Align::Right),
        ("mean fewest", Align::Right),
    ]);
    let best = c.best_lengths();
    let mut any_estimated = false;
    let mut notes = Vec::new();
    for row in &c.rows {
        let ran: Vec<&CaseResult> = row.results.iter().flatten().collect();
        let total: Duration = ran.iter().map(|r| r.cpu).sum();
        let worst = ran.iter().map(|r| r.cpu).max().unwrap_or_default();
        let memory = ran.iter().map(|r| r.memory).max().unwrap_or(0);
        let (mean_moves, mean_fewest, estimated) = mean_cells(row, &best);
        any_estimated |= estimated;
        let with = if row.strategy.split { " (split)" } else { "" };
        t.row(vec![
            format!("{}{with}", row.strategy.name),
            verdicts_cell(row),
            table::duration(total),
            table::duration(worst),
            table::memory(memory),
            nodes_cell(row, &ran, |r| r.expanded),
            nodes_cell(row, &ran, |r| r.generated),
            mean_moves,
            mean_fewest,
        ]);
        if let Some(bad) = ran.iter().find(|r| r.verdict != Verdict::Accepted) {
            notes.push(format!(
                "- {}: {} on {}: {}",
                row.strategy.name,
                bad.verdict.short(),
                bad.case,
                bad.message
            ));
        }
    }
    out.push_str(&t.markdown());
    if any_estimated {
        out.push_str(
            "\n\\* no optimum known for some puzzles: the shortest answer any strategy had \
             accepted stands in.\n",
        );
    }
    if !notes.is_empty() {
        out.push('\n');
        for n in notes {
            out.push_str(&n.replace('\n', " "));
            out.push('\n');
        }
    }
    out
}

/// Nodes over every run of `row` that printed its stats line (a WA run searched as much as an
/// AC one); `+` when the sum falls short: a case skipped, a run killed (TLE, MLE) or crashed,
/// even one that printed some stats first, or a run with no stats.
fn nodes_cell(row: &Row, ran: &[&CaseResult], f: fn(&CaseResult) -> Option<u64>) -> String {
    let cut_short = row.results.iter().any(|r| {
        r.as_ref().map_or(true, |r| {
            matches!(
                r.verdict,
                Verdict::TimeLimit | Verdict::MemoryLimit | Verdict::RuntimeError
            )
        })
    });
    let values: Vec<u64> = ran.iter().filter_map(|r| f(r)).collect();
    if values.is_empty() {
        return "—".to_string();
    }
    let partial = cut_short || values.len() < ran.len();
    let plus = if partial { "+" } else { "" };
    format!("{}{plus}", table::thousands(values.iter().sum()))
}

/// Mean moves against the mean fewest, over the solvable puzzles whose answer replayed to the
/// goal (accepted, or rejected only for its length, as greedy on AcWing) and whose best is
/// known: the optimum, or (marked *, and `true`) the shortest answer any strategy had accepted.
fn mean_cells(row: &Row, best: &[Vec<Option<(u64, bool)>>]) -> (String, String, bool) {
    let (mut moves, mut fewest, mut n, mut estimated) = (0u64, 0u64, 0u64, false);
    for (k, r) in row.results.iter().enumerate() {
        let Some(r) = r.as_ref() else {
            continue;
        };
        for (j, l) in r.lengths.iter().enumerate() {
            if let (Some(l), Some((b, exact))) = (l, best[k].get(j).copied().flatten()) {
                moves += l;
                fewest += b;
                n += 1;
                estimated |= !exact;
            }
        }
    }
    if n == 0 {
        return ("—".to_string(), "—".to_string(), false);
    }
    let star = if estimated { "*" } else { "" };
    (
        format!("{:.2}", moves as f64 / n as f64),
        format!("{:.2}{star}", fewest as f64 / n as f64),
        estimated,
    )
}
