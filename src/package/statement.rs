//! A package's statement, written by us from the row of the table: the board and its goal, the
//! input format, the output format, the rule and the limits. It is never a judge's text; the
//! samples are the package's (Kattis prints `data/sample` after it, Polygon its sample tests).
//! Sections are LaTeX, in the subset problemtools (pdflatex, plasTeX) and Polygon both take.

use crate::board::Board;
use crate::input::format_input;
use crate::problems::{CellFormat, OutputFormat, Problem, Rule};

/// The parts of a statement, each a LaTeX fragment (Polygon's fields; Kattis's are sections of
/// one file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    pub name: String,
    pub legend: String,
    pub input: String,
    pub output: String,
    pub notes: String,
}

/// `text` for LaTeX's running text and `\texttt`.
pub fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '#' | '$' | '%' | '&' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            '×' => out.push_str("$\\times$"),
            '≤' => out.push_str("$\\le$"),
            '−' => out.push('-'),
            '²' => out.push_str("$^2$"),
            '…' => out.push_str("\\ldots{}"),
            c => out.push(c),
        }
    }
    out
}

/// `text` in typewriter type.
fn tt(text: &str) -> String {
    format!("\\texttt{{{}}}", escape(text))
}

/// The name of the puzzle family of the row's board.
fn family(problem: &Problem) -> String {
    match problem.input.cells {
        CellFormat::Sized { square: true, .. } => "n x n sliding puzzle".to_string(),
        CellFormat::Sized { .. } => "M x N sliding puzzle".to_string(),
        _ => format!("{}-puzzle", problem.width * problem.height - 1),
    }
}

/// The statement of `problem`; `most`: the most puzzles an input holds (`Some(1)`: one).
pub fn statement(problem: &Problem, most: Option<usize>) -> Statement {
    Statement {
        name: format!("{} ({} format)", family(problem), problem.short_name()),
        legend: legend(problem),
        input: input(problem, most),
        output: output(problem),
        notes: notes(problem),
    }
}

/// The board, the moves and the goal.
fn legend(problem: &Problem) -> String {
    let size = match problem.input.cells {
        CellFormat::Sized { square: true, .. } => "an $n \\times n$ board".to_string(),
        CellFormat::Sized { .. } => "a board of $M$ rows and $N$ columns".to_string(),
        _ => format!(
            "a board of {} rows and {} columns",
            problem.height, problem.width
        ),
    };
    let mut text = format!(
        "A sliding puzzle is {size}: every cell but one holds a numbered tile, the other is \
         empty (the \\emph{{blank}}). A move slides a tile next to the blank into it; we say the \
         blank moves up, down, left or right. The puzzle is solved when the board is its goal.\n\n"
    );
    if problem.input.goal_given {
        text.push_str("Each puzzle of the input gives its own goal.\n\n");
    } else if problem.goal.is_empty() {
        text.push_str(
            "The goal has the tiles $1, 2, \\ldots$ in order, row by row, and the blank in the \
             bottom-right corner.\n\n",
        );
    } else {
        text.push_str(
            "The goal, its rows from top to bottom, each cell as the input writes it, is\n\\begin{verbatim}\n",
        );
        text.push_str(&goal_grid(problem, &problem.goal_board()));
        text.push_str("\\end{verbatim}\n");
    }
    text
}

/// A board as the input writes it, without a count or an empty line before it.
fn goal_text(problem: &Problem, goal: &Board) -> String {
    let mut plain = *problem;
    plain.input.counted = false;
    plain.input.blank_line_before = false;
    plain.input.goal_given = false;
    format_input(&plain, std::slice::from_ref(goal))
}

/// A board's rows, one line each, its cells as the input writes them.
fn goal_grid(problem: &Problem, goal: &Board) -> String {
    let text = goal_text(problem, goal);
    let cells: Vec<String> = match problem.input.cells {
        CellFormat::Tokens { .. } => text.split_whitespace().map(str::to_string).collect(),
        CellFormat::Digits { .. } | CellFormat::Chars { .. } => (text.chars())
            .filter(|c| !c.is_whitespace())
            .map(String::from)
            .collect(),
        _ => return text,
    };
    let gap = if matches!(problem.input.cells, CellFormat::Tokens { .. }) {
        " "
    } else {
        ""
    };
    let rows: Vec<String> = cells.chunks(goal.width).map(|row| row.join(gap)).collect();
    format!("{}\n", rows.join("\n"))
}

/// How one board is written.
fn board_format(problem: &Problem) -> String {
    let rows = if problem.input.line_per_row {
        "one line a row"
    } else {
        "all on one line"
    };
    let cells = problem.width * problem.height;
    match problem.input.cells {
        CellFormat::Tokens { blanks } => format!(
            "A board is its {cells} cells row by row, {rows}, separated by single spaces: a tile \
             is its number ($1$ to ${}$), the blank is {}.",
            cells - 1,
            tt(blanks[0])
        ),
        CellFormat::Digits { blank } => format!(
            "A board is one line of {cells} digits, row by row, without spaces: a tile is its \
             number, the blank is {}.",
            tt(&char::from(blank).to_string())
        ),
        CellFormat::Chars { tiles, blank } => format!(
            "A board is {cells} characters, row by row, {rows}, without spaces: tile $k$ is the \
             $k$-th character of {}, the blank is {}.",
            tt(tiles),
            tt(&char::from(blank).to_string())
        ),
        CellFormat::Nested => format!(
            "A board is one line, the array of its rows as in {}: no spaces, $0$ the blank.",
            tt("[[1,2,3],[4,0,5]]")
        ),
        CellFormat::Sized { square, .. } => format!(
            "A board opens with a line holding its size ({}), then one line a row of numbers \
             separated by single spaces, $0$ the blank.",
            if square {
                "$n$, $2 \\le n \\le 10$".to_string()
            } else {
                format!("$M$ and $N$, $2 \\le M, N \\le {}$", problem.width)
            }
        ),
    }
}

/// The input section.
fn input(problem: &Problem, most: Option<usize>) -> String {
    let mut text = String::new();
    let puzzle = if problem.input.goal_given {
        "A puzzle is two boards, each on a line of its own: its start, then its goal."
    } else {
        "A puzzle is one board, its start."
    };
    if problem.input.counted {
        text.push_str(
            "The first line holds $T$, the number of puzzles. Then come the $T$ puzzles. ",
        );
    } else if let CellFormat::Sized {
        terminated: true,
        square,
    } = problem.input.cells
    {
        text.push_str(&format!(
            "The input holds puzzles until a line {} ends it. ",
            tt(if square { "0" } else { "0 0" })
        ));
    } else if most == Some(1) {
        text.push_str("The input holds one puzzle. ");
    } else {
        text.push_str("The input holds one or more puzzles, until its end. ");
    }
    text.push_str(puzzle);
    if problem.input.blank_line_before {
        text.push_str(" An empty line comes before each puzzle.");
    }
    text.push_str("\n\n");
    text.push_str(&board_format(problem));
    text.push_str(" Every line ends with a newline; there are no other spaces or lines.");
    if problem.unsolvable.is_none() && !problem.answered_by_the_board() {
        text.push_str(" Every puzzle can be solved.");
    }
    if let Some(bound) = problem.promised {
        text.push_str(&format!(
            " Every puzzle can be solved in at most {bound} moves."
        ));
    }
    text.push('\n');
    text
}

/// What a solvable puzzle's answer line holds, and the rule on it.
fn answer_line(problem: &Problem) -> String {
    match problem.output {
        OutputFormat::Moves { letters } => {
            let names = ["up", "down", "left", "right"];
            let letters: Vec<String> = (0..4)
                .map(|i| format!("{} ({})", tt(&char::from(letters[i]).to_string()), names[i]))
                .collect();
            let rule = match problem.rule {
                Rule::AnyValid => "Any moves that solve the puzzle are accepted.".to_string(),
                Rule::Optimal => "The moves must be a shortest solution.".to_string(),
                Rule::AtMost(n) => format!("At most {n} moves are accepted."),
                Rule::Least => "The moves must be a shortest solution and, of all the shortest, \
                                the least string, the letters ordered as their characters are."
                    .to_string(),
            };
            format!(
                "the moves of the blank, one letter each, without spaces: {}. A solved board's \
                 moves are the empty line. {rule}",
                letters.join(", ")
            )
        }
        OutputFormat::Count => "the fewest number of moves that solve it.".to_string(),
        OutputFormat::Verdict { yes } => format!("{}: it can be solved.", tt(yes)),
        OutputFormat::Scatter => "its scatter: the sum, over the tiles, of the number of rows \
                                  plus the number of columns between the tile's cell and its \
                                  cell in the goal. Every board has one, solvable or not."
            .to_string(),
    }
}

/// The output section.
fn output(problem: &Problem) -> String {
    let frame = problem.frame;
    let mut text = String::from("For each puzzle, in order, print its answer. ");
    if !frame.before.is_empty() {
        let before = frame.before.replace('#', "k");
        text.push_str(&format!(
            "An answer opens with {} ($k$ the puzzle's number, from 1; one space after the \
             colon). ",
            tt(&before)
        ));
    }
    if frame.solvable == "YES\n" {
        text.push_str(&format!(
            "For a puzzle that can be solved, print the line {}, then ",
            tt("YES")
        ));
    } else if frame.solvable.contains('%') {
        text.push_str(
            "For a puzzle that can be solved, print the number of moves of the answer on the \
             answer's first line, then on the next line ",
        );
    } else {
        text.push_str("For a puzzle that can be solved, print one line: ");
    }
    text.push_str(&answer_line(problem));
    text.push_str("\n\n");
    if let Some(line) = problem.unsolvable {
        text.push_str(&format!(
            "For a puzzle that cannot be solved, print {}. ",
            tt(line)
        ));
    }
    if let Some((bound, line)) = problem.over {
        text.push_str(&format!(
            "For a puzzle that can be solved, but in no fewer than {} moves, print {} instead. ",
            bound + 1,
            tt(line)
        ));
    }
    if frame.between == "\n" {
        text.push_str("Print an empty line between two answers. ");
    }
    text.push('\n');
    text
}

/// Where the format comes from and the limits.
fn notes(problem: &Problem) -> String {
    format!(
        "This is the input and output format of {} ({}). The statement is the npuzzle workspace's own, \
         written from its problem table (row {}). Limits: {} s, {} MB ({}).\n",
        escape(problem.short_name()),
        escape(&problem.rule_text()),
        tt(problem.id),
        problem.time_limit_ms as f64 / 1000.0,
        problem.memory_limit_mb,
        escape(problem.limits_source)
    )
}

/// The whole statement as problemtools' `problem_statement/problem.en.tex`.
pub fn kattis_tex(statement: &Statement) -> String {
    format!(
        "\\problemname{{{}}}\n\n{}\n\\section*{{Input}}\n\n{}\n\\section*{{Output}}\n\n{}\n\
         \\section*{{Notes}}\n\n{}",
        escape(&statement.name),
        statement.legend,
        statement.input,
        statement.output,
        statement.notes
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{problem, PROBLEMS};

    #[test]
    fn every_row_has_a_statement() {
        for p in PROBLEMS {
            let s = statement(p, None);
            let tex = kattis_tex(&s);
            assert!(tex.starts_with("\\problemname{"), "{}", p.id);
            assert!(
                !tex.contains("Case #") && !tex.contains(" % "),
                "{}: {tex}",
                p.id
            );
        }
    }

    #[test]
    fn the_row_is_described() {
        let s = statement(problem("poj1077").unwrap(), Some(1));
        assert!(s.legend.contains("1 2 3\n4 5 6\n7 8 x\n"), "{}", s.legend);
        assert!(s.input.contains("one puzzle"));
        assert!(s.output.contains("\\texttt{unsolvable}"));
        let s = statement(problem("lightoj-15-puzzle").unwrap(), None);
        assert!(s.output.contains("\\texttt{Case k: }") && s.output.contains("least string"));
        assert!(s.output.contains("no fewer than 36 moves"), "{}", s.output);
        let s = statement(problem("hdu3567").unwrap(), None);
        assert!(s.input.contains("its goal") && s.output.contains("number of moves"));
        assert_eq!(escape("50% #1_a"), "50\\% \\#1\\_a");
    }
}
