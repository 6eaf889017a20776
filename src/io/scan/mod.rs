//! The one byte scanner behind every judge format, and its token API.
//!
//! Written by hand because it is the hot path of every solver: input is streamed through
//! reusable buffers (memory never grows with the input), read on a second thread while this
//! one parses when the source allows it, integers are parsed straight from bytes several
//! digits at a time, and the line and column of every token are known so a bad token can be
//! reported exactly where it stands.
//!
//! The parts, one concept each: this file holds the scanner's state and the one-token API;
//! [`bulk`] the register-resident loops that read lists and records; `wide` their AVX2
//! paths (x86-64 only, chosen at run time); [`digits`] the word-at-a-time digit
//! kernels; [`source`] where bytes come from (the reader, or the read-ahead thread) and
//! refilling; [`quote`] the located errors that quote a bad token; [`encoding`] the text
//! that is not plain ASCII (a UTF-8 byte-order mark, skipped at the start of every input;
//! UTF-16 and full-width digits, refused with errors that say so).

mod bulk;
mod digits;
pub mod encoding;
mod quote;
mod source;
#[cfg(test)]
mod tests;
mod token;
#[cfg(target_arch = "x86_64")]
mod wide;

use std::io::{self, Read};

use crate::error::Result;
use digits::{combine8, non_digit_lanes, parse_tail, parse_up_to_16, POW10};
use encoding::{Utf16, UTF8_BOM};
use quote::QUOTE_MAX;
use source::{ReadAhead, Source};
pub use token::{token_len, TOKEN_MAX};

/// Size of the reusable input buffer.
const BUF_SIZE: usize = 1 << 16;
/// The first read of [`Scanner::with_read_ahead`] goes into a buffer this small, which is
/// all a judge's sample (or a small test file) ever needs.
const FIRST_READ: usize = 1 << 12;
/// A token shorter than this is always parsed without a refill in the middle of it.
const LOOKAHEAD: usize = 64;
/// Bytes the first look at an input needs ([`Scanner::look_at_start`]): a UTF-8
/// byte-order mark, or two UTF-16 characters.
const START: usize = 4;
/// Bytes a token plus its separator may take on the fast path: 15 digits and a space fit,
/// and the 16-byte SWAR load never runs past the buffered data.
const FAST_MARGIN: usize = 17;

/// Bytes that separate tokens: space, `\t`, `\n`, vertical tab, form feed, `\r`.
#[inline(always)]
fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Reads the tokens of one input, knowing where each stands (see the module's doc).
pub struct Scanner<R> {
    src: Source<R>,
    name: String,
    /// Input bytes; those at `pos..end` are unread.
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    /// Absolute offset of `buf[0]` in the input.
    base: u64,
    /// 1-based number of the current line, and the absolute offset where it starts.
    line: u64,
    line_start: u64,
    /// Where the last token returned started.
    tok_line: u64,
    tok_col: u64,
    /// Whether the bulk loops may take the wide (AVX2) path where the CPU has it.
    wide: bool,
    /// Whether the input's first bytes were looked at ([`Scanner::look_at_start`]).
    started: bool,
    /// UTF-16 seen there: every error then says so instead of quoting a token.
    utf16: Option<Utf16>,
}

impl<R: Read + Send + 'static> Scanner<R> {
    /// A scanner whose input is read on a second thread in chunks of `chunk` bytes while
    /// this one parses, so the kernel's copy of the input overlaps the parsing (see
    /// [`ReadAhead`]). Tokens, positions and input errors are exactly those of
    /// [`Scanner::new`]; only a failing read may surface after a different number of
    /// tokens, since the two buffer differently. If the thread cannot be started, the input
    /// is read on this thread.
    ///
    /// The first [`BUF_SIZE`] bytes are read here, and the thread is started only when
    /// more follow: an input that small (every sample, most judges' test files) is read
    /// sooner than a thread starts.
    pub fn with_read_ahead(src: R, name: impl Into<String>, chunk: usize) -> Self {
        Scanner::with_read_ahead_after(src, name, BUF_SIZE, chunk)
    }

    /// [`Scanner::with_read_ahead`] reading the first `first` bytes here.
    fn with_read_ahead_after(
        mut src: R,
        name: impl Into<String>,
        first: usize,
        chunk: usize,
    ) -> Self {
        // The first look at the input needs its first few bytes (START bytes).
        let first = first.max(START);
        // The buffer starts small and grows only when the input goes on: zeroing all of
        // it was a sixth of the instructions of a whole run on a four-line input.
        let mut buf = vec![0u8; first.min(FIRST_READ)];
        let mut end = 0;
        let mut eof = false;
        let mut failed = None;
        while end < first {
            if end == buf.len() {
                buf.resize(first, 0);
            }
            let room = buf.len();
            match src.read(&mut buf[end..room]) {
                Ok(0) => {
                    eof = true;
                    break;
                }
                Ok(n) => end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            }
        }
        if !eof && buf.len() < BUF_SIZE {
            buf.resize(BUF_SIZE, 0); // read into here if the thread does not start
        }
        let src = if let Some(e) = failed {
            Source::Failed(Some(e))
        } else if eof {
            Source::Here(src)
        } else {
            match ReadAhead::start(src, chunk.max(1)) {
                Ok(ahead) => Source::Ahead(ahead),
                Err(src) => Source::Here(src),
            }
        };
        let mut scanner = Scanner::with_source(src, buf, name);
        scanner.end = end;
        scanner.eof = eof;
        scanner.look_at_start();
        scanner
    }
}

impl<R: Read> Scanner<R> {
    /// `name` is what errors call the input: a path, or `stdin`.
    pub fn new(src: R, name: impl Into<String>) -> Self {
        Scanner::with_source(Source::Here(src), vec![0u8; BUF_SIZE], name)
    }

    fn with_source(src: Source<R>, buf: Vec<u8>, name: impl Into<String>) -> Self {
        Scanner {
            src,
            name: name.into(),
            buf,
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            line: 1,
            line_start: 0,
            tok_line: 1,
            tok_col: 1,
            wide: true,
            started: false,
            utf16: None,
        }
    }

    /// The first look at the input, once at least [`START`] bytes are buffered (or all of
    /// a shorter input), before any token is read: a UTF-8 byte-order mark is skipped (its
    /// bytes still count in the first line's columns, which count bytes), and UTF-16 is
    /// noted for the errors.
    #[cold]
    fn look_at_start(&mut self) {
        self.started = true;
        let head = &self.buf[self.pos..self.end];
        if head.starts_with(UTF8_BOM) {
            self.pos += UTF8_BOM.len();
        } else {
            self.utf16 = Utf16::sniff(&head[..head.len().min(LOOKAHEAD)]);
        }
    }

    /// This scanner without the wide (AVX2) path: what a CPU without AVX2 runs. Tokens,
    /// positions and errors are the same either way; tests and the fuzz target compare.
    pub fn portable(mut self) -> Self {
        self.wide = false;
        self
    }

    /// Skips whitespace; returns the first byte of the next token, or `None` at the end.
    #[inline(always)]
    fn skip_space(&mut self) -> Result<Option<u8>> {
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if !is_space(b) {
                    return Ok(Some(b));
                }
                self.pos += 1;
                if b == b'\n' {
                    self.line += 1;
                    self.line_start = self.base + self.pos as u64;
                }
            }
            if self.eof {
                return Ok(None);
            }
            self.refill(LOOKAHEAD)?;
        }
    }

    fn mark_token(&mut self) {
        self.tok_line = self.line;
        self.tok_col = self.base + self.pos as u64 - self.line_start + 1;
    }

    /// True when nothing but whitespace is left.
    pub fn at_end(&mut self) -> Result<bool> {
        let next = self.skip_space()?;
        self.mark_token();
        Ok(next.is_none())
    }

    /// Checks that only whitespace is left: data after a format's last case is an error,
    /// since it usually means a count in the input is wrong.
    pub fn finish(&mut self, after: &str) -> Result<()> {
        if self.at_end()? {
            return Ok(());
        }
        Err(self.bad_token(&format!("end of input after {after}")))
    }

    /// Reads one unsigned decimal integer; `what` names it in the error message
    /// ("expected <what>, found ...").
    #[inline(always)]
    pub fn u64(&mut self, what: &str) -> Result<u64> {
        if let Some(v) = self.fast_u64() {
            return Ok(v);
        }
        self.u64_general(what)
    }

    /// [`Scanner::u64`] for every case the fast path leaves alone.
    #[inline(never)]
    fn u64_general(&mut self, what: &str) -> Result<u64> {
        match self.u64_or_end_general(what)? {
            Some(v) => Ok(v),
            None => Err(self.error_here(what, "end of input")),
        }
    }

    /// Like [`Scanner::u64`], but the end of the input is allowed and gives `None`.
    #[inline(always)]
    pub fn u64_or_end(&mut self, what: &str) -> Result<Option<u64>> {
        if let Some(v) = self.fast_u64() {
            return Ok(Some(v));
        }
        self.u64_or_end_general(what)
    }

    /// The common case, decided without a refill and without an error: whitespace, then a
    /// run of 1..=15 digits, then whitespace, all inside the buffer. A plain space or
    /// newline after the token is consumed with it, so the next call usually starts right
    /// at its token. Anything else (the end of the buffer, a long or bad token) returns
    /// `None` and leaves the token unread for the general path, which then reports or
    /// refills exactly as it always does; whitespace skipped here is accounted for (lines
    /// counted) either way.
    #[inline(always)]
    fn fast_u64(&mut self) -> Option<u64> {
        let mut bytes: [u8; FAST_MARGIN] = self.buf[..self.end]
            .get(self.pos..self.pos + FAST_MARGIN)?
            .try_into()
            .ok()?;
        while is_space(bytes[0]) {
            self.pos += 1;
            if bytes[0] == b'\n' {
                self.line += 1;
                self.line_start = self.base + self.pos as u64;
            }
            bytes = self.buf[..self.end]
                .get(self.pos..self.pos + FAST_MARGIN)?
                .try_into()
                .ok()?;
        }
        let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
        let non_digit = non_digit_lanes(lo);
        let (value, len) = if non_digit != 0 {
            if non_digit & 0x80 != 0 {
                return None; // not a number: the general path quotes it
            }
            let len = (non_digit.trailing_zeros() / 8) as usize;
            (
                combine8((lo << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f),
                len,
            )
        } else {
            let hi = u64::from_le_bytes(bytes[8..16].try_into().unwrap_or_default());
            let (v, n) = parse_tail(hi);
            if n == 8 {
                return None; // 16 digits or more: the general path checks for overflow
            }
            (combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[n] + v, 8 + n)
        };
        let sep = bytes[len];
        if !is_space(sep) {
            return None; // `12x`: one bad token, reported whole by the general path
        }
        self.mark_token();
        if sep == b' ' {
            self.pos += len + 1;
        } else if sep == b'\n' {
            self.pos += len + 1;
            self.line += 1;
            self.line_start = self.base + self.pos as u64;
        } else {
            self.pos += len;
        }
        Some(value)
    }

    /// Every case [`Scanner::fast_u64`] leaves alone: refills, end of input, long digit
    /// runs, and bad tokens.
    #[inline(never)]
    fn u64_or_end_general(&mut self, what: &str) -> Result<Option<u64>> {
        let Some(first) = self.skip_space()? else {
            self.mark_token();
            return Ok(None);
        };
        if self.end - self.pos < LOOKAHEAD && !self.eof {
            self.refill(LOOKAHEAD)?;
        }
        self.mark_token();
        if !first.is_ascii_digit() {
            return Err(self.bad_token(what));
        }
        if self.end - self.pos >= 16 {
            let (value, len) = parse_up_to_16(&self.buf[self.pos..self.pos + 16]);
            if len < 16 {
                self.pos += len;
                return self.after_number(what, value).map(Some);
            }
            // 16 to 19 digits (labels near 10^18, say) cannot overflow: up to three more
            // digits join without the byte-at-a-time checks of the slow path.
            if let Some(more) = self.buf[self.pos + 16..self.end].get(..4) {
                let extra = more.iter().take_while(|b| b.is_ascii_digit()).count();
                if extra < 4 {
                    let tail = more[..extra]
                        .iter()
                        .fold(0, |v, &b| v * 10 + u64::from(b - b'0'));
                    self.pos += 16 + extra;
                    return self
                        .after_number(what, value * POW10[extra] + tail)
                        .map(Some);
                }
            }
        }
        self.u64_slow(what).map(Some)
    }

    /// Byte-at-a-time parse with overflow checks, for long digit runs and buffer ends.
    /// Digits whose value no longer matters (leading zeros, and every digit after an
    /// overflow) are skipped a buffered run at a time, and a run longer than [`TOKEN_MAX`]
    /// is refused where it stands, so an endless one costs a bounded read.
    #[cold]
    fn u64_slow(&mut self, what: &str) -> Result<u64> {
        let mut value: u64 = 0;
        let mut overflow = false;
        // The token's first bytes, to quote it whole if it turns out bad: a refill may have
        // dropped its start from the buffer by then.
        let mut head = [0u8; QUOTE_MAX];
        let mut digits = 0usize;
        while let Some(b) = self.peek()? {
            if !b.is_ascii_digit() {
                break;
            }
            if digits as u64 >= TOKEN_MAX {
                // Zeros never overflow: an endless run of them would be read for ever.
                return Err(self.error_here(
                    &format!("{what} (at most {})", u64::MAX),
                    &format!("a number of {} digits", token_len(TOKEN_MAX + 1)),
                ));
            }
            if digits >= QUOTE_MAX && (overflow || value == 0) {
                let skip = if overflow { b'9' } else { b'0' };
                let room = (TOKEN_MAX as usize - digits).min(self.end - self.pos);
                let run = self.buf[self.pos..self.pos + room]
                    .iter()
                    .take_while(|&&c| (b'0'..=skip).contains(&c))
                    .count();
                if run > 0 {
                    self.pos += run;
                    digits += run;
                    continue;
                }
            }
            if let Some(slot) = head.get_mut(digits) {
                *slot = b;
            }
            digits += 1;
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add((b - b'0') as u64))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
            self.pos += 1;
        }
        if overflow {
            return Err(self.error_here(
                &format!("{what} (at most {})", u64::MAX),
                &format!("a {digits}-digit number"),
            ));
        }
        match self.peek()? {
            Some(b) if !is_space(b) => {
                Err(self.bad_token_after(what, &head[..digits.min(QUOTE_MAX)], digits))
            }
            _ => Ok(value),
        }
    }

    /// A number must end at whitespace or the end of input: `12x` is one bad token.
    #[inline(always)]
    fn after_number(&mut self, what: &str, value: u64) -> Result<u64> {
        match self.peek()? {
            Some(b) if !is_space(b) => {
                self.seek_token_start();
                Err(self.bad_token(what))
            }
            _ => Ok(value),
        }
    }

    /// Reads one token that need not be a number (a board row, say), handing its bytes to
    /// `f` one at a time; returns its length, or `None` at the end of the input. The token
    /// is streamed, never held, so a token of any length costs no memory; one longer than
    /// [`TOKEN_MAX`] is cut after `TOKEN_MAX + 1` bytes, as [`Scanner::token_or_end`] cuts
    /// it. Its position is [`Scanner::position`] afterwards, for an error about its content.
    pub fn word(&mut self, mut f: impl FnMut(u8)) -> Result<Option<u64>> {
        let found = self.skip_space()?;
        self.mark_token();
        if found.is_none() {
            return Ok(None);
        }
        let mut len = 0u64;
        while let Some(b) = self.peek()? {
            if is_space(b) || len > TOKEN_MAX {
                break;
            }
            f(b);
            len += 1;
            self.pos += 1;
        }
        Ok(Some(len))
    }

    /// Reads an integer and checks it lies in `lo..=hi`.
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64> {
        let v = self.u64(what)?;
        if v < lo || v > hi {
            return Err(self.out_of_range(what, lo, hi, v));
        }
        Ok(v)
    }

    /// How many bytes of the input have been read so far (up to the current position):
    /// what a work budget that grows with the input is measured against.
    pub fn consumed(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// Where the last token read started.
    pub fn position(&self) -> Position {
        Position {
            line: self.tok_line,
            col: self.tok_col,
        }
    }
}

/// A token's place in the input, kept to report an error about it later.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: u64,
    pub col: u64,
}
