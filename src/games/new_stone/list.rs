//! The listing of A New Stone Game's winning moves in their order (see the parent module):
//! a depth-first search entering only prefixes that [`completes`] says can be completed.

/// Whether free piles with lower bounds `lows` (ascending) can complete the sizes
/// `odd` (ascending, the values held an odd number of times so far) into a paired vector
/// within `cap` raised stones: the cheapest matching of each odd size with a free pile at
/// or below it, and of the other free piles in pairs, costs at most `cap` (module doc).
pub fn completes(odd: &[u64], lows: &[u64], cap: u64) -> bool {
    // Backwards over the events (at equal values an odd size comes after the lower bounds
    // going forwards, so that a pile at exactly that size can take it), keeping the least
    // number of piles that must be open after each event.
    let (mut io, mut il) = (odd.len(), lows.len());
    let mut open: u64 = 0;
    let mut cost: u128 = 0;
    let mut later: Option<u64> = None;
    loop {
        let (x, is_odd) = match (io.checked_sub(1), il.checked_sub(1)) {
            (Some(o), Some(l)) if odd[o] >= lows[l] => (odd[o], true),
            (_, Some(l)) => (lows[l], false),
            (Some(o), None) => (odd[o], true),
            (None, None) => break,
        };
        if let Some(later) = later {
            cost += u128::from(later - x) * u128::from(open);
            if cost > u128::from(cap) {
                return false;
            }
        }
        if is_odd {
            io -= 1;
            open += 1;
        } else {
            il -= 1;
            open = if open >= 1 { open - 1 } else { 1 };
        }
        later = Some(x);
    }
    open == 0
}

/// Whether the pile of size `a` (≥ 1) of the position with the non-empty sizes `sorted`
/// (ascending, holding `a`) has a winning move, in O(n): the cheapest paired vector it can
/// leave pairs the other piles as neighbours on the line, with the pile moved from emptied
/// (an odd number of piles) or kept as a pile below all of them raised from 0 (an even
/// number: its size counts in the budget), and costs at most a − 1. A search for moves
/// (which finds none only after trying every size of the pile) is skipped where this says
/// there is none.
pub fn has_winning_move(sorted: &[u64], a: u64) -> bool {
    let at = sorted.partition_point(|&x| x < a);
    debug_assert!(a >= 1 && sorted.get(at) == Some(&a));
    let mut others = sorted[..at].iter().chain(&sorted[at + 1..]).copied();
    // An even number of piles: the pile moved from keeps a size, paired from 0.
    let mut open = (sorted.len() % 2 == 0).then_some(0u64);
    let mut cost = 0u64;
    for x in others.by_ref() {
        match open.take() {
            Some(low) => cost += x - low,
            None => open = Some(x),
        }
    }
    open.is_none() && cost < a
}

/// An upper bound of the steps [`list_winning_moves`] takes per listed move for `n`
/// non-empty piles: levels × candidates tried per level × one [`completes`].
pub fn listing_work_per_move(n: u64) -> u128 {
    let n = u128::from(n);
    n.saturating_mul(2 * n + 4).saturating_mul(2 * n + 4)
}

/// Toggles `v` in the ascending set `odd`.
fn toggle(odd: &mut Vec<u64>, v: u64) {
    match odd.binary_search(&v) {
        Ok(k) => {
            odd.remove(k);
        }
        Err(k) => odd.insert(k, v),
    }
}

/// One level of the listing's search: the pile it sets and where its candidates stand.
struct Level {
    pile: usize,
    /// The smallest size it may take (0 for the pile moved from).
    low: u64,
    /// The budget left when the level was entered.
    budget: u64,
    /// The candidate size being tried, or to try next.
    v: u64,
    /// Whether `v` is in place (toggled into the odd set, written into the vector).
    placed: bool,
    /// After a failed candidate that was not an odd size: only odd sizes are tried until
    /// this lower bound (`Some(None)`: until the end).
    dead: Option<Option<u64>>,
}

/// Calls `visit` with each vector the pile `i` (non-empty) of `sizes` can leave that is
/// paired, in the order of the module doc (b_i ascending, then the other non-empty piles in
/// input order), until `visit` returns false.
pub fn list_winning_moves(sizes: &[u64], i: usize, mut visit: impl FnMut(&[u64]) -> bool) {
    let a = sizes[i];
    assert!(a >= 1, "a move starts from a non-empty pile");
    let piles: Vec<usize> = std::iter::once(i)
        .chain((0..sizes.len()).filter(|&j| j != i && sizes[j] > 0))
        .collect();
    // The lower bounds of the piles after each level t, ascending: `rest(t)`, the first
    // p − 1 − t entries of row t of one flat table (one allocation, not one per level).
    let p = piles.len();
    let mut table = vec![0u64; p * p];
    let mut tail: Vec<u64> = Vec::with_capacity(p);
    for t in (0..p).rev() {
        table[t * p..t * p + tail.len()].copy_from_slice(&tail);
        let low = if t == 0 { 0 } else { sizes[piles[t]] };
        let k = tail.partition_point(|&x| x < low);
        tail.insert(k, low);
    }
    let rest = |t: usize| &table[t * p..t * p + p - 1 - t];
    let mut b = sizes.to_vec();
    let mut odd: Vec<u64> = Vec::new();
    let level = |t: usize, budget: u64| Level {
        pile: piles[t],
        low: if t == 0 { 0 } else { sizes[piles[t]] },
        budget,
        v: if t == 0 { 0 } else { sizes[piles[t]] },
        placed: false,
        dead: None,
    };
    let mut stack = vec![level(0, a - 1)];
    while !stack.is_empty() {
        let t = stack.len() - 1;
        let lv = &mut stack[t];
        if lv.placed {
            // Back from the subtree of v: take it out and go on to the next candidate.
            if !(t == 0 && lv.v == 0) {
                toggle(&mut odd, lv.v);
            }
            lv.placed = false;
            let Some(nv) = lv.v.checked_add(1) else {
                stack.pop();
                continue;
            };
            lv.v = nv;
        }
        // The next candidate at or after lv.v.
        if let Some(end) = lv.dead {
            if end.is_none_or(|e| lv.v < e) {
                let o = odd.partition_point(|&x| x < lv.v);
                match (odd.get(o).copied(), end) {
                    (Some(x), Some(e)) if x < e => lv.v = x,
                    (Some(x), None) => lv.v = x,
                    (_, Some(e)) => {
                        lv.v = e;
                        lv.dead = None;
                    }
                    (None, None) => {
                        stack.pop();
                        continue;
                    }
                }
            } else {
                lv.dead = None;
            }
        }
        let spend = lv.v - lv.low;
        if spend > lv.budget {
            stack.pop();
            continue;
        }
        let cap = lv.budget - spend;
        let point = !(t == 0 && lv.v == 0);
        let was_odd = point && odd.binary_search(&lv.v).is_ok();
        if point {
            toggle(&mut odd, lv.v);
        }
        if completes(&odd, rest(t), cap) {
            lv.placed = true;
            b[lv.pile] = lv.v;
            if t + 1 == piles.len() {
                debug_assert!(odd.is_empty());
                if !visit(&b) {
                    return;
                }
            } else {
                stack.push(level(t + 1, cap));
            }
            continue;
        }
        if point {
            toggle(&mut odd, lv.v);
        }
        if point && !was_odd {
            // Every later non-odd candidate before the next lower bound costs more.
            let r = rest(t);
            let k = r.partition_point(|&x| x <= lv.v);
            lv.dead = Some(r.get(k).copied());
        }
        match lv.v.checked_add(1) {
            Some(nv) => lv.v = nv,
            None => {
                stack.pop();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::new_stone::winning_count;
    use dashu_int::UBig;

    fn listed(sizes: &[u64], i: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        list_winning_moves(sizes, i, |b| {
            out.push(b.to_vec());
            true
        });
        out
    }

    #[test]
    fn a_pile_alone_is_taken_whole_or_the_move_pairs() {
        // One pile of 3: only emptying it wins.
        assert_eq!(listed(&[3], 0), vec![vec![0]]);
        assert_eq!(winning_count(3, &[]), UBig::from(1u8));
        // 2 1 3, moving from the 3: empty it and raise the 1 to 2, or keep 1 and pair it
        // with the 1 (… the 2 left alone), so only 2 2 0.
        let moves = listed(&[2, 1, 3], 2);
        assert_eq!(moves, vec![vec![2, 2, 0]]);
        assert_eq!(winning_count(3, &[1, 2]), UBig::from(1u8));
    }

    proptest::proptest! {
        /// A pile has a winning move exactly when the count says so.
        #[test]
        fn a_winning_move_exists_as_counted(
            sizes in proptest::collection::vec(1u64..=12, 1..=7),
            pick in 0usize..7,
        ) {
            let mut sorted = sizes.clone();
            sorted.sort_unstable();
            let a = sizes[pick % sizes.len()];
            let at = sorted.iter().position(|&x| x == a).unwrap();
            let others: Vec<u64> = sorted[..at].iter().chain(&sorted[at + 1..]).copied().collect();
            proptest::prop_assert_eq!(
                has_winning_move(&sorted, a),
                winning_count(a, &others) > UBig::ZERO,
                "{:?} moving from {}", sorted, a
            );
        }
    }

    #[test]
    fn completion_is_a_matching_on_the_line() {
        assert!(completes(&[], &[], 0));
        assert!(!completes(&[5], &[], 100));
        assert!(completes(&[5], &[3], 2));
        assert!(!completes(&[5], &[3], 1));
        assert!(!completes(&[5], &[6], 100));
        assert!(completes(&[], &[3, 7], 4));
        assert!(!completes(&[], &[3, 7], 3));
        assert!(completes(&[4], &[4], 0));
    }
}
