//! The comparison chart: per problem, nodes expanded and CPU time of every strategy against the
//! depth of each case, log scale; failed runs as crosses above the plot.

use super::model::Comparison;
use super::svg::{self, Panel, Series};
use crate::judge::evaluate::Verdict;

/// One row of two panels per problem.
pub fn draw(comparisons: &[Comparison]) -> String {
    let rows: Vec<Vec<Panel>> = comparisons
        .iter()
        .map(|c| {
            let depth = c.depths();
            let series = |value: fn(&crate::judge::evaluate::CaseResult) -> Option<f64>| {
                c.rows
                    .iter()
                    .map(|row| {
                        let mut s = Series {
                            name: row.strategy.name.clone(),
                            points: Vec::new(),
                            failures: Vec::new(),
                        };
                        for (k, r) in row.results.iter().enumerate() {
                            let (Some(r), Some(x)) = (r, depth[k]) else {
                                continue;
                            };
                            if r.verdict != Verdict::Accepted {
                                s.failures.push(x);
                            } else if let Some(y) = value(r) {
                                s.points.push((x, y));
                            }
                        }
                        s
                    })
                    .collect::<Vec<Series>>()
            };
            let x_label = "depth: mean fewest moves of the case's puzzles".to_string();
            vec![
                Panel {
                    title: format!("{}: nodes expanded", c.problem.id),
                    x_label: x_label.clone(),
                    y_label: "nodes expanded (log)".to_string(),
                    series: series(|r| r.expanded.map(|e| e.max(1) as f64)),
                },
                Panel {
                    title: format!("{}: CPU time", c.problem.id),
                    x_label,
                    y_label: "ms (log)".to_string(),
                    series: series(|r| Some((r.cpu.as_secs_f64() * 1000.0).max(0.01))),
                },
            ]
        })
        .collect();
    svg::chart(
        "npuzzle: strategies side by side",
        "accepted runs as dots; × above a plot: failed (WA, TLE, MLE, RE) at that depth",
        &rows,
    )
}
