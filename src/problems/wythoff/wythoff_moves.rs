//! `grundy wythoff-moves`: Wythoff's game with the winning moves (HDU 2177).
//!
//! Input: lines `a b` until `0 0` (or end of input); the judge promises a ≤ b, and a pair
//! given as b a is taken as the same position. Output per line: `0`, or `1` and then one
//! line `x y` per winning move in the judge's order (see `games::wythoff::winning_moves`).

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::wythoff::wythoff::{pair, report_u64};
use crate::{AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::wythoff;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// HDU 2177's limit on a pile, enforced by `--strict`.
const JUDGE_MAX_PILE: u64 = 1_000_000;

pub struct WythoffMoves;

/// The positions winning moves reach; none for a losing position.
struct Moves(Vec<(u64, u64)>);

impl Answer for Moves {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        if self.0.is_empty() {
            return out.write_all(b"0\n");
        }
        out.write_all(b"1\n")?;
        let mut buf = itoa::Buffer::new();
        for &(x, y) in &self.0 {
            out.write_all(buf.format(x).as_bytes())?;
            out.write_all(b" ")?;
            out.write_all(buf.format(y).as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.bool("first_player_wins", !self.0.is_empty());
        // In a `--moves` run the report writes `moves`, one per action of the rules.
        if !fields.with_moves() {
            fields.objects("moves", &self.0, |j, &(x, y)| {
                j.u64("x", x).u64("y", y);
            });
        }
    }
}

impl Solve for WythoffMoves {
    const META: Meta = Meta {
        id: "wythoff-moves",
        aliases: &["hdu2177"],
        family: "wythoff",
        title: "Wythoff's game, with the winning moves",
        about: "Input: lines `a b` (a <= b) until `0 0`.\n\
Output: per line 0 if the player to move loses; else 1, then one line `x y` per winning \
move: first the position the equal take reaches (if it wins), then the one a move on the \
smaller pile a reaches, then the one a move on b reaches (a position two moves reach is \
printed twice, as the judge's solutions do).",
        flags: &[],
        legacy: &[],
    };

    /// (0, 0) is the terminator: a move that empties both piles ends the game.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        while let Some(a) = sc.u64_or_end("a pile size a, or `0 0` to end")? {
            options.judge_limit_here(sc, "a pile size a", a, 0, JUDGE_MAX_PILE)?;
            let b = sc.u64("the second pile size b")?;
            if a == 0 && b == 0 {
                return sc.finish("the terminating `0 0`");
            }
            options.judge_limit_here(sc, "the second pile size b", b, a, JUDGE_MAX_PILE)?;
            let answer = Moves(wythoff::winning_moves(a, b));
            if S::MOVES {
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report_u64(r, a, b, after),
                })?;
            } else {
                sink.emit(&answer)?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let max = gen.by_size(40, JUDGE_MAX_PILE, u64::MAX);
        for _ in 0..gen.case_count(100, 10_000, 10_000) {
            match pair(gen, max) {
                (0, 0) => gen.line(&[0, 1]),
                (a, b) => gen.line(&[a, b]),
            }
        }
        // Beyond the judge, the end of the input may stand for the terminator.
        if gen.size != Size::Huge || gen.chance(1, 2) {
            gen.line(&[0, 0]);
        }
        true
    }
}

/// Where a move leads: one case with the piles in ascending order (the judge promises
/// a ≤ b), or, for (0, 0), which the format reads as its terminator, the state of a game
/// that is over (the opponent has no move and loses).
fn after(x: u64, y: u64) -> After {
    if x == 0 && y == 0 {
        return After::State(serde_json::json!({ "piles": [0, 0] }));
    }
    After::Input(format!("{} {}\n0 0\n", x.min(y), x.max(y)))
}
