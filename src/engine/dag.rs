//! Sprague–Grundy values on a directed acyclic graph, without recursion.
//!
//! Nodes `0..n` are added in order with their out-edges ([`Dag::add_node`] then
//! [`Dag::add_target`]), so memory grows with the data read, never with a declared count.
//! [`Dag::grundy`] evaluates SG(v) = mex over v's targets in reverse topological order, by
//! a depth-first search with an explicit stack (post-order: a node is evaluated once all
//! its targets are), with a mark buffer sized by its out-degree (SG(v) ≤ out-degree). The
//! whole pass is O(n + edges), a path of millions of edges needs no recursion, and the
//! random accesses go to one 32-bit word per edge target (search state and value packed
//! together) and two 32-bit offsets per node entered (no reversed copy of the edges), which
//! keeps large graphs in cache: with shuffled labels every edge is a cache miss, so the
//! count and width of these arrays is the cost. When big, the words are on huge pages, and
//! so are copies of the offsets and targets if a sample of edges says the labels are far
//! apart ([`super::pages`]; fewer TLB misses). Repeated edges are fine.
//!
//! An edge back to a node on the search's current path means a cycle; the error names the
//! smallest node that lies on one (a node of a strongly connected component with two or
//! more nodes, or with a self-loop), found by an iterative Tarjan search over the nodes
//! not yet evaluated (a node on a cycle never is).

use super::mex::Mex;
use super::pages::{Zeroed, HUGE_FROM};

/// The smallest node lying on a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle {
    pub node: usize,
}

const NONE: u32 = u32::MAX;
/// One word per node holds the search state and the value, so an edge's target costs one
/// random access, not one for its state and another for its value: `NEW` (0), `OPEN` (on
/// the current path), or `value + 1` once valued (a value is below the node count, so it
/// never reaches `OPEN`).
const NEW: u32 = 0;
const OPEN: u32 = u32::MAX;

/// Most edges one graph may have: edge slots are 32-bit.
pub const MAX_EDGES: usize = u32::MAX as usize - 1;

#[derive(Default, Debug)]
pub struct Dag {
    /// CSR: the targets of v are `targets[off[v]..off[v + 1]]` (32-bit slots: half the
    /// bytes of a random access at each node the search enters).
    off: Vec<u32>,
    targets: Vec<u32>,
    /// Per node: NEW, OPEN or value + 1 (then the values, once the search is done). On
    /// huge pages when big: every edge reads its target's word at random.
    word: Zeroed<u32>,
    /// Copies of `off` and `targets` on huge pages for the search, when big.
    off_huge: Zeroed<u32>,
    targets_huge: Zeroed<u32>,
    /// The search's explicit stack of [node, next edge slot, end slot].
    stack: Vec<[u32; 3]>,
    mex: Mex,
}

impl Dag {
    pub fn new() -> Self {
        let mut d = Self::default();
        d.off.push(0);
        d
    }

    /// Forgets the graph (keeps the buffers).
    pub fn clear(&mut self) {
        self.off.clear();
        self.off.push(0);
        self.targets.clear();
    }

    pub fn nodes(&self) -> usize {
        self.off.len() - 1
    }

    /// Edges added so far (the caller keeps this at most [`MAX_EDGES`]).
    pub fn edges(&self) -> usize {
        self.targets.len()
    }

    /// Starts the next node's list of targets.
    pub fn add_node(&mut self) {
        self.off.push(self.targets.len() as u32);
    }

    /// Adds an edge from the node added last to `target` (any node number; the caller
    /// checks that every target is below the final node count before calling `grundy`,
    /// and that the edge count stays at most [`MAX_EDGES`]).
    #[inline]
    pub fn add_target(&mut self, target: u32) {
        self.targets.push(target);
        *self.off.last_mut().expect("add_node first") += 1;
    }

    /// SG of every node, or the smallest node on a cycle. Node count < 2^32 − 1.
    pub fn grundy(&mut self) -> Result<&[u32], Cycle> {
        let n = self.nodes();
        assert!(n < NONE as usize && self.targets.len() <= MAX_EDGES);
        let far = self.targets.len() * 4 >= HUGE_FROM && self.far_edges();
        // NEW is 0: a zeroed buffer.
        let word = self.word.zeroed(n);
        // The search reads the offsets and target lists at random too: copied onto huge
        // pages when big (a sequential copy, against a TLB miss per node entered), unless
        // a sample of edges says the labels are local (targets near their source, as a
        // graph written in topological order often has), where the copy gains nothing.
        let off: &[u32] = if far {
            self.off_huge.copied(&self.off)
        } else {
            &self.off
        };
        let targets: &[u32] = if far {
            self.targets_huge.copied(&self.targets)
        } else {
            &self.targets
        };
        for start in 0..n {
            if word[start] != NEW {
                continue;
            }
            word[start] = OPEN;
            self.stack.push([start as u32, off[start], off[start + 1]]);
            while let Some(top) = self.stack.last_mut() {
                let [v, slot, end] = *top;
                if slot < end {
                    top[1] = slot + 1;
                    let t = targets[slot as usize] as usize;
                    match word[t] {
                        NEW => {
                            word[t] = OPEN;
                            self.stack.push([t as u32, off[t], off[t + 1]]);
                        }
                        OPEN => {
                            // t is on the current path: a cycle.
                            self.stack.clear();
                            return Err(Cycle {
                                node: self.smallest_on_cycle(),
                            });
                        }
                        _ => {}
                    }
                    continue;
                }
                // Every target is done: v's value is the mex of theirs (their words were
                // touched just now, so this second look hits the cache).
                let v = v as usize;
                let list = &targets[off[v] as usize..end as usize];
                let value = if list.len() < 64 {
                    // The mex is at most the degree (< 64): a bit set in one register
                    // instead of stamping the shared buffer.
                    let mut seen = 0u64;
                    for &t in list {
                        let g = word[t as usize] - 1;
                        if g < 64 {
                            seen |= 1 << g;
                        }
                    }
                    (!seen).trailing_zeros()
                } else {
                    self.mex.start(list.len());
                    for &t in list {
                        self.mex.mark(u64::from(word[t as usize] - 1));
                    }
                    self.mex.value() as u32
                };
                word[v] = value + 1;
                self.stack.pop();
            }
        }
        for w in word.iter_mut() {
            *w -= 1;
        }
        Ok(self.word.as_slice())
    }

    /// The targets of node `v`, as added (repeats kept).
    pub fn targets(&self, v: usize) -> &[u32] {
        &self.targets[self.off[v] as usize..self.off[v + 1] as usize]
    }

    /// The values [`Dag::grundy`] computed last (valid after it returned them).
    pub fn values(&self) -> &[u32] {
        self.word.as_slice()
    }

    /// The winning moves of a sum of pieces standing on `pieces` (node numbers; values
    /// from [`Dag::grundy`], nim-sum `x`): every (piece index, target) such that
    /// SG(target) = x ⊕ SG(node), by piece, then by target ascending, a target named once
    /// however often the node's list repeats it.
    ///
    /// Why exactly these: sliding one piece from p to t changes the sum to
    /// x ⊕ SG(p) ⊕ SG(t), which is 0 (lost for the opponent) iff SG(t) = x ⊕ SG(p). A
    /// repeated edge p → t is the same slide, so one move; two pieces on one node are two
    /// pieces, so two moves. With x = 0 there is none.
    pub fn winning_moves(&self, pieces: &[u64], x: u32) -> Vec<(usize, u32)> {
        let sg = self.values();
        let mut out = Vec::new();
        if x == 0 {
            return out;
        }
        for (i, &p) in pieces.iter().enumerate() {
            let want = x ^ sg[p as usize];
            let mut to: Vec<u32> = (self.targets(p as usize).iter().copied())
                .filter(|&t| sg[t as usize] == want)
                .collect();
            to.sort_unstable();
            to.dedup();
            out.extend(to.into_iter().map(|t| (i, t)));
        }
        out
    }

    /// Whether most of a sample of edges (the first edge of 64 nodes spread over the
    /// graph) go further than a few small pages' worth of words from their source.
    fn far_edges(&self) -> bool {
        let n = self.nodes();
        let (mut sampled, mut far) = (0, 0);
        for i in 0..64 {
            let v = i * n / 64;
            let (start, end) = (self.off[v] as usize, self.off[v + 1] as usize);
            if start < end {
                sampled += 1;
                far += usize::from(self.targets[start].abs_diff(v as u32) >= 4096);
            }
        }
        2 * far > sampled
    }

    /// The smallest node on a cycle, among the nodes the search did not finish (a node on
    /// a cycle never finishes, since one of its targets waits for it). Iterative Tarjan.
    fn smallest_on_cycle(&mut self) -> usize {
        let n = self.nodes();
        // A node is unfinished while its word is NEW or OPEN (the values are not yet
        // shifted down: the search stopped at the cycle).
        let live = |word: &[u32], v: usize| word[v] == NEW || word[v] == OPEN;
        let mut index = vec![NONE; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        // Call stack of (node, next edge slot).
        let mut calls: Vec<(u32, usize)> = Vec::new();
        let mut counter = 0u32;
        let mut best = usize::MAX;
        for start in 0..n {
            if !live(self.word.as_slice(), start) || index[start] != NONE {
                continue;
            }
            index[start] = counter;
            low[start] = counter;
            counter += 1;
            stack.push(start as u32);
            on_stack[start] = true;
            calls.push((start as u32, self.off[start] as usize));
            while let Some(&mut (v, ref mut slot)) = calls.last_mut() {
                let v = v as usize;
                if *slot < self.off[v + 1] as usize {
                    let w = self.targets[*slot] as usize;
                    *slot += 1;
                    if !live(self.word.as_slice(), w) {
                        continue;
                    }
                    if w == v {
                        best = best.min(v);
                    }
                    if index[w] == NONE {
                        index[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        stack.push(w as u32);
                        on_stack[w] = true;
                        calls.push((w as u32, self.off[w] as usize));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(p, _)) = calls.last() {
                    low[p as usize] = low[p as usize].min(low[v]);
                }
                if low[v] == index[v] {
                    // Pop v's component; it is a cycle if it has two or more nodes.
                    let mut size = 0;
                    let mut smallest = usize::MAX;
                    loop {
                        let w = stack.pop().expect("v is on the stack") as usize;
                        on_stack[w] = false;
                        size += 1;
                        smallest = smallest.min(w);
                        if w == v {
                            break;
                        }
                    }
                    if size >= 2 {
                        best = best.min(smallest);
                    }
                }
            }
        }
        assert!(best != usize::MAX, "an unreleased node implies a cycle");
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Exhaustive;
    use proptest::prelude::*;

    fn dag(lists: &[Vec<u32>]) -> Dag {
        let mut d = Dag::new();
        for list in lists {
            d.add_node();
            for &t in list {
                d.add_target(t);
            }
        }
        d
    }

    /// Whether v lies on a cycle, by plain reachability: some target of v reaches v.
    fn on_cycle(lists: &[Vec<u32>], v: usize) -> bool {
        let mut seen = vec![false; lists.len()];
        let mut todo: Vec<usize> = lists[v].iter().map(|&t| t as usize).collect();
        while let Some(w) = todo.pop() {
            if w == v {
                return true;
            }
            if !std::mem::replace(&mut seen[w], true) {
                todo.extend(lists[w].iter().map(|&t| t as usize));
            }
        }
        false
    }

    fn random_graph(acyclic: bool) -> impl Strategy<Value = Vec<Vec<u32>>> {
        (1usize..9).prop_flat_map(move |n| {
            prop::collection::vec(prop::collection::vec(0..n as u32, 0..4), n).prop_map(
                move |mut lists| {
                    if acyclic {
                        // Keep only edges to smaller nodes, then rename nodes by reversal so
                        // edges also go upwards sometimes.
                        for (v, list) in lists.iter_mut().enumerate() {
                            list.retain(|&t| (t as usize) < v);
                        }
                        if n % 2 == 0 {
                            lists.reverse();
                            for list in &mut lists {
                                for t in list.iter_mut() {
                                    *t = n as u32 - 1 - *t;
                                }
                            }
                        }
                    }
                    lists
                },
            )
        })
    }

    #[test]
    fn every_smaller_node_is_a_target() {
        // Node i moves to every j < i: SG(i) = i, past any small fixed buffer.
        let n = 600;
        let lists: Vec<Vec<u32>> = (0..n).map(|i| (0..i).collect()).collect();
        let mut d = dag(&lists);
        let sg = d.grundy().unwrap();
        assert!(sg.iter().enumerate().all(|(i, &g)| g as usize == i));
    }

    #[test]
    fn long_path_is_linear() {
        let n = 1_000_000u32;
        let mut d = Dag::new();
        for v in 0..n {
            d.add_node();
            if v > 0 {
                d.add_target(v - 1);
            }
        }
        let sg = d.grundy().unwrap();
        assert_eq!(sg[n as usize - 1], (n - 1) % 2);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn values_match_search(lists in random_graph(true)) {
            let mut search = Exhaustive::from_fn(|&v: &usize| lists[v].iter().map(|&t| t as usize).collect());
            let mut d = dag(&lists);
            let sg = d.grundy().unwrap().to_vec();
            for (v, &g) in sg.iter().enumerate() {
                prop_assert_eq!(u64::from(g), search.grundy(&v));
            }
        }

        #[test]
        fn wide_nodes_match_a_plain_reference(
            lists in (1usize..160).prop_flat_map(|n| {
                prop::collection::vec(prop::collection::vec(any::<u32>(), 0..100), n)
            }),
            flip in any::<bool>(),
        ) {
            // Node v moves to nodes below v (degrees on both sides of the 64-bit mex set,
            // values past 64), valued in index order by the mex's definition; `flip`
            // renumbers v as n - 1 - v so that edges go upwards.
            let n = lists.len();
            let lists: Vec<Vec<u32>> = lists
                .iter()
                .enumerate()
                .map(|(v, l)| if v == 0 { vec![] } else { l.iter().map(|&t| t % v as u32).collect() })
                .collect();
            let mut want = vec![0u32; n];
            for v in 0..n {
                want[v] = (0..).find(|g| !lists[v].iter().any(|&t| want[t as usize] == *g)).unwrap();
            }
            let name = |v: usize| if flip { n - 1 - v } else { v };
            let mut renamed = vec![Vec::new(); n];
            for (v, l) in lists.iter().enumerate() {
                renamed[name(v)] = l.iter().map(|&t| name(t as usize) as u32).collect();
            }
            let mut d = dag(&renamed);
            let sg = d.grundy().unwrap().to_vec();
            for v in 0..n {
                prop_assert_eq!(sg[name(v)], want[v]);
            }
        }

        #[test]
        fn cycles_name_the_smallest_node_on_one(lists in random_graph(false)) {
            let expected = (0..lists.len()).find(|&v| on_cycle(&lists, v));
            let mut d = dag(&lists);
            match (d.grundy(), expected) {
                (Ok(_), None) => {}
                (Err(c), Some(v)) => prop_assert_eq!(c.node, v),
                (got, want) => prop_assert!(false, "got {:?}, want cycle at {:?}", got.map(|s| s.to_vec()), want),
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4))]
        /// Graphs big enough for the words, offsets and targets to be on huge pages, with
        /// shuffled labels (far edges: the copies) or labels in topological order (near
        /// edges), and small graphs between (buffers reused both ways), against the mex by
        /// definition in topological order.
        #[test]
        fn big_graphs_on_huge_pages_match_a_plain_reference(
            seed in any::<u64>(),
            graphs in prop::collection::vec(
                (prop_oneof![1usize..2000, 300_000usize..400_000], any::<bool>()), 1..4),
        ) {
            use rand::{seq::SliceRandom, Rng, SeedableRng};
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut d = Dag::new();
            for (n, shuffled) in graphs {
                // Node i of the topological order (edges to smaller i) is labelled label[i].
                let mut label: Vec<u32> = (0..n as u32).collect();
                if shuffled {
                    label.shuffle(&mut rng);
                }
                let lists: Vec<Vec<usize>> = (0..n)
                    .map(|i| {
                        let k = if i == 0 { 0 } else { rng.gen_range(0..5) };
                        (0..k).map(|_| rng.gen_range(0..i)).collect()
                    })
                    .collect();
                let mut want = vec![0u32; n];
                for i in 0..n {
                    let seen: Vec<u32> = lists[i].iter().map(|&j| want[j]).collect();
                    want[i] = (0..).find(|g| !seen.contains(g)).unwrap();
                }
                let mut by_label = vec![0usize; n];
                for (i, &l) in label.iter().enumerate() {
                    by_label[l as usize] = i;
                }
                d.clear();
                for &i in &by_label {
                    d.add_node();
                    for &j in &lists[i] {
                        d.add_target(label[j]);
                    }
                }
                let sg = d.grundy().unwrap();
                for (l, &i) in by_label.iter().enumerate() {
                    prop_assert_eq!(sg[l], want[i]);
                }
            }
        }
    }
}
