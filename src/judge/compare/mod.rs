//! The comparison of strategies: every strategy of a problem judged on the same cases, side by
//! side in a Markdown report and an SVG chart.
//!
//! `request` is what `judge compare` was asked, `plan` lays out each problem's comparison before
//! any run, `runs` fills in every result, `model` holds the comparison; `report` writes it as
//! Markdown, `chart` draws it with `svg`.

pub mod chart;
pub mod model;
pub mod plan;
pub mod report;
pub mod request;
pub mod runs;
pub mod svg;

pub use model::{Comparison, Row, Strategy};
pub use request::Request;
pub use runs::compare;
