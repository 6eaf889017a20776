//! Exhaustive game search: the reference every closed form is tested against.
//!
//! Positions are anything hashable, moves come from a generator closure. The search is
//! memoised and recursive, so it is for the small positions of property tests only.

use std::collections::HashMap;
use std::hash::Hash;

/// Grundy values of positions under normal play, by mex over the move generator.
pub struct Brute<P, F> {
    moves: F,
    grundy: HashMap<P, u64>,
    misere: HashMap<P, bool>,
}

impl<P, F> Brute<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    pub fn new(moves: F) -> Self {
        Brute {
            moves,
            grundy: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    /// The Grundy value of `p`: the mex of the values of the positions it moves to.
    pub fn grundy(&mut self, p: &P) -> u64 {
        if let Some(&g) = self.grundy.get(p) {
            return g;
        }
        let next = (self.moves)(p);
        let mut seen: Vec<u64> = next.iter().map(|q| self.grundy(q)).collect();
        seen.sort_unstable();
        seen.dedup();
        let g = mex_sorted(&seen);
        self.grundy.insert(p.clone(), g);
        g
    }

    /// Whether the player to move wins under normal play (last mover wins).
    pub fn wins(&mut self, p: &P) -> bool {
        self.grundy(p) != 0
    }

    /// Whether the player to move wins under misère play (last mover loses).
    pub fn wins_misere(&mut self, p: &P) -> bool {
        if let Some(&w) = self.misere.get(p) {
            return w;
        }
        let next = (self.moves)(p);
        let w = next.is_empty() || next.iter().any(|q| !self.wins_misere(q));
        self.misere.insert(p.clone(), w);
        w
    }

    /// The moves of `p` that leave the opponent losing (normal play).
    pub fn winning_moves(&mut self, p: &P) -> Vec<P> {
        let next = (self.moves)(p);
        next.into_iter().filter(|q| !self.wins(q)).collect()
    }
}

/// The smallest value missing from a sorted, deduplicated list.
pub fn mex_sorted(values: &[u64]) -> u64 {
    values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(values.len() as u64, |(i, _)| i as u64)
}

/// Moves of Nim-like games on several heaps where a move replaces one heap h by any of
/// `heap_moves(h)`. Positions are sorted so that permutations share one memo entry.
pub fn heap_game_moves(heaps: &[u64], heap_moves: impl Fn(u64) -> Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for to in heap_moves(h) {
            let mut next = heaps.to_vec();
            next[i] = to;
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}
