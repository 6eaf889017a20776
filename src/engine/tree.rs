//! Rooted trees and forests for edge-deletion games (Green Hackenbush on trees).
//!
//! [`Tree::build`] takes nodes `0..n` and undirected edges (0-based endpoints, already
//! range-checked by the reader) and folds the colon principle up from the leaves without
//! building an adjacency and without recursion: each node keeps its degree and the xor of
//! its neighbours' labels, so a leaf (degree 1) knows its one neighbour, its parent, and is
//! cut off into it; a parent left with degree 1 is a leaf in turn (leaf peeling). The
//! leaves wait in a queue (those of the input in label order, then each parent as it
//! becomes one), so every node is cut exactly once, after all its children, and paths of
//! millions of nodes are fine. A node is one 12-byte slot (degree, neighbour xor, value),
//! so building costs two and peeling about one and a half random accesses per node, in one
//! array, and the peel has no branch on a slot, so the accesses of many leaves overlap.
//! With shuffled labels the time per node still grows from 10^4 to 10^6 nodes, by the
//! cache misses of those accesses (docs/performance.md, sessions 5 and 6); the former
//! breadth-first walk over a CSR adjacency touched six arrays at random and was worse. The
//! slots and the queue are on huge pages when big ([`super::pages`]), which spares the TLB
//! misses, not the cache misses.
//!
//! Validation: n − 1 edges whose peeling cuts all n − 1 non-root nodes are a tree; anything
//! else goes through a union-find, which reports the first edge, in the order given, whose
//! endpoints were already connected (a self-loop, a repeated edge, an edge closing a cycle)
//! by its index, so a reader can name its line.
//!
//! The colon principle: a rooted tree is worth the xor over the root's children c of
//! (SG(c) + 1), SG(c) being the value of the subtree under c (an edge to a subtree worth g
//! is a stalk on top of it, worth g + 1). [`Tree::root_value`] is the tree's value and
//! [`Tree::root_branches`] the value of each root branch, which the misère rule of
//! `pp-and-qq` needs. A value is at most the number of edges below the node (xor is at most
//! the sum), so u32 holds it. Graphs with cycles reduce to this by the fusion principle
//! (see `games::hackenbush`, which shares [`branch_value`]).

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

use super::pages::Zeroed;

/// Node labels stay below this (one more than the largest node count).
const NONE: u32 = u32::MAX;

/// One node while peeling: the xor of the labels of its neighbours not yet cut off, their
/// number, and the xor of (value + 1) over its children cut off so far. 12 bytes: padding
/// to 16 (no slot across two cache lines) cost more in first touches of fresh pages than
/// it saved in misses. An array of u32s, not a struct, so that it is plain data for the
/// huge-page buffer ([`Zeroed`]) without an `unsafe impl`.
type Slot = [u32; 3];
const XOR: usize = 0;
const DEGREE: usize = 1;
const VALUE: usize = 2;

/// Reusable buffers for one validated tree or forest at a time.
#[derive(Default, Debug)]
pub struct Tree {
    /// Union-find over the nodes (parent links; roots hold their own index), sizes: only
    /// for input that is not a tree.
    link: Vec<u32>,
    size: Vec<u32>,
    /// Huge pages when big: the build's and the peel's accesses are at random.
    slots: Zeroed<Slot>,
    /// The peel's queue of leaves (see [`Tree::peel`]).
    queue: Zeroed<u32>,
    /// The value of each root branch (SG(c) + 1 for each child c of the root).
    branches: Vec<u32>,
    /// How many entries of `queue` the last peel used: the peel's order, children before
    /// parents (read backwards by [`Tree::cuts_to`]).
    peeled: usize,
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
        let slots = self.slots.zeroed(nodes);
        for &(a, b) in edges {
            let sa = &mut slots[a as usize];
            sa[XOR] ^= b;
            sa[DEGREE] += 1;
            let sb = &mut slots[b as usize];
            sb[XOR] ^= a;
            sb[DEGREE] += 1;
        }
        let cut = self.peel();
        if edges.len() + 1 != nodes || cut + 1 != nodes {
            self.check_acyclic(nodes, edges)?;
        }
        Ok(())
    }

    /// Cuts every leaf other than the root into its parent, children before parents (see
    /// the module's doc), and returns how many nodes were cut. Everything connected to the
    /// root by a tree is cut; a node on a cycle never becomes a leaf.
    ///
    /// The leaves wait in a queue (first the ones of the input, found by one sequential
    /// scan, then each parent left with degree 1, appended) and the loop over it has no
    /// branch that depends on a slot: a queued node cut into its only neighbour in the
    /// meantime (the last two nodes of a component without the root) is masked out, and a
    /// parent is appended by writing it at the tail and advancing the tail by 0 or 1. So the
    /// CPU runs many queue entries ahead, and their random slot accesses overlap instead of
    /// each waiting for the one before (following each chain at once, as the scan in label
    /// order did, made every step a dependent miss once the slots outgrow the cache).
    fn peel(&mut self) -> usize {
        self.branches.clear();
        let slots = self.slots.as_mut_slice();
        let n = slots.len();
        // Every node but the root enters the queue at most once: n slots are enough, and
        // the write at the tail is always in bounds.
        let queue = self.queue.zeroed(n);
        let mut tail = 0;
        for (i, slot) in slots.iter().enumerate().skip(1) {
            queue[tail] = i as u32;
            tail += usize::from(slot[DEGREE] == 1);
        }
        let mut head = 0;
        let mut cut = 0;
        while head < tail {
            let v = queue[head];
            head += 1;
            let leaf = slots[v as usize];
            let live = leaf[DEGREE] == 1;
            let mask = 0u32.wrapping_sub(u32::from(live));
            // A dead entry (degree 0) has xor 0: it updates the root by nothing.
            let p = (leaf[XOR] & mask) as usize;
            let up = (leaf[VALUE] + 1) & mask;
            slots[v as usize][DEGREE] = 0;
            let parent = &mut slots[p];
            parent[VALUE] ^= up;
            parent[XOR] ^= v & mask;
            parent[DEGREE] -= u32::from(live);
            cut += usize::from(live);
            if p == 0 && live {
                self.branches.push(up);
            }
            queue[tail] = p as u32;
            tail += usize::from(parent[DEGREE] == 1 && p != 0 && live);
        }
        self.peeled = tail;
        cut
    }

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

    /// The root of x's set, halving the path on the way.
    fn find(&mut self, mut x: u32) -> u32 {
        while self.link[x as usize] != x {
            let up = self.link[self.link[x as usize] as usize];
            self.link[x as usize] = up;
            x = up;
        }
        x
    }

    /// The value of the tree (of the root's component): the xor of its root branches.
    pub fn root_value(&self) -> u64 {
        self.slots
            .as_slice()
            .first()
            .map_or(0, |root| u64::from(root[VALUE]))
    }

    /// The parent of node `v` (not the root) of the tree last built, which must hold every
    /// node (n − 1 edges, validated). After the peel a node's neighbour xor is its parent:
    /// it was cut with degree 1, and its own slot is not touched again.
    pub fn parent(&self, v: u32) -> u32 {
        self.slots.as_slice()[v as usize][XOR]
    }

    /// SG of the subtree under node `v`: the xor over its children c of SG(c) + 1.
    pub fn value(&self, v: u32) -> u64 {
        u64::from(self.slots.as_slice()[v as usize][VALUE])
    }

    /// The nodes other than the root, parents before children (the peel's order,
    /// backwards), for a tree holding every node.
    pub fn top_down(&self) -> impl Iterator<Item = u32> + '_ {
        self.queue.as_slice()[..self.peeled].iter().rev().copied()
    }

    /// The cuts that leave each root branch with a wanted value, for a tree holding every
    /// node. `want(c, b)` says, for the root's child c whose branch is worth b = SG(c) + 1,
    /// which value the branch must be worth after the move (0: the branch is gone), or
    /// `None`. Returns, per node v, whether cutting the edge between v and its parent is
    /// such a move (false for the root).
    ///
    /// Why this finds exactly them: a cut below v changes only the values on the path from
    /// the cut up to the root. Let need(v) be the value SG(v) must take for its branch to
    /// end as wanted. For a root child c it is want − 1 (a branch worth w ≥ 1 is an edge
    /// above a subtree worth w − 1), and cutting the edge above c leaves 0. For a child v
    /// of p, SG(p) becomes SG(p) ⊕ (SG(v) + 1) ⊕ (SG'(v) + 1), so need(v) =
    /// (need(p) ⊕ SG(p) ⊕ (SG(v) + 1)) − 1, and none if that xor is 0 (a subtree that
    /// stays is worth at least 1 more than below it); cutting the edge above v leaves
    /// SG(p) ⊕ (SG(v) + 1), so it wins iff that is need(p). Every cut is one edge, so one
    /// top-down pass (parents first) decides them all: O(n) per wanted value.
    pub fn cuts_to(&self, want: impl Fn(u32, u64) -> Option<u64>) -> Vec<bool> {
        const NONE: u64 = u64::MAX;
        let n = self.slots.as_slice().len();
        let mut need = vec![NONE; n];
        let mut cut = vec![false; n];
        for v in self.top_down() {
            let p = self.parent(v);
            let up = self.value(v) + 1;
            let (wins, below) = if p == 0 {
                match want(v, up) {
                    Some(w) => (w == 0, w.checked_sub(1).unwrap_or(NONE)),
                    None => (false, NONE),
                }
            } else {
                match need[p as usize] {
                    NONE => (false, NONE),
                    np => {
                        let rest = self.value(p) ^ up;
                        (rest == np, (np ^ rest).checked_sub(1).unwrap_or(NONE))
                    }
                }
            };
            cut[v as usize] = wins;
            need[v as usize] = below;
        }
        cut
    }

    /// The value of each branch at the root, SG(c) + 1 for each child c of the root (in no
    /// particular order).
    pub fn root_branches(&self) -> impl Iterator<Item = u64> + '_ {
        self.branches.iter().map(|&b| u64::from(b))
    }
}

/// The exhaustive edge-deletion search and the random trees that this module's property
/// tests check against, shared with the games crate's (misère forests) through the
/// `test-support` feature.
#[cfg(any(test, feature = "test-support"))]
pub mod search {
    use crate::impartial::Exhaustive;
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
}

#[cfg(test)]
mod tests {
    use super::search::{random_tree, search_outcomes};
    use super::*;
    use proptest::prelude::*;

    /// The colon principle the plain way: the root's value and its branch values.
    fn plain_colon(n: usize, edges: &[(u32, u32)]) -> (u64, Vec<u64>) {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a as usize].push(b as usize);
            adj[b as usize].push(a as usize);
        }
        // Depth-first order from the root with parents; values folded in reverse.
        let mut parent = vec![usize::MAX; n];
        let mut order = vec![0];
        let mut stack = vec![0];
        parent[0] = 0;
        while let Some(v) = stack.pop() {
            for &w in &adj[v] {
                if parent[w] == usize::MAX {
                    parent[w] = v;
                    order.push(w);
                    stack.push(w);
                }
            }
        }
        let mut value = vec![0u64; n];
        for &v in order.iter().skip(1).rev() {
            value[parent[v]] ^= value[v] + 1;
        }
        let branches = adj[0].iter().map(|&c| value[c] + 1).collect();
        (value[0], branches)
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
        assert_eq!(t.root_value(), 0);
    }

    #[test]
    fn long_path_does_not_recurse() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i + 1, i)).collect();
        let mut t = Tree::new();
        t.build(n as usize, &edges).unwrap();
        assert_eq!(t.root_value(), u64::from(n - 1));
    }

    /// The peel before the queue: nodes scanned in label order, each leaf's chain of
    /// parents followed at once. Returns the cut count, the root's value and its branches.
    fn peel_by_scan(nodes: usize, edges: &[(u32, u32)]) -> (usize, u32, Vec<u32>) {
        let mut slots = vec![[0; 3]; nodes];
        for &(a, b) in edges {
            slots[a as usize][XOR] ^= b;
            slots[a as usize][DEGREE] += 1;
            slots[b as usize][XOR] ^= a;
            slots[b as usize][DEGREE] += 1;
        }
        let (mut cut, mut branches) = (0, Vec::new());
        for i in 1..nodes {
            let mut v = i;
            while slots[v][DEGREE] == 1 {
                let leaf = slots[v];
                slots[v][DEGREE] = 0;
                let p = leaf[XOR] as usize;
                let up = leaf[VALUE] + 1;
                slots[p][VALUE] ^= up;
                slots[p][XOR] ^= v as u32;
                slots[p][DEGREE] -= 1;
                cut += 1;
                if p == 0 {
                    branches.push(up);
                    break;
                }
                if p > i {
                    break;
                }
                v = p;
            }
        }
        (cut, slots[0][VALUE], branches)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// The colon principle against exhaustive edge deletion, with one reused builder.
        #[test]
        fn colon_matches_search(trees in prop::collection::vec(random_tree(11), 1..4)) {
            let mut t = Tree::new();
            for (n, edges) in trees {
                t.build(n, &edges).unwrap();
                prop_assert_eq!(t.root_value(), search_outcomes(&edges).0);
                prop_assert_eq!(t.root_branches().count(), edges.iter().filter(|&&(a, b)| a == 0 || b == 0).count());
            }
        }

        /// Every edge's cut against the plain colon principle of what remains: `cuts_to`
        /// with a wanted root value t (each branch wanted at t ⊕ R ⊕ b) marks exactly the
        /// edges whose cut leaves the root worth t, and with a wanted value per branch
        /// exactly the cuts that leave that branch so.
        #[test]
        fn cuts_to_matches_cutting_each_edge(trees in prop::collection::vec(random_tree(40), 1..4), t in 0u64..5) {
            let mut tree = Tree::new();
            for (n, edges) in trees {
                tree.build(n, &edges).unwrap();
                let root = tree.root_value();
                let by_root = tree.cuts_to(|_, b| Some(t ^ root ^ b));
                let by_branch = tree.cuts_to(|_, _| Some(t));
                for (i, &(a, b)) in edges.iter().enumerate() {
                    // What stays joined to the root without edge i, by the plain way.
                    let rest: Vec<(u32, u32)> = edges.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &e)| e).collect();
                    let mut joined = vec![false; n];
                    joined[0] = true;
                    loop {
                        let before = joined.iter().filter(|&&j| j).count();
                        for &(x, y) in &rest {
                            if joined[x as usize] || joined[y as usize] {
                                joined[x as usize] = true;
                                joined[y as usize] = true;
                            }
                        }
                        if joined.iter().filter(|&&j| j).count() == before {
                            break;
                        }
                    }
                    let kept: Vec<(u32, u32)> = rest.into_iter().filter(|&(x, _)| joined[x as usize]).collect();
                    let (after, _) = plain_colon(n, &kept);
                    let lower = if joined[a as usize] { b } else { a };
                    prop_assert_eq!(by_root[lower as usize], after == t, "edge {}", i);
                    // The branch the cut is in (under the root child c), as a tree alone.
                    let child = |mut x: u32| {
                        while tree.parent(x) != 0 {
                            x = tree.parent(x);
                        }
                        x
                    };
                    let c = child(lower);
                    let branch: Vec<(u32, u32)> = kept
                        .iter()
                        .copied()
                        .filter(|&(x, y)| child(if x == 0 { y } else { x }) == c)
                        .collect();
                    let branch_after = plain_colon(n, &branch).0;
                    prop_assert_eq!(by_branch[lower as usize], branch_after == t, "edge {} branch", i);
                }
            }
        }

        /// Larger trees against the plain colon principle (an adjacency list and an explicit
        /// post-order): the root's value and the multiset of its branch values, with one
        /// builder reused across trees of different sizes.
        #[test]
        fn peeling_matches_plain_colon(trees in prop::collection::vec(random_tree(3000), 1..4)) {
            let mut t = Tree::new();
            for (n, edges) in trees {
                t.build(n, &edges).unwrap();
                let (root, mut branches) = plain_colon(n, &edges);
                let mut got: Vec<u64> = t.root_branches().collect();
                got.sort_unstable();
                branches.sort_unstable();
                prop_assert_eq!(t.root_value(), root);
                prop_assert_eq!(got, branches);
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
                prop_assert_eq!(t.root_value(), search_outcomes(&edges).0);
            }
        }

        /// The queued peel against the scan in label order on any edge list (trees, forests,
        /// components without the root, cycles, self-loops, repeated edges): the same cut
        /// count, root value and root branches, with one builder reused.
        #[test]
        fn queued_peel_matches_the_scan(
            graphs in prop::collection::vec(
                (1usize..40).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n as u32, 0..n as u32), 0..45))),
                1..4,
            ),
            trees in prop::collection::vec(random_tree(500), 1..3),
        ) {
            let mut t = Tree::new();
            for (n, edges) in graphs.into_iter().chain(trees) {
                t.slots.zeroed(n);
                for &(a, b) in &edges {
                    t.slots.as_mut_slice()[a as usize][XOR] ^= b;
                    t.slots.as_mut_slice()[a as usize][DEGREE] += 1;
                    t.slots.as_mut_slice()[b as usize][XOR] ^= a;
                    t.slots.as_mut_slice()[b as usize][DEGREE] += 1;
                }
                let cut = t.peel();
                let (want_cut, want_root, mut want_branches) = peel_by_scan(n, &edges);
                let mut got: Vec<u32> = t.branches.clone();
                got.sort_unstable();
                want_branches.sort_unstable();
                prop_assert_eq!(cut, want_cut);
                prop_assert_eq!(t.slots.as_mut_slice()[0][VALUE], want_root);
                prop_assert_eq!(got, want_branches);
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4))]
        /// Trees big enough for the slots and the queue to be on huge pages, with small ones
        /// between (the buffers reused both ways), against the label-order scan.
        #[test]
        fn big_trees_on_huge_pages_match_the_scan(
            seed in any::<u64>(),
            sizes in prop::collection::vec(prop_oneof![1usize..2000, 180_000usize..400_000], 1..4),
        ) {
            use rand::{seq::SliceRandom, Rng, SeedableRng};
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut t = Tree::new();
            for n in sizes {
                let mut labels: Vec<u32> = (0..n as u32).collect();
                // The root keeps label 0.
                labels[1..].shuffle(&mut rng);
                let edges: Vec<(u32, u32)> = (1..n)
                    .map(|v| (labels[v], labels[rng.gen_range(0..v)]))
                    .collect();
                t.build(n, &edges).unwrap();
                let (_, want_root, mut want_branches) = peel_by_scan(n, &edges);
                let mut got: Vec<u32> = t.branches.clone();
                got.sort_unstable();
                want_branches.sort_unstable();
                prop_assert_eq!(t.root_value(), u64::from(want_root));
                prop_assert_eq!(got, want_branches);
            }
        }
    }
}
