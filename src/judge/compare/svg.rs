//! A hand-written SVG chart: panels of points per series, linear x, logarithmic y.

use std::fmt::Write;

/// One strategy's points in a panel.
#[derive(Clone, Debug)]
pub struct Series {
    pub name: String,
    /// (x, y) with y > 0; points with y ≤ 0 are left out (a log scale has no zero).
    pub points: Vec<(f64, f64)>,
    /// The x of every case the strategy failed on: drawn as a cross above the plot.
    pub failures: Vec<f64>,
}

/// One plot.
#[derive(Clone, Debug)]
pub struct Panel {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub series: Vec<Series>,
}

const PALETTE: &[&str] = &[
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];
const PANEL_W: f64 = 440.0;
const PANEL_H: f64 = 312.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 56.0;
const BOTTOM: f64 = 44.0;
const LEGEND_H: f64 = 28.0;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `1`, `10`, `100`, `1k`, `10k`, `1M`, `0.1`, …
fn power_label(exponent: i32) -> String {
    match exponent {
        e if e < 0 => format!("{}", 10f64.powi(e)),
        0..=2 => format!("{}", 10u64.pow(exponent as u32)),
        3..=5 => format!("{}k", 10u64.pow(exponent as u32 - 3)),
        6..=8 => format!("{}M", 10u64.pow(exponent as u32 - 6)),
        _ => format!("{}G", 10u64.pow(exponent as u32 - 9)),
    }
}

/// A step of 1, 2 or 5 × 10^k giving at most ~8 ticks over `span`.
fn nice_step(span: f64) -> f64 {
    let mut step = 1.0;
    loop {
        for factor in [1.0, 2.0, 5.0] {
            if span / (step * factor) <= 8.0 {
                return step * factor;
            }
        }
        step *= 10.0;
    }
}

/// Where a panel's plot stands and what it spans: x linear, y in powers of ten.
struct Plot {
    left: f64,
    top: f64,
    w: f64,
    h: f64,
    x_min: f64,
    x_max: f64,
    e_min: i32,
    e_max: i32,
}

impl Plot {
    /// The plot of `p` in the panel whose top-left corner is (`x0`, `y0`).
    fn new(p: &Panel, x0: f64, y0: f64) -> Plot {
        let xs = p.series.iter().flat_map(|s| {
            s.points
                .iter()
                .map(|pt| pt.0)
                .chain(s.failures.iter().copied())
        });
        let ys = p
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|pt| pt.1).filter(|&y| y > 0.0));
        let (mut x_min, mut x_max) =
            xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
        if x_min > x_max {
            (x_min, x_max) = (0.0, 1.0);
        }
        x_min = x_min.floor();
        x_max = x_max.ceil().max(x_min + 1.0);
        let (y_lo, y_hi) = ys.fold((f64::MAX, f64::MIN), |(a, b), y| (a.min(y), b.max(y)));
        let (e_min, mut e_max) = if y_lo > y_hi {
            (0, 1)
        } else {
            (y_lo.log10().floor() as i32, y_hi.log10().ceil() as i32)
        };
        if e_max <= e_min {
            e_max = e_min + 1;
        }
        Plot {
            left: x0 + LEFT,
            top: y0 + TOP,
            w: PANEL_W - LEFT - RIGHT,
            h: PANEL_H - TOP - BOTTOM,
            x_min,
            x_max,
            e_min,
            e_max,
        }
    }

    fn sx(&self, x: f64) -> f64 {
        self.left + (x - self.x_min) / (self.x_max - self.x_min) * self.w
    }

    fn sy(&self, y: f64) -> f64 {
        let span = f64::from(self.e_max - self.e_min);
        self.top + self.h - (y.log10() - f64::from(self.e_min)) / span * self.h
    }
}

/// Draws one panel with its top-left corner at (`x0`, `y0`).
fn panel(svg: &mut String, p: &Panel, x0: f64, y0: f64) {
    let plot = Plot::new(p, x0, y0);
    axes(svg, p, &plot, x0, y0);
    for (i, s) in p.series.iter().enumerate() {
        series(svg, s, i, &plot);
    }
}

/// The panel's title, frame, grid lines and axis labels.
fn axes(svg: &mut String, p: &Panel, plot: &Plot, x0: f64, y0: f64) {
    let (left, top, plot_w, plot_h) = (plot.left, plot.top, plot.w, plot.h);
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" font-size="14" font-weight="bold" text-anchor="middle">{}</text>"#,
        left + plot_w / 2.0,
        y0 + 20.0,
        escape(&p.title)
    );
    let _ = writeln!(
        svg,
        r##"<rect x="{left:.1}" y="{top:.1}" width="{plot_w:.1}" height="{plot_h:.1}" fill="none" stroke="#444"/>"##
    );
    for e in plot.e_min..=plot.e_max {
        let y = plot.sy(10f64.powi(e));
        let _ = writeln!(
            svg,
            r##"<line x1="{left:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" font-size="11" text-anchor="end">{}</text>"##,
            left + plot_w,
            left - 6.0,
            y + 4.0,
            power_label(e)
        );
    }
    let step = nice_step(plot.x_max - plot.x_min);
    let mut x = (plot.x_min / step).ceil() * step;
    while x <= plot.x_max + 1e-9 {
        let px = plot.sx(x);
        let _ = writeln!(
            svg,
            r##"<line x1="{px:.1}" y1="{top:.1}" x2="{px:.1}" y2="{:.1}" stroke="#eee"/><text x="{px:.1}" y="{:.1}" font-size="11" text-anchor="middle">{x}</text>"##,
            top + plot_h,
            top + plot_h + 16.0
        );
        x += step;
    }
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" font-size="12" text-anchor="middle">{}</text>"#,
        left + plot_w / 2.0,
        top + plot_h + 34.0,
        escape(&p.x_label)
    );
    let _ = writeln!(
        svg,
        r#"<text transform="translate({:.1},{:.1}) rotate(-90)" font-size="12" text-anchor="middle">{}</text>"#,
        x0 + 16.0,
        top + plot_h / 2.0,
        escape(&p.y_label)
    );
}

/// One series: its points joined by a line, its failures as crosses in a strip above the plot.
fn series(svg: &mut String, s: &Series, i: usize, plot: &Plot) {
    let color = PALETTE[i % PALETTE.len()];
    let mut points: Vec<(f64, f64)> = s.points.iter().copied().filter(|pt| pt.1 > 0.0).collect();
    points.sort_by(|a, b| a.0.total_cmp(&b.0));
    if points.len() > 1 {
        let path: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", plot.sx(x), plot.sy(y)))
            .collect();
        let _ = writeln!(
            svg,
            r#"<polyline points="{}" fill="none" stroke="{color}" stroke-width="1.5" stroke-opacity="0.7"/>"#,
            path.join(" ")
        );
    }
    for &(x, y) in &points {
        let _ = writeln!(
            svg,
            r#"<circle cx="{:.1}" cy="{:.1}" r="3" fill="{color}"><title>{}: {x} → {y}</title></circle>"#,
            plot.sx(x),
            plot.sy(y),
            escape(&s.name)
        );
    }
    // Failures sit in a strip above the plot, one row per series.
    let strip = plot.top - 6.0 - 5.0 * (i % 4) as f64;
    for &x in &s.failures {
        let (cx, d) = (plot.sx(x), 3.0);
        let _ = writeln!(
            svg,
            r#"<path d="M{:.1},{:.1}L{:.1},{:.1}M{:.1},{:.1}L{:.1},{:.1}" stroke="{color}" stroke-width="1.5"><title>{}: failed at {x}</title></path>"#,
            cx - d,
            strip - d,
            cx + d,
            strip + d,
            cx - d,
            strip + d,
            cx + d,
            strip - d,
            escape(&s.name)
        );
    }
}

/// A chart of `rows` of panels side by side, each row with a legend of its series' names (the
/// panels of a row share their series). `note` goes under the title.
pub fn chart(title: &str, note: &str, rows: &[Vec<Panel>]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let width = PANEL_W * columns as f64;
    let row_h = PANEL_H + LEGEND_H;
    let height = 52.0 + row_h * rows.len() as f64;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif">"#
    );
    let _ = writeln!(
        svg,
        r##"<rect width="100%" height="100%" fill="white"/><text x="{:.1}" y="22" font-size="16" font-weight="bold" text-anchor="middle">{}</text><text x="{:.1}" y="40" font-size="11" fill="#555" text-anchor="middle">{}</text>"##,
        width / 2.0,
        escape(title),
        width / 2.0,
        escape(note)
    );
    for (r, row) in rows.iter().enumerate() {
        let y0 = 52.0 + row_h * r as f64;
        for (c, p) in row.iter().enumerate() {
            panel(&mut svg, p, PANEL_W * c as f64, y0);
        }
        if let Some(first) = row.first() {
            let mut x = LEFT;
            let y = y0 + PANEL_H + 10.0;
            for (i, s) in first.series.iter().enumerate() {
                let color = PALETTE[i % PALETTE.len()];
                let _ = writeln!(
                    svg,
                    r#"<circle cx="{x:.1}" cy="{y:.1}" r="4" fill="{color}"/><text x="{:.1}" y="{:.1}" font-size="12">{}</text>"#,
                    x + 8.0,
                    y + 4.0,
                    escape(&s.name)
                );
                x += 24.0 + 7.0 * s.name.chars().count() as f64;
            }
        }
    }
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_is_well_formed_and_escapes_names() {
        let series = vec![
            Series {
                name: "a<b".into(),
                points: vec![(10.0, 5.0), (20.0, 5000.0), (25.0, 0.0)],
                failures: vec![30.0],
            },
            Series {
                name: "idastar".into(),
                points: vec![(10.0, 0.3)],
                failures: vec![],
            },
        ];
        let p = Panel {
            title: "nodes".into(),
            x_label: "optimal depth".into(),
            y_label: "nodes expanded".into(),
            series,
        };
        let svg = chart("poj1077 & co", "note", &[vec![p.clone(), p]]);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        assert!(svg.contains("a&lt;b") && !svg.contains("a<b"));
        assert!(svg.contains("poj1077 &amp; co"));
        assert_eq!(
            svg.matches("<polyline").count(),
            2,
            "one line per series with ≥ 2 points"
        );
        assert!(svg.contains(">1k</text>") && svg.contains(">0.1</text>"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
    }

    #[test]
    fn ticks() {
        assert_eq!(power_label(0), "1");
        assert_eq!(power_label(4), "10k");
        assert_eq!(power_label(6), "1M");
        assert_eq!(nice_step(30.0), 5.0);
        assert_eq!(nice_step(4.0), 1.0);
    }
}
