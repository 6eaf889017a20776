//! Reads one tree in the judges' shape — `n`, then n − 1 undirected edges `a b` on 1..=n,
//! root 1 — into a validated [`Tree`], for `tree-game` and `pp-and-qq`.
//!
//! The edges are read first and the tree built once they are all there, so memory follows
//! the edges actually given, never the declared n (n − 1 edges were read before n slots
//! are allocated). Validation then names the first edge, in input order, whose endpoints
//! were already connected (a self-loop, a repeated edge, a cycle); a truncated input is
//! reported as such first.

use std::io::Read;

use crate::engine::tree::Tree;
use crate::error::Result;
use crate::io::scan::{Position, Scanner};
use crate::problems::gen::Gen;
use crate::problems::Options;

/// Most nodes one tree may have: node ids stay 32-bit.
pub const MAX_NODES: u64 = u32::MAX as u64 - 1;

pub struct TreeReader {
    count_name: &'static str,
    /// The judge's node count limits, checked under `--strict`.
    judge_nodes: (u64, u64),
    edges: Vec<(u32, u32)>,
    at: Vec<Position>,
}

impl TreeReader {
    /// `count_name` names the node count in error messages; `judge_nodes` is the judge's
    /// range for it, enforced under `--strict`.
    pub fn new(count_name: &'static str, judge_nodes: (u64, u64)) -> Self {
        TreeReader {
            count_name,
            judge_nodes,
            edges: Vec::new(),
            at: Vec::new(),
        }
    }

    pub fn read<R: Read>(
        &mut self,
        sc: &mut Scanner<R>,
        options: &Options,
        tree: &mut Tree,
    ) -> Result<()> {
        let n = sc.u64_in(self.count_name, 1, MAX_NODES)?;
        let (lo, hi) = self.judge_nodes;
        options.judge_limit_here(sc, self.count_name, n, lo, hi)?;
        self.edges.clear();
        self.at.clear();
        for _ in 1..n {
            let a = sc.u64_in("an edge endpoint", 1, n)?;
            let at = sc.position();
            let b = sc.u64_in("an edge endpoint", 1, n)?;
            self.edges.push((a as u32 - 1, b as u32 - 1));
            self.at.push(at);
        }
        tree.build(n as usize, &self.edges).map_err(|cycle| {
            let (a, b) = self.edges[cycle.edge];
            sc.error_at(
                self.at[cycle.edge],
                "an edge joining two parts of the tree not yet connected",
                &format!("{} {}, which closes a cycle", a + 1, b + 1),
            )
        })
    }
}

/// Writes the n − 1 edges of a random tree on 1..=n rooted at 1, in one of the shapes that
/// matter: any tree, a path (deep: recursion would overflow), a star (wide), a caterpillar
/// (a path with leaves). Labels other than the root are shuffled, each edge's ends are in
/// random order, and the edges come in random order.
pub(super) fn write_tree(gen: &mut Gen, n: u64) {
    let shape = gen.range(0, 3);
    let mut labels: Vec<u64> = (2..=n).collect();
    for i in (1..labels.len()).rev() {
        let j = gen.range(0, i as u64) as usize;
        labels.swap(i, j);
    }
    let label = |v: u64| if v == 0 { 1 } else { labels[v as usize - 1] };
    let mut edges: Vec<(u64, u64)> = (1..n)
        .map(|v| {
            let parent = match shape {
                0 => gen.range(0, v - 1),
                1 => v - 1,
                2 => 0,
                _ => (v - 1) / 2 * 2,
            };
            if gen.chance(1, 2) {
                (label(v), label(parent))
            } else {
                (label(parent), label(v))
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        let j = gen.range(0, i as u64) as usize;
        edges.swap(i, j);
    }
    for (a, b) in edges {
        gen.line(&[a, b]);
    }
}
