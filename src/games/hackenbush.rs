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
//! part reachable from the root is looked at), and values are merged as the search leaves
//! each vertex, so no component is ever listed:
//! - a vertex whose subtree reaches above it (low < tin) shares its parent's component:
//!   its accumulated value joins the parent's, with one more internal edge (the tree edge);
//! - a vertex whose subtree does not is the top of its own component, joined to its parent
//!   by a bridge: its accumulated value is that component's value, and the parent gets
//!   `branch_value` of it;
//! - internal edges other than tree edges are counted once each, where the search meets
//!   them: a back edge from its lower end, a self-loop at its even slot.
//!
//! The graph is a linked adjacency list in two flat arrays (a head per vertex, and per
//! edge end the next slot and the vertex it leads to), filled in the order the edges are
//! read, with edge e's ends at slots 2e and 2e + 1 so that the slot a vertex was entered by
//! names its way back. That is a third of the memory of compressed rows with edge ids (38 %
//! of the million-deep case was page faults of fresh arrays), with no counting pass.

use crate::engine::tree::branch_value;

const NONE: u32 = u32::MAX;

/// What the search keeps per vertex, together so that one cache line serves a visit.
#[derive(Clone, Copy)]
struct Vertex {
    /// The first slot of its adjacency list not looked at yet (NONE: no more).
    head: u32,
    /// DFS entry time (0 = not reached yet) and low-link.
    tin: u32,
    low: u32,
    /// The xor of what its component has gathered below it so far: branch values of
    /// bridges down, merged values of tree children in the same component, and one bit
    /// per internal edge counted here. Values are at most the edge count, so u32 holds them.
    acc: u32,
}

const FRESH: Vertex = Vertex {
    head: NONE,
    tin: 0,
    low: 0,
    acc: 0,
};

/// Reusable buffers: many small graphs in a row allocate once.
#[derive(Default)]
pub struct Hackenbush {
    vertices: Vec<Vertex>,
    /// Per slot (2e and 2e + 1 for edge e): the next slot of the same list, and the other
    /// end of the edge.
    slots: Vec<[u32; 2]>,
    /// The DFS path: each vertex with the slot that leads back to its parent.
    path: Vec<(u32, u32)>,
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
        self.clear();
        for &(u, v) in edges {
            self.push_edge(u, v);
        }
        self.value_of_pushed(vertices)
    }

    /// Starts a new graph with no edges.
    pub fn clear(&mut self) {
        self.slots.clear();
    }

    /// Adds an edge of the graph being read (its list links are made later, once the
    /// number of vertices is known, so memory follows the edges actually read).
    #[inline]
    pub fn push_edge(&mut self, u: u32, v: u32) {
        self.slots.push([NONE, v]);
        self.slots.push([NONE, u]);
    }

    /// The nim value of the edges pushed since [`Self::clear`], on vertices `0..vertices`
    /// rooted at 0 (every endpoint `< vertices`).
    ///
    /// Needs `1 <= vertices < u32::MAX` and fewer than `u32::MAX / 2` edges.
    pub fn value_of_pushed(&mut self, vertices: usize) -> u64 {
        assert!(vertices >= 1 && vertices < NONE as usize);
        assert!(self.slots.len() < NONE as usize);
        self.link(vertices);
        self.search()
    }

    /// Threads each slot onto the list of the vertex it leaves from (the other end of its
    /// twin slot).
    fn link(&mut self, vertices: usize) {
        self.vertices.clear();
        self.vertices.resize(vertices, FRESH);
        for slot in (0..self.slots.len()).rev() {
            let from = self.slots[slot ^ 1][1] as usize;
            self.slots[slot][0] = self.vertices[from].head;
            self.vertices[from].head = slot as u32;
        }
    }

    fn search(&mut self) -> u64 {
        let (vertices, slots, path) = (&mut self.vertices, &self.slots, &mut self.path);
        let mut timer = 1u32;
        vertices[0].tin = timer;
        vertices[0].low = timer;
        path.clear();
        path.push((0, NONE));
        let mut root_value = 0;
        while let Some(&(u, back)) = path.last() {
            let ui = u as usize;
            let slot = vertices[ui].head;
            if slot != NONE {
                let [next, w] = slots[slot as usize];
                vertices[ui].head = next;
                if slot == back {
                    continue;
                }
                let wi = w as usize;
                let seen = vertices[wi].tin;
                if seen == 0 {
                    timer += 1;
                    vertices[wi].tin = timer;
                    vertices[wi].low = timer;
                    path.push((w, slot ^ 1));
                } else if seen < vertices[ui].tin {
                    // A back edge to an ancestor (a parallel edge to the parent is one):
                    // an internal edge, counted from this end only.
                    let x = &mut vertices[ui];
                    x.low = x.low.min(seen);
                    x.acc ^= 1;
                } else if w == u && slot & 1 == 0 {
                    // A self-loop shows at both its slots: counted at the even one.
                    vertices[ui].acc ^= 1;
                }
                // Otherwise the edge leads to a finished descendant: it was counted there.
                continue;
            }
            path.pop();
            let x = vertices[ui];
            match path.last() {
                Some(&(p, _)) => {
                    let parent = &mut vertices[p as usize];
                    if x.low < x.tin {
                        // The tree edge lies on a cycle: u is in its parent's component.
                        parent.low = parent.low.min(x.low);
                        parent.acc ^= x.acc ^ 1;
                    } else {
                        // A bridge: u's component is complete, worth x.acc.
                        parent.acc ^= branch_value(u64::from(x.acc)) as u32;
                    }
                }
                None => root_value = u64::from(x.acc),
            }
        }
        root_value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The value the plain way, for graphs too large for the exhaustive search of the
    /// integration tests: an edge is a bridge when its ends fall apart without it;
    /// the other edges join components, each worth the parity of its edges; the colon
    /// principle then runs down the tree of components from the root's.
    fn reference(n: usize, edges: &[(u32, u32)]) -> u64 {
        fn find(parent: &mut [usize], x: usize) -> usize {
            if parent[x] != x {
                let r = find(parent, parent[x]);
                parent[x] = r;
            }
            parent[x]
        }
        let connected = |skip: usize, a: u32, b: u32| {
            let mut parent: Vec<usize> = (0..n).collect();
            for (i, &(u, v)) in edges.iter().enumerate() {
                if i != skip {
                    let (ru, rv) = (find(&mut parent, u as usize), find(&mut parent, v as usize));
                    parent[ru] = rv;
                }
            }
            find(&mut parent, a as usize) == find(&mut parent, b as usize)
        };
        let bridge: Vec<bool> = (0..edges.len())
            .map(|i| edges[i].0 != edges[i].1 && !connected(i, edges[i].0, edges[i].1))
            .collect();
        let mut comp: Vec<usize> = (0..n).collect();
        for (i, &(u, v)) in edges.iter().enumerate() {
            if !bridge[i] {
                let (ru, rv) = (find(&mut comp, u as usize), find(&mut comp, v as usize));
                comp[ru] = rv;
            }
        }
        let mut parity = vec![0u64; n];
        for (i, &(u, _)) in edges.iter().enumerate() {
            if !bridge[i] {
                let c = find(&mut comp, u as usize);
                parity[c] ^= 1;
            }
        }
        let comps: Vec<usize> = (0..n).map(|v| find(&mut comp, v)).collect();
        fn walk(
            c: usize,
            from: usize,
            e: &[(u32, u32)],
            b: &[bool],
            comps: &[usize],
            parity: &[u64],
        ) -> u64 {
            let mut value = parity[c];
            for (i, &(u, v)) in e.iter().enumerate() {
                if b[i] && i != from {
                    let (cu, cv) = (comps[u as usize], comps[v as usize]);
                    let other = if cu == c {
                        cv
                    } else if cv == c {
                        cu
                    } else {
                        continue;
                    };
                    value ^= walk(other, i, e, b, comps, parity) + 1;
                }
            }
            value
        }
        walk(comps[0], usize::MAX, edges, &bridge, &comps, &parity)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Larger multigraphs than a search can take: cacti of cycles hung on trees (many
        /// bridges and components), with extra random edges, loops and repeats, against
        /// the plain reference; one solver reused throughout.
        #[test]
        fn search_matches_the_plain_reference(
            graphs in prop::collection::vec(
                (2usize..60).prop_flat_map(|n| {
                    let v = 0..n as u32;
                    (Just(n), prop::collection::vec((0..n as u32, 0u32..4), 1..n), prop::collection::vec((v.clone(), v), 0..6))
                }),
                1..4,
            )
        ) {
            let mut solver = Hackenbush::new();
            for (n, hangs, extra) in graphs {
                // Vertex i ≥ 1 hangs on an earlier one; a cycle closes every few.
                let mut edges: Vec<(u32, u32)> = Vec::new();
                for (i, &(at, kind)) in hangs.iter().enumerate() {
                    let v = i as u32 + 1;
                    let at = at % v;
                    edges.push((at, v));
                    if kind == 0 && v >= 2 {
                        edges.push((v, v - 1));
                    }
                }
                edges.extend(extra);
                prop_assert_eq!(solver.value(n, &edges), reference(n, &edges), "{:?}", edges);
            }
        }
    }

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
