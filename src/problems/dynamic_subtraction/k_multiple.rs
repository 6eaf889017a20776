//! `grundy k-multiple`: the k-multiple subtraction game (HDU 2486 / POJ 3922).
//!
//! Input: `t`, then t lines `n k`. Output: `Case i: x` with x the smallest winning first
//! move, or `Case i: lose`.
//!
//! Cases are read in batches of up to [`BATCH`] and each batch is answered grouped by k:
//! the losing sequence of each distinct k is built once per batch (once per input for any
//! input of up to a million cases, which covers every judge file) and dropped before the
//! next one, and the cases of one k share their walks past the stored runs (equal cases
//! cost one). Memory is one sequence (at most 1.5 MiB) plus one batch: it never grows with
//! the input. Walking is bounded per input ([`INPUT_WORK`], [`WORK_PER_BYTE`]); the
//! answers of cases that walked are kept, so a case that comes back is not walked again.

use std::collections::HashMap;
use std::io::{self, Read, Write};

use crate::gen::{Gen, Size};
use crate::moves::After;
use crate::{AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves};
use grundy_games::k_multiple::{winning_first_moves, LosingSizes};
use grundy_io::error::Result;
use grundy_io::output::write_u64_line;
use grundy_io::scan::{Position, Scanner};

/// HDU 2486's limits, enforced by `--strict`.
const JUDGE_MAX_N: u64 = 100_000_000;
const JUDGE_MAX_K: u64 = 100_000;

pub struct KMultiple;

/// `Case i: x`, the smallest winning first move, or `Case i: lose` (x = 0).
struct Case {
    number: u64,
    smallest_winning_move: u64,
}

impl Answer for Case {
    #[inline]
    fn write_text<W: Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        out.write_all(b"Case ")?;
        out.write_all(itoa::Buffer::new().format(self.number).as_bytes())?;
        out.write_all(b": ")?;
        match self.smallest_winning_move {
            0 => out.write_all(b"lose\n"),
            x => write_u64_line(out, x),
        }
    }

    fn json(&self, fields: &mut JsonFields) {
        fields.bool("first_player_wins", self.smallest_winning_move != 0);
        if self.smallest_winning_move != 0 {
            fields.u64("smallest_winning_move", self.smallest_winning_move);
        }
    }
}

impl Solve for KMultiple {
    const META: Meta = Meta {
        id: "k-multiple",
        aliases: &["hdu2486", "poj3922"],
        family: "dynamic-subtraction",
        title: "A simple stone game (k-times dynamic subtraction)",
        about: "Input: `t`, then t lines `n k` (1 <= k <= 10^6).\n\
Output: `Case i: x` with x the smallest winning first move, or `Case i: lose`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        let budget = Budget::new(INPUT_WORK, WORK_PER_BYTE);
        solve_in_batches(sc, sink, BATCH, options, budget)
    }

    /// A position after a move carries a limit on the next take, which the format cannot
    /// hold.
    const MOVES_AFTER: AfterKind = AfterKind::State;

    fn generate(&self, gen: &mut Gen) -> bool {
        let cases = gen.case_count(50, 100, 100);
        let (max_n, max_k) = match gen.size {
            Size::Small => (40, 4),
            Size::Judge => (JUDGE_MAX_N, JUDGE_MAX_K),
            // Beyond the judge: any u64 n, and k up to 10^6 for a few cases only, since
            // each distinct large k builds its own losing sequence.
            Size::Huge => (u64::MAX, 1000),
        };
        gen.line(&[cases]);
        for _ in 0..cases {
            let mut k = gen.range(1, max_k);
            if gen.size == Size::Huge && gen.chance(1, 20) {
                k = gen.range(MAX_K - 10, MAX_K);
            } else if gen.chance(1, 3) {
                k = gen.range(1, 3.min(max_k));
            }
            // n = 1 (no legal first move) and powers of two (losing when k = 1) are traps.
            let n = match gen.range(0, 5) {
                0 => 1,
                1 => 1u64 << gen.range(0, u64::from(max_n.ilog2())),
                _ => gen.range(1, max_n),
            };
            gen.line(&[n, k]);
        }
        true
    }
}

/// Largest k accepted, the format's bound. The losing sequence has about k·ln(n/k) terms;
/// at this bound and n = u64::MAX that is 3·10^7 of them, which the sequence walks in
/// about 0.1 s, keeping at most 1.5 MiB of them (see [`LosingSizes`]).
pub const MAX_K: u64 = 1_000_000;

/// Cases answered together; 2^20 cases take 40 MiB with their positions and answers.
pub const BATCH: usize = 1 << 20;

/// The work one input may cost past the stored runs ([`LosingSizes::work`], 3 to 6
/// nanoseconds a step): this many steps, and [`WORK_PER_BYTE`] more per byte read. A walk
/// to 2^64 − 1 with k = 10^6 is about 2·10^7 steps, so about a dozen distinct such k fit
/// (1 to 2 s); a judge's case never walks.
pub const INPUT_WORK: u64 = 1 << 28;
/// See [`INPUT_WORK`]: about twice what reading a byte costs.
pub const WORK_PER_BYTE: u64 = 1 << 8;

/// Answers of cases that walked, kept across batches so a case that comes back is not
/// walked again; forgotten all at once past this many.
const CACHE_CASES: usize = 1 << 16;

/// What bounds an input's work, and what it has cost.
struct Budget {
    fixed: u64,
    per_byte: u64,
    spent: u64,
    /// (n, k) → the answer, for cases whose group walked.
    cache: HashMap<(u64, u64), u64>,
}

impl Budget {
    fn new(fixed: u64, per_byte: u64) -> Self {
        Budget {
            fixed,
            per_byte,
            spent: 0,
            cache: HashMap::new(),
        }
    }
}

fn solve_in_batches<R: Read, S: Sink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    batch: usize,
    options: &Options,
    mut budget: Budget,
) -> Result<()> {
    let t = sc.u64("the number of cases t")?;
    // Grows as cases arrive: a claimed t of 10^18 allocates nothing by itself.
    let mut cases: Vec<(u64, u64)> = Vec::new();
    let mut at: Vec<Position> = Vec::new();
    let mut numbered = 0u64;
    let mut left = t;
    loop {
        cases.clear();
        at.clear();
        let mut failure = None;
        while left > 0 && cases.len() < batch {
            match read_case(sc, options) {
                Ok((case, pos)) => {
                    cases.push(case);
                    at.push(pos);
                }
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
            left -= 1;
        }
        if failure.is_none() && left == 0 {
            failure = sc.finish("the last of the t cases").err();
        }
        let allowed = budget
            .fixed
            .saturating_add(budget.per_byte.saturating_mul(sc.consumed()));
        let refused = if S::MOVES {
            let (terms, refused) = decompose_all(&cases, allowed, &mut budget);
            let answered = refused.unwrap_or(cases.len());
            for (&(n, k), terms) in cases[..answered].iter().zip(&terms) {
                numbered += 1;
                let answer = Case {
                    number: numbered,
                    smallest_winning_move: if terms.len() > 1 {
                        terms[terms.len() - 1]
                    } else {
                        0
                    },
                };
                sink.emit(&WithMoves {
                    answer,
                    moves: |r: &mut Report| report(r, n, k, terms),
                })?;
            }
            refused
        } else {
            let (answers, refused) = answer_all(&cases, allowed, &mut budget);
            for &smallest_winning_move in &answers[..refused.unwrap_or(cases.len())] {
                numbered += 1;
                sink.emit(&Case {
                    number: numbered,
                    smallest_winning_move,
                })?;
            }
            refused
        };
        if let Some(i) = refused {
            let (n, k) = cases[i];
            return Err(sc.error_at(
                at[i],
                "a case within the work budget of this input (2^28 steps and 2^8 per byte \
                 read: problems/k-multiple.md)",
                &format!("`{n} {k}`"),
            ));
        }
        if let Some(e) = failure {
            return Err(e);
        }
        if left == 0 {
            return Ok(());
        }
    }
}

/// One case `n k`, and where its n stands.
fn read_case<R: Read>(sc: &mut Scanner<R>, options: &Options) -> Result<((u64, u64), Position)> {
    let n = sc.u64_in("the pile size n", 1, u64::MAX)?;
    let at = sc.position();
    options.judge_limit_here(sc, "the pile size n", n, 1, JUDGE_MAX_N)?;
    let k = sc.u64_in("the factor k", 1, MAX_K)?;
    options.judge_limit_here(sc, "the factor k", k, 1, JUDGE_MAX_K)?;
    Ok(((n, k), at))
}

/// Answers in input order (0 for a lost position: a winning move takes at least one
/// stone). The cases of each k are answered together ([`LosingSizes::smallest_winning_moves`]:
/// equal cases and the terms of every decomposition share their walks), k by k in the
/// order of each k's first case, while the input's work stays within `allowed` steps: a k
/// whose cases must walk once the budget is spent is not answered. Returns the answers and
/// the first case, in input order, left unanswered.
fn answer_all(
    cases: &[(u64, u64)],
    allowed: u64,
    budget: &mut Budget,
) -> (Vec<u64>, Option<usize>) {
    let mut order: Vec<usize> = (0..cases.len())
        .filter(|&i| !budget.cache.contains_key(&cases[i]))
        .collect();
    order.sort_unstable_by_key(|&i| (cases[i].1, cases[i].0));
    let mut answers: Vec<u64> = cases
        .iter()
        .map(|case| budget.cache.get(case).copied().unwrap_or(0))
        .collect();
    // The groups in the order of their first case, so that when the budget runs out the
    // answers printed before the refused case are as many as they can be.
    let mut groups: Vec<&[usize]> = order.chunk_by(|&i, &j| cases[i].1 == cases[j].1).collect();
    groups.sort_unstable_by_key(|group| group.iter().min());
    let mut refused: Option<usize> = None;
    for group in groups {
        let k = cases[group[0]].1;
        // The previous sequence is dropped here, before the next one grows.
        let mut seq = LosingSizes::new(k);
        let largest = cases[group[group.len() - 1]].0;
        if budget.spent >= allowed && seq.walks_for(largest) {
            // Every later group starts after this one's first case, which is not answered:
            // nothing after it is printed, so nothing more is built.
            refused = group.iter().min().copied();
            break;
        }
        let piles: Vec<u64> = group.iter().map(|&i| cases[i].0).collect();
        let moves = seq.smallest_winning_moves(&piles);
        for (&i, answer) in group.iter().zip(moves) {
            answers[i] = answer.unwrap_or(0);
        }
        budget.spent += seq.work();
        if seq.work() > 0 {
            if budget.cache.len() + group.len() > CACHE_CASES {
                budget.cache.clear();
            }
            budget
                .cache
                .extend(group.iter().map(|&i| (cases[i], answers[i])));
        }
    }
    (answers, refused)
}

/// The greedy decomposition of each case's pile into losing sizes (largest first), in
/// input order, under the same budget as [`answer_all`]: each k's sequence is built once,
/// k by k in the order of each k's first case, an equal case reuses the decomposition
/// before it, and a case that must walk once the budget is spent is not decomposed (nor is
/// anything after it in input order). Returns the decompositions and the first case, in
/// input order, left undecomposed.
fn decompose_all(
    cases: &[(u64, u64)],
    allowed: u64,
    budget: &mut Budget,
) -> (Vec<Vec<u64>>, Option<usize>) {
    let mut order: Vec<usize> = (0..cases.len()).collect();
    order.sort_unstable_by_key(|&i| (cases[i].1, cases[i].0));
    let mut groups: Vec<&[usize]> = order.chunk_by(|&i, &j| cases[i].1 == cases[j].1).collect();
    groups.sort_unstable_by_key(|group| group.iter().min());
    let mut terms = vec![Vec::new(); cases.len()];
    let mut refused: Option<usize> = None;
    for group in groups {
        let first = group.iter().min().copied().unwrap_or(0);
        if refused.is_some_and(|r| first > r) {
            break; // every later group starts later still: none of it is printed
        }
        // The previous sequence is dropped here, before the next one grows.
        let mut seq = LosingSizes::new(cases[group[0]].1);
        let mut previous: Option<usize> = None;
        for &i in group.iter() {
            if refused.is_some_and(|r| i > r) {
                continue;
            }
            if let Some(p) = previous.filter(|&p| cases[p] == cases[i]) {
                terms[i] = terms[p].clone();
                continue;
            }
            let n = cases[i].0;
            if budget.spent.saturating_add(seq.work()) >= allowed && seq.walks_for(n) {
                refused = Some(refused.map_or(i, |r| r.min(i)));
                previous = None;
                continue;
            }
            terms[i] = seq.decomposition(n);
            previous = Some(i);
        }
        budget.spent += seq.work();
    }
    (terms, refused)
}

/// The move report of a pile of `n` (decomposed into `terms`): every winning first move,
/// ascending ([`winning_first_moves`]). The position after a move is `n − x` stones with the
/// next take limited to k·x (written capped at the stones left, where it no longer limits):
/// `state` `{"stones": …, "limit": …, "k": …}`.
fn report(r: &mut Report, n: u64, k: u64, terms: &[u64]) {
    let p = r.position();
    p.wins(terms.len() > 1);
    let sum: Vec<String> = terms.iter().map(u64::to_string).collect();
    p.fact("n as a sum of losing sizes", sum.join(" + "));
    if n == 1 {
        p.note("a pile of 1 has no first move (the first move may not take the whole pile)");
    }
    for x in winning_first_moves(terms, k) {
        p.add(
            || format!("take {x} ({n} -> {})", n - x),
            || {
                let left = n - x;
                let limit = u128::from(k) * u128::from(x);
                let limit = limit.min(u128::from(left)) as u64;
                After::State(serde_json::json!({ "stones": left, "limit": limit, "k": k }))
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str, batch: usize) -> (String, Option<String>) {
        run_with(input, batch, INPUT_WORK, WORK_PER_BYTE)
    }

    fn run_with(input: &str, batch: usize, fixed: u64, per_byte: u64) -> (String, Option<String>) {
        let mut sc = Scanner::new(input.as_bytes(), "t");
        let mut out = Vec::new();
        let mut sink = crate::problem::TextSink { out: &mut out };
        let budget = Budget::new(fixed, per_byte);
        let err = solve_in_batches(&mut sc, &mut sink, batch, &Options::default(), budget).err();
        (String::from_utf8(out).unwrap(), err.map(|e| e.to_string()))
    }

    /// The work is bounded per input, not per case: cases of distinct k that each walk are
    /// answered while the input's budget lasts, then the next is refused at its place after
    /// the answers before it, in any batching; equal cases walk once (in one batch, and
    /// across batches through the cache); the bytes read raise the budget.
    #[test]
    fn the_work_per_input_is_bounded() {
        let n = (1u64 << 60) + 12345;
        let walk = {
            let mut one = LosingSizes::new(5000);
            one.smallest_winning_moves(&[n]);
            one.work()
        };
        assert!(walk > 1000, "no walk to measure: {walk}");
        let case = |k: u64| format!("{n} {k}\n");
        let distinct = format!("6\n{}", (0..6).map(|i| case(5000 + i)).collect::<String>());
        for batch in [1, 4, BATCH] {
            // Walks are answered while less than 2.5 walks are spent: three of them.
            let (out, err) = run_with(&distinct, batch, 5 * walk / 2, 0);
            assert_eq!(out.lines().count(), 3, "batch {batch}");
            let err = err.unwrap();
            assert!(
                err.starts_with("t:5:1: expected a case within the work budget of this input"),
                "{err}"
            );
            assert!(err.ends_with(&format!("found `{n} 5003`")), "{err}");
        }
        let same = format!("100\n{}", case(5000).repeat(100));
        let (out, err) = run_with(&same, BATCH, walk / 2, 0);
        assert_eq!((out.lines().count(), err), (100, None));
        let (batched, err) = run_with(&same, 7, walk / 2, 0);
        assert_eq!((batched, err), (out, None));
        let (out, err) = run_with(&distinct, BATCH, 0, walk);
        assert_eq!((out.lines().count(), err), (6, None));
    }

    /// `--moves` walks under the same budget: the answers within it, then the refusal at
    /// the first case past it; equal cases are decomposed once.
    #[test]
    fn moves_walk_within_the_budget() {
        let n = (1u64 << 60) + 12345;
        let walk = {
            let mut one = LosingSizes::new(5000);
            one.decomposition(n);
            one.work()
        };
        assert!(walk > 1000, "no walk to measure: {walk}");
        let moves = |input: &str, fixed: u64| {
            let mut sc = Scanner::new(input.as_bytes(), "t");
            let mut out = Vec::new();
            let mut sink = crate::problem::MovesSink::new(
                &mut out,
                crate::moves::Limit::DEFAULT,
                crate::problem::Format::Judge,
                "k-multiple",
            );
            let budget = Budget::new(fixed, 0);
            let err = solve_in_batches(&mut sc, &mut sink, BATCH, &Options::default(), budget);
            let text = String::from_utf8(out).unwrap();
            let cases = text.lines().filter(|l| l.starts_with("case ")).count();
            (cases, err.err().map(|e| e.to_string()))
        };
        let case = |k: u64| format!("{n} {k}\n");
        let distinct = format!("6\n{}", (0..6).map(|i| case(5000 + i)).collect::<String>());
        let (cases, err) = moves(&distinct, 5 * walk / 2);
        assert_eq!(cases, 3, "{err:?}");
        let err = err.unwrap();
        assert!(
            err.starts_with("t:5:1: expected a case within the work budget of this input"),
            "{err}"
        );
        let same = format!("50\n{}", case(5000).repeat(50));
        assert_eq!(moves(&same, walk / 2), (50, None));
    }

    #[test]
    fn batches_number_cases_on_and_keep_answers_before_an_error() {
        let input = "7\n16 1\n11 1\n32 2\n34 2\n19 3\n1 5\n1000000 7\n";
        let whole = run(input, BATCH);
        assert!(whole
            .0
            .starts_with("Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n"));
        for batch in 1..=7 {
            assert_eq!(run(input, batch), whole, "batch {batch}");
        }
        let bad = "4\n16 1\n11 1\n32 0\n34 2\n";
        for batch in 1..=4 {
            let (out, err) = run(bad, batch);
            assert_eq!(out, "Case 1: lose\nCase 2: 1\n", "batch {batch}");
            assert_eq!(
                err.unwrap(),
                "t:4:4: expected the factor k (1..=1000000), found 0"
            );
        }
    }
}
