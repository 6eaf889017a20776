//! The winning moves of A New Stone Game (POJ 1740), counted exactly and listed in order.
//!
//! A move picks a non-empty pile i (size a_i), removes at least one stone from it and may
//! move some of its remaining stones onto other non-empty piles. What it leaves is a vector
//! b: b_i < a_i, b_j ≥ a_j on every other non-empty pile, zero piles stay 0, and the raise
//! Σ_j (b_j − a_j) is at most a_i − 1 − b_i (a stone removed, the rest kept or moved). Two
//! different piles never leave the same vector (pile i is the one below its size), so a
//! move is a pair (i, b), and every distinct b is its own move.
//!
//! The position is lost iff every non-zero size occurs an even number of times
//! (`games::symmetry::new_stone_first_wins`), so a move wins iff b is *paired* in that
//! sense. Their number is huge (2,140,281,430 for `100 1 1 1 1 1 1 1 1 1`, within the
//! judge's limits; unbounded beyond them), so it is counted, never enumerated:
//!
//! - **Counting** ([`winning_count`]). Sweep the values v = 0, 1, 2, … upwards. A pile is
//!   *open* at v once v reaches its lower bound (a_j; 0 for pile i) and until its final size
//!   is chosen. At v some k of the u open piles *close* (final size v): C(u, k) ways, and k
//!   must be even for v ≥ 1 (paired), free for v = 0 (only pile i can empty). Every pile
//!   still open then pays one stone to go on to v + 1, so what the open piles pay in all is
//!   exactly Σ_j (b_j − a_j) + b_i, which must stay ≤ a_i − 1. A state is (u, paid); each
//!   vector b is one path. The work is about V · n · a_i · n/2 steps (V values swept), which
//!   [`winning_count_work`] bounds. [`winning_total`] counts every pile's moves in one sweep
//!   (which pile moves is decided when the sweep reaches its size), 2.5 times faster on a
//!   judge's cases than a sweep per distinct size; the tests check it against the sum of
//!   [`winning_count`]. Positions of the judge's size take a faster version of the same
//!   sweep (`fast`: u64 without checks, states that cannot finish skipped, the tail in
//!   closed form), checked against the plain one.
//! - **Listing** ([`list_winning_moves`]): for pile i, in the order b_i ascending, then the
//!   other non-empty piles' sizes in input order, lexicographically: a depth-first search
//!   that only enters a prefix with a completion ([`completes`]). Whether a prefix completes
//!   is a minimum-cost question: the sizes left odd by the prefix must each get one free pile
//!   raised to them (from below), and the other free piles pair up (the smaller raised to the
//!   larger); the cheapest such matching on the line is found by one backward sweep, since
//!   its open-pile profile is the pointwise least one. Within a stretch of values between two
//!   lower bounds, the cost of a non-odd candidate grows by 2 per step, so once one fails the
//!   search jumps to the next lower bound or odd size: the work per listed move is about
//!   n³, whatever the sizes.

mod count;
mod fast;
mod list;
mod rows;

pub use count::{winning_count, winning_count_work, winning_total, winning_total_work};
pub use list::{completes, has_winning_move, list_winning_moves, listing_work_per_move};
