//! `grundy wythoff-ab`: Wythoff's game with `A`/`B` answers (51Nod 1185 and 1072).
//!
//! Input: `T`, then T pairs `a b`. Output: `A` if the first player wins, else `B`. The
//! exact losing-position test of `games::wythoff`, shared with `wythoff` and `wythoff-big`.

use std::io::Read;

use crate::gen::Gen;
use crate::moves::After;
use crate::wythoff::wythoff::{pair, report_u64};
use crate::{Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::wythoff;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// 51Nod 1185's limits, enforced by `--strict`.
const JUDGE_MAX_PAIRS: u64 = 10_000;
const JUDGE_MAX_PILE: u64 = 1_000_000_000_000_000_000;

pub struct WythoffAb;

impl Solve for WythoffAb {
    const META: Meta = Meta {
        id: "wythoff-ab",
        aliases: &["51nod1185", "51nod1072"],
        family: "wythoff",
        title: "Wythoff's game (A/B)",
        about: "Input: `T`, then T pairs `a b` (pile sizes, any u64).\n\
Output: per pair `A` if the first player wins, else `B`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of pairs T")?;
        options.judge_limit_here(sc, "the number of pairs T", cases, 1, JUDGE_MAX_PAIRS)?;
        for _ in 0..cases {
            let a = sc.u64("a pile size a")?;
            options.judge_limit_here(sc, "a pile size a", a, 1, JUDGE_MAX_PILE)?;
            let b = sc.u64("the second pile size b")?;
            options.judge_limit_here(sc, "the second pile size b", b, 1, JUDGE_MAX_PILE)?;
            let verdict = Verdict {
                first_player_wins: !wythoff::is_losing(a, b),
                win: b"A\n",
                lose: b"B\n",
            };
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer: verdict,
                    moves: |r: &mut Report| {
                        report_u64(r, a, b, |x, y| After::Input(format!("1\n{x} {y}\n")))
                    },
                })?;
            } else {
                sink.emit(&verdict)?;
            }
        }
        sc.finish("the last of the T pairs")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(30, JUDGE_MAX_PILE, u64::MAX);
        let cases = gen.case_count(100, JUDGE_MAX_PAIRS, JUDGE_MAX_PAIRS);
        gen.line(&[cases]);
        for _ in 0..cases {
            let (a, b) = pair(gen, max);
            // The judges' piles are at least 1; beyond them 0 is a pile too.
            let (a, b) = match gen.size {
                crate::gen::Size::Huge => (a, b),
                _ => (a.max(1), b.max(1)),
            };
            let (a, b) = if gen.chance(1, 2) { (b, a) } else { (a, b) };
            gen.line(&[a, b]);
        }
        true
    }
}
