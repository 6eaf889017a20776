//! `grundy snim`: S-Nim (HDU 1536 / HDU 1944 / POJ 2960).
//!
//! Input: cases until `0` (or end of input): `k s_1..s_k`, `m`, then m lines `l h_1..h_l`.
//! Output: per case one line, one `W`/`L` per position.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::subtraction::GrundySequence;
use crate::io::scan::{Position, Scanner};
use crate::problems::gen::{Gen, Size};
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

/// HDU 1536's limits, enforced by `--strict`: k, m, l ≤ 100; s_i, h_i ≤ 10000.
const JUDGE_MAX_COUNT: u64 = 100;
const JUDGE_MAX_VALUE: u64 = 10_000;

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
        options: &Options,
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
            options.judge_limit_here(sc, "the size k of S", k, 1, JUDGE_MAX_COUNT)?;
            moves.clear();
            for _ in 0..k {
                let s = sc.u64_in("a move s of S", 1, u64::MAX)?;
                options.judge_limit_here(sc, "a move s of S", s, 1, JUDGE_MAX_VALUE)?;
                moves.push(s);
            }
            let m = sc.u64("the number m of positions")?;
            options.judge_limit_here(sc, "the number m of positions", m, 0, JUDGE_MAX_COUNT)?;
            heaps.clear();
            ends.clear();
            let mut largest: (u64, Position) = (0, sc.position());
            for _ in 0..m {
                let l = sc.u64("the number l of heaps in a position")?;
                options.judge_limit_here(sc, "the number l of heaps", l, 0, JUDGE_MAX_COUNT)?;
                sc.u64_each_at(l, "a heap size", |h, at| {
                    if h > largest.0 {
                        largest = (h, at);
                    }
                    heaps.push(h);
                })?;
                ends.push(heaps.len());
            }
            if largest.0 > JUDGE_MAX_VALUE {
                options.judge_limit(sc, largest.1, "a heap size", largest.0, 0, JUDGE_MAX_VALUE)?;
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

    fn generate(&self, gen: &mut Gen) -> bool {
        // Beyond the judge, heaps go up to 2^64 − 1 over small sets S, whose periods the
        // certified search finds quickly.
        let (max_k, max_s, max_count, max_heap) = match gen.size {
            Size::Small => (3, 6, 5, 15),
            Size::Judge => (
                JUDGE_MAX_COUNT,
                JUDGE_MAX_VALUE,
                JUDGE_MAX_COUNT,
                JUDGE_MAX_VALUE,
            ),
            Size::Huge => (4, 30, 2 * JUDGE_MAX_COUNT, u64::MAX),
        };
        for _ in 0..gen.case_count(5, 3, 3) {
            let full = gen.size == Size::Judge;
            let k = if full { max_k } else { gen.range(1, max_k) };
            let mut set: Vec<u64> = (0..k).map(|_| gen.range(1, max_s)).collect();
            // Repeats and any order are allowed; a move larger than every heap is a trap.
            if gen.chance(1, 4) {
                if full {
                    set[0] = set[set.len() - 1];
                } else {
                    set.push(set[0]);
                }
            }
            gen.line(&[set.len() as u64]);
            gen.line(&set);
            let m = if full {
                max_count
            } else {
                gen.range(1, max_count)
            };
            gen.line(&[m]);
            for _ in 0..m {
                let l = if full {
                    max_count
                } else {
                    gen.range(1, max_count.min(6))
                };
                let heaps: Vec<u64> = (0..l).map(|_| gen.value(max_heap)).collect();
                gen.num(l);
                gen.line(&heaps);
            }
        }
        // Beyond the judge, the end of the input may stand for the terminating 0.
        if gen.size != Size::Huge || gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}
