//! Property tests of robustness, driven by the registry: for every problem of
//! [`PROBLEMS`], arbitrary bytes, token soup and mutations of its test data never panic a
//! solver, and every run keeps the bad-input contract as `grundy::contract::check`
//! states it (the same check the fuzz target makes): an answer, or the answers of the
//! complete cases and then one located `expected ..., found ...` error inside the input.
//!
//! The seeds of the mutations are the problem's own golden and error inputs
//! (`testdata/<id>/`), so a new problem is covered as soon as it has test data. Case counts
//! are moderate on purpose: the deep searching is the fuzzer's job (fuzz/).

use std::io::Write;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use clap::Parser;
use grundy::cli::{dispatch, Cli};
use grundy::contract::{self, Checked, Subject};
use grundy::io::Output;
use grundy::problems::gen::{Gen, Size};
use grundy::problems::{run_on_bytes, Format, Options, Problem, PROBLEMS};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;

use crate::support::files;

/// Seeds are cut to at most this many bytes (at a line end), to keep every case fast.
const SEED_BYTES: usize = 1500;

/// The problem picked by a generated index.
fn problem(pick: &Index) -> &'static dyn Problem {
    *pick.get(PROBLEMS)
}

/// Runs the contract check on `data`; a breach fails the property.
fn check(problem: &dyn Problem, data: &[u8]) -> Result<Checked, TestCaseError> {
    check_with(problem, &Options::default(), data)
}

/// [`check`] with the problem's own flags on (`pp-and-qq --exact`) when `flagged`.
fn check_flagged(
    problem: &dyn Problem,
    flagged: bool,
    data: &[u8],
) -> Result<Checked, TestCaseError> {
    let flags = problem.meta().flags.iter().map(|f| f.name);
    let options = Options::with_flags(if flagged { flags.collect() } else { Vec::new() });
    check_with(problem, &options, data)
}

fn check_with(
    problem: &dyn Problem,
    options: &Options,
    data: &[u8],
) -> Result<Checked, TestCaseError> {
    contract::check(Subject::Judge(problem, options), data, "p").map_err(|breach| {
        TestCaseError::fail(format!("{breach} on {:?}", String::from_utf8_lossy(data)))
    })
}

/// A seed slower than this to answer once is left out: hundreds of mutations of an input
/// built to take a second (a period search at its limit) would dominate the test time, and
/// the error trials and the fuzzer run such inputs anyway.
const SEED_TIME: Duration = Duration::from_millis(25);

/// Every problem's golden and error inputs and a few small generated ones, cut to [`SEED_BYTES`] at a line end, without
/// those slower than [`SEED_TIME`].
fn seeds() -> &'static [Vec<Vec<u8>>] {
    static SEEDS: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        PROBLEMS
            .iter()
            .map(|&p| {
                let dir = std::path::Path::new("testdata").join(p.meta().id);
                let flag_dirs = p.meta().flags.iter().map(|f| dir.join(f.name));
                let inputs = std::iter::once(dir.clone())
                    .chain(flag_dirs)
                    .chain(std::iter::once(dir.join("errors")))
                    .flat_map(|folder| files(&folder, "in"))
                    .map(|f| std::fs::read(f).unwrap());
                // Small generated inputs too, where the problem has a generator.
                let generated = (1..=3).filter_map(|seed| {
                    let mut gen = Gen::new(seed, Size::Small, Some(4));
                    p.generate(&mut gen).then(|| gen.into_bytes())
                });
                inputs
                    .chain(generated)
                    .map(|mut data| {
                        if data.len() > SEED_BYTES {
                            let end = data[..SEED_BYTES].iter().rposition(|&b| b == b'\n');
                            data.truncate(end.map_or(SEED_BYTES, |e| e + 1));
                        }
                        data
                    })
                    .filter(|data| {
                        let start = Instant::now();
                        let options = Options::default();
                        let _ = run_on_bytes(p, &options, data, "p", None, Format::Judge);
                        start.elapsed() < SEED_TIME
                    })
                    .collect()
            })
            .collect()
    })
}

/// A seed of the problem `pick` chose, and that problem.
fn seed(pick: &Index, which: &Index) -> (&'static dyn Problem, Vec<u8>) {
    let i = pick.index(PROBLEMS.len());
    let seeds = &seeds()[i];
    let data = if seeds.is_empty() {
        Vec::new()
    } else {
        which.get(seeds).clone()
    };
    (PROBLEMS[i], data)
}

/// The offsets just after each newline of `data`, and its start: where a whole-line prefix
/// of it ends.
fn line_starts(data: &[u8]) -> Vec<usize> {
    std::iter::once(0)
        .chain(
            data.iter()
                .enumerate()
                .filter(|(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect()
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

/// One edit of a byte string; positions are taken modulo the length.
#[derive(Debug, Clone)]
enum Edit {
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
    Truncate(usize),
    Duplicate(usize, usize),
    RepeatLine(usize),
    DropLine(usize),
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
            b" 4294967295 ".to_vec(),
            b" -1 ".to_vec(),
            b" x ".to_vec(),
            b" #.# ".to_vec(),
            b" 1000 ".to_vec(),
        ]),
    ];
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Edit::Flip(i, b)),
        (any::<usize>(), bytes).prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<usize>(), 1usize..6).prop_map(|(i, n)| Edit::Delete(i, n)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 1usize..12).prop_map(|(i, n)| Edit::Duplicate(i, n)),
        any::<usize>().prop_map(Edit::RepeatLine),
        any::<usize>().prop_map(Edit::DropLine),
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
        Edit::RepeatLine(i) | Edit::DropLine(i) => {
            let mut lines: Vec<Vec<u8>> = data[from..]
                .split_inclusive(|&b| b == b'\n')
                .map(<[u8]>::to_vec)
                .collect();
            if !lines.is_empty() {
                let i = i % lines.len();
                if matches!(e, Edit::RepeatLine(_)) {
                    lines.insert(i, lines[i].clone());
                } else {
                    lines.remove(i);
                }
                data.truncate(from);
                data.extend(lines.concat());
            }
        }
    }
}

// ------------------------------------------------------------------ properties

fn arbitrary_bytes_answer_or_locate() {
    proptest!(Config::with_cases(300), |(pick in any::<Index>(), data in prop::collection::vec(any::<u8>(), 0..300))| {
        check(problem(&pick), &data)?;
    });
}

/// Token soup: digits, signs, separators and garbage in any order, which reaches much
/// deeper into the formats than raw bytes do.
fn token_soup_answers_or_locates() {
    let token = prop_oneof![
        6 => number().prop_map(|n| n.to_string()),
        // Values the formats find hardest: leading zeros, dates, limits and one past them.
        2 => prop::sample::select(vec![
            "-1", "x", "1x", "99999999999999999999", "\u{e9}", "\0", "+5", "0x10", "00", "0001",
            "2001", "1900", "1000000", "1000001", "123456789", "18446744073709551616",
            "99999999999999999999999999999999999999999", "+1", "1.0",
        ]).prop_map(String::from),
    ];
    let separator = prop::sample::select(vec![" ", "\n", "\t", "\r\n", "  ", "\n\n"]);
    proptest!(Config::with_cases(300), |(pick in any::<Index>(), tokens in prop::collection::vec((token, separator), 0..60))| {
        let soup: String = tokens.iter().map(|(t, sep)| format!("{t}{sep}")).collect();
        check(problem(&pick), soup.as_bytes())?;
    });
}

/// Mutations anywhere in the problem's own test inputs (bytes, tokens, whole lines), with
/// and without the problem's flags: an answer or a located error.
fn mutated_test_data_answers_or_locates() {
    proptest!(Config::with_cases(400), |(pick in any::<Index>(), which in any::<Index>(), edits in prop::collection::vec(edit(), 1..5), flagged in any::<bool>())| {
        let (problem, mut data) = seed(&pick, &which);
        for e in &edits {
            apply(&mut data, 0, e);
        }
        check_flagged(problem, flagged, &data)?;
    });
}

/// Mutations after a line end keep the answers of the cases in the lines before it: the
/// output starts with what those lines alone print.
fn mutations_keep_the_answers_of_earlier_lines() {
    proptest!(Config::with_cases(300), |(pick in any::<Index>(), which in any::<Index>(), cut in any::<Index>(), edits in prop::collection::vec(edit(), 1..4))| {
        let (problem, mut data) = seed(&pick, &which);
        let from = *cut.get(&line_starts(&data));
        let earlier = check(problem, &data[..from])?.output;
        for e in &edits {
            apply(&mut data, from, e);
        }
        let out = check(problem, &data)?.output;
        prop_assert!(
            out.starts_with(&earlier),
            "{}: the answers {:?} of the lines before byte {from} are lost in {:?} for {:?}",
            problem.meta().id,
            String::from_utf8_lossy(&earlier),
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&data)
        );
    });
}

/// Cutting a valid input at a line end gives a prefix of its answers.
fn truncation_gives_a_prefix_of_the_answers() {
    proptest!(Config::with_cases(200), |(pick in any::<Index>(), which in any::<Index>(), cut in any::<Index>())| {
        let (problem, data) = seed(&pick, &which);
        let whole = check(problem, &data)?;
        // Error cases and seeds cut to size are valid only up to some line: their output
        // is still the answers of the lines before the error, which is all that is compared.
        let from = *cut.get(&line_starts(&data));
        let part = check(problem, &data[..from])?.output;
        if whole.error.is_none() {
            prop_assert!(
                whole.output.starts_with(&part),
                "{}: {:?} is not a prefix of {:?}",
                problem.meta().id,
                String::from_utf8_lossy(&part),
                String::from_utf8_lossy(&whole.output)
            );
        }
    });
}

/// The same through `cli::dispatch` with a real file, as the binary runs it: the error
/// names the file, and the run agrees byte for byte with the in-memory one.
fn dispatch_on_files_answers_or_locates() {
    let dir = std::env::temp_dir().join(format!("grundy-robust-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A UTF-16 input, whose error names the file twice (its iconv hint): found by CI.
    let problem = grundy::problems::find("digital-deletions").unwrap();
    on_file(problem, b"\x001\x00\n\x000\x00\n", &dir).unwrap();
    proptest!(Config::with_cases(40), |(pick in any::<Index>(), which in any::<Index>(), edits in prop::collection::vec(edit(), 0..3))| {
        let (problem, mut data) = seed(&pick, &which);
        for e in &edits {
            apply(&mut data, 0, e);
        }
        on_file(problem, &data, &dir)?;
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

/// [`dispatch_on_files_answers_or_locates`] on one input, written to a file in `dir`.
fn on_file(problem: &dyn Problem, data: &[u8], dir: &std::path::Path) -> Result<(), TestCaseError> {
    let id = problem.meta().id;
    let path = dir.join(format!("{id}.in"));
    std::fs::File::create(&path)
        .unwrap()
        .write_all(data)
        .unwrap();
    let p = path.display().to_string();
    let cli = Cli::try_parse_from(["grundy", id, &p]).unwrap();
    let mut out = Vec::new();
    let mut output = Output::new(CappedVec(&mut out));
    let r = dispatch(cli.command, &mut output);
    let r = r.and(output.finish());
    if let Err(grundy::error::Error::Write(_)) = r {
        // A valid input whose answer outgrows the cap (a public-sale range, say): the
        // in-memory check stops there too, and an uncapped Vec could take all memory.
        return Ok(());
    }
    let in_memory = check(problem, data)?;
    prop_assert_eq!(&out, &in_memory.output);
    match (&r, &in_memory.error) {
        (Ok(()), None) => {}
        (Err(e), Some(want)) => {
            let loc = e.located().expect("an input error");
            prop_assert_eq!(&loc.source, &p);
            // The file's name stands where the in-memory run says `p`: at the start, and
            // wherever the message names the file again (the iconv hint for UTF-16 text).
            let line = e.to_string();
            prop_assert!(line.starts_with(&p));
            prop_assert_eq!(want, &line.replace(&p, "p"));
        }
        _ => prop_assert!(
            false,
            "{id}: {r:?} from the file, {:?} in memory",
            in_memory.error
        ),
    }
    Ok(())
}

/// A `Vec` that refuses to grow past the contract check's output cap, as that check does.
struct CappedVec<'v>(&'v mut Vec<u8>);

impl Write for CappedVec<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.0.len() + buf.len() > contract::OUTPUT_CAP {
            return Err(std::io::Error::other("the checked output cap is reached"));
        }
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The mutation properties mean something only if every problem has seeds to mutate.
fn every_problem_has_seeds() {
    for (problem, seeds) in PROBLEMS.iter().zip(seeds()) {
        assert!(
            seeds.len() >= 3,
            "{}: too few test inputs to mutate",
            problem.meta().id
        );
    }
}

/// The fuzz target's seeds (`fuzz/seeds/judge/<id>-<name>`) pick, by their first byte,
/// the problem their name says, as the target does (`PROBLEMS[(byte & 0x7f) % len]`, the
/// high bit for the problem's flags), and keep the
/// contract. Problems are added at the end of the registry, so that this stays true.
fn fuzz_seeds_pick_their_problem() {
    let mut count = 0;
    for entry in std::fs::read_dir("fuzz/seeds/judge").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let data = std::fs::read(&path).unwrap();
        let (&byte, input) = data.split_first().expect("a seed has a problem byte");
        let problem = PROBLEMS[usize::from(byte & 0x7f) % PROBLEMS.len()];
        let id = problem.meta().id;
        let named = PROBLEMS
            .iter()
            .map(|p| p.meta().id)
            .filter(|named| name.starts_with(&format!("{named}-")))
            .max_by_key(|named| named.len());
        assert_eq!(
            named,
            Some(id),
            "fuzz/seeds/judge/{name}: its first byte {byte} picks {id}"
        );
        let flagged = byte & 0x80 != 0;
        let flags = problem.meta().flags.iter().map(|f| f.name);
        let options = Options::with_flags(if flagged { flags.collect() } else { Vec::new() });
        if let Err(breach) = contract::check(Subject::Judge(problem, &options), input, "fuzz") {
            panic!("fuzz/seeds/judge/{name}: {breach}");
        }
        count += 1;
    }
    assert!(count >= 8, "only {count} fuzz seeds");
}

/// Every problem, on prefixes of its own seeds followed by an endless token (an endless
/// run of a digit, `/dev/zero`'s NUL bytes, a board character), stops at a located error
/// after a bounded read ([`contract::check_endless`]): nothing is read for ever.
fn endless_tokens_are_refused_after_a_bounded_read() {
    for (i, &problem) in PROBLEMS.iter().enumerate() {
        let seeds = &seeds()[i];
        let Some(seed) = seeds.first() else {
            continue;
        };
        let starts = line_starts(seed);
        // Inside the first token, and after the first and the third line.
        let prefixes = [
            1,
            starts.get(1).copied().unwrap_or(0),
            starts[starts.len().min(3) - 1],
        ]
        .map(|at| &seed[..at.min(seed.len())]);
        for prefix in prefixes {
            for fill in [b'0', 0, b'#'] {
                if let Err(breach) =
                    contract::check_endless(problem, &Options::default(), prefix, fill, "p")
                {
                    panic!("{breach} after {:?}", String::from_utf8_lossy(prefix));
                }
            }
        }
    }
}

/// The fuzz seeds that `grundy gen` writes: `fuzz/seeds/judge/<id>-gen-<S>` is the problem's
/// byte (its index in [`PROBLEMS`]) and then `grundy gen <id> --size small --seed S`, for
/// S in 1..=3 and every problem with a generator; `<id>-gen-<S>-flags` the same with the
/// flag bit, for problems with flags. They must be exactly what the generator writes now;
/// `GRUNDY_BLESS=1 cargo test --test it -- fuzz_seeds` rewrites them (and removes stale
/// ones), which is how they are made.
fn fuzz_seeds_are_grundy_gen_output() {
    let dir = std::path::Path::new("fuzz/seeds/judge");
    let mut want = std::collections::BTreeMap::new();
    for (index, &problem) in PROBLEMS.iter().enumerate() {
        let meta = problem.meta();
        let byte = u8::try_from(index).expect("fewer than 128 problems");
        assert!(byte < 0x80, "the registry outgrew the seed byte");
        for seed in 1..=3 {
            let mut gen = Gen::new(seed, Size::Small, None);
            if !problem.generate(&mut gen) {
                break;
            }
            let mut data = vec![byte];
            data.extend_from_slice(&gen.into_bytes());
            if !meta.flags.is_empty() {
                let mut flagged = data.clone();
                flagged[0] |= 0x80;
                want.insert(format!("{}-gen-{seed}-flags", meta.id), flagged);
            }
            want.insert(format!("{}-gen-{seed}", meta.id), data);
        }
    }
    let have: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("-gen-"))
        .collect();
    if crate::support::blessing() {
        for name in have.iter().filter(|name| !want.contains_key(*name)) {
            std::fs::remove_file(dir.join(name)).unwrap();
        }
        for (name, data) in &want {
            // Only what changed: the trial beside this one reads these files.
            if std::fs::read(dir.join(name)).ok().as_ref() != Some(data) {
                std::fs::write(dir.join(name), data).unwrap();
            }
        }
        return;
    }
    for name in &have {
        assert!(
            want.contains_key(name),
            "{}/{name}: no generator writes it (bless to remove)",
            dir.display()
        );
    }
    for (name, data) in &want {
        let found = std::fs::read(dir.join(name)).unwrap_or_default();
        assert!(
            found == *data,
            "{}/{name}: not what grundy gen writes now (GRUNDY_BLESS=1 rewrites it)",
            dir.display()
        );
    }
    assert!(want.len() >= 3 * 30, "only {} generated seeds", want.len());
}

/// The seeds of the fuzz target `shapes` (`fuzz/seeds/shapes/`), for every problem: its
/// smallest test input cut after the first line with an endless token of `7`s behind
/// (`<id>-endless`), its smallest test input with a huge first number (`<id>-huge-count`),
/// and for problems with a `flood` profile, that profile (`<id>-flood`); each is the
/// problem's byte, the shape's, and the shape's bytes (`contract::check_shape`). They must
/// be what this writes now, and hold the contract; `GRUNDY_BLESS=1 cargo test --test it --
/// fuzz_shape` rewrites them.
fn fuzz_shape_seeds_hold_the_contract() {
    let dir = std::path::Path::new("fuzz/seeds/shapes");
    let mut want = std::collections::BTreeMap::new();
    for (index, &problem) in PROBLEMS.iter().enumerate() {
        let id = problem.meta().id;
        let byte = u8::try_from(index).expect("fewer than 128 problems");
        let mut inputs: Vec<Vec<u8>> = files(&std::path::Path::new("testdata").join(id), "in")
            .into_iter()
            .map(|f| std::fs::read(f).unwrap())
            .collect();
        inputs.sort_by_key(|data| (data.len(), data.clone()));
        let smallest = inputs.first().cloned().unwrap_or_default();
        let first_line = &smallest[..line_starts(&smallest).get(1).copied().unwrap_or(0)];
        want.insert(
            format!("{id}-endless"),
            [&[byte, 0, b'7'], first_line].concat(),
        );
        want.insert(
            format!("{id}-huge-count"),
            [&[byte, 1, 0], &smallest[..]].concat(),
        );
        if grundy::problems::gen::profile(id, "flood").is_some() {
            want.insert(format!("{id}-flood"), vec![byte, 2, 1]);
        }
    }
    if crate::support::blessing() {
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir).unwrap();
        for (name, data) in &want {
            std::fs::write(dir.join(name), data).unwrap();
        }
    }
    let have: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        have.len(),
        want.len(),
        "{}: stale or missing seeds (bless)",
        dir.display()
    );
    for (name, data) in &want {
        let found = std::fs::read(dir.join(name)).unwrap_or_default();
        assert!(
            found == *data,
            "{}/{name}: not what this test writes (bless)",
            dir.display()
        );
        let problem = PROBLEMS[usize::from(data[0])];
        if let Err(breach) = contract::check_shape(problem, &Options::default(), &data[1..], "fuzz")
        {
            panic!("{}/{name}: {breach}", dir.display());
        }
    }
}

proptest! {
    #![proptest_config(Config { cases: 60, ..Config::default() })]

    /// The shapes of the fuzz target `shapes` on arbitrary bytes and problems.
    fn shapes_of_arbitrary_bytes_hold_the_contract(
        pick in any::<Index>(),
        shape in 0u8..3,
        data in prop::collection::vec(any::<u8>(), 0..100),
    ) {
        let data = [&[shape][..], &data].concat();
        if let Err(breach) = contract::check_shape(problem(&pick), &Options::default(), &data, "p") {
            return Err(TestCaseError::fail(breach));
        }
    }
}

// ------------------------------------------------------------------ transcripts

fn check_transcript(data: &[u8]) -> Result<(), TestCaseError> {
    contract::check(Subject::Transcript, data, "t")
        .map(drop)
        .map_err(|breach| {
            TestCaseError::fail(format!("{breach} on {:?}", String::from_utf8_lossy(data)))
        })
}

/// The valid transcripts of the golden tests (`testdata/xortrie/ok/`), as seeds for mutation.
fn transcripts() -> Vec<Vec<u8>> {
    files(std::path::Path::new("testdata/xortrie/ok"), "in")
        .into_iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect()
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
        pick in any::<Index>(),
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

/// The `xortrie` fuzz target's seeds (fuzz/seeds/xortrie/) hold the contract, the shapes
/// a fuzzer reaches slowly among them: long tokens, long lines, many blank lines, a rule
/// broken before a fault of form.
fn xortrie_fuzz_seeds_hold_the_contract() {
    let seeds = files(std::path::Path::new("fuzz/seeds/xortrie"), "in");
    assert!(seeds.len() >= 20, "only {} seeds", seeds.len());
    for path in &seeds {
        let data = std::fs::read(path).unwrap();
        let checked = contract::check(Subject::Transcript, &data, "fuzz")
            .unwrap_or_else(|breach| panic!("{}: {breach}", path.display()));
        // A token of thousands of bytes is quoted by its start only.
        let error = checked.error.unwrap_or_default();
        assert!(error.len() < 600, "{}: {error}", path.display());
    }
}

trials![
    arbitrary_bytes_answer_or_locate,
    token_soup_answers_or_locates,
    mutated_test_data_answers_or_locates,
    mutations_keep_the_answers_of_earlier_lines,
    truncation_gives_a_prefix_of_the_answers,
    dispatch_on_files_answers_or_locates,
    every_problem_has_seeds,
    fuzz_seeds_pick_their_problem,
    fuzz_seeds_are_grundy_gen_output,
    endless_tokens_are_refused_after_a_bounded_read,
    fuzz_shape_seeds_hold_the_contract,
    shapes_of_arbitrary_bytes_hold_the_contract,
    transcripts_of_arbitrary_bytes_report_or_locate,
    mutated_transcripts_report_or_locate,
    transcript_seeds_exist_and_are_accepted,
    xortrie_fuzz_seeds_hold_the_contract,
];
