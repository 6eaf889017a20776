//! `grundy gg-and-mm`: two-pile Euclid games played all at once, Every-SG (HDU 3595).
//!
//! Input: cases until end of input: `N`, then N lines `p q`. Output: `MM` (the first
//! player, who must move in every unfinished game each turn, wins) or `GG`.

use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::read;
use crate::{Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_engine::every_sg::{every_first_wins, EveryMoves, Group};
use grundy_games::euclid_every::{move_groups, step, MoveGroup};
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

pub struct GgAndMm;

/// HDU 3595's limits, enforced by `--strict`: at most 100 cases, N ≤ 1000, p, q ≤ 1000.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_GAMES: u64 = 1000;
const JUDGE_MAX_PILE: u64 = 1000;

const PILE_P: &str = "a pile size p";
const PILE_Q: &str = "a pile size q";

/// An Every-SG case has no Grundy value: it is decided by its largest step.
struct Steps {
    largest: u64,
}

impl Answer for Steps {
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(if every_first_wins([self.largest]) {
            b"MM\n"
        } else {
            b"GG\n"
        })
    }

    fn json(&self, fields: &mut JsonFields) {
        fields
            .bool("first_player_wins", every_first_wins([self.largest]))
            .u64("step", self.largest);
    }
}

impl Solve for GgAndMm {
    const META: Meta = Meta {
        id: "gg-and-mm",
        aliases: &["hdu3595"],
        family: "every-sg",
        title: "GG and MM (Every-SG on Euclid games)",
        about: "Input: cases until end of input: `N`, then N lines `p q` (two piles per game).\n\
Output: per case `MM` if the first player wins (each turn the mover removes a positive \
multiple of the smaller pile from the larger pile in every unfinished game; a game with an \
empty pile is finished), else `GG`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut cases = 0;
        // Only a move report needs the games themselves.
        let mut games: Vec<(u64, u64)> = Vec::new();
        while let Some(n) = sc.u64_or_end("the number of games N")? {
            cases += 1;
            if cases > JUDGE_MAX_CASES {
                options.judge_limit_here(sc, "the number of cases", cases, 1, JUDGE_MAX_CASES)?;
            }
            options.judge_limit_here(sc, "the number of games N", n, 1, JUDGE_MAX_GAMES)?;
            let mut largest = 0;
            // Under --strict, the first pile over the judge's limit is reported in place of
            // anything the read finds after it.
            let mut over: Option<(u64, Position, &str)> = None;
            let mut p = 0;
            let strict = options.is_strict();
            games.clear();
            let read = read::u64_pairs(sc, n, [PILE_P, PILE_Q], |v, at, second| {
                if strict && v > JUDGE_MAX_PILE && over.is_none() {
                    over = Some((v, at, if second { PILE_Q } else { PILE_P }));
                }
                if second {
                    largest = largest.max(step(p, v));
                    if S::MOVES {
                        games.push((p, v));
                    }
                } else {
                    p = v;
                }
            });
            if let Some((v, at, what)) = over {
                options.judge_limit(sc, at, what, v, 0, JUDGE_MAX_PILE)?;
            }
            read?;
            if S::MOVES {
                let games: &[(u64, u64)] = &games;
                sink.emit(&WithMoves {
                    answer: Steps { largest },
                    moves: |r: &mut Report| report(r, games, largest),
                })?;
            } else {
                sink.emit(&Steps { largest })?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_games, max_pile) = match gen.size {
            Size::Small => (3, 12),
            Size::Judge => (JUDGE_MAX_GAMES, JUDGE_MAX_PILE),
            Size::Huge => (3000, u64::MAX),
        };
        for _ in 0..gen.case_count(20, JUDGE_MAX_CASES, 20) {
            let n = if gen.size == Size::Judge {
                max_games
            } else {
                gen.range(1, max_games)
            };
            gen.line(&[n]);
            for _ in 0..n {
                // Equal piles (step 1), multiples, consecutive Fibonacci-like pairs (long
                // games), and beyond the judge empty piles.
                let low = if gen.size == Size::Huge { 0 } else { 1 };
                let q = gen.range(low.max(1), max_pile);
                let p = match gen.range(0, 4) {
                    0 => q,
                    1 => q / gen.range(1, 5),
                    2 => q - q / gen.range(2, 3),
                    _ => gen.range(low, max_pile),
                };
                let p = p.max(low);
                if gen.chance(1, 2) {
                    gen.line(&[p, q]);
                } else {
                    gen.line(&[q, p]);
                }
            }
        }
        true
    }
}

/// The move report of a case. A move of the case is one move in every unfinished game at
/// once, and it wins iff the opponent then loses: iff the largest step after it is even
/// ([`EveryMoves`], which counts these tuples exactly, a big integer, and lists them in
/// order: game by game, each game's moves from pile p then pile q, by the multiple
/// removed).
fn report(r: &mut Report, games: &[(u64, u64)], largest: u64) {
    let wins = every_first_wins([largest]);
    let p = r.position();
    p.wins(wins).fact("largest step", largest).note(
        "a move moves in every unfinished game; it wins iff the largest step after it is even",
    );
    if !wins {
        return;
    }
    let live: Vec<usize> = (0..games.len())
        .filter(|&i| games[i].0 > 0 && games[i].1 > 0)
        .collect();
    let groups: Vec<Vec<MoveGroup>> = live
        .iter()
        .map(|&i| move_groups(games[i].0, games[i].1))
        .collect();
    let mut moves = EveryMoves::new(
        groups
            .iter()
            .map(|g| {
                g.iter()
                    .map(|g| Group {
                        count: g.count,
                        step: g.step,
                    })
                    .collect()
            })
            .collect(),
    );
    let total = moves.count();
    while p.wants() {
        let Some(choice) = moves.next_move() else {
            break;
        };
        // Each live game's piles after its move.
        let after: Vec<(usize, (u64, u64))> = live
            .iter()
            .zip(choice)
            .zip(&groups)
            .map(|((&i, &(g, k)), groups)| {
                let group = groups[g];
                let (p, q) = games[i];
                let times = group.first + k;
                let piles = if group.pile == 0 {
                    (p - times * q, q)
                } else {
                    (p, q - times * p)
                };
                (i, piles)
            })
            .collect();
        p.add(
            || {
                // A move names every unfinished game (a thousand at the judge's size):
                // written with itoa rather than a format! per game.
                let mut text = String::with_capacity(after.len() * 24);
                let mut digits = itoa::Buffer::new();
                for (n, &(i, (a, b))) in after.iter().enumerate() {
                    let (p, q) = games[i];
                    if n > 0 {
                        text.push_str("; ");
                    }
                    text.push_str("game ");
                    text.push_str(digits.format(i + 1));
                    for (k, v) in [p, q, a, b].into_iter().enumerate() {
                        text.push_str([": ", " ", " -> ", " "][k]);
                        text.push_str(digits.format(v));
                    }
                }
                text
            },
            || {
                let mut case = format!("{}\n", games.len());
                let mut next = after.iter().peekable();
                for (i, &(p, q)) in games.iter().enumerate() {
                    let (a, b) = match next.peek() {
                        Some(&&(j, piles)) if j == i => {
                            next.next();
                            piles
                        }
                        _ => (p, q),
                    };
                    case.push_str(&format!("{a} {b}\n"));
                }
                After::Input(case)
            },
        );
    }
    p.total_big(total);
}
