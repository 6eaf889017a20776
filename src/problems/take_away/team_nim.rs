//! `grundy team-nim`: Nim (POJ 2068), two teams, a limit per player, the last stone loses.
//!
//! Input: lines `n S M_1 … M_2n` until a line `0` or end of input. Output: `1` if the first
//! team (seats 1, 3, 5, …) wins, else `0`. Backward induction in O(S · 2n) time and O(n)
//! memory (see `games::team_nim`), so S is bounded: S ≤ 1,000,000.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Read;

use crate::budget::{refusal, Budget};
use crate::gen::{Gen, Size};
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::team_nim::{first_seat_winning_takes, first_team_wins};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// The format's bounds: at most 10 players a team, at most 10^6 stones (the induction's
/// time grows with S).
const MAX_TEAM: u64 = 10;
const MAX_STONES: u64 = 1_000_000;
/// POJ 2068's limits, enforced by `--strict`.
const JUDGE_MAX_STONES: u64 = 1 << 13;
const JUDGE_MAX_TAKE: u64 = 16;

/// The induction costs S · 2n steps a line (about 3 ns each): one budget per input
/// ([`Budget`]) of 2^28 steps and 2^14 per byte read bounds them, so a few KB of lines at
/// the format's bound cannot take seconds. A line seen before is answered from memory,
/// free; a judge's line (S ≤ 8192, 2n ≤ 20) costs less than its bytes allow.
const WORK_LOG: u32 = 28;
const WORK_PER_BYTE_LOG: u32 = 14;

/// Answers kept for lines that come back, forgotten all at once past this many.
const KEPT_LINES: usize = 1 << 14;

pub struct TeamNim;

#[inline(always)]
fn answer(wins: bool) -> Verdict {
    Verdict {
        first_player_wins: wins,
        win: b"1\n",
        lose: b"0\n",
    }
}

/// The report of seat 1 with `s` stones: its winning takes, ascending. The position after a
/// take has seat 2 to move, which the input says by rotating the seats (seat 2 first; the
/// teams swap).
fn report(r: &mut Report, s: u64, limits: &[u64], wins: bool) {
    let p = r.position();
    p.wins(wins).fact("stones", s);
    if s == 1 {
        p.note("one stone: the player to move must take it, and the last stone loses");
    }
    let takes = first_seat_winning_takes(s, limits);
    p.total(takes.len() as u128);
    for j in takes {
        if !p.wants() {
            break;
        }
        p.add(
            || format!("take {j} ({s} -> {})", s - j),
            || {
                let mut line = format!("{} {}", limits.len() / 2, s - j);
                for m in limits[1..].iter().chain(&limits[..1]) {
                    let _ = write!(line, " {m}");
                }
                line.push_str("\n0\n");
                After::Input(line)
            },
        );
    }
}

impl Solve for TeamNim {
    const META: Meta = Meta {
        id: "team-nim",
        aliases: &["poj2068"],
        family: "take-away",
        title: "Nim (two teams, a limit per player, the last stone loses)",
        about: "Input: lines `n S M_1 ... M_2n` until `0` or end of input: 2n players round a \
table (odd seats are your team) take 1 to M_i of S stones in turn (1 <= n <= 10, \
1 <= S <= 1000000); whoever takes the last stone loses.\n\
Output: per line `1` if your team (seat 1 moves first) wins, else `0`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let mut limits: Vec<u64> = Vec::new();
        let mut budget = Budget::new(1 << WORK_LOG, 1 << WORK_PER_BYTE_LOG);
        // (S, M_1, ..., M_2n) → whether the first team wins.
        let mut seen: HashMap<Vec<u64>, bool> = HashMap::new();
        let mut key: Vec<u64> = Vec::new();
        while let Some(n) = sc.u64_or_end("the players per team n, or 0 to end")? {
            if n == 0 {
                return sc.finish("the terminating 0");
            }
            let n_at = sc.position();
            if n > MAX_TEAM {
                return Err(sc.out_of_range("the players per team n", 1, MAX_TEAM, n));
            }
            let s = sc.u64_in("the stones S", 1, MAX_STONES)?;
            options.judge_limit_here(sc, "the stones S", s, 1, JUDGE_MAX_STONES)?;
            limits.clear();
            for _ in 0..2 * n {
                let m = sc.u64_in("a player's largest take M_i", 1, u64::MAX)?;
                options.judge_limit_here(
                    sc,
                    "a player's largest take M_i",
                    m,
                    1,
                    JUDGE_MAX_TAKE,
                )?;
                limits.push(m);
            }
            key.clear();
            key.push(s);
            key.extend_from_slice(&limits);
            let known = seen.get(&key).copied();
            // A move report runs the induction again for the winning takes.
            let work = s
                * 2
                * n
                * if S::MOVES {
                    2
                } else {
                    u64::from(known.is_none())
                };
            if let Err(left) = budget.spend(work, sc.consumed()) {
                return Err(sc.error_at(
                    n_at,
                    &refusal(
                        "a line whose induction (S · 2n steps) fits",
                        WORK_LOG,
                        WORK_PER_BYTE_LOG,
                        work,
                        left,
                    ),
                    &n.to_string(),
                ));
            }
            let wins = match known {
                Some(wins) => wins,
                None => {
                    let wins = first_team_wins(s, &limits);
                    if seen.len() >= KEPT_LINES {
                        seen.clear();
                    }
                    seen.insert(key.clone(), wins);
                    wins
                }
            };
            if S::MOVES {
                let limits: &[u64] = &limits;
                sink.emit(&WithMoves {
                    answer: answer(wins),
                    moves: |r: &mut Report| report(r, s, limits, wins),
                })?;
            } else {
                sink.emit(&answer(wins))?;
            }
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(40, 100, 3) {
            let n = gen.range(1, if gen.size == Size::Small { 2 } else { MAX_TEAM });
            let (max_s, max_m) = match gen.size {
                Size::Small => (14, 4),
                Size::Judge => (JUDGE_MAX_STONES, JUDGE_MAX_TAKE),
                Size::Huge => (MAX_STONES, u64::MAX),
            };
            // S = 1 loses at once; the judge's largest S and the format's are the others.
            let s = match gen.range(0, 5) {
                0 => 1,
                1 => max_s,
                _ => gen.range(1, max_s),
            };
            let mut line = vec![n, s];
            for _ in 0..2 * n {
                // M_i ≥ S lets a player take S − 1.
                line.push(if gen.chance(1, 6) {
                    max_m
                } else {
                    gen.range(1, max_m.min(16))
                });
            }
            gen.line(&line);
        }
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}
