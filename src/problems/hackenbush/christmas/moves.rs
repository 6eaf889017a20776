//! `christmas --moves`: the case's graphs as read, analysed for the erasures that win
//! ([`Cuts`]), and each erasure's position written back as one case.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Read;

use crate::budget::{refusal, Budget};
use crate::moves::After;
use crate::Report;
use grundy_games::hackenbush_cuts::{Cuts, Scratch};
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

/// The steps ([`Cuts::work`]) the erasures inside cycles may cost in one input, for all its
/// cases ([`Budget`]): one search of a 2-edge-connected part per edge in it, so quadratic
/// in the size of a part. 2^27 (about a second) and 2^8 per byte read. A judge's case (99
/// graphs of at most 499 edges) needs at most about 3 · 10^7; a simple cycle of up to
/// about 32000 edges fits.
pub const WORK_LOG: u32 = 27;
pub const WORK_PER_BYTE_LOG: u32 = 8;

/// One graph as read: `n`, where it stands, and where its endpoints start in
/// [`Case::ends`].
struct Graph {
    n: u64,
    at: Position,
    start: usize,
}

/// The graphs of one case as the input gives them (labels as written).
#[derive(Default)]
pub struct Case {
    ends: Vec<u64>,
    graphs: Vec<Graph>,
}

impl Case {
    pub fn clear(&mut self) {
        self.ends.clear();
        self.graphs.clear();
    }

    /// Starts a graph of `n` nodes, whose `n` was read at `at`.
    pub fn start_graph(&mut self, n: u64, at: Position) {
        self.graphs.push(Graph {
            n,
            at,
            start: self.ends.len(),
        });
    }

    /// One endpoint as written (consecutive endpoints pair up into edges).
    #[inline]
    pub fn push_end(&mut self, v: u64) {
        self.ends.push(v);
    }

    fn ends(&self, g: usize) -> &[u64] {
        let end = self.graphs.get(g + 1).map_or(self.ends.len(), |n| n.start);
        &self.ends[self.graphs[g].start..end]
    }

    /// Every graph analysed (in `--moves` runs this gives the case's value too, in place
    /// of the plain solver), or, for a case won by the player to move (which needs its
    /// erasures judged), an error at the `n` of the graph where the input's work passes
    /// its `budget` ([`WORK_LOG`]).
    pub fn analyse<R: Read>(&self, sc: &Scanner<R>, budget: &mut Budget) -> Result<Analysed<'_>> {
        let mut cuts = Vec::with_capacity(self.graphs.len());
        let mut scratch = Scratch::default();
        for (g, graph) in self.graphs.iter().enumerate() {
            let ends = self.ends(g);
            let mut edges: Vec<(u32, u32)> = Vec::with_capacity(ends.len() / 2);
            let vertices = if graph.n <= ends.len() as u64 + 2 {
                // Few nodes next to the edges (as the solver tells them): labels are ids.
                let id = |v: u64| (v - 1) as u32;
                edges.extend(ends.chunks_exact(2).map(|p| (id(p[0]), id(p[1]))));
                graph.n as usize
            } else {
                // Dense ids in first-seen order, the root's label 1 first.
                let mut ids: HashMap<u64, u32> = HashMap::from([(1, 0)]);
                let mut id = |v: u64| {
                    let next = ids.len() as u32;
                    *ids.entry(v).or_insert(next)
                };
                edges.extend(ends.chunks_exact(2).map(|p| (id(p[0]), id(p[1]))));
                ids.len()
            };
            cuts.push(Cuts::new(vertices, edges, &mut scratch));
        }
        if cuts.iter().fold(0, |x, c| x ^ c.value()) != 0 {
            for (c, graph) in cuts.iter().zip(&self.graphs) {
                if let Err(left) = budget.spend(c.work(), sc.consumed()) {
                    return Err(sc.error_at(
                        graph.at,
                        &refusal(
                            "a graph whose erasures --moves judges (one search of a cycle's \
                             part per edge in it)",
                            WORK_LOG,
                            WORK_PER_BYTE_LOG,
                            c.work(),
                            left,
                        ),
                        &graph.n.to_string(),
                    ));
                }
            }
        }
        Ok(Analysed {
            case: self,
            cuts,
            scratch: std::cell::RefCell::new(scratch),
            texts: std::cell::OnceCell::new(),
        })
    }
}

/// A case with each graph's [`Cuts`].
pub struct Analysed<'a> {
    case: &'a Case,
    cuts: Vec<Cuts>,
    scratch: std::cell::RefCell<Scratch>,
    /// Each graph as input text (`n m` and its edges), written once for the `after`s.
    texts: std::cell::OnceCell<Vec<String>>,
}

impl Analysed<'_> {
    /// The case's value: the xor of its graphs'.
    pub fn value(&self) -> u64 {
        self.cuts.iter().fold(0, |x, c| x ^ c.value())
    }

    /// The case's report: its Grundy value (the xor of its graphs') and the erasures that
    /// leave it worth 0, by graph, then by edge in input order.
    pub fn report(&self, r: &mut Report, total: u64) {
        let p = r.position();
        p.wins(total != 0).fact("Grundy value", total);
        if total == 0 {
            return;
        }
        for (g, cuts) in self.cuts.iter().enumerate() {
            // The other graphs stay: this one must end worth the xor of theirs.
            let marked = cuts.cuts_to(total ^ cuts.value(), &mut self.scratch.borrow_mut());
            let ends = self.case.ends(g);
            for (e, _) in marked.iter().enumerate().filter(|&(_, &m)| m) {
                p.add(
                    || {
                        format!(
                            "cut edge {} of graph {} ({}-{})",
                            e + 1,
                            g + 1,
                            ends[2 * e],
                            ends[2 * e + 1]
                        )
                    },
                    || After::Input(self.after(g, e)),
                );
            }
        }
    }

    /// The case once edge `e` of graph `g` is erased: `N`, then the graphs in order, graph
    /// `g` reduced to the edges still joined to its root, renumbered (the nodes left keep
    /// the order of their labels and take 1, 2, ...; the root stays 1), the others as the
    /// input gives them.
    fn after(&self, g: usize, e: usize) -> String {
        let case = self.case;
        let texts = self.texts.get_or_init(|| {
            (case.graphs.iter().enumerate())
                .map(|(k, graph)| {
                    let ends = case.ends(k);
                    let mut text = String::with_capacity(ends.len() * 8);
                    let _ = writeln!(text, "{} {}", graph.n, ends.len() / 2);
                    let mut buf = itoa::Buffer::new();
                    for pair in ends.chunks_exact(2) {
                        text.push_str(buf.format(pair[0]));
                        text.push(' ');
                        text.push_str(buf.format(pair[1]));
                        text.push('\n');
                    }
                    text
                })
                .collect()
        });
        let mut out = String::new();
        let _ = writeln!(out, "{}", case.graphs.len());
        for (k, text) in texts.iter().enumerate() {
            let ends = case.ends(k);
            if k != g {
                out.push_str(text);
                continue;
            }
            let kept = self.cuts[k].remaining(e);
            let mut labels: Vec<u64> = vec![1];
            for (pair, _) in ends.chunks_exact(2).zip(&kept).filter(|&(_, &k)| k) {
                labels.extend_from_slice(pair);
            }
            labels.sort_unstable();
            labels.dedup();
            let new = |v: u64| labels.binary_search(&v).map_or(0, |i| i + 1);
            let _ = writeln!(
                out,
                "{} {}",
                labels.len(),
                kept.iter().filter(|&&k| k).count()
            );
            for (pair, _) in ends.chunks_exact(2).zip(&kept).filter(|&(_, &k)| k) {
                let _ = writeln!(out, "{} {}", new(pair[0]), new(pair[1]));
            }
        }
        out
    }
}
