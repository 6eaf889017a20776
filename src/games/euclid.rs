//! Euclid's Game (HDU 1525 = POJ 2348): two positive numbers; a move subtracts a positive
//! multiple of the smaller from the larger, leaving it non-negative; whoever makes a number
//! 0 wins.
//!
//! With a ≥ b, the player to move wins at once when b divides a (subtract all of a), and
//! also whenever a ≥ 2b: with a = qb + r (q ≥ 2, 0 < r < b) the mover can leave (r, b) or
//! (r + b, b), and from (r + b, b) the only move is to (r, b), so exactly one of the two is
//! lost for the opponent. Otherwise b < a < 2b and b ∤ a: the only move is to (a − b, b),
//! and the other player faces the same question. So the outcome is the parity of the
//! forced moves before a pair with a = b or a ≥ 2b (b | a with a < 2b means a = b), and
//! the loop needs no division: compare `a - b >= b` (never `a >= 2 * b`, which overflows
//! past 2^63). The longest forced chain is that of consecutive Fibonacci numbers, at most
//! 92 steps in u64.

/// Whether the player to move wins from the pair (x, y), both ≥ 1, in either order.
#[inline]
pub fn mover_wins(x: u64, y: u64) -> bool {
    forced_moves(x, y) % 2 == 0
}

/// The number of forced moves from (x, y) (both ≥ 1) before a pair where the player to
/// move has a choice that wins (a = b or a ≥ 2b).
#[inline]
pub fn forced_moves(x: u64, y: u64) -> u32 {
    debug_assert!(x >= 1 && y >= 1);
    let (mut a, mut b) = if x >= y { (x, y) } else { (y, x) };
    let mut forced = 0;
    while a != b && a - b < b {
        (a, b) = (b, a - b);
        forced += 1;
    }
    forced
}

/// The one winning move from (x, y) (both ≥ 1), as the subtraction it makes: the larger
/// number `from`, the multiple `times` of the smaller `by`, and the pair it leaves
/// (larger first; the smaller may be 0, the move that ends the game). `None` when the
/// player to move loses.
///
/// There is never more than one: when b | a only emptying a wins (any other multiple leaves
/// (kb, b) with k ≥ 1, which the opponent empties); when a ≥ 2b with remainder r only one
/// of (r, b) and (r + b, b) is lost and every larger quotient leaves a pair ≥ 2b again (won
/// for the opponent); when b < a < 2b there is one move at all.
pub fn winning_move(x: u64, y: u64) -> Option<Subtraction> {
    if !mover_wins(x, y) {
        return None;
    }
    let (a, b) = if x >= y { (x, y) } else { (y, x) };
    let (q, r) = (a / b, a % b);
    let times = if r == 0 || q == 1 {
        q
    } else if mover_wins(b, r) {
        // (r, b) is won for the opponent; (r + b, b), whose only move is to it, is not.
        q - 1
    } else {
        q
    };
    let left = a - times * b;
    Some(Subtraction {
        from: a,
        by: b,
        times,
        after: (left.max(b), left.min(b)),
    })
}

/// A move of Euclid's Game: `times` × `by` subtracted from `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subtraction {
    pub from: u64,
    pub by: u64,
    pub times: u64,
    /// The pair left, larger first (the smaller is 0 when the move ends the game).
    pub after: (u64, u64),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_and_the_fibonacci_chain() {
        assert!(mover_wins(34, 12));
        assert!(!mover_wins(15, 24));
        // Consecutive Fibonacci numbers: every move is forced down to (2, 1).
        let (mut a, mut b) = (1u64, 1u64);
        let mut pairs = Vec::new();
        while let Some(c) = a.checked_add(b) {
            (a, b) = (c, a);
            pairs.push((a, b));
        }
        assert_eq!(
            pairs.last(),
            Some(&(12200160415121876738, 7540113804746346429))
        );
        for (i, &(a, b)) in pairs.iter().enumerate() {
            // (2, 1) wins; each step back adds one forced move.
            assert_eq!(mover_wins(a, b), i % 2 == 0, "({a}, {b})");
        }
    }

    #[test]
    fn no_overflow_at_the_top() {
        assert!(mover_wins(u64::MAX, 1 << 63));
        assert!(mover_wins(u64::MAX, u64::MAX));
        let m = winning_move(u64::MAX, (1 << 63) + 1).unwrap();
        assert_eq!(m.times, 1);
    }
}
