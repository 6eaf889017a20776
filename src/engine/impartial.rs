//! The exhaustive solver: the reference every closed form and engine piece is tested against.
//!
//! A game is anything that lists the options of a position ([`Game`]); positions are
//! hashable values, and the solver memoises every answer per position. It knows three ways
//! to play a finite game:
//! - **normal** play (the player who cannot move loses): Grundy values by mex;
//! - **misère** play (the player who cannot move wins): win/loss by definition;
//! - **Every-SG** play: the *step* of a position by definition (see [`Exhaustive::step`]),
//!   and whole sums under "move in every unfinished component" through [`EverySum`].
//!
//! Assumptions: the game is finite (no position repeats along a line of play; a cyclic
//! game makes the search recurse until the stack runs out) and small: the search recurses
//! once per move of the longest line of play, so it is for the small positions of property
//! tests, never for user input.

use std::collections::HashMap;
use std::hash::Hash;
use std::marker::PhantomData;

use super::mex::Mex;

/// The rules of an impartial game: the positions one move reaches from `p`.
pub trait Game {
    type Position: Clone + Eq + Hash;
    fn options(&self, p: &Self::Position) -> Vec<Self::Position>;
}

/// A game given by a move-generator closure.
pub struct FnGame<P, F> {
    moves: F,
    _position: PhantomData<fn(&P)>,
}

impl<P, F> FnGame<P, F>
where
    F: Fn(&P) -> Vec<P>,
{
    pub fn new(moves: F) -> Self {
        FnGame {
            moves,
            _position: PhantomData,
        }
    }
}

impl<P, F> Game for FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    type Position = P;
    fn options(&self, p: &P) -> Vec<P> {
        (self.moves)(p)
    }
}

/// The solver of a game given by a closure (what [`Exhaustive::from_fn`] returns), for
/// naming it in a signature: `fn search() -> FnExhaustive<u64, impl Fn(&u64) -> Vec<u64>>`.
pub type FnExhaustive<P, F> = Exhaustive<FnGame<P, F>>;

/// Memoised exhaustive search over the positions of one game.
pub struct Exhaustive<G: Game> {
    game: G,
    grundy: HashMap<G::Position, u64>,
    misere: HashMap<G::Position, bool>,
    step: HashMap<G::Position, u64>,
    mex: Mex,
}

impl<P, F> Exhaustive<FnGame<P, F>>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    /// A solver for the game whose options `moves` lists.
    pub fn from_fn(moves: F) -> Self {
        Exhaustive::new(FnGame::new(moves))
    }
}

impl<G: Game> Exhaustive<G> {
    pub fn new(game: G) -> Self {
        Exhaustive {
            game,
            grundy: HashMap::new(),
            misere: HashMap::new(),
            step: HashMap::new(),
            mex: Mex::new(),
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn options(&self, p: &G::Position) -> Vec<G::Position> {
        self.game.options(p)
    }

    /// The Grundy value of `p` under normal play: the mex of its options' values.
    pub fn grundy(&mut self, p: &G::Position) -> u64 {
        if let Some(&g) = self.grundy.get(p) {
            return g;
        }
        let next = self.game.options(p);
        let values: Vec<u64> = next.iter().map(|q| self.grundy(q)).collect();
        let g = self.mex.of(values.iter().copied());
        self.grundy.insert(p.clone(), g);
        g
    }

    /// Whether the player to move wins under normal play (the last mover wins).
    pub fn wins(&mut self, p: &G::Position) -> bool {
        self.grundy(p) != 0
    }

    /// Whether the player to move wins under misère play (the last mover loses).
    pub fn wins_misere(&mut self, p: &G::Position) -> bool {
        if let Some(&w) = self.misere.get(p) {
            return w;
        }
        let next = self.game.options(p);
        let w = next.is_empty() || next.iter().any(|q| !self.wins_misere(q));
        self.misere.insert(p.clone(), w);
        w
    }

    /// The options of `p` that leave the opponent losing under normal play.
    pub fn winning_moves(&mut self, p: &G::Position) -> Vec<G::Position> {
        let next = self.game.options(p);
        next.into_iter().filter(|q| !self.wins(q)).collect()
    }

    /// The Every-SG *step* of `p` by definition: how long the game lasts when the winner
    /// hurries and the loser drags it out. 0 if `p` has no move; if `p` is a win (normal
    /// play), 1 + the largest step among its losing options; if a loss, 1 + the smallest
    /// step among all its options.
    pub fn step(&mut self, p: &G::Position) -> u64 {
        if let Some(&s) = self.step.get(p) {
            return s;
        }
        let next = self.game.options(p);
        let s = if next.is_empty() {
            0
        } else if self.wins(p) {
            let mut best = 0;
            for q in &next {
                if !self.wins(q) {
                    best = best.max(self.step(q));
                }
            }
            best + 1
        } else {
            let mut least = u64::MAX;
            for q in &next {
                least = least.min(self.step(q));
            }
            least + 1
        };
        self.step.insert(p.clone(), s);
        s
    }
}

/// The disjunctive sum of copies of one game: a position is a list of components, a move
/// moves in exactly one of them. Components are kept sorted, so the order of the parts
/// never splits the memo.
pub struct Sum<G>(pub G);

impl<G: Game> Game for Sum<G>
where
    G::Position: Ord,
{
    type Position = Vec<G::Position>;
    fn options(&self, parts: &Self::Position) -> Vec<Self::Position> {
        let mut out = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            for to in self.0.options(part) {
                let mut next = parts.clone();
                next[i] = to;
                next.sort();
                out.push(next);
            }
        }
        out
    }
}

/// Every-SG play of a list of components: a move moves in **every** component that still
/// has a move (one option each, all combinations). Played under normal play: whoever
/// cannot move at all loses.
pub struct EverySum<G>(pub G);

impl<G: Game> Game for EverySum<G>
where
    G::Position: Ord,
{
    type Position = Vec<G::Position>;
    fn options(&self, parts: &Self::Position) -> Vec<Self::Position> {
        let choices: Vec<Vec<G::Position>> = parts
            .iter()
            .map(|part| {
                let next = self.0.options(part);
                // A finished component stays as it is.
                if next.is_empty() {
                    vec![part.clone()]
                } else {
                    next
                }
            })
            .collect();
        if parts
            .iter()
            .zip(&choices)
            .all(|(p, c)| c.len() == 1 && c[0] == *p)
        {
            return Vec::new();
        }
        let mut out: Vec<Vec<G::Position>> = vec![Vec::new()];
        for choice in &choices {
            let mut grown = Vec::with_capacity(out.len() * choice.len());
            for prefix in &out {
                for c in choice {
                    let mut next = prefix.clone();
                    next.push(c.clone());
                    grown.push(next);
                }
            }
            out = grown;
        }
        for next in &mut out {
            next.sort();
        }
        out.sort();
        out.dedup();
        out
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn nim_heap(h: &u64) -> Vec<u64> {
        (0..*h).collect()
    }

    #[test]
    fn nim_heaps_are_worth_their_size() {
        let mut s = Exhaustive::from_fn(nim_heap);
        for h in 0..40 {
            assert_eq!(s.grundy(&h), h);
        }
    }

    #[test]
    fn misere_of_a_single_heap() {
        // Misère Nim on one heap: the mover loses only with exactly one object.
        let mut s = Exhaustive::from_fn(nim_heap);
        assert!(s.wins_misere(&0));
        assert!(!s.wins_misere(&1));
        for h in 2..20 {
            assert!(s.wins_misere(&h));
        }
    }

    #[test]
    fn steps_of_a_nim_heap() {
        // A heap > 0 is a win in one move (take all), so its step is 1.
        let mut s = Exhaustive::from_fn(nim_heap);
        assert_eq!(s.step(&0), 0);
        for h in 1..20 {
            assert_eq!(s.step(&h), 1);
        }
        // Subtraction {1}: a heap of h lasts exactly h moves.
        let mut one = Exhaustive::from_fn(|h: &u64| if *h > 0 { vec![h - 1] } else { vec![] });
        for h in 0..30 {
            assert_eq!(one.step(&h), h);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Sprague–Grundy: a sum is worth the xor of its parts' values,
        /// checked on a subtraction game whose rules are themselves random.
        #[test]
        fn sum_is_worth_the_xor(
            subtract in prop::collection::vec(1u64..6, 1..4),
            heaps in prop::collection::vec(0u64..9, 0..4),
        ) {
            let rule = move |h: &u64| -> Vec<u64> {
                subtract.iter().filter(|&&s| s <= *h).map(|&s| h - s).collect()
            };
            let mut one = Exhaustive::from_fn(&rule);
            let mut sum = Exhaustive::new(Sum(FnGame::new(&rule)));
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            let x = heaps.iter().fold(0, |x, h| x ^ one.grundy(h));
            prop_assert_eq!(sum.grundy(&sorted), x);
        }
    }
}
