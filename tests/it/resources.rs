//! Resource bounds of the real binary: memory follows the input, not the counts or values it
//! declares; time stays linear on adversarial shapes; huge S-Nim heaps are answered through
//! the period search or refused quickly; and output into a closed pipe ends quietly with
//! status 0.
//!
//! Memory is checked two ways, both on Linux only (elsewhere those checks are skipped with a
//! note; on Linux a peak that cannot be measured fails the test): every run is under `ulimit -v` (so even an untouched reservation sized by a
//! declared count fails the run), and peak RSS is measured with `/usr/bin/time -f %M` when
//! that exists, else by polling `VmHWM` in `/proc/<pid>/status`. Time budgets are generous
//! (the test profile is barely optimised and CI machines are shared); they catch quadratic
//! blowups, not constant factors.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Address-space cap of every measured run (KiB): far above what any run here needs.
const VM_LIMIT_KB: u64 = 1 << 20;

struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
    elapsed: Duration,
    /// Peak resident set in KiB, when it could be measured.
    max_rss_kb: Option<u64>,
}

fn grundy() -> PathBuf {
    assert_cmd::cargo::cargo_bin("grundy")
}

fn linux() -> bool {
    Path::new("/proc/self/status").exists()
}

fn gnu_time() -> Option<&'static str> {
    let t = "/usr/bin/time";
    let ok = Command::new(t)
        .args(["-f", "%M", "true"])
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&ok.stderr);
    (ok.status.success() && text.trim().parse::<u64>().is_ok()).then_some(t)
}

/// Runs `grundy args` on `input`, under the address-space cap, measuring time and peak RSS.
fn run(args: &[&str], input: Vec<u8>) -> Run {
    // The child may stop reading early (an error): a failed write is then expected.
    run_fed(args, move |mut stdin| {
        let _ = stdin.write_all(&input);
    })
}

/// [`run`] with standard input written by `feed` on a thread of its own (an endless writer,
/// say, which stops when grundy closes its end).
fn run_fed(args: &[&str], feed: impl FnOnce(std::process::ChildStdin) + Send + 'static) -> Run {
    let rss_file = std::env::temp_dir().join(format!(
        "grundy-rss-{}-{:?}",
        std::process::id(),
        thread::current().id()
    ));
    let time = if linux() { gnu_time() } else { None };
    let mut cmd = if linux() {
        // `ulimit -v` makes any over-reservation fail the run instead of passing unnoticed.
        let mut c = Command::new("sh");
        c.arg("-c")
            .arg(format!("ulimit -v {VM_LIMIT_KB} && exec \"$@\""))
            .arg("sh");
        if let Some(t) = time {
            c.args([t, "-f", "%M", "-o"]).arg(&rss_file);
        }
        c.arg(grundy());
        c
    } else {
        Command::new(grundy())
    };
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd.spawn().expect("spawn grundy");
    let stdin = child.stdin.take().unwrap();
    let feeder = thread::spawn(move || feed(stdin));
    let mut stdout = child.stdout.take().unwrap();
    let reader = thread::spawn(move || {
        let mut v = Vec::new();
        stdout.read_to_end(&mut v).unwrap();
        v
    });
    let mut stderr = child.stderr.take().unwrap();
    let err_reader = thread::spawn(move || {
        let mut s = String::new();
        stderr.read_to_string(&mut s).unwrap();
        s
    });
    // Without GNU time, poll the high-water mark while the process lives (`exec` keeps
    // the pid, so after the shell's exec this is grundy itself).
    let mut polled: Option<u64> = None;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if time.is_none() && linux() {
            if let Ok(s) = std::fs::read_to_string(format!("/proc/{}/status", child.id())) {
                if let Some(kb) = s
                    .lines()
                    .find(|l| l.starts_with("VmHWM:"))
                    .and_then(|l| l.split_whitespace().nth(1))
                    .and_then(|v| v.parse().ok())
                {
                    polled = Some(polled.map_or(kb, |p: u64| p.max(kb)));
                }
            }
        }
        thread::sleep(Duration::from_millis(2));
    };
    let elapsed = start.elapsed();
    feeder.join().unwrap();
    let stdout = reader.join().unwrap();
    let stderr = err_reader.join().unwrap();
    let max_rss_kb = match time {
        Some(_) => {
            let text = std::fs::read_to_string(&rss_file).unwrap_or_default();
            let _ = std::fs::remove_file(&rss_file);
            // GNU time puts a "Command exited with non-zero status" line first then.
            text.lines().last().and_then(|l| l.trim().parse().ok())
        }
        None => polled,
    };
    Run {
        code: status.code(),
        stdout,
        stderr,
        elapsed,
        max_rss_kb,
    }
}

/// Peak RSS of a trivial run: what every bound below is relative to.
fn baseline_rss() -> Option<u64> {
    run(&["winning-ways"], b"1\n1\n1\n".to_vec()).max_rss_kb
}

fn assert_rss_below(what: &str, r: &Run, limit_kb: u64) {
    match r.max_rss_kb {
        // Silent when it holds: the numbers are in the message when it does not.
        Some(kb) => assert!(
            kb <= limit_kb,
            "{what}: peak RSS {kb} KiB > {limit_kb} KiB, {:?}",
            r.elapsed
        ),
        // On Linux both ways of measuring exist, so a missing number is a broken
        // measurement, which must not pass as a skipped check.
        None if linux() => panic!("{what}: peak RSS could not be measured on Linux"),
        // Elsewhere the check is skipped, silently: tests print nothing on success.
        None => {}
    }
}

/// A small deterministic generator, so inputs are the same on every run.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

const HUGE: &str = "1000000000000000000";

// ------------------------------------------------------------------ memory

/// Counts of 10^18 (and 10^9) with almost no data behind them: the run must end with the
/// located end-of-input error, in little memory, under the address-space cap.
fn declared_counts_do_not_allocate() {
    let base = baseline_rss();
    let cases: Vec<(&[&str], String)> = vec![
        (&["winning-ways"], format!("{HUGE}\n1\n5\n")),
        (&["winning-ways"], format!("1\n{HUGE}\n1 2 3\n")),
        (&["winning-ways"], "1\n1000000000\n1 2 3\n".to_string()),
        (&["anti-nim"], format!("{HUGE}\n1 1\n")),
        (&["anti-nim"], format!("1\n{HUGE} 4 4\n")),
        (
            &["anti-nim", "--format", "be-the-winner"],
            format!("{HUGE}\n1 1 1\n"),
        ),
        (&["snim"], format!("{HUGE} 1 2 3\n")),
        (&["snim"], format!("2 2 5\n{HUGE}\n1 3\n")),
        (&["snim"], format!("2 2 5\n1\n{HUGE} 3 4\n")),
        (&["snim"], "2 2 5\n1\n1000000000 3 4\n".to_string()),
    ];
    for (args, input) in cases {
        let r = run(args, input.clone().into_bytes());
        assert_eq!(r.code, Some(1), "{args:?} {input:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("found end of input"),
            "{args:?} {input:?}: {}",
            r.stderr
        );
        if let Some(b) = base {
            assert_rss_below(&format!("{args:?} {input:?}"), &r, b + 4 * 1024);
        }
    }
}

/// Many small cases are streamed: peak memory does not grow with the length of the input.
fn memory_does_not_grow_with_streamed_input() {
    let make = |cases: usize| {
        let mut g = Lcg(7);
        let mut s = format!("{cases}\n");
        for _ in 0..cases {
            s += "8\n";
            for _ in 0..8 {
                s += &format!("{} ", g.next() % 1_000_000_000);
            }
            s.push('\n');
        }
        s.into_bytes()
    };
    let small = run(&["winning-ways"], make(1_000));
    let big_input = make(300_000);
    let big_len = big_input.len();
    let big = run(&["winning-ways"], big_input);
    assert_eq!(big.code, Some(0), "{}", big.stderr);
    assert_eq!(big.stdout.iter().filter(|&&b| b == b'\n').count(), 300_000);
    if let (Some(s), Some(_)) = (small.max_rss_kb, big.max_rss_kb) {
        // A 30 MB input may not cost more than a few MiB over a 30 KB one.
        assert_rss_below(
            &format!("winning-ways, {big_len} bytes of small cases"),
            &big,
            s + 4 * 1024,
        );
    }
}

/// One huge case must be held (the count needs the final nim-sum), but only in proportion
/// to the data actually present.
fn one_big_case_costs_memory_in_proportion() {
    let n = 1_000_000;
    let mut g = Lcg(11);
    let mut s = format!("1\n{n}\n");
    for _ in 0..n {
        s += &format!("{} ", g.next() % 100);
    }
    let len = s.len() as u64;
    let base = baseline_rss();
    let r = run(&["winning-ways"], s.into_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    if let Some(b) = base {
        // 8 bytes a pile for ~3 input bytes a pile, with Vec doubling: well below 8x.
        assert_rss_below(
            "winning-ways, one case of 10^6 piles",
            &r,
            b + 8 * len / 1024,
        );
    }
}

// ------------------------------------------------------------------ S-Nim time and memory

fn snim_input(moves: &[u64], positions: &[Vec<u64>]) -> Vec<u8> {
    let join = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    let mut s = format!("{} {}\n{}\n", moves.len(), join(moves), positions.len());
    for p in positions {
        s += &format!("{} {}\n", p.len(), join(p));
    }
    s += "0\n";
    s.into_bytes()
}

/// S = {1..100}: Grundy values up to 100, g(x) = x mod 101; heaps near 10^6 come from the
/// table, heaps near 10^18 from the period.
fn snim_large_grundy_values_near_a_million() {
    let mut g = Lcg(3);
    let positions: Vec<Vec<u64>> = (0..2000)
        .map(|_| (0..5).map(|_| 999_000 + g.next() % 1000).collect())
        .collect();
    check_one_to_hundred("snim S={1..100}, heaps ~10^6", &positions);
}

fn snim_huge_heaps_use_the_period() {
    let mut g = Lcg(5);
    let positions: Vec<Vec<u64>> = (0..2000)
        .map(|_| (0..5).map(|_| u64::MAX - g.next()).collect())
        .collect();
    check_one_to_hundred("snim S={1..100}, heaps ~2^64", &positions);
}

/// Runs S = {1..100} on `positions`: right answers, within 5 s and 64 MiB.
fn check_one_to_hundred(label: &str, positions: &[Vec<u64>]) {
    let moves: Vec<u64> = (1..=100).collect();
    let r = run(&["snim"], snim_input(&moves, positions));
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(
        String::from_utf8_lossy(&r.stdout),
        one_to_hundred_line(positions)
    );
    assert!(r.elapsed < Duration::from_secs(5), "took {:?}", r.elapsed);
    assert_rss_below(label, &r, 64 * 1024);
}

/// The expected line for S = {1..100}, whose Grundy value of heap h is h mod 101.
fn one_to_hundred_line(positions: &[Vec<u64>]) -> String {
    let mut line: String = positions
        .iter()
        .map(|p| match p.iter().fold(0, |x, &h| x ^ (h % 101)) {
            0 => 'L',
            _ => 'W',
        })
        .collect();
    line.push('\n');
    line
}

/// Sets whose sequence cannot be searched far enough: a clear, located refusal, quickly
/// and in bounded memory; or, for a set whose period the search does reach, an answer.
fn snim_hard_sets_answer_or_refuse_quickly() {
    for (moves, heap) in [
        (vec![1u64, 1 << 40], 1u64 << 41),
        (vec![1, 1 << 24], u64::MAX),
        (vec![1, 1 << 23], u64::MAX),
        (vec![3, 1 << 22, 5_000_001], HUGE.parse().unwrap()),
    ] {
        let r = run(&["snim"], snim_input(&moves, &[vec![heap]]));
        let what = format!("S={moves:?} heap {heap}");
        match r.code {
            Some(0) => assert!(r.stdout == b"W\n" || r.stdout == b"L\n", "{what}"),
            Some(1) => {
                let prefix = "error: stdin:3:3: expected a heap whose Grundy value can be found \
                              (for this S the sequence shows no period within its first ";
                let suffix = format!(" values), found {heap}\n");
                let searched = r
                    .stderr
                    .strip_prefix(prefix)
                    .and_then(|s| s.strip_suffix(&suffix))
                    .and_then(|n| n.parse::<u64>().ok());
                assert!(
                    searched.is_some_and(|n| n <= 1 << 25),
                    "{what}: {}",
                    r.stderr
                );
            }
            other => panic!("{what}: status {other:?}, {}", r.stderr),
        }
        assert!(
            r.elapsed < Duration::from_secs(10),
            "{what}: took {:?}",
            r.elapsed
        );
        // The search table is capped at 2^25 u32 values (128 MiB).
        assert_rss_below(&what, &r, 300 * 1024);
    }
}

/// Judge-sized sets (a hundred moves up to 10^4) without a short period and heaps of 10^18:
/// each case is refused, located, within the per-sequence work limit, so a few hundred
/// bytes cannot keep `grundy` busy for long.
fn snim_scattered_sets_with_huge_heaps_are_refused_quickly() {
    let mut g = Lcg(17);
    let mut input = String::new();
    let cases = 3;
    for _ in 0..cases {
        let moves: Vec<u64> = (0..100).map(|_| 1 + g.next() % 10_000).collect();
        let text = String::from_utf8(snim_input(&moves, &[vec![HUGE.parse().unwrap()]])).unwrap();
        input += text.strip_suffix("0\n").unwrap();
    }
    let r = run(&["snim"], input.into_bytes());
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr.contains("shows no period within its first"),
        "{}",
        r.stderr
    );
    // The first case stops the run; it alone must be quick.
    assert!(r.elapsed < Duration::from_secs(5), "took {:?}", r.elapsed);
}

/// Inputs the fuzzers found too slow (kept in testdata/<id>/errors/fuzz-timeout-*.in, or at
/// the top when they have an answer) now run well within the fuzzers' 5 s timeout.
fn fuzz_timeouts_stay_fast() {
    let mut checked = 0;
    for dir in std::fs::read_dir("testdata").unwrap() {
        let dir = dir.unwrap().path();
        let sub = dir.file_name().unwrap().to_string_lossy().to_string();
        let files = std::fs::read_dir(&dir)
            .unwrap()
            .chain(std::fs::read_dir(dir.join("errors")).into_iter().flatten());
        for f in files {
            let f = f.unwrap().path();
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            if !(name.starts_with("fuzz-timeout") && name.ends_with(".in")) {
                continue;
            }
            let mut args = vec![sub.clone()];
            if let Ok(extra) = std::fs::read_to_string(f.with_extension("args")) {
                args.extend(extra.split_whitespace().map(str::to_string));
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let r = run(&args, std::fs::read(&f).unwrap());
            assert!(
                matches!(r.code, Some(0 | 1)),
                "{name}: {:?} {}",
                r.code,
                r.stderr
            );
            assert!(
                r.elapsed < Duration::from_secs(5),
                "{name}: took {:?}",
                r.elapsed
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no fuzz-timeout regression inputs found");
}

// ------------------------------------------------------------------ linear time

/// Nim formats on a million piles: linear, well within budget.
fn nim_formats_are_linear() {
    let n = 1_000_000;
    let mut g = Lcg(13);
    let piles: String = (0..n).map(|_| format!("{} ", g.next())).collect();
    for (args, input) in [
        (&["winning-ways"][..], format!("1\n{n}\n{piles}\n")),
        (&["anti-nim"], format!("1\n{n}\n{piles}\n")),
        (
            &["anti-nim", "--format", "be-the-winner"],
            format!("{n}\n{piles}\n"),
        ),
    ] {
        let r = run(args, input.into_bytes());
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
        assert!(
            r.elapsed < Duration::from_secs(5),
            "{args:?}: took {:?}",
            r.elapsed
        );
    }
}

// ------------------------------------------------------------------ closed pipe

/// `grundy ... < big | head -1`: the reader goes away after one line; grundy must end with
/// status 0 and print nothing on stderr.
fn closed_pipe_is_quiet(args: &[&str], input: Vec<u8>) {
    let mut child = Command::new(grundy())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 1];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let stderr = rest_of_stderr(&mut child);
    let status = child.wait().unwrap();
    feeder.join().unwrap();
    assert_eq!(
        status.code(),
        Some(0),
        "{args:?}: {status:?}, stderr {stderr:?}"
    );
    assert_eq!(stderr, "", "{args:?}");
}

/// What the child writes to stderr from here to its end.
fn rest_of_stderr(child: &mut Child) -> String {
    let mut stderr = String::new();
    let mut pipe = child.stderr.take().expect("stderr is piped");
    pipe.read_to_string(&mut stderr).unwrap();
    stderr
}

fn closed_pipe_exits_quietly() {
    // Each input makes megabytes of output, far more than a pipe and the output buffer hold.
    let cases = 400_000;
    let ww: String = format!("{cases}\n") + &"2\n1 2\n".repeat(cases);
    closed_pipe_is_quiet(&["winning-ways"], ww.into_bytes());
    let john: String = format!("{cases}\n") + &"1 1\n".repeat(cases);
    closed_pipe_is_quiet(&["anti-nim"], john.into_bytes());
    closed_pipe_is_quiet(
        &["anti-nim", "--format", "be-the-winner"],
        "1 1\n".repeat(cases).into_bytes(),
    );
    let snim: String = "1 2\n1\n1 1\n".repeat(cases) + "0\n";
    closed_pipe_is_quiet(&["snim"], snim.into_bytes());
    closed_pipe_is_quiet(&["christmas"], "1\n2 1\n1 2\n".repeat(cases).into_bytes());
    let km: String = format!("{cases}\n") + &"16 1\n".repeat(cases);
    closed_pipe_is_quiet(&["k-multiple"], km.into_bytes());
    closed_pipe_is_quiet(&["wythoff"], "2 1\n".repeat(cases).into_bytes());
    closed_pipe_is_quiet(&["wythoff-moves"], "5 8\n".repeat(cases).into_bytes());
}

/// Runs `grundy args` with `input` on stdin, reads `bytes` of its output, and returns its
/// peak RSS (KiB) at that point; then closes the pipe, which must end the run quietly.
fn peak_after_reading(args: &[&str], input: &[u8], bytes: usize) -> u64 {
    let mut child = Command::new(grundy())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut chunk = vec![0u8; 1 << 16];
    let mut read = 0usize;
    while read < bytes {
        let n = stdout.read(&mut chunk).unwrap();
        assert!(n > 0, "{args:?}: the output ended after {read} bytes");
        read += n;
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak: u64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap();
    drop(stdout);
    let stderr = rest_of_stderr(&mut child);
    assert_eq!(child.wait().unwrap().code(), Some(0), "{args:?}: {stderr}");
    peak
}

/// An endless answer (public-sale lists every winning raise: 2^64 − 1 of them for
/// `1 18446744073709551615`) is streamed as text and under `--json` alike: 32 MiB of it
/// are read, memory stays at the baseline's, and the closed pipe then ends the run quietly.
fn endless_answers_stream_in_text_and_json() {
    if !linux() {
        return;
    }
    let base = baseline_rss().unwrap_or(0);
    for args in [&["public-sale"][..], &["public-sale", "--json"]] {
        let peak = peak_after_reading(args, b"1 18446744073709551615\n", 32 << 20);
        assert!(
            peak <= base + 8 * 1024,
            "{args:?}: peak RSS {peak} KiB after 32 MiB of output (baseline {base} KiB)"
        );
    }
}

/// `grundy gen` streams: 64 MiB of an input of ten million cases, with and without
/// `--answers`, in the memory of a trivial run; the closed pipe then ends it at once.
fn gen_streams_its_output() {
    if !linux() {
        return;
    }
    let base = baseline_rss().unwrap_or(0);
    for answers in [false, true] {
        let mut args = vec![
            "gen",
            "brave-game",
            "--size",
            "judge",
            "--cases",
            "10000000",
        ];
        if answers {
            args.push("--answers");
        }
        let bytes = if answers { 4 << 20 } else { 64 << 20 };
        let peak = peak_after_reading(&args, b"", bytes);
        assert!(
            peak <= base + 16 * 1024,
            "{args:?}: peak RSS {peak} KiB after {bytes} bytes (baseline {base} KiB)"
        );
    }
}

/// The same through a real shell pipeline, when a shell with `head` is there.
fn closed_pipe_in_a_shell_pipeline() {
    let has = |tool: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!("command -v {tool}"))
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !has("bash") || !has("head") {
        return; // skipped where there is no such shell (silently: tests print nothing)
    }
    let dir = std::env::temp_dir().join(format!("grundy-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.in");
    let snim: String = "1 2\n1\n1 1\n".repeat(400_000) + "0\n";
    std::fs::write(&big, snim).unwrap();
    // With pipefail the pipeline's status is grundy's own if grundy fails.
    let out = Command::new("bash")
        .arg("-c")
        .arg("set -o pipefail; \"$1\" snim < \"$2\" | head -1")
        .arg("bash")
        .arg(grundy())
        .arg(&big)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "L\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
}

// ------------------------------------------------------------------ hash flooding

/// Keys chosen against the fixed hashes (`grundy gen <id> --profile flood`: switch-lights'
/// duplicate check, georgia-and-bob's repeat check with one repeat appended, christmas' node
/// numbering) cost about what random keys of the same shape cost: each table falls back to
/// a hash input cannot predict, or sorts. Quadratic probing took seconds here.
fn hash_floods_cost_what_random_keys_cost() {
    let mut g = Lcg(23);
    let mut random = move || (g.next() << 33 | g.next()).max(2);
    for id in ["switch-lights", "georgia-and-bob", "christmas"] {
        let flood = std::process::Command::new(grundy())
            .args(["gen", id, "--profile", "flood", "--size", "judge"])
            .output()
            .unwrap();
        assert!(flood.status.success(), "{id}: {flood:?}");
        let text = String::from_utf8(flood.stdout).unwrap();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut control = lines.clone();
        let want = if id == "georgia-and-bob" {
            // The repeat check runs only when there is a repeat: the first cell again.
            let mut cells: Vec<String> = lines[2].split(' ').map(str::to_string).collect();
            cells.push(cells[0].clone());
            lines[1] = cells.len().to_string();
            lines[2] = cells.join(" ");
            let mut other: Vec<String> =
                cells.iter().skip(1).map(|_| random().to_string()).collect();
            other.push(other[0].clone());
            control[1] = other.len().to_string();
            control[2] = other.join(" ");
            1
        } else {
            for line in control.iter_mut().skip(2) {
                *line = format!("1 {}", random());
            }
            0
        };
        let join = |lines: &[String]| (lines.join("\n") + "\n").into_bytes();
        let control = run(&[id], join(&control));
        let flood = run(&[id], join(&lines));
        assert_eq!(flood.code, Some(want), "{id}: {}", flood.stderr);
        assert_eq!(control.code, Some(want), "{id} control: {}", control.stderr);
        assert!(
            flood.elapsed < 4 * control.elapsed + Duration::from_millis(1500),
            "{id}: chosen keys took {:?}, random ones {:?}",
            flood.elapsed,
            control.elapsed
        );
    }
}

// ------------------------------------------------------------------ christmas graphs

/// Adversarial multigraphs of a million edges: each must be answered in linear time,
/// without recursion per vertex (a million-deep path), in memory proportional to the edges.
fn christmas_adversarial_graphs_are_linear() {
    let n: u64 = 1_000_000;
    let edges = |pairs: &mut dyn Iterator<Item = (u64, u64)>| {
        let mut s = String::new();
        for (a, b) in pairs {
            s += &format!("{a} {b}\n");
        }
        s
    };
    let cases: Vec<(&str, String, &str)> = vec![
        // A path of n - 1 edges from the root with a loop at its tip: worth n (a stalk of
        // n - 1 edges on top of a loop worth 1).
        (
            "deep path with a loop at the tip",
            format!("1\n{n} {n}\n")
                + &edges(&mut (1..n).map(|i| (i, i + 1)))
                + &format!("{n} {n}\n"),
            "Sally\n",
        ),
        // The same path hung the other way round (edges listed leaf first).
        (
            "deep path listed backwards",
            format!("1\n{n} {}\n", n - 1) + &edges(&mut (1..n).rev().map(|i| (i + 1, i))),
            "Sally\n",
        ),
        // A star of n leaves: n ones, n even.
        (
            "star",
            format!("1\n{} {n}\n", n + 1) + &edges(&mut (2..n + 2).map(|i| (1, i))),
            "Harry\n",
        ),
        // n parallel edges fuse into n loops: n even.
        (
            "parallel edges",
            format!("1\n2 {n}\n") + &"1 2\n".repeat(n as usize),
            "Harry\n",
        ),
        // n + 1 parallel edges: odd.
        (
            "odd parallel edges",
            format!("1\n2 {}\n", n + 1) + &"2 1\n".repeat(n as usize + 1),
            "Sally\n",
        ),
        (
            "self-loops",
            format!("1\n1 {n}\n") + &"1 1\n".repeat(n as usize),
            "Harry\n",
        ),
        // A cycle of n edges through the root fuses into n loops.
        (
            "one long cycle",
            format!("1\n{n} {n}\n") + &edges(&mut (1..n).map(|i| (i, i + 1))) + &format!("{n} 1\n"),
            "Harry\n",
        ),
        // n/2 triangles sharing the root: each fuses to 3 loops, n/2 even.
        (
            "triangles sharing the root",
            format!("1\n{} {}\n", n + 1, 3 * n / 2)
                + &edges(&mut (0..n / 2).flat_map(|t| {
                    let (a, b) = (2 + 2 * t, 3 + 2 * t);
                    [(1, a), (a, b), (b, 1)]
                })),
            "Harry\n",
        ),
        // Labels spread up to 10^18: only the labels present may cost memory. A path
        // 1 - x_1 - x_2 - ... of n/2 edges: worth n/2 (even, but non-zero): Sally.
        (
            "sparse labels up to 10^18",
            format!("1\n{HUGE} {}\n", n / 2)
                + &edges(&mut (0..n / 2).map(|i| {
                    let label = |j: u64| if j == 0 { 1 } else { j * 1_999_999_999_999 + 7 };
                    (label(i), label(i + 1))
                })),
            "Sally\n",
        ),
    ];
    let base = baseline_rss();
    for (what, input, want) in cases {
        let len = input.len() as u64;
        let r = run(&["christmas"], input.into_bytes());
        assert_eq!(r.code, Some(0), "{what}: {}", r.stderr);
        assert_eq!(String::from_utf8_lossy(&r.stdout), want, "{what}");
        assert!(
            r.elapsed < Duration::from_secs(5),
            "{what}: took {:?}",
            r.elapsed
        );
        if let Some(b) = base {
            assert_rss_below(
                &format!("christmas {what}, {len} bytes"),
                &r,
                b + 16 * len / 1024,
            );
        }
    }
}

// ------------------------------------------------------------------ k-multiple, wythoff

/// Many cases with small k: the sequences are built once per k, so time is linear.
fn k_multiple_many_cases_are_linear() {
    let mut g = Lcg(19);
    let t = 200_000;
    let mut s = format!("{t}\n");
    for _ in 0..t {
        s += &format!("{} {}\n", 1 + g.next() % 100_000_000, 1 + g.next() % 100);
    }
    let r = run(&["k-multiple"], s.into_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout.iter().filter(|&&b| b == b'\n').count(), t);
    assert!(r.elapsed < Duration::from_secs(5), "took {:?}", r.elapsed);
}

/// The largest case the format allows (k = 10^6, n = u64::MAX) reaches the longest losing
/// sequence there is (3·10^7 terms): only its first runs are kept, the rest is walked, so
/// memory stays a few MiB.
fn k_multiple_largest_case_is_bounded() {
    let r = run(
        &["k-multiple"],
        format!("1\n{} 1000000\n", u64::MAX).into_bytes(),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.starts_with(b"Case 1: "));
    assert!(r.elapsed < Duration::from_secs(10), "took {:?}", r.elapsed);
    assert_rss_below("k-multiple k=10^6 n=2^64-1", &r, 16 * 1024);
}

fn wythoff_is_linear() {
    let mut g = Lcg(23);
    let lines = 500_000;
    let mut plain = String::new();
    let mut moves = String::new();
    for _ in 0..lines {
        let (a, b) = (g.next() << 31 | g.next(), g.next() << 31 | g.next());
        plain += &format!("{a} {b}\n");
        moves += &format!("{} {}\n", a.min(b), a.max(b));
    }
    moves += "0 0\n";
    for (args, input) in [(&["wythoff"][..], plain), (&["wythoff-moves"], moves)] {
        let r = run(args, input.into_bytes());
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
        assert!(
            r.elapsed < Duration::from_secs(5),
            "{args:?}: took {:?}",
            r.elapsed
        );
    }
}

// ------------------------------------------------------------------ xortrie-sim transcripts

/// A long match (1000 rounds of 8 bots, from the binary's own simulator), padded with
/// comments to tens of megabytes: refereed in linear time, in memory proportional to the
/// file (the referee holds the file to check its UTF-8 first, spec §10).
fn xortrie_long_transcripts_are_linear() {
    let play = run(
        &[
            "xortrie-sim",
            "--play",
            "--players",
            "8",
            "--seed",
            "7",
            "--rounds",
            "1000",
        ],
        Vec::new(),
    );
    assert_eq!(play.code, Some(0), "{}", play.stderr);
    let transcript = String::from_utf8(play.stdout).unwrap();
    assert!(transcript.lines().count() > 50_000, "a long match");
    let small = run(&["xortrie-sim", "--json"], transcript.clone().into_bytes());
    assert_eq!(small.code, Some(0), "{}", small.stderr);
    let pad = format!("  # {}", "x".repeat(120));
    let padded: String = transcript.lines().map(|l| format!("{l}{pad}\n")).collect();
    let len = padded.len();
    let big = run(&["xortrie-sim", "--json"], padded.into_bytes());
    assert_eq!(big.code, Some(0), "{}", big.stderr);
    assert_eq!(big.stdout, small.stdout, "comments change nothing");
    assert!(
        big.elapsed < Duration::from_secs(5),
        "took {:?}",
        big.elapsed
    );
    if let Some(s) = small.max_rss_kb {
        assert_rss_below(
            &format!("xortrie-sim, {len} bytes of transcript"),
            &big,
            s + 3 * len as u64 / 1024,
        );
    }
}

/// One enormous line (two million names) is refused with its line number, in memory of a
/// line (the line limit of problems/xortrie-sim.md), not of the input.
fn xortrie_one_huge_line_is_refused() {
    let line = format!("players {}\n", "Ann ".repeat(2_000_000));
    let len = line.len() as u64;
    let base = baseline_rss();
    let r = run(&["xortrie-sim"], line.into_bytes());
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(r.stderr.starts_with("error: stdin:1: "), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1);
    assert!(r.elapsed < Duration::from_secs(5), "took {:?}", r.elapsed);
    if let Some(b) = base {
        assert_rss_below("xortrie-sim, one 8 MB line", &r, b + 8 * len / 1024);
    }
}

/// Endless inputs end, quickly and in little memory: `/dev/zero` (one endless line) named
/// alone or in a season, and an endless stream of comment lines on standard input (until
/// the transcript limit). Before the limits, the referee read the whole input first, and
/// `/dev/zero` grew to gigabytes.
fn xortrie_endless_inputs_are_refused() {
    let base = baseline_rss();
    let line = "expected at most 1048576 bytes on a line, found more";
    let r = run(&["xortrie-sim", "/dev/zero"], Vec::new());
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert_eq!(r.stderr, format!("error: /dev/zero:1: {line}\n"));
    let r = run(
        &[
            "xortrie-sim",
            "/dev/zero",
            "testdata/xortrie/season/mixed/a-evening.txt",
        ],
        Vec::new(),
    );
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    let out = String::from_utf8(r.stdout).unwrap();
    assert!(
        out.starts_with(&format!("/dev/zero: illegal at line 1: {line}\n")),
        "{out}"
    );
    let comment = format!("# {}\n", "a comment ".repeat(100)).into_bytes();
    let r = run_fed(
        &["xortrie-sim"],
        move |mut stdin| {
            while stdin.write_all(&comment).is_ok() {}
        },
    );
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr
            .ends_with(": expected at most 67108864 bytes of transcript, found more\n"),
        "{}",
        r.stderr
    );
    assert!(r.elapsed < Duration::from_secs(20), "took {:?}", r.elapsed);
    if let Some(b) = base {
        assert_rss_below("xortrie-sim, an endless input", &r, b + 16 * 1024);
    }
}

/// A season of 10,000 one-line files seating 80,000 distinct names: the season table is
/// built in n log n (it took 8 s of a release build when each name was searched for along the
/// rows and ranked against every other).
fn xortrie_season_of_many_names_is_fast() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..10_000 {
        let names: Vec<String> = (b'a'..=b'h').map(|c| format!("{}{i}", c as char)).collect();
        std::fs::write(
            dir.path().join(format!("m{i:05}.txt")),
            format!("players {}\n", names.join(" ")),
        )
        .unwrap();
    }
    let path = dir.path().to_str().unwrap();
    let r = run(&["xortrie-sim", path], Vec::new());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let out = String::from_utf8(r.stdout).unwrap();
    assert_eq!(
        out.lines().filter(|l| l.starts_with("      1  ")).count(),
        80_000
    );
    assert!(r.elapsed < Duration::from_secs(5), "took {:?}", r.elapsed);
}

/// `table` without `--max` has a work budget (5·10^9 steps, a few seconds): a code whose
/// values each look at every split of the heap (hex 0.FFF: three-heap splits, cubic) stops
/// there with a note instead of running for minutes (249 s to the default bound); and
/// `--upto N` past where it stopped still gets its N values.
fn table_default_search_has_a_work_budget() {
    let r = run(&["table", "hex", "0.FFF", "--no-progress"], Vec::new());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let text = String::from_utf8_lossy(&r.stdout).to_string();
    assert!(
        text.starts_with("hex 0.FFF: no period certified within g(0..")
            && text.contains("work budget of 5000000000 steps"),
        "{text}"
    );
    let reached: u64 = text["hex 0.FFF: no period certified within g(0..".len()..]
        .split(')')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"));
    assert!((1000..16384).contains(&reached), "{text}");
    assert!(r.elapsed < Duration::from_secs(60), "took {:?}", r.elapsed);
    let upto = (reached + 100).to_string();
    let r = run(
        &[
            "table",
            "hex",
            "0.FFF",
            "--upto",
            &upto,
            "--checksum",
            "--json",
        ],
        Vec::new(),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let json = String::from_utf8_lossy(&r.stdout).to_string();
    assert!(
        json.contains(&format!(
            "\"bound\":{upto},\"period\":null,\"work_budget_reached\":true"
        )),
        "{json}"
    );
    assert!(r.elapsed < Duration::from_secs(90), "took {:?}", r.elapsed);
}

trials![
    table_default_search_has_a_work_budget,
    declared_counts_do_not_allocate,
    memory_does_not_grow_with_streamed_input,
    one_big_case_costs_memory_in_proportion,
    snim_large_grundy_values_near_a_million,
    snim_huge_heaps_use_the_period,
    snim_hard_sets_answer_or_refuse_quickly,
    snim_scattered_sets_with_huge_heaps_are_refused_quickly,
    fuzz_timeouts_stay_fast,
    nim_formats_are_linear,
    closed_pipe_exits_quietly,
    closed_pipe_in_a_shell_pipeline,
    endless_answers_stream_in_text_and_json,
    gen_streams_its_output,
    christmas_adversarial_graphs_are_linear,
    hash_floods_cost_what_random_keys_cost,
    k_multiple_many_cases_are_linear,
    k_multiple_largest_case_is_bounded,
    wythoff_is_linear,
    xortrie_long_transcripts_are_linear,
    xortrie_one_huge_line_is_refused,
    xortrie_season_of_many_names_is_fast,
    xortrie_endless_inputs_are_refused,
];
