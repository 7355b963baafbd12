//! What the eight_* tests of every 8-puzzle solution share: the solutions themselves and the
//! signature of their `solve`.
//!
//! `eight_solutions!()` declares the solutions at the root of the including test crate (the
//! `#[path]`s are relative to tests/), so their own unit tests keep their names
//! (`astar::tests::…`, `luogu_bfs::tests::…`) in every crate that includes them.

/// The `solve` of every solution: the whole input in, the whole output appended.
pub type Solve = fn(&str, &mut Vec<u8>) -> Result<(), String>;

#[macro_export]
macro_rules! eight_solutions {
    () => {
        #[path = "../solutions/poj1077/astar.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod astar;
        #[path = "../solutions/poj1077/bfs.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod bfs;
        #[path = "../solutions/poj1077/bibfs.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod bibfs;
        #[path = "../solutions/poj1077/greedy.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod greedy;
        #[path = "../solutions/poj1077/idastar.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod idastar;
        #[path = "../solutions/poj1077/table.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod table;

        #[path = "../solutions/luogu1379/astar.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod luogu_astar;
        #[path = "../solutions/luogu1379/bfs.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod luogu_bfs;
        #[path = "../solutions/luogu1379/bibfs.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod luogu_bibfs;
        #[path = "../solutions/luogu1379/idastar.rs"]
        #[allow(dead_code, clippy::module_inception)]
        mod luogu_idastar;
    };
}
