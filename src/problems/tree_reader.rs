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

/// Most nodes one tree may have: node ids stay 32-bit.
pub const MAX_NODES: u64 = u32::MAX as u64 - 1;

pub struct TreeReader {
    count_name: &'static str,
    edges: Vec<(u32, u32)>,
    at: Vec<Position>,
}

impl TreeReader {
    /// `count_name` names the node count in error messages.
    pub fn new(count_name: &'static str) -> Self {
        TreeReader {
            count_name,
            edges: Vec::new(),
            at: Vec::new(),
        }
    }

    pub fn read<R: Read>(&mut self, sc: &mut Scanner<R>, tree: &mut Tree) -> Result<()> {
        let n = sc.u64_in(self.count_name, 1, MAX_NODES)?;
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
