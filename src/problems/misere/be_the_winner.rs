//! `grundy be-the-winner`: misère Nim in HDU 2509's format ("Be the Winner").
//!
//! Input: cases `n h_1..h_n` until end of input (blank lines may separate them). Output:
//! `Yes` if the first player wins, else `No`.

use std::io::Read;

use crate::gen::Gen;
use crate::misere::anti_nim::{emit_misere_case, first_player_wins, write_piles};
use crate::{pile_moves, Meta, Options, Sink, Solve, Verdict};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct BeTheWinner;

/// HDU 2509's limits, enforced by `--strict`.
const JUDGE_MAX_PILES: u64 = 100;
const JUDGE_MAX_PILE: u64 = 9_999_999;

impl Solve for BeTheWinner {
    const META: Meta = Meta {
        id: "be-the-winner",
        aliases: &["hdu2509"],
        family: "misere",
        title: "Be the Winner (misère Nim)",
        about: "Input: cases until end of input, each `n` and n pile sizes.\n\
Output: per case `Yes` if the first player wins misère Nim (taking the last object \
loses), else `No`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut piles = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of piles n")? {
            options.judge_limit_here(sc, "the number of piles n", n, 1, JUDGE_MAX_PILES)?;
            if S::MOVES {
                let verdict = |wins| Verdict {
                    first_player_wins: wins,
                    win: b"Yes\n",
                    lose: b"No\n",
                };
                emit_misere_case(
                    sc,
                    options,
                    sink,
                    n,
                    JUDGE_MAX_PILE,
                    &mut piles,
                    verdict,
                    |after| format!("{}\n{}", after.len(), pile_moves::line(after)),
                )?;
                continue;
            }
            sink.emit(&Verdict {
                first_player_wins: first_player_wins(sc, n, options, JUDGE_MAX_PILE)?,
                win: b"Yes\n",
                lose: b"No\n",
            })?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(20, 100, 1000) {
            write_piles(gen, JUDGE_MAX_PILES, JUDGE_MAX_PILE);
        }
        true
    }
}
