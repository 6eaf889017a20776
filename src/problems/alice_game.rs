//! `grundy alice-game`: Alice's Game (HDU 3544), Cutcake.
//!
//! Input: `T`; each case `N` and N bars `X Y` (sides ≥ 1). Output: `Case i: Alice` if Alice
//! (first) wins, else `Case i: Bob`. Every bar is an integer game and Alice wins iff their
//! sum is positive (see `games::cutcake`); the sum is kept in i128.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::cutcake::CutcakeSum;
use crate::io::scan::Scanner;
use crate::problems::gen::{Gen, Size};
use crate::problems::records::each_case;
use crate::problems::{Answer, JsonFields, Meta, Options, Sink, Solve};

/// HDU 3544's limits, enforced by `--strict`.
const JUDGE_MAX_BARS: u64 = 100;
const JUDGE_MAX_SIDE: u64 = 1_000_000_000;

pub struct AliceGame;

struct Case {
    number: u64,
    sum: CutcakeSum,
}

impl Answer for Case {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(b"Case ")?;
        out.write_all(itoa::Buffer::new().format(self.number).as_bytes())?;
        out.write_all(if self.sum.alice_wins() {
            b": Alice\n"
        } else {
            b": Bob\n"
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", self.sum.alice_wins())
            .int("value", self.sum.0);
    }
}

impl Solve for AliceGame {
    const META: Meta = Meta {
        id: "alice-game",
        aliases: &["hdu3544"],
        family: "partizan",
        title: "Alice's Game (Cutcake)",
        about: "Input: `T`; each case `N`, then N bars `X Y` (sides >= 1). Alice splits bars \
along X, Bob along Y; who cannot move loses; Alice starts.\n\
Output: per case `Case i: Alice` or `Case i: Bob`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        let max_side = options.judge_or(JUDGE_MAX_SIDE, u64::MAX);
        for number in 1..=cases {
            let bars = sc.u64("the number of bars N")?;
            options.judge_limit_here(sc, "the number of bars N", bars, 0, JUDGE_MAX_BARS)?;
            let mut sum = CutcakeSum::default();
            each_case(
                sc,
                &mut sum,
                bars,
                |sum, [x, y]| {
                    if x == 0 || y == 0 || x.max(y) > max_side {
                        return Ok(false); // the slow reading names the bad side
                    }
                    sum.add(x, y);
                    Ok(true)
                },
                |sc, sum| {
                    let x = sc.u64_in("a bar side X", 1, u64::MAX)?;
                    options.judge_limit_here(sc, "a bar side X", x, 1, JUDGE_MAX_SIDE)?;
                    let y = sc.u64_in("a bar side Y", 1, u64::MAX)?;
                    options.judge_limit_here(sc, "a bar side Y", y, 1, JUDGE_MAX_SIDE)?;
                    sum.add(x, y);
                    Ok(())
                },
            )?;
            sink.emit(&Case { number, sum })?;
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_bars, max_side) = match gen.size {
            Size::Small => (3, 6),
            Size::Judge => (JUDGE_MAX_BARS, JUDGE_MAX_SIDE),
            Size::Huge => (1000, u64::MAX),
        };
        let cases = gen.case_count(50, 100, 100);
        gen.line(&[cases]);
        for _ in 0..cases {
            let bars = if gen.size == Size::Judge {
                max_bars
            } else {
                gen.range(0, max_bars)
            };
            gen.line(&[bars]);
            for _ in 0..bars {
                // Thin bars (X × 1, 1 × Y: the large values) and squares (worth 0) often.
                let (x, y) = match gen.range(0, 4) {
                    0 => (gen.value(max_side).max(1), 1),
                    1 => (1, gen.value(max_side).max(1)),
                    2 => {
                        let s = gen.value(max_side).max(1);
                        (s, s)
                    }
                    _ => (gen.value(max_side).max(1), gen.value(max_side).max(1)),
                };
                gen.line(&[x, y]);
            }
        }
        true
    }
}
