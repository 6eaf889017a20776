//! Why a table cannot be computed further: what every kernel may report to the core.

use crate::expr::EvalError;

/// Why a table cannot be computed further.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// A value that does not fit the table's 32-bit entries (never seen in practice: it
    /// needs billions of options at one heap); reported rather than wrapped.
    ValueTooLarge { heap: u64 },
    /// A rule that cannot be evaluated at the move taking k from heap n: the first such
    /// move, heaps in order and takes in order within a heap.
    Rule { n: u64, k: u64, error: EvalError },
}
