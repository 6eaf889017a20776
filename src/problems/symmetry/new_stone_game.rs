//! `grundy new-stone-game`: A New Stone Game (POJ 1740).
//!
//! Input: cases `n` and n pile sizes until `n = 0` or end of input. Output: `1` if Alice
//! (first) wins, else `0`. Alice loses iff every non-zero size occurs an even number of
//! times (`games::symmetry`): a zero pile is no pile, so "n odd wins" is wrong with zeros.

use std::collections::HashMap;
use std::io::Read;

use crate::budget::{refusal, Budget};
use dashu_int::UBig;

use crate::gen::{Gen, Size};
use crate::{After, Meta, Options, Report, Sink, Solve, Verdict, WithMoves};
use grundy_games::new_stone;
use grundy_games::symmetry::unpaired;
use grundy_io::error::Result;
use grundy_io::scan::Scanner;

/// POJ 1740's limits, enforced by `--strict`.
const JUDGE_MAX_PILES: u64 = 10;
const JUDGE_MAX_PILE: u64 = 100;

/// The steps `--moves` may spend on one input ([`Budget`]): on each won case the count's
/// sweep ([`new_stone::winning_total_work`]) and the listing of ten moves
/// ([`new_stone::listing_work_per_move`]); 2^27 (about a second) and 2^14 per byte read. A
/// judge's case (10 piles of up to 100) needs at most about 2.3 · 10^6; a case whose sizes
/// came before in the input reuses its count and pays for the listing only.
const WORK_LOG: u32 = 27;
const WORK_PER_BYTE_LOG: u32 = 14;

/// Counts kept for cases that come back, forgotten all at once when their sizes pass this
/// many.
const KEPT_SIZES: usize = 1 << 16;

pub struct NewStoneGame;

#[inline(always)]
fn answer(first_player_wins: bool) -> Verdict {
    Verdict {
        first_player_wins,
        win: b"1\n",
        lose: b"0\n",
    }
}

/// The non-empty sizes of the ascending `sorted`: a pile of 0 is no pile.
fn non_empty(sorted: &[u64]) -> &[u64] {
    &sorted[sorted.partition_point(|&x| x == 0)..]
}

/// The steps `--moves` would spend on a won case with the non-empty sizes `non_empty`
/// (ascending; see [`WORK_LOG`]), its count already known or not.
fn moves_work(non_empty: &[u64], counted: bool) -> u128 {
    let count = if counted {
        0
    } else {
        new_stone::winning_total_work(non_empty)
    };
    count
        .saturating_add(new_stone::listing_work_per_move(non_empty.len() as u64).saturating_mul(10))
}

/// The report of one case (`sizes` in input order, `sorted` the same ascending): per
/// non-empty pile in input order its winning moves, b_i ascending, then the other non-empty
/// piles' sizes in input order (`games::new_stone`); every pile's count is exact, listed or
/// not.
fn report(r: &mut Report, sizes: &[u64], sorted: &[u64], total: Option<&UBig>) {
    let p = r.position();
    let odd = unpaired(sorted);
    p.wins(!odd.is_empty());
    if odd.is_empty() {
        p.fact("unpaired sizes", "none");
        p.note("every non-zero size is paired: the second player mirrors each move on the partner pile");
        return;
    }
    let mut digits = itoa::Buffer::new();
    let mut odd_text = String::with_capacity(4 * odd.len());
    for (k, &v) in odd.iter().enumerate() {
        if k > 0 {
            odd_text.push(' ');
        }
        odd_text.push_str(digits.format(v));
    }
    p.fact("unpaired sizes", odd_text);
    let total = total.cloned().unwrap_or_default();
    for (i, &a) in sizes.iter().enumerate() {
        if !p.wants() {
            break;
        }
        if a == 0 || !new_stone::has_winning_move(non_empty(sorted), a) {
            continue;
        }
        new_stone::list_winning_moves(sizes, i, |b| {
            p.add(|| move_text(sizes, i, b), || after(b));
            p.wants()
        });
    }
    p.total_big(total);
}

/// A move in the statement's words: what pile i keeps, what is removed, and where the moved
/// stones go (`remove 2 from pile 3 (5 -> 3)`, `remove 1 from pile 1 and move 2 onto
/// others (4 -> 1; pile 2: 1 -> 3)`). Piles are numbered from 1 in input order.
fn move_text(sizes: &[u64], i: usize, b: &[u64]) -> String {
    // Written piece by piece (itoa, no format machinery): a judge-size `--moves` run writes
    // ten of these a case, and `format!` was a third of its time.
    let mut digits = itoa::Buffer::new();
    let mut text = String::with_capacity(96);
    let mut put = |text: &mut String, words: &str, x: u64| {
        text.push_str(words);
        text.push_str(digits.format(x));
    };
    let raised = || (0..sizes.len()).filter(|&j| j != i && b[j] > sizes[j]);
    let moved: u64 = raised().map(|j| b[j] - sizes[j]).sum();
    put(&mut text, "remove ", sizes[i] - b[i] - moved);
    put(&mut text, " from pile ", i as u64 + 1);
    if moved > 0 {
        put(&mut text, " and move ", moved);
        text.push_str(" onto others");
    }
    put(&mut text, " (", sizes[i]);
    put(&mut text, " -> ", b[i]);
    for j in raised() {
        put(&mut text, "; pile ", j as u64 + 1);
        put(&mut text, ": ", sizes[j]);
        put(&mut text, " -> ", b[j]);
    }
    text.push(')');
    text
}

/// The case after a move, as one case of the format with its terminating 0 (zero piles
/// kept in their places).
fn after(b: &[u64]) -> After {
    let mut digits = itoa::Buffer::new();
    let mut text = String::with_capacity(8 + 4 * b.len());
    text.push_str(digits.format(b.len()));
    for (k, &x) in b.iter().enumerate() {
        text.push(if k == 0 { '\n' } else { ' ' });
        text.push_str(digits.format(x));
    }
    text.push_str("\n0\n");
    After::Input(text)
}

impl Solve for NewStoneGame {
    const META: Meta = Meta {
        id: "new-stone-game",
        aliases: &["poj1740"],
        // A family of its own (catalogue-classics.md): games won by a pairing or mirror
        // strategy, documented in `games::symmetry`.
        family: "symmetry",
        title: "A New Stone Game",
        about: "Input: cases `n` and n pile sizes, until `0` or end of input; a move removes \
at least one stone from a pile and may move some of its other stones onto other non-empty \
piles; who cannot move loses.\n\
Output: per case `1` if Alice (first) wins, else `0`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        // A case's sizes are kept (the verdict needs them sorted); the buffer grows only
        // with sizes actually read.
        let mut sizes: Vec<u64> = Vec::new();
        let mut sorted: Vec<u64> = Vec::new();
        let mut budget = Budget::new(1 << WORK_LOG, 1 << WORK_PER_BYTE_LOG);
        let mut counts: HashMap<Vec<u64>, UBig> = HashMap::new();
        let mut kept_sizes = 0;
        while let Some(n) = sc.u64_or_end("the number of piles n, or 0 to end")? {
            if n == 0 {
                return sc.finish("the terminating 0");
            }
            let n_at = sc.position();
            options.judge_limit_here(sc, "the number of piles n", n, 1, JUDGE_MAX_PILES)?;
            sizes.clear();
            options.u64_each_in(sc, n, "a pile size", (1, JUDGE_MAX_PILE), |p| sizes.push(p))?;
            sorted.clear();
            sorted.extend_from_slice(&sizes);
            sorted.sort_unstable();
            let wins = !paired(&sorted);
            if !S::MOVES {
                sink.emit(&answer(wins))?;
                continue;
            }
            let mut total = None;
            if wins {
                let key = non_empty(&sorted);
                let kept = counts.get(key).cloned();
                let work = moves_work(key, kept.is_some());
                let work = u64::try_from(work).unwrap_or(u64::MAX);
                if let Err(left) = budget.spend(work, sc.consumed()) {
                    return Err(sc.error_at(
                        n_at,
                        &refusal(
                            "a case whose winning moves --moves counts (a sweep over the \
                             values, piles open and stones paid)",
                            WORK_LOG,
                            WORK_PER_BYTE_LOG,
                            work,
                            left,
                        ),
                        &n.to_string(),
                    ));
                }
                total = Some(match kept {
                    Some(total) => total,
                    None => {
                        let total = new_stone::winning_total(key);
                        kept_sizes += key.len();
                        if kept_sizes > KEPT_SIZES {
                            counts.clear();
                            kept_sizes = key.len();
                        }
                        counts.insert(key.to_vec(), total.clone());
                        total
                    }
                });
            }
            let (sizes, sorted): (&[u64], &[u64]) = (&sizes, &sorted);
            let total = total.as_ref();
            sink.emit(&WithMoves {
                answer: answer(wins),
                moves: |r: &mut Report| report(r, sizes, sorted, total),
            })?;
        }
        Ok(())
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(30, 1000, 200) {
            let (n, max) = match gen.size {
                Size::Small => (gen.range(1, 4), 4),
                // The judge's most piles half of the time.
                Size::Judge => {
                    let n = if gen.chance(1, 2) {
                        JUDGE_MAX_PILES
                    } else {
                        gen.range(1, JUDGE_MAX_PILES)
                    };
                    (n, JUDGE_MAX_PILE)
                }
                Size::Huge => (gen.range(1, 40), u64::MAX),
            };
            // The judge's piles hold at least one stone; beyond it a pile of 0 is no pile
            // (the trap of "n odd wins").
            let min = u64::from(gen.size != Size::Huge);
            let mut piles: Vec<u64> = (0..n)
                .map(|_| {
                    if min == 0 && gen.chance(1, 5) {
                        0
                    } else {
                        gen.value(max).max(1)
                    }
                })
                .collect();
            // Paired positions (lost) a third of the time: each size copied onto the next
            // pile.
            if gen.chance(1, 3) {
                for k in (1..piles.len()).step_by(2) {
                    piles[k] = piles[k - 1];
                }
                if piles.len() % 2 == 1 && min == 0 {
                    *piles.last_mut().expect("n >= 1") = 0;
                }
            }
            gen.line(&[n]);
            gen.line(&piles);
        }
        // The final 0 is missing half the time (solutions looping on `while (n)` hang).
        if gen.chance(1, 2) {
            gen.line(&[0]);
        }
        true
    }
}

/// Whether every non-zero size of a sorted list occurs an even number of times.
fn paired(sorted: &[u64]) -> bool {
    let mut k = sorted.partition_point(|&x| x == 0);
    while k < sorted.len() {
        let v = sorted[k];
        let mut j = k + 1;
        while j < sorted.len() && sorted[j] == v {
            j += 1;
        }
        if (j - k) % 2 == 1 {
            return false;
        }
        k = j;
    }
    true
}
