//! What a search did, as its own code told it (`parts::search::Tally`): the boards expanded at
//! each key (depth, f or h) on each side, the stages (IDA* iterations, big-board lines), the
//! totals. A [`Recorder`] collects it during a run; a run of `judge show --run` writes it as
//! lines on stdout ([`Recording::lines`], a snapshot of the histogram now and then while the
//! search goes on, so that a search stopped from outside still shows what it had done), and
//! the page's process reads them back ([`Recording::parse`]).

use crate::parts::search::Tally;
use std::io::Write;
use std::time::{Duration, Instant};

/// The largest key kept apart (a larger one is counted with it): keys are depths, f values and
/// line numbers, all far below.
const MAX_KEY: usize = 4096;
/// How often a running search writes a snapshot, and every how many boards it looks.
const SNAPSHOT_EVERY: Duration = Duration::from_millis(200);
const LOOK_EVERY: u64 = (1 << 16) - 1;

/// Everything a run told.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recording {
    /// `at[side][key]`: boards expanded there (side 0 from the start, 1 from the goal).
    pub at: [Vec<u64>; 2],
    /// (key, boards expanded) of each stage, in order.
    pub stages: Vec<(u32, u64)>,
    /// The totals as the search counted them (the solution file's `stats` line).
    pub expanded: u64,
    pub generated: u64,
    /// CPU seconds of the strategy's set-up (its tables) and of the search of the board (all
    /// its threads), and the search's wall-clock seconds.
    pub setup: f64,
    pub search: f64,
    pub search_wall: f64,
    /// The moves (up, down, left, right as 0–3), `None` when none was found within the cap.
    pub moves: Option<Vec<u8>>,
    /// Whether the run ended (else this is its last snapshot).
    pub done: bool,
}

impl Recording {
    /// Boards expanded at keys, both sides.
    pub fn at_total(&self) -> u64 {
        self.at.iter().flatten().sum()
    }

    /// Boards expanded in stages.
    pub fn stage_total(&self) -> u64 {
        self.stages.iter().map(|s| s.1).sum()
    }

    /// The lines `--run` writes at the end (what `parse` reads).
    pub fn lines(&self) -> String {
        let mut text = format!("setup {}\n", self.setup);
        for (side, counts) in self.at.iter().enumerate() {
            text.push_str(&format!("at {side} {}\n", histogram(counts)));
        }
        let moves = match &self.moves {
            Some(moves) => moves.iter().map(|m| char::from(b'0' + m)).collect(),
            None => "none".to_string(),
        };
        text.push_str(&format!("moves {moves}\n"));
        text.push_str(&format!(
            "done {} {} {} {}\n",
            self.search, self.search_wall, self.expanded, self.generated
        ));
        text
    }

    /// What `text` (the stdout of `--run`, maybe cut short) told: the last snapshot if the run
    /// never ended. An error names the first line that is not one of the run's.
    pub fn parse(text: &str) -> Result<Recording, String> {
        let mut r = Recording::default();
        for line in text.lines() {
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            let bad = || format!("judge show: a run wrote '{line}'");
            let numbers = |rest: &str| -> Result<Vec<f64>, String> {
                rest.split(' ')
                    .map(|n| n.parse().map_err(|_| bad()))
                    .collect()
            };
            match word {
                "setup" => r.setup = numbers(rest)?[0],
                "stage" => match numbers(rest)?[..] {
                    [key, expanded] => r.stages.push((key as u32, expanded as u64)),
                    _ => return Err(bad()),
                },
                "at" | "snapshot" => {
                    let (side, counts) = rest.split_once(' ').ok_or_else(bad)?;
                    let side = if side == "1" { 1 } else { 0 };
                    r.at[side] = parse_histogram(counts).ok_or_else(bad)?;
                }
                "moves" if rest == "none" => r.moves = None,
                "moves" => {
                    let moves = rest.bytes().map(|b| b.wrapping_sub(b'0'));
                    r.moves = Some(moves.collect());
                    if r.moves.iter().flatten().any(|&m| m > 3) {
                        return Err(bad());
                    }
                }
                "done" => match numbers(rest)?[..] {
                    [cpu, wall, expanded, generated] => {
                        (r.search, r.search_wall) = (cpu, wall);
                        (r.expanded, r.generated) = (expanded as u64, generated as u64);
                        r.done = true;
                    }
                    _ => return Err(bad()),
                },
                _ => return Err(bad()),
            }
        }
        if !r.done {
            r.expanded = r.at_total().max(r.stage_total());
        }
        Ok(r)
    }
}

/// `key:count,…` of the keys with a count.
fn histogram(counts: &[u64]) -> String {
    let pairs: Vec<String> = (counts.iter().enumerate())
        .filter(|(_, &c)| c > 0)
        .map(|(k, c)| format!("{k}:{c}"))
        .collect();
    if pairs.is_empty() {
        "-".to_string()
    } else {
        pairs.join(",")
    }
}

fn parse_histogram(text: &str) -> Option<Vec<u64>> {
    let mut counts = Vec::new();
    for pair in text.split(',').filter(|p| *p != "-") {
        let (key, count) = pair.split_once(':')?;
        let (key, count): (usize, u64) = (key.parse().ok()?, count.parse().ok()?);
        if key > MAX_KEY {
            return None;
        }
        if counts.len() <= key {
            counts.resize(key + 1, 0);
        }
        counts[key] += count;
    }
    Some(counts)
}

/// A `Tally` that records. With `live`, it writes each stage at once and a snapshot of its
/// histogram every `SNAPSHOT_EVERY` on stdout.
pub struct Recorder {
    pub recording: Recording,
    live: bool,
    seen: u64,
    last: Instant,
}

impl Recorder {
    pub fn new(live: bool) -> Recorder {
        Recorder {
            recording: Recording::default(),
            live,
            seen: 0,
            last: Instant::now(),
        }
    }

    fn write(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }

    fn snapshot(&mut self) {
        self.last = Instant::now();
        let mut text = String::new();
        for (side, counts) in self.recording.at.iter().enumerate() {
            text.push_str(&format!("snapshot {side} {}\n", histogram(counts)));
        }
        self.write(&text);
    }
}

impl Tally for Recorder {
    fn add(&mut self, expanded: u64, generated: u64) {
        self.recording.expanded += expanded;
        self.recording.generated += generated;
    }

    fn at(&mut self, side: usize, key: u32) {
        let counts = &mut self.recording.at[side.min(1)];
        let key = (key as usize).min(MAX_KEY);
        if counts.len() <= key {
            counts.resize(key + 1, 0);
        }
        counts[key] += 1;
        self.seen += 1;
        if self.live && self.seen & LOOK_EVERY == 0 && self.last.elapsed() >= SNAPSHOT_EVERY {
            self.snapshot();
        }
    }

    fn stage(&mut self, key: u32, expanded: u64) {
        self.recording.stages.push((key, expanded));
        if self.live {
            self.write(&format!("stage {key} {expanded}\n"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_reads_back_and_a_cut_one_keeps_its_last_snapshot() {
        let mut recorder = Recorder::new(false);
        for key in [0, 1, 1, 2, 2, 2] {
            recorder.at(0, key);
        }
        recorder.at(1, 1);
        recorder.add(7, 12);
        recorder.stage(5, 3);
        let mut r = recorder.recording;
        r.moves = Some(vec![0, 3, 2]);
        (r.setup, r.search, r.search_wall, r.done) = (0.25, 0.5, 0.75, true);
        let text = format!("stage 5 3\n{}", r.lines());
        assert_eq!(Recording::parse(&text), Ok(r.clone()));
        let cut = "stage 5 3\nsnapshot 0 0:1,1:2\nsnapshot 1 -\nstage 6 9\n";
        let cut = Recording::parse(cut).unwrap();
        assert!(!cut.done);
        assert_eq!(cut.at[0], [1, 2]);
        assert_eq!(cut.stages, [(5, 3), (6, 9)]);
        assert_eq!(cut.expanded, 12);
        assert!(Recording::parse("stats expanded=1").is_err());
        assert!(Recording::parse("moves 0149").is_err());
        assert!(Recording::parse("at 0 99999:1").is_err());
    }
}
