//! Accounting of a run's whole process tree, live: CPU time and memory of every process the
//! submission started, reaped or not, and never the judge's own.
//!
//! Memory comes from a memory control group of the run's own when the judge may create one
//! (cgroup v1 `memory`, under the judge's own group: `memory.usage_in_bytes`, and
//! `memory.max_usage_in_bytes` for the exact peak). Pages are charged from the moment the run's
//! first process joins, before `exec`, so the copy of the judge that `fork` makes is never
//! counted. Without a control group, memory is the sum of the resident sizes of the tree's
//! processes in `/proc`, sampled, skipping the judge's own copies (a process whose executable
//! is the judge's has not reached `exec` yet, or is the sandbox's keeper or reaper).
//!
//! CPU time comes from a CPU accounting control group of the run's own (cgroup v1 `cpuacct`:
//! `cpuacct.usage`; else the cgroup v2 hierarchy: `cpu.stat`'s `usage_usec`): every process the
//! run ever made is charged there, whoever reaps it, even one reaped by the kernel because its
//! parent ignores `SIGCHLD`, and nothing of the sandbox's own making. Without such a group, CPU
//! time is the sum over the live tree of user + system time with the time of reaped children
//! (`cutime`, `cstime`), the sandbox's keeper and reaper included.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// A control group of one run (one controller of cgroup v1, or the cgroup v2 hierarchy),
/// removed when dropped.
pub struct Cgroup {
    dir: PathBuf,
}

/// The hierarchies a run gets a group in: the cgroup v1 controller ("" for the cgroup v2
/// hierarchy) and a file every group of it has.
const CONTROLLERS: [(&str, &str); 4] = [
    ("memory", "memory.max_usage_in_bytes"),
    ("pids", "pids.max"),
    ("cpuacct", "cpuacct.usage"),
    ("", "cpu.stat"),
];

/// The most processes and threads a run may have at once (`pids.max`): a fork bomb stops
/// there, not at the machine's limit.
pub const MAX_PROCESSES: u64 = 1024;

/// The folder new groups of `controller` (see [`CONTROLLERS`]) go in: the judge's own group
/// there, when writable and not refused with `NPUZZLE_NO_CGROUP=1`.
fn cgroup_base(controller: &'static str) -> Option<&'static Path> {
    #[allow(clippy::declare_interior_mutable_const)]
    const UNKNOWN: OnceLock<Option<PathBuf>> = OnceLock::new();
    static BASES: [OnceLock<Option<PathBuf>>; 4] = [UNKNOWN; 4];
    let index = CONTROLLERS.iter().position(|(c, _)| *c == controller)?;
    let probe_file = CONTROLLERS[index].1;
    BASES[index]
        .get_or_init(|| {
            if std::env::var_os("NPUZZLE_NO_CGROUP").is_some_and(|v| v == "1") {
                return None;
            }
            let base = own_group(controller)?;
            super::scratch::sweep(&base, "npuzzle-", |p| fs::remove_dir(p));
            let probe = base.join(format!("npuzzle-probe-{}", std::process::id()));
            fs::create_dir(&probe).ok()?;
            let usable = probe.join(probe_file).is_file();
            let _ = fs::remove_dir(&probe);
            usable.then_some(base)
        })
        .as_deref()
}

/// The judge's own group of `controller` ("": the cgroup v2 hierarchy, mounted at
/// `/sys/fs/cgroup` or, beside cgroup v1, at `/sys/fs/cgroup/unified`).
fn own_group(controller: &str) -> Option<PathBuf> {
    let text = fs::read_to_string("/proc/self/cgroup").ok()?;
    let own = text.lines().find_map(|line| {
        let mut fields = line.splitn(3, ':');
        let (id, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        let found = match controller {
            "" => id == "0" && controllers.is_empty(),
            _ => controllers.split(',').any(|c| c == controller),
        };
        found.then(|| path.trim_start_matches('/').to_string())
    })?;
    let mount = match controller {
        "" => ["/sys/fs/cgroup/unified", "/sys/fs/cgroup"]
            .iter()
            .map(PathBuf::from)
            .find(|m| m.join("cgroup.controllers").is_file())?,
        _ => Path::new("/sys/fs/cgroup").join(controller),
    };
    Some(mount.join(own))
}

/// How memory is measured on this machine, and whether processes are counted, for
/// `judge --version`.
pub fn method() -> String {
    let memory = if cgroup_base("memory").is_some() {
        "memory: a control group per run (cgroup v1)"
    } else {
        "memory: resident sizes of the run's processes (/proc, sampled)"
    };
    let cpu = if cgroup_base("cpuacct").is_some() {
        "cpu: every process the run made (a cpuacct control group per run, cgroup v1)"
    } else if cgroup_base("").is_some() {
        "cpu: every process the run made (a control group per run, cgroup v2)"
    } else {
        "cpu: the run's live processes and those they reaped (/proc)"
    };
    match cgroup_base("pids") {
        Some(_) => {
            format!("{cpu}; {memory}; processes: at most {MAX_PROCESSES} a run (pids cgroup)")
        }
        None => format!("{cpu}; {memory}; processes: not limited"),
    }
}

impl Cgroup {
    /// A fresh group of `controller` with `setting` (a file and its value) written, or `None`
    /// where such groups cannot be made.
    pub fn create(controller: &'static str, setting: Option<(&str, u64)>) -> Option<Cgroup> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let base = cgroup_base(controller)?;
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = base.join(format!("npuzzle-{}-{n}", std::process::id()));
        fs::create_dir(&dir).ok()?;
        let group = Cgroup { dir };
        if let Some((file, value)) = setting {
            fs::write(group.dir.join(file), value.to_string()).ok()?;
        }
        Some(group)
    }

    /// A fresh group that counts the CPU time of every process of the run: cgroup v1
    /// `cpuacct`, else cgroup v2; `None` where neither can be made.
    pub fn cpu() -> Option<Cgroup> {
        Cgroup::create("cpuacct", None).or_else(|| Cgroup::create("", None))
    }

    /// The CPU time charged to the group so far (`cpuacct.usage` in nanoseconds, or
    /// `usage_usec` of `cpu.stat`).
    fn cpu_time(&self) -> Duration {
        if let Ok(text) = fs::read_to_string(self.dir.join("cpuacct.usage")) {
            return Duration::from_nanos(text.trim().parse().unwrap_or(0));
        }
        let text = fs::read_to_string(self.dir.join("cpu.stat")).unwrap_or_default();
        let micros = text.lines().find_map(|l| l.strip_prefix("usage_usec "));
        Duration::from_micros(micros.and_then(|m| m.trim().parse().ok()).unwrap_or(0))
    }

    /// The file a process writes `0` to in order to join.
    pub fn procs(&self) -> PathBuf {
        self.dir.join("cgroup.procs")
    }

    fn read(&self, name: &str) -> u64 {
        let text = fs::read_to_string(self.dir.join(name)).unwrap_or_default();
        text.trim().parse().unwrap_or(0)
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        // The last processes may take a moment to leave after the namespace is torn down.
        for _ in 0..200 {
            if fs::remove_dir(&self.dir).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// What one look at the tree found.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sample {
    pub cpu: Duration,
    pub memory: u64,
}

/// Watches the process tree under `root`.
pub struct Meter {
    root: u32,
    cgroup: Option<Cgroup>,
    cpu_group: Option<Cgroup>,
    judge: Option<PathBuf>,
    page: u64,
    ticks: u64,
    /// The largest memory seen.
    pub peak: u64,
}

impl Meter {
    pub fn new(root: u32, cgroup: Option<Cgroup>, cpu_group: Option<Cgroup>) -> Meter {
        Meter {
            root,
            cgroup,
            cpu_group,
            judge: fs::read_link("/proc/self/exe").ok(),
            page: super::sys::page_size(),
            ticks: super::sys::clock_ticks(),
            peak: 0,
        }
    }

    /// Looks at every process of the tree once.
    pub fn sample(&mut self) -> Sample {
        let mut sample = Sample::default();
        let mut summed = 0;
        for pid in tree(self.root) {
            let times = stat_times(pid);
            sample.cpu += Duration::from_micros(times * 1_000_000 / self.ticks);
            let exe = fs::read_link(format!("/proc/{pid}/exe")).ok();
            if exe.is_some() && exe == self.judge {
                continue;
            }
            summed += resident(pid, self.page);
        }
        sample.cpu = self.final_cpu(sample.cpu);
        sample.memory = match &self.cgroup {
            Some(group) => group.read("memory.usage_in_bytes"),
            None => summed,
        };
        self.peak = self.peak.max(sample.memory);
        sample
    }

    /// The CPU time of every process the run made, from its control group; without one,
    /// `measured` (the tree's, which also counts the sandbox's keeper and reaper).
    pub fn final_cpu(&self, measured: Duration) -> Duration {
        self.cpu_group.as_ref().map_or(measured, Cgroup::cpu_time)
    }

    /// The peak once the run is over: the control group's own record when there is one.
    pub fn final_peak(&self) -> u64 {
        match &self.cgroup {
            Some(group) => self.peak.max(group.read("memory.max_usage_in_bytes")),
            None => self.peak,
        }
    }
}

/// `root` and every descendant, from `/proc/PID/task/TID/children`.
fn tree(root: u32) -> Vec<u32> {
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let pid = found[i];
        i += 1;
        let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
            continue;
        };
        for task in tasks.flatten() {
            let children = task.path().join("children");
            let text = fs::read_to_string(children).unwrap_or_default();
            found.extend(
                text.split_whitespace()
                    .filter_map(|t| t.parse::<u32>().ok()),
            );
        }
    }
    found
}

/// utime + stime + cutime + cstime of `pid`, in clock ticks (0 when it is gone).
fn stat_times(pid: u32) -> u64 {
    let Ok(text) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0;
    };
    // Fields after the command name in parentheses: utime is the 14th of the whole line.
    let rest = text.rsplit_once(')').map_or("", |(_, r)| r);
    let fields = rest.split_whitespace().skip(11).take(4);
    fields.filter_map(|t| t.parse::<u64>().ok()).sum()
}

/// Resident set size of `pid` in bytes, from `/proc/PID/statm` (0 when unreadable).
fn resident(pid: u32, page: u64) -> u64 {
    let Ok(text) = fs::read_to_string(format!("/proc/{pid}/statm")) else {
        return 0;
    };
    let pages = text.split_whitespace().nth(1).and_then(|t| t.parse().ok());
    pages.unwrap_or(0u64) * page
}
