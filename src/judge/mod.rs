//! Judge formats: one module per online-judge problem. Each `solve` reads the judge's
//! input through the shared [`Scanner`](crate::io::scan::Scanner), asks [`crate::games`]
//! for the answers, and writes the judge's exact output. Answers of complete test cases
//! are written before an error in a later case is returned.

pub mod anti_nim;
pub mod christmas;
pub mod k_multiple;
pub mod snim;
pub mod winning_ways;
pub mod wythoff;

use std::io::Write;

use crate::error::Result;

/// Writes `v` in decimal followed by a newline.
#[inline]
pub fn write_u64_line(out: &mut impl Write, v: u64) -> Result<()> {
    let mut buf = itoa::Buffer::new();
    let s = buf.format(v).as_bytes();
    let mut line = [0u8; 21];
    line[..s.len()].copy_from_slice(s);
    line[s.len()] = b'\n';
    out.write_all(&line[..=s.len()])?;
    Ok(())
}
