//! What each row's judge takes: the language and compiler to choose on its submit page, and so
//! which twin of the recommended strategy to submit — the `.cpp` wherever the judge takes no Rust
//! and the twin exists (README, "Which file to submit where"; the judges' languages are in
//! docs/problems.md).

/// The language of the file recommended for a judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    Rust,
    Cpp,
}

impl Language {
    /// The file's extension: `rs` or `cpp`.
    pub fn extension(self) -> &'static str {
        match self {
            Language::Rust => "rs",
            Language::Cpp => "cpp",
        }
    }
}

/// One row's submission: the problem row's `id`, what to choose on the judge's submit page (the
/// README's "choose there" cell, word for word), and the language of the file to submit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Submit {
    pub id: &'static str,
    pub choose: &'static str,
    pub language: Language,
}

/// What a row says when its judge takes no Rust and the strategy has no C++ twin yet.
pub const NO_TWIN_YET: &str = "no C++ twin yet";

const fn rust(id: &'static str, choose: &'static str) -> Submit {
    Submit {
        id,
        choose,
        language: Language::Rust,
    }
}

const fn cpp(id: &'static str, choose: &'static str) -> Submit {
    Submit {
        id,
        choose,
        language: Language::Cpp,
    }
}

/// Every row of `PROBLEMS`, once.
pub const SUBMITS: &[Submit] = &[
    cpp("acwing179", "C++ (Rust unconfirmed)"),
    cpp("poj1077", "G++"),
    cpp("hdu1043", "G++ on HDU, g++ on ZOJ"),
    rust("luogu1379", "Rust"),
    cpp("uva10181", "C++11"),
    rust("korf100", "— (benchmark)"),
    rust("korf24", "— (benchmark)"),
    cpp("acwing845", "C++ (Rust unconfirmed)"),
    rust("aoj-alds1-13-b", "Rust"),
    rust("aoj-alds1-13-c", "Rust"),
    cpp("uva652", "C++11"),
    cpp("eolymp3669", "C++ (Rust unconfirmed)"),
    cpp("mipt091", "C++"),
    cpp("lightoj-15-puzzle", "C++ (Rust unconfirmed)"),
    rust("leetcode773", "Rust"),
    cpp("hdu3567", "G++"),
    rust("kattis-npuzzle", "Rust"),
    cpp("poj2893", "G++"),
    cpp("poj3240", "G++"),
];

/// The submission of row `id`.
pub fn submit(id: &str) -> &'static Submit {
    SUBMITS
        .iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("{id}: no row in problems::submit::SUBMITS"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::PROBLEMS;

    #[test]
    fn every_row_has_one_submission_and_its_file_exists() {
        assert_eq!(SUBMITS.len(), PROBLEMS.len());
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for p in PROBLEMS {
            assert_eq!(
                SUBMITS.iter().filter(|s| s.id == p.id).count(),
                1,
                "{}",
                p.id
            );
            let file = root.join(p.recommended_path());
            assert!(file.is_file(), "{}: no {}", p.id, file.display());
        }
    }

    /// A Rust file stands only where the judge takes Rust (or may), or where no twin exists yet —
    /// and a row saying so turns stale, and fails here, the day the twin lands.
    #[test]
    fn the_cpp_twin_is_recommended_wherever_the_judge_takes_no_rust_and_it_exists() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for p in PROBLEMS {
            let s = submit(p.id);
            let twin = std::path::Path::new("solutions")
                .join(p.solutions)
                .join(format!("{}.cpp", p.recommended));
            let no_twin = s.choose.ends_with(NO_TWIN_YET);
            assert!(
                !no_twin || !root.join(&twin).is_file(),
                "{}: {} exists",
                p.id,
                twin.display()
            );
            if s.language == Language::Rust
                && !s.choose.starts_with("Rust")
                && !s.choose.starts_with('—')
            {
                assert!(
                    no_twin,
                    "{}: a judge without Rust gets the twin or says \"{NO_TWIN_YET}\"",
                    p.id
                );
            }
        }
    }
}
