//! `grundy brave-game`: Bash's game (HDU 1846).
//!
//! Input: `C`, then C cases `n m` (pile n, largest take m ≥ 1). Output: per case `first`
//! if the player to move wins, else `second`. Exact for every u64 (see `games::takeaway`).

use std::io::Read;

use crate::gen::Gen;
use crate::records::each_case;
use crate::{After, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::takeaway::{bash_value, bash_winning_take};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 1846's limits, enforced by `--strict`.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX: u64 = 1000;

pub struct BraveGame;

/// Brave Game's cases: n may be 0 outside `--strict`.
const BRAVE_GAME: BashCases = BashCases {
    n: "the pile size n",
    n_min: 0,
    n_judge_max: JUDGE_MAX,
    m: "the largest take m",
    m_judge_max: JUDGE_MAX,
    win: b"first\n",
    lose: b"second\n",
    report: report_take,
};

impl Solve for BraveGame {
    const META: Meta = Meta {
        id: "brave-game",
        aliases: &["hdu1846"],
        family: "take-away",
        title: "Brave Game (Bash)",
        about:
            "Input: `C`, then C cases `n m`: a pile of n stones, a move takes 1 to m (m >= 1).\n\
Output: per case `first` if the player to move wins, else `second`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases C")?;
        options.judge_limit_here(sc, "the number of cases C", cases, 1, JUDGE_MAX_CASES)?;
        BRAVE_GAME.read_cases(options, sc, sink, cases)?;
        sc.finish("the last of the C cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(50, JUDGE_MAX_CASES, 1000);
        gen.line(&[cases]);
        for _ in 0..cases {
            let (n, m) = bash_case(gen, JUDGE_MAX);
            gen.line(&[n, m]);
        }
        true
    }
}

/// The move report of the pile `n` with largest take `m`: its Grundy value and the one take
/// that leaves a multiple of m + 1 (`games::takeaway::bash_winning_take`).
fn report_take(r: &mut Report, n: u64, m: u64) {
    let p = r.position();
    p.wins(bash_value(n, m) != 0)
        .fact("Grundy value", bash_value(n, m));
    if let Some(t) = bash_winning_take(n, m) {
        p.add(
            || format!("take {t} ({n} -> {})", n - t),
            || After::Input(format!("1\n{} {m}\n", n - t)),
        );
    }
}

/// A Bash case `n m` (n, m ≥ 1 within the judge's `max`, any u64 when huge) with the traps:
/// losing multiples of m + 1 a third of the time, m ≥ n, and m = 2^64 − 1 when huge.
pub(super) fn bash_case(gen: &mut Gen, judge_max: u64) -> (u64, u64) {
    let max = gen.by_size(30, judge_max, u64::MAX);
    let m = if gen.chance(1, 6) {
        max
    } else {
        gen.range(1, gen.by_size(6, judge_max, u64::MAX))
    };
    let n = if gen.chance(1, 3) && m < max {
        (m + 1) * gen.range(1, max / (m + 1))
    } else {
        gen.value(max).max(1)
    };
    (n, m)
}

/// The framing of a Bash case `n m` shared by brave-game and volunteers: the names the
/// errors use, the smallest n outside `--strict` (m is always at least 1), the judge's
/// limits, and the answer words.
pub(super) struct BashCases {
    pub n: &'static str,
    pub n_min: u64,
    pub n_judge_max: u64,
    pub m: &'static str,
    pub m_judge_max: u64,
    pub win: &'static [u8],
    pub lose: &'static [u8],
    /// The move report of a case `n m` (`--moves`).
    pub report: fn(&mut Report, u64, u64),
}

impl BashCases {
    /// Reads and answers `cases` cases on the record fast path; a record it declines (out
    /// of range, over a `--strict` limit) is read again one number at a time, which names
    /// the bad number.
    pub(super) fn read_cases<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
        cases: u64,
    ) -> Result<()> {
        let strict = options.is_strict();
        each_case(
            sc,
            sink,
            cases,
            |sink, [n, m]| {
                let judge =
                    (1..=self.n_judge_max).contains(&n) && (1..=self.m_judge_max).contains(&m);
                if n < self.n_min || m == 0 || strict && !judge {
                    return Ok(false); // the slow reading names the bad number
                }
                self.emit(sink, n, m).map(|()| true)
            },
            |sc, sink| {
                let n = sc.u64_in(self.n, self.n_min, u64::MAX)?;
                options.judge_limit_here(sc, self.n, n, 1, self.n_judge_max)?;
                let m = sc.u64_in(self.m, 1, u64::MAX)?;
                options.judge_limit_here(sc, self.m, m, 1, self.m_judge_max)?;
                self.emit(sink, n, m)
            },
        )
    }

    /// Emits the answer to the case `n m`, with its move report in a `--moves` run.
    #[inline(always)]
    fn emit<S: Sink>(&self, sink: &mut S, n: u64, m: u64) -> Result<()> {
        if S::MOVES {
            return sink.emit(&WithMoves {
                answer: self.answer(n, m),
                moves: |r: &mut Report| (self.report)(r, n, m),
            });
        }
        sink.emit(&self.answer(n, m))
    }

    /// The answer to the case `n m`.
    #[inline(always)]
    fn answer(&self, n: u64, m: u64) -> Valued {
        Valued {
            value: bash_value(n, m) as u128,
            win: self.win,
            lose: self.lose,
        }
    }
}
