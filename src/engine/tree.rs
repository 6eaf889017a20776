//! Rooted trees and forests for edge-deletion games (Green Hackenbush on trees).
//!
//! [`Tree::build`] takes nodes `0..n` and undirected edges (0-based endpoints, already
//! range-checked by the reader), orders the nodes reachable from the root (node 0)
//! top-down without recursion (a breadth-first walk; walking that order backwards visits
//! every child before its parent, which is all a post-order is needed for here, so paths
//! of millions of nodes are fine), and validates: n − 1 edges that reach all n nodes are
//! a tree; anything else goes through a union-find, which reports the first edge, in the
//! order given, whose endpoints were already connected (a self-loop, a repeated edge, an
//! edge closing a cycle) by its index, so a reader can name its line.
//!
//! The colon principle: a rooted tree is worth the xor over the root's children c of
//! (SG(c) + 1), SG(c) being the value of the subtree under c (an edge to a subtree worth g
//! is a stalk on top of it, worth g + 1). [`Tree::colon_values`] gives every node's value,
//! which the misère rule of `pp-and-qq` needs per root branch. Graphs with cycles reduce to
//! this by the fusion principle (see `games::hackenbush`, which shares [`branch_value`]).

/// The colon principle's step: an edge from a node down to a subtree worth `child` is
/// worth `child + 1` to that node.
#[inline(always)]
pub fn branch_value(child: u64) -> u64 {
    child + 1
}

/// The edge (by its index in the list given) that joined two already connected nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClosesCycle {
    pub edge: usize,
}

const NONE: u32 = u32::MAX;

/// Reusable buffers for one validated tree or forest at a time.
#[derive(Default, Debug)]
pub struct Tree {
    /// Union-find over the nodes (parent links; roots hold their own index), sizes.
    link: Vec<u32>,
    size: Vec<u32>,
    /// CSR adjacency.
    off: Vec<u32>,
    adj: Vec<u32>,
    /// The reachable nodes from the root in breadth-first order, and each one's parent.
    order: Vec<u32>,
    seen: Vec<bool>,
    parent: Vec<u32>,
    value: Vec<u64>,
}

impl Tree {
    pub fn new() -> Self {
        Self::default()
    }

    /// Validates and stores a forest on `nodes` nodes (1 ≤ nodes < 2^32 − 1, endpoints
    /// `< nodes`). With `nodes − 1` edges and no cycle this is one tree holding every node;
    /// with fewer, nodes not connected to the root are ignored by everything below.
    pub fn build(&mut self, nodes: usize, edges: &[(u32, u32)]) -> Result<(), ClosesCycle> {
        assert!(
            nodes >= 1 && nodes < NONE as usize,
            "node count out of range"
        );
        self.build_adjacency(nodes, edges);
        let reached = self.walk_from_root(nodes);
        // n − 1 edges reaching all n nodes are a tree: nothing more to check. Otherwise
        // (a cycle somewhere, or a forest with fewer edges) the union-find names the first
        // edge that closes a cycle, if there is one; the walk above is right for a forest.
        if edges.len() + 1 != nodes || reached != nodes {
            self.check_acyclic(nodes, edges)?;
        }
        self.compute_colon_values();
        Ok(())
    }

    /// The first edge, in the order given, whose endpoints are already connected.
    fn check_acyclic(&mut self, nodes: usize, edges: &[(u32, u32)]) -> Result<(), ClosesCycle> {
        self.link.clear();
        self.link.extend(0..nodes as u32);
        self.size.clear();
        self.size.resize(nodes, 1);
        for (i, &(a, b)) in edges.iter().enumerate() {
            let (ra, rb) = (self.find(a), self.find(b));
            if ra == rb {
                return Err(ClosesCycle { edge: i });
            }
            let (big, small) = if self.size[ra as usize] >= self.size[rb as usize] {
                (ra, rb)
            } else {
                (rb, ra)
            };
            self.link[small as usize] = big;
            self.size[big as usize] += self.size[small as usize];
        }
        Ok(())
    }

    fn find(&mut self, mut x: u32) -> u32 {
        // Path halving: every other node on the way points to its grandparent.
        while self.link[x as usize] != x {
            let up = self.link[self.link[x as usize] as usize];
            self.link[x as usize] = up;
            x = up;
        }
        x
    }

    fn build_adjacency(&mut self, nodes: usize, edges: &[(u32, u32)]) {
        self.off.clear();
        self.off.resize(nodes + 1, 0);
        for &(a, b) in edges {
            self.off[a as usize + 1] += 1;
            self.off[b as usize + 1] += 1;
        }
        for i in 0..nodes {
            self.off[i + 1] += self.off[i];
        }
        self.adj.clear();
        self.adj.resize(2 * edges.len(), 0);
        // The union-find sizes are set up afresh when needed: borrow them as write cursors.
        let cursor = &mut self.size;
        cursor.clear();
        cursor.extend_from_slice(&self.off[..nodes]);
        for &(a, b) in edges {
            self.adj[cursor[a as usize] as usize] = b;
            cursor[a as usize] += 1;
            self.adj[cursor[b as usize] as usize] = a;
            cursor[b as usize] += 1;
        }
    }

    /// Orders the nodes reachable from the root breadth-first and returns how many there
    /// are. Marks keep it finite when the edges hold a cycle (checked afterwards).
    fn walk_from_root(&mut self, nodes: usize) -> usize {
        self.parent.clear();
        self.parent.resize(nodes, NONE);
        self.seen.clear();
        self.seen.resize(nodes, false);
        self.seen[0] = true;
        self.order.clear();
        self.order.push(0);
        let mut head = 0;
        while head < self.order.len() {
            let v = self.order[head] as usize;
            head += 1;
            for k in self.off[v]..self.off[v + 1] {
                let w = self.adj[k as usize] as usize;
                if !self.seen[w] {
                    self.seen[w] = true;
                    self.parent[w] = v as u32;
                    self.order.push(w as u32);
                }
            }
        }
        self.order.len()
    }

    /// The nodes connected to the root, parents before children (breadth-first).
    pub fn top_down(&self) -> &[u32] {
        &self.order
    }

    /// The parent of a node connected to the root (None for the root).
    pub fn parent(&self, v: usize) -> Option<usize> {
        match self.parent[v] {
            NONE => None,
            p => Some(p as usize),
        }
    }

    /// The children of a node connected to the root.
    pub fn children(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let p = self.parent[v];
        self.adj[self.off[v] as usize..self.off[v + 1] as usize]
            .iter()
            .filter(move |&&w| w != p)
            .map(|&w| w as usize)
    }

    /// Every node's colon-principle value (the value of its subtree); entry 0 is the whole
    /// tree's. Nodes not connected to the root are worth 0 here and play no part.
    pub fn colon_values(&self) -> &[u64] {
        &self.value
    }

    /// The values of the root branches (one root edge and everything below it): SG(c) + 1
    /// for each child c of the root. Every branch is worth at least 1.
    pub fn root_branches(&self) -> impl Iterator<Item = u64> + '_ {
        self.children(0).map(|c| branch_value(self.value[c]))
    }

    fn compute_colon_values(&mut self) {
        self.value.clear();
        self.value.resize(self.parent.len(), 0);
        for &v in self.order.iter().rev() {
            let p = self.parent[v as usize];
            if p != NONE {
                self.value[p as usize] ^= branch_value(self.value[v as usize]);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::impartial::Exhaustive;
    use proptest::prelude::*;

    /// Edge-deletion by exhaustive search: a position is the set of edges still connected
    /// to the root (a bitmask over `edges`, at most 31). Returns the normal-play value and
    /// whether the player to move wins under misère play.
    pub fn search_outcomes(edges: &[(u32, u32)]) -> (u64, bool) {
        let prune = |mask: u32| -> u32 {
            let mut reached = 1u64;
            loop {
                let mut grew = reached;
                for (i, &(a, b)) in edges.iter().enumerate() {
                    if mask >> i & 1 == 1 && (grew >> a & 1 == 1 || grew >> b & 1 == 1) {
                        grew |= 1 << a | 1 << b;
                    }
                }
                if grew == reached {
                    break;
                }
                reached = grew;
            }
            (0..edges.len() as u32)
                .filter(|&i| mask >> i & 1 == 1 && reached >> edges[i as usize].0 & 1 == 1)
                .fold(0, |m, i| m | 1 << i)
        };
        let mut search = Exhaustive::from_fn(|&mask: &u32| {
            (0..edges.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| prune(mask & !(1 << i)))
                .collect::<Vec<u32>>()
        });
        let start = prune((1u32 << edges.len()) - 1);
        (search.grundy(&start), search.wins_misere(&start))
    }

    /// A random tree on n nodes: node i > 0 hangs under a random earlier node, then the
    /// labels are shuffled (root kept at 0) and edge ends randomly swapped.
    pub fn random_tree(max_nodes: usize) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
        (1..=max_nodes).prop_flat_map(|n| {
            let parents: Vec<_> = (1..n).map(|i| 0..i as u32).collect();
            (
                Just(n),
                parents,
                Just((1..n as u32).collect::<Vec<u32>>()).prop_shuffle(),
                prop::collection::vec(any::<bool>(), n),
            )
                .prop_map(|(n, parents, labels, flips)| {
                    let label = |v: u32| if v == 0 { 0 } else { labels[v as usize - 1] };
                    let edges = parents
                        .iter()
                        .enumerate()
                        .map(|(i, &p)| {
                            let (a, b) = (label(i as u32 + 1), label(p));
                            if flips[i] {
                                (a, b)
                            } else {
                                (b, a)
                            }
                        })
                        .collect();
                    (n, edges)
                })
        })
    }

    #[test]
    fn cycles_name_the_first_closing_edge() {
        let mut t = Tree::new();
        assert_eq!(t.build(3, &[(0, 1), (1, 1)]), Err(ClosesCycle { edge: 1 }));
        assert_eq!(t.build(3, &[(0, 1), (1, 0)]), Err(ClosesCycle { edge: 1 }));
        assert_eq!(
            t.build(4, &[(0, 1), (2, 3), (1, 2), (3, 0)]),
            Err(ClosesCycle { edge: 3 })
        );
        assert_eq!(t.build(1, &[]), Ok(()));
        assert_eq!(t.colon_values()[0], 0);
    }

    #[test]
    fn long_path_does_not_recurse() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i + 1, i)).collect();
        let mut t = Tree::new();
        t.build(n as usize, &edges).unwrap();
        assert_eq!(t.colon_values()[0], u64::from(n - 1));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// The colon principle against exhaustive edge deletion, with one reused builder.
        #[test]
        fn colon_matches_search(trees in prop::collection::vec(random_tree(11), 1..4)) {
            let mut t = Tree::new();
            for (n, edges) in trees {
                t.build(n, &edges).unwrap();
                prop_assert_eq!(t.top_down().len(), n);
                prop_assert_eq!(t.colon_values()[0], search_outcomes(&edges).0);
            }
        }

        /// n − 1 edges of which one was replaced at random: a tree again, or a cycle named
        /// where a plain union-find (quadratic relabelling, obviously right) finds it.
        #[test]
        fn a_replaced_edge_is_judged_like_a_plain_union_find(
            (n, mut edges) in random_tree(10), k in 0usize..9, a in 0u32..10, b in 0u32..10,
        ) {
            prop_assume!(n >= 2);
            let k = k % edges.len();
            edges[k] = (a % n as u32, b % n as u32);
            let mut part: Vec<u32> = (0..n as u32).collect();
            let mut want = Ok(());
            for (i, &(x, y)) in edges.iter().enumerate() {
                let (px, py) = (part[x as usize], part[y as usize]);
                if px == py {
                    want = Err(ClosesCycle { edge: i });
                    break;
                }
                part.iter_mut().filter(|p| **p == py).for_each(|p| *p = px);
            }
            let mut t = Tree::new();
            prop_assert_eq!(t.build(n, &edges), want);
            if want.is_ok() {
                prop_assert_eq!(t.colon_values()[0], search_outcomes(&edges).0);
            }
        }

        /// Adding any edge between two nodes of a tree closes a cycle, reported at once.
        #[test]
        fn an_extra_edge_is_caught((n, mut edges) in random_tree(12), a in 0u32..12, b in 0u32..12, at in 0usize..12) {
            let (a, b) = (a % n as u32, b % n as u32);
            let at = at % (edges.len() + 1);
            edges.push((a, b));
            let last = edges.len() - 1;
            edges.swap(at, last);
            let err = Tree::new().build(n, &edges).unwrap_err();
            prop_assert!(err.edge >= at);
            // The edges before the reported one form a forest; the reported one closes a cycle.
            prop_assert!(Tree::new().build(n, &edges[..err.edge]).is_ok());
            prop_assert!(Tree::new().build(n, &edges[..=err.edge]).is_err());
        }
    }
}
