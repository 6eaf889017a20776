//! `grundy alice-game`: Alice's Game (HDU 3544), Cutcake.
//!
//! Input: `T`; each case `N` and N bars `X Y` (sides ≥ 1). Output: `Case i: Alice` if Alice
//! (first) wins, else `Case i: Bob`. Every bar is an integer game and Alice wins iff their
//! sum is positive (see `games::cutcake`); the sum is kept in i128.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::records::each_case;
use crate::{After, AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::cutcake::CutcakeSum;
use grundy_games::cutcake_cuts::{count_winning_cuts, for_each_winning_cut, need};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

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

/// Where a case's bars go as they are read: their sum, and for a move report the bars.
trait AddBar {
    fn add_bar(&mut self, x: u64, y: u64);
}

impl AddBar for CutcakeSum {
    #[inline(always)]
    fn add_bar(&mut self, x: u64, y: u64) {
        self.add(x, y);
    }
}

/// The sum and the bars (`--moves`).
#[derive(Default)]
struct Kept {
    sum: CutcakeSum,
    bars: Vec<(u64, u64)>,
}

impl AddBar for Kept {
    fn add_bar(&mut self, x: u64, y: u64) {
        self.sum.add(x, y);
        self.bars.push((x, y));
    }
}

/// Reads a case's `bars` bars `X Y` into `to`.
#[inline(always)]
fn read_bars<R: Read, A: AddBar>(
    sc: &mut Scanner<R>,
    options: &Options,
    max_side: u64,
    bars: u64,
    to: &mut A,
) -> Result<()> {
    each_case(
        sc,
        to,
        bars,
        |to, [x, y]| {
            if x == 0 || y == 0 || x.max(y) > max_side {
                return Ok(false); // the slow reading names the bad side
            }
            to.add_bar(x, y);
            Ok(true)
        },
        |sc, to| {
            let x = sc.u64_in("a bar side X", 1, u64::MAX)?;
            options.judge_limit_here(sc, "a bar side X", x, 1, JUDGE_MAX_SIDE)?;
            let y = sc.u64_in("a bar side Y", 1, u64::MAX)?;
            options.judge_limit_here(sc, "a bar side Y", y, 1, JUDGE_MAX_SIDE)?;
            to.add_bar(x, y);
            Ok(())
        },
    )
}

/// The move report of a case: the sum of the bars' values and Alice's winning cuts, bar
/// by bar in input order and by the smaller piece A (`games::cutcake_cuts`), counted
/// exactly and listed up to the limit. After a cut Bob is to move, so each move's position
/// is a `state`: the bars in order, the cut bar replaced by its two pieces.
fn report(r: &mut Report, sum: CutcakeSum, bars: &[(u64, u64)]) {
    let p = r.position();
    p.wins(sum.alice_wins()).fact("sum of values", sum.0);
    if !sum.alice_wins() {
        return;
    }
    p.note("a cut wins iff the sum of values after it is at least 0 (Bob then moves and loses)");
    let mut total = 0u128;
    for (i, &(x, y)) in bars.iter().enumerate() {
        let need = need(x, y, sum.0);
        if !p.wants() {
            total += count_winning_cuts(x, y, need);
            continue;
        }
        for_each_winning_cut(x, y, need, |cuts| {
            total += cuts.count();
            for a in cuts.iter() {
                if !p.wants() {
                    break;
                }
                p.add(
                    || format!("cut bar {} ({x}x{y}) into {a}x{y} and {}x{y}", i + 1, x - a),
                    || {
                        let mut after: Vec<[u64; 2]> = bars.iter().map(|&(x, y)| [x, y]).collect();
                        after.splice(i..=i, [[a, y], [x - a, y]]);
                        After::State(serde_json::json!({ "to_move": "Bob", "bars": after }))
                    },
                );
            }
        });
    }
    p.total(total);
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

    /// After Alice's cut Bob is to move, which the format (Alice always starts) cannot say.
    const MOVES_AFTER: AfterKind = AfterKind::State;

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
            if S::MOVES {
                // The report needs the bars themselves.
                let mut kept = Kept::default();
                read_bars(sc, options, max_side, bars, &mut kept)?;
                let (sum, bars) = (kept.sum, &kept.bars);
                sink.emit(&WithMoves {
                    answer: Case { number, sum },
                    moves: |r: &mut Report| report(r, sum, bars),
                })?;
                continue;
            }
            let mut sum = CutcakeSum::default();
            read_bars(sc, options, max_side, bars, &mut sum)?;
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
