//! `judge compare [ID…]`: every strategy of each problem on the same cases, side by side — a
//! Markdown table on stdout, an SVG chart under `target/compare/`, progress on stderr.
//!
//! Runs go strategy by strategy, each strategy's cases from the lightest up (by the total of
//! their reference lengths: a case of 6,000 puzzles weighs more than one of 200 deep ones);
//! once a strategy hits TLE or MLE, its cases at least as heavy are skipped (shown as such), so
//! hopeless strategies cost one time limit, not one per case. `--no-skip` runs everything. With
//! two runs at a time the skips can differ by a case from run to run (the second run of a
//! strategy may start before the first one fails).

use crate::judge::compare::{chart, compare, report, request, Request};
use crate::problems;
use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

fn default_svg(request: &Request) -> PathBuf {
    let name = if request.problems.len() == problems::PROBLEMS.len() {
        "all".to_string()
    } else {
        let ids: Vec<&str> = request.problems.iter().map(|p| p.id).collect();
        ids.join("+")
    };
    crate::checkout::path("target")
        .join("compare")
        .join(format!("{name}.svg"))
}

pub fn run(args: &[String]) -> Result<i32, String> {
    let started = Instant::now();
    let (request, svg) = request::request(args)?;
    let comparisons = compare(&request).map_err(|e| format!("judge compare: {e}"))?;
    let mut stdout = std::io::stdout().lock();
    for c in &comparisons {
        let _ = writeln!(stdout, "{}", report::markdown(c));
    }
    let path = svg.unwrap_or_else(|| default_svg(&request));
    let drawing = chart::draw(&comparisons);
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| format!("judge compare: {}: {e}", dir.display()))?;
    }
    fs::write(&path, drawing).map_err(|e| format!("judge compare: {}: {e}", path.display()))?;
    let runs: usize = comparisons
        .iter()
        .map(|c| {
            c.rows
                .iter()
                .map(|r| r.results.iter().flatten().count())
                .sum::<usize>()
        })
        .sum();
    let _ = writeln!(
        stdout,
        "Chart: {} · {runs} runs in {:.1} s wall, {} at a time.",
        path.display(),
        started.elapsed().as_secs_f64(),
        request.jobs
    );
    Ok(0)
}
