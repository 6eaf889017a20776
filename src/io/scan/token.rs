//! Tokens that are not u64 numbers: digit strings kept exactly as written (Digital
//! Deletions, where `01` is not `1`) and naturals of any length (big-integer Wythoff).

use std::io::Read;

use super::quote::quote;
use super::{is_space, Scanner};
use crate::error::{Error, Result};

impl<R: Read> Scanner<R> {
    /// Reads the next whitespace-separated token: its first `keep` bytes go into `into`
    /// (cleared first), and its full length is returned, or `None` at the end of input.
    /// The token is consumed whole however long it is, so a lying token costs no more
    /// memory than `keep`; [`Scanner::error_here`] then points at its start.
    pub fn token_or_end(&mut self, keep: usize, into: &mut Vec<u8>) -> Result<Option<u64>> {
        into.clear();
        let found = self.skip_space()?;
        self.mark_token();
        if found.is_none() {
            return Ok(None);
        }
        let mut len = 0u64;
        loop {
            let unread = &self.buf[self.pos..self.end];
            let run = unread
                .iter()
                .position(|&b| is_space(b))
                .unwrap_or(unread.len());
            let take = run.min(keep.saturating_sub(into.len()));
            into.extend_from_slice(&unread[..take]);
            self.pos += run;
            len += run as u64;
            if self.pos < self.end || self.eof {
                return Ok(Some(len)); // at the whitespace after it, or at the end
            }
            self.refill(1)?;
            if self.pos == self.end {
                return Ok(Some(len));
            }
        }
    }

    /// The error for the token just read by [`Scanner::token_or_end`], quoting its kept
    /// bytes (`len` is its full length, to mark a cut quote).
    pub fn bad_kept_token(&self, expected: &str, kept: &[u8], len: u64) -> Error {
        let shown = &kept[..kept.len().min(super::quote::QUOTE_MAX)];
        self.error_here(expected, &quote(shown, len > shown.len() as u64))
    }
}
