// Hostile (issue 39), as escape.c: tries every way out of the box it knows and prints one line
// a probe, `NAME: blocked` or `NAME: OPEN`. Its arguments and each input line are paths to read
// or, after `exec `, programs to run; `port N` is a TCP port on the machine's loopback. Also:
// /dev/tty and TIOCSTI, a controlling terminal, descriptors past 0-2, root, keys and SysV memory
// left by an earlier run (then leaves its own). Expected: blocked, every line. Bounded.
use std::io::{BufRead, Read};
use std::net::TcpStream;
use std::os::raw::{c_char, c_int, c_long, c_ulong};
use std::process::{Command, Stdio};

extern "C" {
    fn ioctl(fd: c_int, request: c_ulong, ...) -> c_int;
    fn getuid() -> u32;
    fn geteuid() -> u32;
    fn shmget(key: c_int, size: usize, flags: c_int) -> c_int;
    fn syscall(number: c_long, ...) -> c_long;
}

const TIOCSTI: c_ulong = 0x5412;
const SYS_ADD_KEY: c_long = 248;
const IPC_CREAT: c_int = 0o1000;

fn say(name: &str, open: bool) {
    println!("{name}: {}", if open { "OPEN" } else { "blocked" });
}

fn try_read(path: &str) {
    let open = std::fs::File::open(path).and_then(|mut f| f.read(&mut [0u8; 1]));
    say(&format!("read {path}"), open.is_ok());
}

fn try_exec(path: &str) {
    let ran = Command::new(path)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    say(&format!("exec {path}"), ran.is_ok());
}

fn controlling_terminal() -> bool {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    rest.split_whitespace().nth(4) != Some("0")
}

fn extra_descriptors() -> bool {
    let Ok(entries) = std::fs::read_dir("/proc/self/fd") else {
        return true;
    };
    let fds: Vec<i32> = entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse().ok())
        .collect();
    // read_dir holds one descriptor of its own: the highest.
    fds.iter().filter(|&&fd| fd > 2).count() > 1
}

fn carried_state() {
    let keys = std::fs::read_to_string("/proc/keys").unwrap_or_default();
    say("keys of an earlier run", keys.contains("npuzzle-escape"));
    let (kind, name) = (b"user\0", b"npuzzle-escape\0");
    for keyring in [-4 as c_long, -3] {
        // SAFETY: add_key with valid strings and a 4-byte payload.
        unsafe {
            let (k, n) = (kind.as_ptr() as *const c_char, name.as_ptr() as *const c_char);
            syscall(SYS_ADD_KEY, k, n, b"note".as_ptr(), 4usize, keyring);
        }
    }
    // SAFETY: plain System V calls.
    let earlier = unsafe { shmget(0x6e70_7a39, 4096, 0o600) } >= 0;
    say("shm of an earlier run", earlier);
    unsafe { shmget(0x6e70_7a39, 4096, IPC_CREAT | 0o600) };
}

fn main() {
    for path in std::env::args().skip(1) {
        try_read(&path);
    }
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        if let Some(path) = line.strip_prefix("exec ") {
            try_exec(path);
        } else if let Some(port) = line.strip_prefix("port ") {
            let connected = TcpStream::connect(("127.0.0.1", port.parse().unwrap_or(1)));
            say("connect loopback", connected.is_ok());
        } else if !line.is_empty() {
            try_read(&line);
        }
    }
    say("tty", std::fs::File::open("/dev/tty").is_ok());
    // SAFETY: TIOCSTI reads one byte from a valid pointer.
    let pushed = (0..3).any(|fd| unsafe { ioctl(fd, TIOCSTI, b"#".as_ptr()) } == 0);
    say("tiocsti", pushed);
    say("controlling terminal", controlling_terminal());
    say("descriptors past 2", extra_descriptors());
    // SAFETY: plain calls without arguments.
    say("root", unsafe { getuid() == 0 || geteuid() == 0 });
    carried_state();
}
