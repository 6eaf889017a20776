//! `grundy k-multiple`: the k-multiple subtraction game (HDU 2486 / POJ 3922).
//!
//! Input: `t`, then t lines `n k`. Output: `Case i: x` with x the smallest winning first
//! move, or `Case i: lose`.
//!
//! Cases are read in batches of up to [`BATCH`] and each batch is answered grouped by k,
//! so the losing sequence of each distinct k is built once per batch (once per input for
//! any input of up to a million cases, which covers every judge file) and dropped before
//! the next one. Memory is one sequence (at most 1.5 MiB) plus one batch: it never grows
//! with the input.

use std::io::{self, Read, Write};

use crate::error::Result;
use crate::games::k_multiple::{winning_first_moves, LosingSizes};
use crate::io::output::write_u64_line;
use crate::io::scan::Scanner;
use crate::problems::gen::{Gen, Size};
use crate::problems::moves::After;
use crate::problems::{
    AfterKind, Answer, JsonFields, Meta, Options, Report, Sink, Solve, WithMoves,
};

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
        solve_in_batches(sc, sink, BATCH, options)
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

/// Cases answered together; 2^20 cases take 24 MiB with their answers.
pub const BATCH: usize = 1 << 20;

fn solve_in_batches<R: Read, S: Sink>(
    sc: &mut Scanner<R>,
    sink: &mut S,
    batch: usize,
    options: &Options,
) -> Result<()> {
    let t = sc.u64("the number of cases t")?;
    // Grows as cases arrive: a claimed t of 10^18 allocates nothing by itself.
    let mut cases: Vec<(u64, u64)> = Vec::new();
    let mut numbered = 0u64;
    let mut left = t;
    loop {
        cases.clear();
        let mut failure = None;
        while left > 0 && cases.len() < batch {
            match read_case(sc, options) {
                Ok(case) => cases.push(case),
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
        if S::MOVES {
            for (&(n, k), terms) in cases.iter().zip(decompose_all(&cases)) {
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
                    moves: |r: &mut Report| report(r, n, k, &terms),
                })?;
            }
            if let Some(e) = failure {
                return Err(e);
            }
            if left == 0 {
                return Ok(());
            }
            continue;
        }
        let answers = answer_all(&cases);
        for smallest_winning_move in answers {
            numbered += 1;
            sink.emit(&Case {
                number: numbered,
                smallest_winning_move,
            })?;
        }
        if let Some(e) = failure {
            return Err(e);
        }
        if left == 0 {
            return Ok(());
        }
    }
}

fn read_case<R: Read>(sc: &mut Scanner<R>, options: &Options) -> Result<(u64, u64)> {
    let n = sc.u64_in("the pile size n", 1, u64::MAX)?;
    options.judge_limit_here(sc, "the pile size n", n, 1, JUDGE_MAX_N)?;
    let k = sc.u64_in("the factor k", 1, MAX_K)?;
    options.judge_limit_here(sc, "the factor k", k, 1, JUDGE_MAX_K)?;
    Ok((n, k))
}

/// Answers in input order (0 for a lost position: a winning move takes at least one
/// stone); each k's sequence is built once, in order of increasing n.
fn answer_all(cases: &[(u64, u64)]) -> Vec<u64> {
    let mut order: Vec<usize> = (0..cases.len()).collect();
    order.sort_unstable_by_key(|&i| (cases[i].1, cases[i].0));
    let mut answers = vec![0; cases.len()];
    let mut seq: Option<LosingSizes> = None;
    for i in order {
        let (n, k) = cases[i];
        if seq.as_ref().map(LosingSizes::k) != Some(k) {
            // The previous sequence is dropped here, before the next one grows.
            seq = Some(LosingSizes::new(k));
        }
        if let Some(s) = seq.as_mut() {
            answers[i] = s.smallest_winning_move(n).unwrap_or(0);
        }
    }
    answers
}

/// The greedy decomposition of each case's pile into losing sizes (largest first), in
/// input order; each k's sequence is built once, as in [`answer_all`].
fn decompose_all(cases: &[(u64, u64)]) -> Vec<Vec<u64>> {
    let mut order: Vec<usize> = (0..cases.len()).collect();
    order.sort_unstable_by_key(|&i| (cases[i].1, cases[i].0));
    let mut terms = vec![Vec::new(); cases.len()];
    let mut seq: Option<LosingSizes> = None;
    for i in order {
        let (n, k) = cases[i];
        if seq.as_ref().map(LosingSizes::k) != Some(k) {
            seq = Some(LosingSizes::new(k));
        }
        if let Some(s) = seq.as_mut() {
            terms[i] = s.decomposition(n);
        }
    }
    terms
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
        let mut sc = Scanner::new(input.as_bytes(), "t");
        let mut out = Vec::new();
        let mut sink = crate::problems::problem::TextSink { out: &mut out };
        let err = solve_in_batches(&mut sc, &mut sink, batch, &Options::default()).err();
        (String::from_utf8(out).unwrap(), err.map(|e| e.to_string()))
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
