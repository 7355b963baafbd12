//! The page's SVG charts, written as text (inline in the page: no namespace, no link): a panel's
//! boards expanded per key (bars, log scale), the two frontiers of a bidirectional search
//! meeting, the strategies' totals side by side, and the heuristics along the optimal path.
//! The ticks, labels, colours and escaping are the comparison chart's (`judge::svg`).

use crate::judge::compare::svg::{escape, nice_step, power_label, PALETTE};
use std::fmt::Write;

/// The size of a panel's chart.
const W: f64 = 340.0;
const H: f64 = 170.0;
const LEFT: f64 = 44.0;
const BOTTOM: f64 = 32.0;
const TOP: f64 = 10.0;
const RIGHT: f64 = 8.0;

/// A logarithmic axis from 10^lo to 10^hi over `h` pixels ending at `base`.
struct Log {
    lo: i32,
    hi: i32,
    base: f64,
    h: f64,
}

impl Log {
    fn over(largest: u64, base: f64, h: f64) -> Log {
        let hi = ((largest.max(1) as f64).log10().ceil() as i32).max(1);
        Log { lo: 0, hi, base, h }
    }

    /// The height of a bar of `count` (a count of 1 still shows).
    fn height(&self, count: u64) -> f64 {
        if count == 0 {
            return 0.0;
        }
        let span = f64::from(self.hi - self.lo);
        ((count as f64).log10() - f64::from(self.lo) + 0.15).min(span) / span * self.h
    }

    /// Grid lines and labels at each power of ten, from `x0` to `x1`.
    fn grid(&self, svg: &mut String, x0: f64, x1: f64) {
        let step = ((self.hi - self.lo) as usize / 4).max(1);
        for e in (self.lo..=self.hi).step_by(step) {
            let y = self.base - f64::from(e - self.lo) / f64::from(self.hi - self.lo) * self.h;
            let _ = write!(
                svg,
                r##"<line x1="{x0:.1}" y1="{y:.1}" x2="{x1:.1}" y2="{y:.1}" class="grid"/><text x="{:.1}" y="{:.1}" class="tick" text-anchor="end">{}</text>"##,
                x0 - 4.0,
                y + 3.5,
                power_label(e)
            );
        }
    }
}

fn open(svg: &mut String, w: f64, h: f64, label: &str) {
    let _ = write!(
        svg,
        r#"<svg class="chart" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" role="img" aria-label="{}">"#,
        escape(label)
    );
}

/// Labels under the bars at `xs` (every few, so that they do not run into one another).
fn x_labels(svg: &mut String, xs: &[(f64, u32)], base: f64, name: &str, x_mid: f64) {
    let every = (xs.len() / 12).max(1);
    for (i, (x, key)) in xs.iter().enumerate() {
        if i % every == 0 || i + 1 == xs.len() {
            let _ = write!(
                svg,
                r#"<text x="{x:.1}" y="{:.1}" class="tick" text-anchor="middle">{key}</text>"#,
                base + 12.0
            );
        }
    }
    let _ = write!(
        svg,
        r#"<text x="{x_mid:.1}" y="{:.1}" class="axis" text-anchor="middle">{}</text>"#,
        base + 26.0,
        escape(name)
    );
}

/// Bars of boards expanded per key, one bar per key in order, log scale; `x_name` names the
/// key. Each bar's title gives its count.
pub fn bars(counts: &[(u32, u64)], x_name: &str, color: usize) -> String {
    let mut svg = String::new();
    open(&mut svg, W, H, &format!("boards expanded per {x_name}"));
    let base = H - BOTTOM;
    let largest = counts.iter().map(|c| c.1).max().unwrap_or(1);
    let log = Log::over(largest, base, base - TOP);
    log.grid(&mut svg, LEFT, W - RIGHT);
    let slot = (W - LEFT - RIGHT) / counts.len().max(1) as f64;
    let mut xs = Vec::new();
    for (i, &(key, count)) in counts.iter().enumerate() {
        let (x, h) = (LEFT + slot * i as f64, log.height(count));
        let _ = write!(
            svg,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{h:.1}" fill="{}"><title>{x_name} {key}: {count} boards expanded</title></rect>"#,
            x + slot * 0.12,
            base - h,
            (slot * 0.76).max(0.5),
            PALETTE[color % PALETTE.len()]
        );
        xs.push((x + slot / 2.0, key));
    }
    x_labels(&mut svg, &xs, base, x_name, (LEFT + W - RIGHT) / 2.0);
    svg.push_str("</svg>");
    svg
}

/// The two sides of a bidirectional search: the start side's layers at their depth, the goal
/// side's at `meet` minus theirs, so that the two frontiers meet where the answer joins them.
pub fn sides(forward: &[u64], backward: &[u64], meet: usize) -> String {
    let mut svg = String::new();
    open(&mut svg, W, H, "boards expanded per layer, from each side");
    let base = H - BOTTOM;
    let largest = forward.iter().chain(backward).copied().max().unwrap_or(1);
    let log = Log::over(largest, base, base - TOP);
    log.grid(&mut svg, LEFT, W - RIGHT);
    let slot = (W - LEFT - RIGHT) / (meet + 1) as f64;
    let mut xs = Vec::new();
    for (side, layers) in [forward, backward].iter().enumerate() {
        for (depth, &count) in layers.iter().enumerate() {
            let at = if side == 0 {
                depth
            } else {
                meet.saturating_sub(depth)
            };
            let (x, h) = (LEFT + slot * at as f64, log.height(count));
            let half = slot * 0.4;
            let _ = write!(
                svg,
                r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{h:.1}" fill="{}"><title>{} side, layer {depth}: {count} boards expanded</title></rect>"#,
                x + slot * 0.1 + half * side as f64,
                base - h,
                half.max(0.5),
                PALETTE[side],
                ["start", "goal"][side]
            );
        }
    }
    for at in 0..=meet {
        xs.push((LEFT + slot * (at as f64 + 0.5), at as u32));
    }
    let name = "moves from the start · blue: start side, red: goal side";
    x_labels(&mut svg, &xs, base, name, (LEFT + W - RIGHT) / 2.0);
    svg.push_str("</svg>");
    svg
}

/// One horizontal bar a strategy: its total boards expanded, log scale (`None`: not run).
pub fn totals(rows: &[(String, Option<u64>, String)]) -> String {
    let (w, row_h, name_w) = (720.0, 22.0, 140.0);
    let h = row_h * rows.len() as f64 + 30.0;
    let mut svg = String::new();
    open(&mut svg, w, h, "boards expanded by each strategy");
    let largest = rows.iter().filter_map(|r| r.1).max().unwrap_or(1);
    let hi = ((largest.max(1) as f64).log10().ceil() as i32).max(1);
    let span = w - name_w - 150.0;
    let x_of = |e: f64| name_w + e / f64::from(hi) * span;
    for e in 0..=hi {
        let x = x_of(f64::from(e));
        let _ = write!(
            svg,
            r#"<line x1="{x:.1}" y1="4" x2="{x:.1}" y2="{:.1}" class="grid"/><text x="{x:.1}" y="{:.1}" class="tick" text-anchor="middle">{}</text>"#,
            h - 22.0,
            h - 8.0,
            power_label(e)
        );
    }
    for (i, (name, total, note)) in rows.iter().enumerate() {
        let y = 6.0 + row_h * i as f64;
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" class="name" text-anchor="end">{}</text>"#,
            name_w - 8.0,
            y + 13.0,
            escape(name)
        );
        let end = total.map_or(name_w, |t| x_of((t.max(1) as f64).log10() + 0.05));
        if let Some(t) = total {
            let _ = write!(
                svg,
                r#"<rect x="{name_w:.1}" y="{y:.1}" width="{:.1}" height="{:.1}" fill="{}"><title>{}: {t} boards expanded</title></rect>"#,
                end - name_w,
                row_h - 6.0,
                PALETTE[i % PALETTE.len()],
                escape(name)
            );
        }
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" class="tick">{}</text>"#,
            end + 6.0,
            y + 13.0,
            escape(note)
        );
    }
    svg.push_str("</svg>");
    svg
}

/// The estimates along the optimal path, one line each (the last, the true distance, in black),
/// with a cursor (`id="cursor"`) the page's script moves to the replay's step.
pub fn heuristics(columns: &[(&'static str, Vec<u32>)]) -> String {
    let (w, h, left, bottom) = (720.0, 240.0, 44.0, 34.0);
    let steps = columns.first().map_or(1, |c| c.1.len()).max(2) - 1;
    let top_value = columns
        .iter()
        .flat_map(|c| &c.1)
        .copied()
        .max()
        .unwrap_or(1)
        .max(1);
    let step = nice_step(f64::from(top_value));
    let y_max = (f64::from(top_value) / step).ceil() * step;
    let (x0, x1, base, top) = (left, w - 150.0, h - bottom, 10.0);
    let sx = |k: usize| x0 + k as f64 / steps as f64 * (x1 - x0);
    let sy = |v: f64| base - v / y_max * (base - top);
    let mut svg = String::new();
    open(
        &mut svg,
        w,
        h,
        "estimates against the true distance along the optimal path",
    );
    let mut v = 0.0;
    while v <= y_max + 1e-9 {
        let y = sy(v);
        let _ = write!(
            svg,
            r#"<line x1="{x0:.1}" y1="{y:.1}" x2="{x1:.1}" y2="{y:.1}" class="grid"/><text x="{:.1}" y="{:.1}" class="tick" text-anchor="end">{v}</text>"#,
            x0 - 4.0,
            y + 3.5
        );
        v += step;
    }
    let x_step = nice_step(steps as f64) as usize;
    for k in (0..=steps).step_by(x_step.max(1)) {
        let _ = write!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" class="tick" text-anchor="middle">{k}</text>"#,
            sx(k),
            base + 13.0
        );
    }
    let _ = write!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" class="axis" text-anchor="middle">moves made along the optimal path</text>"#,
        (x0 + x1) / 2.0,
        base + 28.0
    );
    for (i, (name, values)) in columns.iter().enumerate() {
        let last = i + 1 == columns.len();
        let color = if last {
            "#000"
        } else {
            PALETTE[(i + 2) % PALETTE.len()]
        };
        let points: Vec<String> = (values.iter().enumerate())
            .map(|(k, &v)| format!("{:.1},{:.1}", sx(k), sy(f64::from(v))))
            .collect();
        let dash = if last {
            r#" stroke-dasharray="5 3""#
        } else {
            ""
        };
        let _ = write!(
            svg,
            r#"<polyline points="{}" fill="none" stroke="{color}" stroke-width="2"{dash}><title>{}</title></polyline><text x="{:.1}" y="{:.1}" class="name" fill="{color}">{}</text>"#,
            points.join(" "),
            escape(name),
            x1 + 8.0,
            22.0 + 18.0 * i as f64,
            escape(name)
        );
    }
    let _ = write!(
        svg,
        r#"<line id="cursor" x1="{x0:.1}" y1="{top:.1}" x2="{x0:.1}" y2="{base:.1}" data-x0="{x0:.2}" data-dx="{:.4}" class="cursor"/>"#,
        (x1 - x0) / steps as f64
    );
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charts_are_self_contained_and_carry_their_counts() {
        let svg = bars(&[(0, 1), (1, 2), (2, 4), (3, 1000)], "depth", 0);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<rect").count(), 4);
        assert!(svg.contains("depth 3: 1000 boards expanded"));
        assert!(!svg.contains("http") && !svg.contains("NaN") && !svg.contains("inf"));
        let meet = sides(&[1, 2, 4], &[1, 2], 5);
        assert_eq!(meet.matches("<rect").count(), 5);
        assert!(meet.contains("goal side, layer 1: 2"));
        let names = vec![("a<b".to_string(), Some(10), "12 moves".to_string())];
        assert!(totals(&names).contains("a&lt;b"));
        let h = heuristics(&[
            ("Manhattan", vec![3, 2, 1, 0]),
            ("true distance", vec![3, 2, 1, 0]),
        ]);
        assert_eq!(h.matches("<polyline").count(), 2);
        assert!(h.contains("id=\"cursor\""));
    }
}
