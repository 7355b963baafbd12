//! Hand-written command-line parsing: positional arguments and `--options`, each subcommand
//! declaring what it accepts, errors as one line naming the subcommand and the option.

use std::str::FromStr;

/// How many values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// `--split`: present or not.
    Flag,
    /// `--tl 2`: exactly one value (also `--tl=2`).
    One,
    /// `--cases a b c`: every following argument up to the next `--option`.
    Many,
}

/// A parsed command line.
#[derive(Debug, Default)]
pub struct Parsed {
    /// The subcommand, for messages.
    pub command: String,
    pub positional: Vec<String>,
    options: Vec<(String, Vec<String>)>,
}

/// Parses `args` for `command`, which accepts the options in `spec`.
pub fn parse(command: &str, args: &[String], spec: &[(&str, Arity)]) -> Result<Parsed, String> {
    let mut parsed = Parsed {
        command: command.to_string(),
        ..Parsed::default()
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if !arg.starts_with("--") || arg == "--" {
            parsed.positional.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        let Some(&(_, arity)) = spec.iter().find(|(n, _)| *n == name) else {
            let known: Vec<&str> = spec.iter().map(|(n, _)| *n).collect();
            return Err(if known.is_empty() {
                format!("judge {command}: unknown option '{name}' (it takes none)")
            } else {
                format!(
                    "judge {command}: unknown option '{name}' (expected one of {})",
                    known.join(", ")
                )
            });
        };
        let mut values = Vec::new();
        match (arity, inline) {
            (Arity::Flag, Some(_)) => {
                return Err(format!("judge {command}: {name} takes no value"));
            }
            (Arity::Flag, None) => {}
            (_, Some(value)) => values.push(value),
            (Arity::One, None) => match args.get(i) {
                Some(value) if !value.starts_with("--") => {
                    values.push(value.clone());
                    i += 1;
                }
                _ => return Err(format!("judge {command}: {name} needs a value")),
            },
            (Arity::Many, None) => {
                while let Some(value) = args.get(i).filter(|v| !v.starts_with("--")) {
                    values.push(value.clone());
                    i += 1;
                }
                if values.is_empty() {
                    return Err(format!("judge {command}: {name} needs at least one value"));
                }
            }
        }
        if arity != Arity::Many && parsed.options.iter().any(|(n, _)| n == name) {
            return Err(format!("judge {command}: {name} given twice"));
        }
        parsed.options.push((name.to_string(), values));
    }
    Ok(parsed)
}

impl Parsed {
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.first().map(String::as_str))
    }

    /// Every value of a repeatable option, in order.
    pub fn values(&self, name: &str) -> Vec<&str> {
        self.options
            .iter()
            .filter(|(n, _)| n == name)
            .flat_map(|(_, v)| v.iter().map(String::as_str))
            .collect()
    }

    /// The value of `name` parsed as a `T`, `what` describing it for the error.
    pub fn number<T: FromStr>(&self, name: &str, what: &str) -> Result<Option<T>, String> {
        match self.value(name) {
            None => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| {
                format!(
                    "judge {}: {name} expects {what}, found '{text}'",
                    self.command
                )
            }),
        }
    }

    /// `--tl`: seconds, finite, positive and at most an hour.
    pub fn time_limit(&self) -> Result<Option<f64>, String> {
        let seconds = self.number::<f64>("--tl", "seconds")?;
        match seconds {
            Some(s) if !(s.is_finite() && s > 0.0 && s <= 3600.0) => Err(format!(
                "judge {}: --tl expects seconds, more than 0 and at most 3600, found '{}'",
                self.command,
                self.value("--tl").unwrap_or("")
            )),
            _ => Ok(seconds),
        }
    }

    /// `--ml`: megabytes, a whole number from 1 to 1 TiB's worth (1048576).
    pub fn memory_limit(&self) -> Result<Option<u64>, String> {
        let megabytes = self.number::<u64>("--ml", "a whole number of megabytes")?;
        match megabytes {
            Some(m) if !(1..=1 << 20).contains(&m) => Err(format!(
                "judge {}: --ml expects megabytes from 1 to 1048576, found '{m}'",
                self.command
            )),
            _ => Ok(megabytes),
        }
    }

    /// The compile options `--std` (`c++98`, `c++17`, `gnu++17`, `c11`, …) and `--cflags`
    /// (more gcc/g++ flags, split at spaces).
    pub fn compile_options(&self) -> Result<crate::judge::compile::Options, String> {
        let std = self.value("--std").map(str::to_string);
        if let Some(std) = &std {
            let plain = |c: char| c.is_ascii_alphanumeric() || c == '+';
            if std.is_empty() || !std.chars().all(plain) {
                return Err(format!(
                    "judge {}: --std expects a language standard like c++17 or gnu11, found '{std}'",
                    self.command
                ));
            }
        }
        let cflags = self.value("--cflags").unwrap_or("");
        Ok(crate::judge::compile::Options {
            std,
            cflags: cflags.split_whitespace().map(str::to_string).collect(),
            ..crate::judge::compile::Options::default()
        })
    }

    /// Exactly `count` positional arguments, or an error naming them.
    pub fn expect_positional(&self, names: &[&str]) -> Result<(), String> {
        if self.positional.len() == names.len() {
            return Ok(());
        }
        let wanted: Vec<String> = names.iter().map(|n| format!("<{n}>")).collect();
        Err(format!(
            "judge {}: expected {} ({}), got {} argument(s)",
            self.command,
            if wanted.is_empty() {
                "no arguments".to_string()
            } else {
                wanted.join(" ")
            },
            if self.positional.is_empty() {
                "none".to_string()
            } else {
                self.positional.join(" ")
            },
            self.positional.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    const SPEC: &[(&str, Arity)] = &[
        ("--split", Arity::Flag),
        ("--tl", Arity::One),
        ("--cases", Arity::Many),
    ];

    #[test]
    fn options_positionals_and_values() {
        let args = strings(&["a.rs", "--tl=2.5", "--cases", "x", "y", "--split", "b"]);
        let p = parse("test", &args, SPEC).unwrap();
        assert_eq!(p.positional, ["a.rs", "b"]);
        assert_eq!(p.number::<f64>("--tl", "seconds").unwrap(), Some(2.5));
        assert_eq!(p.values("--cases"), ["x", "y"]);
        assert!(p.flag("--split"));
        assert!(!p.flag("--ml"));
    }

    #[test]
    fn errors_are_one_line_and_name_the_option() {
        let e = parse("test", &strings(&["--bogus"]), SPEC).unwrap_err();
        assert!(e.starts_with("judge test: unknown option '--bogus'"), "{e}");
        let e = parse("test", &strings(&["--tl"]), SPEC).unwrap_err();
        assert_eq!(e, "judge test: --tl needs a value");
        let e = parse("test", &strings(&["--tl", "1", "--tl", "2"]), SPEC).unwrap_err();
        assert_eq!(e, "judge test: --tl given twice");
        let p = parse("test", &strings(&["--tl", "soon"]), SPEC).unwrap();
        let e = p.number::<f64>("--tl", "seconds").unwrap_err();
        assert_eq!(e, "judge test: --tl expects seconds, found 'soon'");
        let e = p.expect_positional(&["FILE"]).unwrap_err();
        assert_eq!(e, "judge test: expected <FILE> (none), got 0 argument(s)");
        assert!(!e.contains('\n'));
    }

    #[test]
    fn limits_must_be_finite_positive_and_sane() {
        const LIMITS: &[(&str, Arity)] = &[("--tl", Arity::One), ("--ml", Arity::One)];
        let parse_one = |args: &[&str]| parse("test", &strings(args), LIMITS).unwrap();
        for bad in ["inf", "1e300", "0", "-1", "nan", "-0", "3601", "NaN"] {
            let e = parse_one(&["--tl", bad]).time_limit().unwrap_err();
            assert!(e.starts_with("judge test: --tl expects seconds"), "{e}");
            assert!(e.contains(bad), "{e}");
        }
        assert_eq!(parse_one(&["--tl", "0.5"]).time_limit().unwrap(), Some(0.5));
        for bad in ["0", "17592186044416", "-5", "1.5", "lots"] {
            let e = parse_one(&["--ml", bad]).memory_limit().unwrap_err();
            assert!(e.starts_with("judge test: --ml expects"), "{e}");
        }
        assert_eq!(
            parse_one(&["--ml", "256"]).memory_limit().unwrap(),
            Some(256)
        );
        assert_eq!(parse_one(&[]).memory_limit().unwrap(), None);
    }
}
