//! Tokens that are not u64 numbers: digit strings kept exactly as written (Digital
//! Deletions, where `01` is not `1`), naturals of many digits (big-integer Wythoff) and
//! board rows. Every token is read against [`TOKEN_MAX`], so an endless one (`/dev/zero`)
//! is reported after a bounded read instead of being read for ever.

use std::io::Read;

use super::quote::quote;
use super::{is_space, Scanner};
use crate::error::{Error, Result};

/// The longest token any format reads, in bytes (2^20: a pile of wythoff-big may have
/// that many digits). A longer token is an error wherever it stands: the scanner stops
/// after `TOKEN_MAX + 1` of its bytes, so an endless one costs a bounded read.
pub const TOKEN_MAX: u64 = 1 << 20;

/// A token length as an error quotes it: the number, or `more than 1048576` for a token
/// cut at [`TOKEN_MAX`].
pub fn token_len(len: u64) -> String {
    if len > TOKEN_MAX {
        format!("more than {TOKEN_MAX}")
    } else {
        len.to_string()
    }
}

impl<R: Read> Scanner<R> {
    /// Reads the next whitespace-separated token: its first `keep` bytes go into `into`
    /// (cleared first), and its length is returned, or `None` at the end of input. A token
    /// longer than [`TOKEN_MAX`] is read only as far as `TOKEN_MAX + 1` bytes, which is
    /// the length returned (see [`token_len`]): the caller reports it, and the rest is
    /// never read. So a lying token costs no more memory than `keep` and no more time than
    /// [`TOKEN_MAX`]; [`Scanner::error_here`] then points at its start.
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
            let room = usize::try_from(TOKEN_MAX + 1 - len).unwrap_or(usize::MAX);
            let unread = &unread[..unread.len().min(room)];
            let run = unread
                .iter()
                .position(|&b| is_space(b))
                .unwrap_or(unread.len());
            let take = run.min(keep.saturating_sub(into.len()));
            into.extend_from_slice(&unread[..take]);
            self.pos += run;
            len += run as u64;
            if len > TOKEN_MAX || self.pos < self.end || self.eof {
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
