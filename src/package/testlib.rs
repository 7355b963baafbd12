//! The testlib / Polygon package: the checker and validator in testlib's conventions, the
//! generator, the tests with their answers, the generation script, the solutions and the
//! statement's sections, laid out as a Polygon package (what Polygon's "Packages" tab builds):
//!
//! ```text
//! problem.xml                      names, limits, tests, checker, validator, solutions
//! files/check.rs                   check INPUT OUTPUT ANSWER: exit 0 OK, 1 WA, 2 PE, 3 FAIL
//! files/validator.rs               the input on stdin: exit 0 valid, 3 invalid (FAIL …)
//! files/gen.rs                     gen --count N --min-depth A --max-depth B … > test
//! tests/001, tests/001.a, …        every test and its answer, samples first
//! script.txt                       the generated tests as Polygon script lines
//! solutions/*.rs                   tagged in problem.xml (main, accepted, wrong-answer, …)
//! statement/{name.txt, legend.tex, input.tex, output.tex, notes.tex}
//! README.md                        how to set it up in Polygon, what is what
//! ```

use super::data::Test;
use super::files::File;
use super::programs;
use super::statement::statement;
use super::validator::Convention;
use super::Package;
use crate::problems::Problem;

/// `text` for an XML attribute.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The `<test>` element of a test.
fn test_element(test: &Test) -> String {
    let sample = if test.sample { " sample=\"true\"" } else { "" };
    match &test.generator_args {
        Some(args) => format!(
            "        <test cmd=\"gen {}\" method=\"generated\"{sample}/>\n",
            xml(args)
        ),
        None => format!("        <test method=\"manual\"{sample}/>\n"),
    }
}

/// problem.xml, the Polygon package's descriptor.
fn problem_xml(package: &Package, name: &str) -> String {
    let problem = package.problem;
    let tests: String = package.data.tests.iter().map(test_element).collect();
    let solutions: String = package
        .submissions
        .iter()
        .map(|s| {
            let tag = if s.main { "main" } else { s.expected.polygon_tag() };
            // Polygon's language of the file: the C++ twins are C++98, any g++ takes them.
            let kind = if s.file.ends_with(".cpp") { "cpp.g++17" } else { "rust" };
            format!(
                "      <solution tag=\"{tag}\">\n        <source path=\"solutions/{}\" type=\"{kind}\"/>\n      </solution>\n",
                xml(&s.file)
            )
        })
        .collect();
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n\
         <problem short-name=\"{id}\">\n  <names>\n    <name language=\"english\" value=\"{name}\"/>\n  </names>\n\
         \x20 <judging input-file=\"\" output-file=\"\">\n    <testset name=\"tests\">\n\
         \x20     <time-limit>{tl}</time-limit>\n      <memory-limit>{ml}</memory-limit>\n\
         \x20     <test-count>{count}</test-count>\n      <input-path-pattern>tests/%03d</input-path-pattern>\n\
         \x20     <answer-path-pattern>tests/%03d.a</answer-path-pattern>\n      <tests>\n{tests}      </tests>\n\
         \x20   </testset>\n  </judging>\n  <files>\n    <executables>\n      <executable>\n\
         \x20       <source path=\"files/gen.rs\" type=\"rust\"/>\n      </executable>\n    </executables>\n  </files>\n\
         \x20 <assets>\n    <checker type=\"testlib\">\n      <source path=\"files/check.rs\" type=\"rust\"/>\n    </checker>\n\
         \x20   <validators>\n      <validator>\n        <source path=\"files/validator.rs\" type=\"rust\"/>\n      </validator>\n    </validators>\n\
         \x20   <solutions>\n{solutions}    </solutions>\n  </assets>\n</problem>\n",
        id = xml(&problem.id.replace('_', "-")),
        name = xml(name),
        tl = problem.time_limit_ms,
        ml = problem.memory_limit_mb * 1024 * 1024,
        count = package.data.tests.len(),
    )
}

/// script.txt: a Polygon script line for each generated test, at its index.
fn script(tests: &[Test]) -> String {
    let mut text = String::new();
    for (k, test) in tests.iter().enumerate() {
        if let Some(args) = &test.generator_args {
            text.push_str(&format!("gen {args} > {}\n", k + 1));
        }
    }
    text
}

/// The README: the import steps, honest about what was and was not tried.
fn readme(package: &Package) -> String {
    let problem: &Problem = package.problem;
    let mut text = format!(
        "# {id}: a testlib / Polygon package\n\nMade by `judge package {id} --format testlib` \
         (npuzzle; row `{id}`: {judges}). docs/package.md in the workspace says more.\n\n\
         ## In Polygon (polygon.codeforces.com)\n\n\
         1. Create a problem; General info: time limit {tl} ms, memory limit {ml} MB, stdin/stdout.\n\
         2. Files: add `files/check.rs`, `files/validator.rs` and `files/gen.rs` as source files.\n\
         3. Checker: choose `check.rs`. Validator: choose `validator.rs`.\n\
         4. Tests: add `tests/NNN` in order as manual tests (the samples, marked for the \
         statement, come first), or paste `script.txt` as the script for the generated ones.\n\
         5. Solutions: upload `solutions/*.rs` with the tags of problem.xml (`{main}` is the main \
         correct one).\n6. Statement: the sections under `statement/`.\n\n\
         The programs are Rust (std only; `rustc --edition 2021 -O FILE`): Polygon must offer Rust \
         for checkers, validators and generators, which we could not try from here. Where it does \
         not, a testlib-conventions judge that runs programs of its own (ejudge, a local \
         testlib setup, `judge test` in npuzzle) takes the compiled ones: `check INPUT OUTPUT \
         ANSWER` (exit 0 OK, 1 WA, 2 PE, 3 FAIL, the verdict on stderr).\n\n## Solutions\n\n",
        id = problem.id,
        judges = problem.judges,
        tl = problem.time_limit_ms,
        ml = problem.memory_limit_mb,
        main = format_args!("{}.rs", problem.reference),
    );
    for s in &package.submissions {
        let tag = if s.main {
            "main"
        } else {
            s.expected.polygon_tag()
        };
        text.push_str(&format!("- `{}` ({tag}): {}\n", s.file, s.why));
    }
    text
}

/// Every file of the testlib package.
pub fn files(package: &Package) -> Result<Vec<File>, String> {
    let (problem, data, src) = (package.problem, &package.data, package.src.as_path());
    let statement = statement(problem, data.most);
    let mut files = vec![
        File::text("problem.xml", &problem_xml(package, &statement.name)),
        File::text("README.md", &readme(package)),
        File::text("script.txt", &script(&data.tests)),
        File::text(
            "files/check.rs",
            &programs::checker(src, problem, Convention::Testlib)?,
        ),
        File::text(
            "files/validator.rs",
            &programs::validator(src, problem, Convention::Testlib, data.most)?,
        ),
        File::text("files/gen.rs", &programs::generator(src, problem)?),
        File::text("statement/name.txt", &format!("{}\n", statement.name)),
        File::text("statement/legend.tex", &statement.legend),
        File::text("statement/input.tex", &statement.input),
        File::text("statement/output.tex", &statement.output),
        File::text("statement/notes.tex", &statement.notes),
    ];
    for (k, test) in data.tests.iter().enumerate() {
        files.push(File::text(&format!("tests/{:03}", k + 1), &test.input));
        files.push(File::text(&format!("tests/{:03}.a", k + 1), &test.answer));
    }
    for s in &package.submissions {
        files.push(File::text(&format!("solutions/{}", s.file), &s.text));
    }
    Ok(files)
}
