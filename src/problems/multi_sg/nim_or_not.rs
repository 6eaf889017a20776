//! `grundy nim-or-not`: Nim where a move may instead split a heap in two (HDU 3032).
//!
//! Input: `T`, then T cases `N s_1..s_N`. Output: `Alice` (the first player wins) or
//! `Bob`. Heaps may be any u64 (0 is an empty heap); the value of 2^64 − 1 is 2^64, so the
//! xor is kept in a u128.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{pile_moves, Meta, Options, Report, Sink, Solve, Valued, WithMoves};
use grundy_games::split_moves::Rule;
use grundy_games::take_or_split::split_in_two;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

pub struct NimOrNot;

/// HDU 3032's limits, enforced by `--strict`: T ≤ 100, 1 ≤ N ≤ 10^6, 1 ≤ s ≤ 2^31 − 1.
const JUDGE_MAX_CASES: u64 = 100;
const JUDGE_MAX_HEAPS: u64 = 1_000_000;
const JUDGE_MAX_HEAP: u64 = (1 << 31) - 1;

/// Heaps read per fold in a `--moves` run.
const HEAP_CHUNK: usize = 1 << 16;

impl Solve for NimOrNot {
    const META: Meta = Meta {
        id: "nim-or-not",
        aliases: &["hdu3032"],
        family: "multi-sg",
        title: "Nim or not Nim? (take, or split a heap in two)",
        about: "Input: `T`, then T cases, each `N` and N heap sizes.\n\
Output: per case `Alice` if the first player wins (a move takes objects from one heap or \
splits a heap into two non-empty heaps; the last mover wins), else `Bob`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let format = SplitFormat {
            heaps: "the number of heaps N",
            judge_max_heap: JUDGE_MAX_HEAP,
            win: b"Alice\n",
            lose: b"Bob\n",
        };
        solve_take_or_split(options, sc, sink, &format, Rule::TWO, split_in_two)
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        write_heap_cases(gen, JUDGE_MAX_HEAPS, JUDGE_MAX_HEAP, 4);
        true
    }
}

/// What tells the take-or-split formats (HDU 3032, HDU 5795) apart, besides the value of a
/// heap: the name of the heap count in errors, the judge's largest heap and the answers.
pub(super) struct SplitFormat {
    pub heaps: &'static str,
    pub judge_max_heap: u64,
    pub win: &'static [u8],
    pub lose: &'static [u8],
}

/// The framed reader of the take-or-split formats: `T`, then T cases of a heap count and
/// the heaps; a case wins when the xor of `value` over its heaps is non-zero. Both judges
/// allow T ≤ 100 and 1 ≤ count ≤ 10^6 (enforced by `--strict`). `value` is `rule`'s, as a
/// function the judge path inlines; `rule` gives the moves of a `--moves` run.
pub(super) fn solve_take_or_split<R: Read, S: Sink>(
    options: &Options,
    sc: &mut Scanner<R>,
    sink: &mut S,
    format: &SplitFormat,
    rule: Rule,
    value: impl Fn(u64) -> u128,
) -> Result<()> {
    let cases = sc.u64("the number of cases T")?;
    options.judge_limit_here(sc, "the number of cases T", cases, 0, JUDGE_MAX_CASES)?;
    if S::MOVES {
        // Only a report needs the heaps themselves (a buffer reused across cases).
        let mut heaps = Vec::new();
        for _ in 0..cases {
            let n = sc.u64(format.heaps)?;
            options.judge_limit_here(sc, format.heaps, n, 1, JUDGE_MAX_HEAPS)?;
            heaps.clear();
            let mut x = 0u128;
            if options.is_strict() {
                let limits = (1, format.judge_max_heap);
                options.u64_each_in(sc, n, "a heap size", limits, |h| heaps.push(h))?;
            } else {
                // Read into slots made a chunk ahead (a lying count allocates at most a
                // chunk), the fold's state the slots left: a push through the closure
                // reloaded the vector at every heap (as in winning-ways).
                let mut left = n;
                while left > 0 {
                    let k = left.min(HEAP_CHUNK as u64) as usize;
                    let len = heaps.len();
                    heaps.resize(len + k, 0);
                    sc.u64_fold(
                        k as u64,
                        "a heap size",
                        &mut heaps[len..],
                        |slots, h| match slots {
                            [slot, rest @ ..] => {
                                *slot = h;
                                rest
                            }
                            [] => slots,
                        },
                    )?;
                    left -= k as u64;
                }
            }
            for &h in heaps.iter() {
                x ^= value(h);
            }
            let heaps: &[u64] = &heaps;
            sink.emit(&WithMoves {
                answer: Valued {
                    value: x,
                    win: format.win,
                    lose: format.lose,
                },
                moves: |r: &mut Report| split_report(r, rule, heaps, x),
            })?;
        }
        return sc.finish("the last of the T cases");
    }
    for _ in 0..cases {
        let n = sc.u64(format.heaps)?;
        options.judge_limit_here(sc, format.heaps, n, 1, JUDGE_MAX_HEAPS)?;
        let mut x = 0u128;
        let limits = (1, format.judge_max_heap);
        options.u64_each_in(sc, n, "a heap size", limits, |h| x ^= value(h))?;
        sink.emit(&Valued {
            value: x,
            win: format.win,
            lose: format.lose,
        })?;
    }
    sc.finish("the last of the T cases")
}

/// The move report of a take-or-split position of value `x`: per heap in input order, the
/// take that leaves the rest of the position worth 0, if any, then the splits that do,
/// smallest part first ([`Rule::split_list`]); every heap's count is exact
/// ([`Rule::splits`]), listed or not.
fn split_report(r: &mut Report, rule: Rule, heaps: &[u64], x: u128) {
    let p = r.position();
    p.wins(x != 0).fact("Grundy value", x);
    if x == 0 {
        return;
    }
    let counter = rule.counter();
    let total = counter.total(heaps, x);
    // The moves listed: the first heaps' (a listing stops as soon as the limit is met).
    for (i, &h) in heaps.iter().enumerate() {
        if !p.wants() {
            break;
        }
        // What the heap's part of the position must be worth after the move.
        let t = x ^ rule.value(h);
        if counter.winning(h, t) == 0 {
            continue;
        }
        if let Some(to) = rule.take_to(h, t) {
            p.add(
                || format!("take {} from heap {} ({h} -> {to})", h - to, i + 1),
                || After::Input(case_with(heaps, i, &[to])),
            );
        }
        if rule.splits(h, t) > 0 {
            for parts in rule.split_list(h, t) {
                if !p.wants() {
                    break;
                }
                let parts = &parts[..rule.parts()];
                p.add(
                    || {
                        let sum: Vec<String> = parts.iter().map(u64::to_string).collect();
                        format!("split heap {} ({h} -> {})", i + 1, sum.join(" + "))
                    },
                    || After::Input(case_with(heaps, i, parts)),
                );
            }
        }
    }
    p.total(total);
}

/// One case of the format: `heaps` with heap `i` replaced by `by` (one heap after a take,
/// the parts after a split).
fn case_with(heaps: &[u64], i: usize, by: &[u64]) -> String {
    let after: Vec<u64> = heaps[..i]
        .iter()
        .chain(by)
        .chain(&heaps[i + 1..])
        .copied()
        .collect();
    format!("1\n{}\n{}", after.len(), pile_moves::line(&after))
}

/// `T` cases of heaps for the take-or-split formats, with their traps: heaps at the
/// period's residues (`period` is 4 for splits in two, 8 for three), the judge's largest
/// heap, and beyond the judge 2^64 − 1 (worth 2^64) and empty heaps. A judge-size input
/// holds two cases of the largest count rather than T of them (10^8 numbers would be a
/// gigabyte); `--cases` asks for any other number (beyond the judge's 100, which `--strict`
/// then names), never capped.
pub(super) fn write_heap_cases(
    gen: &mut Gen,
    judge_max_heaps: u64,
    judge_max_heap: u64,
    period: u64,
) {
    let cases = gen.case_count(20, 2, 5);
    gen.line(&[cases]);
    for _ in 0..cases {
        let (n, top) = match gen.size {
            Size::Small => (gen.range(1, 4), 9),
            Size::Judge => (judge_max_heaps, judge_max_heap),
            Size::Huge => (gen.range(0, 1000), u64::MAX),
        };
        gen.line(&[n]);
        for _ in 0..n {
            let low = if gen.size == Size::Huge { 0 } else { 1 };
            let h = match gen.range(0, 3) {
                // A heap just below a multiple of the period, where the value jumps.
                0 => (gen.range(low, top) / period * period)
                    .saturating_sub(1)
                    .max(low),
                1 => top - gen.range(0, period.min(top - low)),
                _ => gen.range(low, top),
            };
            gen.num(h);
        }
        gen.end_line();
    }
}
