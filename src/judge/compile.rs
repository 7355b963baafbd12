//! Compiling a submission as a judge would, with the binary cached by content hash.
//!
//! `.rs`: bare `rustc -O --edition 2021` (std only, so this also proves the file stands alone);
//! `.cpp`: `g++ -O2 -std=c++17`; `.py`: `python3`, syntax-checked first. Binaries live in
//! `target/judge-cache/<hash>`, the hash covering the compiler's version, its flags and the
//! source bytes; a compile writes to a temporary name and renames, so concurrent judges sharing
//! the cache never see half a binary.

use super::runner::{self, Limits};
use super::sys::Exit;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// A submission ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    /// The source file it came from.
    pub source: PathBuf,
    /// The program and its arguments.
    pub command: Vec<OsString>,
}

/// How each language is compiled, one row per file extension.
struct Language {
    extension: &'static str,
    /// The compiler and its flags; the source and `-o OUTPUT` follow. Empty: interpreted.
    compiler: &'static [&'static str],
    /// The interpreter for interpreted languages, run as `interpreter SOURCE`.
    interpreter: Option<&'static str>,
    /// A command that exits non-zero on a syntax error, with the source appended.
    syntax_check: &'static [&'static str],
}

const LANGUAGES: &[Language] = &[
    Language {
        extension: "rs",
        compiler: &["rustc", "-O", "--edition", "2021"],
        interpreter: None,
        syntax_check: &[],
    },
    Language {
        extension: "cpp",
        compiler: &["g++", "-O2", "-std=c++17"],
        interpreter: None,
        syntax_check: &[],
    },
    Language {
        extension: "py",
        compiler: &[],
        interpreter: Some("python3"),
        syntax_check: &[
            "python3",
            "-c",
            "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')",
        ],
    },
];

/// The cache folder: `target/judge-cache` under the current directory.
pub fn cache_dir() -> PathBuf {
    PathBuf::from("target").join("judge-cache")
}

/// FNV-1a, 64 bits: a stable content hash for cache names (not a security boundary).
pub fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &byte in *part {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        hash ^= 0xff;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The first line of `compiler --version`, part of the cache key; asked once per process.
fn compiler_version(compiler: &str) -> String {
    static KNOWN: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
    let mut known = KNOWN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, version)) = known.iter().find(|(c, _)| c == compiler) {
        return version.clone();
    }
    let version = Command::new(compiler)
        .arg("--version")
        .output()
        .map(|o| {
            let text = String::from_utf8_lossy(&o.stdout);
            text.lines().next().unwrap_or("").to_string()
        })
        .unwrap_or_default();
    known.push((compiler.to_string(), version.clone()));
    version
}

/// Compiles (or finds in the cache) `source`. `Err` holds the compiler's message: a CE.
pub fn prepare(source: &Path) -> Result<Program, String> {
    let extension = source.extension().and_then(|e| e.to_str()).unwrap_or("");
    let language = LANGUAGES
        .iter()
        .find(|l| l.extension == extension)
        .ok_or_else(|| {
            let known: Vec<_> = LANGUAGES
                .iter()
                .map(|l| format!(".{}", l.extension))
                .collect();
            format!(
                "{}: unknown language (expected {})",
                source.display(),
                known.join(", ")
            )
        })?;
    let code = fs::read(source).map_err(|e| format!("{}: {e}", source.display()))?;
    if let Some(interpreter) = language.interpreter {
        check_syntax(language, source)?;
        return Ok(Program {
            source: source.to_path_buf(),
            command: vec![interpreter.into(), source.into()],
        });
    }
    let version = compiler_version(language.compiler[0]);
    let flags = language.compiler.join(" ");
    let key = fnv1a(&[version.as_bytes(), flags.as_bytes(), &code]);
    let dir = cache_dir();
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let dir = fs::canonicalize(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let binary = dir.join(format!("{key:016x}"));
    if !binary.is_file() {
        compile(language, source, &binary)?;
    }
    Ok(Program {
        source: source.to_path_buf(),
        command: vec![binary.into_os_string()],
    })
}

static TEMPORARY: AtomicU64 = AtomicU64::new(0);

fn compile(language: &Language, source: &Path, binary: &Path) -> Result<(), String> {
    let temporary = binary.with_extension(format!(
        "tmp{}-{}",
        std::process::id(),
        TEMPORARY.fetch_add(1, Ordering::Relaxed)
    ));
    let mut command: Vec<OsString> = language.compiler.iter().map(OsString::from).collect();
    command.push(source.into());
    command.push("-o".into());
    command.push(temporary.clone().into());
    let result = run_tool(&command)?;
    if !result.0 {
        let _ = fs::remove_file(&temporary);
        return Err(result.1);
    }
    fs::rename(&temporary, binary).map_err(|e| format!("{}: {e}", binary.display()))
}

fn check_syntax(language: &Language, source: &Path) -> Result<(), String> {
    let mut command: Vec<OsString> = language.syntax_check.iter().map(OsString::from).collect();
    command.push(source.into());
    let (ok, message) = run_tool(&command)?;
    if ok {
        Ok(())
    } else {
        Err(message)
    }
}

/// Runs a compiler under generous limits: (succeeded, its diagnostics).
fn run_tool(command: &[OsString]) -> Result<(bool, String), String> {
    let limits = Limits {
        cpu: Duration::from_secs(120),
        wall: Duration::from_secs(120),
        memory: None,
        address_space: None,
        output: 16 << 20,
    };
    let name = command[0].to_string_lossy().into_owned();
    let run = runner::run(command, b"", &limits, &[]).map_err(|e| format!("{name}: {e}"))?;
    let mut message = String::from_utf8_lossy(&run.stderr).into_owned();
    message.push_str(&String::from_utf8_lossy(&run.stdout));
    let ok = run.exit == Exit::Code(0) && run.killed.is_none();
    if !ok && message.trim().is_empty() {
        message = format!("{name}: {}", run.describe_exit());
    }
    Ok((ok, message))
}
