//! `grundy wythoff`: Wythoff's game (POJ 1067 = HDU 1527), exact for every u64 pile.
//!
//! Input: lines `a b` (either order) until end of input. Output: per line `1` when the
//! player to move wins, else `0`. HDU 2177's format is the problem `wythoff-moves`.

use std::fmt::Display;
use std::io::Read;
use std::ops::Sub;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::wythoff::{self, Take};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// POJ 1067's limit on a pile, enforced by `--strict`.
const JUDGE_MAX_PILE: u64 = 1_000_000_000;

pub struct Wythoff;

impl Solve for Wythoff {
    const META: Meta = Meta {
        id: "wythoff",
        aliases: &["poj1067", "hdu1527"],
        family: "wythoff",
        title: "Wythoff's game",
        about: "Input: lines `a b` (two pile sizes, any u64, either order) until end of input.\n\
Output: per line 1 if the player to move wins, else 0.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        if options.is_strict() {
            while let Some(a) = sc.u64_or_end("a pile size a")? {
                options.judge_limit_here(sc, "a pile size a", a, 0, JUDGE_MAX_PILE)?;
                let b = sc.u64("the second pile size b")?;
                options.judge_limit_here(sc, "the second pile size b", b, 0, JUDGE_MAX_PILE)?;
                let verdict = Verdict {
                    first_player_wins: !wythoff::is_losing(a, b),
                    win: b"1\n",
                    lose: b"0\n",
                };
                if S::MOVES {
                    sink.emit(&WithMoves {
                        answer: verdict,
                        moves: |r: &mut Report| {
                            report_u64(r, a, b, |x, y| After::Input(format!("{x} {y}\n")))
                        },
                    })?;
                } else {
                    sink.emit(&verdict)?;
                }
            }
            return Ok(());
        }
        sc.u64_records(["a pile size a", "the second pile size b"], |[a, b]| {
            let verdict = Verdict {
                first_player_wins: !wythoff::is_losing(a, b),
                win: b"1\n",
                lose: b"0\n",
            };
            if S::MOVES {
                return sink.emit(&WithMoves {
                    answer: verdict,
                    moves: |r: &mut Report| {
                        report_u64(r, a, b, |x, y| After::Input(format!("{x} {y}\n")))
                    },
                });
            }
            sink.emit(&verdict)
        })
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(30, JUDGE_MAX_PILE, u64::MAX);
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            let (a, b) = pair(gen, max);
            let (a, b) = if gen.chance(1, 2) { (b, a) } else { (a, b) };
            gen.line(&[a, b]);
        }
        true
    }
}

/// A position (a ≤ b ≤ max) with Wythoff's traps: losing positions (⌊kφ⌋, ⌊kφ⌋ + k) and
/// their neighbours about half of the time, consecutive Fibonacci numbers (where
/// floating-point φ fails first) when the size goes beyond the judge's.
pub(super) fn pair(gen: &mut Gen, max: u64) -> (u64, u64) {
    let fibonacci = gen.size == Size::Huge && gen.chance(1, 4);
    let (a, b) = if fibonacci {
        let (mut x, mut y) = (1u64, 2u64);
        for _ in 0..gen.range(0, 90) {
            match x.checked_add(y) {
                Some(z) if z <= max => (x, y) = (y, z),
                _ => break,
            }
        }
        (x, y)
    } else if gen.chance(1, 2) {
        // The losing position of a random difference k that fits under max.
        let k = gen.range(0, max / 3 + 1);
        let a = wythoff::floor_phi(k);
        match u64::try_from(a + k as u128) {
            Ok(b) if b <= max => (a as u64, b),
            _ => (0, 0),
        }
    } else {
        let (x, y) = (gen.value(max), gen.value(max));
        (x.min(y), x.max(y))
    };
    // A neighbour of a trap position one time in four.
    if gen.chance(1, 4) {
        (
            a.saturating_sub(gen.range(0, 1)),
            b.saturating_add(gen.range(0, 1)).min(max),
        )
    } else {
        (a, b)
    }
}

/// The move report of the Wythoff position (a, b), piles in input order
/// ([`wythoff::winning_takes`]); `after` writes the judge input of one case holding the
/// piles after a move. Shared by `wythoff`, `wythoff-ab` and `wythoff-moves`.
pub(super) fn report_u64(r: &mut Report, a: u64, b: u64, after: impl Fn(u64, u64) -> After) {
    let k = a.abs_diff(b);
    let low = wythoff::floor_phi(k);
    let losing = (low, low + u128::from(k));
    let takes = wythoff::winning_takes(a, b);
    report(r, &a, &b, &k, losing, takes, |x, y| after(*x, *y));
}

/// The move report of (a, b) from its winning moves `takes`, for any natural type (u64,
/// big integers): the facts are the difference k = |a − b| and the one losing position of
/// that difference, (⌊kφ⌋, ⌊kφ⌋ + k) (so the position loses iff it is that one), the moves `take 3 from pile 1 (10 -> 7)`,
/// `take 2 from both piles (5 -> 3, 8 -> 6)` in the order of `takes`.
pub(super) fn report<T, L>(
    r: &mut Report,
    a: &T,
    b: &T,
    k: &T,
    losing: (L, L),
    takes: Vec<(Take, T, T)>,
    after: impl Fn(&T, &T) -> After,
) where
    T: Display,
    L: Display,
    for<'x> &'x T: Sub<&'x T, Output = T>,
{
    let p = r.position();
    p.wins(!takes.is_empty()).fact("difference", k).fact(
        "losing pair with it",
        format_args!("({}, {})", losing.0, losing.1),
    );
    for (take, x, y) in &takes {
        p.add(
            || match take {
                Take::First => format!("take {} from pile 1 ({a} -> {x})", a - x),
                Take::Second => format!("take {} from pile 2 ({b} -> {y})", b - y),
                Take::Both => format!("take {} from both piles ({a} -> {x}, {b} -> {y})", a - x),
            },
            || after(x, y),
        );
    }
}
