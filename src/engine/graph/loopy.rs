//! Smith's loopy Grundy values (Smith 1966; Fraenkel and Yesha 1986) by the staged
//! algorithm.
//!
//! Each position u gets a natural number or `∞(A)`, A the set of natural-number values of
//! its options. γ(u) = m when (a) u has an option of every value j < m, (b) none of value
//! m, and (c) every option of larger or infinite value has itself an option of value m
//! (the opponent's escape can be answered by moving back to m), the chain of such answers
//! being well founded: each answer was labelled before the position it protects. No such
//! m: `∞(A)`.
//!
//! Stage m = 0, 1, 2, … labels in two steps:
//! 1. *label m*, a retrograde pass: an unlabelled position is labelled m once it has no
//!    option labelled m and each of its options that is unlabelled or infinite is
//!    *answered* (has an option labelled m). A count per position of its unanswered
//!    options reaches 0 exactly then; labelling u answers every option-of-u's predecessor
//!    chain one step back. The order of labelling is the counter of (c).
//! 2. *label ∞*: an unlabelled position with no option labelled m lacks that value for
//!    good (condition (a) fails for every larger m), so it is infinite.
//!
//! A position still unlabelled after stage m has options of every value 0..=m, so stages
//! stop after at most the largest degree + 1; each costs one scan of the unlabelled
//! positions' options and of the predecessors of what it labels or answers:
//! O((largest value + 2) · (positions + moves)) in all.

use super::Graph;

/// The value of an infinite position in [`Loopy::value`] (its set A is read off its
/// options: [`Loopy::infinite_set`]).
pub const INFINITE: u32 = u32::MAX;
/// Not labelled yet (only while solving).
const UNLABELLED: u32 = u32::MAX - 1;

/// The loopy values of every position of a graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loopy {
    /// γ(v), or [`INFINITE`].
    pub value: Vec<u32>,
    /// The place of each finite position in the order of labelling, within its stage:
    /// the counter that makes the answers of condition (c) well founded.
    pub counter: Vec<u32>,
    /// The largest finite value (None when every value is infinite).
    pub largest: Option<u32>,
}

impl Loopy {
    /// The staged algorithm (see the module's doc).
    pub fn solve(graph: &Graph) -> Loopy {
        let n = graph.len();
        let mut value = vec![UNLABELLED; n];
        let mut counter = vec![0u32; n];
        // `stamp[v] == m + 1`: v has an option labelled m (at stage m).
        let mut stamp = vec![0u32; n];
        let mut unanswered = vec![0u32; n];
        let mut alive: Vec<u32> = (0..n as u32).collect();
        let mut queue: Vec<u32> = Vec::new();
        let mut largest = None;
        let mut m = 0u32;
        while !alive.is_empty() {
            let mark = m + 1;
            queue.clear();
            for &u in &alive {
                let u = u as usize;
                let open = graph
                    .options(u)
                    .iter()
                    .filter(|&&v| value[v as usize] >= UNLABELLED)
                    .count() as u32;
                unanswered[u] = open;
                if open == 0 {
                    queue.push(u as u32);
                }
            }
            let mut labelled = 0u32;
            let mut head = 0;
            while let Some(&u) = queue.get(head) {
                head += 1;
                let u = u as usize;
                if value[u] != UNLABELLED || stamp[u] == mark {
                    continue;
                }
                value[u] = m;
                counter[u] = labelled;
                labelled += 1;
                largest = Some(m);
                for &p in graph.predecessors(u) {
                    let p = p as usize;
                    if stamp[p] == mark {
                        continue;
                    }
                    stamp[p] = mark;
                    // p is answered now; it mattered only if unlabelled or infinite (a
                    // finite p was never counted, and p cannot be labelled m).
                    if value[p] < UNLABELLED {
                        continue;
                    }
                    for &q in graph.predecessors(p) {
                        let q = q as usize;
                        if value[q] == UNLABELLED {
                            unanswered[q] -= 1;
                            if unanswered[q] == 0 {
                                queue.push(q as u32);
                            }
                        }
                    }
                }
            }
            alive.retain(|&u| {
                let u = u as usize;
                if value[u] != UNLABELLED {
                    return false;
                }
                if stamp[u] != mark {
                    value[u] = INFINITE;
                    return false;
                }
                true
            });
            m += 1;
        }
        Loopy {
            value,
            counter,
            largest,
        }
    }

    /// Whether `v`'s value is infinite.
    pub fn is_infinite(&self, v: usize) -> bool {
        self.value[v] == INFINITE
    }

    /// The set A of an infinite position (or of any position): the finite values of its
    /// options, ascending, each once.
    pub fn infinite_set(&self, graph: &Graph, v: usize) -> Vec<u32> {
        let mut set: Vec<u32> = graph
            .options(v)
            .iter()
            .map(|&t| self.value[t as usize])
            .filter(|&x| x != INFINITE)
            .collect();
        set.sort_unstable();
        set.dedup();
        set
    }

    /// The full value of `v`, a number or `∞(A)`.
    pub fn of(&self, graph: &Graph, v: usize) -> super::sum::LoopyValue {
        match self.value[v] {
            INFINITE => super::sum::LoopyValue::Infinite(
                self.infinite_set(graph, v)
                    .into_iter()
                    .map(u64::from)
                    .collect(),
            ),
            x => super::sum::LoopyValue::Finite(u64::from(x)),
        }
    }
}
