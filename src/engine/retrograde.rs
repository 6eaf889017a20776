//! Retrograde analysis of a game given by its rules rather than its graph: the positions
//! reachable from some roots are explored into a [`Graph`] (a hash map from positions to
//! indices, the moves as index arrays) and solved by the one retrograde pass of
//! [`crate::graph::retrograde`] (win, loss or draw with Smith's remoteness; its
//! doc says how). The loopy games' closed forms (Northcott's game, Life Winner Bo's pieces)
//! are tested against it.
//!
//! It is for the small boards of property tests and for games whose graph fits in memory,
//! not for positions read from untrusted input at judge scale.

use std::collections::HashMap;
use std::hash::Hash;

pub use super::graph::retrograde::{Outcome, Value};
use super::graph::{retrograde, Graph};

/// Every position reachable from some roots, solved: [`Retrograde::value`] answers for
/// any of them.
pub struct Retrograde<P> {
    index: HashMap<P, u32>,
    positions: Vec<P>,
    values: Vec<Value>,
}

impl<P: Clone + Eq + Hash> Retrograde<P> {
    /// Explores the positions reachable from `roots` by `options` (one entry per move) and
    /// solves them; `ending` values the positions without options.
    pub fn solve(
        roots: impl IntoIterator<Item = P>,
        mut options: impl FnMut(&P) -> Vec<P>,
        ending: impl Fn(&P) -> Outcome,
    ) -> Self {
        let mut index: HashMap<P, u32> = HashMap::new();
        let mut positions: Vec<P> = Vec::new();
        fn intern<P: Clone + Eq + Hash>(
            p: P,
            index: &mut HashMap<P, u32>,
            positions: &mut Vec<P>,
        ) -> u32 {
            *index.entry(p).or_insert_with_key(|p| {
                positions.push(p.clone());
                (positions.len() - 1) as u32
            })
        }
        for root in roots {
            intern(root, &mut index, &mut positions);
        }
        let mut off = vec![0usize];
        let mut targets: Vec<u32> = Vec::new();
        // Positions are explored in the order they were found, so `off` grows with them.
        let mut v = 0;
        while v < positions.len() {
            for o in options(&positions[v].clone()) {
                let t = intern(o, &mut index, &mut positions);
                targets.push(t);
            }
            off.push(targets.len());
            v += 1;
        }
        let graph = Graph::from_csr(&off, &targets);
        drop(targets);
        let values = retrograde::solve(&graph, |v| ending(&positions[v]));
        Retrograde {
            index,
            positions,
            values,
        }
    }

    /// The value of `p`, if it was reached from the roots.
    pub fn value(&self, p: &P) -> Option<Value> {
        self.index.get(p).map(|&i| self.values[i as usize])
    }

    /// Every position reached, with its value.
    pub fn iter(&self) -> impl Iterator<Item = (&P, Value)> {
        self.positions.iter().zip(self.values.iter().copied())
    }

    /// The number of positions reached.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A random graph on `n` positions: each lists up to 3 options (any position when
    /// `cyclic`, else only larger ones), and each ending is one of the three outcomes.
    fn graph(n: usize, cyclic: bool) -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<Outcome>)> {
        let edges = prop::collection::vec(prop::collection::vec(0..n as u32, 0..4), n);
        let ends = prop::collection::vec(
            prop_oneof![Just(Outcome::Lose), Just(Outcome::Win), Just(Outcome::Draw)],
            n,
        );
        (edges, ends).prop_map(move |(mut edges, ends)| {
            if !cyclic {
                for (v, e) in edges.iter_mut().enumerate() {
                    e.retain(|&t| t as usize > v);
                }
            }
            (edges, ends)
        })
    }

    fn solve(edges: &[Vec<u32>], ends: &[Outcome]) -> Vec<Value> {
        let mut off = vec![0];
        let mut targets = Vec::new();
        for e in edges {
            targets.extend_from_slice(e);
            off.push(targets.len());
        }
        retrograde::solve(&Graph::from_csr(&off, &targets), |v| ends[v])
    }

    /// The definition, by recursion, on an acyclic graph: a win is 1 + the nearest lost
    /// option, a loss 1 + the farthest option, when all are won; otherwise a draw.
    fn recurse(
        v: usize,
        edges: &[Vec<u32>],
        ends: &[Outcome],
        memo: &mut [Option<Value>],
    ) -> Value {
        if let Some(x) = memo[v] {
            return x;
        }
        let x = if edges[v].is_empty() {
            match ends[v] {
                Outcome::Win => Value::Win(0),
                Outcome::Lose => Value::Lose(0),
                Outcome::Draw => Value::Draw,
            }
        } else {
            let options: Vec<Value> = edges[v]
                .iter()
                .map(|&t| recurse(t as usize, edges, ends, memo))
                .collect();
            let nearest_loss = options.iter().filter_map(|o| match o {
                Value::Lose(r) => Some(*r),
                _ => None,
            });
            if let Some(r) = nearest_loss.min() {
                Value::Win(r + 1)
            } else if options.iter().all(|o| matches!(o, Value::Win(_))) {
                Value::Lose(1 + options.iter().filter_map(|o| o.remoteness()).max().unwrap())
            } else {
                Value::Draw
            }
        };
        memo[v] = Some(x);
        x
    }

    /// The outcomes by plain fixed-point iteration (no queue, no remoteness): value what
    /// the rules force until nothing changes; the rest draws.
    fn iterate(edges: &[Vec<u32>], ends: &[Outcome]) -> Vec<Outcome> {
        let n = edges.len();
        let mut known: Vec<Option<Outcome>> = (0..n)
            .map(|v| edges[v].is_empty().then_some(ends[v]))
            .collect();
        loop {
            let mut changed = false;
            for v in 0..n {
                if known[v].is_some() {
                    continue;
                }
                let of = |t: &u32| known[*t as usize];
                if edges[v].iter().any(|t| of(t) == Some(Outcome::Lose)) {
                    known[v] = Some(Outcome::Win);
                    changed = true;
                } else if edges[v].iter().all(|t| of(t) == Some(Outcome::Win)) {
                    known[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                return known
                    .into_iter()
                    .map(|k| k.unwrap_or(Outcome::Draw))
                    .collect();
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn acyclic_graphs_match_the_recursive_definition((edges, ends) in graph(12, false)) {
            let got = solve(&edges, &ends);
            let mut memo = vec![None; edges.len()];
            for (v, &value) in got.iter().enumerate() {
                prop_assert_eq!(value, recurse(v, &edges, &ends, &mut memo), "position {}", v);
            }
        }

        /// On graphs with cycles: the outcomes of the fixed point, and each remoteness
        /// as its definition says from the options' values.
        #[test]
        fn cyclic_graphs_match_the_fixed_point((edges, ends) in graph(10, true)) {
            let got = solve(&edges, &ends);
            let want = iterate(&edges, &ends);
            for (v, &value) in got.iter().enumerate() {
                prop_assert_eq!(value.outcome(), want[v], "position {}", v);
                let options: Vec<Value> = edges[v].iter().map(|&t| got[t as usize]).collect();
                match value {
                    Value::Win(r) if !options.is_empty() => {
                        let nearest = options.iter().filter_map(|o| match o {
                            Value::Lose(s) => Some(*s),
                            _ => None,
                        }).min();
                        prop_assert_eq!(nearest, Some(r - 1));
                    }
                    Value::Lose(r) if !options.is_empty() => {
                        let farthest = options.iter().filter_map(|o| o.remoteness()).max();
                        prop_assert_eq!(farthest, Some(r - 1));
                    }
                    Value::Win(r) | Value::Lose(r) => prop_assert_eq!(r, 0),
                    Value::Draw => {}
                }
            }
        }
    }

    #[test]
    fn a_cycle_with_an_exit_is_decided_and_a_bare_cycle_draws() {
        // 0 <-> 1, 1 -> 2 (an ending, lost for its mover): 1 wins by leaving, so 0 loses.
        let r = Retrograde::solve(
            [0u8],
            |&p| match p {
                0 => vec![1],
                1 => vec![0, 2],
                _ => vec![],
            },
            |_| Outcome::Lose,
        );
        assert_eq!(r.value(&0), Some(Value::Lose(2)));
        assert_eq!(r.value(&1), Some(Value::Win(1)));
        assert_eq!(r.value(&2), Some(Value::Lose(0)));
        assert_eq!(r.len(), 3);
        // 0 <-> 1 and nothing else: neither can win.
        let r = Retrograde::solve([0u8], |&p| vec![1 - p], |_| Outcome::Lose);
        assert_eq!(r.value(&0), Some(Value::Draw));
        assert_eq!(r.value(&1), Some(Value::Draw));
        assert_eq!(r.value(&7), None);
    }

    #[test]
    fn a_drawn_ending_is_preferred_to_a_loss() {
        // 0 -> 1 (won for its mover) or 2 (a drawn ending): 0 draws.
        let r = Retrograde::solve(
            [0u8],
            |&p| match p {
                0 => vec![1, 2],
                1 => vec![3],
                _ => vec![],
            },
            |&p| if p == 2 { Outcome::Draw } else { Outcome::Lose },
        );
        assert_eq!(r.value(&1), Some(Value::Win(1)));
        assert_eq!(r.value(&0), Some(Value::Draw));
    }
}
