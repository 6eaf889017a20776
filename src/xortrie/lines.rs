//! A transcript's bytes, line by line: streamed, checked for UTF-8 and against the size
//! limits as they arrive, so that memory follows the longest line allowed, never the length
//! of the file, and an endless input (`/dev/zero`, an endless stream of blank lines) ends
//! with a located error instead of growing without end.
//!
//! The faults found here are faults of *form*; the referee reports the first of them even
//! when an earlier line broke a rule (the UTF-8 ruling of problems/xortrie-sim.md), so it
//! reads on to the end after a rule error, through these same checks.

use std::io::{BufRead, BufReader, Read, Take};

use grundy_io::error::{Error, Result};
use grundy_io::scan::encoding::Utf16;

/// The most bytes one line may hold, its line end (`\n` or `\r\n`) not counted.
/// A legal directive needs under a hundred; the rest of the room is for comments.
pub const MAX_LINE: usize = 1 << 20;

/// The most bytes a transcript may hold: past this, an input is refused at the line where
/// it crosses the limit. A match of 1000 rounds of 8 simulated players takes 2.3 MB; an
/// endless stream of blank lines is refused after about a second.
pub const MAX_TRANSCRIPT: u64 = 64 << 20;

/// How much is read from the input at a time.
const CHUNK: usize = 1 << 16;

/// The lines of one transcript, each checked before it is handed out.
pub struct Lines<R> {
    input: BufReader<Take<R>>,
    buf: Vec<u8>,
    source: String,
    line: u64,
    total: u64,
    max_line: usize,
    max_total: u64,
}

impl<R: Read> Lines<R> {
    pub fn new(reader: R, source: &str) -> Self {
        Self::with_limits(reader, source, MAX_LINE, MAX_TRANSCRIPT)
    }

    /// The same with other limits, so that tests and the fuzz target reach them with
    /// small inputs.
    pub fn with_limits(reader: R, source: &str, max_line: usize, max_total: u64) -> Self {
        Lines {
            // One byte past the limit is read, to tell a file of exactly the limit from a
            // longer one.
            input: BufReader::with_capacity(CHUNK, reader.take(max_total.saturating_add(1))),
            buf: Vec::new(),
            source: source.to_string(),
            line: 0,
            total: 0,
            max_line,
            max_total,
        }
    }

    /// The number of the last line read (at least 1, so an empty file's errors name line 1).
    pub fn last_line(&self) -> u64 {
        self.line.max(1)
    }

    /// The name errors carry.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// An error at `line` of this transcript.
    pub fn error(&self, line: u64, message: impl Into<String>) -> Error {
        Error::input(&self.source, line, None, message)
    }

    /// The next line's text without its line end (`\n`, or `\r\n`; a lone `\r` at the end
    /// of the file stays, spec §10) and, on line 1, without a byte-order mark; `None` at the
    /// end of the input. A fault of form is an error at its line: a byte that is not UTF-8,
    /// a line longer than the line limit, or the input passing the transcript limit.
    pub fn next_line(&mut self) -> Result<Option<&str>> {
        self.buf.clear();
        // Room for a line of the limit and its `\r\n`.
        let limit = self.max_line as u64 + 2;
        let n = (&mut self.input)
            .take(limit)
            .read_until(b'\n', &mut self.buf)
            .map_err(|e| Error::read(&self.source, e))?;
        if n == 0 {
            return Ok(None);
        }
        self.line += 1;
        self.total += n as u64;
        let ended = self.buf.last() == Some(&b'\n');
        // The bytes that count: within the transcript limit, without the `\n`.
        let over = self.total.saturating_sub(self.max_total) as usize;
        let cut = over > 0 || (!ended && n as u64 == limit);
        let kept = self.buf.len() - over.max(usize::from(ended));
        // UTF-16 (a Windows editor's "Unicode") gets the encoding and the fix named.
        if self.line == 1 {
            if let Some(utf16) = Utf16::sniff(&self.buf[..self.buf.len().min(64)]) {
                let found = utf16.found(&self.source);
                return Err(self.error(1, format!("expected UTF-8 text, found {found}")));
            }
        }
        if let Err(e) = std::str::from_utf8(&self.buf[..kept]) {
            // A character cut by a limit is not a fault of its own; one cut by the line end
            // or the end of the input is.
            if e.error_len().is_some() || !cut {
                let bad = self.buf[e.valid_up_to()];
                return Err(self.error(
                    self.line,
                    format!("expected UTF-8 text, found byte 0x{bad:02X}"),
                ));
            }
        }
        if over > 0 {
            return Err(self.error(
                self.line,
                format!(
                    "expected at most {} bytes of transcript, found more",
                    self.max_total
                ),
            ));
        }
        let mut text = &self.buf[..kept];
        if ended {
            text = text.strip_suffix(b"\r").unwrap_or(text);
        }
        if text.len() > self.max_line {
            return Err(self.error(
                self.line,
                format!(
                    "expected at most {} bytes on a line, found more",
                    self.max_line
                ),
            ));
        }
        if self.line == 1 {
            text = text.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(text);
        }
        // Checked above: the whole line is UTF-8, and a `\r` or a mark are whole characters.
        Ok(Some(std::str::from_utf8(text).unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line, or the error that ended the reading.
    fn read(bytes: &[u8], max_line: usize, max_total: u64) -> (Vec<String>, Option<String>) {
        let mut lines = Lines::with_limits(bytes, "t", max_line, max_total);
        let mut out = Vec::new();
        loop {
            match lines.next_line() {
                Ok(Some(l)) => out.push(l.to_string()),
                Ok(None) => return (out, None),
                Err(e) => return (out, Some(e.to_string())),
            }
        }
    }

    #[test]
    fn line_ends_a_mark_and_a_last_line_without_newline() {
        let (lines, err) = read(b"\xEF\xBB\xBFa\r\n\nb c\r\nd\r", 10, 100);
        assert_eq!(lines, ["a", "", "b c", "d\r"]);
        assert_eq!(err, None);
        // A mark is skipped on line 1 only.
        let (lines, _) = read("a\n\u{FEFF}b\n".as_bytes(), 10, 100);
        assert_eq!(lines, ["a", "\u{FEFF}b"]);
    }

    #[test]
    fn a_bad_byte_names_its_line() {
        let (lines, err) = read(b"ok\nfine\nbad \xff here\nnever\n", 100, 100);
        assert_eq!(lines, ["ok", "fine"]);
        assert_eq!(
            err.as_deref(),
            Some("t:3: expected UTF-8 text, found byte 0xFF")
        );
        // A character cut by the end of the file or of its line is a bad byte too, also
        // on a line of exactly the limit.
        let (_, err) = read(b"ok\n\xE2\x82", 100, 100);
        assert_eq!(
            err.as_deref(),
            Some("t:2: expected UTF-8 text, found byte 0xE2")
        );
        let (_, err) = read(b"ok\n1234\xE2\n", 5, 100);
        assert_eq!(
            err.as_deref(),
            Some("t:2: expected UTF-8 text, found byte 0xE2")
        );
    }

    #[test]
    fn lines_up_to_the_limit_pass_and_longer_ones_are_refused() {
        let (lines, err) = read(b"12345\n12345\r\n12345", 5, 100);
        assert_eq!(lines, ["12345", "12345", "12345"]);
        assert_eq!(err, None);
        // A lone `\r` at the end of the input is the line's own.
        let (lines, err) = read(b"1234\r", 5, 100);
        assert_eq!(lines, ["1234\r"]);
        assert_eq!(err, None);
        let (_, err) = read(b"12345\r", 5, 100);
        assert!(err.unwrap().contains("at most 5 bytes on a line"));
        let (lines, err) = read(b"\xEF\xBB\xBF12345\n", 5, 100);
        assert!(lines.is_empty(), "a byte-order mark counts too");
        assert!(err.unwrap().contains("at most 5 bytes on a line"));
        let (lines, err) = read(b"1234\n123456\n", 5, 100);
        assert_eq!(lines, ["1234"]);
        assert_eq!(
            err.as_deref(),
            Some("t:2: expected at most 5 bytes on a line, found more")
        );
        // A bad byte within the limit comes first; a character cut by it does not count.
        let (_, err) = read(b"12\xff4567\n", 5, 100);
        assert_eq!(
            err.as_deref(),
            Some("t:1: expected UTF-8 text, found byte 0xFF")
        );
        let (_, err) = read("1234\u{20AC}\n".as_bytes(), 5, 100);
        assert_eq!(
            err.as_deref(),
            Some("t:1: expected at most 5 bytes on a line, found more")
        );
    }

    #[test]
    fn a_transcript_up_to_the_limit_passes_and_a_longer_one_is_refused() {
        let (lines, err) = read(b"123\n567\n", 10, 8);
        assert_eq!((lines.len(), err), (2, None));
        let (lines, err) = read(b"123\n567\n9", 10, 8);
        assert_eq!(lines, ["123", "567"]);
        assert_eq!(
            err.as_deref(),
            Some("t:3: expected at most 8 bytes of transcript, found more")
        );
        let (_, err) = read(b"123\n5678\n", 10, 8);
        assert_eq!(
            err.as_deref(),
            Some("t:2: expected at most 8 bytes of transcript, found more")
        );
        // A bad byte before the limit is reported, one past it is never read.
        let (_, err) = read(b"123\n5\xff78\n", 10, 8);
        assert_eq!(
            err.as_deref(),
            Some("t:2: expected UTF-8 text, found byte 0xFF")
        );
        let (_, err) = read(b"123\n5678\xff", 10, 8);
        assert!(err.unwrap().contains("bytes of transcript"));
    }

    /// An endless reader ends: NULs (one endless line) at the line limit, blank lines at
    /// the transcript limit, in memory of one line.
    #[test]
    fn endless_inputs_end_at_a_limit() {
        let mut nul = Lines::new(std::io::repeat(0), "zero");
        assert_eq!(
            nul.next_line().unwrap_err().to_string(),
            format!("zero:1: expected at most {MAX_LINE} bytes on a line, found more")
        );
        assert!(nul.buf.capacity() <= 2 * MAX_LINE);
        let mut blank = Lines::with_limits(std::io::repeat(b'\n'), "yes", 100, 1 << 16);
        let err = loop {
            match blank.next_line() {
                Ok(Some(_)) => {}
                Ok(None) => panic!("an endless input has no end"),
                Err(e) => break e.to_string(),
            }
        };
        assert_eq!(
            err,
            "yes:65537: expected at most 65536 bytes of transcript, found more"
        );
    }
}
