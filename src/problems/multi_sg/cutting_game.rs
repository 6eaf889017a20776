//! `grundy cutting-game`: cut grid paper; whoever cuts out a 1 × 1 piece wins (POJ 2311).
//!
//! Input: lines `W H` until end of input. Output: `WIN` (the first player wins) or `LOSE`.
//! Sides 1..=1000; the table is grown lazily to the largest side asked for.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_engine::multi_sg::LazyTable2;
use grundy_games::cutting::{first_wins, winning_cuts, CuttingRule};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct CuttingGame;

/// POJ 2311's limits, enforced by `--strict`: 2 ≤ W, H ≤ 200.
const JUDGE_MIN_SIDE: u64 = 2;
const JUDGE_MAX_SIDE: u64 = 200;

/// Largest side accepted: the table costs about side³/4 steps (~2.5·10^8 at 1000).
pub const MAX_SIDE: u64 = 1000;

struct Sheet {
    wins: bool,
    /// The table value for sheets with both sides ≥ 2 (None for a side of 1, which is
    /// decided at once and is not a Grundy value of this table).
    value: Option<u32>,
}

impl Answer for Sheet {
    fn write_text<W: std::io::Write + ?Sized>(&self, out: &mut W) -> std::io::Result<()> {
        out.write_all(if self.wins { b"WIN\n" } else { b"LOSE\n" })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.bool("first_player_wins", self.wins);
        if let Some(v) = self.value {
            fields.u64("value", v.into());
        }
    }
}

impl Solve for CuttingGame {
    const META: Meta = Meta {
        id: "cutting-game",
        aliases: &["poj2311"],
        family: "multi-sg",
        title: "Cutting Game (whoever cuts out 1 x 1 wins)",
        about: "Input: lines `W H` (1..=1000 each) until end of input.\n\
Output: per line `WIN` if the first player wins (a move cuts one piece in two along a grid \
line; cutting out a 1 x 1 piece wins), else `LOSE`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut table = LazyTable2::new(CuttingRule);
        let judge = (JUDGE_MIN_SIDE, JUDGE_MAX_SIDE);
        while let Some(w) = sc.u64_or_end("the width W")? {
            if !(1..=MAX_SIDE).contains(&w) {
                return Err(sc.out_of_range("the width W", 1, MAX_SIDE, w));
            }
            options.judge_limit_here(sc, "the width W", w, judge.0, judge.1)?;
            let h = sc.u64_in("the height H", 1, MAX_SIDE)?;
            options.judge_limit_here(sc, "the height H", h, judge.0, judge.1)?;
            let (w, h) = (w as usize, h as usize);
            let wins = first_wins(&mut table, w, h);
            let value = (w >= 2 && h >= 2).then(|| table.get(w, h));
            if S::MOVES {
                let table = &table;
                sink.emit(&WithMoves {
                    answer: Sheet { wins, value },
                    moves: |r: &mut Report| report(r, table, (w, h), wins, value),
                })?;
            } else {
                sink.emit(&Sheet { wins, value })?;
            }
        }
        Ok(())
    }

    /// A cut leaves two pieces, which no input of this format holds.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn generate(&self, gen: &mut Gen) -> bool {
        let (lo, hi) = match gen.size {
            Size::Small => (JUDGE_MIN_SIDE, 7),
            Size::Judge => (JUDGE_MIN_SIDE, JUDGE_MAX_SIDE),
            Size::Huge => (1, MAX_SIDE),
        };
        for _ in 0..gen.case_count(30, 1000, 1000) {
            // The corners of the range (2 × 2, the largest sheet, thin strips) often.
            let side = |gen: &mut Gen| match gen.range(0, 3) {
                0 => lo,
                1 => hi,
                _ => gen.range(lo, hi),
            };
            let (w, h) = (side(gen), side(gen));
            gen.line(&[w, h]);
        }
        true
    }
}

/// The move report of a W × H sheet: its winning cuts ([`winning_cuts`]), each leading to
/// `state` `{"pieces": [[w, h], [w, h]]}` (the two pieces, the smaller first), with
/// `"won": true` when one of them is 1 × 1 (the game is over: the opponent has lost).
fn report(
    r: &mut Report,
    table: &LazyTable2<CuttingRule>,
    (w, h): (usize, usize),
    wins: bool,
    value: Option<u32>,
) {
    let p = r.position();
    p.wins(wins);
    match value {
        Some(v) => {
            p.fact("Grundy value", v);
        }
        None if (w, h) == (1, 1) => {
            p.note("a 1 x 1 sheet cannot be cut");
        }
        None => {
            p.note("a side of 1: cutting off a 1 x 1 piece wins at once");
        }
    }
    for [a, b] in winning_cuts(table, w, h) {
        let won = a == (1, 1) || b == (1, 1);
        p.add(
            || {
                let at_once = if won {
                    " (a 1 x 1 piece: wins at once)"
                } else {
                    ""
                };
                format!(
                    "cut {w} x {h} into {} x {} and {} x {}{at_once}",
                    a.0, a.1, b.0, b.1
                )
            },
            || {
                let pieces = serde_json::json!([[a.0, a.1], [b.0, b.1]]);
                After::State(if won {
                    serde_json::json!({ "pieces": pieces, "won": true })
                } else {
                    serde_json::json!({ "pieces": pieces })
                })
            },
        );
    }
}
