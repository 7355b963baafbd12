//! The comparison and its results: per problem its cases with their reference lengths and one
//! row per strategy, each with its result on every case; the best lengths and depths drawn from it.

use crate::check;
use crate::input::parse_puzzles;
use crate::judge::cases::Case;
use crate::judge::evaluate::{CaseResult, Settings, Verdict};
use crate::problems::Problem;
use std::fs;
use std::path::PathBuf;

/// One row of the comparison.
#[derive(Clone, Debug)]
pub struct Strategy {
    pub name: String,
    pub source: PathBuf,
    pub split: bool,
}

/// A strategy's results on every case of a problem (`None`: skipped).
#[derive(Clone, Debug)]
pub struct Row {
    pub strategy: Strategy,
    pub results: Vec<Option<CaseResult>>,
}

/// A problem's cases and every strategy's results on them.
#[derive(Clone, Debug)]
pub struct Comparison {
    pub problem: &'static Problem,
    pub settings: Settings,
    pub cases: Vec<Case>,
    /// Per case, per puzzle: the fewest moves if known, else the reference answer's length.
    pub reference: Vec<Vec<Option<u64>>>,
    pub rows: Vec<Row>,
}

/// Per puzzle of a case: the BFS distance (boards the oracle covers), else the length the
/// reference answer gives (`None`: unsolvable or unknown).
pub fn reference_lengths(problem: &Problem, case: &Case) -> Vec<Option<u64>> {
    let Ok(input) = fs::read(&case.input) else {
        return Vec::new();
    };
    let Ok((boards, goals)) = parse_puzzles(problem, &input) else {
        return Vec::new();
    };
    let answer = case.answer.as_ref().and_then(|a| fs::read(a).ok());
    check::reference_lengths(problem, (&boards, &goals), answer.as_deref())
}

/// How heavy a case is for ordering and skipping: the total of its reference lengths.
pub(super) fn weight(lengths: &[Option<u64>]) -> u64 {
    lengths.iter().flatten().sum()
}

/// The mean over solvable puzzles of `lengths`, `None` when there are none.
fn mean(lengths: &[Option<u64>]) -> Option<f64> {
    let known: Vec<u64> = lengths.iter().flatten().copied().collect();
    (!known.is_empty()).then(|| known.iter().sum::<u64>() as f64 / known.len() as f64)
}

impl Comparison {
    /// Per case, per solvable puzzle: the best length known and whether it is the optimum
    /// (the checker knew it) or only the shortest answer the reference or any accepted strategy
    /// gave.
    pub fn best_lengths(&self) -> Vec<Vec<Option<(u64, bool)>>> {
        (0..self.cases.len())
            .map(|k| {
                let mut best: Vec<Option<(u64, bool)>> = self.reference[k]
                    .iter()
                    .map(|r| r.map(|r| (r, false)))
                    .collect();
                for result in self.rows.iter().filter_map(|row| row.results[k].as_ref()) {
                    for (j, o) in result.optima.iter().enumerate() {
                        if let (Some(o), Some(b)) = (o, best.get_mut(j)) {
                            *b = Some((*o, true));
                        }
                    }
                }
                for result in self.rows.iter().filter_map(|row| row.results[k].as_ref()) {
                    if result.verdict != Verdict::Accepted {
                        continue;
                    }
                    for (b, l) in best.iter_mut().zip(&result.lengths) {
                        if let (Some((x, false)), Some(l)) = (b.as_mut(), l) {
                            *x = (*x).min(*l);
                        }
                    }
                }
                best
            })
            .collect()
    }

    /// Per case, the depth for charts: the mean best length of its solvable puzzles.
    pub fn depths(&self) -> Vec<Option<f64>> {
        self.best_lengths()
            .iter()
            .map(|b| mean(&b.iter().map(|b| b.map(|b| b.0)).collect::<Vec<_>>()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::cases;
    use crate::problems;

    fn case(problem: &str, name: &str) -> Case {
        let dir = crate::checkout::path("cases").join(problem);
        cases::collect(&[dir.join(format!("{name}.in"))])
            .unwrap()
            .remove(0)
    }

    #[test]
    fn reference_lengths_come_from_the_oracle_or_the_answer_file() {
        let poj = problems::problem("poj1077").unwrap();
        // 3×3: the BFS distance, whatever the answer file says.
        assert_eq!(
            reference_lengths(poj, &case("poj1077", "01-sample")),
            [Some(19)]
        );
        assert_eq!(
            reference_lengths(poj, &case("poj1077", "06-unsolvable-swap")),
            [None]
        );
        // 4×4: the answer file's lines (moves or counts); Korf's mean is 53.05.
        let korf = problems::problem("korf100").unwrap();
        let lengths = reference_lengths(korf, &case("korf100", "01-korf100"));
        assert_eq!(lengths.len(), 100);
        assert!((mean(&lengths).unwrap() - 53.05).abs() < 1e-9);
        assert_eq!(weight(&lengths), 5305);
        let uva = problems::problem("uva10181").unwrap();
        assert_eq!(
            reference_lengths(uva, &case("uva10181", "01-sample")),
            [Some(9), None]
        );
    }
}
