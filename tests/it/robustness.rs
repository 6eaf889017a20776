//! Property tests of robustness: arbitrary bytes and mutated valid inputs never panic a
//! solver, and every run either answers or stops at a located input error that satisfies
//! the contract of `shared/specs/judges.md` (answers of the complete cases first, then one
//! `expected ..., found ...` message pointing inside the input).
//!
//! The solvers are called in memory, through the same `solve` functions `cli::dispatch`
//! calls, so hundreds of cases stay fast; one property goes through `dispatch` itself.
//! Case counts are moderate on purpose: the deep searching is the fuzzers' job (fuzz/).

use std::io::Write;

use clap::Parser;
use grundy::cli::{dispatch, Cli};
use grundy::error::Result;
use grundy::io::Output;
use grundy::problems::{self, Format, Options};
use proptest::prelude::*;
use proptest::test_runner::Config;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Judge {
    Snim,
    WinningWays,
    John,
    BeTheWinner,
    Christmas,
    KMultiple,
    Wythoff,
    WythoffMoves,
}

const JUDGES: [Judge; 8] = [
    Judge::Snim,
    Judge::WinningWays,
    Judge::John,
    Judge::BeTheWinner,
    Judge::Christmas,
    Judge::KMultiple,
    Judge::Wythoff,
    Judge::WythoffMoves,
];

impl Judge {
    fn run(self, data: &[u8]) -> (Vec<u8>, Result<()>) {
        let id = self.argv()[1];
        let id = if self == Judge::BeTheWinner {
            "be-the-winner"
        } else if self == Judge::WythoffMoves {
            "wythoff-moves"
        } else {
            id
        };
        let problem = problems::find(id).expect("registered");
        problems::run_on_bytes(problem, &Options::default(), data, "p", None, Format::Judge)
    }

    /// The argv of the same run through the CLI.
    fn argv(self) -> Vec<&'static str> {
        match self {
            Judge::Snim => vec!["grundy", "snim"],
            Judge::WinningWays => vec!["grundy", "winning-ways"],
            Judge::John => vec!["grundy", "anti-nim", "--format", "john"],
            Judge::BeTheWinner => vec!["grundy", "anti-nim", "--format", "be-the-winner"],
            Judge::Christmas => vec!["grundy", "christmas"],
            Judge::KMultiple => vec!["grundy", "k-multiple"],
            Judge::Wythoff => vec!["grundy", "wythoff"],
            Judge::WythoffMoves => vec!["grundy", "wythoff", "--moves"],
        }
    }

    /// A whole input from the text of its cases: the case count or terminator framing
    /// the format asks for.
    fn frame(self, cases: &[String]) -> Vec<u8> {
        let mut s = String::new();
        if matches!(self, Judge::WinningWays | Judge::John | Judge::KMultiple) {
            s += &format!("{}\n", cases.len());
        }
        for c in cases {
            s += c;
            s.push('\n');
        }
        s += self.trailer();
        s.into_bytes()
    }

    /// The terminator that ends the format's input, if it has one.
    fn trailer(self) -> &'static str {
        match self {
            Judge::Snim => "0\n",
            Judge::WythoffMoves => "0 0\n",
            _ => "",
        }
    }
}

/// Checks the outcome of one run on `data` against the contract; returns a description of
/// the breach, if any.
fn breach(data: &[u8], out: &[u8], result: &Result<()>) -> Option<String> {
    if !(out.is_empty() || out.ends_with(b"\n")) {
        return Some(format!(
            "output ends mid-line: {:?}",
            String::from_utf8_lossy(out)
        ));
    }
    let Err(e) = result else { return None };
    let Some(loc) = e.located() else {
        return Some(format!("not an input error: {e}"));
    };
    let Some(col) = loc.col else {
        return Some(format!("no column: {e}"));
    };
    if !loc.message.starts_with("expected ") || !loc.message.contains(", found ") {
        return Some(format!("message shape: {e}"));
    }
    if e.to_string().bytes().any(|b| b < 0x20 || b == 0x7f) {
        return Some(format!("control bytes in message: {e:?}"));
    }
    // The location must be a real spot of the input: an existing line, and a column at
    // most one past its last byte (which is where end of input is reported).
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    match lines.get((loc.line as usize).wrapping_sub(1)) {
        Some(l) if col >= 1 && col as usize <= l.len() + 1 => None,
        _ => Some(format!("location outside the input: {e}")),
    }
}

fn check(j: Judge, data: &[u8]) -> std::result::Result<(Vec<u8>, bool), TestCaseError> {
    let (out, r) = j.run(data);
    if let Some(b) = breach(data, &out, &r) {
        return Err(TestCaseError::fail(format!(
            "{j:?} on {:?}: {b}",
            String::from_utf8_lossy(data)
        )));
    }
    Ok((out, r.is_ok()))
}

// ------------------------------------------------------------------ generators

/// Numbers as they come in inputs: mostly small, sometimes at the edges of u64.
fn number() -> impl Strategy<Value = u64> {
    prop_oneof![
        6 => 0u64..12,
        3 => 0u64..300,
        1 => prop_oneof![Just(u64::MAX), Just(u64::MAX - 1), Just(1u64 << 63), Just(1_000_000_000_000_000_000)],
        1 => any::<u64>(),
    ]
}

fn join(nums: &[u64]) -> String {
    nums.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn nim_case() -> impl Strategy<Value = String> {
    prop::collection::vec(number(), 0..7).prop_map(|p| {
        let mut v = vec![p.len() as u64];
        v.extend(p);
        join(&v)
    })
}

fn snim_case() -> impl Strategy<Value = String> {
    // Moves stay small so the Grundy tables stay small; heaps may be huge (period search).
    let heap =
        prop_oneof![8 => 0u64..200, 1 => Just(1_000_000_000_000_000_000u64), 1 => any::<u64>()];
    (
        prop::collection::vec(1u64..40, 1..6),
        prop::collection::vec(prop::collection::vec(heap, 0..5), 0..5),
    )
        .prop_map(|(s, positions)| {
            let mut t = format!("{} {}\n{}", s.len(), join(&s), positions.len());
            for p in positions {
                t += &format!("\n{} {}", p.len(), join(&p));
            }
            t
        })
}

fn christmas_case() -> impl Strategy<Value = String> {
    let graph = (1u64..7).prop_flat_map(|n| {
        prop::collection::vec((1..=n, 1..=n), 0..8).prop_map(move |edges| {
            let mut t = format!("{n} {}", edges.len());
            for (a, b) in edges {
                t += &format!("\n{a} {b}");
            }
            t
        })
    });
    prop::collection::vec(graph, 0..4).prop_map(|gs| {
        let mut t = gs.len().to_string();
        for g in gs {
            t += "\n";
            t += &g;
        }
        t
    })
}

fn k_multiple_case() -> impl Strategy<Value = String> {
    // Small k keeps the losing sequences short even for n near u64::MAX.
    (
        prop_oneof![4 => 1u64..300, 1 => any::<u64>().prop_map(|n| n.max(1))],
        1u64..6,
    )
        .prop_map(|(n, k)| format!("{n} {k}"))
}

fn wythoff_case(moves: bool) -> impl Strategy<Value = String> {
    (number(), number())
        .prop_filter("0 0 ends --moves input", move |&(a, b)| {
            !(moves && a == 0 && b == 0)
        })
        .prop_map(move |(a, b)| {
            let (a, b) = if moves { (a.min(b), a.max(b)) } else { (a, b) };
            format!("{a} {b}")
        })
}

fn cases_for(j: Judge) -> BoxedStrategy<Vec<String>> {
    match j {
        Judge::Snim => prop::collection::vec(snim_case(), 1..5).boxed(),
        Judge::Christmas => prop::collection::vec(christmas_case(), 1..5).boxed(),
        Judge::KMultiple => prop::collection::vec(k_multiple_case(), 1..6).boxed(),
        Judge::Wythoff => prop::collection::vec(wythoff_case(false), 1..6).boxed(),
        Judge::WythoffMoves => prop::collection::vec(wythoff_case(true), 1..6).boxed(),
        _ => prop::collection::vec(nim_case(), 1..6).boxed(),
    }
}

fn judge() -> impl Strategy<Value = Judge> {
    prop::sample::select(JUDGES.to_vec())
}

/// One edit of a byte string; positions are taken modulo the length.
#[derive(Debug, Clone)]
enum Edit {
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    Truncate(usize),
    Duplicate(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let bytes = prop_oneof![
        prop::collection::vec(any::<u8>(), 1..4),
        prop::sample::select(vec![
            b"-".to_vec(),
            b" ".to_vec(),
            b"\n".to_vec(),
            b"\r\n".to_vec(),
            b"0".to_vec(),
            b"99999999999999999999".to_vec(),
            b"18446744073709551615".to_vec(),
            b"\xff".to_vec(),
            b"\x00".to_vec(),
            b"1000000000000000000 ".to_vec(),
        ]),
    ];
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Edit::Flip(i, b)),
        (any::<usize>(), bytes).prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<usize>(), 1usize..6).prop_map(|(i, n)| Edit::Delete(i, n)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 1usize..12).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ]
}

/// Applies `e` to `data[from..]` only (earlier bytes stay as they are).
fn apply(data: &mut Vec<u8>, from: usize, e: &Edit) {
    let span = data.len() - from + 1;
    let at = |i: usize| from + i % span;
    match e {
        Edit::Flip(i, b) => {
            if data.len() > from {
                let i = from + i % (data.len() - from);
                data[i] = *b;
            }
        }
        Edit::Insert(i, bytes) => {
            let i = at(*i);
            data.splice(i..i, bytes.iter().copied());
        }
        Edit::Delete(i, n) => {
            let i = at(*i);
            let end = (i + n).min(data.len());
            data.drain(i..end);
        }
        Edit::Truncate(i) => data.truncate(at(*i)),
        Edit::Duplicate(i, n) => {
            let i = at(*i);
            let end = (i + n).min(data.len());
            let piece = data[i..end].to_vec();
            data.splice(end..end, piece);
        }
    }
}

// ------------------------------------------------------------------ properties

proptest! {
    #![proptest_config(Config { cases: 400, ..Config::default() })]

    /// Arbitrary bytes: an answer or a located error, never a panic.
    fn arbitrary_bytes_answer_or_locate(j in judge(), data in prop::collection::vec(any::<u8>(), 0..300)) {
        check(j, &data)?;
    }

    /// Token soup: digits, signs, separators and garbage in any order, which reaches much
    /// deeper into the formats than raw bytes do.
    fn token_soup_answers_or_locates(
        j in judge(),
        toks in prop::collection::vec(prop_oneof![
            6 => number().prop_map(|n| n.to_string()),
            1 => prop::sample::select(vec!["-1", "x", "1x", "99999999999999999999", "\u{e9}", "\0", "+5", "0x10"]).prop_map(String::from),
        ], 0..60),
        seps in prop::collection::vec(prop::sample::select(vec![" ", "\n", "\t", "\r\n", "  ", "\n\n"]), 60),
    ) {
        let mut s = String::new();
        for (t, sep) in toks.iter().zip(&seps) {
            s += t;
            s += sep;
        }
        check(j, s.as_bytes())?;
    }
}

/// Generates a valid input of several cases, mutates only the bytes of its last case
/// (and what follows), and checks the run against the contract: the answers of all the
/// earlier cases are printed, unchanged, before whatever happens to the last one.
fn earlier_answers_survive(
    j: Judge,
    cases: Vec<String>,
    edits: Vec<Edit>,
) -> std::result::Result<(), TestCaseError> {
    let full = j.frame(&cases);
    let (want_full, ok) = check(j, &full)?;
    prop_assert!(
        ok,
        "valid input rejected: {:?}",
        String::from_utf8_lossy(&full)
    );
    let n = cases.len();
    let (want_earlier, _) = check(j, &j.frame(&cases[..n - 1]))?;
    prop_assert!(want_full.starts_with(&want_earlier));
    // The last case and what follows it (a terminator) are all that is edited.
    let tail_start = full.len() - j.trailer().len() - (cases[n - 1].len() + 1);
    let mut data = full.clone();
    for e in &edits {
        apply(&mut data, tail_start, e);
    }
    let (out, _) = check(j, &data)?;
    prop_assert!(
        out.starts_with(&want_earlier),
        "{j:?}: earlier answers {:?} lost in {:?} for {:?}",
        String::from_utf8_lossy(&want_earlier),
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(&data)
    );
    Ok(())
}

proptest! {
    #![proptest_config(Config { cases: 300, ..Config::default() })]

    fn mutated_valid_inputs_keep_earlier_answers(
        (j, cases) in judge().prop_flat_map(|j| (Just(j), cases_for(j))),
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        earlier_answers_survive(j, cases, edits)?;
    }

    /// Mutations anywhere (header included): still an answer or a located error.
    fn mutated_anywhere_answers_or_locates(
        (j, cases) in judge().prop_flat_map(|j| (Just(j), cases_for(j))),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let mut data = j.frame(&cases);
        for e in &edits {
            apply(&mut data, 0, e);
        }
        check(j, &data)?;
    }

    /// Cutting a valid input between tokens gives a prefix of its answers. (A cut inside
    /// the last number could leave a shorter valid number, with other answers.)
    fn truncation_gives_a_prefix_of_the_answers(
        (j, cases) in judge().prop_flat_map(|j| (Just(j), cases_for(j))),
        cut in any::<usize>(),
    ) {
        let full = j.frame(&cases);
        let (want, ok) = check(j, &full)?;
        prop_assert!(ok);
        let cut = cut % (full.len() + 1);
        let cut = (cut..full.len()).find(|&i| full[i].is_ascii_whitespace()).unwrap_or(full.len());
        let (got, _) = check(j, &full[..cut])?;
        prop_assert!(want.starts_with(&got), "{j:?}: {:?} is not a prefix of {:?}", got, want);
    }
}

proptest! {
    #![proptest_config(Config { cases: 40, ..Config::default() })]

    /// The same through `cli::dispatch` with a real file, as the binary runs it: the
    /// error names the file, and nothing but input errors come out.
    fn dispatch_on_files_answers_or_locates(j in judge(), data in prop::collection::vec(any::<u8>(), 0..200)) {
        let dir = std::env::temp_dir().join(format!("grundy-robust-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{j:?}.in"));
        std::fs::File::create(&path).unwrap().write_all(&data).unwrap();
        let mut argv = j.argv();
        let p = path.display().to_string();
        argv.push(&p);
        let cli = Cli::try_parse_from(&argv).unwrap();
        let mut out = Vec::new();
        let mut output = Output::new(&mut out);
        let r = dispatch(cli.command, &mut output);
        let r = r.and(output.finish());
        if let Some(b) = breach(&data, &out, &r) {
            return Err(TestCaseError::fail(b));
        }
        if let Err(e) = &r {
            prop_assert_eq!(&e.located().unwrap().source, &p);
        }
        // The in-memory run must agree byte for byte.
        let (mem_out, mem_r) = j.run(&data);
        prop_assert_eq!(out, mem_out);
        prop_assert_eq!(r.is_ok(), mem_r.is_ok());
    }
}
// ------------------------------------------------------------------ transcripts

/// Referees `data` as a transcript and writes both reports; checks the transcript
/// contract: a report, or one line-located message (no column) naming a real line.
fn check_transcript(data: &[u8]) -> std::result::Result<(), TestCaseError> {
    let result = grundy::xortrie::referee::referee(data, "t").and_then(|game| {
        let report = grundy::xortrie::report::Report::new(&game);
        let mut out = Vec::new();
        report.write_text(&mut out)?;
        report.write_json(&mut out)?;
        Ok(())
    });
    let Err(e) = result else { return Ok(()) };
    let fail = |why: &str| {
        Err(TestCaseError::fail(format!(
            "{why}: {e} on {:?}",
            String::from_utf8_lossy(data)
        )))
    };
    let Some(loc) = e.located() else {
        return fail("not an input error");
    };
    let lines = data.split(|&b| b == b'\n').count() as u64;
    if loc.col.is_some() || loc.line < 1 || loc.line > lines.max(1) {
        return fail("bad location");
    }
    if loc.message.is_empty() || e.to_string().chars().any(char::is_control) {
        return fail("bad message");
    }
    Ok(())
}

/// The valid transcripts of the golden tests, as seeds for mutation.
fn transcripts() -> Vec<Vec<u8>> {
    let mut v: Vec<Vec<u8>> = std::fs::read_dir("testdata/xortrie-sim")
        .map(|d| {
            d.filter_map(|f| f.ok().map(|f| f.path()))
                .filter(|p| {
                    p.extension().is_some_and(|e| e == "in") && !p.with_extension("err").exists()
                })
                .filter_map(|p| std::fs::read(p).ok())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

proptest! {
    #![proptest_config(Config { cases: 300, ..Config::default() })]

    fn transcripts_of_arbitrary_bytes_report_or_locate(
        data in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        check_transcript(&data)?;
    }

    /// Golden transcripts with a few edits anywhere: a report or a located error.
    fn mutated_transcripts_report_or_locate(
        pick in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let seeds = transcripts();
        prop_assume!(!seeds.is_empty());
        let mut data = pick.get(&seeds).clone();
        for e in &edits {
            apply(&mut data, 0, e);
        }
        check_transcript(&data)?;
    }
}

/// The mutation property means something only if there are seeds to mutate.
fn transcript_seeds_exist_and_are_accepted() {
    let seeds = transcripts();
    assert!(seeds.len() >= 5, "only {} valid transcripts", seeds.len());
    for s in &seeds {
        grundy::xortrie::referee::referee(&s[..], "seed").unwrap();
    }
}

trials![
    arbitrary_bytes_answer_or_locate,
    token_soup_answers_or_locates,
    mutated_valid_inputs_keep_earlier_answers,
    mutated_anywhere_answers_or_locates,
    truncation_gives_a_prefix_of_the_answers,
    dispatch_on_files_answers_or_locates,
    transcripts_of_arbitrary_bytes_report_or_locate,
    mutated_transcripts_report_or_locate,
    transcript_seeds_exist_and_are_accepted,
];
