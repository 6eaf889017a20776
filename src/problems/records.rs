//! Formats whose cases are fixed-size records of numbers (brave-game's `n m`, a date
//! `YYYY MM DD`), read on the scanner's record fast path with the exact errors of one
//! scanner call per number.
//!
//! Each format gives two readings of a case: `fast` gets a record the scanner parsed in
//! its bulk loop and answers it, or declines it (a value out of range, a `--strict` limit)
//! without answering; `slow` reads one case with one scanner call per number, as the
//! format always did, and so reports every error with its own message and position. A
//! declined record, one across the buffer's end, and anything unusual (a long or bad
//! token, the end of input) go to `slow`; all others never pay for a call per number.
//! Measured (brave-game, 1.7 M cases): 263 instructions per case with a call per number,
//! of which a third were the calls and their position bookkeeping.

use std::io::Read;

use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// Reads `count` cases of `K` numbers each (see the module's doc for `fast` and `slow`).
#[inline(always)]
pub fn each_case<R: Read, S, const K: usize>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    count: u64,
    mut fast: impl FnMut(&mut S, [u64; K]) -> Result<bool>,
    mut slow: impl FnMut(&mut Scanner<R>, &mut S) -> Result<()>,
) -> Result<()> {
    let mut left = count;
    while left > 0 {
        left -= sc.u64_records_fast(left, |record| fast(sink, record))?;
        if left > 0 {
            slow(sc, sink)?;
            left -= 1;
        }
    }
    Ok(())
}

/// Reads cases of `K` numbers until `slow` finds the end of the input (returns false):
/// [`each_case`] for formats without a count.
#[inline(always)]
pub fn each_case_until_end<R: Read, S, const K: usize>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    mut fast: impl FnMut(&mut S, [u64; K]) -> Result<bool>,
    mut slow: impl FnMut(&mut Scanner<R>, &mut S) -> Result<bool>,
) -> Result<()> {
    loop {
        sc.u64_records_fast(u64::MAX, |record| fast(sink, record))?;
        if !slow(sc, sink)? {
            return Ok(());
        }
    }
}

/// Reads digit strings until `slow` finds the end of the input (returns false): a string
/// of 1..=15 digits comes to `fast` as its value and its length (so `007` is not `7`),
/// which answers it or declines it as in [`each_case`]; everything else goes to `slow`,
/// which reads one token.
#[inline(always)]
pub fn digit_strings_until_end<R: Read, S>(
    sc: &mut Scanner<R>,
    state: &mut S,
    mut fast: impl FnMut(&mut S, u64, usize) -> Result<bool>,
    mut slow: impl FnMut(&mut Scanner<R>, &mut S) -> Result<bool>,
) -> Result<()> {
    loop {
        sc.u64_records_fast_len(u64::MAX, |[value], [len]| fast(state, value, len))?;
        if !slow(sc, state)? {
            return Ok(());
        }
    }
}
