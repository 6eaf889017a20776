//! Sprague–Grundy values on a directed acyclic graph, without recursion.
//!
//! Nodes `0..n` are added in order with their out-edges ([`Dag::add_node`] then
//! [`Dag::add_target`]), so memory grows with the data read, never with a declared count.
//! [`Dag::grundy`] evaluates SG(v) = mex over v's targets in reverse topological order, by
//! a depth-first search with an explicit stack (post-order: a node is evaluated once all
//! its targets are), with a mark buffer sized by its out-degree (SG(v) ≤ out-degree). The
//! whole pass is O(n + edges), a path of millions of edges needs no recursion, and the
//! random accesses go to a byte of state and a value per node only (no reversed copy of
//! the edges), which keeps large graphs in cache. Repeated edges are fine.
//!
//! An edge back to a node on the search's current path means a cycle; the error names the
//! smallest node that lies on one (a node of a strongly connected component with two or
//! more nodes, or with a self-loop), found by an iterative Tarjan search over the nodes
//! not yet evaluated (a node on a cycle never is).

use super::mex::Mex;

/// The smallest node lying on a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle {
    pub node: usize,
}

const NONE: u32 = u32::MAX;
const NEW: u8 = 0;
const OPEN: u8 = 1;
const DONE: u8 = 2;

#[derive(Default, Debug)]
pub struct Dag {
    /// CSR: the targets of v are `targets[off[v]..off[v + 1]]`.
    off: Vec<usize>,
    targets: Vec<u32>,
    /// Search state per node (NEW, OPEN: on the current path, DONE: valued), the search's
    /// explicit stack of (node, next edge slot), and the values.
    state: Vec<u8>,
    stack: Vec<(u32, usize)>,
    value: Vec<u32>,
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

    /// Starts the next node's list of targets.
    pub fn add_node(&mut self) {
        self.off.push(self.targets.len());
    }

    /// Adds an edge from the node added last to `target` (any node number; the caller
    /// checks that every target is below the final node count before calling `grundy`).
    pub fn add_target(&mut self, target: u32) {
        self.targets.push(target);
        *self.off.last_mut().expect("add_node first") += 1;
    }

    /// SG of every node, or the smallest node on a cycle. Node count < 2^32 − 1.
    pub fn grundy(&mut self) -> Result<&[u32], Cycle> {
        let n = self.nodes();
        assert!(n < NONE as usize);
        self.state.clear();
        self.state.resize(n, NEW);
        self.value.clear();
        self.value.resize(n, 0);
        for start in 0..n {
            if self.state[start] != NEW {
                continue;
            }
            self.state[start] = OPEN;
            self.stack.push((start as u32, self.off[start]));
            while let Some(&mut (v, ref mut slot)) = self.stack.last_mut() {
                let v = v as usize;
                if *slot < self.off[v + 1] {
                    let t = self.targets[*slot] as usize;
                    *slot += 1;
                    match self.state[t] {
                        NEW => {
                            self.state[t] = OPEN;
                            self.stack.push((t as u32, self.off[t]));
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
                // Every target is done: v's value is the mex of theirs.
                let targets = &self.targets[self.off[v]..self.off[v + 1]];
                self.mex.start(targets.len());
                for &t in targets {
                    self.mex.mark(u64::from(self.value[t as usize]));
                }
                self.value[v] = self.mex.value() as u32;
                self.state[v] = DONE;
                self.stack.pop();
            }
        }
        Ok(&self.value)
    }

    /// The smallest node on a cycle, among the nodes the search did not finish (a node on
    /// a cycle never finishes, since one of its targets waits for it). Iterative Tarjan.
    fn smallest_on_cycle(&mut self) -> usize {
        let n = self.nodes();
        let live = |state: &[u8], v: usize| state[v] != DONE;
        let mut index = vec![NONE; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        // Call stack of (node, next edge slot).
        let mut calls: Vec<(u32, usize)> = Vec::new();
        let mut counter = 0u32;
        let mut best = usize::MAX;
        for start in 0..n {
            if !live(&self.state, start) || index[start] != NONE {
                continue;
            }
            index[start] = counter;
            low[start] = counter;
            counter += 1;
            stack.push(start as u32);
            on_stack[start] = true;
            calls.push((start as u32, self.off[start]));
            while let Some(&mut (v, ref mut slot)) = calls.last_mut() {
                let v = v as usize;
                if *slot < self.off[v + 1] {
                    let w = self.targets[*slot] as usize;
                    *slot += 1;
                    if !live(&self.state, w) {
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
                        calls.push((w as u32, self.off[w]));
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
    use crate::engine::impartial::Exhaustive;
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
}
