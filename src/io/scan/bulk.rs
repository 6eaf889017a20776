//! The bulk loops: reading a list of `n` integers or records of `K` until the end with the
//! buffer position and line count in registers for a whole run of tokens. Each hands every
//! token it cannot decide on its fast path to the one-token API, so tokens, positions and
//! errors read exactly as with one call per token.

use std::io::Read;

use super::digits::{combine8, digit_run, non_digit_lanes, parse_tail, value4, POW10};
#[cfg(target_arch = "x86_64")]
use super::wide;
use super::{is_space, Position, Scanner, FAST_MARGIN};
use crate::error::Result;

impl<R: Read> Scanner<R> {
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
        self.u64_fold_at(n, what, (), |(), v, at| f(v, at))
    }

    /// Reads `n` integers as [`Scanner::u64_each`] does, threading a state through them:
    /// `f` takes the state and a value and returns the new state, which is returned at the
    /// end. The state lives in registers for the whole loop; a closure that updates
    /// captured variables instead keeps them in memory, and then each token waits for the
    /// previous token's store (a store-forwarding chain of about 5 cycles a token, which
    /// was the largest cost of the wide loop).
    #[inline]
    pub fn u64_fold<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
    ) -> Result<A> {
        self.fold::<A, false>(n, what, init, |acc, v, _| f(acc, v))
    }

    /// [`Scanner::u64_fold`], and `f` also gets each token's position.
    #[inline]
    pub fn u64_fold_at<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        f: impl FnMut(A, u64, Position) -> A,
    ) -> Result<A> {
        self.fold::<A, true>(n, what, init, f)
    }

    /// [`Scanner::u64_fold_at`]; with `AT` false, `f` ignores the positions, and the wide
    /// path reads without them ([`wide::list`]: no line count and no position per block in
    /// the loop; the newlines of its run are counted once after it).
    #[inline(always)]
    fn fold<A, const AT: bool>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        mut f: impl FnMut(A, u64, Position) -> A,
    ) -> Result<A> {
        let mut acc = init;
        let mut left = n;
        while left > 0 {
            let buf = &self.buf[..self.end];
            let base = self.base;
            let (mut pos, mut line, mut line_start) = (self.pos, self.line, self.line_start);
            // Where the last token of the run started, and the line start before the
            // newline that may have ended it.
            let mut last_token = usize::MAX;
            let mut prev_line_start = line_start;
            // Where the last token read by the wide path stands, if it read any.
            let mut wide_last = None;
            #[cfg(target_arch = "x86_64")]
            if self.wide && left >= 8 && buf.len() - pos >= wide::WIDE_MIN {
                if let Some(simd) = wide::avx2() {
                    if AT {
                        let mut at = wide::At {
                            pos,
                            line,
                            line_start,
                        };
                        let (state, last) = simd.vectorize(|| {
                            wide::each(simd, buf, base, &mut at, &mut left, acc, &mut f)
                        });
                        acc = state;
                        wide_last = last;
                        (pos, line, line_start) = (at.pos, at.line, at.line_start);
                    } else {
                        const NOWHERE: Position = Position { line: 0, col: 0 };
                        let (run, before, after) = simd.vectorize(|| {
                            let run =
                                wide::list(simd, buf, pos, left, acc, &mut |a, v| f(a, v, NOWHERE));
                            // Lines are counted once for the run, up to its last token and
                            // from there to its end.
                            let mid = run.last.unwrap_or(pos);
                            let before = wide::newlines(simd, buf, pos, mid);
                            let after = wide::newlines(simd, buf, mid, run.pos);
                            (run, before, after)
                        });
                        acc = run.acc;
                        left -= run.read;
                        (line, line_start) = self.lines_after(line, line_start, before);
                        if let Some(last) = run.last {
                            wide_last = Some(Position {
                                line,
                                col: base + last as u64 - line_start + 1,
                            });
                        }
                        (line, line_start) = self.lines_after(line, line_start, after);
                        pos = run.pos;
                    }
                    prev_line_start = line_start;
                }
            }
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
                            acc = f(acc, value, first);
                            acc = f(acc, value2, second);
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
                        // 16 digits or more. Up to 19 (never an overflow) are read here,
                        // off the common path: labels near 10^18 (christmas' sparse graphs)
                        // sent through the general path one at a time cost a round trip
                        // through both loops per token. The wide path stops in front of
                        // them, so a list of them is read by this loop.
                        let Some(third) = buf.get(pos + 16..pos + 24) else {
                            break;
                        };
                        let third = u64::from_le_bytes(third.try_into().unwrap_or_default());
                        let rest = (non_digit_lanes(third).trailing_zeros() / 8) as usize;
                        if rest > 3 {
                            break; // 20 digits or more: the general path checks for overflow
                        }
                        let head = combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[8]
                            + combine8(hi & 0x0f0f_0f0f_0f0f_0f0f);
                        let tail = if rest == 0 {
                            0
                        } else {
                            combine8((third << (8 * (8 - rest))) & 0x0f0f_0f0f_0f0f_0f0f)
                        };
                        let len = 16 + rest;
                        let Some(&sep) = buf.get(pos + len).filter(|&&b| is_space(b)) else {
                            break; // `12...9x` or the end of the buffered bytes
                        };
                        // Taken whole here (the common tail below reads the separator
                        // within the fast margin, which a long token passes).
                        let at = Position {
                            line,
                            col: base + pos as u64 - line_start + 1,
                        };
                        last_token = pos;
                        if sep == b'\n' {
                            pos += len + 1;
                            line += 1;
                            prev_line_start = line_start;
                            line_start = base + pos as u64;
                        } else if sep == b' ' {
                            pos += len + 1;
                        } else {
                            pos += len;
                        }
                        left -= 1;
                        acc = f(acc, head * POW10[rest] + tail, at);
                        continue;
                    } else {
                        (combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[n] + v, 8 + n)
                    }
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
                acc = f(
                    acc,
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
                acc = f(acc, v, self.position());
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
            } else if let Some(at) = wide_last {
                self.tok_line = at.line;
                self.tok_col = at.col;
            }
        }
        Ok(acc)
    }

    /// Reads up to `max` cases `n v_1 .. v_n` (a count, then that many values) while the
    /// wide path can, and returns how many it read: each case's values are folded from
    /// `init` by `f` as [`Scanner::u64_fold`] does, and the state at the case's end is
    /// handed to `done` (which emits the case's answer). The counts are tokens of the same
    /// run, so short cases (anti-nim's 47 piles) do not pay the wide loop's entry and exit
    /// each.
    ///
    /// It stops in front of any case it cannot read to the end on its fast path (a long or
    /// bad token, the end of the buffered bytes, no AVX2, the portable scanner): the caller
    /// reads that case the usual way (`u64` for the count, [`Scanner::u64_fold`] for the
    /// values), which reports or refills exactly as before, and calls again. So tokens,
    /// positions and errors are those of the usual path; `f` may see the first values of a
    /// case it gave up on before the usual path reads them again, so it must depend on
    /// the values alone. If `done` fails, the failure is returned, after that case.
    #[inline]
    pub fn u64_counted_folds<A: Copy>(
        &mut self,
        max: u64,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
        mut done: impl FnMut(A) -> Result<()>,
    ) -> Result<u64> {
        #[cfg(target_arch = "x86_64")]
        if self.wide && self.end - self.pos >= wide::WIDE_MIN {
            if let Some(simd) = wide::avx2() {
                let buf = &self.buf[..self.end];
                let start = self.pos;
                let run = simd
                    .vectorize(|| wide::counted(simd, buf, start, max, init, &mut f, &mut done));
                // Lines are counted once for the run (the loop keeps only offsets).
                let (mut line, mut line_start) = (self.line, self.line_start);
                let mut from = start;
                if let Some(last) = run.last {
                    (line, line_start) = self.lines_through(line, line_start, from, last);
                    (self.tok_line, self.tok_col) =
                        (line, self.base + last as u64 - line_start + 1);
                    from = last;
                }
                (self.line, self.line_start) = self.lines_through(line, line_start, from, run.pos);
                self.pos = run.pos;
                return match run.failed {
                    Some(e) => Err(e),
                    None => Ok(run.cases),
                };
            }
        }
        let _ = (max, init, &mut f, &mut done);
        Ok(0)
    }

    /// Reads up to `max` records of `K` integers while each lies whole in the buffer as
    /// plain tokens (1..=15 digits, whitespace around them), handing each to `take`, and
    /// returns how many it took. `take` answers whether it accepts a record; a record it
    /// declines is left unread, as is anything the fast path cannot decide (a record across
    /// the buffer's end, a long or bad token), so the caller reads that one with one
    /// [`Scanner::u64`] per number and reports exactly what one-token reading reports.
    ///
    /// This is the loop of the count-first record formats (brave-game's `n m`, a date
    /// `YYYY MM DD`): the buffer position and line count stay in registers, and a record
    /// costs what its bytes cost, not a call per number with the token's position stored.
    /// If `take` fails (a write error), the failure is returned, after that record.
    #[inline(always)]
    pub fn u64_records_fast<const K: usize>(
        &mut self,
        max: u64,
        mut take: impl FnMut([u64; K]) -> Result<bool>,
    ) -> Result<u64> {
        self.u64_records_fast_len(max, |record, _| take(record))
    }

    /// [`Scanner::u64_records_fast`], also handing `take` the number of digits of each
    /// token (for digit strings where `007` is not `7`).
    #[inline(always)]
    pub fn u64_records_fast_len<const K: usize>(
        &mut self,
        max: u64,
        take: impl FnMut([u64; K], [usize; K]) -> Result<bool>,
    ) -> Result<u64> {
        self.records_fast(max, false, take)
    }

    /// The record loop; `wide` lets it take the wide (AVX2) path where the CPU has it.
    ///
    /// Only [`Scanner::u64_records`] asks for it. On the count-first formats of
    /// `problems/records.rs` it was measured both ways (paired CPU time, load 7-8): kiki-game
    /// 0.84 and alice-game 0.86 of the portable loop, but brave-game 1.08 and volunteers
    /// 1.06, whose `take` is then no longer inlined into the loop (it has two call sites);
    /// so they keep the portable loop.
    #[inline(always)]
    fn records_fast<const K: usize>(
        &mut self,
        max: u64,
        wide: bool,
        mut take: impl FnMut([u64; K], [usize; K]) -> Result<bool>,
    ) -> Result<u64> {
        let buf = &self.buf[..self.end];
        let start = self.pos;
        let mut pos = start;
        // The offset of the last token taken. Lines are not counted per token: the loop
        // keeps only offsets live (fewer registers, no spills per record), and the newlines
        // of the run are counted once at its end, which reads the same positions.
        let mut last = None;
        let mut done = 0u64;
        let mut failed = None;
        let mut finished = false;
        #[cfg(target_arch = "x86_64")]
        if wide && self.wide && buf.len() - pos >= wide::WIDE_MIN {
            if let Some(simd) = wide::avx2() {
                let run = simd.vectorize(|| wide::records(simd, buf, pos, max, &mut take));
                pos = run.pos;
                last = run.last;
                done = run.done;
                failed = run.failed;
                finished = run.finished;
            }
        }
        'run: while done < max && !finished {
            let mut record = [0u64; K];
            let mut lens = [0usize; K];
            let mut p = pos;
            let mut tok = p;
            for (slot, digits) in record.iter_mut().zip(&mut lens) {
                let (value, len) = loop {
                    let Some(bytes) = buf.get(p..p + FAST_MARGIN) else {
                        break 'run;
                    };
                    let lo = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
                    let non_digit = non_digit_lanes(lo);
                    if non_digit & 0x80 == 0 {
                        match plain_token(bytes, lo, non_digit) {
                            Some((value, len, _)) => break (value, len),
                            None => break 'run,
                        }
                    }
                    // Whitespace before the token, a byte per turn (runs are short).
                    if !is_space(bytes[0]) {
                        break 'run;
                    }
                    p += 1;
                };
                tok = p;
                *slot = value;
                *digits = len;
                // The whitespace byte after the token is consumed with it.
                p += len + 1;
            }
            match take(record, lens) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => failed = Some(e),
            }
            pos = p;
            last = Some(tok);
            done += 1;
            if failed.is_some() {
                break;
            }
        }
        let (mut line, mut line_start) = (self.line, self.line_start);
        if let Some(at) = last {
            (line, line_start) = self.lines_through(line, line_start, start, at);
            self.tok_line = line;
            self.tok_col = self.base + at as u64 - line_start + 1;
            (line, line_start) = self.lines_through(line, line_start, at, pos);
        }
        (self.line, self.line_start) = (line, line_start);
        self.pos = pos;
        match failed {
            Some(e) => Err(e),
            None => Ok(done),
        }
    }

    /// The line number and line start (absolute) at offset `to` of the buffer, from those
    /// at offset `from`: the newlines of `buf[from..to]` counted in blocks that compile to
    /// byte-wide vector compares (a plain count widens every byte to a 64-bit lane).
    #[inline(always)]
    fn lines_through(&self, line: u64, line_start: u64, from: usize, to: usize) -> (u64, u64) {
        let run = &self.buf[from..to];
        let Some(i) = run.iter().rposition(|&b| b == b'\n') else {
            return (line, line_start);
        };
        let blocks = run[..i].chunks_exact(64);
        let tail = blocks.remainder();
        let mut newlines = 1 + tail.iter().filter(|&&b| b == b'\n').count() as u64;
        for block in blocks {
            // At most 64 per block: a byte-wide sum cannot overflow.
            let n: u8 = block.iter().map(|&b| u8::from(b == b'\n')).sum();
            newlines += u64::from(n);
        }
        (line + newlines, self.base + (from + i + 1) as u64)
    }

    /// The line number and line start after a run whose line ends are `newlines` (their
    /// number and the offset of the last one, from [`wide::newlines`]).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn lines_after(
        &self,
        line: u64,
        line_start: u64,
        newlines: (u64, Option<usize>),
    ) -> (u64, u64) {
        match newlines {
            (count, Some(i)) => (line + count, self.base + (i + 1) as u64),
            (_, None) => (line, line_start),
        }
    }

    /// Reads records of `K` integers until the end of the input, handing each complete
    /// record to `f`; the end may come only before a record's first number. `what` names
    /// each field for error messages, which read exactly as with one [`Scanner::u64_or_end`]
    /// for the first field and one [`Scanner::u64`] for each other: records are read by
    /// [`Scanner::u64_records_fast`] while they can be, and otherwise by exactly those calls.
    #[inline]
    pub fn u64_records<const K: usize>(
        &mut self,
        what: [&str; K],
        mut f: impl FnMut([u64; K]) -> Result<()>,
    ) -> Result<()> {
        loop {
            self.records_fast(u64::MAX, true, |record, _| f(record).map(|()| true))?;
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
}

/// The token at the start of `bytes` (its first byte a digit; `lo` its first 8 bytes and
/// `non_digit` their [`non_digit_lanes`]) when it is 1..=15 digits followed by whitespace:
/// (value, digits, separator).
#[inline(always)]
fn plain_token(bytes: &[u8], lo: u64, non_digit: u64) -> Option<(u64, usize, u8)> {
    let (value, len) = if non_digit & 0x80_8080_8080 != 0 {
        // At most 4 digits, as most judge numbers: valued in five instructions.
        let len = (non_digit.trailing_zeros() / 8) as usize;
        (value4(((lo as u32) << (8 * (4 - len))) & 0x0f0f_0f0f), len)
    } else if non_digit != 0 {
        let len = (non_digit.trailing_zeros() / 8) as usize;
        (
            combine8((lo << (8 * (8 - len))) & 0x0f0f_0f0f_0f0f_0f0f),
            len,
        )
    } else {
        let hi = u64::from_le_bytes(bytes.get(8..16)?.try_into().unwrap_or_default());
        let (v, n) = parse_tail(hi);
        if n == 8 {
            return None; // 16 digits or more: the general path checks for overflow
        }
        (combine8(lo & 0x0f0f_0f0f_0f0f_0f0f) * POW10[n] + v, 8 + n)
    };
    // The separator comes from the register when it lies in `lo`: a load at `len` would
    // put a memory access on the chain from one token's start to the next's.
    let sep = if len < 8 {
        (lo >> (8 * len)) as u8
    } else {
        *bytes.get(len)?
    };
    if !is_space(sep) {
        return None; // `12x`: one bad token, reported whole by the general path
    }
    Some((value, len, sep))
}
