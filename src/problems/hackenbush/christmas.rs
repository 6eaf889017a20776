//! `grundy christmas`: Green Hackenbush on rooted multigraphs (POJ 3710).
//!
//! Input: cases until end of input; a case is `N`, then N graphs `n m` with m edges `a b`
//! (nodes 1..=n, node 1 the root). Output: per case `Sally` when the xor of the graphs'
//! values is non-zero (the first player wins), else `Harry`.

use std::io::Read;

use crate::gen::{Gen, Size};
use crate::keyed::Keyed;
use crate::{Meta, Options, Sink, Solve, Valued};
use grundy_games::hackenbush::Hackenbush;
use grundy_io::error::Result;
use grundy_io::scan::{Position, Scanner};

mod moves;

/// POJ 3710's limits, enforced by `--strict`: N < 100 graphs, n < 100 nodes, m < 500 edges.
/// (Its promise that a graph is a tree with polygons hung on it is not checked: grundy
/// answers every multigraph.)
const JUDGE_MAX_GRAPHS: u64 = 99;
const JUDGE_MAX_NODES: u64 = 99;
const JUDGE_MAX_EDGES: u64 = 499;

pub struct Christmas;

/// Most edges one graph may have: keeps every id and adjacency offset inside u32.
pub const MAX_EDGES: u64 = (1 << 30) - 1;

impl Solve for Christmas {
    const META: Meta = Meta {
        id: "christmas",
        aliases: &["poj3710"],
        family: "hackenbush",
        title: "Christmas Game (Green Hackenbush with cycles)",
        about: "Input: cases until end of input: `N` graphs, each `n m` and m edges `a b` \
(nodes 1..=n, node 1 the root).\n\
Output: per case `Sally` (the first player wins) or `Harry`.",
        flags: &[],
        legacy: &[],
    };

    fn solve<R: Read, S: Sink>(
        &self,
        options: &Options,
        sc: &mut Scanner<R>,
        sink: &mut S,
    ) -> Result<()> {
        solve(sc, sink, options)
    }

    fn generate(&self, gen: &mut Gen) -> bool {
        for _ in 0..gen.case_count(20, 10, 3) {
            let graphs = match gen.size {
                Size::Small => gen.range(1, 3),
                Size::Judge => JUDGE_MAX_GRAPHS,
                Size::Huge => gen.range(1, 4),
            };
            gen.line(&[graphs]);
            for _ in 0..graphs {
                write_graph(gen);
            }
        }
        true
    }
}

fn solve<R: Read, S: Sink>(sc: &mut Scanner<R>, sink: &mut S, options: &Options) -> Result<()> {
    let mut solver = Hackenbush::new();
    let mut ids = Ids::new();
    let mut raw: Vec<u64> = Vec::new();
    // The case's graphs as read, for `--moves` only.
    let mut case = moves::Case::default();
    let mut budget =
        crate::budget::Budget::new(1 << moves::WORK_LOG, 1 << moves::WORK_PER_BYTE_LOG);
    while let Some(graphs) = sc.u64_or_end("the number of graphs N")? {
        options.judge_limit_here(sc, "the number of graphs N", graphs, 0, JUDGE_MAX_GRAPHS)?;
        let mut total = 0u64;
        let mut table_len = 0;
        if S::MOVES {
            case.clear();
        }
        for _ in 0..graphs {
            let n = sc.u64_in("the number of nodes n", 1, u64::MAX)?;
            if S::MOVES {
                case.start_graph(n, sc.position());
            }
            options.judge_limit_here(sc, "the number of nodes n", n, 1, JUDGE_MAX_NODES)?;
            let m = sc.u64_in("the number of edges m", 0, MAX_EDGES)?;
            options.judge_limit_here(sc, "the number of edges m", m, 0, JUDGE_MAX_EDGES)?;
            solver.clear();
            // The edges go straight into the solver, read as one list of 2m endpoints;
            // nothing is allocated for the declared n or m before the edges that justify
            // it have been read. An endpoint outside 1..=n is an error at its place, as
            // one read at a time would report it, before any bad token after it.
            let mut outside: Option<(u64, Position)> = None;
            let read = if n <= 2 * m + 2 {
                // Small n next to the edge count: the labels are the ids (they fit u32).
                sc.u64_each_at(2 * m, "an edge endpoint", |v, at| {
                    if S::MOVES {
                        case.push_end(v);
                    }
                    let id = if v == 0 || v > n {
                        // Reported below; the root stands in meanwhile.
                        outside.get_or_insert((v, at));
                        0
                    } else {
                        (v - 1) as u32
                    };
                    solver.push_end(id);
                })
            } else {
                // n up to 10^18 with few edges: only the labels that occur get an id, so
                // memory follows the data, never the declared n.
                // The labels are read first and numbered in a pass of their own (with a
                // hashed table, whose lookups miss the cache, interleaving them with
                // parsing 19-digit tokens took 1.5 times the time). The fold's state, kept
                // in registers, is the range of the labels but the root's (0 wraps to the
                // top), over which the table places them in order (see [`Ids`]).
                raw.clear();
                let read = sc.u64_fold_at(
                    2 * m,
                    "an edge endpoint",
                    (u64::MAX, 0),
                    |(below, hi): (u64, u64), v, at| {
                        if v == 0 || v > n {
                            outside.get_or_insert((v, at));
                        }
                        let label = v.wrapping_sub(1);
                        raw.push(label);
                        if S::MOVES {
                            case.push_end(v);
                        }
                        (below.min(label.wrapping_sub(1)), hi.max(label))
                    },
                );
                match read {
                    Ok((below, hi)) if outside.is_none() => {
                        let range = (below.wrapping_add(1), hi);
                        table_len = ids.number(&raw, range, |id| match id {
                            Some(id) => solver.push_end(id),
                            None => solver.clear(),
                        }) as usize;
                        Ok(())
                    }
                    other => other.map(|_| ()),
                }
            };
            if let Some((v, at)) = outside {
                let range = if n == u64::MAX {
                    "at least 1".to_string()
                } else {
                    format!("1..={n}")
                };
                let what = format!("an edge endpoint ({range})");
                return Err(sc.error_at(at, &what, &v.to_string()));
            }
            read?;
            let vertices = if n <= 2 * m + 2 {
                n as usize
            } else {
                table_len
            };
            if S::MOVES {
                // The analysis below finds the same value (tested), with what the moves
                // need.
                continue;
            }
            total ^= solver.value_of_pushed(vertices);
        }
        if S::MOVES {
            let analysed = case.analyse(sc, &mut budget)?;
            let total = analysed.value();
            sink.emit(&crate::WithMoves {
                answer: Valued {
                    value: total.into(),
                    win: b"Sally\n",
                    lose: b"Harry\n",
                },
                moves: |r: &mut crate::Report| analysed.report(r, total),
            })?;
            continue;
        }
        let answer = Valued {
            value: total.into(),
            win: b"Sally\n",
            lose: b"Harry\n",
        };
        sink.emit(&answer)?;
    }
    Ok(())
}

/// One graph `n m` and its edges: a tree with polygons hung on it, as POJ promises,
/// with polygons of every length (a 2-gon is a pair of parallel edges) so both parities of
/// cycle occur. Beyond the judge it adds what POJ never sends: self-loops, polygons sharing
/// vertices, parts not connected to the root, deep paths and labels near 10^18.
fn write_graph(gen: &mut Gen) {
    let (max_nodes, max_edges) = match gen.size {
        Size::Small => (6, 8),
        Size::Judge => (JUDGE_MAX_NODES, JUDGE_MAX_EDGES),
        Size::Huge => (200_000, 400_000),
    };
    let n = if gen.size == Size::Judge {
        max_nodes
    } else {
        gen.range(1, max_nodes)
    };
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let huge = gen.size == Size::Huge;
    let deep = huge && gen.chance(1, 3);
    let mut next = 2; // the next unused node label
    while next <= n && (edges.len() as u64) < max_edges {
        // Hang on the node just added for a deep path, else on any node so far.
        let at = if deep {
            next - 1
        } else {
            gen.range(1, next - 1)
        };
        let room = (n - next + 1).min(max_edges - edges.len() as u64);
        if gen.chance(1, 3) && room >= 2 {
            // A polygon through `at` and len − 1 new nodes: len edges.
            let len = gen.range(2, room.min(7));
            let mut prev = at;
            for _ in 1..len {
                edges.push((prev, next));
                prev = next;
                next += 1;
            }
            edges.push((prev, at));
        } else {
            edges.push((at, next));
            next += 1;
        }
    }
    if huge {
        // Self-loops and chords that make polygons share vertices.
        for _ in 0..gen.range(0, 3) {
            let (a, b) = (gen.range(1, next - 1), gen.range(1, next - 1));
            edges.push((a, b));
        }
    }
    // Endpoints in either order, edges in any order.
    for i in 0..edges.len() {
        let j = gen.range(0, i as u64) as usize;
        edges.swap(i, j);
        if gen.chance(1, 2) {
            edges[i] = (edges[i].1, edges[i].0);
        }
    }
    // Sparse labels near 10^18 beyond the judge: the root stays 1, order is kept.
    let spread = huge && gen.chance(1, 4);
    let label = |v: u64| {
        if spread && v > 1 {
            v * 1_000_000_000_000
        } else {
            v
        }
    };
    gen.line(&[label(n), edges.len() as u64]);
    for &(a, b) in &edges {
        gen.line(&[label(a), label(b)]);
    }
}

/// Dense ids for sparse labels, in first-seen order: an open-addressing table (linear
/// probing, a label and its id in one 16-byte slot, doubling past three quarters full),
/// so relabelling takes linear expected time where sorting the labels took n·log n.
///
/// Where a label's search starts decides the cost. A hash scatters the labels, so with
/// more labels than the caches hold, every new label is a cache and TLB miss (page walks,
/// which overlap poorly): half the run with labels near 10^18. Labels usually come in
/// about the order of their values (a graph's nodes are numbered as they are made, and
/// sparse labels are dense ones spread out), so the table first places them in order:
/// slot = (label − lo) · capacity / (hi − lo + 1), over the range of the labels read.
/// Then consecutive lookups touch neighbouring slots and the table is read almost as a
/// stream. Labels far from uniform over their range pile up in long runs, so that search
/// has a budget of probes linear in the number of labels; past it the table starts again
/// with Fibonacci hashing (the ids do not depend on the placement). That hash is fixed, so
/// chosen labels can pile up under it too: it has the same budget, and past it the table
/// starts once more with a hash input cannot predict ([`Keyed`], see `problems::keyed`). So
/// no input costs more than a constant times the keyed table alone.
struct Ids {
    /// Label and id, or [`Ids::EMPTY`] as the label; reused from graph to graph.
    slots: Vec<(u64, u32)>,
    /// The ordered placement's budget: this many probes past the first slot per label,
    /// and this many more (the tests shrink them to force the restart).
    probes_per_label: usize,
    probes_base: usize,
    /// The keyed hash, made when first needed.
    keyed: Option<Keyed>,
    /// How many numberings fell back to the keyed hash (for the tests).
    hashed: usize,
}

/// Where the search for a label starts, in a table of a given power-of-two capacity.
trait Place: Clone {
    fn for_capacity(self, capacity: usize) -> Self;
    fn place(&self, label: u64) -> usize;
}

/// In the order of the labels: `(label − lo) · capacity / range`, as a multiply-high by
/// `scale` = capacity · 2^64 / range (at most 2^64 − 1: then labels closer than one slot
/// per label share a first slot, which probing absorbs).
#[derive(Clone, Copy)]
struct Ordered {
    lo: u64,
    range: u64,
    scale: u64,
    mask: usize,
}

impl Ordered {
    /// Over the labels `lo..=hi` (the root's 0 may lie below: it wraps to some slot).
    fn new(lo: u64, hi: u64) -> Self {
        // Saturating: only 0..=u64::MAX has no room for the + 1 (a slot off, harmless).
        let range = if hi >= lo {
            (hi - lo).saturating_add(1)
        } else {
            1
        };
        Ordered {
            lo,
            range,
            scale: 0,
            mask: 0,
        }
    }
}

impl Place for Ordered {
    fn for_capacity(self, capacity: usize) -> Self {
        let scale = ((capacity as u128) << 64) / self.range as u128;
        Ordered {
            scale: scale.min(u64::MAX as u128) as u64,
            mask: capacity - 1,
            ..self
        }
    }

    #[inline]
    fn place(&self, label: u64) -> usize {
        let offset = label.wrapping_sub(self.lo);
        ((offset as u128 * self.scale as u128) >> 64) as usize & self.mask
    }
}

/// Fibonacci hashing: the top bits of a product.
#[derive(Clone, Copy)]
struct Scattered {
    shift: u32,
}

impl Place for Scattered {
    fn for_capacity(self, capacity: usize) -> Self {
        Scattered {
            shift: 64 - capacity.trailing_zeros(),
        }
    }

    #[inline]
    fn place(&self, label: u64) -> usize {
        (label.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }
}

/// SipHash under random keys: the last resort, which chosen labels cannot pile up.
#[derive(Clone)]
struct Hashed {
    keyed: Keyed,
    shift: u32,
}

impl Place for Hashed {
    fn for_capacity(self, capacity: usize) -> Self {
        Hashed {
            shift: 64 - capacity.trailing_zeros(),
            ..self
        }
    }

    #[inline]
    fn place(&self, label: u64) -> usize {
        (self.keyed.hash(label) >> self.shift) as usize
    }
}

impl Ids {
    /// No label is u64::MAX: labels are endpoints − 1.
    const EMPTY: u64 = u64::MAX;

    fn new() -> Self {
        Ids {
            slots: Vec::new(),
            probes_per_label: 4,
            probes_base: 4096,
            keyed: None,
            hashed: 0,
        }
    }

    /// Numbers the root's label 0 and then `labels` in first-seen order, calling `emit`
    /// with `Some(id)` for each of `labels` in turn, and returns how many distinct labels
    /// there are (the root's included). `lo..=hi` holds every label but 0. If the ordered
    /// placement runs out of probes, `emit(None)` says to forget the ids emitted so far:
    /// they come again from the start (at most three times).
    fn number(
        &mut self,
        labels: &[u64],
        (lo, hi): (u64, u64),
        mut emit: impl FnMut(Option<u32>),
    ) -> u32 {
        let budget = self
            .probes_per_label
            .saturating_mul(labels.len())
            .saturating_add(self.probes_base);
        // Sized for the labels read, like one id per edge: the usual graph (a tree with
        // polygons) has about that many nodes and never grows the table.
        let usual = (labels.len() / 2 + 1).next_power_of_two().max(16);
        // Placed in order, the labels must fit their range: more labels than slots, as
        // in a forest of single edges, and the labels met in order pile up in one run
        // long before the table is three quarters full. Then once more with room for
        // every label to be new.
        let roomy = (labels.len() + 1).next_power_of_two().max(16);
        let ordered = Ordered::new(lo, hi);
        let tries = match Self::looks_spread(labels, ordered) {
            false => 0,
            true if roomy > usual => 2,
            true => 1,
        };
        for &capacity in [usual, roomy].iter().take(tries) {
            if let Some(count) = self.number_with(labels, ordered, capacity, budget, &mut emit) {
                return count;
            }
            emit(None);
        }
        let scattered = Scattered { shift: 0 };
        if let Some(count) = self.number_with(labels, scattered, usual, budget, &mut emit) {
            return count;
        }
        emit(None);
        self.hashed += 1;
        let hashed = Hashed {
            keyed: self.keyed.get_or_insert_with(Keyed::new).clone(),
            shift: 0,
        };
        self.number_with(labels, hashed, usual, usize::MAX, &mut emit)
            .expect("an unbounded search always ends")
    }

    /// Whether a sample of the labels (every label but the root's, at evenly spaced
    /// places) spreads over their range, so that placing them in order is worth a try:
    /// none of 16 equal parts of the range holds more than three times its share. Labels
    /// in a few clusters, or all but one near each other, fail it and are hashed at once
    /// (the probe budget would catch them too, after spending it twice).
    fn looks_spread(labels: &[u64], ordered: Ordered) -> bool {
        const SAMPLE: usize = 256;
        const PARTS: usize = 16;
        let mut parts = [0usize; PARTS];
        let place = ordered.for_capacity(PARTS);
        let step = labels.len() / SAMPLE;
        if step == 0 {
            return true; // few labels: the budget bounds any waste
        }
        let sample = labels.iter().step_by(step).filter(|&&label| label != 0);
        let mut count = 0;
        for &label in sample {
            parts[place.place(label)] += 1;
            count += 1;
        }
        parts.iter().all(|&n| n * PARTS <= 3 * count)
    }

    /// [`Ids::number`] with one placement, starting from `capacity` slots (a power of
    /// two), or None once more than `budget` probes past the first slots were needed.
    #[inline]
    fn number_with<P: Place>(
        &mut self,
        labels: &[u64],
        place: P,
        capacity: usize,
        mut budget: usize,
        emit: &mut impl FnMut(Option<u32>),
    ) -> Option<u32> {
        let slots = &mut self.slots;
        slots.clear();
        slots.resize(capacity, (Self::EMPTY, 0));
        let mut place = place.for_capacity(capacity);
        let mut len = 0;
        let mut id = |label: u64, slots: &mut Vec<(u64, u32)>, place: &mut P| {
            let mask = slots.len() - 1;
            let mut i = place.place(label);
            loop {
                match slots[i] {
                    (k, id) if k == label => return Some(id),
                    (Self::EMPTY, _) => {
                        slots[i] = (label, len);
                        len += 1;
                        if 4 * len as usize > 3 * slots.len() {
                            *place = Self::grow(slots, place.clone(), &mut budget)?;
                        }
                        return Some(len - 1);
                    }
                    _ => {
                        i = (i + 1) & mask;
                        budget = budget.checked_sub(1)?;
                    }
                }
            }
        };
        id(0, slots, &mut place)?; // the root
        for &label in labels {
            emit(Some(id(label, slots, &mut place)?));
        }
        Some(len)
    }

    /// Doubles the table, spending probes from the same budget.
    #[cold]
    fn grow<P: Place>(slots: &mut Vec<(u64, u32)>, place: P, budget: &mut usize) -> Option<P> {
        let old = std::mem::replace(slots, vec![(Self::EMPTY, 0); 2 * slots.len()]);
        let place = place.for_capacity(slots.len());
        let mask = slots.len() - 1;
        for (label, id) in old {
            if label != Self::EMPTY {
                let mut i = place.place(label);
                while slots[i].0 != Self::EMPTY {
                    i = (i + 1) & mask;
                    *budget = budget.checked_sub(1)?;
                }
                slots[i] = (label, id);
            }
        }
        Some(place)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn run(input: &str) -> String {
        let mut out = Vec::new();
        let mut sink = crate::problem::TextSink { out: &mut out };
        solve(
            &mut Scanner::new(input.as_bytes(), "t"),
            &mut sink,
            &Options::default(),
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    /// What [`Ids::number`] must give: ids in first-seen order (the root's label 0 first),
    /// one per label, and the number of distinct labels.
    fn plain_ids(labels: &[u64]) -> (Vec<u32>, u32) {
        let mut plain = std::collections::HashMap::new();
        plain.insert(0u64, 0u32);
        let ids = labels
            .iter()
            .map(|&l| {
                let next = plain.len() as u32;
                *plain.entry(l).or_insert(next)
            })
            .collect();
        (ids, plain.len() as u32)
    }

    /// The range `solve` passes: every label but 0 (an empty range when there is none).
    fn label_range(labels: &[u64]) -> (u64, u64) {
        let below = labels
            .iter()
            .fold(u64::MAX, |b, &l| b.min(l.wrapping_sub(1)));
        (
            below.wrapping_add(1),
            labels.iter().fold(0, |h, &l| h.max(l)),
        )
    }

    /// Runs [`Ids::number`] as `solve` does, the ids collected in a list; also says
    /// whether the ordered placement gave up.
    fn numbered(ids: &mut Ids, labels: &[u64], range: (u64, u64)) -> ((Vec<u32>, u32), usize) {
        let (mut out, mut restarts) = (Vec::new(), 0);
        let count = ids.number(labels, range, |id| match id {
            Some(id) => out.push(id),
            None => {
                out.clear();
                restarts += 1;
            }
        });
        ((out, count), restarts)
    }

    /// Labels from `pool` values, spread out: small; scattered; near u64::MAX (never
    /// u64::MAX itself: labels are endpoints − 1); in a few tight clusters far apart, which
    /// the ordered placement piles up; and spaced evenly near 10^18, as in the bench.
    fn spread(labels: &[u64], how: u64) -> Vec<u64> {
        labels
            .iter()
            .map(|&l| match how {
                0 => l,
                1 => l.wrapping_mul(0x1000_0000_0001) % (u64::MAX - 1),
                2 => u64::MAX - 1 - l,
                3 => (l % 4) * (u64::MAX / 5) + l,
                _ => 1_000_000_000_000_000_000 + l * 1_000_003,
            })
            .collect()
    }

    proptest::proptest! {
        /// The table numbers labels like a plain map in first-seen order: through repeats
        /// and growth (more distinct labels than the first table holds), labels near
        /// u64::MAX, clusters, a small budget that makes the ordered placement give up
        /// part way, and any range passed for the placement (it only decides where
        /// searches start), reusing one table from graph to graph.
        #[test]
        fn ids_number_labels_in_first_seen_order(
            rounds in proptest::collection::vec(
                (
                    1u64..800,
                    proptest::collection::vec(0u64..800, 0..700),
                    0u64..5,
                    (0usize..10, 0usize..20),
                    proptest::option::weighted(0.2, (proptest::num::u64::ANY, proptest::num::u64::ANY)),
                ),
                1..4,
            )
        ) {
            let mut ids = Ids::new();
            for (pool, labels, how, (per_label, base), range) in rounds {
                let labels: Vec<u64> = labels.iter().map(|&l| l % pool).collect();
                let labels = spread(&labels, how);
                if per_label < 8 {
                    (ids.probes_per_label, ids.probes_base) = (per_label, base);
                } else {
                    (ids.probes_per_label, ids.probes_base) = (8, 4096);
                }
                let range = range.unwrap_or_else(|| label_range(&labels));
                let (got, _) = numbered(&mut ids, &labels, range);
                proptest::prop_assert_eq!(got, plain_ids(&labels));
            }
        }
    }

    /// At larger sizes, in input orders sorted, reversed and shuffled: the ordered
    /// placement holds on even spreads (the first table when labels repeat as in a tree
    /// with polygons, the roomy one when every label is new), gives up on clusters, and
    /// the ids are right either way.
    #[test]
    fn ids_at_larger_sizes() {
        let mut rng = ChaCha8Rng::seed_from_u64(16);
        let mut ids = Ids::new();
        for len in [1, 1000, 70_000] {
            for how in 0..5 {
                for order in 0..3 {
                    for repeats in [true, false] {
                        let mut labels: Vec<u64> = (0..len).collect();
                        match order {
                            0 => {}
                            1 => labels.reverse(),
                            _ => labels.shuffle(&mut rng),
                        }
                        // Each label again right after, or another recent one.
                        let mut with_repeats = Vec::new();
                        for (i, &l) in labels.iter().enumerate() {
                            with_repeats.push(l);
                            if repeats {
                                with_repeats.push(labels[i.saturating_sub(rng.gen_range(0..4))]);
                            }
                        }
                        let labels = spread(&with_repeats, how);
                        let (got, restarts) = numbered(&mut ids, &labels, label_range(&labels));
                        let case = format!("{len} {how} {order} {repeats}: {restarts} restarts");
                        assert_eq!(got, plain_ids(&labels), "{case}");
                        if len == 70_000 && how == 4 {
                            assert!(restarts <= usize::from(!repeats), "{case}");
                        }
                        if len == 70_000 && how == 3 {
                            // Hashed at once: a sample shows the clusters.
                            assert_eq!(restarts, 0, "{case}");
                        }
                    }
                }
            }
        }
    }

    /// Labels chosen to pile up under the fixed Fibonacci hash (all in its first slot),
    /// with a tight cluster that the ordered placement piles up, are numbered right
    /// through the keyed hash, which the fixed one hands over to within its budget; an
    /// ordinary spread never gets there.
    #[test]
    fn chosen_labels_fall_back_to_the_keyed_hash() {
        const C: u64 = 0x9e37_79b9_7f4a_7c15;
        let inverse = (0..6).fold(C, |x, _| {
            x.wrapping_mul(2u64.wrapping_sub(C.wrapping_mul(x)))
        });
        let mut labels = Vec::new();
        for j in 1..=20_000u64 {
            labels.push(j.wrapping_mul(inverse));
            if j % 2 == 0 {
                labels.push(j / 2);
            }
        }
        let mut ids = Ids::new();
        let (got, restarts) = numbered(&mut ids, &labels, label_range(&labels));
        assert_eq!(got, plain_ids(&labels));
        // The sample sees only the chosen labels here (every third label is the
        // cluster's, and the sample's step is a multiple of 3): both ordered tries spend
        // their budgets, then the fixed hash its own.
        assert_eq!((restarts, ids.hashed), (3, 1));
        let even: Vec<u64> = (1..=30_000u64).map(|l| l * 1_000_003).collect();
        let (got, _) = numbered(&mut ids, &even, label_range(&even));
        assert_eq!(got, plain_ids(&even));
        assert_eq!(ids.hashed, 1, "an even spread is never hashed with keys");
    }

    /// The sample check lets even spreads (in any order, with the root's label anywhere)
    /// try the ordered placement and sends clusters and lone outliers to the hash.
    #[test]
    fn spread_check() {
        let mut rng = ChaCha8Rng::seed_from_u64(3710);
        let check = |labels: &[u64]| {
            let (lo, hi) = label_range(labels);
            Ids::looks_spread(labels, Ordered::new(lo, hi))
        };
        let even: Vec<u64> = (0..5000)
            .map(|l| 1_000_000_000_000_000_000 + l * 1_000_003)
            .collect();
        assert!(check(&even));
        let mut shuffled = even.clone();
        shuffled.shuffle(&mut rng);
        assert!(check(&shuffled));
        let star: Vec<u64> = even.iter().flat_map(|&l| [0, l]).collect();
        assert!(check(&star));
        let random: Vec<u64> = (0..5000).map(|_| rng.gen_range(1..u64::MAX - 1)).collect();
        assert!(check(&random));
        assert!(!check(&spread(&(0..5000).collect::<Vec<_>>(), 3)));
        let mut outlier = even.clone();
        outlier[2500] = 1;
        assert!(!check(&outlier));
        // Too few to sample.
        assert!(check(&[5, 0, 7]));
        // The widest range has no room for its + 1; a range only decides where searches
        // start.
        let labels = [5, u64::MAX - 1, 0, 5];
        assert_eq!(
            numbered(&mut Ids::new(), &labels, (0, u64::MAX)).0,
            plain_ids(&labels)
        );
    }

    /// Renaming the nodes (root kept first) must not change any answer, whether the ids
    /// are used directly or compressed because n is huge.
    #[test]
    fn sparse_labels_answer_like_dense_ones() {
        let mut rng = ChaCha8Rng::seed_from_u64(3710);
        let (mut dense, mut sparse) = (String::new(), String::new());
        for _ in 0..400 {
            let graphs = rng.gen_range(1..4);
            dense += &format!("{graphs}\n");
            sparse += &format!("{graphs}\n");
            for _ in 0..graphs {
                let n: u64 = rng.gen_range(1..8);
                let m = rng.gen_range(0..10);
                dense += &format!("{n} {m}\n");
                sparse += &format!("{} {m}\n", n * 1_000_000_000_000_000);
                for _ in 0..m {
                    let (a, b): (u64, u64) = (rng.gen_range(1..=n), rng.gen_range(1..=n));
                    dense += &format!("{a} {b}\n");
                    // 1 stays 1; other labels spread out but keep their order.
                    let big = |x: u64| if x == 1 { 1 } else { x * 999_999_999_999_999 };
                    sparse += &format!("{} {}\n", big(a), big(b));
                }
            }
        }
        let want = run(&dense);
        assert_eq!(want.lines().count(), 400);
        assert!(want.contains("Sally") && want.contains("Harry"));
        assert_eq!(run(&sparse), want);
    }
}
