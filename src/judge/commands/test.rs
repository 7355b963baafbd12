//! `judge test FILE`: one row per case, like `oj t`, and a closing `N/M AC`.

use crate::judge::cases::{self, Case};
use crate::judge::cli::args::{self, Arity};
use crate::judge::cli::table;
use crate::judge::compile;
use crate::judge::evaluate::{judge_case, CaseResult, Settings, Verdict};
use crate::problems::{self, Problem};
use std::path::{Path, PathBuf};

const OPTIONS: &[(&str, Arity)] = &[
    ("--problem", Arity::One),
    ("--cases", Arity::Many),
    ("--tl", Arity::One),
    ("--ml", Arity::One),
    ("--split", Arity::Flag),
    ("--std", Arity::One),
    ("--cflags", Arity::One),
];

/// The moves column: `19 (fewest)`, `21 (fewest 19)`, `19`, or for a case without moves
/// `unsolvable`, `unsolvable/over` (a row with a bound: `TOO LONG`), `verdicts only` (`YES`/`NO`
/// rows); empty unless AC (the checker stops at the first wrong puzzle, so the lengths of a
/// failed case are partial).
pub fn moves_cell(problem: &Problem, result: &CaseResult) -> String {
    if result.verdict != Verdict::Accepted {
        return String::new();
    }
    match result.moves() {
        (Some(total), Some(best)) if total == best => format!("{total} (fewest)"),
        (Some(total), Some(best)) => format!("{total} (fewest {best})"),
        (Some(total), None) => total.to_string(),
        (None, _) if result.lengths.is_empty() => String::new(),
        (None, _) if problem.verdict_only() => "verdicts only".to_string(),
        (None, _) if problem.over.is_some() => "unsolvable/over".to_string(),
        (None, _) => "unsolvable".to_string(),
    }
}

/// The nodes column: `56 exp / 120 gen`.
pub fn nodes_cell(result: &CaseResult) -> String {
    match (result.expanded, result.generated) {
        (Some(e), Some(g)) => format!("{} exp / {} gen", table::thousands(e), table::thousands(g)),
        (Some(e), None) => format!("{} exp", table::thousands(e)),
        (None, Some(g)) => format!("{} gen", table::thousands(g)),
        (None, None) => String::new(),
    }
}

/// `12/12 AC`, or `10/12 AC (1 WA, 1 TLE)`.
pub fn summary(results: &[CaseResult]) -> String {
    let accepted = results
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    let others: Vec<String> = Verdict::ALL[1..]
        .iter()
        .filter_map(|&v| {
            let n = results.iter().filter(|r| r.verdict == v).count();
            (n > 0).then(|| format!("{n} {}", v.short()))
        })
        .collect();
    if others.is_empty() {
        format!("{accepted}/{} AC", results.len())
    } else {
        format!("{accepted}/{} AC ({})", results.len(), others.join(", "))
    }
}

/// The problems and cases a run is about: `--cases` paths go to the served problem named by
/// their folder (`cases/acwing179/…`), or to the only problem there is.
fn plan(
    file: &Path,
    problem: Option<&str>,
    case_paths: &[&str],
) -> Result<Vec<(&'static Problem, Vec<Case>)>, String> {
    let problems = cases::problems_for(file, problem)?;
    if case_paths.is_empty() {
        return problems
            .into_iter()
            .map(|p| Ok((p, cases::collect(&[cases::default_dir(p)])?)))
            .collect();
    }
    let mut plan: Vec<(&'static Problem, Vec<Case>)> = Vec::new();
    for path in case_paths {
        let path = PathBuf::from(path);
        let folder = problems::folder_name(&path);
        let target = match problems.iter().find(|p| Some(p.id) == folder.as_deref()) {
            Some(p) => *p,
            None if problems.len() == 1 => problems[0],
            None => {
                let ids: Vec<&str> = problems.iter().map(|p| p.id).collect();
                return Err(format!(
                    "{}: which problem are these cases for? {} serves {}; pass --problem",
                    path.display(),
                    file.display(),
                    ids.join(", ")
                ));
            }
        };
        let found = cases::collect(&[path])?;
        match plan.iter_mut().find(|(p, _)| p.id == target.id) {
            Some((_, list)) => list.extend(found),
            None => plan.push((target, found)),
        }
    }
    Ok(plan)
}

pub fn run(args: &[String]) -> Result<i32, String> {
    let parsed = args::parse("test", args, OPTIONS)?;
    parsed.expect_positional(&["FILE"])?;
    let file = PathBuf::from(&parsed.positional[0]);
    if !file.is_file() {
        return Err(format!("judge test: {}: no such file", file.display()));
    }
    let time_limit = parsed.time_limit()?;
    let memory = parsed.memory_limit()?;
    let split = parsed.flag("--split");
    let plan = plan(&file, parsed.value("--problem"), &parsed.values("--cases"))
        .map_err(|e| format!("judge test: {e}"))?;

    let program = compile::prepare_with(&file, &parsed.compile_options()?);
    let mut all_accepted = true;
    for (index, (problem, cases)) in plan.iter().enumerate() {
        let settings = Settings::for_problem(problem, time_limit, memory, split);
        if index > 0 {
            crate::say!();
        }
        crate::say!(
            "{} — {} · {} · TL {}, ML {} · {} case(s){}",
            problem.id,
            problem.judges,
            problem.rule_text(),
            table::duration(settings.limits.cpu),
            table::memory(settings.limits.memory.unwrap_or(0)),
            cases.len(),
            if split {
                " · one puzzle per run, the runs' CPU time summed against the TL"
            } else {
                ""
            }
        );
        let program = match &program {
            Ok(p) => p,
            Err(message) => {
                crate::say!("CE  {}: compile error", file.display());
                for line in message.lines() {
                    crate::say!("    {line}");
                }
                let results: Vec<CaseResult> =
                    cases.iter().map(CaseResult::compile_error).collect();
                crate::say!("{}", summary(&results));
                all_accepted = false;
                continue;
            }
        };
        let name_width = cases.iter().map(|c| c.name.len()).max().unwrap_or(4).max(4);
        crate::say!(
            "{:<name_width$}  {:<4}  {:>9}  {:>8}  {:<18}  nodes",
            "case",
            "",
            "time",
            "memory",
            "moves"
        );
        let mut results = Vec::new();
        for case in cases {
            let result = judge_case(program, problem, case, &settings);
            crate::say!(
                "{:<name_width$}  {:<4}  {:>9}  {:>8}  {:<18}  {}",
                result.case,
                result.verdict.short(),
                table::duration(result.cpu),
                table::memory(result.memory),
                moves_cell(problem, &result),
                nodes_cell(&result)
            );
            if result.verdict != Verdict::Accepted {
                crate::say!("{:name_width$}  └ {}", "", result.message);
            }
            results.push(result);
        }
        crate::say!("{}", summary(&results));
        all_accepted &= results.iter().all(|r| r.verdict == Verdict::Accepted);
    }
    Ok(if all_accepted { 0 } else { 1 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::evaluate::Verdict;

    #[test]
    fn a_case_without_moves_is_named_by_its_row() {
        let case = Case {
            name: "c".to_string(),
            input: PathBuf::new(),
            answer: None,
        };
        let mut result = CaseResult::compile_error(&case);
        result.verdict = Verdict::Accepted;
        result.lengths = vec![None, None];
        let cell = |id: &str, r: &CaseResult| moves_cell(problems::problem(id).unwrap(), r);
        assert_eq!(cell("poj2893", &result), "verdicts only");
        assert_eq!(cell("eolymp3669", &result), "unsolvable/over");
        assert_eq!(cell("poj1077", &result), "unsolvable");
        result.lengths = vec![Some(3), None];
        result.optima = vec![None, None];
        assert_eq!(cell("poj1077", &result), "3");
    }
}
