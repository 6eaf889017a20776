//! Evaluating a rule at (n, k): exactly, in u64, or not at all.
//!
//! A number below 0 (`n - 2*k` when 2k > n), above 2^64 − 1, or a division or remainder by 0
//! is an [`EvalError`] naming the subexpression; there is no wrap and no guess. `and` and
//! `or` evaluate their right side only when the left one does not decide (as in C), so a
//! fault on the right side of `k > 1 and …` at k = 1 is never met. The table engine turns an
//! error into bad input that names the heap and the take (see problems/table.md: a rule
//! that cannot be evaluated at some move does not define a game there, and treating it as
//! false would silently play another game than the one written).

use super::numbers::{gcd, is_fib, is_pow, is_prime_u64, is_square, omega, Primes};
use super::{Expr, NodeId, Op, Var};

/// What went wrong in one operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    BelowZero,
    AboveMax,
    DivisionByZero,
    /// omega(0): 0 has no factorisation.
    OmegaOfZero,
}

/// A rule that cannot be evaluated at some (n, k): the operation, where it is in EXPR and
/// why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalError {
    pub node: NodeId,
    pub fault: Fault,
    /// 1-based byte column of the operation's text in EXPR as given.
    pub column: usize,
    /// `'n - 2*k' is below 0`, `'k*k*k' is above 2^64 - 1`, `'n % (k - 1)' divides by 0`.
    pub message: String,
}

impl Expr {
    fn fail(&self, node: NodeId, fault: Fault) -> EvalError {
        let what = match fault {
            Fault::BelowZero => "is below 0",
            Fault::AboveMax => "is above 2^64 - 1",
            Fault::DivisionByZero => "divides by 0",
            Fault::OmegaOfZero => "is omega(0), which is undefined",
        };
        EvalError {
            node,
            fault,
            column: self.nodes[node].start + 1,
            message: format!("'{}' {what}", self.source(node)),
        }
    }

    /// The rule at heap n and take k (k ≤ n; m = n − k).
    pub fn eval(&self, n: u64, k: u64) -> Result<bool, EvalError> {
        Ok(self.value(self.root(), [n, k, n - k, 0])? != 0)
    }

    /// The `rule2` condition of the move from (a, b) to (c, d).
    pub fn eval2(&self, a: u64, b: u64, c: u64, d: u64) -> Result<bool, EvalError> {
        Ok(self.value(self.root(), [a, b, c, d])? != 0)
    }

    /// The value of one node (conditions as 0 or 1), walking the tree.
    pub fn value(&self, id: NodeId, env: [u64; 4]) -> Result<u64, EvalError> {
        let v = |id| self.value(id, env);
        let arith = |a, b, f: fn(u64, u64) -> Option<u64>, fault| {
            let (x, y) = (v(a)?, v(b)?);
            f(x, y).ok_or_else(|| self.fail(id, fault))
        };
        Ok(match self.nodes[id].op {
            Op::Number(c) => c,
            Op::Bool(b) => b as u64,
            Op::Var(var) => env[var.slot()],
            Op::Add(a, b) => arith(a, b, u64::checked_add, Fault::AboveMax)?,
            Op::Sub(a, b) => arith(a, b, u64::checked_sub, Fault::BelowZero)?,
            Op::Mul(a, b) => arith(a, b, u64::checked_mul, Fault::AboveMax)?,
            Op::Div(a, b) => arith(a, b, u64::checked_div, Fault::DivisionByZero)?,
            Op::Rem(a, b) => arith(a, b, u64::checked_rem, Fault::DivisionByZero)?,
            Op::Compare(cmp, a, b) => {
                let x = v(a)?;
                cmp.holds(x, v(b)?) as u64
            }
            Op::And(a, b) => (v(a)? != 0 && v(b)? != 0) as u64,
            Op::Or(a, b) => (v(a)? != 0 || v(b)? != 0) as u64,
            Op::Not(a) => (v(a)? == 0) as u64,
            Op::IsPow(a, b) => {
                let x = v(a)?;
                is_pow(x, v(b)?) as u64
            }
            Op::IsFib(a) => is_fib(v(a)?) as u64,
            Op::IsSquare(a) => is_square(v(a)?) as u64,
            Op::IsPrime(a) => is_prime_u64(v(a)?) as u64,
            Op::Popcount(a) => v(a)?.count_ones() as u64,
            Op::Min(a, b) => {
                let x = v(a)?;
                x.min(v(b)?)
            }
            Op::Max(a, b) => {
                let x = v(a)?;
                x.max(v(b)?)
            }
            Op::Gcd(a, b) => {
                let x = v(a)?;
                gcd(x, v(b)?)
            }
            Op::Omega(a) => match v(a)? {
                0 => return Err(self.fail(id, Fault::OmegaOfZero)),
                x => omega(x),
            },
        })
    }
}

/// How many consecutive takes [`Lanes`] evaluates at once.
pub const LANES: usize = 256;

/// The rule evaluated for up to [`LANES`] consecutive takes k at one heap n, node by node:
/// each node's values for every lane, then its parent's. The loops are plain array
/// arithmetic the compiler vectorises, so the cost per (n, k) is a few cycles per node
/// instead of a walk of the tree.
///
/// Each lane carries a fault flag beside its value. A node's flag is its operands' flags
/// or its own fault; `a and b` takes b's flag only where a is true, `a or b` only where a is
/// false, which is exactly when the walk evaluates b. A lane whose root is flagged is one
/// where [`Expr::eval`] fails: [`Lanes::run`] reports it and the walk describes the error.
pub struct Lanes {
    values: Vec<u64>,
    faults: Vec<u8>,
    primes: Primes,
}

impl Lanes {
    pub fn new(expr: &Expr) -> Self {
        let size = expr.nodes().len() * LANES;
        Lanes {
            values: vec![0; size],
            faults: vec![0; size],
            primes: Primes::default(),
        }
    }

    /// Whether the rule allows k = k0 + i at heap n, into `allowed[i]` for i < len
    /// (len ≤ [`LANES`], 1 ≤ k0, k0 + len − 1 ≤ n). On a fault, the first faulty lane.
    pub fn run(
        &mut self,
        expr: &Expr,
        n: u64,
        k0: u64,
        len: usize,
        allowed: &mut [bool; LANES],
    ) -> Result<(), usize> {
        let len = len.min(LANES);
        for (j, node) in expr.nodes().iter().enumerate() {
            let (done_v, rest_v) = self.values.split_at_mut(j * LANES);
            let (done_f, rest_f) = self.faults.split_at_mut(j * LANES);
            let out = &mut rest_v[..len];
            let out_f = &mut rest_f[..len];
            let reg = |id: NodeId| (&done_v[id * LANES..][..len], &done_f[id * LANES..][..len]);
            match node.op {
                Op::Number(c) => fill(out, out_f, c),
                Op::Bool(b) => fill(out, out_f, b as u64),
                Op::Var(Var::N) => fill(out, out_f, n),
                Op::Var(Var::K) => {
                    for (i, (v, f)) in out.iter_mut().zip(out_f.iter_mut()).enumerate() {
                        (*v, *f) = (k0 + i as u64, 0);
                    }
                }
                Op::Var(Var::M) => {
                    for (i, (v, f)) in out.iter_mut().zip(out_f.iter_mut()).enumerate() {
                        (*v, *f) = (n - k0 - i as u64, 0);
                    }
                }
                Op::Add(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| x.overflowing_add(y)),
                Op::Sub(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| x.overflowing_sub(y)),
                Op::Mul(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| x.overflowing_mul(y)),
                Op::Div(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| divide(x, y, false)),
                Op::Rem(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| divide(x, y, true)),
                Op::Compare(cmp, a, b) => binary(reg(a), reg(b), out, out_f, |x, y| {
                    (cmp.holds(x, y) as u64, false)
                }),
                Op::And(a, b) => {
                    let ((av, af), (bv, bf)) = (reg(a), reg(b));
                    for i in 0..len {
                        out[i] = av[i] & bv[i];
                        out_f[i] = af[i] | (av[i] as u8 & bf[i]);
                    }
                }
                Op::Or(a, b) => {
                    let ((av, af), (bv, bf)) = (reg(a), reg(b));
                    for i in 0..len {
                        out[i] = av[i] | bv[i];
                        out_f[i] = af[i] | ((av[i] ^ 1) as u8 & bf[i]);
                    }
                }
                Op::Not(a) => unary(reg(a), out, out_f, |x| x ^ 1),
                Op::IsPow(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| {
                    (is_pow(x, y) as u64, false)
                }),
                Op::IsFib(a) => unary(reg(a), out, out_f, |x| is_fib(x) as u64),
                Op::IsSquare(a) => unary(reg(a), out, out_f, |x| is_square(x) as u64),
                Op::IsPrime(a) => {
                    let primes = &mut self.primes;
                    unary(reg(a), out, out_f, |x| primes.is_prime(x) as u64)
                }
                Op::Popcount(a) => unary(reg(a), out, out_f, |x| x.count_ones() as u64),
                Op::Min(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| (x.min(y), false)),
                Op::Max(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| (x.max(y), false)),
                Op::Gcd(a, b) => binary(reg(a), reg(b), out, out_f, |x, y| (gcd(x, y), false)),
                Op::Omega(a) => {
                    let (av, af) = reg(a);
                    for i in 0..len {
                        let x = av[i];
                        out[i] = if x == 0 { 0 } else { omega(x) };
                        out_f[i] = af[i] | (x == 0) as u8;
                    }
                }
                // `rule2`'s variables never occur in a rule of one heap.
                Op::Var(Var::A | Var::B | Var::C | Var::D) => fill(out, out_f, 0),
            }
        }
        let root = expr.root() * LANES;
        let (values, faults) = (&self.values[root..][..len], &self.faults[root..][..len]);
        if let Some(i) = faults.iter().position(|&f| f != 0) {
            return Err(i);
        }
        for (a, &v) in allowed.iter_mut().zip(values) {
            *a = v != 0;
        }
        Ok(())
    }
}

#[inline(always)]
fn fill(out: &mut [u64], out_f: &mut [u8], c: u64) {
    out.fill(c);
    out_f.fill(0);
}

/// x / y or x % y, with a 32-bit division when both fit (several times faster than a
/// 64-bit one on common CPUs); a zero divisor is a fault.
#[inline(always)]
fn divide(x: u64, y: u64, remainder: bool) -> (u64, bool) {
    if y == 0 {
        return (0, true);
    }
    let q = if (x | y) >> 32 == 0 {
        let (x, y) = (x as u32, y as u32);
        (if remainder { x % y } else { x / y }) as u64
    } else if remainder {
        x % y
    } else {
        x / y
    };
    (q, false)
}

#[inline(always)]
fn binary(
    (av, af): (&[u64], &[u8]),
    (bv, bf): (&[u64], &[u8]),
    out: &mut [u64],
    out_f: &mut [u8],
    f: impl Fn(u64, u64) -> (u64, bool),
) {
    for i in 0..out.len() {
        let (v, fault) = f(av[i], bv[i]);
        out[i] = v;
        out_f[i] = af[i] | bf[i] | fault as u8;
    }
}

#[inline(always)]
fn unary(
    (av, af): (&[u64], &[u8]),
    out: &mut [u64],
    out_f: &mut [u8],
    mut f: impl FnMut(u64) -> u64,
) {
    for i in 0..out.len() {
        out[i] = f(av[i]);
        out_f[i] = af[i];
    }
}
