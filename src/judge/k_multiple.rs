//! `grundy k-multiple`: the k-multiple subtraction game (HDU 2486 / POJ 3922).
//!
//! Input: `t`, then t lines `n k`. Output: `Case i: x` with x the smallest winning first
//! move, or `Case i: lose`.
//!
//! All cases are read first and answered grouped by k, so the losing sequence of each
//! distinct k is built once (up to the largest n asked with that k) and dropped before the
//! next one: memory is one sequence plus the cases, never one sequence per case or per k.

use std::io::{Read, Write};

use crate::error::Result;
use crate::games::k_multiple::LosingSizes;
use crate::judge::write_u64_line;
use crate::scanner::Scanner;

/// Largest k accepted: the losing sequence has about k·ln(n/k) terms, so this bound keeps
/// the worst case (n = u64::MAX) near 3·10^7 terms (under 300 MB) and well under a second.
pub const MAX_K: u64 = 1_000_000;

pub fn solve<R: Read>(sc: &mut Scanner<R>, out: &mut impl Write) -> Result<()> {
    let t = sc.u64("the number of cases t")?;
    // Grows as cases arrive: a claimed t of 10^18 allocates nothing by itself.
    let mut cases: Vec<(u64, u64)> = Vec::new();
    let mut failure = None;
    for _ in 0..t {
        match read_case(sc) {
            Ok(case) => cases.push(case),
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    if failure.is_none() {
        if let Err(e) = sc.finish("the last of the t cases") {
            failure = Some(e);
        }
    }
    let answers = answer_all(&cases);
    let mut buf = itoa::Buffer::new();
    for (i, answer) in answers.iter().enumerate() {
        out.write_all(b"Case ")?;
        out.write_all(buf.format(i + 1).as_bytes())?;
        out.write_all(b": ")?;
        match answer {
            0 => out.write_all(b"lose\n")?,
            &x => write_u64_line(out, x)?,
        }
    }
    match failure {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn read_case<R: Read>(sc: &mut Scanner<R>) -> Result<(u64, u64)> {
    let n = sc.u64_in("the pile size n", 1, u64::MAX)?;
    let k = sc.u64_in("the factor k", 1, MAX_K)?;
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
