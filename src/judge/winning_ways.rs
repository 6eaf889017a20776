//! `grundy winning-ways`: count the winning first moves of Nim (Sicily 1922).
//!
//! Input: `T`, then T cases `N h_1..h_N`. Output: per case the count on its own line.

use std::io::{Read, Write};

use crate::error::Result;
use crate::games::nim;
use crate::io::scan::Scanner;
use crate::judge::write_u64_line;

pub fn solve<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write) -> Result<()> {
    let cases = sc.u64("the number of cases T")?;
    // The count needs the final nim-sum, so a case's piles are kept until it ends; the
    // buffer is reused, so memory follows the largest case, not the input.
    let mut piles: Vec<u64> = Vec::new();
    for _ in 0..cases {
        let n = sc.u64("the number of piles N")?;
        piles.clear();
        let mut x = 0u64;
        sc.u64_each(n, "a pile size", |p| {
            x ^= p;
            piles.push(p);
        })?;
        write_u64_line(out, nim::winning_moves(&piles, x))?;
    }
    sc.finish("the last of the T cases")
}
