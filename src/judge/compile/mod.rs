//! Compiling a submission as a judge would, under limits, with the binary cached.
//!
//! `.rs`: `rustc -O --edition 2021` (std only, so this also proves the file stands alone);
//! `.c`: `gcc -O2 -std=c11 -DONLINE_JUDGE -lm`; `.cpp`, `.cc`, `.cxx`: `g++ -O2 -std=c++17
//! -DONLINE_JUDGE` (`--std` and `--cflags` change these); `.java`: `javac` on a copy named
//! `Main.java`, run as `java Main`; `.py`: `python3`, syntax-checked first. A compiler runs
//! like a submission — in the sandbox's box, which holds the source (for C and C++, and the
//! plain-file headers beside it) and nothing else of the machine but the system and the
//! compiler, with stdin empty, writing only its output folder, copied out by the judge — with
//! its own limits: a compile bomb is a CE naming the limit it hit.
//!
//! Binaries live in `target/judge-cache` (outside every run's box). The cache key covers the
//! compiler's version, its flags, the source's path and bytes, and every plain file the
//! compiler read for it: the compiler's dependency output (`-MD`, `--emit=dep-info`) is kept
//! next to the binary as `<key>.deps`, and the binary's name hashes the current bytes of each of
//! those files (anything else, `/dev/stdin`, by its path), so a changed header builds again.
//! Copies go to a temporary name first and are renamed, so concurrent judges sharing the cache
//! never see half a binary; a lock file a key
//! (`<key>.lock`) makes them compile a source once, the others waiting for its binary.

pub mod toolchain;

use super::sandbox::{self, Exit, Kill, Limits, Scratch};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use toolchain::Tool;

/// A submission ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    /// The source file it came from.
    pub source: PathBuf,
    /// The program and its arguments.
    pub command: Vec<OsString>,
    /// False for runtimes that reserve far more address space than they use (the JVM): no
    /// `RLIMIT_AS` for them, their memory is judged on what they touch.
    pub address_space_limit: bool,
}

impl Program {
    /// `limits` as this program is run under them.
    pub fn limits(&self, limits: &Limits) -> Limits {
        let mut limits = limits.clone();
        if !self.address_space_limit {
            limits.address_space = None;
        }
        limits
    }
}

/// What a compile may use, and the options that change its command.
#[derive(Clone, Debug)]
pub struct Options {
    /// `--std`: the C or C++ standard (`c++98`, `c++17`, `gnu++17`, `c11`, …).
    pub std: Option<String>,
    /// `--cflags`: more flags for gcc and g++, split at spaces.
    pub cflags: Vec<String>,
    pub time: Duration,
    pub memory: u64,
    pub output: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            std: None,
            cflags: Vec::new(),
            time: Duration::from_secs(30),
            memory: 2 << 30,
            output: 16 << 20,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Rust,
    C,
    Cpp,
    Java,
    Python,
}

/// The language of each file extension.
const LANGUAGES: &[(&str, Kind)] = &[
    ("rs", Kind::Rust),
    ("c", Kind::C),
    ("cpp", Kind::Cpp),
    ("cc", Kind::Cpp),
    ("cxx", Kind::Cpp),
    ("java", Kind::Java),
    ("py", Kind::Python),
];

/// The cache folder: `target/judge-cache` in the checkout, from whatever directory the judge runs.
pub fn cache_dir() -> PathBuf {
    crate::checkout::path("target").join("judge-cache")
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

/// The compiler and flags for `kind`; the source, the output and the dependency file follow.
fn compiler_flags(kind: Kind, options: &Options) -> (&'static str, Vec<String>) {
    let owned = |flags: &[&str]| flags.iter().map(|f| f.to_string()).collect::<Vec<_>>();
    let (tool, mut flags) = match kind {
        Kind::Rust => ("rustc", owned(&["-O", "--edition", "2021"])),
        Kind::C => ("gcc", owned(&["-O2", "-DONLINE_JUDGE"])),
        Kind::Cpp => ("g++", owned(&["-O2", "-DONLINE_JUDGE"])),
        Kind::Java => ("javac", owned(&["-encoding", "UTF-8"])),
        Kind::Python => ("python3", Vec::new()),
    };
    if matches!(kind, Kind::C | Kind::Cpp) {
        let default = if kind == Kind::C { "c11" } else { "c++17" };
        flags.push(format!(
            "-std={}",
            options.std.as_deref().unwrap_or(default)
        ));
        flags.extend(options.cflags.iter().cloned());
    }
    (tool, flags)
}

/// Compiles (or finds in the cache) `source` with the default options.
pub fn prepare(source: &Path) -> Result<Program, String> {
    prepare_with(source, &Options::default())
}

/// Compiles (or finds in the cache) `source`. `Err` holds the compiler's message or the limit
/// the compile hit (a CE), or one line naming a missing compiler.
pub fn prepare_with(source: &Path, options: &Options) -> Result<Program, String> {
    let extension = source.extension().and_then(|e| e.to_str()).unwrap_or("");
    let Some(&(_, kind)) = LANGUAGES.iter().find(|(e, _)| *e == extension) else {
        let known: Vec<_> = LANGUAGES.iter().map(|(e, _)| format!(".{e}")).collect();
        return Err(format!(
            "{}: unknown language (expected {})",
            source.display(),
            known.join(", ")
        ));
    };
    let code = fs::read(source).map_err(|e| format!("{}: {e}", source.display()))?;
    let absolute = fs::canonicalize(source).map_err(|e| format!("{}: {e}", source.display()))?;
    let (tool_name, flags) = compiler_flags(kind, options);
    let tool = toolchain::find(tool_name)?;
    let program = |command: Vec<OsString>| Program {
        source: source.to_path_buf(),
        command,
        address_space_limit: kind != Kind::Java,
    };
    if kind == Kind::Python {
        check_syntax(&tool, &absolute, options)?;
        return Ok(program(vec![tool.path.into(), absolute.into()]));
    }
    let java = if kind == Kind::Java {
        Some(toolchain::find("java")?)
    } else {
        None
    };
    // The source's own path is in the key: the same bytes elsewhere may include other headers
    // (a relative `#include` resolves beside the source), and the dependency list is per key.
    let key = fnv1a(&[
        tool.version.as_bytes(),
        flags.join(" ").as_bytes(),
        extension.as_bytes(),
        std::os::unix::ffi::OsStrExt::as_bytes(absolute.as_os_str()),
        &code,
    ]);
    let dir = cache_dir();
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let dir = fs::canonicalize(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let _lock = lock(&dir, key);
    let binary = match cached(&dir, key) {
        Some(binary) => binary,
        None => build(kind, &tool, &flags, &absolute, &dir, key, options)?,
    };
    Ok(program(match java {
        Some(java) => vec![
            java.path.into(),
            "-XX:+UseSerialGC".into(),
            "-Xss64m".into(),
            "-cp".into(),
            binary.into(),
            "Main".into(),
        ],
        None => vec![binary.into()],
    }))
}

/// One compile of a key at a time, across threads and judges sharing the cache: the others wait
/// here, then find the binary in the cache. Held until dropped; `None` (a cache that cannot take
/// the lock file) compiles unlocked, as before.
fn lock(dir: &Path, key: u64) -> Option<fs::File> {
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(format!("{key:016x}.lock")))
        .ok()?;
    super::sandbox::sys::lock_exclusive(&file).ok()?;
    Some(file)
}

/// The cached binary for `key`, when its dependency list is there and every file on it still
/// has the bytes it was built from.
fn cached(dir: &Path, key: u64) -> Option<PathBuf> {
    let manifest = fs::read_to_string(dir.join(format!("{key:016x}.deps"))).ok()?;
    let deps: Vec<PathBuf> = manifest.lines().map(PathBuf::from).collect();
    let binary = dir.join(binary_name(key, &deps)?);
    binary.exists().then_some(binary)
}

/// The binary's name: the key and the current bytes of its dependencies.
fn binary_name(key: u64, deps: &[PathBuf]) -> Option<String> {
    let content = toolchain::deps_content(deps, Path::new("/"))?;
    Some(format!("{:016x}", fnv1a(&[&key.to_le_bytes(), &content])))
}

static TEMPORARY: AtomicU64 = AtomicU64::new(0);

/// Compiles in a scratch folder, then copies the result and its dependency list to the cache.
fn build(
    kind: Kind,
    tool: &Tool,
    flags: &[String],
    source: &Path,
    dir: &Path,
    key: u64,
    options: &Options,
) -> Result<PathBuf, String> {
    let scratch = Scratch::new().map_err(|e| format!("scratch folder: {e}"))?;
    let work = scratch.path();
    let output = work.join(if kind == Kind::Java {
        "classes"
    } else {
        "a.out"
    });
    let depfile = work.join("deps");
    let mut command: Vec<OsString> = vec![tool.path.clone().into()];
    command.extend(flags.iter().map(OsString::from));
    match kind {
        Kind::Java => {
            // javac makes the class folder itself (as the box's user, who owns `work`).
            let copy = work.join("Main.java");
            fs::copy(source, &copy).map_err(|e| format!("{}: {e}", source.display()))?;
            command.extend(["-d".into(), output.clone().into(), copy.into()]);
        }
        Kind::Rust => {
            let mut emit = OsString::from("--emit=link,dep-info=");
            emit.push(&depfile);
            command.extend([emit, source.into(), "-o".into(), output.clone().into()]);
        }
        _ => {
            command.extend(["-MD".into(), "-MF".into(), depfile.clone().into()]);
            command.extend([source.into(), "-o".into(), output.clone().into()]);
            if kind == Kind::C {
                command.push("-lm".into());
            }
        }
    }
    let headers = if matches!(kind, Kind::C | Kind::Cpp) {
        headers_beside(source)
    } else {
        Vec::new()
    };
    run_tool(&command, options, scratch.path(), &headers)?;
    let deps = match fs::read_to_string(&depfile) {
        Ok(text) => toolchain::parse_deps(&text),
        Err(_) => vec![source.to_path_buf()],
    };
    let deps: Vec<PathBuf> = deps.iter().map(|d| source_relative(d, work)).collect();
    let name = binary_name(key, &deps).ok_or("a dependency vanished during the compile")?;
    let binary = dir.join(name);
    let temporary = dir.join(format!(
        "tmp{}-{}",
        std::process::id(),
        TEMPORARY.fetch_add(1, Ordering::Relaxed)
    ));
    copy_tree(&output, &temporary).map_err(|e| format!("{}: {e}", temporary.display()))?;
    if fs::rename(&temporary, &binary).is_err() && !binary.exists() {
        return Err(format!("{}: cannot store the binary", binary.display()));
    }
    let _ = fs::remove_dir_all(&temporary);
    let manifest: Vec<String> = deps.iter().map(|d| d.display().to_string()).collect();
    let manifest_path = dir.join(format!("{key:016x}.deps"));
    let _ = fs::write(&manifest_path, manifest.join("\n"));
    Ok(binary)
}

/// Dependency paths are absolute, or relative to the compiler's folder (the scratch folder).
fn source_relative(dep: &Path, work: &Path) -> PathBuf {
    if dep.is_absolute() {
        dep.to_path_buf()
    } else {
        work.join(dep)
    }
}

/// Copies a file, or a folder of files (Java classes).
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    if from.is_dir() {
        fs::create_dir(to)?;
        for entry in fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        super::sandbox::forks::copy_executable(from, to)
    }
}

fn check_syntax(python: &Tool, source: &Path, options: &Options) -> Result<(), String> {
    let check = "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')";
    let command: Vec<OsString> = vec![
        python.path.clone().into(),
        "-c".into(),
        check.into(),
        source.into(),
    ];
    let scratch = Scratch::new().map_err(|e| format!("scratch folder: {e}"))?;
    run_tool(&command, options, scratch.path(), &[])
}

/// The headers beside a C or C++ source (`.h`, `.hh`, `.hpp`, `.hxx`, `.inc`): plain files, not
/// links (a link could name any file), which its compile may read besides the source.
fn headers_beside(source: &Path) -> Vec<PathBuf> {
    let Some(Ok(entries)) = source.parent().map(fs::read_dir) else {
        return Vec::new();
    };
    let header = |p: &Path| {
        let extension = p.extension().and_then(|e| e.to_str()).unwrap_or("");
        ["h", "hh", "hpp", "hxx", "inc"].contains(&extension)
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.path())
        .filter(|p| header(p))
        .collect()
}

/// Runs a compiler under the compile limits, writing to `work`, reading `headers` besides the
/// files its command names: `Err` is the CE message, the limit it hit first when it hit one.
fn run_tool(
    command: &[OsString],
    options: &Options,
    work: &Path,
    headers: &[PathBuf],
) -> Result<(), String> {
    let limits = Limits {
        cpu: options.time,
        wall: options.time * 2,
        memory: Some(options.memory),
        address_space: None,
        output: options.output,
    };
    let name = Path::new(&command[0])
        .file_name()
        .map_or("compiler".into(), |n| n.to_string_lossy().into_owned());
    let run =
        sandbox::run_in(command, &limits, work, headers).map_err(|e| format!("{name}: {e}"))?;
    let over_memory = run.peak_memory > options.memory;
    let reason = match run.killed {
        Some(Kill::Cpu) | Some(Kill::Wall) => Some(format!(
            "compile: timed out after {} s",
            options.time.as_secs()
        )),
        Some(Kill::Memory) => Some(format!("compile: memory limit {}", size(options.memory))),
        _ if over_memory => Some(format!("compile: memory limit {}", size(options.memory))),
        Some(Kill::Output) => Some(format!(
            "compile: output limit {}",
            size(options.output as u64)
        )),
        None => None,
    };
    if let Some(reason) = reason {
        return Err(reason);
    }
    if run.exit == Exit::Code(0) {
        return Ok(());
    }
    let mut said = String::from_utf8_lossy(&run.stderr).into_owned();
    said.push_str(&String::from_utf8_lossy(&run.stdout));
    // The compiler quotes the source: its bytes reach the report escaped.
    let mut message = super::cli::printable(&said);
    if message.trim().is_empty() {
        message = format!("{name}: {}", run.describe_exit());
    }
    Err(message)
}

/// `2 GB`, `512 MB`: a limit as people write it.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 30 && bytes % (1 << 30) == 0 {
        format!("{} GB", bytes >> 30)
    } else {
        format!("{} MB", bytes >> 20)
    }
}
