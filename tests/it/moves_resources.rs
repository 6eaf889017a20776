//! Resources of `--moves` and of solvers whose cases cost far more than their bytes
//! (issue 34), on the real binary: `--moves=all` on a count of 2^64 - 1 streams in flat
//! memory under an address-space cap and ends quietly on a closed pipe; expensive cases
//! share one budget per input, a case that comes back is not paid for again, and a refusal
//! is located (exit 1).
//!
//! The budgets make these checks exact rather than timed: identical expensive cases must
//! all be answered (without reuse they would pass the budget), distinct ones must be
//! refused at a case of the input. Times are checked only with wide margins. Linux only
//! where memory is measured (`/proc`); elsewhere those checks are skipped silently.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

trials![
    moves_all_streams_in_flat_memory,
    switch_lights_far_lights_are_a_located_error,
    switch_lights_tables_share_a_budget,
    new_stone_game_counts_share_a_budget,
    christmas_erasures_share_a_budget,
    team_nim_lines_share_a_budget,
    paint_chain_tables_share_a_budget,
];

/// Address-space cap of the runs (KiB): the old `--moves=all` grew past it in seconds.
const VM_LIMIT_KB: u64 = 1 << 20;

fn linux() -> bool {
    Path::new("/proc/self/status").exists()
}

fn capped(args: &[&str]) -> Command {
    let mut c = if linux() {
        let mut c = Command::new("sh");
        c.arg("-c")
            .arg(format!("ulimit -v {VM_LIMIT_KB} && exec \"$@\""))
            .arg("sh")
            .arg(assert_cmd::cargo::cargo_bin("grundy"));
        c
    } else {
        Command::new(assert_cmd::cargo::cargo_bin("grundy"))
    };
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

fn run(args: &[&str], input: String) -> Run {
    let start = Instant::now();
    let mut child = capped(args).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        elapsed: start.elapsed(),
    }
}

/// Reads `bytes` of the output of `grundy args` on `input`, then the peak RSS (KiB, on
/// Linux), then closes the pipe: the run must end with status 0 and nothing on stderr.
fn peak_after_reading(args: &[&str], input: &str, bytes: usize) -> Option<u64> {
    let mut child = capped(args).spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut chunk = vec![0u8; 1 << 16];
    let mut read = 0usize;
    while read < bytes {
        let n = stdout.read(&mut chunk).unwrap();
        if n == 0 {
            let mut stderr = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .unwrap();
            panic!("{args:?}: the output ended after {read} bytes: {stderr}");
        }
        read += n;
    }
    let peak = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        });
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{args:?}: {status:?} {stderr}");
    assert_eq!(stderr, "", "{args:?}");
    peak
}

/// The inputs of issue 34 whose winning moves number up to 2^64 - 1: 4 MiB of the list
/// (text and JSON, `--moves=all` and a huge `--moves=N`) arrive in the memory of a small
/// run, under a 1 GiB address-space cap, and the closed pipe then ends the run quietly.
fn moves_all_streams_in_flat_memory() {
    let base = peak_after_reading(&["coin-game", "--moves"], "1\n3 1\n", 1).unwrap_or(0);
    let max = u64::MAX.to_string();
    let cases: &[(&str, String)] = &[
        ("coin-game", format!("1\n{max} 1\n")),
        ("paint-chain", format!("1\n{max} 1\n")),
        ("mock-turtles", "3\n0 1 4294967296\n".into()),
        ("public-sale", "4 100000000\n".into()),
        (
            "eclipse-encounter",
            "2147483646 1089053264 2143841020\n".into(),
        ),
        ("new-stone-game", "10\n100 1 1 1 1 1 1 1 1 1\n0\n".into()),
    ];
    let huge = format!("--moves={max}");
    for (id, input) in cases {
        for flags in [&["--moves=all"][..], &["--moves=all", "--json"], &[&huge]] {
            let mut args = vec![*id];
            args.extend_from_slice(flags);
            let peak = peak_after_reading(&args, input, 4 << 20);
            if let Some(peak) = peak {
                assert!(
                    peak <= base + 24 * 1024,
                    "{args:?}: peak RSS {peak} KiB after 4 MiB (a small run: {base} KiB)"
                );
            }
        }
    }
}

/// `--moves` counts a light's moves only below 2^22: a farther light is refused where it
/// stands, with status 1, like any bad input.
fn switch_lights_far_lights_are_a_located_error() {
    let far = 1u64 << 22;
    let r = run(
        &["switch-lights", "--moves"],
        format!("2\n1\n3 5\n2\n1 2\n{far} {far}\n"),
    );
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert_eq!(
        r.stderr,
        format!(
            "error: stdin:6:1: expected a light with a coordinate below 2^22 (--moves counts \
             winning moves exactly only that far), found {far} {far}\n"
        )
    );
    assert_eq!(
        r.stdout.lines().next().map(|l| l.starts_with("case 1:")),
        Some(true)
    );
}

/// `count` cases, each made by `case(i)`: `same` repeats case 0.
fn repeat(count: usize, same: bool, case: impl Fn(usize) -> String) -> String {
    (0..count).map(|i| case(if same { 0 } else { i })).collect()
}

/// Identical expensive cases are all answered (reused: paying for each would pass the
/// budget), distinct ones are refused at a case's place, both quickly.
fn budget_check(args: &[&str], head: &str, count: usize, case: impl Fn(usize) -> String) {
    let same = run(args, format!("{head}{}", repeat(count, true, &case)));
    assert_eq!(same.code, Some(0), "{args:?} repeated: {}", same.stderr);
    let distinct = run(args, format!("{head}{}", repeat(count, false, &case)));
    assert_eq!(
        distinct.code,
        Some(1),
        "{args:?} distinct: {}",
        distinct.stderr
    );
    assert!(
        distinct
            .stderr
            .contains("within the work budget of this input"),
        "{args:?}: {}",
        distinct.stderr
    );
    for r in [&same, &distinct] {
        assert!(
            r.elapsed < Duration::from_secs(60),
            "{args:?}: took {:?}",
            r.elapsed
        );
    }
}

fn switch_lights_tables_share_a_budget() {
    // One light whose smaller coordinate has 22 bits: a table of 2^22 steps; 40 of them
    // pass the budget of 2^24 steps and 2^8 per byte, one does not.
    let base = (1u64 << 21) + 1;
    budget_check(&["switch-lights", "--moves=0"], "40\n", 40, |i| {
        format!("1\n{} {}\n", base + 2 * i as u64, base + 4 * i as u64)
    });
}

fn new_stone_game_counts_share_a_budget() {
    // Nine piles of distinct sizes near 100 and one of 1 (won): a sweep of millions of
    // steps each, 300 of them pass the budget.
    budget_check(&["new-stone-game", "--moves=0"], "", 300, |i| {
        let top = 100 + i as u64;
        let sizes: Vec<String> = (0..9).map(|k| (top - 2 * k).to_string()).collect();
        format!("10\n{} 1\n", sizes.join(" "))
    });
}

fn christmas_erasures_share_a_budget() {
    // A cycle of an even number of edges and a chord (worth 1, so the player to move
    // wins): about 7 · 10^7 steps a case, and 58 KB of input; the third passes the budget
    // of 2^27 steps and 2^8 per byte.
    let case = |i: usize| {
        let n = 6002 + 2 * i;
        let mut s = format!("1\n{n} {}\n", n + 1);
        for v in 1..n {
            s += &format!("{v} {}\n", v + 1);
        }
        s + &format!("{n} 1\n1 3\n")
    };
    let args = ["christmas", "--moves=0"];
    let distinct = run(&args, repeat(3, false, case));
    assert_eq!(distinct.code, Some(1), "{}", distinct.stderr);
    assert!(
        distinct.stderr.starts_with("error: stdin:")
            && distinct.stderr.contains(
                ":1: expected a graph whose erasures --moves judges (one search of a cycle's part \
             per edge in it) within the work budget of this input (2^27 steps"
            ),
        "{}",
        distinct.stderr
    );
    assert_eq!(
        distinct.stdout.matches("case ").count(),
        2,
        "{}",
        distinct.stdout
    );
    assert!(
        distinct.elapsed < Duration::from_secs(120),
        "took {:?}",
        distinct.elapsed
    );
}

fn team_nim_lines_share_a_budget() {
    // Ten players a team and 10^6 stones: 2 · 10^7 steps a line; 100 lines pass the budget.
    budget_check(&["team-nim"], "", 100, |i| {
        format!("10 {} {}\n", 1_000_000 - i, vec!["1"; 20].join(" "))
    });
}

fn paint_chain_tables_share_a_budget() {
    // N − M = 10^4 for M ≥ 3: a table of 2.5 · 10^7 steps per M; 1000 distinct M pass the
    // budget, 1000 cases of one M cost one table.
    budget_check(&["paint-chain"], "1000\n", 1000, |i| {
        let m = 3 + i as u64;
        format!("{} {m}\n", 10_000 + m)
    });
}
