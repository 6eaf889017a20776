//! The rule language of `grundy table rule 'EXPR'`: a condition on a move of a one-heap
//! game, over n (the heap), k (the tokens taken, 1 ≤ k ≤ n) and m = n − k (what is left).
//!
//! `2*k <= n`, `n % k == 0`, `is_pow(k, 2)`, `k <= 3 or is_prime(m)`: unsigned 64-bit
//! numbers with `+ - * / %` (C precedence), the comparisons `== != < <= > >=`, `and`, `or`,
//! `not` (also spelled `&&`, `||`, `!`), `true`, `false`, parentheses and nine functions
//! (`is_pow(x, b)`, `is_fib(x)`, `is_square(x)`, `is_prime(x)`, `popcount(x)`, `min`, `max`,
//! `gcd(x, y)`, `omega(x)`: prime factors counted with multiplicity). The same language over
//! a, b (two heaps before a move) and c, d (after) is `rule2`'s ([`Language::Rule2`]).
//! Every subexpression has a type, a number or a condition, checked while parsing, so a
//! parsed [`Expr`] always evaluates to true, false or an [`EvalError`], never to nonsense.
//!
//! Why a hand-written recursive-descent parser ([`parse`]) and not a parser generator or an
//! expression crate: this language is the core of the rule family, and what it must do is
//! ours. Every mistake in EXPR is bad input with one located line (its byte column and what
//! was expected there: "expected a number, n, k, m, a function or '(', found '#'"), types are
//! checked as the tree is built, and the evaluation rules are exactly ours: overflow and
//! division by zero are errors, never a wrap, and `and`/`or` decide from their left side
//! alone when they can (as in C), so `k > 1 and n % (k - 1) == 0` is never a division by 0.
//! A dozen tokens and six levels of precedence fit in a few hundred lines that say all of
//! that directly; a grammar tool would hide the messages behind its own.
//!
//! Evaluation comes twice: [`Expr::eval`] walks the tree for one (n, k), and [`Lanes`]
//! evaluates it for a run of consecutive k at once, node by node over arrays, which is how
//! the table engine affords the n·(n + 1)/2 evaluations of a rule that depends on n. The
//! two agree (a property test); errors found by the lanes are described by the walk.
//! [`analysis`] reads off what the expression proves (it uses k alone; no k above some
//! bound is allowed).

pub mod analysis;
mod eval;
mod numbers;
mod parse;
#[cfg(test)]
mod tests;

pub use eval::{EvalError, Fault, Lanes, LANES};
pub use parse::{parse, parse_in, Language, SyntaxError, MAX_LEN};

/// The three variables of a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Var {
    /// The heap before the move.
    N,
    /// The tokens taken, 1 ≤ k ≤ n.
    K,
    /// The heap after the move, n − k.
    M,
    /// `rule2`: the two heaps before the move, and after it.
    A,
    B,
    C,
    D,
}

impl Var {
    /// Its place in an evaluation's environment: `rule` fills n, k, m; `rule2` a, b, c, d.
    pub fn slot(self) -> usize {
        match self {
            Var::N | Var::A => 0,
            Var::K | Var::B => 1,
            Var::M | Var::C => 2,
            Var::D => 3,
        }
    }
}

/// The two types of a subexpression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    Number,
    Condition,
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    #[inline(always)]
    pub fn holds(self, a: u64, b: u64) -> bool {
        match self {
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
        }
    }
}

/// Index of a node in [`Expr::nodes`]; children always come before their parent.
pub type NodeId = usize;

/// One operation of the tree. Conditions are computed as 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Number(u64),
    Bool(bool),
    Var(Var),
    Add(NodeId, NodeId),
    Sub(NodeId, NodeId),
    Mul(NodeId, NodeId),
    Div(NodeId, NodeId),
    Rem(NodeId, NodeId),
    /// Both sides numbers, or both conditions (`==`, `!=` only).
    Compare(Cmp, NodeId, NodeId),
    And(NodeId, NodeId),
    Or(NodeId, NodeId),
    Not(NodeId),
    IsPow(NodeId, NodeId),
    IsFib(NodeId),
    IsSquare(NodeId),
    IsPrime(NodeId),
    Popcount(NodeId),
    Min(NodeId, NodeId),
    Max(NodeId, NodeId),
    Gcd(NodeId, NodeId),
    /// Prime factors with multiplicity; omega(0) is an evaluation error.
    Omega(NodeId),
}

impl Op {
    /// The operands, left to right.
    pub fn children(self) -> impl Iterator<Item = NodeId> {
        let (a, b) = match self {
            Op::Number(_) | Op::Bool(_) | Op::Var(_) => (None, None),
            Op::Not(a)
            | Op::IsFib(a)
            | Op::IsSquare(a)
            | Op::IsPrime(a)
            | Op::Popcount(a)
            | Op::Omega(a) => (Some(a), None),
            Op::Add(a, b)
            | Op::Sub(a, b)
            | Op::Mul(a, b)
            | Op::Div(a, b)
            | Op::Rem(a, b)
            | Op::Compare(_, a, b)
            | Op::And(a, b)
            | Op::Or(a, b)
            | Op::IsPow(a, b)
            | Op::Min(a, b)
            | Op::Max(a, b)
            | Op::Gcd(a, b) => (Some(a), Some(b)),
        };
        a.into_iter().chain(b)
    }
}

/// A node: its operation, its type and the bytes of EXPR it was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    pub op: Op,
    pub ty: Type,
    /// Byte range in the text as given.
    pub start: usize,
    pub end: usize,
}

/// A parsed rule: a condition, as a tree of [`Node`]s in an arena.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expr {
    text: String,
    canonical: String,
    nodes: Vec<Node>,
}

impl Expr {
    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The canonical spelling: the tokens as given, one space around each operator, none
    /// inside parentheses or before a comma (`n%k==0` → `n % k == 0`).
    pub fn canonical(&self) -> &str {
        &self.canonical
    }

    /// Every node, children before parents; the last one is the root.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn root(&self) -> NodeId {
        self.nodes.len() - 1
    }

    /// The text a node was read from.
    pub fn source(&self, id: NodeId) -> &str {
        let node = &self.nodes[id];
        &self.text[node.start..node.end]
    }

    /// Whether `var` appears anywhere.
    pub fn uses(&self, var: Var) -> bool {
        self.nodes.iter().any(|node| node.op == Op::Var(var))
    }
}
