//! `grundy snim`: S-Nim (HDU 1536 / HDU 1944 / POJ 2960).
//!
//! Input: cases until `0` (or end of input): `k s_1..s_k`, `m`, then m lines `l h_1..h_l`.
//! Output: per case one line, one `W`/`L` per position.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::subtraction::GrundySequence;
use crate::io::scan::{Position, Scanner};
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

pub struct Snim;

/// One case: the Grundy value of every position (the xor of its heaps' values).
struct Positions<'a>(&'a [u32]);

impl Answer for Positions<'_> {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let mut letters = [0u8; 256];
        for chunk in self.0.chunks(letters.len()) {
            for (letter, &x) in letters.iter_mut().zip(chunk) {
                *letter = if x != 0 { b'W' } else { b'L' };
            }
            out.write_all(&letters[..chunk.len()])?;
        }
        out.write_all(b"\n")
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.objects("positions", self.0, |j, &x| {
            j.bool("first_player_wins", x != 0).u64("value", x.into());
        });
    }
}

impl Solve for Snim {
    const META: Meta = Meta {
        id: "snim",
        aliases: &["hdu1536", "hdu1944", "poj2960"],
        family: "subtraction",
        title: "S-Nim",
        about: "Input: cases until a line `0`. A case is `k s_1 .. s_k` (the set S, any order, \
repeats allowed, every s >= 1), then `m`, then m lines `l h_1 .. h_l`.\n\
Output: per case one line with one letter per position: W (player to move wins) or L.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        _: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut moves: Vec<u64> = Vec::new();
        // Heaps of all positions of the case, flat, and where each position ends.
        let mut heaps: Vec<u64> = Vec::new();
        let mut ends: Vec<usize> = Vec::new();
        let mut values: Vec<u32> = Vec::new();
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
                        "a heap whose Grundy value can be found (for this S the sequence shows \
                         no period within its first {} values)",
                        e.searched
                    ),
                    &largest.0.to_string(),
                ));
            }
            values.clear();
            let mut start = 0;
            for &end in &ends {
                values.push(heaps[start..end].iter().fold(0u32, |x, &h| x ^ seq.get(h)));
                start = end;
            }
            sink.emit(&Positions(&values))?;
        }
    }
}
