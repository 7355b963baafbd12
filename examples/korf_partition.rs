//! The IDA* of solutions/uva10181/idastar.rs (`idastar15_plan` on every core, duplicate pruning, the
//! mirrored lookup) with a chosen partition of the tiles, to compare partitions end to end on
//! one input (`scripts/bench-korf --partition P`): `NPUZZLE_PARTITION` is `555` (the 5-5-5 of
//! `pdb15::PATTERNS`), `663` (`pdb_bfs::PATTERNS_663`, the default, built by `pdb_bfs`) or three
//! patterns of tiles (see `partition`). Reads a UVA 10181 input (a count, then 16 numbers a
//! board, 0 the blank) and writes one line of moves a board; with `NPUZZLE_STATS` set, the stats
//! line of each board on stderr. A partition whose tables cannot be read mod 16 (a move changing a
//! value by more than 7: `pdb_check`) is refused with exit 1.
use npuzzle::parts::board15::{Board, LETTERS};
use npuzzle::parts::idastar15_plan::{idastar_on, Plan};
use npuzzle::parts::idastar15_units::{ORDERED_FROM, PARALLEL_FROM};
use npuzzle::parts::pdb15::{Heuristic, PATTERNS, VIEWS};
use npuzzle::parts::prune15::LONGEST;
use npuzzle::study::fifteen::solvable;
use npuzzle::study::pdb_bfs::{build_pattern, PATTERNS_663};
use npuzzle::study::pdb_check::readable_mod_16;
use std::io::{Read, Write};

/// Builds one pattern's table.
type Builder = fn(&[u8]) -> Vec<u8>;

fn boards(input: &str) -> Result<Vec<Board>, String> {
    let numbers: Result<Vec<u8>, _> = input.split_ascii_whitespace().map(str::parse).collect();
    let numbers = numbers.map_err(|e| format!("korf_partition: bad number: {}", e))?;
    let count = *numbers.first().ok_or("korf_partition: empty input")? as usize;
    if numbers.len() != 1 + 16 * count {
        return Err(format!(
            "korf_partition: {} boards need {} numbers",
            count,
            16 * count
        ));
    }
    Ok(numbers[1..]
        .chunks(16)
        .map(|chunk| {
            let mut board = [0; 16];
            board.copy_from_slice(chunk);
            board
        })
        .collect())
}

/// The patterns and their builder named by `NPUZZLE_PARTITION`: `555` (`pdb15::PATTERNS`),
/// `663` (`pdb_bfs::PATTERNS_663`), or three patterns of tiles, each tile of 1..=15 in exactly
/// one, e.g. `1 5 6 9 10,2 3 4 7 8,11 12 13 14 15` (built by `pdb_bfs` when a pattern has 6 or
/// more tiles).
fn partition(chosen: &str) -> Result<([Vec<u8>; 3], Builder), String> {
    let owned = |patterns: [&[u8]; 3]| patterns.map(<[u8]>::to_vec);
    match chosen {
        "555" => return Ok((owned(PATTERNS), npuzzle::parts::pdb15::build_pattern)),
        "663" => return Ok((owned(PATTERNS_663), build_pattern)),
        _ => {}
    }
    let bad = || {
        format!(
            "korf_partition: NPUZZLE_PARTITION is 555, 663 or three patterns of tiles \
             covering 1..=15 once, like '1 5 6 9 10,2 3 4 7 8,11 12 13 14 15'; not '{}'",
            chosen
        )
    };
    let patterns: Vec<Vec<u8>> = chosen
        .split(',')
        .map(|p| p.split_ascii_whitespace().map(str::parse).collect())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    let mut tiles: Vec<u8> = patterns.concat();
    tiles.sort_unstable();
    let biggest = patterns.iter().map(Vec::len).max().unwrap_or(0);
    if patterns.len() != 3 || tiles != (1..16).collect::<Vec<u8>>() || biggest > 6 {
        return Err(bad());
    }
    let build: Builder = if biggest <= 5 {
        npuzzle::parts::pdb15::build_pattern
    } else {
        build_pattern
    };
    Ok((
        [
            patterns[0].clone(),
            patterns[1].clone(),
            patterns[2].clone(),
        ],
        build,
    ))
}

fn main() {
    let chosen = std::env::var("NPUZZLE_PARTITION").unwrap_or_else(|_| "663".to_string());
    let (partition, build) = partition(&chosen).unwrap_or_else(|message| {
        eprintln!("{}", message);
        std::process::exit(2);
    });
    let partition: Vec<&[u8]> = partition.iter().map(Vec::as_slice).collect();
    let partition: [&[u8]; 3] = [partition[0], partition[1], partition[2]];
    let mut input = String::new();
    let boards = std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("korf_partition: {}", e))
        .and_then(|_| boards(&input));
    let boards = boards.unwrap_or_else(|message| {
        eprintln!("{}", message);
        std::process::exit(1);
    });
    let stats = std::env::var_os("NPUZZLE_STATS").is_some();
    let heuristic = Heuristic::built_by(&partition, VIEWS, build);
    if !readable_mod_16(&heuristic, &partition) {
        eprintln!(
            "korf_partition: a move changes a value of this partition's tables by more than 7, \
             and the search reads them mod 16 (pdb15::Heuristic::packed)"
        );
        std::process::exit(1);
    }
    // The duplicate pruning's longest sequences (`prune15::LONGEST` unless `NPUZZLE_LONGEST`).
    let longest = match std::env::var("NPUZZLE_LONGEST") {
        Ok(text) => text.parse().unwrap_or_else(|_| {
            eprintln!(
                "korf_partition: NPUZZLE_LONGEST is a number of moves, not '{}'",
                text
            );
            std::process::exit(1);
        }),
        Err(_) => LONGEST,
    };
    let plan = Plan {
        order: [0, 1, 2, 3],
        cap: None,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        parallel_from: PARALLEL_FROM,
        ordered_from: ORDERED_FROM,
        progress: false,
        longest,
        // The one partition throughout.
        strong_from: u64::MAX,
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for board in &boards {
        if !solvable(board) {
            writeln!(out, "This puzzle is not solvable.").expect("stdout");
            continue;
        }
        let (moves, effort) = idastar_on(board, &heuristic, plan);
        let moves = moves.unwrap_or_default();
        let letters: String = moves
            .iter()
            .map(|&dir| LETTERS[dir as usize] as char)
            .collect();
        writeln!(out, "{}", letters).expect("stdout");
        if stats {
            effort.report();
        }
    }
}
