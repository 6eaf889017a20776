//! Located errors: a value out of range, something other than the expected token, and
//! the quoting of a bad token, readable and bounded whatever bytes it holds.

use std::io::Read;

use super::{is_space, Position, Scanner};
use crate::error::Error;

/// How much of a bad token is quoted back in an error message.
pub(super) const QUOTE_MAX: usize = 24;

impl<R: Read> Scanner<R> {
    /// Rewinds to the start of the current token when it is still in the buffer (it always
    /// is for a token shorter than the lookahead), so it can be quoted whole.
    pub(super) fn seek_token_start(&mut self) {
        let start = self.line_start + self.tok_col - 1;
        if start >= self.base {
            self.pos = (start - self.base) as usize;
        }
    }

    /// The error for a value read just now that lies outside `lo..=hi`.
    pub fn out_of_range(&self, what: &str, lo: u64, hi: u64, v: u64) -> Error {
        let range = if hi == u64::MAX {
            format!("at least {lo}")
        } else {
            format!("{lo}..={hi}")
        };
        self.error_here(&format!("{what} ({range})"), &v.to_string())
    }

    /// An error located at the start of the last token read.
    pub fn error_here(&self, expected: &str, found: &str) -> Error {
        self.error_at(self.position(), expected, found)
    }

    /// An error located at a remembered token position (see [`Scanner::position`]). In a
    /// UTF-16 input (whose first token is never a number), it names the encoding and the
    /// fix instead.
    pub fn error_at(&self, at: Position, expected: &str, found: &str) -> Error {
        let message = match self.utf16 {
            Some(utf16) => format!(
                "expected ASCII or UTF-8 text, found {}",
                utf16.found(&self.name)
            ),
            None => format!("expected {expected}, found {found}"),
        };
        Error::input(&self.name, at.line, Some(at.col), message)
    }

    /// Builds the error for a non-number token at the current position, quoting it.
    pub(super) fn bad_token(&mut self, what: &str) -> Error {
        self.bad_token_after(what, &[], 0)
    }

    /// [`Scanner::bad_token`] for a token whose first `head_len` bytes were read already
    /// (`head` holds the first of them, up to the quote's length) and the rest starts at
    /// the current position.
    pub(super) fn bad_token_after(&mut self, what: &str, head: &[u8], head_len: usize) -> Error {
        if self.end - self.pos < QUOTE_MAX + 4 && !self.eof {
            if let Err(e) = self.refill(QUOTE_MAX + 4) {
                return e;
            }
        }
        let rest = &self.buf[self.pos..self.end];
        let rest_len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
        let mut shown = head.to_vec();
        shown.extend_from_slice(&rest[..rest_len.min(QUOTE_MAX - head.len())]);
        let found = quote(&shown, head_len.saturating_add(rest_len) > QUOTE_MAX);
        self.error_here(what, &found)
    }
}

/// Shows a bad token readably: printable ASCII as is, anything else escaped, so binary
/// garbage and invalid UTF-8 never reach the terminal raw.
pub(super) fn quote(bytes: &[u8], truncated: bool) -> String {
    if bytes.first() == Some(&b'-') && bytes.len() > 1 && bytes[1..].iter().all(u8::is_ascii_digit)
    {
        return format!("negative number \"{}\"", String::from_utf8_lossy(bytes));
    }
    if let Some(quoted) = super::encoding::quote_full_width(bytes, truncated) {
        return quoted;
    }
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    if truncated {
        s.push_str("...");
    }
    s.push('"');
    s
}
