//! The box against the attacks of issue 39, each in C and in Rust (tests/hostile/): no answer
//! reachable, no file of root's, no terminal, no descriptor of the judge's, no network, nothing
//! carried from run to run, CPU hidden in children or behind an idle thread counted, the disk
//! capped, a report that shows a run's bytes escaped, no hang on `/dev/stdin`. Tests of what
//! only the box gives pass trivially where the machine has none (the judge then says so
//! itself); the slower ones are `#[ignore]`d and run by `.ci/run`.

mod judge_common;

use judge_common::{judge_test, scratch};
use npuzzle::judge::compile::{self, Program};
use npuzzle::judge::sandbox::{self, Limits, Run, RunVerdict};
use std::ffi::OsString;
use std::io::Write;
use std::os::unix::io::AsRawFd;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn program(name: &str) -> Program {
    let path = Path::new("tests/hostile").join(name);
    compile::prepare(&path).unwrap_or_else(|e| panic!("{name} should compile: {e}"))
}

fn run(command: &[OsString], input: &[u8], limits: &Limits) -> Run {
    sandbox::run(command, input, limits, &[]).unwrap()
}

/// The box is there, or the test says why it checks nothing more.
fn boxed(test: &str) -> bool {
    let on = sandbox::sandboxed();
    if !on {
        eprintln!("{test}: no sandbox on this machine, nothing to check");
    }
    on
}

fn is_root() -> bool {
    std::fs::metadata("/proc/self")
        .map(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
        .unwrap_or(false)
}

extern "C" {
    fn fcntl(fd: i32, command: i32, ...) -> i32;
}

/// `file` left open without close-on-exec, as a careless parent of the judge leaves it.
fn leak(file: &std::fs::File) {
    const F_SETFD: i32 = 2;
    // SAFETY: a plain call on a descriptor `file` keeps open.
    unsafe { fcntl(file.as_raw_fd(), F_SETFD, 0) };
}

/// A file of the machine's `/tmp` (the test's own, removed after).
fn host_tmp() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("npuzzle-isolate-{}", std::process::id()))
}

/// What the escape probes try: the answers, `.git`, the judge and its cache, a file in the
/// machine's `/tmp`, the loopback, and (as an argument, so in the box) a file only root reads.
fn escape_attempts(dir: &Path, port: u16) -> (String, Vec<OsString>) {
    let canonical = |p: &str| std::fs::canonicalize(p).unwrap().display().to_string();
    let host_tmp = host_tmp();
    std::fs::write(&host_tmp, "the machine's /tmp\n").unwrap();
    let mut input = String::new();
    // `.git` is a file in a worktree, a folder in a clone.
    let git = if Path::new(".git").is_file() {
        ".git"
    } else {
        ".git/HEAD"
    };
    let answers = [
        "cases/poj1077/01-sample.out",
        "cases/acwing179/01-sample.out",
    ];
    for path in answers.into_iter().chain([git, "Cargo.toml"]) {
        input.push_str(&format!("{}\n", canonical(path)));
    }
    input.push_str(&format!("{}\n", host_tmp.display()));
    input.push_str(&format!("{}\n", compile::cache_dir().display()));
    input.push_str(&format!("exec {}\n", env!("CARGO_BIN_EXE_judge")));
    input.push_str(&format!("port {port}\n"));
    let mut args = Vec::new();
    if is_root() {
        let secret = dir.join("secret");
        std::fs::write(&secret, "root's only\n").unwrap();
        std::fs::set_permissions(&secret, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .unwrap();
        args.push(secret.into_os_string());
    }
    (input, args)
}

fn every_escape_is_blocked(name: &str) {
    let dir = scratch(name);
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (input, args) = escape_attempts(&dir, port);
    let leaked_file = std::fs::File::open("Cargo.toml").unwrap();
    let leaked_dir = std::fs::File::open(".").unwrap();
    leak(&leaked_file);
    leak(&leaked_dir);
    let mut command = program(name).command;
    command.extend(args.iter().cloned());
    let limits = Limits::judge(Duration::from_secs(5), Some(256 << 20));
    // Twice: the second run looks for the keys and the shared memory the first left.
    for round in 1..=2 {
        let run = run(&command, input.as_bytes(), &limits);
        assert_eq!(
            run.verdict(&limits),
            RunVerdict::Finished,
            "{name}: {run:?}"
        );
        let report = String::from_utf8_lossy(&run.stdout);
        let lines = input.lines().count() + args.len() + 7;
        assert_eq!(
            report.lines().count(),
            lines,
            "{name} round {round}:\n{report}"
        );
        let open: Vec<&str> = report
            .lines()
            .filter(|l| !l.ends_with(": blocked"))
            .collect();
        assert!(open.is_empty(), "{name} round {round}: {open:?}\n{report}");
    }
    // Nothing left in the machine's System V memory either.
    let shm = std::fs::read_to_string("/proc/sysvipc/shm").unwrap_or_default();
    assert!(!shm.contains(&format!("{}", 0x6e70_7a39)), "{shm}");
    drop((leaked_file, leaked_dir, listener));
    let _ = std::fs::remove_file(host_tmp());
}

#[test]
fn every_escape_of_c_is_blocked() {
    if boxed("every_escape_of_c_is_blocked") {
        every_escape_is_blocked("escape.c");
    }
}

#[test]
#[ignore]
fn every_escape_of_rust_is_blocked() {
    if boxed("every_escape_of_rust_is_blocked") {
        every_escape_is_blocked("escape.rs");
    }
}

fn cpu_hidden_is_tle(name: &str) {
    let limits = Limits::judge(Duration::from_secs(1), Some(64 << 20));
    let run = run(&program(name).command, b"", &limits);
    assert_eq!(
        run.verdict(&limits),
        RunVerdict::TimeLimit,
        "{name}: {run:?}"
    );
}

#[test]
#[ignore]
fn cpu_hidden_in_reaped_children_behind_an_idle_thread_is_tle() {
    cpu_hidden_is_tle("cpu_hidden.c");
    cpu_hidden_is_tle("cpu_hidden.rs");
}

fn disk_stays_capped(name: &str) {
    let limits = Limits::judge(Duration::from_secs(10), Some(512 << 20));
    let command = program(name).command;
    for _ in 0..2 {
        let run = run(&command, b"", &limits);
        let report = String::from_utf8_lossy(&run.stdout);
        assert!(
            report.contains("note of an earlier run: blocked\n"),
            "{name}: {report}"
        );
        let reserved: u64 = report
            .lines()
            .find_map(|l| {
                l.strip_prefix("reserved ")?
                    .strip_suffix(" MB")?
                    .parse()
                    .ok()
            })
            .unwrap_or_else(|| panic!("{name}: {report}"));
        assert!(
            reserved <= sandbox::rootfs::SCRATCH_SIZE >> 20,
            "{name}: {report}"
        );
        if run.verdict(&limits) == RunVerdict::Finished {
            assert!(report.contains("depth 3000\n"), "{name}: {report}");
        }
    }
    let host = std::env::temp_dir().join("npuzzle-note-top");
    assert!(!host.exists(), "{} left on the machine", host.display());
}

#[test]
#[ignore]
fn the_disk_is_capped_and_nothing_outlives_the_run() {
    if boxed("the_disk_is_capped_and_nothing_outlives_the_run") {
        disk_stays_capped("disk_fill.c");
        disk_stays_capped("disk_fill.rs");
    }
}

#[test]
fn a_compile_sees_only_its_source() {
    if !boxed("a_compile_sees_only_its_source") {
        return;
    }
    let answer = std::fs::read_to_string("cases/poj1077/01-sample.out").unwrap();
    for name in [
        "include_answer.c",
        "include_answer.rs",
        "include_secret.c",
        "include_secret.rs",
    ] {
        let path = Path::new("tests/hostile").join(name);
        let error = compile::prepare(&path).expect_err(name);
        assert!(!error.contains(answer.trim()), "{name}: {error}");
        assert!(!error.contains("root:"), "{name}: {error}");
    }
}

/// `judge test FILE` on one case with its stdin a pipe that stays open: it must end anyway.
fn judge_with_open_stdin(file: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["test", file, "--problem", "poj1077"])
        .args(["--cases", "cases/poj1077/01-sample.in"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(b"");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("{file}: the judge hangs on its own stdin");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
#[ignore]
fn including_dev_stdin_does_not_hang_the_judge() {
    for file in [
        "tests/hostile/include_stdin.c",
        "tests/hostile/include_stdin.rs",
    ] {
        let o = judge_with_open_stdin(file);
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(text.contains("01-sample"), "{file}: {text}");
    }
}

/// Every control character of `bytes` but the line feed.
fn controls(bytes: &[u8]) -> Vec<char> {
    let text = String::from_utf8_lossy(bytes);
    text.chars()
        .filter(|c| c.is_control() && *c != '\n')
        .collect()
}

#[test]
fn a_report_shows_a_runs_bytes_escaped() {
    for file in ["tests/hostile/spoof.c", "tests/hostile/spoof.rs"] {
        let o = judge_test(file, "poj1077", &["--cases", "cases/poj1077/01-sample.in"]);
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(text.contains("\\x1b[32m"), "{file}: {text}");
        assert_eq!(controls(&o.stdout), Vec::<char>::new(), "{file}: {text}");
        assert_eq!(controls(&o.stderr), Vec::<char>::new(), "{file}");
        assert_eq!(o.status.code(), Some(1), "{file}: {text}");
    }
}
