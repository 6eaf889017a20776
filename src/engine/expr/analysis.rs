//! What a rule's expression proves about its moves, read off the tree: whether it uses k
//! alone, and a bound K such that no take above K is allowed.
//!
//! The bound is a proof about exact arithmetic over the natural numbers, for every k > K:
//! the expression is defined there (no subtraction below 0, no division by 0) and false.
//! (A number above 2^64 − 1 is defined, only too large for the evaluator: `k*k <= 10` is
//! false for every k > 3, even where k·k does not fit.) The rules are few and sound:
//!
//! - `G <= c`, `G < c`, `G == c` (or mirrored, `c >= G`, …) where c uses no variable and G is
//!   *growing*: G(k) ≥ k for every k ≥ 1, and defined everywhere. Then G(k) ≥ k > c for
//!   k > c, so K = c (c − 1 for `<`).
//! - `a and b`: a's bound (b is not evaluated where a is false); b's bound when a is defined
//!   everywhere. `a or b`: the larger of both bounds. `false`: K = 0.
//!
//! G is growing when it is k, or G + X, X + G, G·X, X·G with X defined everywhere and X ≥ 1
//! for a product (a number at least 1, a growing term, or a sum with such a term), or
//! max(G, X), max(X, G). Anything else (`not`, `!=`, functions, …) proves nothing: the rule
//! is then played as written, with an observed period only.

use super::{Cmp, Expr, NodeId, Op, Var};

/// The least K the rules above prove (no take k > K is allowed), if they prove any.
/// Meaningful for an expression that uses k alone.
pub fn takes_bound(expr: &Expr) -> Option<u64> {
    bound(expr, expr.root())
}

fn bound(expr: &Expr, id: NodeId) -> Option<u64> {
    match expr.nodes()[id].op {
        Op::Bool(false) => Some(0),
        Op::And(a, b) => {
            let left = bound(expr, a);
            let right = total(expr, a).then(|| bound(expr, b)).flatten();
            match (left, right) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            }
        }
        Op::Or(a, b) => Some(bound(expr, a)?.max(bound(expr, b)?)),
        Op::Compare(cmp, a, b) => {
            // Put the growing side on the left: c >= G is G <= c, and c < G is G > c
            // (which bounds nothing).
            let (g, c, cmp) = if growing(expr, a) {
                (a, b, cmp)
            } else {
                let mirrored = match cmp {
                    Cmp::Ge => Cmp::Le,
                    Cmp::Gt => Cmp::Lt,
                    Cmp::Le => Cmp::Ge,
                    Cmp::Lt => Cmp::Gt,
                    Cmp::Eq | Cmp::Ne => cmp,
                };
                (b, a, mirrored)
            };
            if !growing(expr, g) || uses_any(expr, c) {
                return None;
            }
            let c = expr.value(c, [0, 0, 0, 0]).ok()?;
            match cmp {
                Cmp::Le | Cmp::Eq => Some(c),
                Cmp::Lt => Some(c.saturating_sub(1)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// G(k) ≥ k for every k ≥ 1, and G is defined everywhere.
fn growing(expr: &Expr, id: NodeId) -> bool {
    match expr.nodes()[id].op {
        Op::Var(Var::K) => true,
        Op::Add(a, b) | Op::Max(a, b) => {
            (growing(expr, a) && total(expr, b)) || (growing(expr, b) && total(expr, a))
        }
        Op::Mul(a, b) => {
            (growing(expr, a) && positive(expr, b)) || (growing(expr, b) && positive(expr, a))
        }
        _ => false,
    }
}

/// X ≥ 1 for every k ≥ 1, and X is defined everywhere.
fn positive(expr: &Expr, id: NodeId) -> bool {
    match expr.nodes()[id].op {
        Op::Number(c) => c >= 1,
        Op::Add(a, b) => {
            (positive(expr, a) && total(expr, b)) || (positive(expr, b) && total(expr, a))
        }
        Op::Mul(a, b) => positive(expr, a) && positive(expr, b),
        _ => growing(expr, id),
    }
}

/// Defined for every (n, k): no subtraction, division or remainder anywhere below.
fn total(expr: &Expr, id: NodeId) -> bool {
    let op = expr.nodes()[id].op;
    !matches!(op, Op::Sub(..) | Op::Div(..) | Op::Rem(..))
        && op.children().all(|child| total(expr, child))
}

/// Whether any variable appears in the subtree.
fn uses_any(expr: &Expr, id: NodeId) -> bool {
    let op = expr.nodes()[id].op;
    matches!(op, Op::Var(_)) || op.children().any(|child| uses_any(expr, child))
}
