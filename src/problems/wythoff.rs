//! `grundy wythoff`: Wythoff's game (POJ 1067 = HDU 1527), exact for every u64 pile.
//!
//! Input: lines `a b` (either order) until end of input. Output: per line `1` when the
//! player to move wins, else `0`. HDU 2177's format is the problem `wythoff-moves`.

use std::io::Read;

use crate::error::Result;
use crate::games::wythoff;
use crate::io::scan::Scanner;
use crate::problems::gen::{Gen, Size};
use crate::problems::{Meta, Options, Sink, Solve, Verdict};

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
                sink.emit(&Verdict {
                    first_player_wins: !wythoff::is_losing(a, b),
                    win: b"1\n",
                    lose: b"0\n",
                })?;
            }
            return Ok(());
        }
        sc.u64_records(["a pile size a", "the second pile size b"], |[a, b]| {
            sink.emit(&Verdict {
                first_player_wins: !wythoff::is_losing(a, b),
                win: b"1\n",
                lose: b"0\n",
            })
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
