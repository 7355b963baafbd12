//! Library parts: each file compiles both here and wrapped verbatim as `mod <name> { … }` in an
//! assembled single-file solution (they refer to one another only as `super::<part>`).

pub mod beam;
pub mod construct;
pub mod cycles;
pub mod grid;
pub mod place;
pub mod poj3240;
pub mod scan;
