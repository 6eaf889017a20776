//! The graph engine against exhaustive searches on small random graphs with cycles,
//! self-loops and repeated moves: outcomes and remoteness against a depth-bounded game
//! search, loopy values against their definition and against the product graph of the
//! position with a Nim heap, the sum rule against a retrograde analysis of the product
//! graph of two and three tokens, and ordinary Grundy values on acyclic graphs.
// Positions are indices into several arrays at once here: loops over them read best.
#![allow(clippy::needless_range_loop)]

use proptest::prelude::*;

use super::loopy::{Loopy, INFINITE};
use super::retrograde::{normal_play, solve};
use super::sum::LoopyValue;
use super::{Graph, Outcome, Value};

/// A random graph: `n` positions (1..=max_n), up to 3n moves between any two positions
/// (self-loops and repeats come naturally), or only to larger positions when acyclic.
fn graph(max_n: usize, acyclic: bool) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1..=max_n).prop_flat_map(move |n| {
        let moves = prop::collection::vec((0..n as u32, 0..n as u32), 0..=3 * n);
        moves.prop_map(move |mut moves| {
            if acyclic {
                moves.retain(|&(u, v)| u < v);
            }
            (n, moves)
        })
    })
}

fn build(n: usize, moves: &[(u32, u32)]) -> Graph {
    Graph::from_moves(
        n,
        moves.iter().map(|m| m.0).collect(),
        moves.iter().map(|m| m.1).collect(),
    )
}

/// The options of each position, straight from the move list (repeats removed).
fn adjacency(n: usize, moves: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in moves {
        adj[u as usize].push(v as usize);
    }
    for a in &mut adj {
        a.sort_unstable();
        a.dedup();
    }
    adj
}

/// A depth-bounded game search: `win[k][u]`, the player to move at u can force a win
/// within k moves; `lose[k][u]`, the player to move at u loses within k moves whatever
/// they do. The remoteness of a won (lost) position is the least such k; a position
/// neither within 2n + 2 moves is a draw (a decided game never lasts that long).
fn search(adj: &[Vec<usize>]) -> Vec<Value> {
    let n = adj.len();
    let bound = 2 * n + 2;
    let mut win = vec![false; n];
    let mut lose: Vec<bool> = adj.iter().map(|a| a.is_empty()).collect();
    let mut value: Vec<Option<Value>> = (0..n).map(|u| lose[u].then_some(Value::Lose(0))).collect();
    for k in 1..=bound as u32 {
        let next_win: Vec<bool> = (0..n).map(|u| adj[u].iter().any(|&v| lose[v])).collect();
        let next_lose: Vec<bool> = (0..n)
            .map(|u| adj[u].is_empty() || adj[u].iter().all(|&v| win[v]))
            .collect();
        for u in 0..n {
            if value[u].is_none() {
                if next_win[u] {
                    value[u] = Some(Value::Win(k));
                } else if next_lose[u] {
                    value[u] = Some(Value::Lose(k));
                }
            }
        }
        win = next_win;
        lose = next_lose;
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect()
}

/// The ordinary Grundy values of an acyclic graph, by recursion.
fn grundy(adj: &[Vec<usize>]) -> Vec<u32> {
    let n = adj.len();
    let mut g = vec![0u32; n];
    // Moves go to larger positions: solve from the last.
    for u in (0..n).rev() {
        let opts: Vec<u32> = adj[u].iter().map(|&v| g[v]).collect();
        g[u] = (0..).find(|x| !opts.contains(x)).unwrap();
    }
    g
}

/// The product graph of `k` tokens on `adj` (a move moves one token), with the positions
/// numbered in base n, solved by retrograde analysis.
fn product(adj: &[Vec<usize>], k: u32) -> Vec<Outcome> {
    let n = adj.len();
    let size = n.pow(k);
    let mut src = Vec::new();
    let mut dst = Vec::new();
    for p in 0..size {
        let mut place = 1;
        for _ in 0..k {
            let token = p / place % n;
            for &v in &adj[token] {
                src.push(p as u32);
                dst.push((p - token * place + v * place) as u32);
            }
            place *= n;
        }
    }
    normal_play(&Graph::from_moves(size, src, dst))
        .into_iter()
        .map(Value::outcome)
        .collect()
}

/// Graph `adj` beside a Nim heap of size `heap` (positions (u, j), j ≤ heap): the outcome
/// of (u, heap) for every u.
fn with_heap(adj: &[Vec<usize>], heap: usize) -> Vec<Outcome> {
    let n = adj.len();
    let at = |u: usize, j: usize| (j * n + u) as u32;
    let (mut src, mut dst) = (Vec::new(), Vec::new());
    for j in 0..=heap {
        for u in 0..n {
            for &v in &adj[u] {
                src.push(at(u, j));
                dst.push(at(v, j));
            }
            for i in 0..j {
                src.push(at(u, j));
                dst.push(at(u, i));
            }
        }
    }
    let values = normal_play(&Graph::from_moves(n * (heap + 1), src, dst));
    (0..n)
        .map(|u| values[at(u, heap) as usize].outcome())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn graphs_hold_each_option_once_both_ways((n, moves) in graph(8, false)) {
        let g = build(n, &moves);
        let adj = adjacency(n, &moves);
        let mut reverse = vec![Vec::new(); n];
        for (u, a) in adj.iter().enumerate() {
            prop_assert_eq!(g.options(u).iter().map(|&v| v as usize).collect::<Vec<_>>(), a.clone());
            for &v in a {
                reverse[v].push(u);
            }
        }
        for (v, mut r) in reverse.into_iter().enumerate() {
            let mut got: Vec<usize> = g.predecessors(v).iter().map(|&u| u as usize).collect();
            got.sort_unstable();
            r.sort_unstable();
            prop_assert_eq!(got, r);
        }
        prop_assert_eq!(g.moves(), adj.iter().map(Vec::len).sum::<usize>());
    }

    #[test]
    fn outcomes_and_remoteness_match_a_game_search((n, moves) in graph(9, false)) {
        let got = normal_play(&build(n, &moves));
        prop_assert_eq!(got, search(&adjacency(n, &moves)));
    }

    /// Condition (a), (b) and (c) of the definition for every finite value, the answers
    /// of (c) labelled earlier (the counter); A of an infinite value from its options;
    /// and the values' outcomes equal the retrograde analysis's.
    #[test]
    fn loopy_values_keep_their_definition((n, moves) in graph(9, false)) {
        let g = build(n, &moves);
        let loopy = Loopy::solve(&g);
        let plain = normal_play(&g);
        for u in 0..n {
            let opts = g.options(u);
            let m = loopy.value[u];
            if m != INFINITE {
                for j in 0..m {
                    prop_assert!(opts.iter().any(|&v| loopy.value[v as usize] == j), "(a) at {}", u);
                }
                prop_assert!(opts.iter().all(|&v| loopy.value[v as usize] != m), "(b) at {}", u);
                for &v in opts {
                    let x = loopy.value[v as usize];
                    if x > m {
                        let answered = g.options(v as usize).iter().any(|&w| {
                            let w = w as usize;
                            loopy.value[w] == m && loopy.counter[w] < loopy.counter[u]
                        });
                        prop_assert!(answered, "(c) at {} through {}", u, v);
                    }
                }
            }
            prop_assert_eq!(loopy.of(&g, u).outcome(), plain[u].outcome(), "position {}", u);
        }
    }

    /// γ(u) = k exactly when u beside a Nim heap of k is lost for the player to move, and
    /// u + *k has the outcome the sum rule gives: this pins every value, infinite ones
    /// and their sets included.
    #[test]
    fn loopy_values_judge_a_nim_heap_beside_them((n, moves) in graph(7, false)) {
        let g = build(n, &moves);
        let loopy = Loopy::solve(&g);
        let adj = adjacency(n, &moves);
        let top = adj.iter().map(Vec::len).max().unwrap_or(0) + 1;
        for heap in 0..=top {
            let outcomes = with_heap(&adj, heap);
            for u in 0..n {
                let rule = loopy.of(&g, u).add(&LoopyValue::Finite(heap as u64));
                prop_assert_eq!(rule.outcome(), outcomes[u], "position {} with *{}", u, heap);
            }
        }
    }

    #[test]
    fn the_sum_rule_matches_the_product_of_two_tokens((n, moves) in graph(8, false)) {
        let g = build(n, &moves);
        let loopy = Loopy::solve(&g);
        let outcomes = product(&adjacency(n, &moves), 2);
        for p in 0..n * n {
            let (a, b) = (p % n, p / n);
            let rule = loopy.of(&g, a).add(&loopy.of(&g, b));
            prop_assert_eq!(rule.outcome(), outcomes[p], "tokens on {} and {}", a, b);
        }
    }

    #[test]
    fn the_sum_rule_matches_the_product_of_three_tokens((n, moves) in graph(6, false)) {
        let g = build(n, &moves);
        let loopy = Loopy::solve(&g);
        let outcomes = product(&adjacency(n, &moves), 3);
        for p in 0..n * n * n {
            let tokens = [p % n, p / n % n, p / n / n];
            let values: Vec<LoopyValue> = tokens.iter().map(|&t| loopy.of(&g, t)).collect();
            prop_assert_eq!(LoopyValue::sum(&values).outcome(), outcomes[p], "tokens on {:?}", tokens);
        }
    }

    #[test]
    fn acyclic_graphs_get_ordinary_grundy_values((n, moves) in graph(12, true)) {
        let g = build(n, &moves);
        let loopy = Loopy::solve(&g);
        let want = grundy(&adjacency(n, &moves));
        prop_assert_eq!(&loopy.value, &want);
        prop_assert_eq!(loopy.largest, want.iter().copied().max());
        // No draws without cycles, and the values' outcomes are the retrograde's.
        for (u, v) in normal_play(&g).into_iter().enumerate() {
            prop_assert_eq!(v.outcome(), if want[u] == 0 { Outcome::Lose } else { Outcome::Win });
        }
    }

    /// Endings other than a loss: the pass against the search with each ending chosen.
    #[test]
    fn chosen_endings_match_a_fixed_point((n, moves) in graph(9, false), ends in prop::collection::vec(0..3u8, 9)) {
        let g = build(n, &moves);
        let ending = |v: usize| match ends[v] {
            0 => Outcome::Lose,
            1 => Outcome::Win,
            _ => Outcome::Draw,
        };
        let got = solve(&g, ending);
        // Fixed point: value what the rules force until nothing changes.
        let adj = adjacency(n, &moves);
        let mut known: Vec<Option<Outcome>> = (0..n)
            .map(|v| adj[v].is_empty().then(|| ending(v)))
            .map(|o| o.filter(|&o| o != Outcome::Draw))
            .collect();
        loop {
            let mut changed = false;
            for v in 0..n {
                if known[v].is_some() || adj[v].is_empty() {
                    continue;
                }
                if adj[v].iter().any(|&t| known[t] == Some(Outcome::Lose)) {
                    known[v] = Some(Outcome::Win);
                    changed = true;
                } else if adj[v].iter().all(|&t| known[t] == Some(Outcome::Win)) {
                    known[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for v in 0..n {
            prop_assert_eq!(got[v].outcome(), known[v].unwrap_or(Outcome::Draw), "position {}", v);
        }
    }
}

#[test]
fn a_loop_alone_is_infinite_and_drawn() {
    let g = build(1, &[(0, 0)]);
    let loopy = Loopy::solve(&g);
    assert_eq!(loopy.of(&g, 0), LoopyValue::Infinite(vec![]));
    assert_eq!(loopy.largest, None);
    assert_eq!(normal_play(&g), vec![Value::Draw]);
}

#[test]
fn two_winning_tokens_can_draw() {
    // 0 -> 0 (a pass) and 0 -> 1, 1 a sink: alone, the token on 0 wins by moving to 1;
    // with two tokens on 0, moving either to 1 loses, so both players pass for ever.
    let moves = [(0, 0), (0, 1)];
    let g = build(2, &moves);
    let loopy = Loopy::solve(&g);
    let one = loopy.of(&g, 0);
    assert_eq!(one, LoopyValue::Infinite(vec![0]));
    assert_eq!(one.outcome(), Outcome::Win);
    let pair = one.add(&one);
    assert_eq!(pair, LoopyValue::Infinite(vec![]));
    assert_eq!(pair.outcome(), Outcome::Draw);
    assert_eq!(product(&adjacency(2, &moves), 2)[0], Outcome::Draw);
}
