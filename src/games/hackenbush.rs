//! Green Hackenbush on rooted multigraphs (POJ 3710 "Christmas Game"), in linear time.
//!
//! A move deletes one edge, and with it everything no longer connected to the root. The
//! value of a graph comes from two classical principles:
//! - fusion: the vertices of a cycle may be fused into one without changing the value, its
//!   edges becoming loops, and a loop is worth nim 1. Fusing repeatedly turns every
//!   2-edge-connected component into one vertex carrying one loop per internal edge
//!   (parallel edges and self-loops included), so it contributes the parity of that count;
//! - colon: on the tree of components that remains (joined by the bridges), a vertex is
//!   worth the xor over its children of (child value + 1), xored with its loops (the
//!   colon step is [`crate::engine::tree::branch_value`], shared with the tree games).
//!
//! Bridges and components come from one iterative Tarjan search from the root (so only the
//! part reachable from the root is looked at), with edge ids so that a parallel edge is not
//! mistaken for the tree edge back to the parent. Component values are computed as the
//! components complete, children before parents, so the whole thing is one pass over
//! flat (CSR) arrays and never recurses.

use crate::engine::tree::branch_value;

const NONE: u32 = u32::MAX;

/// Reusable buffers: many small graphs in a row allocate once.
#[derive(Default)]
pub struct Hackenbush {
    /// CSR adjacency: the neighbours of v are `to[off[v]..off[v + 1]]`, via edges `eid[..]`.
    off: Vec<u32>,
    to: Vec<u32>,
    eid: Vec<u32>,
    /// Parity of the self-loops at each vertex.
    loops: Vec<u8>,
    /// DFS entry time (0 = not reached yet) and low-link.
    tin: Vec<u32>,
    low: Vec<u32>,
    /// Next adjacency slot to look at, per vertex.
    cursor: Vec<u32>,
    /// Edge by which the DFS entered each vertex.
    parent_edge: Vec<u32>,
    /// xor of (child component value + 1) over the bridges leaving each vertex downwards.
    acc: Vec<u64>,
    /// How many bridges leave each vertex downwards.
    child_bridges: Vec<u32>,
    path: Vec<u32>,
    pending: Vec<u32>,
}

impl Hackenbush {
    pub fn new() -> Self {
        Self::default()
    }

    /// The nim value of a graph with vertices `0..vertices` rooted at 0, given its edges
    /// (0-based endpoints, all `< vertices`; loops and repeats allowed).
    ///
    /// Needs `1 <= vertices < u32::MAX` and fewer than `u32::MAX / 2` edges.
    pub fn value(&mut self, vertices: usize, edges: &[(u32, u32)]) -> u64 {
        assert!(vertices >= 1 && vertices < NONE as usize);
        assert!(edges.len() < (NONE / 2) as usize);
        self.build(vertices, edges);
        self.search()
    }

    fn build(&mut self, vertices: usize, edges: &[(u32, u32)]) {
        let off = &mut self.off;
        off.clear();
        off.resize(vertices + 1, 0);
        self.loops.clear();
        self.loops.resize(vertices, 0);
        for &(u, v) in edges {
            if u == v {
                self.loops[u as usize] ^= 1;
            } else {
                off[u as usize + 1] += 1;
                off[v as usize + 1] += 1;
            }
        }
        for i in 0..vertices {
            off[i + 1] += off[i];
        }
        let slots = off[vertices] as usize;
        self.to.clear();
        self.to.resize(slots, 0);
        self.eid.clear();
        self.eid.resize(slots, 0);
        // Fill from the back of each range so `off` itself serves as the write cursor and
        // ends up back at the range starts.
        let cursor = &mut self.cursor;
        cursor.clear();
        cursor.extend_from_slice(&off[1..]);
        for (e, &(u, v)) in edges.iter().enumerate() {
            if u != v {
                cursor[u as usize] -= 1;
                let i = cursor[u as usize] as usize;
                self.to[i] = v;
                self.eid[i] = e as u32;
                cursor[v as usize] -= 1;
                let i = cursor[v as usize] as usize;
                self.to[i] = u;
                self.eid[i] = e as u32;
            }
        }
        // Now cursor[v] == off[v]: ready for the search.
        for buf in [&mut self.tin, &mut self.low, &mut self.child_bridges] {
            buf.clear();
            buf.resize(vertices, 0);
        }
        self.parent_edge.clear();
        self.parent_edge.resize(vertices, NONE);
        self.acc.clear();
        self.acc.resize(vertices, 0);
    }

    fn search(&mut self) -> u64 {
        let mut timer = 1u32;
        self.tin[0] = timer;
        self.low[0] = timer;
        self.path.clear();
        self.pending.clear();
        self.path.push(0);
        self.pending.push(0);
        let mut root_value = 0;
        while let Some(&u) = self.path.last() {
            let u = u as usize;
            let slot = self.cursor[u];
            if slot < self.off[u + 1] {
                self.cursor[u] += 1;
                let (w, e) = (self.to[slot as usize], self.eid[slot as usize]);
                if e == self.parent_edge[u] {
                    continue;
                }
                let wi = w as usize;
                if self.tin[wi] == 0 {
                    timer += 1;
                    self.tin[wi] = timer;
                    self.low[wi] = timer;
                    self.parent_edge[wi] = e;
                    self.path.push(w);
                    self.pending.push(w);
                } else {
                    self.low[u] = self.low[u].min(self.tin[wi]);
                }
                continue;
            }
            self.path.pop();
            let parent = self.path.last().map(|&p| p as usize);
            if let Some(p) = parent {
                self.low[p] = self.low[p].min(self.low[u]);
            }
            if self.low[u] != self.tin[u] {
                continue;
            }
            // u heads a 2-edge-connected component: everything above it on `pending`.
            let mut nim = 0u64;
            let mut degree_sum = 0u64;
            let mut bridges = u64::from(parent.is_some());
            let mut loop_parity = 0u8;
            loop {
                let w = self.pending.pop().expect("u is on the stack") as usize;
                nim ^= self.acc[w];
                degree_sum += u64::from(self.off[w + 1] - self.off[w]);
                bridges += u64::from(self.child_bridges[w]);
                loop_parity ^= self.loops[w];
                if w == u {
                    break;
                }
            }
            // Every non-bridge edge at these vertices lies inside the component and is
            // counted from both ends.
            let internal = (degree_sum - bridges) / 2 + u64::from(loop_parity);
            let value = nim ^ (internal & 1);
            match parent {
                Some(p) => {
                    self.acc[p] ^= branch_value(value);
                    self.child_bridges[p] += 1;
                }
                None => root_value = value,
            }
        }
        root_value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize, edges: &[(u32, u32)]) -> u64 {
        Hackenbush::new().value(n, edges)
    }

    #[test]
    fn small_shapes() {
        assert_eq!(value(1, &[]), 0);
        assert_eq!(value(2, &[(0, 1)]), 1);
        assert_eq!(value(3, &[(0, 1), (1, 2)]), 2);
        // A triangle at the root: odd cycle, worth 1; a square is worth 0.
        assert_eq!(value(3, &[(0, 1), (1, 2), (2, 0)]), 1);
        assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]), 0);
        // A pair of parallel edges is a 2-cycle: worth 0.
        assert_eq!(value(2, &[(0, 1), (1, 0)]), 0);
        // A self-loop at the root is worth 1; at the end of a stalk it adds 1 below it.
        assert_eq!(value(1, &[(0, 0)]), 1);
        assert_eq!(value(2, &[(0, 1), (1, 1)]), 2);
        // Unreachable parts never count.
        assert_eq!(value(4, &[(1, 2), (2, 3), (3, 3)]), 0);
        // POJ sample, second graph: stalk 1-2 with a triangle 2-3-4 hung on it.
        assert_eq!(value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)]), 2);
    }

    #[test]
    fn deep_path_does_not_recurse() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        assert_eq!(value(n as usize, &edges), u64::from(n - 1));
    }
}
