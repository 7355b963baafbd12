//! What the judge's commands share to talk to a person: their command lines parsed (`args`),
//! Markdown tables and the units they print (`table`), progress lines on stderr (`progress`).

pub mod args;
pub mod progress;
pub mod table;
