//! Loopy values as numbers or `∞(A)`, and their sums: a sum of games (a move moves one
//! token) is judged from the values of its parts, without searching their product.
//!
//! With x, y natural and A, B sets (Smith; Siegel, *Combinatorial Game Theory*, IV):
//! x + y = x ⊕ y; ∞(A) + y = ∞(A ⊕ y), A ⊕ y being {a ⊕ y : a ∈ A}; ∞(A) + ∞(B) = ∞(∅).
//! A value 0 is lost for the player to move, another number won, `∞(A)` won when 0 ∈ A
//! (move to a 0) and otherwise drawn.

use std::fmt;

use super::Outcome;

/// A loopy Grundy value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    Finite(u64),
    /// `∞(A)`, A ascending without repeats.
    Infinite(Vec<u64>),
}

impl LoopyValue {
    /// The value of the sum of `self` and `other`.
    pub fn add(&self, other: &LoopyValue) -> LoopyValue {
        match (self, other) {
            (LoopyValue::Finite(x), LoopyValue::Finite(y)) => LoopyValue::Finite(x ^ y),
            (LoopyValue::Infinite(a), LoopyValue::Finite(y))
            | (LoopyValue::Finite(y), LoopyValue::Infinite(a)) => {
                let mut set: Vec<u64> = a.iter().map(|x| x ^ y).collect();
                set.sort_unstable();
                LoopyValue::Infinite(set)
            }
            (LoopyValue::Infinite(_), LoopyValue::Infinite(_)) => LoopyValue::Infinite(Vec::new()),
        }
    }

    /// The value of a sum of several values (0 for none).
    pub fn sum<'a>(values: impl IntoIterator<Item = &'a LoopyValue>) -> LoopyValue {
        values
            .into_iter()
            .fold(LoopyValue::Finite(0), |acc, v| acc.add(v))
    }

    /// Who wins with this value, for the player to move.
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::Lose,
            LoopyValue::Finite(_) => Outcome::Win,
            LoopyValue::Infinite(a) if a.first() == Some(&0) => Outcome::Win,
            LoopyValue::Infinite(_) => Outcome::Draw,
        }
    }
}

/// `3`, or `inf(0,2)` (`inf()` for the empty set).
impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(x) => write!(f, "{x}"),
            LoopyValue::Infinite(a) => {
                f.write_str("inf(")?;
                for (i, x) in a.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(")")
            }
        }
    }
}
