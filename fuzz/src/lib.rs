//! Shared checks of the fuzz targets: run one judge parser on arbitrary bytes and insist
//! on the bad-input contract instead of merely "no crash".
//!
//! A run must end in an answer or in a located input error (never a read/write error on
//! in-memory buffers), the location must lie inside the input (or just past its end), the
//! message must have the contract's `expected ..., found ...` shape, and the output
//! written before the error must be whole lines.

use std::io::{self, Read};

use grundy::error::Result;
use grundy::io::scan::Scanner;

/// Name the errors will carry.
pub const SOURCE: &str = "fuzz";

/// The scanner every target's parser runs on: the same input read here or on a
/// read-ahead thread.
pub type FuzzScanner = Scanner<Box<dyn Read + Send>>;

/// Runs `solve` over `data` and checks the outcome; panics (a fuzz finding) on any breach.
/// It runs twice, once reading the input on this thread and once through a read-ahead
/// thread with small chunks (their size taken from the input), and the two runs must give
/// the same output and the same error.
pub fn check_judge(data: &[u8], solve: impl Fn(&mut FuzzScanner, &mut Vec<u8>) -> Result<()>) {
    let source = || -> Box<dyn Read + Send> { Box::new(io::Cursor::new(data.to_vec())) };
    let mut sc = Scanner::new(source(), SOURCE);
    let mut out = Vec::new();
    let result = solve(&mut sc, &mut out);
    let chunk = 1 + data.iter().map(|&b| b as usize).sum::<usize>() % 300;
    let mut ahead = Scanner::with_read_ahead(source(), SOURCE, chunk);
    let mut ahead_out = Vec::new();
    let ahead_result = solve(&mut ahead, &mut ahead_out);
    assert!(
        out == ahead_out,
        "read-ahead (chunk {chunk}) changed the output"
    );
    assert_eq!(
        result.as_ref().err().map(ToString::to_string),
        ahead_result.as_ref().err().map(ToString::to_string),
        "read-ahead (chunk {chunk}) changed the error"
    );
    assert!(
        out.is_empty() || out.ends_with(b"\n"),
        "output ends mid-line"
    );
    if let Err(e) = result {
        let loc = e
            .located()
            .unwrap_or_else(|| panic!("not an input error: {e}"));
        assert_eq!(loc.source, SOURCE);
        let col = loc.col.expect("judge errors carry a column");
        let offset = offset_of(data, loc.line, col)
            .unwrap_or_else(|| panic!("{e}: location outside the input"));
        assert!(offset <= data.len(), "{e}: column past the end of its line");
        assert!(loc.message.starts_with("expected "), "{e}");
        assert!(loc.message.contains(", found "), "{e}");
        // The message is one line of printable text whatever bytes the input held.
        let line = e.to_string();
        assert!(
            line.bytes().all(|b| (0x20..0x7f).contains(&b) || b >= 0x80),
            "{line:?} holds control characters"
        );
    }
}

/// Byte offset of 1-based `line`:`col` (lines split at `\n`), if that line exists and
/// the column does not run past it (one past its last byte is allowed: end of line/input).
fn offset_of(data: &[u8], line: u64, col: u64) -> Option<usize> {
    let mut start = 0usize;
    for _ in 1..line {
        start += data[start..].iter().position(|&b| b == b'\n')? + 1;
    }
    let len = data[start..]
        .iter()
        .position(|&b| b == b'\n')
        .unwrap_or(data.len() - start);
    let col = usize::try_from(col).ok()?;
    (col >= 1 && col - 1 <= len).then_some(start + col - 1)
}

/// Splits off a first byte to choose among a parser's formats or flags.
pub fn split_flag(data: &[u8]) -> (u8, &[u8]) {
    match data.split_first() {
        Some((&f, rest)) => (f, rest),
        None => (0, data),
    }
}

/// Referees `data` as an XOR-Trie transcript and writes both reports; panics unless the
/// outcome is a report or one line-located input error (no column) on a real line, whose
/// message holds no control characters.
pub fn check_transcript(data: &[u8]) {
    let result = grundy::xortrie::referee::referee(data, SOURCE).and_then(|game| {
        let report = grundy::xortrie::report::Report::new(&game);
        let mut out = Vec::new();
        report.write_text(&mut out)?;
        report.write_json(&mut out)?;
        Ok(())
    });
    let Err(e) = result else { return };
    let loc = e
        .located()
        .unwrap_or_else(|| panic!("not an input error: {e}"));
    assert_eq!(loc.source, SOURCE);
    assert!(loc.col.is_none(), "{e}: transcript errors name a line only");
    let lines = data.split(|&b| b == b'\n').count() as u64;
    assert!(
        loc.line >= 1 && loc.line <= lines.max(1),
        "{e}: no such line"
    );
    assert!(!loc.message.is_empty(), "empty message");
    assert!(
        !e.to_string().chars().any(char::is_control),
        "{e:?}: control characters in the message"
    );
}
