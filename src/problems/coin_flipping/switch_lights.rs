//! `grundy switch-lights`: 2-D coin turning, a light worth the nim product of its
//! coordinates (HDU 3404).
//!
//! Input: `T`, then T cases: `n` and n lines `x y` (1-based, distinct). Output:
//! `Have a try, lxhgww.` (the first player wins) or `Don't waste your time.` A light given
//! twice in a case is an error naming the repeat's line.

use std::collections::HashMap;
use std::io::Read;
use std::rc::Rc;

use crate::budget::{refusal, Budget};
use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::read;
use crate::seen::PairSet;
use crate::{Limit, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::coin_rows::{light, LightMoves};
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct SwitchLights;

/// HDU 3404's limits, enforced by `--strict`: T ≤ 100, n ≤ 1000, 1 ≤ x, y ≤ 10000.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_LIGHTS: u64 = 1000;
const JUDGE_MAX_COORD: u64 = 10_000;

/// `--moves` spends from one budget per input ([`Budget`]): a case's table costs 2^b
/// steps (b the bits of its largest smaller coordinate, at most [`LightMoves::MAX_BITS`]:
/// about 0.1 µs each), and listing a light's moves as many again. 2^24 steps (a few
/// seconds) and 2^8 per byte read; a table comes back free for a case of the same value
/// and b. A judge's case (coordinates up to 10^4) costs at most 2^14 a light.
const MOVES_WORK_LOG: u32 = 24;
const MOVES_WORK_PER_BYTE_LOG: u32 = 8;

/// Tables kept for cases that come back (each at most about 180 KB).
const KEPT_TABLES: usize = 64;

impl Solve for SwitchLights {
    const META: Meta = Meta {
        id: "switch-lights",
        aliases: &["hdu3404"],
        family: "coin-flipping",
        title: "Switch lights (2-D coin turning, nim product)",
        about: "Input: `T`, then T cases: `n` and n distinct lit cells `x y` (from 1).\n\
Output: per case `Have a try, lxhgww.` if the first player wins (a move picks a lit cell \
and toggles the corners of a rectangle it is the far corner of), else \
`Don't waste your time.`",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let cases = sc.u64("the number of cases T")?;
        options.judge_limit_here(sc, "the number of cases T", cases, 0, JUDGE_MAX_CASES)?;
        // The case's lights as sort keys (x, y packed in a u128: sorting them is the cost
        // of the repeat check, and primitive keys sort twice as fast as tuples), and in
        // input order with where x was read, to name the first repeat when there is one.
        let mut seen = PairSet::new();
        // Only a move report needs the lights themselves.
        let mut lights: Vec<(u64, u64)> = Vec::new();
        let mut budget = Budget::new(1 << MOVES_WORK_LOG, 1 << MOVES_WORK_PER_BYTE_LOG);
        let mut tables: HashMap<(u64, u32), Rc<LightMoves>> = HashMap::new();
        for _ in 0..cases {
            let n = sc.u64("the number of lights n")?;
            let n_at = sc.position();
            options.judge_limit_here(sc, "the number of lights n", n, 0, JUDGE_MAX_LIGHTS)?;
            seen.clear();
            lights.clear();
            let mut repeat = None;
            let mut value = 0u64;
            // The first light whose both coordinates pass what `--moves` can count.
            let mut too_far = None;
            for _ in 0..n {
                let x = read::u64_in(sc, "a coordinate x", 1, u64::MAX)?;
                let at = sc.position();
                options.judge_limit_here(sc, "a coordinate x", x, 1, JUDGE_MAX_COORD)?;
                let y = read::u64_in(sc, "a coordinate y", 1, u64::MAX)?;
                options.judge_limit_here(sc, "a coordinate y", y, 1, JUDGE_MAX_COORD)?;
                value ^= light(x, y);
                if S::MOVES {
                    lights.push((x, y));
                    if x.min(y) >> LightMoves::MAX_BITS != 0 && too_far.is_none() {
                        too_far = Some((x, y, at));
                    }
                }
                if !seen.insert((x, y)) && repeat.is_none() {
                    repeat = Some((x, y, at));
                }
            }
            // Reported once the case is read, so a bad token later in the case comes
            // first; the first light given twice, in input order, is the one named.
            if let Some((x, y, at)) = repeat {
                return Err(sc.error_at(
                    at,
                    "a light not already given in this case",
                    &format!("{x} {y} again"),
                ));
            }
            let answer = Valued {
                value: value.into(),
                win: b"Have a try, lxhgww.\n",
                lose: b"Don't waste your time.\n",
            };
            if S::MOVES {
                let moves = match value {
                    0 => None,
                    x => {
                        if let Some((a, b, at)) = too_far {
                            return Err(sc.error_at(
                                at,
                                &format!(
                                    "a light with a coordinate below 2^{} (--moves counts \
                                     winning moves exactly only that far)",
                                    LightMoves::MAX_BITS
                                ),
                                &format!("{a} {b}"),
                            ));
                        }
                        let small = lights.iter().map(|&(a, b)| a.min(b)).max().unwrap_or(0);
                        let bits = 64 - small.leading_zeros();
                        let listed = match options.moves_limit() {
                            Some(Limit::First(k)) => n.min(k as u64),
                            _ => n,
                        };
                        let kept = tables.get(&(x, bits)).cloned();
                        let work = (listed + u64::from(kept.is_none())) << bits;
                        if let Err(left) = budget.spend(work, sc.consumed()) {
                            return Err(sc.error_at(
                                n_at,
                                &refusal(
                                    "a case whose winning moves --moves finds",
                                    MOVES_WORK_LOG,
                                    MOVES_WORK_PER_BYTE_LOG,
                                    work,
                                    left,
                                ),
                                &n.to_string(),
                            ));
                        }
                        Some(match kept {
                            Some(table) => table,
                            None => {
                                let table = Rc::new(
                                    LightMoves::new(x, &lights).expect("coordinates checked"),
                                );
                                if tables.len() >= KEPT_TABLES {
                                    tables.clear();
                                }
                                tables.insert((x, bits), Rc::clone(&table));
                                table
                            }
                        })
                    }
                };
                let lights: &[(u64, u64)] = &lights;
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, lights, value, moves.as_deref()),
                })?;
            } else {
                sink.emit(&answer)?;
            }
        }
        sc.finish("the last of the T cases")
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        let (max_lights, max_coord) = match gen.size {
            Size::Small => (4, 4),
            Size::Judge => (JUDGE_MAX_LIGHTS, JUDGE_MAX_COORD),
            Size::Huge => (5000, u64::MAX),
        };
        let cases = gen.case_count(20, JUDGE_MAX_CASES, 10);
        gen.line(&[cases]);
        let mut lights: Vec<(u64, u64)> = Vec::new();
        for _ in 0..cases {
            // Distinct lights: draw, then drop repeats (a small board may hold fewer).
            let want = gen.range(0, max_lights.min(max_coord.saturating_mul(max_coord)));
            lights.clear();
            for _ in 0..want {
                // Powers of two often: their products are where carry-less code fails.
                let coord = |gen: &mut Gen| {
                    if gen.chance(1, 4) && max_coord > 1 {
                        1 << gen.range(0, max_coord.ilog2().into())
                    } else {
                        gen.range(1, max_coord)
                    }
                };
                let light = (coord(gen), coord(gen));
                lights.push(light);
            }
            lights.sort_unstable();
            lights.dedup();
            for i in (1..lights.len()).rev() {
                let j = gen.range(0, i as u64) as usize;
                lights.swap(i, j);
            }
            gen.line(&[lights.len() as u64]);
            for &(x, y) in &lights {
                gen.line(&[x, y]);
            }
        }
        true
    }
}

/// The move report of a case of value `x` (`moves` is its table when x ≠ 0): per light in
/// input order, the rectangles whose corner flips leave the case worth 0, by the other
/// corner's x, then y ([`LightMoves`]).
fn report(r: &mut Report, lights: &[(u64, u64)], x: u64, moves: Option<&LightMoves>) {
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    let Some(moves) = moves else {
        return;
    };
    let mut total = 0u128;
    for &(x2, y2) in lights {
        let n = moves.count((x2, y2));
        total += u128::from(n);
        if n == 0 || !p.wants() {
            continue;
        }
        for (x1, y1) in moves.moves((x2, y2)) {
            if !p.wants() {
                break;
            }
            let mut cells = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
            cells.sort_unstable();
            cells.dedup();
            p.add(
                || match (x1 == x2, y1 == y2) {
                    (true, true) => format!("switch off ({x2}, {y2})"),
                    (true, false) => format!("switch ({x2}, {y1}) and ({x2}, {y2})"),
                    (false, true) => format!("switch ({x1}, {y2}) and ({x2}, {y2})"),
                    (false, false) => {
                        format!("switch the corners of ({x1}, {y1}) to ({x2}, {y2})")
                    }
                },
                || {
                    let mut after: Vec<(u64, u64)> = lights
                        .iter()
                        .copied()
                        .filter(|c| !cells.contains(c))
                        .chain(cells.iter().copied().filter(|c| !lights.contains(c)))
                        .collect();
                    after.sort_unstable();
                    let mut case = format!("1\n{}\n", after.len());
                    for (a, b) in after {
                        case.push_str(&format!("{a} {b}\n"));
                    }
                    After::Input(case)
                },
            );
        }
    }
    p.total(total);
}
