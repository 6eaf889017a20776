//! Range-checked reads inlined into a format's own loop.
//!
//! [`Scanner::u64_in`] is an out-of-line call that returns its `Result` through memory; in
//! the formats that read two numbers per record (stone-box, switch-lights, the tree
//! readers) that call cost more than parsing the number. Here the scanner's inlined
//! [`Scanner::u64`] is followed by the same range check, with the error built out of line:
//! the value, the error and its position are exactly those of [`Scanner::u64_in`].

use std::io::Read;

use crate::error::{Error, Result};
use crate::io::scan::Scanner;

/// [`Scanner::u64_in`], inlined.
#[inline(always)]
pub fn u64_in<R: Read>(sc: &mut Scanner<R>, what: &str, lo: u64, hi: u64) -> Result<u64> {
    let v = sc.u64(what)?;
    if v < lo || v > hi {
        return Err(out_of_range(sc, what, lo, hi, v));
    }
    Ok(v)
}

#[cold]
#[inline(never)]
fn out_of_range<R: Read>(sc: &Scanner<R>, what: &str, lo: u64, hi: u64, v: u64) -> Error {
    sc.out_of_range(what, lo, hi, v)
}
