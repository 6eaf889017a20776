//! The one byte scanner behind every judge format.
//!
//! Written by hand because it is the hot path of every solver: input is streamed through
//! reusable buffers (memory never grows with the input), read on a second thread while this
//! one parses when the source allows it, integers are parsed straight from bytes several
//! digits at a time, and the line and column of every token are known so a bad token can be
//! reported exactly where it stands.

use std::io::{self, Read};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use crate::error::{Error, Result};

/// Size of the reusable input buffer.
const BUF_SIZE: usize = 1 << 16;
/// A token shorter than this is always parsed without a refill in the middle of it.
const LOOKAHEAD: usize = 64;
/// How much of a bad token is quoted back in an error message.
const QUOTE_MAX: usize = 24;
/// Bytes a token plus its separator may take on the fast path: 15 digits and a space fit,
/// and the 16-byte SWAR load never runs past the buffered data.
const FAST_MARGIN: usize = 17;

/// Bytes that separate tokens: space, `\t`, `\n`, vertical tab, form feed, `\r`.
#[inline(always)]
fn is_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// Where a scanner's bytes come from.
enum Source<R> {
    /// Read on the scanner's own thread.
    Here(R),
    /// Read on a [`ReadAhead`] thread.
    Ahead(ReadAhead),
}

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
}

impl<R: Read + Send + 'static> Scanner<R> {
    /// A scanner whose input is read on a second thread in chunks of `chunk` bytes while
    /// this one parses, so the kernel's copy of the input overlaps the parsing (see
    /// [`ReadAhead`]). Tokens, positions and input errors are exactly those of
    /// [`Scanner::new`]; only a failing read may surface after a different number of
    /// tokens, since the two buffer differently. If the thread cannot be started, the input
    /// is read on this thread.
    pub fn with_read_ahead(src: R, name: impl Into<String>, chunk: usize) -> Self {
        match ReadAhead::start(src, chunk.max(1)) {
            Ok(ahead) => Scanner::with_source(Source::Ahead(ahead), Vec::new(), name),
            Err(src) => Scanner::new(src, name),
        }
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
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// [`refill`](Scanner::refill) from the [`ReadAhead`] thread: the next chunk becomes
    /// the buffer, and the unread tail (shorter than any `want`, so it fits the chunk's
    /// headroom) is copied in front of it, so the only copy of the input is the kernel's
    /// read, made on the other thread.
    fn refill_ahead(&mut self, want: usize) -> Result<()> {
        while !self.eof && self.end - self.pos < want {
            let Source::Ahead(ahead) = &self.src else {
                break;
            };
            let (mut chunk, len) = match ahead.full.recv() {
                Err(_) => {
                    self.eof = true; // the thread sent its last chunk and ended
                    break;
                }
                Ok(Err(e)) => return Err(Error::read(&self.name, e)),
                Ok(Ok(chunk)) => chunk,
            };
            let tail = self.end - self.pos;
            let consumed = self.base + self.pos as u64;
            let retired = if tail <= HEADROOM && consumed >= (HEADROOM - tail) as u64 {
                let start = HEADROOM - tail;
                chunk[start..HEADROOM].copy_from_slice(&self.buf[self.pos..self.end]);
                self.base = consumed - start as u64;
                self.pos = start;
                self.end = HEADROOM + len;
                std::mem::replace(&mut self.buf, chunk)
            } else {
                // Near the start of the input (a buffer offset would be negative) or a
                // long tail: the two are joined in a new buffer.
                let mut joined = Vec::with_capacity(tail + len);
                joined.extend_from_slice(&self.buf[self.pos..self.end]);
                joined.extend_from_slice(&chunk[HEADROOM..HEADROOM + len]);
                self.base = consumed;
                self.pos = 0;
                self.end = tail + len;
                self.buf = joined;
                chunk
            };
            // Back to the thread for reuse; if it has enough, the buffer is freed.
            let _ = ahead.empty.try_send(retired);
        }
        Ok(())
    }

    /// Moves the unread tail to the front and reads until at least `want` bytes are
    /// buffered or the input ends.
    #[cold]
    fn refill(&mut self, want: usize) -> Result<()> {
        let src = match &mut self.src {
            Source::Here(src) => src,
            Source::Ahead(_) => return self.refill_ahead(want),
        };
        if self.pos > 0 {
            self.buf.copy_within(self.pos..self.end, 0);
            self.base += self.pos as u64;
            self.end -= self.pos;
            self.pos = 0;
        }
        while !self.eof && self.end < want {
            match src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Error::read(&self.name, e)),
            }
        }
        Ok(())
    }

    /// The next byte, refilling when needed; `None` at end of input.
    #[inline(always)]
    fn peek(&mut self) -> Result<Option<u8>> {
        if self.pos == self.end {
            if self.eof {
                return Ok(None);
            }
            self.refill(1)?;
            if self.pos == self.end {
                return Ok(None);
            }
        }
        Ok(Some(self.buf[self.pos]))
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

    /// Reads `n` integers, handing each to `f`. This is the inner loop of every format that
    /// reads a list: the buffer position and line count live in registers for a whole run
    /// of tokens, and only a token the fast path cannot decide (at the end of the buffer,
    /// long, or malformed) goes through [`Scanner::u64`], so errors read exactly as there.
    #[inline]
    pub fn u64_each(&mut self, n: u64, what: &str, mut f: impl FnMut(u64)) -> Result<()> {
        self.u64_each_at(n, what, |v, _| f(v))
    }

    /// Like [`Scanner::u64_each`], and `f` also gets each token's position (computed only
    /// when `f` uses it, once inlined), e.g. to point at a value found bad later.
    #[inline]
    pub fn u64_each_at(
        &mut self,
        n: u64,
        what: &str,
        mut f: impl FnMut(u64, Position),
    ) -> Result<()> {
        let mut left = n;
        while left > 0 {
            let buf = &self.buf[..self.end];
            let base = self.base;
            let (mut pos, mut line, mut line_start) = (self.pos, self.line, self.line_start);
            // Where the last token of the run started, and the line start before the
            // newline that may have ended it.
            let mut last_token = usize::MAX;
            let mut prev_line_start = line_start;
            while left > 0 {
                let Some(bytes) = buf.get(pos..pos + FAST_MARGIN) else {
                    break;
                };
                let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
                let non_digit = non_digit_lanes(lo);
                if non_digit & 0x80 != 0 {
                    // Whitespace before a token, one byte per turn (runs are short), or a
                    // bad token, which the general path reports.
                    let b = bytes[0];
                    if !is_space(b) {
                        break;
                    }
                    pos += 1;
                    if b == b'\n' {
                        line += 1;
                        line_start = base + pos as u64;
                    }
                    continue;
                }
                let (value, len) = if non_digit & 0x80_8080_8080 != 0 {
                    // At most 4 digits, as most judge numbers: valued in five instructions.
                    let len = digit_run(lo);
                    if len != (non_digit.trailing_zeros() / 8) as usize {
                        break; // a byte like `:` that only looks like a digit to `digit_run`
                    }
                    let value = value4(((lo as u32) << (8 * (4 - len))) & 0x0f0f_0f0f);
                    if left >= 2 && (lo >> (8 * len)) as u8 == b' ' {
                        // And when a space and another short number follow, that one too.
                        let next = len + 1;
                        let w = u64::from_le_bytes(
                            bytes[next..next + 8].try_into().unwrap_or_default(),
                        );
                        let nd = non_digit_lanes(w);
                        let len2 = digit_run(w);
                        if nd & 0x80 == 0
                            && nd & 0x80_8080_8080 != 0
                            && len2 == (nd.trailing_zeros() / 8) as usize
                            && (w >> (8 * len2)) as u8 == b' '
                        {
                            let value2 = value4(((w as u32) << (8 * (4 - len2))) & 0x0f0f_0f0f);
                            let first = Position {
                                line,
                                col: base + pos as u64 - line_start + 1,
                            };
                            let second = Position {
                                line,
                                col: first.col + next as u64,
                            };
                            last_token = pos + next;
                            pos += next + len2 + 1;
                            left -= 2;
                            f(value, first);
                            f(value2, second);
                            continue;
                        }
                    }
                    (value, len)
                } else if non_digit != 0 {
                    let len = (non_digit.trailing_zeros() / 8) as usize;
                    (
                        combine8((lo << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f),
                        len,
                    )
                } else {
                    let hi = u64::from_le_bytes(bytes[8..16].try_into().unwrap_or_default());
                    let (v, n) = parse_tail(hi);
                    if n == 8 {
                        break; // 16 digits or more: the general path checks for overflow
                    }
                    (combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[n] + v, 8 + n)
                };
                // The separator is consumed with the token when it is a plain space or
                // newline, which saves a turn of the loop on nearly every token.
                let sep = bytes[len];
                last_token = pos;
                let token_line = (line, line_start);
                if sep == b' ' {
                    pos += len + 1;
                } else if sep == b'\n' {
                    pos += len + 1;
                    line += 1;
                    prev_line_start = line_start;
                    line_start = base + pos as u64;
                } else if is_space(sep) {
                    pos += len;
                } else {
                    last_token = usize::MAX;
                    break; // `12x`: one bad token, reported whole by the general path
                }
                left -= 1;
                let (tok_line, tok_line_start) = token_line;
                f(
                    value,
                    Position {
                        line: tok_line,
                        col: base + last_token as u64 - tok_line_start + 1,
                    },
                );
            }
            self.pos = pos;
            self.line = line;
            self.line_start = line_start;
            if left > 0 {
                // The next token is the general path's, which marks it itself.
                let v = self.u64(what)?;
                f(v, self.position());
                left -= 1;
            } else if last_token != usize::MAX {
                // Only the last token's own separator lies behind it.
                let at = base + last_token as u64;
                let (tok_line, tok_line_start) = if at >= line_start {
                    (line, line_start)
                } else {
                    (line - 1, prev_line_start)
                };
                self.tok_line = tok_line;
                self.tok_col = at - tok_line_start + 1;
            }
        }
        Ok(())
    }

    /// Reads records of `K` integers until the end of the input, handing each complete
    /// record to `f`; the end may come only before a record's first number. `what` names
    /// each field for error messages, which read exactly as with one [`Scanner::u64_or_end`]
    /// for the first field and one [`Scanner::u64`] for each other: records are read on a
    /// register-resident fast path while they lie whole in the buffer and have plain
    /// tokens, and otherwise by exactly those calls.
    #[inline]
    pub fn u64_records<const K: usize>(
        &mut self,
        what: [&str; K],
        mut f: impl FnMut([u64; K]) -> Result<()>,
    ) -> Result<()> {
        loop {
            let buf = &self.buf[..self.end];
            let base = self.base;
            let (mut pos, mut line, mut line_start) = (self.pos, self.line, self.line_start);
            // The last token read here, as (offset, line, line start).
            let mut last: Option<(usize, u64, u64)> = None;
            let mut failed = None;
            'run: loop {
                let mut record = [0u64; K];
                let (mut p, mut l, mut ls) = (pos, line, line_start);
                let mut tok = (p, l, ls);
                for slot in record.iter_mut() {
                    let (value, len, sep) = loop {
                        let Some(&b) = buf.get(p) else {
                            break 'run;
                        };
                        if !is_space(b) {
                            match fast_token(buf, p) {
                                Some(t) => break t,
                                None => break 'run,
                            }
                        }
                        p += 1;
                        if b == b'\n' {
                            l += 1;
                            ls = base + p as u64;
                        }
                    };
                    tok = (p, l, ls);
                    *slot = value;
                    p += len;
                    if sep == b' ' || sep == b'\n' {
                        p += 1;
                        if sep == b'\n' {
                            l += 1;
                            ls = base + p as u64;
                        }
                    }
                }
                // A whole record: commit it.
                (pos, line, line_start) = (p, l, ls);
                last = Some(tok);
                if let Err(e) = f(record) {
                    failed = Some(e);
                    break;
                }
            }
            self.pos = pos;
            self.line = line;
            self.line_start = line_start;
            if let Some((at, tok_line, tok_line_start)) = last {
                self.tok_line = tok_line;
                self.tok_col = base + at as u64 - tok_line_start + 1;
            }
            if let Some(e) = failed {
                return Err(e);
            }
            // One record the general way: it refills, ends, or reports.
            let mut record = [0u64; K];
            for (k, slot) in record.iter_mut().enumerate() {
                *slot = if k == 0 {
                    match self.u64_or_end(what[0])? {
                        Some(v) => v,
                        None => return Ok(()),
                    }
                } else {
                    self.u64(what[k])?
                };
            }
            f(record)?;
        }
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
        }
        self.u64_slow(what).map(Some)
    }

    /// Byte-at-a-time parse with overflow checks, for long digit runs and buffer ends.
    #[cold]
    fn u64_slow(&mut self, what: &str) -> Result<u64> {
        let start_pos = self.base + self.pos as u64;
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
            if let Some(slot) = head.get_mut(digits) {
                *slot = b;
            }
            digits = digits.saturating_add(1);
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
            let len = self.base + self.pos as u64 - start_pos;
            return Err(self.error_here(
                &format!("{what} (at most {})", u64::MAX),
                &format!("a {len}-digit number"),
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

    /// Rewinds to the start of the current token when it is still in the buffer (it always
    /// is for a token shorter than the lookahead), so it can be quoted whole.
    fn seek_token_start(&mut self) {
        let start = self.line_start + self.tok_col - 1;
        if start >= self.base {
            self.pos = (start - self.base) as usize;
        }
    }

    /// Reads an integer and checks it lies in `lo..=hi`.
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64> {
        let v = self.u64(what)?;
        if v < lo || v > hi {
            return Err(self.out_of_range(what, lo, hi, v));
        }
        Ok(v)
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
        Error::input(
            &self.name,
            self.tok_line,
            Some(self.tok_col),
            format!("expected {expected}, found {found}"),
        )
    }

    /// An error located at a remembered token position (see [`Scanner::position`]).
    pub fn error_at(&self, at: Position, expected: &str, found: &str) -> Error {
        Error::input(
            &self.name,
            at.line,
            Some(at.col),
            format!("expected {expected}, found {found}"),
        )
    }

    /// Where the last token read started.
    pub fn position(&self) -> Position {
        Position {
            line: self.tok_line,
            col: self.tok_col,
        }
    }

    /// Builds the error for a non-number token at the current position, quoting it.
    fn bad_token(&mut self, what: &str) -> Error {
        self.bad_token_after(what, &[], 0)
    }

    /// [`Scanner::bad_token`] for a token whose first `head_len` bytes were read already
    /// (`head` holds the first of them, up to the quote's length) and the rest starts at
    /// the current position.
    fn bad_token_after(&mut self, what: &str, head: &[u8], head_len: usize) -> Error {
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

/// Room kept in front of each read-ahead chunk for the unread tail of the one before it:
/// at least the largest `want` of any refill.
const HEADROOM: usize = 64;
/// Chunks in flight between the read-ahead thread and the scanner.
const AHEAD_CHUNKS: usize = 2;

/// The input read on a second thread, chunk by chunk: the thread fills a chunk (after
/// [`HEADROOM`] bytes) with as many reads as it takes, hands it over, and reuses the
/// chunks the scanner has finished with. A chunk shorter than the rest is the last; an
/// error is handed over after the bytes read before it. Memory stays a few chunks, whatever
/// the input's size. When the scanner is dropped, the thread's next hand-over fails and it
/// ends.
struct ReadAhead {
    full: Receiver<io::Result<(Vec<u8>, usize)>>,
    empty: SyncSender<Vec<u8>>,
}

impl ReadAhead {
    /// Starts the thread; gives the source back if the thread cannot start.
    fn start<R: Read + Send + 'static>(src: R, chunk: usize) -> std::result::Result<Self, R> {
        let (full_tx, full) = mpsc::sync_channel(AHEAD_CHUNKS);
        let (empty, empty_rx) = mpsc::sync_channel::<Vec<u8>>(AHEAD_CHUNKS + 2);
        // The source goes over only once the thread runs, so a failed start keeps it.
        let (src_tx, src_rx) = mpsc::sync_channel::<R>(1);
        let started = thread::Builder::new()
            .name("grundy-read-ahead".into())
            .stack_size(64 << 10)
            .spawn(move || {
                if let Ok(src) = src_rx.recv() {
                    Self::run(src, chunk, &full_tx, &empty_rx);
                }
            });
        match started {
            Ok(_) => match src_tx.send(src) {
                Ok(()) => Ok(ReadAhead { full, empty }),
                Err(mpsc::SendError(src)) => Err(src),
            },
            Err(_) => Err(src),
        }
    }

    fn run<R: Read>(
        mut src: R,
        chunk: usize,
        full: &SyncSender<io::Result<(Vec<u8>, usize)>>,
        empty: &Receiver<Vec<u8>>,
    ) {
        loop {
            let mut buf = empty.try_recv().unwrap_or_default();
            buf.resize(HEADROOM + chunk, 0);
            let mut len = 0;
            let mut failed = None;
            while len < chunk {
                match src.read(&mut buf[HEADROOM + len..]) {
                    Ok(0) => break,
                    Ok(n) => len += n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        failed = Some(e);
                        break;
                    }
                }
            }
            let last = len < chunk;
            if (len > 0 || failed.is_none()) && full.send(Ok((buf, len))).is_err() {
                return;
            }
            if let Some(e) = failed {
                let _ = full.send(Err(e));
                return;
            }
            if last {
                return;
            }
        }
    }
}

/// A token's place in the input, kept to report an error about it later.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: u64,
    pub col: u64,
}

/// Shows a bad token readably: printable ASCII as is, anything else escaped, so binary
/// garbage and invalid UTF-8 never reach the terminal raw.
fn quote(bytes: &[u8], truncated: bool) -> String {
    if bytes.first() == Some(&b'-') && bytes.len() > 1 && bytes[1..].iter().all(u8::is_ascii_digit)
    {
        return format!("negative number \"{}\"", String::from_utf8_lossy(bytes));
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

/// The token starting at `buf[pos]` (not whitespace) when it is 1..=15 digits followed by
/// a whitespace byte, all inside `buf`: (value, digits, separator). `None` for anything the
/// general path must look at (buffer end, long or bad token).
#[inline(always)]
fn fast_token(buf: &[u8], pos: usize) -> Option<(u64, usize, u8)> {
    let bytes = buf.get(pos..pos + FAST_MARGIN)?;
    let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
    let non_digit = non_digit_lanes(lo);
    let (value, len) = if non_digit != 0 {
        if non_digit & 0x80 != 0 {
            return None;
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
            return None;
        }
        (combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[n] + v, 8 + n)
    };
    let sep = bytes[len];
    if !is_space(sep) {
        return None;
    }
    Some((value, len, sep))
}

/// Length of the run of bytes with bit 4 set at the start of a word (8 when all are).
///
/// Every digit has bit 4 set, and a space or newline has not, so on well-formed input this
/// is the token's length in three operations. The bulk loop advances by it, so the next
/// load waits only for these, not for the full check of [`non_digit_lanes`], which runs
/// beside it and must agree (or the general path takes the token).
#[inline(always)]
fn digit_run(word: u64) -> usize {
    ((!word & 0x1010_1010_1010_1010).trailing_zeros() / 8) as usize
}

/// Non-digit bytes of an 8-byte little-endian word, as the high bit of each byte lane.
/// Each lane is computed without carries between lanes.
#[inline(always)]
fn non_digit_lanes(word: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let low = word & LOW7;
    let above_nine = low + 0x4646_4646_4646_4646; // lane >= 0x80 when byte > '9'
    let at_least_zero = low + 0x5050_5050_5050_5050; // lane >= 0x80 when byte >= '0'
    (above_nine | !at_least_zero | word) & HIGH
}

/// Value of 8 digit lanes (0..=9 each, most significant digit in the lowest byte).
#[inline(always)]
fn combine8(mut v: u64) -> u64 {
    v = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
    v = (v.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_ffff_0000_ffff;
    v.wrapping_mul(10000 << 32 | 1) >> 32
}

/// Value of 4 digit lanes (0..=9 each, most significant digit in the lowest byte): one
/// multiply pairs the digits (10a + b in bytes 1 and 3), a second joins the pairs (100p + q
/// in the top 16 bits). Both constants fit an instruction's immediate, so this is five
/// instructions, where spreading the digits to 16-bit lanes for a single multiply took
/// eleven, three of them loading 64-bit constants.
#[inline(always)]
fn value4(v: u32) -> u64 {
    let pairs = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00ff_00ff;
    (pairs.wrapping_mul(100 << 16 | 1) >> 16) as u64
}

/// Digits at the start of `word`, as (value, count) with count 0..=8.
#[inline(always)]
fn parse_word(word: u64) -> (u64, usize) {
    let len = (non_digit_lanes(word).trailing_zeros() / 8) as usize;
    if len == 0 {
        return (0, 0);
    }
    let digits = (word << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f;
    (combine8(digits), len)
}

/// [`parse_word`] for the second word of a long number: when it holds at most two more
/// digits (9- and 10-digit numbers, the usual long judge values), they are valued with a
/// shift and an add instead of three multiplies.
#[inline(always)]
fn parse_tail(word: u64) -> (u64, usize) {
    let len = (non_digit_lanes(word).trailing_zeros() / 8) as usize;
    if len <= 2 {
        let d0 = word & 0x0f;
        let d1 = (word >> 8) & 0x0f;
        // Without a branch: 9- and 10-digit numbers mix in the same input.
        let two = 0u64.wrapping_sub((len == 2) as u64);
        let one = 0u64.wrapping_sub((len == 1) as u64);
        return (((d0 * 10 + d1) & two) | (d0 & one), len);
    }
    if len == 8 {
        return (0, 8);
    }
    let digits = (word << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f;
    (combine8(digits), len)
}

/// Parses the digit run at the start of 16 bytes. Returns (value, length); a length of 16
/// means the run may go on and the caller must use the slow path.
#[inline(always)]
fn parse_up_to_16(bytes: &[u8]) -> (u64, usize) {
    let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap());
    let (v, n) = parse_word(lo);
    if n < 8 {
        return (v, n);
    }
    let hi = u64::from_le_bytes(bytes[8..16].try_into().unwrap());
    let (w, m) = parse_word(hi);
    if m == 8 {
        return (0, 16);
    }
    (v * POW10[m] + w, 8 + m)
}

const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(input: &str) -> Scanner<&[u8]> {
        Scanner::new(input.as_bytes(), "t")
    }

    #[test]
    fn swar_word_matches_naive() {
        for s in [
            "0", "7", "12", "99999999", "1234567 ", "00000001", "9x", "", " 1",
        ] {
            let mut b = [b' '; 8];
            b[..s.len()].copy_from_slice(s.as_bytes());
            let naive_len = b.iter().take_while(|c| c.is_ascii_digit()).count();
            let naive: u64 = std::str::from_utf8(&b[..naive_len])
                .unwrap()
                .parse()
                .unwrap_or(0);
            assert_eq!(
                parse_word(u64::from_le_bytes(b)),
                (naive, naive_len),
                "{s:?}"
            );
        }
    }

    #[test]
    fn value4_every_value_and_length() {
        for v in 0..10_000u64 {
            for len in 1..=4usize {
                let s = format!("{v:0len$}");
                if s.len() != len {
                    continue;
                }
                let mut b = [b' '; 8];
                b[..len].copy_from_slice(s.as_bytes());
                let lo = u64::from_le_bytes(b) as u32;
                let lanes = (lo << (8 * (4 - len))) & 0x0f0f_0f0f;
                assert_eq!(value4(lanes), v, "{s:?}");
            }
        }
    }

    #[test]
    fn parse_tail_matches_parse_word() {
        for s in [
            "", "7", "12", "123", "99999999", "1234567 ", "00000001", "9x", " 1", "45\n", "0",
        ] {
            let mut b = [b' '; 8];
            b[..s.len()].copy_from_slice(s.as_bytes());
            let w = u64::from_le_bytes(b);
            let (v, n) = parse_word(w);
            let want = if n == 8 { (0, 8) } else { (v, n) };
            assert_eq!(parse_tail(w), want, "{s:?}");
        }
    }

    #[test]
    fn non_digit_lanes_every_byte() {
        for b in 0..=255u8 {
            let word = u64::from_le_bytes([b, b'0', b'0', b'0', b'0', b'0', b'0', b'0']);
            assert_eq!(
                non_digit_lanes(word) & 0x80 != 0,
                !b.is_ascii_digit(),
                "byte {b}"
            );
        }
    }

    #[test]
    fn reads_numbers_across_whitespace_kinds() {
        let mut s = scan("1 22\t333\r\n4444\n\n18446744073709551615\x0b5\x0c6");
        let got: Vec<u64> = (0..7).map(|_| s.u64("n").unwrap()).collect();
        assert_eq!(got, [1, 22, 333, 4444, u64::MAX, 5, 6]);
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn long_runs_and_leading_zeros() {
        let mut s = scan("0000000000000000000000000042 12345678901234567 1234567890123456");
        assert_eq!(s.u64("n").unwrap(), 42);
        assert_eq!(s.u64("n").unwrap(), 12345678901234567);
        assert_eq!(s.u64("n").unwrap(), 1234567890123456);
    }

    #[test]
    fn overflow_is_located() {
        let mut s = scan("1\n  18446744073709551616");
        s.u64("n").unwrap();
        let e = s.u64("a pile").unwrap_err().to_string();
        assert_eq!(
            e,
            "t:2:3: expected a pile (at most 18446744073709551615), found a 20-digit number"
        );
    }

    #[test]
    fn bad_tokens_are_quoted() {
        let e = scan(" 12x3").u64("n").unwrap_err().to_string();
        assert_eq!(e, "t:1:2: expected n, found \"12x3\"");
        let e = scan("\n-5").u64("n").unwrap_err().to_string();
        assert_eq!(e, "t:2:1: expected n, found negative number \"-5\"");
        let e = scan("\u{e9}").u64("n").unwrap_err().to_string();
        assert_eq!(e, "t:1:1: expected n, found \"\\xc3\\xa9\"");
        let e = scan("\x00").u64("n").unwrap_err().to_string();
        assert_eq!(e, "t:1:1: expected n, found \"\\x00\"");
    }

    #[test]
    fn end_of_input_is_located_after_last_token() {
        let mut s = scan("5\n7");
        s.u64("a").unwrap();
        s.u64("b").unwrap();
        assert_eq!(
            s.u64("c").unwrap_err().to_string(),
            "t:2:2: expected c, found end of input"
        );
        assert_eq!(s.u64_or_end("c").unwrap(), None);
    }

    /// A reader that hands out one byte at a time exercises every refill boundary.
    struct Trickle<'a>(&'a [u8]);
    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() || out.is_empty() {
                return Ok(0);
            }
            out[0] = self.0[0];
            self.0 = &self.0[1..];
            Ok(1)
        }
    }

    /// 40 000 numbers, every 13th line-ended: the tokens and the check of each.
    fn numbered_text() -> String {
        let mut text = String::new();
        for i in 0..40_000u64 {
            text.push_str(&(i * 7919 % 1_000_003).to_string());
            text.push(if i % 13 == 0 { '\n' } else { ' ' });
        }
        text
    }

    fn reads_numbered_text<R: Read>(mut s: Scanner<R>) {
        for i in 0..40_000u64 {
            assert_eq!(s.u64("n").unwrap(), i * 7919 % 1_000_003);
        }
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn chunk_boundaries_do_not_change_tokens() {
        let text = numbered_text();
        reads_numbered_text(Scanner::new(Trickle(text.as_bytes()), "t"));
        for chunk in [1, 7, 64, 65, 4096] {
            reads_numbered_text(Scanner::with_read_ahead(
                io::Cursor::new(text.clone()),
                "t",
                chunk,
            ));
        }
    }

    /// Gives its bytes, then fails.
    struct FailAfter(io::Cursor<Vec<u8>>);
    impl Read for FailAfter {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            match self.0.read(out)? {
                0 => Err(io::Error::other("disk on fire")),
                n => Ok(n),
            }
        }
    }

    /// A failing read is reported as such, after correct tokens only (how many come
    /// first depends on buffering, here as with [`Scanner::new`]).
    #[test]
    fn read_ahead_reports_a_read_error_after_correct_tokens() {
        let text = "1 2 3 ".repeat(40);
        let clean = single_tokens(scan(&text));
        for chunk in [1, 3, 64, 1 << 18] {
            let src = FailAfter(io::Cursor::new(text.clone().into()));
            let got = single_tokens(Scanner::with_read_ahead(src, "t", chunk));
            let (tokens, error) = got.split_at(got.rfind("err ").unwrap_or(got.len()));
            assert_eq!(error, "err cannot read t: disk on fire", "chunk {chunk}");
            assert!(clean.starts_with(tokens), "chunk {chunk}: {tokens}");
        }
    }

    /// A bad token is quoted from its start, even when a refill dropped that start from
    /// the buffer while its digits were read (found by fuzzing the read-ahead scanner).
    #[test]
    fn a_long_bad_token_is_quoted_from_its_start() {
        let text = format!("1 {}+{} 2", "0".repeat(40), "0".repeat(10));
        let expected = "err t:1:3: expected v, found \"000000000000000000000000...\"";
        let trickled = single_tokens(Scanner::new(Trickle(text.as_bytes()), "t"));
        assert!(trickled.ends_with(expected), "{trickled}");
        for chunk in [1, 5, 23] {
            let ahead = Scanner::with_read_ahead(io::Cursor::new(text.clone()), "t", chunk);
            let got = single_tokens(ahead);
            assert!(got.ends_with(expected), "chunk {chunk}: {got}");
        }
        let short = single_tokens(scan(&format!("{}x", "0".repeat(20))));
        assert!(
            short.ends_with("found \"00000000000000000000x\""),
            "{short}"
        );
    }

    /// Reads every token one at a time, with its position or error, to the end.
    fn single_tokens<R: Read>(mut s: Scanner<R>) -> String {
        let mut got = String::new();
        loop {
            match s.u64_or_end("v") {
                Ok(Some(v)) => got.push_str(&format!("{v}@{:?},", s.position())),
                Ok(None) => return got + &format!("end@{:?}", s.position()),
                Err(e) => return got + &format!("err {e}"),
            }
        }
    }

    proptest! {
        #[test]
        fn read_ahead_matches_reading_here(
            tokens in token_lists(200),
            seps in proptest::collection::vec(
                proptest::sample::select(vec![" ", "\n", "\r\n", "\t", "   "]),
                200,
            ),
            chunk in 1usize..200,
        ) {
            let text = join_tokens(&tokens, &seps);
            let ahead = Scanner::with_read_ahead(io::Cursor::new(text.clone()), "t", chunk);
            prop_assert_eq!(single_tokens(ahead), single_tokens(scan(&text)));
        }
    }

    /// Glues generated tokens and separators into one input text.
    fn join_tokens(tokens: &[String], seps: &[&str]) -> String {
        tokens
            .iter()
            .zip(seps)
            .flat_map(|(t, sep)| [t.as_str(), *sep])
            .collect()
    }

    /// Reads `counts` lists with `u64_each` and with one `u64` call per token, and returns
    /// what each saw: the values, then the error or the last token's position.
    fn each_vs_single<A: Read, B: Read>(
        mut a: Scanner<A>,
        mut b: Scanner<B>,
        counts: &[u64],
    ) -> (String, String) {
        let counts: Vec<u64> = counts.to_vec();
        let mut got_a = String::new();
        let mut got_b = String::new();
        for &n in &counts {
            let r = a.u64_each_at(n, "v", |v, at| got_a.push_str(&format!("{v}@{at:?},")));
            match r {
                Ok(()) => got_a.push_str(&format!("ok@{:?};", a.position())),
                Err(e) => {
                    got_a.push_str(&format!("err {e}"));
                    break;
                }
            }
        }
        'outer: for &n in &counts {
            for _ in 0..n {
                match b.u64("v") {
                    Ok(v) => got_b.push_str(&format!("{v}@{:?},", b.position())),
                    Err(e) => {
                        got_b.push_str(&format!("err {e}"));
                        break 'outer;
                    }
                }
            }
            got_b.push_str(&format!("ok@{:?};", b.position()));
        }
        (got_a, got_b)
    }

    use proptest::prelude::*;

    /// Lists of up to `max` tokens: mostly short numbers, some of any size, and now and then
    /// one the fast paths must hand over (overflow, bad bytes, long digit runs).
    fn token_lists(max: usize) -> impl Strategy<Value = Vec<String>> {
        proptest::collection::vec(
            proptest::prop_oneof![
                8 => (0u64..100_000).prop_map(|v| v.to_string()),
                2 => proptest::num::u64::ANY.prop_map(|v| v.to_string()),
                1 => proptest::sample::select(vec![
                    "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5", "3?",
                    "123456789012345", "1234567890123456", "99999999", "1234567890123456789",
                    "99999999999999999999999999999999999999999999999999999999999999999999",
                    "000000000000000000000000000000000000000000000000+00", "0000000000000000000x",
                ])
                .prop_map(str::to_string),
            ],
            0..max,
        )
    }

    proptest! {
        #[test]
        fn each_matches_single_tokens(
            tokens in token_lists(300),
            seps in proptest::collection::vec(
                proptest::sample::select(vec![" ", " ", " ", "\n", "\r\n", "\t", "  \n "]),
                300,
            ),
            counts in proptest::collection::vec(0u64..20, 1..40),
            reader in 0..3u8,
            chunk in 1usize..300,
        ) {
            let text = join_tokens(&tokens, &seps);
            let (a, b) = if reader == 2 {
                each_vs_single(
                    Scanner::with_read_ahead(io::Cursor::new(text.clone().into_bytes()), "t", chunk),
                    scan(&text),
                    &counts,
                )
            } else if reader == 1 {
                each_vs_single(
                    Scanner::new(Trickle(text.as_bytes()), "t"),
                    Scanner::new(Trickle(text.as_bytes()), "t"),
                    &counts,
                )
            } else {
                each_vs_single(scan(&text), scan(&text), &counts)
            };
            prop_assert_eq!(a, b);
        }
    }

    /// Reads pairs with `u64_records` and with `u64_or_end` + `u64`, and returns what each
    /// saw: the pairs, then how it ended and the last token's position.
    fn records_vs_single<A: Read, B: Read>(
        mut a: Scanner<A>,
        mut b: Scanner<B>,
    ) -> (String, String) {
        let mut got_a = String::new();
        let r = a.u64_records(["x", "y"], |[x, y]| {
            got_a.push_str(&format!("{x} {y},"));
            Ok(())
        });
        match r {
            Ok(()) => got_a.push_str(&format!("end@{:?}", a.position())),
            Err(e) => got_a.push_str(&format!("err {e}")),
        }
        let mut got_b = String::new();
        loop {
            let x = match b.u64_or_end("x") {
                Ok(Some(x)) => x,
                Ok(None) => {
                    got_b.push_str(&format!("end@{:?}", b.position()));
                    break;
                }
                Err(e) => {
                    got_b.push_str(&format!("err {e}"));
                    break;
                }
            };
            match b.u64("y") {
                Ok(y) => got_b.push_str(&format!("{x} {y},")),
                Err(e) => {
                    got_b.push_str(&format!("err {e}"));
                    break;
                }
            }
        }
        (got_a, got_b)
    }

    proptest! {
        #[test]
        fn records_match_single_tokens(
            tokens in proptest::collection::vec(
                prop_oneof![
                    8 => (0u64..10_000_000_000).prop_map(|v| v.to_string()),
                    1 => proptest::sample::select(vec![
                        "00000000000000000007", "18446744073709551616", "12x", "-3", "x", "12:5", "3?",
                        "123456789012345", "1234567890123456",
                    ]).prop_map(str::to_string),
                ],
                0..400,
            ),
            seps in proptest::collection::vec(
                proptest::sample::select(vec![" ", " ", "\n", "\n", "\r\n", "\t", "  \n "]),
                400,
            ),
            reader in 0..3u8,
            chunk in 1usize..300,
        ) {
            let text = join_tokens(&tokens, &seps);
            let (a, b) = if reader == 2 {
                records_vs_single(
                    Scanner::with_read_ahead(io::Cursor::new(text.clone().into_bytes()), "t", chunk),
                    scan(&text),
                )
            } else if reader == 1 {
                records_vs_single(
                    Scanner::new(Trickle(text.as_bytes()), "t"),
                    Scanner::new(Trickle(text.as_bytes()), "t"),
                )
            } else {
                records_vs_single(scan(&text), scan(&text))
            };
            prop_assert_eq!(a, b);
        }
    }

    #[test]
    fn records_stop_at_the_first_failing_callback() {
        let text = "1 2\n3 4\n5 6\n".repeat(20);
        let mut s = scan(&text);
        let mut seen = 0;
        let e = s
            .u64_records(["x", "y"], |_| {
                seen += 1;
                if seen == 7 {
                    Err(Error::input("t", 0, None, "stop"))
                } else {
                    Ok(())
                }
            })
            .unwrap_err();
        assert_eq!(e.to_string(), "t:0: stop");
        assert_eq!(seen, 7);
        // The scanner is left after the 7th record: the 8th comes next.
        assert_eq!(s.u64("x").unwrap(), 3);
    }

    #[test]
    fn each_reads_across_buffer_ends_with_positions() {
        // Long enough to need several refills; the last line has no newline.
        let mut text = String::new();
        let mut want = Vec::new();
        for i in 0..60_000u64 {
            let v = i.wrapping_mul(0x9e37_79b9) % 10_000_000_000;
            want.push(v);
            text.push_str(&v.to_string());
            text.push(if i % 7 == 6 { '\n' } else { ' ' });
        }
        text.push_str("12 1x");
        let mut s = scan(&text);
        let mut got = Vec::new();
        s.u64_each(60_001, "v", |v| got.push(v)).unwrap();
        assert_eq!(&got[..60_000], &want[..]);
        assert_eq!(got[60_000], 12);
        let e = s.u64_each(1, "w", |_| ()).unwrap_err().to_string();
        let line = text.matches('\n').count() + 1;
        let col = text.len() - 2 - text.rfind('\n').unwrap();
        assert_eq!(e, format!("t:{line}:{col}: expected w, found \"1x\""));
    }

    #[test]
    fn column_counts_across_refills() {
        let mut text = " ".repeat(BUF_SIZE * 2 + 3);
        text.push('x');
        let e = Scanner::new(text.as_bytes(), "t").u64("n").unwrap_err();
        assert_eq!(e.located().unwrap().col, Some((BUF_SIZE * 2 + 4) as u64));
    }
}
