//! The test generator of a testlib / Polygon package: `gen [--count N] [--min-depth A]
//! [--max-depth B] [--unsolvable K] [--size WxH] [--seed S]` prints one input of the row, made
//! by the library's generator (`npuzzle::gen`, what `judge gen` runs) and written in the judge's
//! layout. The same arguments give the same test, as Polygon wants of a generator. The answers
//! are Polygon's to make (with the main solution); the checker judges them.
//!
//! This module is the generator program's own (src/package/programs.rs bundles it).

use crate::gen::{depth_bound, generate, Depth, Spec};
use crate::input::format_puzzles;
use crate::problems::{problem, CellFormat, Problem};

/// The generator's options, every one a `--NAME VALUE` pair.
const OPTIONS: [&str; 6] = [
    "--count",
    "--min-depth",
    "--max-depth",
    "--unsolvable",
    "--size",
    "--seed",
];

/// The usage line, for errors.
pub const USAGE: &str = "usage: gen [--count N] [--min-depth A] [--max-depth B] [--unsolvable K] \
                         [--size WxH] [--seed S]";

/// `problem` at `width × height`: a row whose boards carry their size (POJ 2893, POJ 3240)
/// takes any size from 2×2 up to its own (square for a square row); any other row its own.
pub fn resized(problem: &Problem, width: usize, height: usize) -> Result<Problem, String> {
    if (width, height) == (problem.width, problem.height) {
        return Ok(*problem);
    }
    let CellFormat::Sized { square, .. } = problem.input.cells else {
        return Err(format!(
            "{} boards are {}×{} only",
            problem.id, problem.width, problem.height
        ));
    };
    if square && width != height {
        return Err(format!(
            "{} boards are square, not {width}x{height}",
            problem.id
        ));
    }
    if !(2..=problem.width).contains(&width) || !(2..=problem.height).contains(&height) {
        return Err(format!(
            "{width}x{height}: {} takes 2x2 ..= {}x{}",
            problem.id, problem.width, problem.height
        ));
    }
    Ok(Problem {
        width,
        height,
        ..*problem
    })
}

/// The value of each option given, by its place in `OPTIONS`.
fn values(args: &[String]) -> Result<[Option<String>; 6], String> {
    let mut found: [Option<String>; 6] = Default::default();
    let mut rest = args.iter();
    while let Some(name) = rest.next() {
        let Some(k) = OPTIONS.iter().position(|o| o == name) else {
            return Err(format!("unknown argument '{name}'; {USAGE}"));
        };
        let value = rest.next().ok_or(format!("{name} needs a value"))?;
        if found[k].replace(value.clone()).is_some() {
            return Err(format!("{name} given twice"));
        }
    }
    Ok(found)
}

fn number<T: std::str::FromStr>(
    value: &Option<String>,
    name: &str,
    default: T,
) -> Result<T, String> {
    match value {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} '{v}' is not a whole number")),
    }
}

/// The test `args` ask for, in the judge's layout.
pub fn test(problem: &Problem, args: &[String]) -> Result<String, String> {
    let [count, lo, hi, unsolvable, size, seed] = values(args)?;
    let row = match &size {
        None => *problem,
        Some(text) => {
            let (w, h) = text.split_once(['x', 'X']).unwrap_or((text, text));
            let parse = |t: &str| {
                t.trim()
                    .parse::<usize>()
                    .map_err(|_| format!("--size '{text}' is not WxH"))
            };
            resized(problem, parse(w)?, parse(h)?)?
        }
    };
    let bound = depth_bound(&row);
    let depth = match (&lo, &hi) {
        (None, None) => Depth::Any,
        _ => Depth::Between(
            number(&lo, "--min-depth", 0)?,
            number(&hi, "--max-depth", bound)?,
        ),
    };
    if let Depth::Between(a, b) = depth {
        if a > b {
            return Err(format!("--min-depth {a} is above --max-depth {b}"));
        }
    }
    let spec = Spec {
        count: number(&count, "--count", 1)?,
        depth,
        unsolvable: number(&unsolvable, "--unsolvable", 0)?,
        seed: number(&seed, "--seed", 1)?,
    };
    if spec.count == 0 {
        return Err("--count 0: a test holds at least one puzzle".to_string());
    }
    let case = generate(&row, &spec)?;
    Ok(format_puzzles(&row, &case.boards, &case.goals))
}

/// The generator program of a package for the row `id`: the test on stdout; on bad arguments
/// one line on stderr and exit status 1.
pub fn main(id: &str, args: &[String]) -> ! {
    let made = problem(id)
        .ok_or(format!(
            "this generator's problem '{id}' is not in its table"
        ))
        .and_then(|p| test(p, args));
    match made {
        Ok(text) => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                eprintln!("gen: cannot write the test: {e}");
                std::process::exit(1)
            }
            std::process::exit(0)
        }
        Err(e) => {
            eprintln!("gen: {e}");
            std::process::exit(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn the_same_arguments_make_the_same_test() {
        let p = problem("poj1077").unwrap();
        let a = test(p, &args("--count 3 --min-depth 5 --max-depth 9 --seed 4")).unwrap();
        assert_eq!(
            a,
            test(p, &args("--seed 4 --count 3 --max-depth 9 --min-depth 5")).unwrap()
        );
        assert_eq!(a.lines().count(), 3);
        assert_ne!(
            a,
            test(p, &args("--count 3 --min-depth 5 --max-depth 9 --seed 5")).unwrap()
        );
    }

    #[test]
    fn bad_arguments_are_one_line() {
        let p = problem("poj2893").unwrap();
        assert!(test(p, &args("--size 3x4 --count 2")).is_ok());
        for (bad, says) in [
            ("--size 1x4", "takes 2x2"),
            ("--count", "needs a value"),
            ("--count x", "not a whole number"),
            ("--depth 3", "unknown argument"),
            ("--seed 1 --seed 2", "given twice"),
            ("--count 0", "at least one"),
        ] {
            let e = test(p, &args(bad)).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
        let uva = problem("uva10181").unwrap();
        assert!(test(uva, &args("--max-depth 51"))
            .unwrap_err()
            .contains("over"));
    }
}
