//! Reads one tree in the judges' shape — `n`, then n − 1 undirected edges `a b` on 1..=n,
//! root 1 — into a validated [`Tree`], for `tree-game` and `pp-and-qq`.
//!
//! The edges are read first and the tree built once they are all there, so memory follows
//! the edges actually given, never the declared n (n − 1 edges were read before n slots
//! are allocated). Validation then names the first edge, in input order, whose endpoints
//! were already connected (a self-loop, a repeated edge, a cycle); a truncated input is
//! reported as such first.

use std::io::Read;

use crate::gen::Gen;
use crate::read;
use crate::Options;
use grundy_engine::tree::Tree;
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

/// Most nodes one tree may have: node ids stay 32-bit.
pub const MAX_NODES: u64 = u32::MAX as u64 - 1;

pub struct TreeReader {
    count_name: &'static str,
    /// The judge's node count limits, checked under `--strict`.
    judge_nodes: (u64, u64),
    edges: Vec<(u32, u32)>,
    /// Where each edge starts, to name the one that closes a cycle.
    at: EdgePositions,
}

/// Where each edge of a tree starts, kept in the memory its layout needs: an edge that
/// starts a line of its own, the line after the edge before it, is predicted and not
/// stored; only the others are (as `(edge, position)`). The judges' one edge per line costs
/// nothing, where a [`Position`] per edge was 16 bytes, a third of the memory that a tree of
/// 10^6 nodes touched for the first time (and first touches, page faults, were most of its
/// time).
#[derive(Default)]
struct EdgePositions {
    /// The line the next edge is predicted on (at column 1).
    next_line: u64,
    /// The number of edges recorded.
    count: u32,
    others: Vec<(u32, Position)>,
}

impl EdgePositions {
    fn clear(&mut self) {
        self.next_line = 0; // lines count from 1: the first edge is always stored
        self.count = 0;
        self.others.clear();
    }

    #[inline(always)]
    fn push(&mut self, at: Position) {
        if at.col != 1 || at.line != self.next_line {
            self.others.push((self.count, at));
        }
        self.next_line = at.line + 1;
        self.count += 1;
    }

    fn get(&self, edge: usize) -> Position {
        match self
            .others
            .binary_search_by_key(&(edge as u32), |&(k, _)| k)
        {
            Ok(i) => self.others[i].1,
            Err(i) => {
                // Predicted: one line after the edge before it, and so on back to the
                // last edge stored (or the first edge, which is always stored).
                let (k, from) = self.others[i - 1];
                Position {
                    line: from.line + (edge as u64 - u64::from(k)),
                    col: 1,
                }
            }
        }
    }
}

impl TreeReader {
    /// `count_name` names the node count in error messages; `judge_nodes` is the judge's
    /// range for it, enforced under `--strict`.
    pub fn new(count_name: &'static str, judge_nodes: (u64, u64)) -> Self {
        TreeReader {
            count_name,
            judge_nodes,
            edges: Vec::new(),
            at: EdgePositions::default(),
        }
    }

    /// The edges of the tree read last, 0-based, in input order (endpoints as given).
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    pub fn read<R: Read>(
        &mut self,
        sc: &mut Scanner<R>,
        options: &Options,
        tree: &mut Tree,
    ) -> Result<()> {
        let n = read::u64_in(sc, self.count_name, 1, MAX_NODES)?;
        let (lo, hi) = self.judge_nodes;
        options.judge_limit_here(sc, self.count_name, n, lo, hi)?;
        self.edges.clear();
        self.at.clear();
        // The 2(n − 1) endpoints in one bulk read. An endpoint outside 1..=n is remembered
        // and reported in place of anything the read finds after it, so errors are those
        // of one range-checked read per number.
        let mut outside: Option<(u64, Position)> = None;
        let mut first = 0u32;
        let mut second = false;
        let (edges, at) = (&mut self.edges, &mut self.at);
        let read = sc.u64_each_at(2 * (n - 1), "an edge endpoint", |v, pos| {
            if (v == 0 || v > n) && outside.is_none() {
                outside = Some((v, pos));
            }
            let label = v.wrapping_sub(1) as u32;
            if second {
                edges.push((first, label));
            } else {
                first = label;
                at.push(pos);
            }
            second = !second;
        });
        if let Some((v, pos)) = outside {
            return Err(sc.error_at(pos, &format!("an edge endpoint (1..={n})"), &v.to_string()));
        }
        read?;
        tree.build(n as usize, &self.edges).map_err(|cycle| {
            let (a, b) = self.edges[cycle.edge];
            sc.error_at(
                self.at.get(cycle.edge),
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Every position comes back as pushed, whether predicted or stored, across reuse.
        #[test]
        fn edge_positions_are_kept(cases in prop::collection::vec(
            prop::collection::vec((0u64..3, 1u64..4), 0..60), 1..4)) {
            let mut log = EdgePositions::default();
            for steps in cases {
                log.clear();
                let mut line = 5;
                let mut pushed = Vec::new();
                for (down, col) in steps {
                    line += down;
                    let at = Position { line, col };
                    log.push(at);
                    pushed.push(at);
                }
                for (k, &at) in pushed.iter().enumerate() {
                    prop_assert_eq!(log.get(k), at);
                }
                prop_assert!(log.others.len() <= pushed.len());
            }
        }
    }

    #[test]
    fn one_edge_per_line_stores_only_the_first() {
        let mut log = EdgePositions::default();
        log.clear();
        for line in 2..1000 {
            log.push(Position { line, col: 1 });
        }
        assert_eq!(log.others.len(), 1);
        assert_eq!(log.get(500), Position { line: 502, col: 1 });
    }
}

/// Edge-deletion moves on a tree read by [`TreeReader`]: the words of a cut and the tree
/// that remains, written back in the judges' shape.
pub(super) mod cuts {
    use std::fmt::Write as _;

    use grundy_engine::tree::Tree;

    /// `cut edge 4-7`: the edge's endpoints as the input gives them.
    pub fn text(&(a, b): &(u32, u32)) -> String {
        format!("cut edge {}-{}", a + 1, b + 1)
    }

    /// The node below the edge `(a, b)` of a tree holding every node (the other is its
    /// parent).
    pub fn lower(tree: &Tree, (a, b): (u32, u32)) -> u32 {
        if a != 0 && tree.parent(a) == b {
            a
        } else {
            b
        }
    }

    /// What remains of the tree once the edge above `lower` is cut: `m` and the edges
    /// joined to the root, in input order, with the nodes renumbered 1.. in ascending order
    /// of their labels (the root stays 1), each line ending in a newline.
    pub fn remaining(tree: &Tree, edges: &[(u32, u32)], lower: u32) -> String {
        let n = edges.len() + 1;
        let mut gone = vec![false; n];
        gone[lower as usize] = true;
        for v in tree.top_down() {
            if gone[tree.parent(v) as usize] {
                gone[v as usize] = true;
            }
        }
        let mut label = vec![0u32; n];
        let mut next = 0;
        for (v, &g) in gone.iter().enumerate() {
            if !g {
                next += 1;
                label[v] = next;
            }
        }
        let mut out = String::with_capacity(n * 8);
        let _ = writeln!(out, "{next}");
        let mut buf = itoa::Buffer::new();
        for &(a, b) in edges {
            if !gone[a as usize] && !gone[b as usize] {
                out.push_str(buf.format(label[a as usize]));
                out.push(' ');
                out.push_str(buf.format(label[b as usize]));
                out.push('\n');
            }
        }
        out
    }
}
