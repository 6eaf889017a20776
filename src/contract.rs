//! The bad-input contract, as one executable check shared by the robustness properties and
//! the error cases of the integration tests (`tests/it`) and by the fuzz target (`fuzz/`),
//! so that all three hold every problem to the same rules.
//!
//! For a judge problem (the README's "Contract", and each `problems/<id>.md`), a run on any
//! bytes either answers or stops at one located input error, and:
//!
//! - the output is whole lines, and it is exactly the answers of the complete cases before
//!   the error: running on the input cut at the error's position prints the same;
//! - the error is `<source>:<line>:<col>: expected ..., found ...`, one line of printable
//!   text, at a real spot of the input (at most one column past the end of its line, which
//!   is where an end of input is reported);
//! - reading the input on a read-ahead thread, in chunks of any size, changes nothing;
//! - `--json` fails with the same error, after objects whose `answer` fields are exactly
//!   the text answers.
//!
//! A transcript of `xortrie-sim` is held to the same rules where they apply: both reports,
//! or one input error naming a real line (its own shape: a line, no column); and refereed
//! again under tiny line and size limits, it gets the same outcome unless one of those
//! limits stops it (at a real line), so that short inputs reach the limits' code too.
//!
//! One check, [`check`], takes either [`Subject`]; [`assert_holds`] panics on a breach.
//! [`check_endless`] adds the rule for input that never ends: an endless token (an
//! [`Endless`] reader, like `/dev/zero`) is refused after a bounded read; [`check_shape`]
//! makes that and the other shapes random bytes rarely take (huge counts, chosen hash
//! keys) from a few bytes, for the fuzz target `shapes`.
//!
//! The checks run everything in memory: no files, no processes. A valid input may ask for
//! more output than any test can hold (public-sale's raise list for a price near 2^64): a
//! run that reaches [`OUTPUT_CAP`] bytes is stopped there and counts as answered.

use std::io::{self, Cursor, Write};
use std::sync::atomic::Ordering;

use crate::error::Error;
use crate::io::endless::Endless;
pub use crate::io::endless::ENDLESS_SLACK;
use crate::io::scan::Scanner;
use crate::io::{BoxRead, Output};
use crate::problems::gen::{Gen, Size};
use crate::problems::{Format, Options, Problem};

/// Output beyond this many bytes stops a checked run (see the module's documentation).
pub const OUTPUT_CAP: usize = 1 << 20;

/// A `Vec` that refuses to grow past [`OUTPUT_CAP`].
struct Capped<'v>(&'v mut Vec<u8>);

impl Write for Capped<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.0.len() + buf.len() > OUTPUT_CAP {
            return Err(io::Error::other("the checked output cap is reached"));
        }
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// One run of `problem` on in-memory `input`, as `problems::run_on_bytes` does it, into a
/// [`Capped`] output.
fn run_capped(
    problem: &dyn Problem,
    options: &Options,
    input: &[u8],
    source: &str,
    read_ahead: Option<usize>,
    format: Format,
) -> (Vec<u8>, crate::Result<()>) {
    let reader: BoxRead = Box::new(Cursor::new(input.to_vec()));
    let mut scanner = match read_ahead {
        Some(chunk) => Scanner::with_read_ahead(reader, source, chunk),
        None => Scanner::new(reader, source),
    };
    let mut bytes = Vec::new();
    let mut out = Output::new(Capped(&mut bytes));
    let result = problem.run(options, &mut scanner, &mut out, format);
    let result = result.and(out.finish());
    (bytes, result)
}

/// What a checked run printed and how it ended.
#[derive(Debug)]
pub struct Checked {
    /// The judge text printed (before the error, if any); a transcript's text report.
    pub output: Vec<u8>,
    /// The error line without the `error: ` prefix, or `None` when the input was answered.
    pub error: Option<String>,
}

/// What the bytes are checked as.
#[derive(Clone, Copy)]
pub enum Subject<'a> {
    /// The input of a judge problem, run with these options.
    Judge(&'a dyn Problem, &'a Options),
    /// An XOR-Trie transcript, refereed and both reports written.
    Transcript,
}

/// Runs `subject` on `input` (named `source` in errors) and checks the outcome against the
/// contract; `Err` describes the first breach found.
pub fn check(subject: Subject<'_>, input: &[u8], source: &str) -> Result<Checked, String> {
    match subject {
        Subject::Judge(problem, options) => check_judge(problem, options, input, source),
        Subject::Transcript => check_transcript(input, source),
    }
}

/// [`check`] for callers that treat a breach as a bug (the fuzz targets): panics with the
/// breach and the input.
pub fn assert_holds(subject: Subject<'_>, input: &[u8], source: &str) -> Checked {
    check(subject, input, source)
        .unwrap_or_else(|breach| panic!("{breach} on {:?}", String::from_utf8_lossy(input)))
}

fn check_judge(
    problem: &dyn Problem,
    options: &Options,
    input: &[u8],
    source: &str,
) -> Result<Checked, String> {
    let run = |bytes: &[u8], read_ahead, format| {
        run_capped(problem, options, bytes, source, read_ahead, format)
    };
    let (output, result) = run(input, None, Format::Judge);
    if let Err(Error::Write(_)) = result {
        // The output cap: a valid input whose answer is too long to check.
        return Ok(Checked {
            output,
            error: None,
        });
    }
    let error = result.as_ref().err().map(ToString::to_string);
    let id = problem.meta().id;
    let breach = |what: String| -> Result<Checked, String> { Err(format!("{id}: {what}")) };

    // A chunk size taken from the input, so that fuzzing and properties explore many.
    let chunk = 1 + input.iter().map(|&b| usize::from(b)).sum::<usize>() % 300;
    let (ahead_output, ahead_result) = run(input, Some(chunk), Format::Judge);
    if ahead_output != output {
        return breach(format!("read-ahead (chunk {chunk}) changed the output"));
    }
    if ahead_result.err().map(|e| e.to_string()) != error {
        return breach(format!("read-ahead (chunk {chunk}) changed the error"));
    }

    let (mut json, json_result) = run(input, None, Format::Json);
    // JSON is longer than the text: when it alone reaches the cap, its complete lines must
    // still carry a prefix of the text's answers.
    let json_capped = matches!(json_result, Err(Error::Write(_)));
    if json_capped {
        json.truncate(
            json.iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |end| end + 1),
        );
    } else if json_result.err().map(|e| e.to_string()) != error {
        return breach("--json changed the error".into());
    }
    // With `--moves` the text is a report; the `answer` fields are still the judge's text.
    let judge_text = match options.moves_limit() {
        None => output.clone(),
        Some(_) => {
            let plain = options.clone().moves(None);
            run_capped(problem, &plain, input, source, None, Format::Judge).0
        }
    };
    match json_answers(&json) {
        Ok(answers) if answers.as_bytes() == judge_text => {}
        Ok(answers) if json_capped && judge_text.starts_with(answers.as_bytes()) => {}
        Ok(_) => return breach("the `answer` fields of --json differ from the text".into()),
        Err(e) => return breach(format!("--json: {e}")),
    }

    if !(output.is_empty() || output.ends_with(b"\n")) {
        return breach("output ends inside a line".into());
    }
    let Err(e) = result else {
        return Ok(Checked { output, error });
    };
    let offset = match located_offset(&e, input, source, true) {
        Ok(offset) => offset.unwrap_or(input.len()),
        Err(what) => return breach(what),
    };
    if offset < input.len() {
        let (cut_output, _) = run(&input[..offset], None, Format::Judge);
        if cut_output != output {
            return breach(format!(
                "{e}: the output is not the answers of the cases before the error (the input \
                 cut there prints {:?}, the whole input {:?})",
                String::from_utf8_lossy(&cut_output),
                String::from_utf8_lossy(&output)
            ));
        }
    }
    Ok(Checked { output, error })
}

/// Runs `problem` on `prefix` followed by an endless token of `fill` (any byte but
/// whitespace), read here and read ahead: each run must stop at one located input error,
/// or at the output cap, having read at most [`ENDLESS_SLACK`] bytes past the prefix.
/// `Err` describes the breach.
pub fn check_endless(
    problem: &dyn Problem,
    options: &Options,
    prefix: &[u8],
    fill: u8,
    source: &str,
) -> Result<(), String> {
    let id = problem.meta().id;
    if fill == b' ' || (b'\t'..=b'\r').contains(&fill) {
        return Err(format!("{id}: the fill byte {fill:#04x} is whitespace"));
    }
    for read_ahead in [None, Some((1 << 16) + prefix.len() % 4096)] {
        let (reader, read) = Endless::new(prefix, fill);
        let reader: BoxRead = Box::new(reader);
        let mut scanner = match read_ahead {
            Some(chunk) => Scanner::with_read_ahead(reader, source, chunk),
            None => Scanner::new(reader, source),
        };
        let mut bytes = Vec::new();
        let mut out = Output::new(Capped(&mut bytes));
        let result = problem.run(options, &mut scanner, &mut out, Format::Judge);
        let result = result.and(out.finish());
        drop(scanner);
        let past = read
            .load(Ordering::Relaxed)
            .saturating_sub(prefix.len() as u64);
        let how = match read_ahead {
            Some(chunk) => format!("read ahead in chunks of {chunk}"),
            None => "read here".to_string(),
        };
        match result {
            Err(Error::Write(_)) => {}
            Err(e) if e.located().is_some() => {
                let line = e.to_string();
                if line.chars().any(char::is_control) || !line.contains(": expected ") {
                    return Err(format!("{id} ({how}): {line:?} is not one located line"));
                }
            }
            Err(e) => {
                return Err(format!(
                    "{id} ({how}): {e} (read {past} bytes past the prefix)"
                ))
            }
            Ok(()) => return Err(format!("{id} ({how}): an endless token was answered")),
        }
        if past > ENDLESS_SLACK {
            return Err(format!(
                "{id} ({how}): read {past} bytes of an endless token"
            ));
        }
    }
    Ok(())
}

/// The shapes random bytes rarely take, made from them on purpose (the fuzz target
/// `shapes`, and the robustness tests on its seeds). `data[0]` picks one:
///
/// - 0: an endless token: `data[1]` is the fill byte (whitespace becomes `0`), the rest the
///   prefix ([`check_endless`]);
/// - 1: a huge count: the rest with its first number replaced by a value `data[1]` picks
///   (2^64 − 1, 10^18, 2^32, 10^9), a count that lies far beyond the data behind it;
/// - 2: chosen hash keys: the problem's `flood` profile (`grundy gen <id> --profile
///   flood --size small`), seeded with the rest, when it has one.
///
/// The contract holds for each ([`check`]); `Err` describes a breach.
pub fn check_shape(
    problem: &dyn Problem,
    options: &Options,
    data: &[u8],
    source: &str,
) -> Result<(), String> {
    let Some((&shape, rest)) = data.split_first() else {
        return Ok(());
    };
    let (&pick, rest) = rest.split_first().unwrap_or((&0, &[]));
    match shape % 3 {
        0 => {
            let fill = if pick == b' ' || (b'\t'..=b'\r').contains(&pick) {
                b'0'
            } else {
                pick
            };
            check_endless(problem, options, rest, fill, source)
        }
        1 => {
            const HUGE: [&[u8]; 4] = [
                b"18446744073709551615",
                b"1000000000000000000",
                b"4294967296",
                b"1000000000",
            ];
            let huge = HUGE[usize::from(pick) % HUGE.len()];
            let start = rest
                .iter()
                .position(u8::is_ascii_digit)
                .unwrap_or(rest.len());
            let end = start
                + rest[start..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
            let input = [&rest[..start], huge, &rest[end..]].concat();
            check(Subject::Judge(problem, options), &input, source).map(drop)
        }
        _ => {
            let id = problem.meta().id;
            let seed = rest
                .iter()
                .fold(u64::from(pick), |h, &b| h.rotate_left(8) ^ u64::from(b));
            match crate::problems::gen::profile(id, "flood") {
                Some(profile) => {
                    let mut gen = Gen::new(seed, Size::Small, None);
                    profile.write(&mut gen, Some(1));
                    check(Subject::Judge(problem, options), &gen.into_bytes(), source).map(drop)
                }
                None => Ok(()),
            }
        }
    }
}

/// Referees `input` as an XOR-Trie transcript and writes both reports (the text one is
/// the output); an error must be one line-located input error (no column) on a real line,
/// as one line of printable text.
fn check_transcript(input: &[u8], source: &str) -> Result<Checked, String> {
    use crate::xortrie::{lines::Lines, referee, report::Report};
    let mut output = Vec::new();
    let game = referee::referee(input, source);
    let result = game.as_ref().map_err(ToString::to_string).and_then(|game| {
        let report = Report::new(game);
        report.write_text(&mut output).map_err(|e| e.to_string())?;
        report
            .write_json(&mut Vec::new())
            .map_err(|e| e.to_string())?;
        Ok(report)
    });
    if let Err(e) = &game {
        located_offset(e, input, source, false)?;
    }
    // The same input under limits small enough for a fuzzed input to reach: the limits
    // only cut, they never change what is found before the cut.
    let small = referee::referee_lines(Lines::with_limits(
        input,
        source,
        SMALL_LINE,
        SMALL_TRANSCRIPT,
    ));
    match &small {
        Err(e) if is_limit(e) => {
            located_offset(e, input, source, false)?;
        }
        _ => {
            let small = small.as_ref().map(Report::new).map_err(ToString::to_string);
            if small != result {
                return Err(format!(
                    "under the limits {SMALL_LINE}/{SMALL_TRANSCRIPT}: {small:?}, without: \
                     {result:?}"
                ));
            }
        }
    }
    Ok(match result {
        Ok(_) => Checked {
            output,
            error: None,
        },
        Err(e) => Checked {
            output: Vec::new(),
            error: Some(e),
        },
    })
}

/// The line and transcript limits of the transcript check's second run.
const SMALL_LINE: usize = 40;
const SMALL_TRANSCRIPT: u64 = 600;

/// Whether a transcript's error is a limit of [`crate::xortrie::lines`] passed.
fn is_limit(e: &Error) -> bool {
    e.located().is_some_and(|at| {
        at.message.ends_with(" bytes on a line, found more")
            || at.message.ends_with(" bytes of transcript, found more")
    })
}

/// Where an input error points, after checking its shape: an input error (not I/O, not
/// internal) naming `source`, with a column exactly when `with_column`, an
/// `expected ..., found ...` message for judges, printable, at a real spot of `input`. The
/// byte offset of that spot when the error has a column; `None` for a line-only error.
fn located_offset(
    e: &Error,
    input: &[u8],
    source: &str,
    with_column: bool,
) -> Result<Option<usize>, String> {
    let Some(loc) = e.located() else {
        return Err(format!("not an input error: {e}"));
    };
    if loc.source != source {
        return Err(format!("{e}: names {:?}, not {source:?}", loc.source));
    }
    let line_text = e.to_string();
    if line_text.chars().any(char::is_control) {
        return Err(format!("{line_text:?}: control characters in the message"));
    }
    if with_column && !(loc.message.starts_with("expected ") && loc.message.contains(", found ")) {
        return Err(format!("{e}: not an `expected ..., found ...` message"));
    }
    if loc.message.is_empty() {
        return Err("empty message".into());
    }
    match (loc.col, with_column) {
        (Some(col), true) => offset_of(input, loc.line, col)
            .map(Some)
            .ok_or_else(|| format!("{e}: the location is outside the input")),
        (None, false) => {
            let lines = input.split(|&b| b == b'\n').count() as u64;
            if loc.line >= 1 && loc.line <= lines.max(1) {
                Ok(None)
            } else {
                Err(format!("{e}: no such line"))
            }
        }
        (Some(_), false) => Err(format!("{e}: transcript errors name a line only")),
        (None, true) => Err(format!("{e}: no column")),
    }
}

/// Byte offset of 1-based `line`:`col` (lines split at `\n`, columns counted in bytes), if
/// that line exists and the column runs at most one past its last byte.
fn offset_of(input: &[u8], line: u64, col: u64) -> Option<usize> {
    let mut start = 0usize;
    for _ in 1..line {
        start += input[start..].iter().position(|&b| b == b'\n')? + 1;
    }
    let len = input[start..]
        .iter()
        .position(|&b| b == b'\n')
        .unwrap_or(input.len() - start);
    let col = usize::try_from(col).ok()?;
    (col >= 1 && col - 1 <= len).then_some(start + col - 1)
}

/// The `answer` fields of `--json` output (JSON Lines), each followed by a newline: what
/// the text rendering of the same answers must be. Checks that the cases are numbered 1, 2, ...
pub fn json_answers(json: &[u8]) -> Result<String, String> {
    let text = std::str::from_utf8(json).map_err(|e| format!("not UTF-8: {e}"))?;
    let mut answers = String::new();
    for (i, line) in text.lines().enumerate() {
        let value: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 1))?;
        if value["case"] != serde_json::json!(i + 1) {
            return Err(format!("line {}: \"case\" is not {}", i + 1, i + 1));
        }
        let answer = value["answer"]
            .as_str()
            .ok_or_else(|| format!("line {}: no string \"answer\"", i + 1))?;
        answers.push_str(answer);
        answers.push('\n');
    }
    Ok(answers)
}

#[cfg(test)]
mod tests {
    //! The check must be able to fail: problems that break one rule each are caught.

    use std::io::{self, Read, Write};

    use super::*;
    use crate::io::scan::Scanner;
    use crate::problems::{Answer, JsonFields, Meta, Sink, Solve};

    /// One number per case, echoed: `n` until end of input.
    struct Echo(u64);

    impl Answer for Echo {
        fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
            writeln!(out, "{}", self.0)
        }
        fn json(&self, fields: &mut JsonFields) {
            fields.u64("value", self.0);
        }
    }

    const fn meta(id: &'static str) -> Meta {
        Meta {
            id,
            aliases: &[],
            family: "nim",
            title: "",
            about: "",
            flags: &[],
            legacy: &[],
        }
    }

    /// A test problem named `$id` whose whole solver is `$body` over the scanner and sink.
    macro_rules! problem {
        ($name:ident, $id:literal, |$sc:tt, $sink:tt| $body:block) => {
            struct $name;
            impl Solve for $name {
                const META: Meta = meta($id);
                fn solve<R: Read, S: Sink>(
                    &self,
                    _: &Options,
                    $sc: &mut Scanner<R>,
                    $sink: &mut S,
                ) -> crate::Result<()> {
                    $body
                }
            }
        };
    }

    // Keeps the contract.
    problem!(Good, "good", |sc, sink| {
        while let Some(n) = sc.u64_or_end("a number")? {
            sink.emit(&Echo(n))?;
        }
        Ok(())
    });

    // Reads every number before answering any, so the answers before a bad token are lost.
    problem!(Hoarder, "hoarder", |sc, sink| {
        let mut all = Vec::new();
        while let Some(n) = sc.u64_or_end("a number")? {
            all.push(n);
        }
        all.into_iter().try_for_each(|n| sink.emit(&Echo(n)))
    });

    // Answers a case only after reading the next one (whose value it adds), so the last
    // complete case before a bad token goes unanswered.
    problem!(Ahead, "ahead", |sc, sink| {
        let mut current = sc.u64_or_end("a number")?;
        while let Some(n) = current {
            let next = sc.u64_or_end("a number")?;
            sink.emit(&Echo(n + next.unwrap_or(0)))?;
            current = next;
        }
        Ok(())
    });

    // Reports an error without the contract's wording.
    problem!(Vague, "vague", |sc, _| {
        let pos = sc.position();
        let _ = sc.u64_or_end("a number")?;
        Err(Error::input("stdin", pos.line, Some(pos.col), "bad"))
    });

    fn check(problem: &dyn Problem, input: &[u8]) -> Result<Checked, String> {
        check_judge(problem, &Options::default(), input, "stdin")
    }

    #[test]
    fn a_problem_that_keeps_the_contract_passes() {
        let checked = check(&Good, b"1\n2\nx\n").unwrap();
        assert_eq!(checked.output, b"1\n2\n");
        assert_eq!(
            checked.error.as_deref(),
            Some("stdin:3:1: expected a number, found \"x\"")
        );
        assert!(check(&Good, b"1 2 3").unwrap().error.is_none());
    }

    #[test]
    fn lost_answers_before_an_error_are_caught() {
        assert!(check(&Hoarder, b"1\n2\n").is_ok());
        let breach = check(&Hoarder, b"1\n2\nx\n").unwrap_err();
        assert!(
            breach.contains("not the answers of the cases before"),
            "{breach}"
        );
    }

    #[test]
    fn answers_that_depend_on_later_input_are_caught() {
        assert_eq!(check(&Ahead, b"1 2").unwrap().output, b"3\n2\n");
        let breach = check(&Ahead, b"1 2 x").unwrap_err();
        assert!(
            breach.contains("not the answers of the cases before"),
            "{breach}"
        );
    }

    #[test]
    fn messages_without_the_contract_wording_are_caught() {
        let breach = check(&Vague, b"7\n").unwrap_err();
        assert!(
            breach.contains("not an `expected ..., found ...` message"),
            "{breach}"
        );
    }

    #[test]
    fn transcripts_are_checked_by_the_same_entry() {
        let checked = super::check(Subject::Transcript, b"not a transcript\n", "t").unwrap();
        assert!(checked.output.is_empty());
        assert!(checked.error.unwrap().starts_with("t:1: "));
        let judged = super::check(Subject::Judge(&Good, &Options::default()), b"5", "t").unwrap();
        assert_eq!(judged.output, b"5\n");
    }

    #[test]
    fn locations_are_found_in_bytes_and_lines() {
        assert_eq!(offset_of(b"ab\ncd", 2, 3), Some(5));
        assert_eq!(offset_of(b"ab\ncd", 2, 4), None);
        assert_eq!(offset_of(b"ab\ncd", 3, 1), None);
        assert_eq!(offset_of(b"", 1, 1), Some(0));
    }
}
