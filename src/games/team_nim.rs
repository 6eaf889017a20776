//! Nim for two teams (POJ 2068): S stones, 2n players round a table take turns in seat order
//! (so the teams alternate), player i takes 1 … M_i stones, and whoever takes the last stone
//! loses. Seats 1, 3, 5, … are the first team.
//!
//! Backward induction over (stones left s, seat to move p): with one stone the mover must
//! take it and loses; for s ≥ 2 taking all s stones loses, so p wins iff some take
//! j ≤ min(M_p, s − 1) leaves s − j stones where seat p + 1 loses. Computed upward in s,
//! keeping per seat only the last s′ < s where that seat loses: p wins at s iff the next
//! seat's last loss is at least s − min(M_p, s − 1) (it is below s by construction). That is
//! O(S · 2n) time and O(n) memory: no S × 2n table and no recursion.

/// Whether the first team wins with `stones` ≥ 1 stones and the seats' largest takes
/// `limits` (M_1 … M_2n, each ≥ 1; seat 1 moves first).
pub fn first_team_wins(stones: u64, limits: &[u64]) -> bool {
    let mut seats = Seats::new(limits);
    for s in 2..=stones {
        seats.step(s);
    }
    !seats.loses_now(0, stones)
}

/// The induction's state: per seat, the last stone count below the current one at which
/// the seat to move loses (1 always is).
struct Seats<'l> {
    limits: &'l [u64],
    last_loss: Vec<u64>,
    loses: Vec<bool>,
}

impl<'l> Seats<'l> {
    fn new(limits: &'l [u64]) -> Self {
        Seats {
            limits,
            last_loss: vec![1; limits.len()],
            loses: vec![true; limits.len()],
        }
    }

    /// Values every seat at `s` stones (s ≥ 2) from the losses below s.
    #[inline]
    fn step(&mut self, s: u64) {
        let k = self.limits.len();
        for p in 0..k {
            let next = if p + 1 == k { 0 } else { p + 1 };
            let reach = self.limits[p].min(s - 1);
            self.loses[p] = self.last_loss[next] < s - reach;
        }
        for p in 0..k {
            if self.loses[p] {
                self.last_loss[p] = s;
            }
        }
    }

    /// Whether seat `p` loses with `s` stones, once `s` is the last step made.
    fn loses_now(&self, p: usize, s: u64) -> bool {
        if s == 1 {
            return true;
        }
        self.loses[p]
    }
}

/// The winning takes of seat 1 with `stones` stones, ascending. A take j (1 ≤ j ≤
/// min(M_1, stones − 1)) wins iff seat 2 loses with stones − j left; those losses are
/// recorded on the way up (one flag per stone count: `stones` bytes).
pub fn first_seat_winning_takes(stones: u64, limits: &[u64]) -> Vec<u64> {
    let k = limits.len();
    let second = if k == 1 { 0 } else { 1 };
    // second_loses[s] for s in 1..stones.
    let mut second_loses = vec![false; stones as usize];
    if stones >= 2 {
        second_loses[1] = true;
    }
    let mut seats = Seats::new(limits);
    for s in 2..stones {
        seats.step(s);
        second_loses[s as usize] = seats.loses[second];
    }
    let reach = limits[0].min(stones.saturating_sub(1));
    (1..=reach)
        .filter(|&j| second_loses[(stones - j) as usize])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        assert!(!first_team_wins(101, &[4, 4]));
        assert!(first_team_wins(100, &[4, 4]));
        assert!(first_team_wins(97, &[8, 7, 6, 5, 4, 3]));
        assert!(!first_team_wins(1, &[5, 5]));
        assert_eq!(first_seat_winning_takes(100, &[4, 4]), vec![4]);
        assert_eq!(first_seat_winning_takes(101, &[4, 4]), Vec::<u64>::new());
    }
}
