//! The runner against hostile programs (tests/hostile/): limits hold, nothing survives.

mod process_table;

use npuzzle::judge::compile::{self, Program};
use npuzzle::judge::sandbox::{self, Exit, Limits, Run, RunVerdict};
use process_table::survivors;
use std::path::Path;
use std::time::{Duration, Instant};

fn program(name: &str) -> Program {
    let path = Path::new("tests/hostile").join(name);
    compile::prepare(&path).unwrap_or_else(|e| panic!("{name} should compile: {e}"))
}

fn run(name: &str, input: &[u8], limits: &Limits) -> Run {
    sandbox::run(
        &program(name).command,
        input,
        limits,
        &[("NPUZZLE_STATS", "1")],
    )
    .unwrap()
}

fn one_second() -> Limits {
    Limits::judge(Duration::from_secs(1), Some(64 << 20))
}

/// The cache file name of a program's binary (its command line holds it).
fn binary_name(program: &Program) -> String {
    let binary = Path::new(&program.command[0]);
    binary.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn busy_loop_is_tle_killed_at_the_cpu_limit() {
    let limits = one_second();
    let started = Instant::now();
    let run = run("busy_loop.rs", b"", &limits);
    let elapsed = started.elapsed();
    assert_eq!(run.verdict(&limits), RunVerdict::TimeLimit);
    assert!(elapsed < Duration::from_secs(10), "took {elapsed:?}");
    assert!(run.cpu >= Duration::from_millis(900), "cpu {:?}", run.cpu);
    assert_eq!(run.killed, Some(sandbox::Kill::Cpu));
}

#[test]
fn a_sleeping_program_is_tle_by_the_wall_clock() {
    let limits = Limits::judge(Duration::from_millis(200), Some(64 << 20));
    let started = Instant::now();
    let run = run("sleeper.rs", b"", &limits);
    assert_eq!(run.killed, Some(sandbox::Kill::Wall));
    assert_eq!(run.verdict(&limits), RunVerdict::TimeLimit);
    assert!(started.elapsed() < limits.wall + Duration::from_secs(5));
    assert!(run.cpu < Duration::from_millis(100));
}

#[test]
fn a_program_ignoring_sigterm_is_killed() {
    let limits = Limits::judge(Duration::from_millis(300), Some(64 << 20));
    let started = Instant::now();
    let run = run("ignore_sigterm.rs", b"", &limits);
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(run.verdict(&limits), RunVerdict::TimeLimit);
    assert_eq!(run.exit, Exit::Signal(9));
    let binary = binary_name(&program("ignore_sigterm.rs"));
    assert_eq!(
        survivors(&binary),
        Vec::<String>::new(),
        "the SIGTERM-proof process survived"
    );
}

#[test]
fn a_forked_sleeping_child_does_not_survive_its_parent() {
    let limits = one_second();
    let started = Instant::now();
    let run = run("fork_sleeper.rs", b"", &limits);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "the judge waited for the sleeper"
    );
    assert_eq!(run.verdict(&limits), RunVerdict::Finished);
    assert_eq!(run.stdout, b"unsolvable\n");
    let binary = binary_name(&program("fork_sleeper.rs"));
    assert_eq!(
        survivors(&binary),
        Vec::<String>::new(),
        "the forked sleeper survived"
    );
}

#[test]
fn a_memory_bomb_is_mle() {
    let limits = one_second();
    let started = Instant::now();
    let run = run("memory_bomb.rs", b"", &limits);
    assert_eq!(run.verdict(&limits), RunVerdict::MemoryLimit);
    assert_eq!(run.killed, Some(sandbox::Kill::Memory), "{:?}", run.exit);
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn a_memory_bomb_is_mle_under_the_address_space_limit_alone() {
    // Without the resident-size watch (a huge limit for it), the allocation failure under the
    // address-space limit must still read as MLE, not as a crash.
    let mut limits = one_second();
    limits.memory = Some(1 << 40);
    limits.address_space = Some(128 << 20);
    let run = run("memory_bomb.rs", b"", &limits);
    assert!(run.killed.is_none());
    assert!(String::from_utf8_lossy(&run.stderr).contains("memory allocation of"));
    assert_eq!(run.verdict(&limits), RunVerdict::MemoryLimit);
    assert!(run.peak_memory > 64 << 20, "peak {}", run.peak_memory);
}

#[test]
fn a_panic_is_re() {
    let limits = one_second();
    let run = run("panic.rs", b"2 3 4 1 5 x 7 6 8\n", &limits);
    assert_eq!(run.verdict(&limits), RunVerdict::RuntimeError);
    assert_eq!(run.exit, Exit::Code(101));
    assert!(String::from_utf8_lossy(&run.stderr).contains("refusing to solve 18 bytes"));
}

#[test]
fn a_compile_error_is_reported_with_the_compiler_message() {
    let error = compile::prepare(Path::new("tests/hostile/compile_error.rs")).unwrap_err();
    assert!(error.contains("mismatched types"), "{error}");
}

#[test]
fn large_input_and_output_pass_through_the_pipes() {
    let limits = one_second();
    let input: Vec<u8> = (0..3_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    let run = run("echo.rs", &input, &limits);
    assert_eq!(run.verdict(&limits), RunVerdict::Finished);
    assert_eq!(run.stdout, input);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(stderr.trim(), "stats expanded=3000000 generated=6000000");
    assert!(run.peak_memory > 3_000_000, "peak {}", run.peak_memory);
}

#[test]
fn a_program_that_never_reads_a_large_input_does_not_block_the_judge() {
    let limits = Limits::judge(Duration::from_millis(300), None);
    let input = vec![b'x'; 4 << 20];
    let run = run("busy_loop.rs", &input, &limits);
    assert_eq!(run.verdict(&limits), RunVerdict::TimeLimit);
}

#[test]
fn the_cache_reuses_a_binary() {
    let first = program("echo.rs");
    let second = program("echo.rs");
    assert_eq!(first.command, second.command);
    assert!(Path::new(&first.command[0]).is_file());
}
