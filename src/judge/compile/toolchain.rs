//! Compilers and interpreters, found once per judge and named by absolute path, with their
//! versions; and the dependency files compilers write.
//!
//! A sandboxed run sees a clean `PATH` and no rustup or pyenv settings, hence the absolute paths;
//! the versions and the dependency files go into the cache key.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// A tool found on this machine.
#[derive(Clone, Debug)]
pub struct Tool {
    pub path: PathBuf,
    /// The first line of `TOOL --version`.
    pub version: String,
}

/// The package to install for each tool, for the one-line error when it is missing.
fn package(name: &str) -> &'static str {
    match name {
        "rustc" => "rustc (or rustup)",
        "gcc" => "gcc",
        "g++" => "g++",
        "javac" | "java" => "default-jdk-headless",
        "python3" => "python3",
        _ => "its package",
    }
}

/// `name` on the judge's own `PATH`, resolved to where it really lives.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// The real binary behind a tool that may be a rustup or pyenv shim: such shims need the
/// judge's own environment, which a sandboxed run does not get.
fn resolve(name: &str) -> Option<PathBuf> {
    let ask = |args: &[&str]| -> Option<PathBuf> {
        let out = crate::judge::sandbox::forks::output(Command::new(name).args(args)).ok()?;
        let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
        (out.status.success() && !text.is_empty()).then(|| PathBuf::from(text))
    };
    let found = match name {
        "rustc" => ask(&["--print", "sysroot"]).map(|root| root.join("bin").join("rustc")),
        "python3" => ask(&["-c", "import sys; print(sys.executable)"]),
        _ => on_path(name),
    }?;
    std::fs::canonicalize(found).ok()
}

/// The tool `name`, or the one-line error naming the package to install.
pub fn find(name: &str) -> Result<Tool, String> {
    static KNOWN: Mutex<Vec<(String, Option<Tool>)>> = Mutex::new(Vec::new());
    let mut known = KNOWN.lock().unwrap_or_else(|e| e.into_inner());
    let tool = match known.iter().find(|(n, _)| n == name) {
        Some((_, tool)) => tool.clone(),
        None => {
            let tool = resolve(name).map(|path| {
                let version =
                    crate::judge::sandbox::forks::output(Command::new(&path).arg("--version"))
                        .map(|o| {
                            let mut text = o.stdout;
                            text.extend_from_slice(&o.stderr);
                            let text = String::from_utf8_lossy(&text).into_owned();
                            text.lines().next().unwrap_or("").to_string()
                        })
                        .unwrap_or_default();
                Tool { path, version }
            });
            known.push((name.to_string(), tool.clone()));
            tool
        }
    };
    tool.ok_or_else(|| {
        format!(
            "judge: {name} is not installed (install the package {})",
            package(name)
        )
    })
}

/// The files a make-style dependency file names (`gcc -MD -MF`, `rustc --emit=dep-info`):
/// the prerequisites of its first rule, with `\ ` and `$$` unescaped.
pub fn parse_deps(text: &str) -> Vec<PathBuf> {
    let joined = text.replace("\\\n", " ");
    let first = joined.lines().next().unwrap_or("");
    let Some((_, prerequisites)) = first.split_once(": ") else {
        return Vec::new();
    };
    let protected = prerequisites.replace("\\ ", "\u{0}").replace("$$", "$");
    protected
        .split_whitespace()
        .map(|p| PathBuf::from(p.replace('\u{0}', " ")))
        .collect()
}

/// The bytes of every file in `deps`, in order, each after its path: part of a cache key.
/// Only plain files are read: a compile in the box can have read nothing else that the judge
/// could read again (`include_bytes!("/dev/stdin")` read the box's empty stdin; the judge's
/// own stdin is another file, and reading it could wait forever), so anything else counts by
/// its path alone. `None` when a file cannot be read (then the binary is built again).
pub fn deps_content(deps: &[PathBuf], base: &Path) -> Option<Vec<u8>> {
    let mut all = Vec::new();
    for dep in deps {
        let path = base.join(dep);
        all.extend_from_slice(path.as_os_str().as_encoded_bytes_compat());
        all.push(0);
        if std::fs::metadata(&path).is_ok_and(|m| m.is_file()) {
            all.extend(std::fs::read(&path).ok()?);
        }
        all.push(0);
    }
    Some(all)
}

/// `OsStr::as_encoded_bytes` is newer than the declared rust-version; on Unix the bytes of an
/// `OsStr` are its encoding.
trait EncodedBytes {
    fn as_encoded_bytes_compat(&self) -> &[u8];
}

impl EncodedBytes for std::ffi::OsStr {
    fn as_encoded_bytes_compat(&self) -> &[u8] {
        use std::os::unix::ffi::OsStrExt;
        self.as_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependency_files_of_gcc_and_rustc_parse() {
        let gcc = "out.o: /src/a.cc /src/my\\ h.h \\\n /usr/include/stdio.h\n";
        let deps: Vec<String> = parse_deps(gcc)
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(deps, ["/src/a.cc", "/src/my h.h", "/usr/include/stdio.h"]);
        let rustc = "/tmp/x/out: a.rs data.txt\n\na.rs:\ndata.txt:\n";
        assert_eq!(parse_deps(rustc).len(), 2);
        assert!(parse_deps("garbage").is_empty());
    }

    #[test]
    fn a_missing_tool_is_one_line_naming_its_package() {
        let e = find("javac-that-does-not-exist").unwrap_err();
        assert!(e.contains("is not installed"), "{e}");
        assert!(!e.contains('\n'));
        assert!(find("rustc").unwrap().path.is_absolute());
    }
}
