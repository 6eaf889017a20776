//! `grundy snim`: S-Nim (HDU 1536 / HDU 1944 / POJ 2960).
//!
//! Input: cases until `0` (or end of input): `k s_1..s_k`, `m`, then m lines `l h_1..h_l`.
//! Output: per case one line, one `W`/`L` per position.

use std::io::{Read, Write};

use crate::error::Result;
use crate::games::subtraction::GrundySequence;
use crate::io::scan::{Position, Scanner};

pub fn solve<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write) -> Result<()> {
    let mut moves: Vec<u64> = Vec::new();
    // Heaps of all positions of the case, flat, and where each position ends.
    let mut heaps: Vec<u64> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut line: Vec<u8> = Vec::new();
    loop {
        let k = match sc.u64_or_end("the size k of S, or 0 to end")? {
            None => return Ok(()),
            Some(0) => return sc.finish("the terminating 0"),
            Some(k) => k,
        };
        moves.clear();
        for _ in 0..k {
            moves.push(sc.u64_in("a move s of S", 1, u64::MAX)?);
        }
        let m = sc.u64("the number m of positions")?;
        heaps.clear();
        ends.clear();
        let mut largest: (u64, Position) = (0, sc.position());
        for _ in 0..m {
            let l = sc.u64("the number l of heaps in a position")?;
            sc.u64_each_at(l, "a heap size", |h, at| {
                if h > largest.0 {
                    largest = (h, at);
                }
                heaps.push(h);
            })?;
            ends.push(heaps.len());
        }
        // A move larger than every heap never applies; dropping it keeps the period
        // search's window (max S) as small as the positions allow.
        moves.retain(|&s| s <= largest.0);
        let mut seq = GrundySequence::new(&moves);
        if let Err(e) = seq.prepare(largest.0) {
            return Err(sc.error_at(
                largest.1,
                &format!(
                    "a heap whose Grundy value can be found (for this S the sequence shows no \
                     period within its first {} values)",
                    e.searched
                ),
                &largest.0.to_string(),
            ));
        }
        line.clear();
        let mut start = 0;
        for &end in &ends {
            let x = heaps[start..end].iter().fold(0u32, |x, &h| x ^ seq.get(h));
            line.push(if x != 0 { b'W' } else { b'L' });
            start = end;
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
}
