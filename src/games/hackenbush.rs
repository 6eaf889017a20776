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
//!   colon step is [`grundy_engine::tree::branch_value`], shared with the tree games).
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
//! Memory is laid out for the cache (the search is bound by misses, not instructions):
//! - the graph is compressed rows: per vertex one 8-byte record (the start of its
//!   neighbours, and its depth once reached), and per edge end one u32, the other end, so
//!   a vertex's neighbours are read in one run instead of following links. The rows are
//!   filled from the list of endpoints read (a counting pass and a scatter, both in input
//!   order); self-loops never enter them, their parity is kept in the record;
//! - everything the search updates (the position in the row, its end, low-link and the
//!   accumulated value) lives in the DFS path, a stack whose top is always in cache, so a
//!   vertex costs one random access when it is reached, none when the search returns to
//!   it. Depths stand for entry times (an undirected search has no cross edges, so a
//!   reached neighbour is an ancestor exactly when it is shallower) and a vertex's depth is
//!   its place on the path;
//! - the edge back to the parent is recognised by the parent's label (the first one met is
//!   the tree edge; another, parallel, one is a back edge).
//!
//! The endpoint list is reused as the path's storage once the rows are built.

use grundy_engine::tree::branch_value;

const NONE: u32 = u32::MAX;

/// In a vertex record's second word: its self-loops' parity, until it is reached.
const LOOP: u32 = 1 << 31;

/// One vertex on the DFS path: five words in the path's flat buffer, below the first of
/// them a sentinel whose label matches no vertex.
/// Its words: label, next place in its row, end of its row, low-link (as a depth + 1),
/// accumulated value with [`TREE_EDGE`].
const LABEL: usize = 0;
const WORDS: usize = 5;

/// In ACC: the edge from the parent is still to be met in the row (values stay below it).
const TREE_EDGE: u32 = 1 << 31;

/// Reusable buffers: many small graphs in a row allocate once.
#[derive(Default)]
pub struct Hackenbush {
    /// The endpoints read, two per edge; after [`Self::value_of_pushed`] builds the rows,
    /// the same allocation holds the DFS path (`WORDS` words per vertex on it).
    ends: Vec<u32>,
    /// Per vertex `[start of its row, depth + 1 (0: not reached) | LOOP]`, and one more
    /// record whose start ends the last row.
    records: Vec<[u32; 2]>,
    /// The rows: per vertex, the other end of each of its edges (self-loops left out).
    rows: Vec<u32>,
}

impl Hackenbush {
    pub fn new() -> Self {
        Self::default()
    }

    /// The nim value of a graph with vertices `0..vertices` rooted at 0, given its edges
    /// (0-based endpoints, all `< vertices`; loops and repeats allowed).
    ///
    /// Needs `1 <= vertices < 2^32 - 1` and fewer than `2^30` edges.
    pub fn value(&mut self, vertices: usize, edges: &[(u32, u32)]) -> u64 {
        self.clear();
        for &(u, v) in edges {
            self.push_edge(u, v);
        }
        self.value_of_pushed(vertices)
    }

    /// Starts a new graph with no edges.
    pub fn clear(&mut self) {
        self.ends.clear();
    }

    /// Adds an edge of the graph being read (rows are made later, once the number of
    /// vertices is known, so memory follows the edges actually read).
    #[inline]
    pub fn push_edge(&mut self, u: u32, v: u32) {
        self.ends.push(u);
        self.ends.push(v);
    }

    /// Adds one endpoint: consecutive endpoints pair up into edges (the first, second;
    /// the third, fourth; ...), so a reader can push them as it meets them.
    #[inline]
    pub fn push_end(&mut self, v: u32) {
        self.ends.push(v);
    }

    /// The nim value of the edges pushed since [`Self::clear`], on vertices `0..vertices`
    /// rooted at 0 (every endpoint `< vertices`).
    ///
    /// Needs `1 <= vertices < 2^32 - 1` and fewer than `2^30` edges (an odd endpoint left
    /// over is ignored). Depths, low-links and values then stay below `2^30 + 1`, clear of
    /// the [`LOOP`] and [`TREE_EDGE`] bits: a depth is at most the tree edges above it.
    pub fn value_of_pushed(&mut self, vertices: usize) -> u64 {
        assert!(vertices >= 1 && vertices < NONE as usize);
        assert!(self.ends.len() < LOOP as usize);
        let len = self.ends.len() & !1;
        self.ends.truncate(len);
        self.build(vertices);
        self.search()
    }

    /// Compressed rows from the endpoint list: degrees, then each record's start moved to
    /// the end of its row, then the ends scattered backwards so that every start comes to
    /// rest at its row's beginning and rows keep the input order.
    fn build(&mut self, vertices: usize) {
        let (records, rows, ends) = (&mut self.records, &mut self.rows, &self.ends);
        records.clear();
        records.resize(vertices + 1, [0, 0]);
        for pair in ends.chunks_exact(2) {
            let (u, v) = (pair[0] as usize, pair[1] as usize);
            if u == v {
                records[u][1] ^= LOOP;
            } else {
                records[u][0] += 1;
                records[v][0] += 1;
            }
        }
        let mut total = 0u32;
        for record in records.iter_mut() {
            total += record[0];
            record[0] = total;
        }
        rows.clear();
        rows.resize(total as usize, 0);
        for pair in ends.chunks_exact(2).rev() {
            let (u, v) = (pair[0], pair[1]);
            if u != v {
                let at = &mut records[v as usize][0];
                *at -= 1;
                rows[*at as usize] = u;
                let at = &mut records[u as usize][0];
                *at -= 1;
                rows[*at as usize] = v;
            }
        }
    }

    fn search(&mut self) -> u64 {
        let (records, rows) = (&mut self.records, &self.rows);
        // The endpoints are no longer needed: their allocation holds the path.
        let path = &mut self.ends;
        path.clear();
        path.extend_from_slice(&[NONE, 0, 0, 0, 0]);
        // The vertex at the top of the path is kept in registers, the path holds its
        // ancestors: its label, the next place and the end of its row, its low-link and
        // accumulated value, its depth + 1, and its parent's label.
        let (mut u, mut parent) = (0u32, NONE);
        let (mut next, mut end) = (records[0][0], records[1][0]);
        let mut acc = records[0][1] >> 31;
        let (mut low, mut depth) = (1u32, 1u32);
        records[0][1] = 1;
        loop {
            if next != end {
                let w = rows[next as usize];
                next += 1;
                if w == parent && acc & TREE_EDGE != 0 {
                    acc &= !TREE_EDGE; // the tree edge, once
                    continue;
                }
                let record = &mut records[w as usize];
                let seen = record[1] & !LOOP;
                if seen == 0 {
                    path.extend_from_slice(&[u, next, end, low, acc]);
                    acc = record[1] >> 31 | TREE_EDGE;
                    depth += 1;
                    record[1] = depth;
                    (next, end) = (record[0], records[w as usize + 1][0]);
                    (parent, u, low) = (u, w, depth);
                } else if seen < depth {
                    // A back edge to an ancestor (a parallel edge to the parent is one): an
                    // internal edge, counted from this end only.
                    low = low.min(seen);
                    acc ^= 1;
                }
                // Otherwise the edge leads to a finished descendant: it was counted there.
                continue;
            }
            let (child_low, child_acc, child_depth) = (low, acc & !TREE_EDGE, depth);
            let top = path.len() - WORDS;
            if top == 0 {
                return u64::from(child_acc);
            }
            [u, next, end, low, acc] = path[top..].try_into().unwrap_or([0; WORDS]);
            path.truncate(top);
            parent = path[top - WORDS + LABEL];
            depth -= 1;
            if child_low < child_depth {
                // The tree edge lies on a cycle: the child is in this vertex's component.
                low = low.min(child_low);
                acc ^= child_acc ^ 1;
            } else {
                // A bridge: the child's component is complete, worth its value.
                acc ^= branch_value(u64::from(child_acc)) as u32;
            }
        }
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
