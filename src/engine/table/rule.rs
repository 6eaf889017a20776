//! The rule family (`grundy table rule 'EXPR'`): a move takes k tokens, 1 ≤ k ≤ n, from a
//! heap of n when EXPR holds at (n, k, m = n − k). Its kernels:
//!
//! - [`RuleKernel`], for a rule that uses n or m: at heap n every take k = 1..n is
//!   evaluated, [`LANES`] at a time ([`Lanes`]), and the values g(n − k) of the allowed ones
//!   are marked; g(n) is the least unmarked value. n·(n + 1)/2 evaluations for g(0..n).
//! - [`KAloneKernel`], for a rule of k alone: the allowed takes are one set S, listed once
//!   as far as the table goes, and the game is the subtraction game of S
//!   ([`SubtractionKernel`]) with S growing as larger takes come into reach.
//!
//! A rule of k alone whose takes are provably finite is a subtraction set outright (see
//! [`crate::heap_game::Takes`]) and never comes here. No theorem certifies a period
//! of any other rule, so these kernels have no certificate: their tables show an observed
//! period at most.
//!
//! An evaluation error at some move stops the table: it is reported with that move, the
//! first one in the order heaps are computed (heap n, then take k).

use super::error::TableError;
use super::subtraction::SubtractionKernel;
use crate::expr::{Expr, Lanes, LANES};

/// A rule that uses n or m, evaluated at every move.
pub(super) struct RuleKernel {
    expr: Expr,
    lanes: Lanes,
    allowed: [bool; LANES],
    /// stamp[v] = n + 1 when value v is an option of heap n.
    stamp: Vec<u32>,
}

impl RuleKernel {
    pub(super) fn new(expr: &Expr) -> Self {
        RuleKernel {
            expr: expr.clone(),
            lanes: Lanes::new(expr),
            allowed: [false; LANES],
            stamp: vec![0; 2],
        }
    }

    pub(super) fn push_next(&mut self, values: &mut Vec<u32>) -> Result<(), TableError> {
        let n = values.len() as u64;
        // Tables stay far below 2^32 values: every stamp n + 1 is distinct and non-zero.
        let mark = n as u32 + 1;
        let mut k0 = 1;
        while k0 <= n {
            let len = (n - k0 + 1).min(LANES as u64) as usize;
            if self
                .lanes
                .run(&self.expr, n, k0, len, &mut self.allowed)
                .is_err()
            {
                // The walk is the definition: it finds the error (or, were the lanes ever
                // wrong, the right answers).
                for i in 0..len {
                    let k = k0 + i as u64;
                    self.allowed[i] =
                        self.expr
                            .eval(n, k)
                            .map_err(|error| TableError::Rule { n, k, error })?;
                }
            }
            for (i, &allowed) in self.allowed[..len].iter().enumerate() {
                if allowed {
                    let v = values[(n - k0) as usize - i] as usize;
                    self.stamp[v] = mark;
                }
            }
            k0 += len as u64;
        }
        let mut v = 0;
        while self.stamp[v] == mark {
            v += 1;
        }
        values.push(v as u32);
        // Keep a free slot above every value, so the mex loop always ends in the array.
        if self.stamp.len() < v + 2 {
            self.stamp.resize(v + 2, 0);
        }
        Ok(())
    }
}

/// A rule of k alone: its takes listed once (as far as the table goes) and played as a
/// subtraction set.
pub(super) struct KAloneKernel {
    expr: Expr,
    lanes: Lanes,
    /// Every take up to here is listed in the subtraction kernel.
    listed: u64,
    subtraction: SubtractionKernel,
}

impl KAloneKernel {
    pub(super) fn new(expr: &Expr) -> Self {
        KAloneKernel {
            expr: expr.clone(),
            lanes: Lanes::new(expr),
            listed: 0,
            subtraction: SubtractionKernel::new(&[]),
        }
    }

    /// Fills the table up to (excluding) `len`, listing the takes up to len − 1 first.
    pub(super) fn extend(&mut self, values: &mut Vec<u32>, len: usize) -> Result<(), TableError> {
        let need = (len as u64).saturating_sub(1);
        let mut allowed = [false; LANES];
        let mut more = Vec::new();
        while self.listed < need {
            let k0 = self.listed + 1;
            let run = (need - self.listed).min(LANES as u64) as usize;
            // k alone: any n at least every k of the run will do.
            let n = k0 + run as u64 - 1;
            if self
                .lanes
                .run(&self.expr, n, k0, run, &mut allowed)
                .is_err()
            {
                // The walk names the error, at heap k for the first failing take k (the
                // first heap that has it). Were the lanes ever wrong, it lists the run.
                for (j, a) in allowed.iter_mut().enumerate().take(run) {
                    let k = k0 + j as u64;
                    *a = self.expr.eval(k, k).map_err(|error| TableError::Rule {
                        n: k,
                        k,
                        error,
                    })?;
                }
            }
            more.extend((0..run).filter(|&j| allowed[j]).map(|j| k0 + j as u64));
            self.listed += run as u64;
        }
        self.subtraction.add_moves(&more);
        self.subtraction.extend(values, len);
        Ok(())
    }
}
