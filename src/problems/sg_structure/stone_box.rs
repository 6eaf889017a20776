//! `grundy stone-box`: boxes filled by at most the square of their count (HDU 1729).
//!
//! Input: cases until a lone `0` (or end of input): `N`, then N lines `s c`. Output: per
//! case `Case k:` and then `Yes` (the first player wins) or `No`. c > s is malformed.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::read;
use crate::{Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::stone_box;
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

pub struct StoneBox;

/// HDU 1729's limits, enforced by `--strict`: 0 < N ≤ 50, 0 ≤ c ≤ s ≤ 10^6.
const JUDGE_MAX_BOXES: u64 = 50;
const JUDGE_MAX_CAPACITY: u64 = 1_000_000;

const CAPACITY: &str = "a box's capacity s";
const STONES: &str = "the stones c in the box";

struct Numbered {
    case: u64,
    value: u64,
}

impl Answer for Numbered {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        writeln!(out, "Case {}:", self.case)?;
        out.write_all(if self.value != 0 { b"Yes\n" } else { b"No\n" })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.value != 0)
            .u64("value", self.value);
    }
}

impl Solve for StoneBox {
    const META: Meta = Meta {
        id: "stone-box",
        aliases: &["hdu1729"],
        // A family of its own (catalogue-sg.md): values found from the structure of the
        // position (here the capacity shrinking to q), neither a table nor a plain heap.
        family: "sg-structure",
        title: "Stone Game (boxes filled by at most c^2 stones)",
        about: "Input: cases until a lone `0` or end of input: `N`, then N lines `s c` \
(capacity s, c stones in it, c <= s).\n\
Output: per case `Case k:` and then `Yes` if the first player wins (a move adds 1..=c² \
stones to one box without exceeding s), else `No`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut case = 0;
        let mut boxes: Vec<(u64, u64)> = Vec::new();
        loop {
            let n = match sc.u64_or_end("the number of boxes N, or 0 to end")? {
                None => return Ok(()),
                Some(0) => return sc.finish("the terminating 0"),
                Some(n) => n,
            };
            options.judge_limit_here(sc, "the number of boxes N", n, 1, JUDGE_MAX_BOXES)?;
            let mut x = 0u64;
            // The first capacity over the judge's limit or count over its capacity, in
            // input order, is reported in place of anything the read finds after it: as
            // (the value, where, the box's capacity when it is a count).
            let mut bad: Option<(u64, Position, Option<u64>)> = None;
            let mut s = 0;
            let strict = options.is_strict();
            // Only a move report needs the boxes themselves.
            boxes.clear();
            let read = read::u64_pairs(sc, n, [CAPACITY, STONES], |v, at, second| {
                if !second {
                    s = v;
                    if strict && v > JUDGE_MAX_CAPACITY && bad.is_none() {
                        bad = Some((v, at, None));
                    }
                } else if v <= s {
                    x ^= stone_box::value(s, v);
                    if S::MOVES {
                        boxes.push((s, v));
                    }
                } else if bad.is_none() {
                    bad = Some((v, at, Some(s)));
                }
            });
            match bad {
                Some((v, at, None)) => {
                    options.judge_limit(sc, at, CAPACITY, v, 0, JUDGE_MAX_CAPACITY)?;
                }
                Some((c, at, Some(s))) => {
                    return Err(read::out_of_range_at(sc, at, STONES, 0, s, c));
                }
                None => read?,
            }
            case += 1;
            if S::MOVES {
                let boxes: &[(u64, u64)] = &boxes;
                sink.emit(&WithMoves {
                    answer: Numbered { case, value: x },
                    moves: |r: &mut Report| report(r, boxes, x),
                })?;
            } else {
                sink.emit(&Numbered { case, value: x })?;
            }
        }
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max_s = gen.by_size(30, JUDGE_MAX_CAPACITY, u64::MAX);
        for _ in 0..gen.case_count(20, 100, 20) {
            let n = match gen.size {
                Size::Small => gen.range(1, 4),
                Size::Judge => JUDGE_MAX_BOXES,
                Size::Huge => gen.range(1, 200),
            };
            gen.line(&[n]);
            for _ in 0..n {
                let s = gen.value(max_s);
                // The traps: c = 0 (no move), c = s (full), and counts around √s, where
                // the value stops being a plain heap.
                let root = (s as f64).sqrt() as u64;
                let c = match gen.range(0, 5) {
                    0 => 0,
                    1 => s,
                    2 | 3 => gen.range(root.saturating_sub(2), root + 2).min(s),
                    _ => gen.range(0, s),
                };
                gen.line(&[s, c]);
            }
        }
        gen.line(&[0]);
        true
    }
}

/// The move report of a case of value `x`: per box in input order, the counts it can be
/// filled to that leave the whole case worth 0 ([`stone_box::counts_worth`]), ascending.
fn report(r: &mut Report, boxes: &[(u64, u64)], x: u64) {
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    if x == 0 {
        return;
    }
    for (i, &(s, c)) in boxes.iter().enumerate() {
        for to in stone_box::counts_worth(s, c, x ^ stone_box::value(s, c)) {
            p.add(
                || {
                    let k = to - c;
                    let stones = if k == 1 { "stone" } else { "stones" };
                    format!("add {k} {stones} to box {} ({c} -> {to})", i + 1)
                },
                || {
                    let mut case = format!("{}\n", boxes.len());
                    for (j, &(s, c)) in boxes.iter().enumerate() {
                        let c = if j == i { to } else { c };
                        case.push_str(&format!("{s} {c}\n"));
                    }
                    case.push_str("0\n");
                    After::Input(case)
                },
            );
        }
    }
}
